/**
 * Property: no log content is ever left behind the watermark unread.
 *
 * Random sequences of "write a new log", "append to a log", "run with a small
 * random batch cap" and "backfill a range" are played against an in-memory
 * vault. A run is Sense for real (sense() over the vault) and a simulated
 * Settle: append a rendered entry with `Consolidated through` = the selection's
 * new watermark (as watermarkToRecord allows), stamped with the run's start time, trim the log, advance the
 * clock. After the sequence, runs continue until one selects nothing. Then
 * every write the protocol promises to pick up — to a log dated on or after
 * the watermark in force when it was written (before the first run: dated
 * within the first run's batch) — must have been read by a run that started
 * after it.
 *
 * A run reads everything at its start instant; appends can land while it
 * works (after the reads, before Settle), and Settle records the watermark
 * through watermarkToRecord, which holds it back for exactly those.
 */
import { localDate } from '../../src/core/lib/dates';
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { fixedClock } from '../../src/core/ports/clock';
import type { Clock } from '../../src/core/ports/clock';
import { appendDreamLogEntry, nextDreamNumber, parseDreamLog, renderDreamLogEntry, trimDreamLog } from '../../src/core/formats/dreamlog';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { findWatermark, watermarkToRecord } from '../../src/core/sense/watermark';
import type { DreamOptions } from '../../src/core/ports/context';
import { MemoryVault } from '../fakes/memory-vault';
import { createManifest } from '../../src/core/state/manifest';
import { listSourceLogs, saveManifest, sense } from '../helpers/context-calls';
import { yamlPackage } from '../../src/cli/yaml-package';

const DAY = 86_400_000;
const LOG = DEFAULT_SETTINGS.dreamLogPath;

type Op =
  | { kind: 'advance'; ms: number }
  | { kind: 'new'; back: number; size: number; gap: number }
  | { kind: 'append'; pick: number; size: number; gap: number }
  | { kind: 'run'; maxLogs: number; maxKiB: number; duration: number; gap: number; during: { pick: number; size: number }[] }
  | { kind: 'backfill'; fromBack: number; len: number; gap: number }
  /** the run records are gone (another device dreams now, the state folder was removed): a cursor is lost */
  | { kind: 'lose-records' };

const gap = fc.integer({ min: 1, max: 90 * 60_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 40 * 3_600_000 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('new' as const), back: fc.integer({ min: 0, max: 2 }), size: fc.integer({ min: 1, max: 900 }), gap }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('append' as const), pick: fc.nat(), size: fc.integer({ min: 1, max: 900 }), gap }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('run' as const),
      maxLogs: fc.integer({ min: 1, max: 4 }),
      maxKiB: fc.integer({ min: 1, max: 3 }),
      duration: fc.integer({ min: 0, max: 20 * 60_000 }),
      gap,
      // appends that land while the run is working, after it read its logs
      during: fc.array(fc.record({ pick: fc.nat(), size: fc.integer({ min: 1, max: 300 }) }), { maxLength: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('backfill' as const), fromBack: fc.integer({ min: 0, max: 10 }), len: fc.integer({ min: 0, max: 5 }), gap }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lose-records' as const) }) },
);

const zones = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham'];

interface Write {
  path: string;
  date: string;
  at: number;
  /** watermark the next run would have read at the time of the write */
  watermark: string | null;
}

class Simulation {
  readonly vault: MemoryVault;
  now: number;
  logText = '';
  readonly writes: Write[] = [];
  /** path → start times of the runs that read it */
  readonly reads = new Map<string, number[]>();
  firstBatchOldest: string | null = null;
  counter = 0;
  guardianChecks = 0;

  constructor(start: number, readonly timeZone: string) {
    this.now = start;
    this.vault = new MemoryVault({ now: () => this.now });
  }

  clock(): Clock {
    return fixedClock(this.now, this.timeZone);
  }

  today(offsetDays = 0): string {
    return localDate(this.clock(), this.now - offsetDays * DAY);
  }

  currentWatermark(): string | null {
    const dates = this.vault.paths().filter((p) => p.startsWith('Journal/')).map((p) => p.slice(8, 18)).sort();
    return findWatermark(parseDreamLog(this.logText).entries, dates[dates.length - 1] ?? null).watermark;
  }

  write(path: string, size: number): void {
    const date = path.slice(8, 18);
    this.vault.appendText(path, `${'x'.repeat(size - 1)}\n`, this.now);
    this.writes.push({ path, date, at: this.now, watermark: this.currentWatermark() });
  }

  async run(
    opts: DreamOptions,
    maxLogs: number,
    maxKiB: number,
    duration: number,
    during: { pick: number; size: number }[] = [],
  ): Promise<number> {
    const start = this.now;
    const ctx = {
      vault: this.vault,
      clock: this.clock(),
      settings: { ...DEFAULT_SETTINGS, batchMaxLogs: maxLogs, batchMaxKiB: maxKiB, debounceHours: 20 },
      deviceId: 'sim',
      yaml: yamlPackage,
    };
    const result = await sense(ctx, opts);
    const sel = result.selection;

    // The guardian skips only inside the minimum interval (issue 22); what it
    // leaves waiting is selected by the next run, which the property below checks.
    if (opts.trigger !== 'backfill') {
      const scheduled = await sense(ctx, { trigger: 'scheduled' });
      if (scheduled.guardian && !scheduled.guardian.run) {
        this.guardianChecks++;
        expect(scheduled.guardian.reason).toMatch(/at most once every 20 h/);
      }
    }

    for (const l of sel.selected) {
      const list = this.reads.get(l.path) ?? [];
      list.push(start);
      this.reads.set(l.path, list);
    }
    if (sel.mode === 'first' && sel.selected.length > 0 && this.firstBatchOldest === null) {
      this.firstBatchOldest = sel.selected[0]!.date;
    }
    // Writes while the run works: after its reads, before it settles.
    for (const d of during) {
      this.now += 1 + (d.size % 7) * 1000;
      const existing = this.vault.paths().filter((p) => p.startsWith('Journal/'));
      if (existing.length > 0) this.write(existing[d.pick % existing.length]!, d.size);
    }
    this.now = Math.max(this.now, start + duration);

    if (sel.selected.length > 0) {
      const { number } = nextDreamNumber(parseDreamLog(this.logText).entries);
      const logsNow = (await listSourceLogs(ctx, ['Journal'])).logs;
      const recorded = watermarkToRecord(sel, logsNow, start);
      // As Settle does: the cursor inside the last date goes into the run record, and the entry says "part of the day".
      const cursor = recorded.consolidatedThrough !== null && recorded.consolidatedThrough === sel.newWatermark ? (sel.cursor?.after ?? null) : null;
      const runId = `run-${number}`;
      const record = { number, logsConsolidated: sel.selected.length, logsDeferred: sel.deferred.length, changes: [], note: 'simulated', reportPath: null, cursor };
      await saveManifest(ctx, createManifest({ runId, trigger: opts.trigger, deviceId: 'sim', startedAt: start, phase: 'done', read: [], planned: [], written: [], dreamLog: record }));
      const entry = renderDreamLogEntry({
        number,
        startedAt: start,
        timeZone: this.timeZone,
        trigger: opts.trigger,
        runId,
        durationSec: duration / 1000,
        consolidatedThrough: recorded.consolidatedThrough,
        partOfDay: cursor !== null && cursor.steps[0]?.through !== null,
        logsConsolidated: sel.selected.length,
        deferred: sel.deferred.length,
        leftBehind: sel.leftBehind,
        logKiB: sel.selectedBytes / 1024,
        l2KiB: 0,
        changes: [],
        indexCharsBefore: 0,
        indexCharsAfter: 0,
        highlights: [],
        note: 'simulated',
        reportPath: null,
      });
      this.logText = trimDreamLog(appendDreamLogEntry(this.logText, entry), 4).text;
      this.vault.setFile(LOG, this.logText, this.now);
    }
    this.now += 1;
    return sel.selected.length;
  }

  /** Writes the protocol promises to read, with whether some later run read them. */
  unread(): Write[] {
    return this.writes.filter((w) => {
      const promised = w.watermark !== null ? w.date >= w.watermark : this.firstBatchOldest !== null && w.date >= this.firstBatchOldest;
      if (!promised) return false;
      return !(this.reads.get(w.path) ?? []).some((t) => t > w.at);
    });
  }
}

async function play(start: number, zone: string, ops: Op[]): Promise<Simulation> {
  const sim = new Simulation(start, zone);
  for (const op of ops) {
    switch (op.kind) {
      case 'advance':
        sim.now += op.ms;
        break;
      case 'new': {
        sim.now += op.gap;
        const date = sim.today(op.back);
        sim.write(`Journal/${date}-${String(sim.counter++).padStart(3, '0')}.md`, op.size);
        break;
      }
      case 'append': {
        sim.now += op.gap;
        const existing = sim.vault.paths().filter((p) => p.startsWith('Journal/'));
        if (existing.length === 0) break;
        sim.write(existing[op.pick % existing.length]!, op.size);
        break;
      }
      case 'run':
        sim.now += op.gap;
        await sim.run({ trigger: 'manual' }, op.maxLogs, op.maxKiB, op.duration, op.during);
        break;
      case 'lose-records':
        for (const p of sim.vault.paths()) if (p.startsWith('.dreams/')) sim.vault.deleteFile(p);
        break;
      case 'backfill': {
        sim.now += op.gap;
        // A backfill before any real run has no frontier to leave alone.
        if (!parseDreamLog(sim.logText).entries.some((e) => e.consolidatedThrough !== null)) break;
        const from = sim.today(op.fromBack + op.len);
        const to = sim.today(op.fromBack);
        await sim.run({ trigger: 'backfill', backfill: { from, to } }, 32, 192, 60_000);
        break;
      }
    }
  }
  // Catch up: run until a run selects nothing.
  for (let i = 0; i < 300; i++) {
    sim.now += 3_600_000;
    if ((await sim.run({ trigger: 'manual' }, 2, 1, 5 * 60_000)) === 0) break;
  }
  return sim;
}

describe('watermark property', () => {
  test('no log content is ever left behind the watermark unread', async () => {
    let promisedWrites = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 1) }),
        fc.constantFrom(...zones),
        fc.array(opArb, { minLength: 5, maxLength: 40 }),
        async (start, zone, ops) => {
          const sim = await play(start, zone, ops);
          promisedWrites += sim.writes.filter((w) => w.watermark !== null).length;
          expect(sim.unread()).toEqual([]);
        },
      ),
      { numRuns: 120 },
    );
    // The property is not vacuous: many writes landed after a watermark existed.
    expect(promisedWrites).toBeGreaterThan(200);
  });

  test('the checker sees an append no run has read yet', async () => {
    // Guards the check itself: an afternoon append on the watermark date is
    // reported unread until a later run reads it.
    const sim = new Simulation(Date.UTC(2026, 10, 20, 8), 'UTC');
    sim.write('Journal/2026-11-20-000.md', 100);
    sim.now += 60_000;
    await sim.run({ trigger: 'manual' }, 32, 192, 60_000);
    sim.now += 3_600_000;
    sim.write('Journal/2026-11-20-000.md', 100); // afternoon append
    expect(sim.unread()).toHaveLength(1);
    sim.now += 3_600_000;
    await sim.run({ trigger: 'manual' }, 32, 192, 60_000);
    expect(sim.unread()).toEqual([]);
  });
});
