import { localDate, localParts } from '../src/core/lib/dates';
import { describe, expect, test } from '@jest/globals';
import { anchoredClock, fixedClock } from '../src/core/ports/clock';

describe('clocks', () => {
  test('fixedClock never moves (tests that pin output use it)', () => {
    const c = fixedClock('2026-11-29T03:00:00Z');
    expect(c.now()).toBe(Date.parse('2026-11-29T03:00:00Z'));
    expect(c.now()).toBe(Date.parse('2026-11-29T03:00:00Z'));
  });

  test('anchoredClock starts at --now and moves with real time, so a run in the past still measures its duration', () => {
    let real = 1_000_000;
    const c = anchoredClock('2026-11-29T03:00:00Z', 'UTC', () => real);
    expect(c.now()).toBe(Date.parse('2026-11-29T03:00:00Z'));
    real += 1500;
    expect(c.now()).toBe(Date.parse('2026-11-29T03:00:01.500Z'));
  });

  test('a bad instant is refused', () => {
    expect(() => anchoredClock('yesterday')).toThrow(/Not a date/);
  });

  test.each([
    ['UTC', '2026-11-29T23:30:00Z', '2026-11-29', '23:30'],
    ['Europe/Lisbon', '2026-07-01T23:30:00Z', '2026-07-02', '00:30'],
    ['Asia/Tokyo', '2026-11-29T16:00:00Z', '2026-11-30', '01:00'],
    ['America/St_Johns', '2026-11-29T02:00:00Z', '2026-11-28', '22:30'],
  ])('%s: %s is %s %s there', (zone, iso, date, time) => {
    const t = Date.parse(iso);
    expect(localParts(t, zone)).toMatchObject({ date, time });
    expect(localDate({ now: () => t, timeZone: zone })).toBe(date);
  });
});
