/**
 * Which logs this run reads. Each rule exists because its absence lost work:
 *
 * - `>=` the watermark: a log dated on the watermark can have been appended to
 *   after the last run read it.
 * - On the watermark date, only files modified after the frontier timestamp:
 *   re-admitting the whole date let one large day fill every batch forever,
 *   so later dates were never reached. Dates after the watermark are read in
 *   full.
 * - Batch cap cut exactly, inside a date if it falls there: a date of 10,000
 *   notes read whole took one dream 20 s of CPU and 420 MiB. The cursor
 *   (cursor.ts) says how far through the date's notes the dream got, in path
 *   order, and the next dream goes on from there; without it a split date
 *   would be re-read from its start every run and its tail never reached.
 * - First run: only the newest date may be split; an older date is taken
 *   whole or left behind, as no dream resumes a date behind the watermark.
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
import type { Clock } from '../ports/clock';
import { isIsoDate, localDate, type IsoDate } from '../lib/dates';
import type { Settings } from '../ports/settings';
import type { Watermark } from './watermark';
import { append } from '../lib/arrays';
import { compareLogs, covered, nextCursor, type CursorStep, type DateCursor } from './cursor';
import type { SourceLog } from './source-log';
import type { Selection } from './selection-shape';

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
  /** the eligible logs after the batch, in order */
  rest: SourceLog[];
  notes: string[];
}

function capText(caps: Caps): string {
  return `${caps.batchMaxLogs} notes / ${caps.batchMaxKiB} KiB`;
}

/**
 * The logs in the order given, one at a time while the caps allow, and always
 * at least one. The cut may fall inside a date: the cursor (cursor.ts) says
 * where, and the next dream goes on from there.
 */
function takeInOrder(logs: readonly SourceLog[], caps: Caps): Batch {
  const maxBytes = caps.batchMaxKiB * 1024;
  let bytes = 0;
  let n = 0;
  for (; n < logs.length; n++) {
    const f = logs[n]!;
    if (n > 0 && (n + 1 > caps.batchMaxLogs || bytes + f.size > maxBytes)) break;
    bytes += f.size;
  }
  const notes: string[] = [];
  const first = logs[0];
  if (first !== undefined && first.size > maxBytes) {
    notes.push(`"${first.path}" alone (${kib(first.size)} KiB) exceeds the batch cap (${capText(caps)}); it is read by itself, because an empty batch would block it forever.`);
  }
  return { taken: logs.slice(0, n), rest: logs.slice(n), notes };
}

/**
 * First run: whole dates from the newest back while the caps allow. The
 * newest date is always taken, its first notes in path order when it alone is
 * over the cap (the rest wait for the next dream); an older date is taken
 * only whole, since a date behind the watermark is never resumed.
 */
function takeNewest(dates: IsoDate[], groups: Map<IsoDate, SourceLog[]>, caps: Caps): { batch: Batch; behind: SourceLog[] } {
  const maxBytes = caps.batchMaxKiB * 1024;
  const newest = takeInOrder(groups.get(dates[0]!)!, caps);
  const taken = [...newest.taken];
  let bytes = sum(taken);
  let next = 1;
  if (newest.rest.length === 0) {
    for (; next < dates.length; next++) {
      const files = groups.get(dates[next]!)!;
      const size = sum(files);
      if (taken.length + files.length > caps.batchMaxLogs || bytes + size > maxBytes) break;
      append(taken, files);
      bytes += size;
    }
  }
  const behind: SourceLog[] = [];
  for (let di = next; di < dates.length; di++) append(behind, groups.get(dates[di]!)!);
  return { batch: { taken, rest: newest.rest, notes: newest.notes }, behind };
}

/** Where the batch left the last date it read: the cursor to record, and a sentence when it stopped inside the date. */
function cursorAfter(
  selected: readonly SourceLog[],
  rest: readonly SourceLog[],
  dateLogs: (date: IsoDate) => readonly SourceLog[],
  before: (date: IsoDate) => { steps: readonly CursorStep[]; kept: boolean },
  caps: Caps,
  realNow: number,
): { cursor: DateCursor | null; note: string | null } {
  const last = selected[selected.length - 1]!;
  const date = last.date;
  const waiting = rest.filter((l) => l.date === date).length;
  const { steps, kept } = before(date);
  const cursor = nextCursor(date, steps, kept, last, waiting === 0, dateLogs(date), realNow);
  if (waiting === 0) return { cursor, note: null };
  const readNow = selected.filter((l) => l.date === date).length;
  return {
    cursor,
    note: `The batch cap (${capText(caps)}) fell inside ${date}: ${readNow} of its notes are read by this dream and ${waiting} wait for the next, which goes on from where this one stopped (in path order; a note changed behind that point is read again).`,
  };
}

/**
 * The real time for telling a note dated in the future (cursor.ts), or
 * +Infinity when the clock has none (a clock fixed for a test, which the
 * files' real mtimes would all pass): then no note counts as future.
 */
function realTime(clock: Clock): number {
  return clock.wall ? clock.wall() : Number.POSITIVE_INFINITY;
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

  if (wm.watermark === null) {
    const groups = byDate(current);
    const dates = [...groups.keys()].sort().reverse();
    if (dates.length === 0) {
      notes.push('No source logs found; nothing to consolidate.');
      return emptySelection('first', wm, notes);
    }
    const { batch, behind } = takeNewest(dates, groups, settings);
    const selected = sortLogs(batch.taken);
    append(notes, batch.notes);
    const leftBehind = behind.length;
    if (leftBehind > 0) {
      notes.push(
        `First run: read the newest ${selected.length} log${selected.length === 1 ? '' : 's'}; ${leftBehind} older log${leftBehind === 1 ? ' is' : 's are'} left behind the watermark and will not be read automatically (use a backfill).`,
      );
    }
    const after = cursorAfter(selected, batch.rest, (d) => groups.get(d) ?? [], () => ({ steps: [], kept: false }), settings, realTime(now));
    if (after.note !== null) notes.push(after.note);
    return {
      mode: 'first',
      watermark: null,
      frontierTimestamp: null,
      selected,
      deferred: batch.rest,
      leftBehind,
      newWatermark: selected[selected.length - 1]!.date,
      selectedBytes: sum(selected),
      notes,
      cursor: { before: null, after: after.cursor },
    };
  }

  const w = wm.watermark;
  const onWatermark = current.filter((l) => l.date === w);
  // What of the watermark date is read already: the cursor a dream left inside
  // it, else every note unchanged since the run that set the watermark started.
  const kept = wm.cursor !== undefined && wm.cursor !== null && wm.cursor.date === w ? wm.cursor : null;
  const steps: CursorStep[] = kept !== null ? kept.steps : wm.frontierTimestamp !== null ? [{ through: null, upTo: wm.frontierTimestamp }] : [];
  const fresh = onWatermark.filter((l) => !covered(l, steps));
  const unchanged = onWatermark.length - fresh.length;
  if (unchanged > 0) {
    notes.push(
      `${unchanged} log${unchanged === 1 ? '' : 's'} dated ${w} ${unchanged === 1 ? 'is' : 'are'} unchanged since the last run read ${unchanged === 1 ? 'it' : 'them'} and ${unchanged === 1 ? 'is' : 'are'} not read again.`,
    );
  }
  if (fresh.length > 0 && kept !== null) {
    notes.push(`${fresh.length} log${fresh.length === 1 ? '' : 's'} dated ${w} ${fresh.length === 1 ? 'is' : 'are'} still to read: after where the last dream stopped, or changed since a dream read ${fresh.length === 1 ? 'it' : 'them'}.`);
  } else if (fresh.length > 0 && wm.frontierTimestamp !== null) {
    notes.push(`${fresh.length} log${fresh.length === 1 ? '' : 's'} dated ${w} changed since the last run and ${fresh.length === 1 ? 'is' : 'are'} read again.`);
  }
  const eligible = sortLogs([...fresh, ...current.filter((l) => l.date > w)]);
  if (eligible.length === 0) {
    notes.push(`Nothing new since ${w}: no log changed or added, so this run writes nothing.`);
    return { ...emptySelection('resume', wm, notes), cursor: { before: kept, after: kept } };
  }
  const batch = takeInOrder(eligible, settings);
  append(notes, batch.notes);
  const selected = batch.taken;
  const deferred = batch.rest;
  const listed = byDate(current);
  const after = cursorAfter(selected, deferred, (d) => listed.get(d) ?? [], (d) => (d === w ? { steps, kept: kept !== null } : { steps: [], kept: false }), settings, realTime(now));
  if (after.note !== null) notes.push(after.note);
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
    cursor: { before: kept, after: after.cursor },
  };
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
      `Backfill of ${from} … ${to} reads ${selected.length} logs (${kib(bytes)} KiB), over the batch cap (${capText(settings)}); a backfill reads its whole range.`,
    );
  }
  notes.push('Backfill leaves the watermark where it is.');
  return { ...emptySelection('backfill', wm, notes), selected, selectedBytes: bytes };
}
