import { groundingProblem } from '../../src/core/rank/grounding';
import { screenCandidate } from '../../src/core/rank/review-screen';

/**
 * A model's line is grounded when its names, numbers, dates and quotes come
 * from the spans it cites (or the notes' own dates, or what a relative date in
 * them means), and a fair share of its words does. Two styles each way: a
 * terse English bullet journal and a French prose diary.
 */
describe('grounding of a model line in the spans it cites', () => {
  const bullets = { text: '- called the vet, Pixel needs the booster shot. 85 zł, booked for Friday', date: '2026-06-23' };
  const prose = { text: "Hier soir, dîner chez Camille à Lyon : elle part au Québec en septembre, 3 ans de contrat.", date: '2026-03-12' };
  const relative = { text: 'ran 6 km yesterday, knee fine', date: '2026-05-04' };

  it.each([
    ['bullets: the note date made absolute, words of its own', 'On 23 June 2026 the person booked the booster shot for Pixel at the vet, 85 zł.', bullets],
    ['bullets: the weekday the note names, as a date', 'The booster shot for Pixel is booked for 26 June 2026.', bullets],
    ['bullets: yesterday resolved from the note date', 'On 3 May 2026 the person ran 6 km; the knee was fine.', relative],
    ['prose: a paraphrase with the note date', 'Le 12 mars 2026, Camille a annoncé son départ au Québec pour un contrat de 3 ans.', prose],
    ['prose: a month the span names, with its year', 'Camille part au Québec en septembre 2026.', prose],
    ['a number written another way', 'Camille signs a contract of three years in Québec.', { text: 'Camille: contrat de 3 ans au Québec', date: '2026-03-12' }],
    ['thousands written with a comma', 'The offer is 15,200 zł gross.', { text: '- offer: 15 200 zł gross', date: '2026-08-11' }],
  ])('%s is accepted', (_name, line, span) => {
    expect(groundingProblem(line, [span])).toBeNull();
  });

  it.each([
    ['bullets: an invented price', 'On 23 June 2026 the person booked the booster shot for Pixel at the vet, 95 zł.', bullets, /number “95”/],
    ['bullets: an invented name', 'On 23 June 2026 the person booked the booster shot for Pixel with Dr Novak.', bullets, /name “(?:Dr|Novak)”/],
    ['bullets: an invented date', 'On 2 July 2026 the person booked the booster shot for Pixel.', bullets, /date “2 July 2026”/],
    ['prose: an invented number', 'Camille part au Québec pour un contrat de 5 ans.', prose, /number “5”/],
    ['prose: an invented city', 'Camille part à Montréal en septembre.', prose, /name “Montréal”/],
    ['prose: an invented date', 'Le 20 mars 2026, Camille a annoncé son départ au Québec.', prose, /date “20 mars 2026”/],
    ['a quoted title the span does not give', 'Camille is reading "The Long Winter" before leaving for Québec.', prose, /name “Long”|quote/],
  ])('%s is refused', (_name, line, span, why) => {
    expect(groundingProblem(line, [span])).toMatch(why);
  });

  it('a name the request gave (a subject, its alias, a heading) grounds a line its span does not name', () => {
    const span = { text: '- never on work time, own laptop only', date: '2026-06-05' };
    expect(groundingProblem('Side project rule for Dockclock: never on work time, only on the own laptop.', [span])).toMatch(/Dockclock/);
    expect(groundingProblem('Side project rule for Dockclock: never on work time, only on the own laptop.', [span], ['Dockclock'])).toBeNull();
  });

  it('the screen holds a model line by it, with each span read against its own note date', () => {
    const line = 'On 23 June 2026 the person booked the booster shot for Pixel at the vet.';
    expect(screenCandidate(line, [bullets.text], { fromModel: true, grounding: { noteDates: [bullets.date] } })).toEqual([]);
    expect(screenCandidate(line, [bullets.text], { fromModel: true, grounding: { noteDates: ['2026-06-24'] } })).toEqual(['ungrounded']);
  });

  it('a line that replaces a shown memory line may keep that line\'s details; nothing else new', () => {
    const span = ['No longer car-free: bought the van, 30,000 zł (talked him down 1,500).'];
    const shown = ['The van seen on 17 October 2026: a 2016 Ford Transit, asking 31,500 zł.'];
    const line = 'On 19 October 2026 the person bought the 2016 Ford Transit for 30,000 zł.';
    const grounding = { noteDates: ['2026-10-19'] };
    expect(screenCandidate(line, span, { fromModel: true, grounding })).toEqual(['ungrounded']);
    expect(screenCandidate(line, span, { fromModel: true, grounding: { ...grounding, shown } })).toEqual([]);
    expect(screenCandidate(`${line} It has 182,000 km.`, span, { fromModel: true, grounding: { ...grounding, shown } })).toEqual(['ungrounded']);
  });
});
