import type { ModelCallOutcome, ModelCallRecord } from '../extract/model/client';
/**
 * The report's account of each model call: what it was
 * given (which notes and lines, how many spans and memory lines, its tokens)
 * and what became of its answer — how many candidates it held, and for each
 * one whether it was kept, repeated memory, waits for a person, or was
 * dropped and why (the schema, no span, a secret, grounding, the gates). A
 * person can audit a model run from the report alone, without the requests.
 */

/** The order outcomes are listed in: what was kept first, then what waits, then what was dropped. */
const ORDER: readonly ModelCallOutcome[] = [
  'kept in a topic note',
  'kept in a digest',
  'repeats memory',
  'merged into a memory line',
  'waits for approval',
  'held: not grounded in its spans',
  'held by the review screen',
  'below tier 1',
  'dropped by the gates',
  'dropped: a secret was its substance',
  'dropped: over the per-note cap',
  'dropped: no span of its request',
];

/** "schema: kind Invalid option" ×2 → "2 dropped on reading (schema: kind Invalid option)". */
function droppedOnRead(reasons: readonly string[]): string | null {
  if (reasons.length === 0) return null;
  const by = new Map<string, number>();
  for (const r of reasons) by.set(r, (by.get(r) ?? 0) + 1);
  return `${reasons.length} dropped on reading (${[...by].map(([r, n]) => (n > 1 ? `${n} × ${r}` : r)).join('; ')})`;
}

/** One line per call, for the report's "Model calls" section; empty when the run made none. */
export function modelCallLines(calls: readonly ModelCallRecord[] | undefined): string[] {
  if (!calls || calls.length === 0) return [];
  return calls.map((c) => {
    const where = c.sources.map((s) => `${s.path} ${s.lines}`).join(', ');
    const given = `${c.spans} span${c.spans === 1 ? '' : 's'}, ${c.memoryLines} memory line${c.memoryLines === 1 ? '' : 's'}`;
    const head = `- Call ${c.n}: ${where} (${given}) · ${c.promptTokens} prompt + ${c.completionTokens} completion tokens · answer ${c.answer}`;
    if (!c.answer.startsWith('used')) return head;
    const parts = ORDER.filter((o) => (c.outcomes[o] ?? 0) > 0).map((o) => `${c.outcomes[o]!} ${o}`);
    const read = droppedOnRead(c.droppedOnRead);
    if (read !== null) parts.push(read);
    return `${head}: ${c.answered} candidate${c.answered === 1 ? '' : 's'}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''}`;
  });
}
