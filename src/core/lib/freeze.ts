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

/**
 * A copy of plain data (objects, arrays, primitives), so freezing the copy
 * leaves the original alone. Reason: `structuredClone` is missing from older
 * mobile web views and from jsdom, where the plugin's tests run.
 */
export function plainCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => plainCopy(v)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = plainCopy(v);
  return out as T;
}
