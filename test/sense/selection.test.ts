import { describe, expect, test } from '@jest/globals';
import { fixedClock } from '../../src/core/ports/clock';
import { selectSources } from '../../src/core/sense/selection';
import type { BackfillRange } from '../../src/core/sense/selection';
import type { Watermark } from '../../src/core/sense/watermark';
import type { SourceLog } from '../../src/core/sense/source-log';
import type { Selection } from '../../src/core/sense/selection-shape';

const T = (iso: string): number => Date.parse(iso);
const KiB = 1024;

/** A daily log: date from the file name, size in bytes, mtime as ISO. */
function log(name: string, size = 1 * KiB, mtime = '2026-11-01T00:00:00Z'): SourceLog {
  return { path: `Journal/${name}.md`, date: name.slice(0, 10), size, mtime: T(mtime), kind: 'daily' };
}

function wm(watermark: string | null, frontier: string | null = null): Watermark {
  return {
    watermark,
    frontierTimestamp: frontier === null ? null : T(frontier),
    lastDreamAt: frontier === null ? null : T(frontier),
    hasEntries: watermark !== null,
    newestEntryIsBackfill: false,
    notes: [],
  };
}

const names = (logs: SourceLog[]): string[] => logs.map((l) => l.path.replace(/^Journal\/|\.md$/g, ''));

interface Case {
  name: string;
  /** why the rule exists, in one line a reviewer can check against the protocol */
  why: string;
  logs: SourceLog[];
  wm: Watermark;
  caps?: { batchMaxLogs: number; batchMaxKiB: number };
  now?: string;
  backfill?: BackfillRange;
  expect: {
    mode: Selection['mode'];
    selected: string[];
    deferred?: string[];
    leftBehind?: number;
    newWatermark: string | null;
    notes?: RegExp[];
  };
}

const NOW = '2026-11-29T12:00:00Z';
const RUN = '2026-11-20T03:00:00Z'; // the run that set the watermark

const cases: Case[] = [
  {
    name: 'same-day append after a run is selected; unchanged files on the watermark date are not',
    why: '>= catches afternoon appends; re-admitting the whole date would re-read unchanged files forever',
    logs: [log('2026-11-20', KiB, '2026-11-20T02:00:00Z'), log('2026-11-20-evening', KiB, '2026-11-20T21:00:00Z')],
    wm: wm('2026-11-20', RUN),
    expect: { mode: 'resume', selected: ['2026-11-20-evening'], newWatermark: '2026-11-20', notes: [/1 log dated 2026-11-20 is unchanged/, /1 log dated 2026-11-20 changed since the last run/] },
  },
  {
    name: 'a file modified during the run that set the watermark counts as unread',
    why: 'the frontier is the run START: work that landed while it ran was not read',
    logs: [log('2026-11-20', KiB, '2026-11-20T03:00:30Z')],
    wm: wm('2026-11-20', RUN),
    expect: { mode: 'resume', selected: ['2026-11-20'], newWatermark: '2026-11-20' },
  },
  {
    name: 'dates after the watermark are read in full whatever their mtime',
    why: 'only the watermark date was read before; an old mtime on a later date says nothing',
    logs: [log('2026-11-20', KiB, '2026-11-19T00:00:00Z'), log('2026-11-21', KiB, '2026-11-01T00:00:00Z')],
    wm: wm('2026-11-20', RUN),
    expect: { mode: 'resume', selected: ['2026-11-21'], newWatermark: '2026-11-21' },
  },
  {
    name: 'no frontier timestamp: the watermark date is read in full',
    why: 'without the start time there is no way to tell read from unread files on that date',
    logs: [log('2026-11-19'), log('2026-11-20'), log('2026-11-20-b')],
    wm: wm('2026-11-20', null),
    expect: { mode: 'resume', selected: ['2026-11-20', '2026-11-20-b'], newWatermark: '2026-11-20' },
  },
  {
    name: 'a watermark date bigger than the cap does not block later dates',
    why: 'a 221 KiB day re-read whole filled every batch and the next day waited forever (5.0.1)',
    logs: [
      log('2026-11-20-a', 100 * KiB, '2026-11-20T01:00:00Z'),
      log('2026-11-20-b', 100 * KiB, '2026-11-20T02:00:00Z'),
      log('2026-11-20-c', 100 * KiB, '2026-11-20T02:30:00Z'),
      log('2026-11-21', 2 * KiB, '2026-11-21T20:00:00Z'),
    ],
    wm: wm('2026-11-20', RUN),
    expect: { mode: 'resume', selected: ['2026-11-21'], newWatermark: '2026-11-21' },
  },
  {
    name: 'empty selection is a no-op that says so',
    why: 'a run that read nothing must not write a Consolidated-through it did not earn',
    logs: [log('2026-11-19'), log('2026-11-20', KiB, '2026-11-20T01:00:00Z')],
    wm: wm('2026-11-20', RUN),
    expect: { mode: 'resume', selected: [], newWatermark: null, notes: [/Nothing new since 2026-11-20/] },
  },
  {
    name: 'first run takes the newest dates and reports what it leaves behind',
    why: 'a new install surfaces recent context; older logs are not read automatically and must be said',
    logs: [log('2026-11-01'), log('2026-11-02'), log('2026-11-03'), log('2026-11-04')],
    wm: wm(null),
    caps: { batchMaxLogs: 2, batchMaxKiB: 192 },
    expect: { mode: 'first', selected: ['2026-11-03', '2026-11-04'], deferred: [], leftBehind: 2, newWatermark: '2026-11-04', notes: [/2 older logs are left behind/] },
  },
  {
    name: 'resume takes the oldest dates in order and reports the deferred ones',
    why: 'taking the newest would move the watermark past the skipped logs for good',
    logs: [log('2026-11-20', KiB, '2026-11-19T00:00:00Z'), log('2026-11-21'), log('2026-11-22'), log('2026-11-23'), log('2026-11-24')],
    wm: wm('2026-11-20', RUN),
    caps: { batchMaxLogs: 2, batchMaxKiB: 192 },
    expect: { mode: 'resume', selected: ['2026-11-21', '2026-11-22'], deferred: ['2026-11-23', '2026-11-24'], newWatermark: '2026-11-22', notes: [/2 logs \(2026-11-23 onwards\) deferred/] },
  },
  {
    name: 'the cap falling inside a date stops there, and a cursor says where',
    why: 'a date read whole is unbounded (10,000 notes on one date: 20 s, 420 MiB); the cursor lets the next dream go on from there',
    logs: [log('2026-11-21'), log('2026-11-22-a'), log('2026-11-22-b'), log('2026-11-22-c'), log('2026-11-23')],
    wm: wm('2026-11-20', RUN),
    caps: { batchMaxLogs: 3, batchMaxKiB: 192 },
    expect: { mode: 'resume', selected: ['2026-11-21', '2026-11-22-a', '2026-11-22-b'], deferred: ['2026-11-22-c', '2026-11-23'], newWatermark: '2026-11-22', notes: [/fell inside 2026-11-22: 2 of its notes are read by this dream and 1 wait/] },
  },
  {
    name: 'the cap falling on a date boundary stops before the next date',
    why: 'nothing is split, so the cap is kept exactly',
    logs: [log('2026-11-21'), log('2026-11-22-a'), log('2026-11-22-b'), log('2026-11-23')],
    wm: wm('2026-11-20', RUN),
    caps: { batchMaxLogs: 3, batchMaxKiB: 192 },
    expect: { mode: 'resume', selected: ['2026-11-21', '2026-11-22-a', '2026-11-22-b'], deferred: ['2026-11-23'], newWatermark: '2026-11-22' },
  },
  {
    name: 'the byte cap cuts on a date boundary too',
    why: 'the byte cap bounds accumulation across days, like the log count',
    logs: [log('2026-11-21', 100 * KiB), log('2026-11-22', 100 * KiB), log('2026-11-23', 1 * KiB)],
    wm: wm('2026-11-20', RUN),
    caps: { batchMaxLogs: 32, batchMaxKiB: 192 },
    expect: { mode: 'resume', selected: ['2026-11-21'], deferred: ['2026-11-22', '2026-11-23'], newWatermark: '2026-11-21' },
  },
  {
    name: 'always at least one log, even one bigger than the byte cap',
    why: 'an empty batch never advances the watermark: the log and everything after it would be blocked',
    logs: [log('2026-11-21', 500 * KiB), log('2026-11-22')],
    wm: wm('2026-11-20', RUN),
    expect: { mode: 'resume', selected: ['2026-11-21'], deferred: ['2026-11-22'], newWatermark: '2026-11-21', notes: [/"Journal\/2026-11-21.md" alone \(500.0 KiB\) exceeds the batch cap/] },
  },
  {
    name: 'one date with more logs than the cap is read a batch at a time',
    why: 'the cursor inside the date keeps the tail reachable, so the cap holds even for one huge date',
    logs: [log('2026-11-21-a'), log('2026-11-21-b'), log('2026-11-21-c'), log('2026-11-22')],
    wm: wm('2026-11-20', RUN),
    caps: { batchMaxLogs: 2, batchMaxKiB: 192 },
    expect: { mode: 'resume', selected: ['2026-11-21-a', '2026-11-21-b'], deferred: ['2026-11-21-c', '2026-11-22'], newWatermark: '2026-11-21' },
  },
  {
    name: 'backfill reads exactly its range and leaves the watermark alone',
    why: 'backfill fills history behind the frontier; moving it would skip unread days',
    logs: [log('2026-11-01'), log('2026-11-02'), log('2026-11-03'), log('2026-11-21')],
    wm: wm('2026-11-20', RUN),
    backfill: { from: '2026-11-02', to: '2026-11-03' },
    expect: { mode: 'backfill', selected: ['2026-11-02', '2026-11-03'], newWatermark: null, notes: [/leaves the watermark where it is/] },
  },
  {
    name: 'backfill with a reversed range selects nothing and says why',
    why: 'bad input is a message, not a crash',
    logs: [log('2026-11-01')],
    wm: wm('2026-11-20', RUN),
    backfill: { from: '2026-11-03', to: '2026-11-01' },
    expect: { mode: 'backfill', selected: [], newWatermark: null, notes: [/not a valid date range/] },
  },
  {
    name: 'logs dated after today wait for their date',
    why: "a prepared note for next week would move the watermark past logs not yet written",
    logs: [log('2026-11-28'), log('2026-12-05')],
    wm: wm('2026-11-27', RUN),
    expect: { mode: 'resume', selected: ['2026-11-28'], newWatermark: '2026-11-28', notes: [/1 log is dated after today/] },
  },
  {
    name: 'first run on an empty vault is a no-op',
    why: 'nothing to read is not an error',
    logs: [],
    wm: wm(null),
    expect: { mode: 'first', selected: [], newWatermark: null, notes: [/No source logs found/] },
  },
];

describe('selectSources', () => {
  test.each(cases)('$name', (c) => {
    const caps = c.caps ?? { batchMaxLogs: 32, batchMaxKiB: 192 };
    const sel = selectSources(c.logs, c.wm, caps, fixedClock(c.now ?? NOW), c.backfill);
    expect(sel.mode).toBe(c.expect.mode);
    expect(names(sel.selected)).toEqual(c.expect.selected);
    if (c.expect.deferred) expect(names(sel.deferred)).toEqual(c.expect.deferred);
    if (c.expect.leftBehind !== undefined) expect(sel.leftBehind).toBe(c.expect.leftBehind);
    expect(sel.newWatermark).toBe(c.expect.newWatermark);
    expect(sel.selectedBytes).toBe(sel.selected.reduce((n, l) => n + l.size, 0));
    for (const re of c.expect.notes ?? []) expect(sel.notes.join('\n')).toMatch(re);
    // Backfill never proposes a watermark; the watermark read is passed through.
    expect(sel.watermark).toBe(c.wm.watermark);
  });

  test('a large watermark date is passed over on every later run too', () => {
    // Three runs in a row: each reads the new day, never the big unchanged one.
    const big = [0, 1, 2].map((i) => log(`2026-11-20-${i}`, 100 * KiB, '2026-11-20T01:00:00Z'));
    let state = wm('2026-11-20', RUN);
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'];
    const logs = [...big];
    days.forEach((d, i) => {
      logs.push(log(d, KiB, `${d}T20:00:00Z`));
      const runAt = `${days[i]}T23:00:00Z`;
      const sel = selectSources(logs, state, { batchMaxLogs: 32, batchMaxKiB: 192 }, fixedClock(runAt));
      expect(names(sel.selected)).toEqual([d]);
      state = wm(sel.newWatermark, runAt);
    });
  });
});
