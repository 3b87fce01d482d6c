/**
 * Every named rule's examples (src/core/extract/vocabulary.examples.ts) are its
 * tests: the examples a newcomer reads are the ones that hold.
 */
import { notASubject, SUBJECT_RULES } from '../../src/core/extract/vocabulary';
import { SUBJECT_RULE_DOCS } from '../../src/core/extract/vocabulary.examples';

test('every subject rule has a description and examples that say yes and no, and every entry names a rule', () => {
  const thin = SUBJECT_RULES.filter((r) => {
    const doc = SUBJECT_RULE_DOCS[r.name];
    return doc === undefined || doc.description.trim() === '' || doc.examples.length < 2 || new Set(doc.examples.map((e) => e.expect)).size < 2;
  });
  expect(thin.map((r) => r.name)).toEqual([]);
  expect(Object.keys(SUBJECT_RULE_DOCS).filter((name) => !SUBJECT_RULES.some((r) => r.name === name))).toEqual([]);
});

describe.each(SUBJECT_RULES.map((r) => [r.name, r] as const))('rule %s', (name, rule) => {
  test.each((SUBJECT_RULE_DOCS[name]?.examples ?? []).map((e) => [e.input, e.expect] as const))('%s → %s', (input, expected) => {
    expect(rule.test(input)).toBe(expected);
  });
});

test.each([
  ['GB', 'unit'],
  ['#MS-77120', 'identifier'],
  ['GD/2026/118734', 'identifier'],
  ['Monday', 'calendar-word'],
  ['czwartek', 'calendar-word'],
  ['Slotbook', null],
  ['Bathroom renovation', null],
  ['Ola', null],
])('not a subject: %s → %s', (name, rule) => {
  expect(notASubject(name)?.name ?? null).toBe(rule);
});
