/**
 * The watermark: the newest source date already folded into memory, read back
 * from the dream log. It tracks how far through the logs the runs have read,
 * not when the last run happened — the two differ whenever a run defers work,
 * and confusing them is how logs get skipped forever.
 */
import type { DreamLogEntry } from '../formats/dreamlog';
import { MINUTE_MS, parseUtcStamp, type IsoDate } from '../lib/dates';
import { covered, type DateCursor } from './cursor';
import type { SourceLog } from './source-log';
import type { Selection } from './selection-shape';

export interface Watermark {
  /** null on a first run */
  watermark: IsoDate | null;
  /**
   * Start time of the run that set the watermark (heading of the newest entry
   * carrying `Consolidated through:`). Files on the watermark date modified
   * after it are unread appends. Null = re-read the watermark date in full.
   */
  frontierTimestamp: number | null;
  /** start time of the newest entry, whatever its kind (the guardian's debounce) */
  lastDreamAt: number | null;
  /** the dream log has at least one entry */
  hasEntries: boolean;
  /** the newest entry carries no `Consolidated through:` (a backfill): never skip after it */
  newestEntryIsBackfill: boolean;
  /** one sentence per fallback taken */
  notes: string[];
  /** run id of the entry holding the watermark, whose run record keeps the cursor (sense/cursor.ts) */
  frontierRunId?: string | null;
  /** that entry says the run stopped inside the watermark date's notes */
  frontierPartOfDay?: boolean;
  /** the cursor inside the watermark date, once read from the run record (sense.ts) */
  cursor?: DateCursor | null;
}

/**
 * Scan newest → oldest for the first entry with `Consolidated through:`.
 * Reading only the newest entry would break backfill: a backfill is stamped
 * with today's heading and deliberately leaves the frontier alone, so falling
 * back to its heading would jump the watermark over every log it never read.
 */
export function findWatermark(entries: readonly DreamLogEntry[], newestLogDate: IsoDate | null): Watermark {
  const notes: string[] = [];
  const newest = entries[entries.length - 1];
  if (newest === undefined) {
    return {
      watermark: null,
      frontierTimestamp: null,
      lastDreamAt: null,
      hasEntries: false,
      newestEntryIsBackfill: false,
      notes: ['No dream log entries yet: this is a first run.'],
    };
  }

  let watermark: IsoDate | null = null;
  let frontierTimestamp: number | null = null;
  let frontier: DreamLogEntry | undefined;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i]!.consolidatedThrough !== null) {
      frontier = entries[i];
      break;
    }
  }

  if (frontier !== undefined) {
    watermark = frontier.consolidatedThrough;
    frontierTimestamp = preciseStart(frontier);
    if (frontierTimestamp === null) {
      notes.push(
        `The dream entry holding the watermark has no readable start time; every log dated ${watermark} is read again.`,
      );
    }
  } else {
    watermark = newest.headingDate;
    notes.push(
      watermark === null
        ? 'No dream entry carries "Consolidated through" and the newest heading has no readable date; treating this as a first run.'
        : `No dream entry carries "Consolidated through"; using the newest heading's date ${watermark} as the watermark and reading that date in full.`,
    );
  }

  // A watermark later than every log on disk was recorded wrong (a clock
  // error, a hand edit, logs moved away). Left alone it would silently hide
  // every log written before that date, so fall back and say so.
  if (watermark !== null && newestLogDate !== null && watermark > newestLogDate) {
    notes.push(
      `The watermark ${watermark} is later than the newest log on disk (${newestLogDate}); using ${newestLogDate} instead and reading that date in full.`,
    );
    watermark = newestLogDate;
    frontierTimestamp = null;
  }

  const held = frontier !== undefined && watermark === frontier.consolidatedThrough ? frontier : null;
  return {
    watermark,
    frontierTimestamp,
    frontierRunId: held === null ? null : held.runId,
    frontierPartOfDay: held !== null && held.partOfDay === true,
    lastDreamAt: newest.startedAt,
    hasEntries: true,
    newestEntryIsBackfill: newest.consolidatedThrough === null,
    notes,
  };
}

interface RecordedWatermark {
  /** what `Consolidated through:` should say; null = omit the field (backfill or nothing read) */
  consolidatedThrough: IsoDate | null;
  /** set when the watermark was held back, one sentence for the dream log and report */
  note: string | null;
}

/**
 * The `Consolidated through:` a finished run may record, given the source logs
 * as they are at Settle. A run reads its logs after it starts and settles
 * minutes later; a log dated before the batch's newest date that changed in
 * between would land behind the new watermark and never be read again (dates
 * below the watermark are not selected, whatever their mtime). Holding the
 * watermark at the oldest such date makes the next run re-read that date's
 * changed files (mtime after this run's start) and the dates after it in full:
 * a few logs read twice instead of an afternoon lost.
 */
/**
 * Whether watermarkToRecord can hold anything back: only logs dated from the
 * watermark up to (not on) the new one are checked, so a run that stays on
 * one date (the next batch inside a date, through the cursor) needs no second
 * listing of the vault at Settle (100,000 notes: a walk of seconds).
 */
export function mayHoldBack(selection: Pick<Selection, 'mode' | 'watermark' | 'newWatermark' | 'selected'>): boolean {
  const target = selection.newWatermark;
  if (selection.mode === 'backfill' || target === null) return false;
  const floor = selection.watermark ?? selection.selected[0]?.date ?? target;
  return floor < target;
}

export function watermarkToRecord(
  selection: Pick<Selection, 'mode' | 'watermark' | 'newWatermark' | 'selected' | 'cursor'>,
  logsNow: readonly SourceLog[],
  startedAt: number,
): RecordedWatermark {
  const target = selection.newWatermark;
  if (selection.mode === 'backfill' || target === null) return { consolidatedThrough: null, note: null };
  const floor = selection.watermark ?? selection.selected[0]?.date ?? target;
  // A log this run read changed if its mtime moved since Sense listed it; one it
  // did not read changed if it was touched after the run started. (Comparing
  // every file with the start time alone misfires when the clock is fixed with
  // --now and the files carry real mtimes.)
  const seen = new Map(selection.selected.map((l) => [l.path, l.mtime]));
  // A note of the watermark date that a cursor counts as read is judged by the
  // cursor's own mtimes: under --now the run's start says nothing about files.
  const kept = selection.cursor?.before ?? null;
  const changed = logsNow.filter((l) => {
    if (l.date < floor || l.date >= target) return false;
    const before = seen.get(l.path);
    // Whole milliseconds: adapters differ in sub-millisecond precision.
    if (before !== undefined) return Math.trunc(l.mtime) !== Math.trunc(before);
    return kept !== null && kept.date === l.date ? !covered(l, kept.steps) : l.mtime > startedAt;
  });
  if (changed.length === 0) return { consolidatedThrough: target, note: null };
  const oldest = changed.reduce((d, l) => (l.date < d ? l.date : d), target);
  return {
    consolidatedThrough: oldest,
    note: `${changed.length} log${changed.length === 1 ? '' : 's'} dated before ${target} changed while this run was working (e.g. ${changed[0]!.path}); "Consolidated through" stays at ${oldest} so the next run reads ${changed.length === 1 ? 'it' : 'them'} again.`,
  };
}

/**
 * The heading shows the start to the minute; the run id (`YYYYMMDD-HHMMSS-…`,
 * UTC) has the second. Without it a note saved in the same minute as the run,
 * before it started, looks changed since and is read again by every later run
 * in that minute. The id is used only when it falls inside the heading's minute,
 * so a hand-edited heading still wins.
 */
function preciseStart(entry: DreamLogEntry): number | null {
  const started = entry.startedAt;
  if (started === null || entry.runId === null) return started;
  const fromId = parseUtcStamp(entry.runId);
  if (fromId === null) return started;
  return fromId >= started && fromId < started + MINUTE_MS ? fromId : started;
}
