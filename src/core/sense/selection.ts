/**
 * Which logs this run reads. Each rule exists because its absence lost work:
 *
 * - `>=` the watermark: a log dated on the watermark can have been appended to
 *   after the last run read it.
 * - On the watermark date, only files modified after the frontier timestamp:
 *   re-admitting the whole date let one large day fill every batch forever,
 *   so later dates were never reached. Dates after the watermark are read in
 *   full.
 * - Batch cap cut on a date boundary: the watermark is a date and cannot say
 *   "32 of today's 40 files", so a split date would be re-read from its start
 *   every run and its tail never reached.
 * - At least one log, even over the byte cap: an empty batch never advances
 *   the watermark, blocking that log and everything behind it.
 * - Resume takes the oldest dates: taking the newest would move the watermark
 *   past the skipped ones, and they would never be selected again.
 * - First run takes the newest dates: a new install should surface recent
 *   context; what it leaves behind is reported, never silently dropped.
 * - Backfill reads exactly its range and leaves the watermark alone.
 * - Logs dated after today wait for their date: selecting tomorrow's prepared
 *   note would move the watermark past today's logs, which are not written yet.
 */
import type { Clock } from '../clock';
import { isIsoDate, localDate } from '../lib/dates';
import type { Settings } from '../settings';
import type { IsoDate, Selection, SourceLog } from '../types';
import type { Watermark } from './watermark';
import { append } from '../lib/arrays';

export interface BackfillRange {
  from: IsoDate;
  to: IsoDate;
}

type Caps = Pick<Settings, 'batchMaxLogs' | 'batchMaxKiB'>;

function byDate(logs: readonly SourceLog[]): Map<IsoDate, SourceLog[]> {
  const m = new Map<IsoDate, SourceLog[]>();
  for (const l of logs) {
    const list = m.get(l.date);
    if (list) list.push(l);
    else m.set(l.date, [l]);
  }
  return m;
}

/**
 * Date order, then path order without the extension, so `2026-11-02.md`
 * comes before `2026-11-02-evening.md` as the day was written.
 */
export function compareLogs(a: SourceLog, b: SourceLog): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const ka = a.path.replace(/\.[^./]+$/, '');
  const kb = b.path.replace(/\.[^./]+$/, '');
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function sortLogs(logs: SourceLog[]): SourceLog[] {
  return logs.sort(compareLogs);
}

function sum(logs: readonly SourceLog[]): number {
  return logs.reduce((n, l) => n + l.size, 0);
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

interface Batch {
  taken: SourceLog[];
  rest: SourceLog[];
  notes: string[];
}

/**
 * Take whole dates in the given order while the caps allow. Files are admitted
 * one at a time; the first file that does not fit ends the batch — after
 * finishing its date when the date is already started, before it when the
 * file would open a new date — and the first date is always taken whole.
 */
function takeDates(dates: IsoDate[], groups: Map<IsoDate, SourceLog[]>, caps: Caps): Batch {
  const maxBytes = caps.batchMaxKiB * 1024;
  const capText = `${caps.batchMaxLogs} logs / ${caps.batchMaxKiB} KiB`;
  const taken: SourceLog[] = [];
  const notes: string[] = [];
  let bytes = 0;
  const fits = (f: SourceLog): boolean => taken.length + 1 <= caps.batchMaxLogs && bytes + f.size <= maxBytes;
  const full = (): boolean => taken.length >= caps.batchMaxLogs || bytes >= maxBytes;
  let next = 0;
  while (next < dates.length) {
    const date = dates[next]!;
    const files = groups.get(date)!;
    if (taken.length === 0) {
      const dateBytes = sum(files);
      append(taken, files);
      bytes += dateBytes;
      next++;
      if (files.length > caps.batchMaxLogs || dateBytes > maxBytes) {
        notes.push(
          `${date} alone (${files.length} log${files.length === 1 ? '' : 's'}, ${kib(dateBytes)} KiB) exceeds the batch cap (${capText}); it is read whole, because an empty or split batch would block it forever.`,
        );
        break;
      }
      if (full()) break;
      continue;
    }
    // The cap falls exactly on this date boundary: stop before the date.
    if (!fits(files[0]!)) break;
    let split = false;
    for (const f of files) {
      if (!fits(f)) split = true;
      taken.push(f);
      bytes += f.size;
    }
    next++;
    if (split) {
      notes.push(`The batch cap (${capText}) fell inside ${date}; the whole date is read so it is not split.`);
      break;
    }
    if (full()) break;
  }
  const rest: SourceLog[] = [];
  for (let di = next; di < dates.length; di++) append(rest, groups.get(dates[di]!)!);
  return { taken, rest, notes };
}

function emptySelection(mode: Selection['mode'], wm: Watermark, notes: string[]): Selection {
  return {
    mode,
    watermark: wm.watermark,
    frontierTimestamp: wm.frontierTimestamp,
    selected: [],
    deferred: [],
    leftBehind: 0,
    newWatermark: null,
    selectedBytes: 0,
    notes,
  };
}

export function selectSources(
  logs: readonly SourceLog[],
  wm: Watermark,
  settings: Caps,
  now: Clock,
  backfill?: BackfillRange,
): Selection {
  const notes: string[] = [...wm.notes];
  const today = localDate(now);
  if (backfill !== undefined) return selectBackfill(logs, wm, settings, backfill, notes);

  const future = logs.filter((l) => l.date > today);
  if (future.length > 0) {
    notes.push(
      `${future.length} log${future.length === 1 ? ' is' : 's are'} dated after today (${today}) and wait${future.length === 1 ? 's' : ''} for ${future.length === 1 ? 'its' : 'their'} date.`,
    );
  }
  const current = sortLogs(logs.filter((l) => l.date <= today));

  if (wm.watermark === null) return selectFirst(current, wm, settings, notes);
  return selectResume(current, wm, wm.watermark, settings, notes);
}

/** A backfill reads its whole range, whatever the batch cap says, and leaves the watermark where it is. */
function selectBackfill(logs: readonly SourceLog[], wm: Watermark, settings: Caps, backfill: BackfillRange, notes: string[]): Selection {
  const { from, to } = backfill;
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) {
    notes.push(`Backfill range ${from} … ${to} is not a valid date range (YYYY-MM-DD, from ≤ to); nothing selected.`);
    return emptySelection('backfill', wm, notes);
  }
  const selected = sortLogs(logs.filter((l) => l.date >= from && l.date <= to));
  const bytes = sum(selected);
  if (selected.length === 0) notes.push(`No logs dated ${from} … ${to}; nothing to backfill.`);
  else if (selected.length > settings.batchMaxLogs || bytes > settings.batchMaxKiB * 1024) {
    notes.push(
      `Backfill of ${from} … ${to} reads ${selected.length} logs (${kib(bytes)} KiB), over the batch cap (${settings.batchMaxLogs} logs / ${settings.batchMaxKiB} KiB); a backfill reads its whole range.`,
    );
  }
  notes.push('Backfill leaves the watermark where it is.');
  return { ...emptySelection('backfill', wm, notes), selected, selectedBytes: bytes };
}

/** The first run reads the newest dates the batch cap allows; older logs stay behind the watermark. */
function selectFirst(current: readonly SourceLog[], wm: Watermark, settings: Caps, notes: string[]): Selection {
  const groups = byDate(current);
  const dates = [...groups.keys()].sort().reverse();
  if (dates.length === 0) {
    notes.push('No source logs found; nothing to consolidate.');
    return emptySelection('first', wm, notes);
  }
  const batch = takeDates(dates, groups, settings);
  const selected = sortLogs(batch.taken);
  append(notes, batch.notes);
  const leftBehind = batch.rest.length;
  if (leftBehind > 0) {
    notes.push(
      `First run: read the newest ${selected.length} log${selected.length === 1 ? '' : 's'}; ${leftBehind} older log${leftBehind === 1 ? ' is' : 's are'} left behind the watermark and will not be read automatically (use a backfill).`,
    );
  }
  return {
    mode: 'first',
    watermark: null,
    frontierTimestamp: null,
    selected,
    deferred: [],
    leftBehind,
    newWatermark: selected[selected.length - 1]!.date,
    selectedBytes: sum(selected),
    notes,
  };
}

/** A later run reads what changed on the watermark's date and every log after it, up to the batch cap. */
function selectResume(current: readonly SourceLog[], wm: Watermark, w: IsoDate, settings: Caps, notes: string[]): Selection {
  const onWatermark = current.filter((l) => l.date === w);
  const fresh =
    wm.frontierTimestamp === null ? onWatermark : onWatermark.filter((l) => l.mtime > wm.frontierTimestamp!);
  const unchanged = onWatermark.length - fresh.length;
  if (unchanged > 0) {
    notes.push(
      `${unchanged} log${unchanged === 1 ? '' : 's'} dated ${w} ${unchanged === 1 ? 'is' : 'are'} unchanged since the last run read ${unchanged === 1 ? 'it' : 'them'} and ${unchanged === 1 ? 'is' : 'are'} not read again.`,
    );
  }
  if (fresh.length > 0 && wm.frontierTimestamp !== null) {
    notes.push(`${fresh.length} log${fresh.length === 1 ? '' : 's'} dated ${w} changed since the last run and ${fresh.length === 1 ? 'is' : 'are'} read again.`);
  }
  const eligible = sortLogs([...fresh, ...current.filter((l) => l.date > w)]);
  if (eligible.length === 0) {
    notes.push(`Nothing new since ${w}: no log changed or added, so this run writes nothing.`);
    return emptySelection('resume', wm, notes);
  }
  const groups = byDate(eligible);
  const dates = [...groups.keys()].sort();
  const batch = takeDates(dates, groups, settings);
  append(notes, batch.notes);
  const selected = sortLogs(batch.taken);
  const deferred = sortLogs(batch.rest);
  if (deferred.length > 0) {
    notes.push(
      `${deferred.length} log${deferred.length === 1 ? '' : 's'} (${deferred[0]!.date} onwards) deferred to the next run by the batch cap.`,
    );
  }
  return {
    mode: 'resume',
    watermark: w,
    frontierTimestamp: wm.frontierTimestamp,
    selected,
    deferred,
    leftBehind: 0,
    newWatermark: selected[selected.length - 1]!.date,
    selectedBytes: sum(selected),
    notes,
  };
}
