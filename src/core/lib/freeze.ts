/**
 * Deep freeze: once Sense has made the plan, no later phase may change it —
 * Settle hands back corrections (a held-back watermark, the tokens an index
 * rewrite spent) instead. Frozen, a write to it throws in strict-mode code
 * (every engine module), so a phase that reaches back shows up in tests.
 */

export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
