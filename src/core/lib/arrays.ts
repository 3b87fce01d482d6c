/**
 * Array edits that hold for any length. `target.push(...items)`,
 * `splice(at, 0, ...items)` and `Math.min(...values)` pass every item as an
 * argument, and V8 throws "Maximum call stack size exceeded" past about a
 * hundred thousand of them: a note of 125,000 list lines made every run fail.
 * Lint forbids spreading into a call anywhere in src/.
 */

/** Adds `items` to the end of `target`, in place; returns `target`. */
export function append<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** Puts `items` into `target` before index `at`, in place. */
export function insertAt<T>(target: T[], at: number, items: readonly T[]): void {
  const tail = target.splice(at);
  append(target, items);
  append(target, tail);
}

/** The smallest of `values`; Infinity when there are none, as `Math.min()`. */
export function minOf(values: Iterable<number>): number {
  let min = Infinity;
  for (const v of values) if (v < min) min = v;
  return min;
}

/** The largest of `values`; -Infinity when there are none, as `Math.max()`. */
export function maxOf(values: Iterable<number>): number {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  return max;
}
