/**
 * The engine never reads the system clock directly: tests and `--now` fix it.
 */
export interface Clock {
  /** epoch milliseconds */
  now(): number;
  /** IANA zone used for dates in headings and file names, e.g. "Europe/Berlin" */
  timeZone: string;
}

export function systemClock(timeZone?: string): Clock {
  return {
    now: () => Date.now(),
    timeZone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
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
  return { now: () => t + (realNow() - started), timeZone };
}

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
