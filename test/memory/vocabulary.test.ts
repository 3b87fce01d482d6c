/**
 * Every named rule's examples (src/core/extract/vocabulary.ts) are its tests: the
 * examples a newcomer reads are the ones that hold.
 */
import { notASubject, SUBJECT_RULES } from '../../src/core/extract/vocabulary';

describe.each(SUBJECT_RULES.map((r) => [r.name, r] as const))('rule %s', (_name, rule) => {
  test.each(rule.examples.map((e) => [e.input, e.expect] as const))('%s → %s', (input, expected) => {
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
