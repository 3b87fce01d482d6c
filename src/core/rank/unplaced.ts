/**
 * A model's observations that no note holds after ranking, each with why: a
 * person reading the report of a model run can account for every line the
 * model gave without opening the requests. Gated-out ones are also the
 * report's "Left out (and why)"; the others — merged into a line memory
 * already had, held for a person, refused by a rule — were only counted.
 */
import { maxOf, minOf } from '../lib/arrays';
import type { Candidate } from './candidate';
import type { SourceRef, Span } from '../extract/spans';

export type UnplacedReason = 'gated out' | 'merged into a line' | 'held' | 'refused';

export interface UnplacedObservation {
  reason: UnplacedReason;
  /** the model's words; null when they are not shown (held for a person, a secret) */
  text: string | null;
  /** its source notes with their lines ("Journal/2023-07-06.md L4-L6") */
  where: string[];
  /** the rest of the sentence after the reason */
  detail: string;
}

function lines(path: string, ranges: { startLine: number; endLine: number }[]): string {
  const min = minOf(ranges.map((r) => r.startLine));
  const max = maxOf(ranges.map((r) => r.endLine));
  return `${path} ${min === max ? `L${min}` : `L${min}-L${max}`}`;
}

/** Each source note once, with the lines the observation cites in it. */
export function whereOf(sources: readonly Pick<SourceRef | Span, 'path' | 'startLine' | 'endLine'>[]): string[] {
  const by = new Map<string, { startLine: number; endLine: number }[]>();
  for (const s of sources) by.set(s.path, [...(by.get(s.path) ?? []), s]);
  return [...by].map(([p, r]) => lines(p, r));
}

/**
 * Where a scored model candidate ended when that is in no note, or null when
 * a note holds it (or will, once the write plan runs).
 */
export function unplacedOf(c: Candidate): UnplacedObservation | null {
  if (c.extractor !== 'model') return null;
  const where = whereOf(c.sources);
  if (c.tier === 0 && c.duplicateOf === undefined) return { reason: 'gated out', text: c.text, where, detail: c.gateReasons[0] ?? 'below the daily-digest gate' };
  if (c.tier > 0 && (c.hold !== null || c.tier === 3)) {
    const why = c.hold?.by === 'screen' ? 'the review screen held it' : c.tier === 3 ? 'identity and skill notes wait for approval' : 'the approval setting holds it';
    return { reason: 'held', text: null, where, detail: `${why}; its text is in the Pending panel` };
  }
  if (c.restates !== undefined) return { reason: 'merged into a line', text: c.text, where, detail: `the same as a line of ${c.restates.path}, which now cites these sources too` };
  if (c.duplicateOf !== undefined) return { reason: 'merged into a line', text: c.text, where, detail: `repeats ${c.duplicateOf.replace(/#L(\d+)$/, ' line $1')}` };
  return null;
}
