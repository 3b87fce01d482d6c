/**
 * The cursor inside a date: how far a dream got through the notes of the date
 * it stopped on, so a date with more notes than one batch (10,000 notes all
 * dated the same day, an import) is read over several dreams, a batch each,
 * in path order, each note once.
 *
 * The watermark is a date (`Consolidated through:` in the dream log); the
 * cursor says which notes of that date are done. It is a short staircase of
 * steps, each "every note at or before this path whose mtime is at most this
 * is read": a note behind the cursor that changes afterwards gets a newer
 * mtime and is read again, and a note ahead of it has not been read at all.
 * The mtimes compared are the files' own (the newest mtime among the date's
 * notes when the dream listed them), never the run's clock, so a dream run
 * with `--now` in the past does not find every note changed.
 *
 * It is kept in the run record of the dream whose entry holds the watermark
 * (`dreamLog.cursor` in `.dreams/runs/<run-id>.json`), written with that
 * entry: it counts only once the entry is written (a crash before leaves the
 * previous entry, and its run's cursor, in force), and undo, which puts the
 * dream log back, puts the previous cursor back with it. The entry itself
 * says "part of the day" in words, so a device without the record (another
 * device took over dreaming, the state folder was removed) knows the date is
 * unfinished and reads it again from its start, a batch a dream, instead of
 * passing over its tail.
 */
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { readManifest } from '../state/manifest';
import { redactSecrets } from '../secrets/scan';
import type { IsoDate } from '../lib/dates';
import type { SourceLog } from './source-log';

export interface CursorStep {
  /**
   * The last path passed (notes at or before it in path order are covered);
   * null = every note of the date. `cut` when the path held a secret and only
   * the part before it is kept: then only notes strictly before that prefix
   * are covered, so a few notes may be read twice, none skipped.
   */
  through: string | null;
  cut?: boolean;
  /** covers the note at `through` alone: one whose mtime was after the dream's clock when it was read (see nextCursor) */
  only?: boolean;
  /** notes covered by the step are done while their mtime is at most this (epoch ms, the files' clock) */
  upTo: number;
}

export interface DateCursor {
  date: IsoDate;
  /** at most MAX_STEPS, in the order made; a note covered by any step is done */
  steps: CursorStep[];
}

/**
 * Steps kept. A new step covers everything before it that was to do, so the
 * staircase grows only when a dream stops inside notes the person changed
 * behind the cursor; past this, the oldest-made steps go, and the notes only
 * they covered are read again (twice, never lost).
 */
const MAX_STEPS = 6;

/**
 * The path without its extension (the last `.` of the file name and what
 * follows it, when something does), found without a pattern: a sort of
 * 100,000 notes asks it of two paths at each comparison.
 */
function pathKey(path: string): string {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot === path.length - 1 || path.indexOf('/', dot) >= 0) return path;
  return path.slice(0, dot);
}

/**
 * Date order, then path order without the extension, so `2026-11-02.md`
 * comes before `2026-11-02-evening.md` as the day was written.
 */
export function compareLogs(a: SourceLog, b: SourceLog): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.path === b.path) return 0;
  const ka = pathKey(a.path);
  const kb = pathKey(b.path);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.path < b.path ? -1 : 1;
}

/** True when `log` (a note of the cursor's date) is read in its current version. */
export function covered(log: SourceLog, steps: readonly CursorStep[]): boolean {
  for (const s of steps) {
    if (log.mtime > s.upTo) continue;
    if (s.through === null) return true;
    if (s.only === true) {
      if (log.path === s.through) return true;
      continue;
    }
    if (s.cut === true ? pathKey(log.path) < s.through : compareLogs(log, { ...log, path: s.through }) <= 0) return true;
  }
  return false;
}

/**
 * The step for "read through `last`": its path as the run record may keep it.
 * A source's name can hold a secret, and no written file may (the final write
 * guard would refuse the run record): then the path is cut before the secret,
 * which still orders every note before it.
 */
function stepThrough(last: SourceLog): Pick<CursorStep, 'through' | 'cut'> {
  const clean = redactSecrets(last.path).text;
  if (clean === last.path) return { through: last.path };
  let i = 0;
  while (i < clean.length && i < last.path.length && clean[i] === last.path[i]) i++;
  return { through: pathKey(last.path.slice(0, i)), cut: true };
}

/**
 * The cursor a dream leaves on `date`, the last date it read.
 *
 * - `before`: the steps in force on that date when the dream began (the
 *   previous cursor, or the watermark's frontier as one whole-date step);
 *   empty for a date no dream had started. `kept`: they come from a cursor.
 * - `last`: the last note of the date this dream read; `finished` when none
 *   of the date's notes is left to do after it.
 * - `dateLogs`: every note of the date as listed; the newest mtime among them
 *   is the new step's bound (a later edit has a later mtime). A note dated
 *   after `realNow` (the real time, which `--now` does not move) is not: its
 *   mtime would mark every edit made to the others before it as read.
 *
 * Null when the date was read whole and had no cursor: the watermark's
 * frontier (the run's start) says the rest, as it always has. A date that had
 * one keeps a whole-date step once finished, so the files' mtimes, not the
 * clock `--now` sets, decide what changed there: otherwise a replayed date of
 * 10,000 notes would look changed the moment it was finished and be read again.
 */
export function nextCursor(
  date: IsoDate,
  before: readonly CursorStep[],
  kept: boolean,
  last: SourceLog,
  finished: boolean,
  dateLogs: readonly SourceLog[],
  realNow: number,
): DateCursor | null {
  if (finished) {
    const skewed = skewedCursor(date, dateLogs, realNow);
    if (skewed !== null || !kept) return skewed;
  }
  const upTo = dateLogs.reduce((m, l) => (l.mtime > realNow ? m : Math.max(m, l.mtime)), last.mtime > realNow ? 0 : last.mtime);
  if (finished) return { date, steps: [{ through: null, upTo }] };
  const step: CursorStep = { ...stepThrough(last), upTo };
  // Earlier steps reaching past this one still cover notes ahead of it; the rest are covered by the new step.
  const ahead = before.filter((s) => s.through === null || compareLogs({ ...last, path: s.through }, last) > 0);
  return { date, steps: [step, ...ahead].slice(0, MAX_STEPS) };
}

/**
 * A date read to its end whose notes include some modified after the real
 * time (a synced file dated tomorrow, a device whose clock runs ahead): the
 * frontier (the run's start) would find them changed at every dream until the
 * clock passed them, so each is covered by a step of its own at the mtime it
 * was read with, and the rest of the date by the newest mtime among the
 * others (a later edit to any of them has a later mtime and is read again).
 * Null when no note is dated after the real time. A name holding a secret gets
 * no step (the run record may not hold it): that note is read again, never lost.
 */
function skewedCursor(date: IsoDate, dateLogs: readonly SourceLog[], realNow: number): DateCursor | null {
  const future = dateLogs.filter((l) => l.mtime > realNow && redactSecrets(l.path).text === l.path);
  if (future.length === 0) return null;
  const upTo = dateLogs.reduce((m, l) => (l.mtime > realNow ? m : Math.max(m, l.mtime)), 0);
  const own = future.slice(0, MAX_STEPS - 1).map((l): CursorStep => ({ through: l.path, only: true, upTo: l.mtime }));
  return { date, steps: [{ through: null, upTo }, ...own] };
}

/** What a dream found about the cursor of the date it resumes: the cursor, or why there is none. */
interface CursorRead {
  cursor: DateCursor | null;
  note: string | null;
}

/**
 * The cursor kept with the dream whose entry holds the watermark. `partial`:
 * that entry says the date was left part-read; without its record the date is
 * read again from its start (a batch a dream), which reads some notes twice
 * but passes over none.
 */
export async function readCursor(
  vault: VaultPort,
  opts: Pick<Settings, 'stateFolder'>,
  watermark: IsoDate | null,
  runId: string | null,
  partial: boolean,
): Promise<CursorRead> {
  if (watermark === null) return { cursor: null, note: null };
  let cursor: DateCursor | null = null;
  if (runId !== null && /^[\w.-]+$/.test(runId) && !runId.startsWith('.')) {
    const r = await readManifest(vault, opts, runId).catch(() => null);
    const kept = r?.ok === true && r.manifest.phase === 'done' ? r.manifest.dreamLog?.cursor ?? null : null;
    if (kept !== null && kept.date === watermark) cursor = kept;
  }
  if (cursor !== null || !partial) return { cursor, note: null };
  return {
    cursor: { date: watermark, steps: [] },
    note: `The last dream stopped part-way through the notes dated ${watermark}, and where it stopped is not recorded on this device (its run record is missing); that date's notes are read again from the start, a batch a dream.`,
  };
}
