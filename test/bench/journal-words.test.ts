import { contentWords, statesNewerValue } from '../../scripts/quality/journal';

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

// A stale fact is an old value still held unmarked. A line that names the old
// value while saying what replaced it is the change, not the stale value.
describe('the journal bench tells a stated change from a stale value', () => {
  const old = '- Heron — route optimiser rewrite, launch 14 Sep';
  const newer = ['- Heron launch moves from 14 Sep to Mon 5 Oct. Reason: per-depot rule migration (38 depots).'];
  test('the change names the old date and is not stale', () => {
    expect(statesNewerValue('- Heron launch moves from 14 Sep to Mon 5 Oct (38 depots, per-depot rules)', old, newer)).toBe(true);
  });
  test('the old plan restated is stale', () => {
    expect(statesNewerValue('- Heron launch 14 Sep (Aisha, Tomasz, Kwame, Liam)', old, newer)).toBe(false);
  });
  test('in Italian too', () => {
    const oldIt = '- Marta abita a Bologna, via Saragozza';
    const newIt = ['- Marta si è trasferita a Torino, corso Francia 12'];
    expect(statesNewerValue('- Marta: trasferita da Bologna a Torino, corso Francia', oldIt, newIt)).toBe(true);
    expect(statesNewerValue('- Marta abita ancora a Bologna, via Saragozza', oldIt, newIt)).toBe(false);
  });
});
