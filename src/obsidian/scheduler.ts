import { localParts, MINUTE_MS } from '../core/run/shell';
import type { Clock } from '../core/ports/clock';
import type { Settings } from '../core/ports/settings';

/** Timer functions, injected so tests drive time without sleeping. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  setInterval(fn: () => void, ms: number): number;
  clearInterval(id: number): void;
}

interface SchedulerDeps {
  settings(): Settings;
  clock: Clock;
  timers: Timers;
  /** Plugin.register: cleanups run when the plugin unloads */
  register(cleanup: () => void): void;
  /** a scheduled run; the engine's guardian decides whether it does anything */
  runScheduled(): Promise<void>;
}

/**
 * When dreams start by themselves. Two triggers, both "scheduled" so the
 * guardian applies: once after the vault opens — after a settle delay, because
 * a sync client needs that long to bring other devices' notes, and dreaming
 * before they arrive would move the watermark past notes not yet here — and,
 * optionally, daily at a set time while Obsidian stays open.
 */
export class DreamScheduler {
  private started = false;
  /** local "YYYY-MM-DD HH:MM" of the previous minute tick */
  private lastTick: string | null = null;

  constructor(private readonly deps: SchedulerDeps) {}

  /** call from workspace.onLayoutReady, never from onload */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { timers } = this.deps;
    const settings = this.deps.settings();
    if (settings.runOnOpen) {
      const id = timers.setTimeout(() => void this.deps.runScheduled(), settings.settleDelaySec * 1000);
      this.deps.register(() => timers.clearTimeout(id));
    }
    this.lastTick = this.localNow();
    const tick = timers.setInterval(() => this.tick(), MINUTE_MS);
    this.deps.register(() => timers.clearInterval(tick));
  }

  /**
   * Fires when the daily time falls between the previous tick and this one,
   * so a tick that comes late (a sleeping laptop) still runs the day's dream
   * once, and a tick that comes twice in a minute does not run it twice.
   */
  tick(): void {
    const at = this.deps.settings().dailyRunAt;
    const now = this.localNow();
    const prev = this.lastTick;
    this.lastTick = now;
    if (!at || prev === null) return;
    const target = `${now.slice(0, 10)} ${at}`;
    if (prev < target && target <= now) void this.deps.runScheduled();
  }

  private localNow(): string {
    const p = localParts(this.deps.clock.now(), this.deps.clock.timeZone);
    return `${p.date} ${p.time}`;
  }
}
