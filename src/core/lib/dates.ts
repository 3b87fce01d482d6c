/**
 * Calendar, time-zone and day arithmetic: the one place that knows how long a
 * day is, which dates exist, and how a wall time in a zone maps to an instant.
 *
 * Dates are `YYYY-MM-DD` strings (`IsoDate`): they name a calendar day, not an
 * instant, so arithmetic on them is done at UTC midnight where every day has
 * 24 hours whatever the person's zone does with daylight saving. Instants are
 * epoch milliseconds. Only `Intl` is used for zones: no Node, no library.
 */

/** YYYY-MM-DD */
export type IsoDate = string;

/** What a date needs of a clock (ports/clock.ts): its instant and its zone. */
interface Clock {
  now(): number;
  timeZone: string;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// ---------------------------------------------------------------- calendar

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The calendar check without a Date: it is asked of every note a listing
 * names, 100,000 times over a large vault. Years 0 to 99 are read as
 * 1900 to 1999, as Date.UTC reads them.
 */
function isValidDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (m < 1 || m > 12 || d < 1) return false;
  const year = y >= 0 && y <= 99 ? 1900 + y : y;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return d <= (m === 2 && leap ? 29 : MONTH_DAYS[m - 1]!);
}

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && isValidDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A calendar date, or a date-time (zone optional); rejects what Date.parse would guess at. */
export function isIsoInstant(s: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (!m || !isIsoDate(m[1] as string)) return false;
  if (m[2] !== undefined && (Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59)) return false;
  return !Number.isNaN(Date.parse(s));
}

/** Epoch ms of `date` at UTC midnight (or `hourUtc` o'clock UTC). */
export function dateStart(date: IsoDate, hourUtc = 0): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hourUtc);
}

/** The UTC calendar date of an instant. Use `localDate` for the person's date. */
export function utcDate(epochMs: number): IsoDate {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days (negative: back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return utcDate(dateStart(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((dateStart(to) - dateStart(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): Weekday {
  return new Date(dateStart(date)).getUTCDay() as Weekday;
}

/**
 * The nearest date before `date` that falls on `weekday` ("last Saturday"
 * said on a Saturday is a week back, not today).
 */
export function previousWeekday(date: IsoDate, weekday: Weekday): IsoDate {
  const back = (weekdayOf(date) - weekday + 7) % 7 || 7;
  return addDays(date, -back);
}

/** The nearest date after `date` that falls on `weekday` ("next Friday" said on a Friday is a week on). */
export function nextWeekday(date: IsoDate, weekday: Weekday): IsoDate {
  const ahead = (weekday - weekdayOf(date) + 7) % 7 || 7;
  return addDays(date, ahead);
}

/** Whole days in a span of milliseconds, never negative (an age: "3 days ago"). */
export function wholeDays(ms: number): number {
  return Math.max(0, Math.floor(ms / DAY_MS));
}

// ---------------------------------------------------------------- zones and instants

interface LocalParts { date: string; time: string; zone: string }

/** Calendar date, wall time and zone abbreviation of `epochMs` in `timeZone`. */
export function localParts(epochMs: number, timeZone: string): LocalParts {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', hour12: false, timeZoneName: 'short',
  });
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(new Date(epochMs))) parts[p.type] = p.value;
  const hour = parts.hour === '24' ? '00' : (parts.hour ?? '00');
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${hour}:${parts.minute}`,
    zone: parts.timeZoneName ?? 'UTC',
  };
}

/** YYYY-MM-DD of `epochMs` in the clock's zone. */
export function localDate(clock: Clock, epochMs = clock.now()): string {
  return localParts(epochMs, clock.timeZone).date;
}


/**
 * Minutes east of UTC for `timeZone` at `epochMs`. Computed from Intl so it
 * works without Node and follows daylight saving on the day of the run.
 */
function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const p = localParts(epochMs, timeZone);
  const [y, m, d] = p.date.split('-').map(Number);
  const [hh, mm] = p.time.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  return Math.round((wall - Math.floor(epochMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * `YYYY-MM-DD HH:MM ±HH:MM` in the given zone. A numeric offset rather than an
 * abbreviation, because the guardian compares this instant with file mtimes and
 * "CST" means three different offsets depending on who reads it. An unknown
 * zone falls back to UTC rather than failing the run that writes the log.
 */
export function formatInstant(epochMs: number, timeZone: string): string {
  let zone = timeZone;
  try {
    localParts(epochMs, zone);
  } catch {
    zone = 'UTC';
  }
  const p = localParts(epochMs, zone);
  const off = zoneOffsetMinutes(epochMs, zone);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  const oh = String(Math.floor(abs / 60)).padStart(2, '0');
  const om = String(abs % 60).padStart(2, '0');
  return `${p.date} ${p.time} ${sign}${oh}:${om}`;
}

interface ParsedInstant {
  epochMs: number | null;
  date: IsoDate | null;
  /** set when the instant had to be guessed */
  problem: string | null;
}

// Earliest offset in use anywhere (Kiribati). An unknown zone name is read as
// this, giving the earliest instant the wall time could mean: an early frontier
// re-reads a few files, a late one would treat unread appends as read.
const EARLIEST_OFFSET_MIN = 14 * 60;

/** Parse `YYYY-MM-DD HH:MM[:SS] <zone>` at the start of `s`. */
export function parseInstant(s: string): ParsedInstant {
  const m = /(\d{4})-(\d{2})-(\d{2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(.*)$/.exec(s);
  if (!m) return { epochMs: null, date: null, problem: 'no date and time' };
  const [, ys, mos, ds, hs, mis, , rest] = m;
  const y = Number(ys), mo = Number(mos), d = Number(ds);
  const date = `${ys}-${mos}-${ds}`;
  if (!isValidDate(y, mo, d)) return { epochMs: null, date: null, problem: `"${date}" is not a calendar date` };
  if (hs === undefined || mis === undefined) {
    return { epochMs: null, date, problem: 'no time of day' };
  }
  const h = Number(hs), mi = Number(mis);
  if (h > 23 || mi > 59) return { epochMs: null, date, problem: `"${hs}:${mis}" is not a time of day` };
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const zone = (rest ?? '').trim();
  const off = parseZone(zone);
  if (off.minutes !== null) return { epochMs: wall - off.minutes * MINUTE_MS, date, problem: null };
  if (off.kind === 'none') {
    return { epochMs: wall, date, problem: 'no time zone; read as UTC' };
  }
  return {
    epochMs: wall - EARLIEST_OFFSET_MIN * MINUTE_MS,
    date,
    problem: `time zone "${zone}" is ambiguous; read as the earliest instant it could mean`,
  };
}

function parseZone(zone: string): { minutes: number | null; kind: 'none' | 'known' | 'unknown' } {
  if (zone === '') return { minutes: null, kind: 'none' };
  const m = /^(?:(UTC|GMT|Z)\b)?\s*(?:([+\-\u2212])(\d{1,2})(?::?(\d{2}))?)?(?=\s|\(|$)/i.exec(zone);
  if (m && (m[1] !== undefined || m[2] !== undefined)) {
    if (m[2] === undefined) return { minutes: 0, kind: 'known' };
    const h = Number(m[3]), mi = Number(m[4] ?? '0');
    if (h > 14 || mi > 59) return { minutes: null, kind: 'unknown' };
    const sign = m[2] === '+' ? 1 : -1;
    return { minutes: sign * (h * 60 + mi), kind: 'known' };
  }
  return { minutes: null, kind: 'unknown' };
}

/** `YYYYMMDD-HHMMSS` in UTC: sortable, zone-free, safe in a file name. */
export function utcStamp(epochMs: number): string {
  const d = new Date(epochMs).toISOString();
  return `${d.slice(0, 4)}${d.slice(5, 7)}${d.slice(8, 10)}-${d.slice(11, 13)}${d.slice(14, 16)}${d.slice(17, 19)}`;
}

/** The instant a `utcStamp` names, read from the start of `text` (a run id carries more after it); null if it has none. */
export function parseUtcStamp(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:\D|$)/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return utcStamp(ms) === text.slice(0, 15) ? ms : null;
}
