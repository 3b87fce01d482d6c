/**
 * Dream-log invariants over any sequence of runs, backfills and trims:
 *
 * - numbers strictly increase in file order and are never reused, however many
 *   entries trimming removed (the number comes from the newest heading, never a
 *   count — a count freezes at the cap and every later run repeats it);
 * - the frontier survives: the watermark read back is always the one the last
 *   non-backfill run recorded, even after a long run of backfills and trims
 *   (backfills omit `Consolidated through:`, so trimming the oldest entry could
 *   otherwise delete the only one that carries it).
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { appendDreamLogEntry, nextDreamNumber, parseDreamLog, renderDreamLogEntry, trimDreamLog } from '../../src/core/formats/dreamlog';

type Step = { kind: 'run'; through: number } | { kind: 'backfill' } | { kind: 'trim'; cap: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('run' as const), through: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('backfill' as const) }),
  fc.record({ kind: fc.constant('trim' as const), cap: fc.integer({ min: 2, max: 6 }) }),
);

function day(n: number): string {
  return new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
}

describe('dream-log invariants', () => {
  test('numbers strictly increase across trims, and the frontier survives any sequence of runs and backfills', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 60 }), (steps) => {
        let text = '';
        let frontier: string | null = null;
        let highest = 0;
        let dayIndex = 0;
        let t = Date.UTC(2026, 0, 2, 3);
        for (const step of steps) {
          if (step.kind === 'trim') {
            text = trimDreamLog(text, step.cap).text;
          } else {
            const { number } = nextDreamNumber(parseDreamLog(text).entries);
            expect(number).toBe(highest + 1); // never reused, never frozen at the cap
            highest = number;
            let through: string | null = null;
            if (step.kind === 'run') {
              dayIndex += step.through;
              through = day(dayIndex);
              frontier = through;
            }
            t += 86_400_000;
            const entry = renderDreamLogEntry({
              number, startedAt: t, timeZone: 'UTC', trigger: step.kind === 'run' ? 'scheduled' : 'backfill', runId: `run-${number}`,
              durationSec: 1, consolidatedThrough: through, logsConsolidated: 1, deferred: 0, leftBehind: 0, logKiB: 1, l2KiB: 0,
              changes: [], indexCharsBefore: 0, indexCharsAfter: 0, highlights: [], note: '', reportPath: null,
            });
            text = trimDreamLog(appendDreamLogEntry(text, entry), 30).text;
          }
          const entries = parseDreamLog(text).entries;
          const numbers = entries.map((e) => e.number);
          for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThan(numbers[i - 1]!);
          if (entries.length > 0) expect(numbers[numbers.length - 1]).toBe(highest);
          const newestFrontier = [...entries].reverse().find((e) => e.consolidatedThrough !== null)?.consolidatedThrough ?? null;
          expect(newestFrontier).toBe(frontier);
        }
      }),
      { numRuns: 300 },
    );
  });
});
