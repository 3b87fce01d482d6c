import { describe, expect, it } from '@jest/globals';
import { absoluteDates, hasRelativeDate } from '../../src/core/extract/relative-dates';

/**
 * A memory is read long after the note it came from: every relative date is
 * rewritten against the note's date. 2023-05-08 is a Monday.
 */
describe('absoluteDates: relative dates against the note date (Monday 8 May 2023)', () => {
  const NOTE = '2023-05-08';
  const cases: { form: string; before: string; after: string }[] = [
    { form: 'yesterday', before: 'I went to a support group yesterday.', after: 'I went to a support group on 7 May 2023.' },
    { form: 'last night', before: 'Saw the band last night', after: 'Saw the band on the night of 7 May 2023' },
    { form: 'today', before: 'Signed the lease today', after: 'Signed the lease on 8 May 2023' },
    { form: 'tomorrow', before: 'Tomorrow I start the new job', after: 'On 9 May 2023 I start the new job' },
    { form: 'the day before yesterday', before: 'It broke the day before yesterday', after: 'It broke on 6 May 2023' },
    { form: 'last Saturday', before: 'Last Saturday we ran a charity race', after: 'On 6 May 2023 we ran a charity race' },
    { form: 'next Friday', before: 'The interview is next Friday', after: 'The interview is on 12 May 2023' },
    { form: 'this past Friday', before: 'Finished it this past Friday', after: 'Finished it on 5 May 2023' },
    { form: 'a few days ago', before: 'Adopted a puppy a few days ago', after: 'Adopted a puppy (a few days before 8 May 2023)' },
    { form: 'three days ago', before: 'Moved in three days ago', after: 'Moved in on 5 May 2023' },
    { form: 'two weeks ago', before: 'We met two weeks ago', after: 'We met (week of 24 April 2023)' },
    { form: 'last week', before: 'Painted the fence last week', after: 'Painted the fence (week of 1 May 2023)' },
    { form: 'next week', before: 'Flying to Oslo next week', after: 'Flying to Oslo (week of 15 May 2023)' },
    { form: 'last week, as the subject', before: 'Last week was wild, I got noticed by editors', after: 'The week of 1 May 2023 was wild, I got noticed by editors' },
    { form: 'last week, opening a sentence', before: 'Last week, I built a new website', after: 'In the week of 1 May 2023, I built a new website' },
    { form: 'since last week', before: "I've been sick since last week", after: "I've been sick since the week of 1 May 2023" },
    { form: 'this weekend (past, said on a Monday)', before: 'Went camping this weekend', after: 'Went camping the weekend of 6 May 2023' },
    { form: 'this weekend (future)', before: "I'm going to paint this weekend", after: "I'm going to paint the weekend of 13 May 2023" },
    { form: 'last weekend (said on a Monday: the one just gone)', before: 'Last weekend our city held a parade', after: 'The weekend of 6 May 2023 our city held a parade' },
    { form: 'last month', before: 'Started pottery last month', after: 'Started pottery in April 2023' },
    { form: 'next month', before: 'Moving next month', after: 'Moving in June 2023' },
    { form: 'from next month', before: 'I own the billing pipeline from next month', after: 'I own the billing pipeline from June 2023' },
    { form: 'last year', before: 'A friend adopted last year', after: 'A friend adopted in 2022' },
    { form: 'two years ago', before: 'Lost my job two years ago', after: 'Lost my job in 2021' },
    { form: 'in May (this month)', before: 'Visited Paris in May', after: 'Visited Paris in May 2023' },
    { form: 'in June, past tense: last June', before: 'We went to Rome in June', after: 'We went to Rome in June 2022' },
    { form: 'in June, future: the coming June', before: 'We are going to Rome in June', after: 'We are going to Rome in June 2023' },
    { form: 'until January: the coming January', before: 'Paused the newsletter until January', after: 'Paused the newsletter until January 2024' },
    { form: 'in three days: a day to come', before: 'Exam in three days', after: 'Exam on 11 May 2023' },
    { form: 'in 2 weeks after an amount, looking ahead', before: 'Need 3 more boxes, the move is soon: in 2 weeks', after: 'Need 3 more boxes, the move is soon: (week of 22 May 2023)' },
  ];
  it.each(cases)('$form', ({ before, after }) => expect(absoluteDates(before, NOTE)).toBe(after));

  const untouched: { name: string; text: string }[] = [
    { name: 'an absolute date stays', text: 'In March 2022 we moved' },
    { name: '"may" the verb is not the month', text: 'I may go to the concert' },
    { name: 'no date at all', text: 'Bike rebuild needs a new chain' },
    // how long something took, after an amount (a trip log, a reading log)
    { name: 'a duration after an amount', text: 'Back from the island; 138 km on the bikes in 4 days' },
    { name: 'a duration in a reading log', text: 'Read 3 chapters in 2 days, slow going' },
  ];
  it.each(untouched)('$name', ({ text }) => {
    expect(absoluteDates(text, NOTE)).toBe(text);
    expect(hasRelativeDate(text)).toBe(false);
  });

  it('a note without a readable date leaves the text alone', () => {
    expect(absoluteDates('Saw it yesterday', 'someday')).toBe('Saw it yesterday');
  });

  it('months roll over the year end (note of 3 January 2024)', () => {
    expect(absoluteDates('Quit my job last month', '2024-01-03')).toBe('Quit my job in December 2023');
    expect(absoluteDates('Saw it last week', '2024-01-03')).toBe('Saw it (week of 25 December 2023)');
  });
});
