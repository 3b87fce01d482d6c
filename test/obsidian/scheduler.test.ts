import type { Clock } from '../../src/core/ports/clock';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { DreamScheduler, type Timers } from '../../src/obsidian/scheduler';

/** Timers driven by the test: time moves only when `advance` is called. */
class ManualTimers implements Timers {
  now = 0;
  private nextId = 1;
  private tasks = new Map<number, { at: number; fn: () => void; every: number | null }>();

  setTimeout(fn: () => void, ms: number): number {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.now + ms, fn, every: null });
    return id;
  }
  clearTimeout(id: number): void {
    this.tasks.delete(id);
  }
  setInterval(fn: () => void, ms: number): number {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.now + ms, fn, every: ms });
    return id;
  }
  clearInterval(id: number): void {
    this.tasks.delete(id);
  }
  get pending(): number {
    return this.tasks.size;
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, task] = due;
      this.now = task.at;
      if (task.every === null) this.tasks.delete(id);
      else task.at += task.every;
      task.fn();
    }
    this.now = end;
  }
}

function setup(over: Partial<Settings> = {}, startIso = '2026-11-29T02:58:30Z') {
  const timers = new ManualTimers();
  const start = Date.parse(startIso);
  const clock: Clock = { now: () => start + timers.now, timeZone: 'UTC' };
  const runs: number[] = [];
  const cleanups: (() => void)[] = [];
  const settings = { ...DEFAULT_SETTINGS, ...over };
  const scheduler = new DreamScheduler({
    settings: () => settings,
    clock,
    timers,
    register: (c) => cleanups.push(c),
    runScheduled: () => {
      runs.push(timers.now);
      return Promise.resolve();
    },
  });
  return { timers, runs, scheduler, cleanups };
}

describe('DreamScheduler', () => {
  test('nothing is scheduled before start (onload must not start work)', () => {
    const { timers, runs } = setup();
    timers.advance(10 * 60_000);
    expect(runs).toEqual([]);
    expect(timers.pending).toBe(0);
  });

  test('the open-run starts after the settle delay, not before', () => {
    const { timers, runs, scheduler } = setup({ settleDelaySec: 60 });
    scheduler.start();
    timers.advance(59_999);
    expect(runs).toEqual([]);
    timers.advance(1);
    expect(runs).toEqual([60_000]);
    timers.advance(60 * 60_000);
    expect(runs).toHaveLength(1);
  });

  test('run on open switched off: no run', () => {
    const { timers, runs, scheduler } = setup({ runOnOpen: false });
    scheduler.start();
    timers.advance(5 * 60_000);
    expect(runs).toEqual([]);
  });

  test('start twice schedules once', () => {
    const { timers, runs, scheduler } = setup({ settleDelaySec: 5 });
    scheduler.start();
    scheduler.start();
    timers.advance(10_000);
    expect(runs).toHaveLength(1);
  });

  test('daily time: fires once when the wall clock passes it, again the next day', () => {
    const { timers, runs, scheduler } = setup({ runOnOpen: false, dailyRunAt: '03:00' });
    scheduler.start(); // 02:58:30
    timers.advance(60_000); // 02:59:30
    expect(runs).toEqual([]);
    timers.advance(60_000); // 03:00:30
    expect(runs).toHaveLength(1);
    timers.advance(60 * 60_000);
    expect(runs).toHaveLength(1);
    timers.advance(24 * 60 * 60_000);
    expect(runs).toHaveLength(2);
  });

  test('daily time off (empty): the minute tick never runs a dream', () => {
    const { timers, runs, scheduler } = setup({ runOnOpen: false, dailyRunAt: '' });
    scheduler.start();
    timers.advance(48 * 60 * 60_000);
    expect(runs).toEqual([]);
  });

  test('unload clears both timers', () => {
    const { timers, scheduler, cleanups } = setup({ dailyRunAt: '03:00' });
    scheduler.start();
    expect(timers.pending).toBe(2);
    for (const c of cleanups) c();
    expect(timers.pending).toBe(0);
  });
});
