/**
 * The engine never reads the system clock directly: tests and `--now` fix it.
 * What a clock's instant is as a date or wall time in its zone is lib/dates.ts.
 */
export interface Clock {
  /** epoch milliseconds */
  now(): number;
  /** IANA zone used for dates in headings and file names, e.g. "Europe/Berlin" */
  timeZone: string;
  /**
   * The real time, epoch milliseconds, which `--now` does not move: what a
   * lock's lease is measured in, so that a run dated in the past (or the
   * future) cannot make another run's live lock look expired. Absent, `now`.
   */
  wall?: () => number;
}

/** The clock's real time (see `Clock.wall`). */
export function wallNow(clock: Clock): number {
  return clock.wall ? clock.wall() : clock.now();
}

export function systemClock(timeZone?: string): Clock {
  return {
    now: () => Date.now(),
    timeZone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
    wall: () => Date.now(),
  };
}

export function fixedClock(iso: string | number, timeZone = 'UTC'): Clock {
  const t = typeof iso === 'number' ? iso : Date.parse(iso);
  if (Number.isNaN(t)) throw new Error(`Not a date: ${String(iso)}`);
  return { now: () => t, timeZone };
}

/**
 * Starts at `iso` and then moves with real time: what `--now` gives the CLI, so
 * a run dated in the past still measures how long it took (a clock frozen at
 * one instant reports every run as taking 0 s). Tests that need identical
 * output use fixedClock.
 */
export function anchoredClock(iso: string, timeZone = 'UTC', realNow: () => number = () => Date.now()): Clock {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new Error(`Not a date: ${iso}`);
  const started = realNow();
  return { now: () => t + (realNow() - started), timeZone, wall: realNow };
}
