/**
 * The tier-2 gate applies to every topic-note write (issue 18 item 3): a
 * recurring subject no longer lets a line below 0.75 into its note.
 */
import { gate } from '../../src/core/rank/gates';

const SETTINGS = { tier1Threshold: 0.5, tier2Threshold: 0.75, tier3Threshold: 0.85, tier3MinRecurrence: 3, approveTier2: false };

test.each([
  ['a one-off unit line at 0.53, subject on 5 days', 0.53, 5, 1],
  ['a line at 0.6, subject on 3 days', 0.6, 3, 1],
  ['a line at 0.74, subject on 10 days', 0.74, 10, 1],
  ['a line at 0.75, new subject', 0.75, 0, 2],
  ['a line at 0.79, subject on 2 days', 0.79, 2, 2],
])('%s → tier %i', (_what, confidence, subjectDays, tier) => {
  const v = gate({ kind: 'fact', text: 'x', confidence, recurrence: 1, derivedFromUntrusted: false, subjectDays }, SETTINGS);
  expect(v.tier).toBe(tier);
});

test.each([
  ['its subject\'s days lift it to 0.79', 0.59, 0.79, 2],
  ['still below the gate with its subject\'s days', 0.52, 0.72, 1],
  ['below tier 1 on its own: not kept, whatever its subject', 0.45, 0.9, 0],
])('a line at %s', (_what, confidence, topicConfidence, tier) => {
  const v = gate({ kind: 'fact', text: 'x', confidence, topicConfidence, recurrence: 1, derivedFromUntrusted: false, subjectDays: 3 }, SETTINGS);
  expect(v.tier).toBe(tier);
});
