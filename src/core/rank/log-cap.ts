/**
 * At most MAX_CANDIDATES_PER_LOG candidates from one log. The batch cap bounds
 * how many logs and bytes a run reads, not what one log holds: a 768 KiB chat
 * pasted into a daily note gave thousands of candidates, and every later step
 * (merging, scoring, the digest) pays for each. No note holds that many
 * observations a person wants remembered; the rest are dropped, and the
 * report says how many and from which log.
 */
import type { ReportMessage } from '../ports/types';
import type { Span } from '../extract/spans';
import type { RawCandidate } from '../extract/raw-candidate';

export const MAX_CANDIDATES_PER_LOG = 1000;

interface LogCap {
  kept: RawCandidate[];
  messages: ReportMessage[];
}

/**
 * Keeps the most important candidates of a log over the cap (ties: the
 * earlier), in their input order. A candidate belongs to the log of its first
 * cited span.
 */
export function capPerLog(raw: readonly RawCandidate[], byId: ReadonlyMap<string, Span>, max = MAX_CANDIDATES_PER_LOG): LogCap {
  const byLog = new Map<string, number[]>();
  raw.forEach((c, i) => {
    const path = byId.get(c.spanIds[0] ?? '')?.path ?? '';
    const list = byLog.get(path);
    if (list) list.push(i);
    else byLog.set(path, [i]);
  });
  const dropped = new Set<number>();
  const messages: ReportMessage[] = [];
  for (const [path, indices] of byLog) {
    if (indices.length <= max) continue;
    const ranked = [...indices].sort((a, b) => raw[b]!.importance - raw[a]!.importance || a - b);
    for (const i of ranked.slice(max)) dropped.add(i);
    messages.push({
      level: 'warn',
      path,
      text: `${path} gave ${indices.length} candidates, more than the ${max} one log may give: the ${max} judged most important were kept and ${indices.length - max} dropped. The note was read; nothing in it was changed.`,
    });
  }
  return { kept: dropped.size === 0 ? [...raw] : raw.filter((_c, i) => !dropped.has(i)), messages };
}
