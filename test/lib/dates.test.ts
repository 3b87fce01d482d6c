/**
 * The calendar helpers every phase uses. Dates are calendar days, so adding
 * days must not drift across daylight-saving changes or month and year ends.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  addDays, daysBetween, isIsoDate, isIsoInstant, nextWeekday, parseUtcStamp, previousWeekday, utcDate, utcStamp, weekdayOf, wholeDays, type Weekday,
} from '../../src/core/lib/dates';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar', () => {
  const adds: { before: [string, number]; after: string }[] = [
    { before: ['2026-11-29', 30], after: '2026-12-29' },
    { before: ['2026-12-31', 1], after: '2027-01-01' },
    { before: ['2024-02-28', 1], after: '2024-02-29' },
    { before: ['2026-03-01', -1], after: '2026-02-28' },
    // the Sunday clocks change in Europe: still one calendar day
    { before: ['2026-03-28', 2], after: '2026-03-30' },
  ];
  test.each(adds)('addDays $before → $after', ({ before, after }) => {
    expect(addDays(...before)).toBe(after);
  });

  test('which strings are dates', () => {
    expect(['2026-11-29', '2024-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2026-02-30', '2026-13-01', '2026-1-01', '29.11.2026', ''].map(isIsoDate)).toEqual([false, false, false, false, false]);
    expect(['2026-11-29T03:00:00Z', '2026-11-29', '2026-11-29 03:00+01:00'].map(isIsoInstant)).toEqual([true, true, true]);
    expect(['yesterday', '2026-02-30T03:00:00Z', '2026-11-29T24:00:00Z'].map(isIsoInstant)).toEqual([false, false, false]);
  });

  test('weekdays and "last <weekday>" (6 May 2023 was a Saturday)', () => {
    expect(weekdayOf('2023-05-06')).toBe(6);
    expect(previousWeekday('2023-05-08', 6)).toBe('2023-05-06');
    // said on a Saturday, "last Saturday" is a week back
    expect(previousWeekday('2023-05-06', 6)).toBe('2023-04-29');
    expect(previousWeekday('2023-05-07', 6)).toBe('2023-05-06');
    // and "next Saturday" said on a Saturday is a week on
    expect(nextWeekday('2023-05-06', 6)).toBe('2023-05-13');
    expect(nextWeekday('2023-05-05', 6)).toBe('2023-05-06');
  });

  test('stamps and ages', () => {
    expect(utcStamp(Date.parse('2026-11-29T09:05:07.123Z'))).toBe('20261129-090507');
    expect(parseUtcStamp('20261129-090507-19ef')).toBe(Date.parse('2026-11-29T09:05:07Z'));
    expect(parseUtcStamp('20261129-090507')).toBe(Date.parse('2026-11-29T09:05:07Z'));
    expect(parseUtcStamp('20261332-090507')).toBeNull();
    expect(parseUtcStamp('cli-run')).toBeNull();
    expect(utcDate(Date.parse('2026-11-29T23:59:59Z'))).toBe('2026-11-29');
    expect(wholeDays(-5)).toBe(0);
    expect(wholeDays(3 * 86_400_000 - 1)).toBe(2);
  });

  test('property: addDays and daysBetween undo each other', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -20_000, max: 20_000 }), (d, n) => {
        const moved = addDays(d, n);
        expect(isIsoDate(moved)).toBe(true);
        expect(daysBetween(d, moved)).toBe(n);
        expect(addDays(moved, -n)).toBe(d);
      }),
    );
  });

  test('property: previousWeekday is the nearest earlier day on that weekday', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 6 }), (d, w) => {
        const p = previousWeekday(d, w as Weekday);
        expect(weekdayOf(p)).toBe(w);
        const back = daysBetween(p, d);
        expect(back).toBeGreaterThanOrEqual(1);
        expect(back).toBeLessThanOrEqual(7);
      }),
    );
  });

  test('property: nextWeekday is the nearest later day on that weekday, and previousWeekday undoes it', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 6 }), (d, w) => {
        const n = nextWeekday(d, w as Weekday);
        expect(weekdayOf(n)).toBe(w);
        const ahead = daysBetween(d, n);
        expect(ahead).toBeGreaterThanOrEqual(1);
        expect(ahead).toBeLessThanOrEqual(7);
        expect(previousWeekday(nextWeekday(d, weekdayOf(d)), weekdayOf(d))).toBe(d);
      }),
    );
  });
});
