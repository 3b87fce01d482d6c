/**
 * What `--json` prints. A Plan carries the full text of every note it would
 * write (and the text it read, for compare-before-write); scripts reading the
 * plan need the decisions, not megabytes of note bodies, so those two fields
 * become their size and hash. Everything a person reviews stays: candidates,
 * tiers, confidence breakdown, sources with line ranges, untrusted flags, diffs.
 */
import { sha256, type PlannedWrite, type Plan } from '../core/engine';

interface PlannedWriteJson extends Omit<PlannedWrite, 'content' | 'expected'> {
  contentChars: number;
  contentSha256: string;
  /** null when the target does not exist yet */
  expectedSha256: string | null;
}

interface PlanJson extends Omit<Plan, 'writes'> {
  writes: PlannedWriteJson[];
}

export function planToJson(plan: Plan): PlanJson {
  return {
    ...plan,
    writes: plan.writes.map(({ content, expected, ...rest }) => ({
      ...rest,
      contentChars: content.length,
      contentSha256: sha256(content),
      expectedSha256: expected === null ? null : sha256(expected),
    })),
  };
}

/** One line of JSON; `undefined` fields vanish, nothing else is lost. */
export function toJsonLine(value: unknown): string {
  return JSON.stringify(value) + '\n';
}
