/**
 * The periods a reflection covers: ISO weeks (Monday to Sunday, the week
 * belonging to the year of its Thursday) and calendar months. A period is a
 * range of calendar dates. Source days are named by their file's date, so the
 * boundaries need no time zone; the vault's time zone only decides which date
 * "today" is (lib/dates.ts localDate), and so whether a period is over yet.
 */
import { addDays, dateStart, daysBetween, isIsoDate, weekdayOf, type IsoDate } from '../lib/dates';

export interface Period {
  kind: 'week' | 'month';
  /** `2026-W47` or `2026-11` — also the reflection note's file name */
  label: string;
  /** first and last calendar date, inclusive */
  start: IsoDate;
  end: IsoDate;
}

/** Monday of the week `date` falls in. */
function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The ISO week of a date: `2026-W47`. */
export function isoWeek(date: IsoDate): Period {
  const start = mondayOf(date);
  const thursday = addDays(start, 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(mondayOf(`${year}-01-04`), start) / 7) + 1;
  return { kind: 'week', label: `${year}-W${String(week).padStart(2, '0')}`, start, end: addDays(start, 6) };
}

export function calendarMonth(date: IsoDate): Period {
  const label = date.slice(0, 7);
  const start = `${label}-01`;
  const next = new Date(dateStart(start));
  next.setUTCMonth(next.getUTCMonth() + 1);
  const end = addDays(next.toISOString().slice(0, 10), -1);
  return { kind: 'month', label, start, end };
}

/** `2026-W47` or `2026-11` as a period; null when it is neither. */
export function parsePeriod(label: string): Period | null {
  const w = /^(\d{4})-W(\d{2})$/.exec(label.trim());
  if (w) {
    const year = Number(w[1]);
    const week = Number(w[2]);
    if (week < 1 || week > 53) return null;
    const p = isoWeek(addDays(mondayOf(`${w[1]!}-01-04`), (week - 1) * 7));
    // Week 53 of a year that has only 52 is week 1 of the next.
    return Number(p.label.slice(0, 4)) === year ? p : null;
  }
  const m = /^(\d{4})-(\d{2})$/.exec(label.trim());
  if (m && isIsoDate(`${m[1]!}-${m[2]!}-01`)) return calendarMonth(`${m[1]!}-${m[2]!}-01`);
  return null;
}

/** The period before `p` of the same kind. */
export function previousPeriod(p: Period): Period {
  return p.kind === 'week' ? isoWeek(addDays(p.start, -7)) : calendarMonth(addDays(p.start, -1));
}

/** Every week and month that ends inside [from, to], oldest first, weeks before the month they end in. */
export function periodsEndingIn(from: IsoDate, to: IsoDate): Period[] {
  const out: Period[] = [];
  const seen = new Set<string>();
  for (let d = from; d <= to; d = addDays(d, 1)) {
    for (const p of [isoWeek(d), calendarMonth(d)]) {
      if (p.end === d && !seen.has(p.label)) {
        seen.add(p.label);
        out.push(p);
      }
    }
  }
  return out;
}

/**
 * The periods a dream closes: those that end after what earlier dreams had
 * consolidated (`before`, the watermark the dream started from; null on a
 * first run, which closes only the newest week and month) and no later than
 * what it has consolidated now (`through`), or than yesterday when the
 * period's days are all behind the person (`today`, the vault's date). A
 * week of notes Monday to Wednesday is closed by the first dream after its
 * Sunday.
 */
export function periodsClosedBy(before: IsoDate | null, through: IsoDate, today: IsoDate): Period[] {
  const last = addDays(today, -1) > through ? addDays(today, -1) : through;
  if (before === null) {
    const all = periodsEndingIn(addDays(last, -62), last);
    const week = [...all].reverse().find((p) => p.kind === 'week');
    const month = [...all].reverse().find((p) => p.kind === 'month');
    return all.filter((p) => p === week || p === month);
  }
  // A period that ended on the watermark date was closed by the dream that reached it.
  if (addDays(before, 1) > last) return [];
  return periodsEndingIn(addDays(before, 1), last);
}
