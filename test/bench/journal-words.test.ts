import { contentWords } from '../../scripts/quality/journal';

// The journal bench matches a fact by the content words its line shares with a
// memory line. A sentence in a script written without spaces is one run of
// letters; it must still yield words, or no Japanese or Chinese fact could match.
describe('the journal bench reads content words in every script', () => {
  test.each([
    ['Moving to 9 rue des Jardins on 10 Oct', ['moving', 'rue', 'des', 'jardins', 'oct']],
    ['Umzug erledigt, endlich!', ['umzug', 'erledigt', 'endlich']],
    ['母が来週の金曜日に退院する予定', ['来週', '金曜日', '退院', '予定']],
  ])('%s', (text, words) => {
    const got = contentWords(text);
    for (const w of words) expect(got).toContain(w);
  });

  test('one-character particles between CJK words are not content words', () => {
    const got = contentWords('母が来週の金曜日に退院');
    for (const particle of ['が', 'の', 'に']) expect(got).not.toContain(particle);
  });
});
