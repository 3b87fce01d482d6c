import { describe, expect, test } from '@jest/globals';
import { parseDreamLog } from '../../src/core/formats/dreamlog';
import { findWatermark, watermarkToRecord } from '../../src/core/sense/watermark';
import type { SourceLog } from '../../src/core/sense/source-log';
import type { Selection } from '../../src/core/sense/selection-shape';

const T = (iso: string): number => Date.parse(iso);

function entry(n: number, when: string, through?: string): string {
  return [`## 🌙 Dream #${n} · ${when}`, '', `**Trigger**: ${through === undefined ? 'backfill' : 'scheduled'}`, ...(through !== undefined ? [`**Consolidated through**: ${through}`] : []), '', '### Note', 'x', '', ''].join('\n');
}

const cases: {
  name: string;
  log: string;
  newestLog: string | null;
  watermark: string | null;
  frontier: string | null;
  lastDream: string | null;
  backfill: boolean;
  note?: RegExp;
}[] = [
  {
    name: 'no entries: first run',
    log: '# Dream log\n',
    newestLog: '2026-11-20',
    watermark: null, frontier: null, lastDream: null, backfill: false,
    note: /first run/,
  },
  {
    name: 'newest entry carries the watermark and the frontier timestamp',
    log: entry(1, '2026-11-19 03:00 +00:00', '2026-11-18') + entry(2, '2026-11-20 04:00 +01:00', '2026-11-19'),
    newestLog: '2026-11-20',
    watermark: '2026-11-19', frontier: '2026-11-20T03:00:00Z', lastDream: '2026-11-20T03:00:00Z', backfill: false,
  },
  {
    // The backfill heading is later; using it would jump the frontier and
    // treat files on the watermark date changed before it as already read.
    name: 'a backfill entry moves neither the watermark nor the frontier timestamp',
    log: entry(1, '2026-11-19 03:00 UTC', '2026-11-18') + entry(2, '2026-11-22 10:00 UTC'),
    newestLog: '2026-11-21',
    watermark: '2026-11-18', frontier: '2026-11-19T03:00:00Z', lastDream: '2026-11-22T10:00:00Z', backfill: true,
  },
  {
    name: 'no entry carries the field: newest heading date, no frontier timestamp',
    log: entry(1, '2026-11-19 03:00 UTC') + entry(2, '2026-11-20 03:00 UTC'),
    newestLog: '2026-11-25',
    watermark: '2026-11-20', frontier: null, lastDream: '2026-11-20T03:00:00Z', backfill: true,
    note: /using the newest heading's date 2026-11-20/,
  },
  {
    name: 'a watermark later than the newest log on disk falls back and says so',
    log: entry(1, '2026-11-19 03:00 UTC', '2026-12-31'),
    newestLog: '2026-11-18',
    watermark: '2026-11-18', frontier: null, lastDream: '2026-11-19T03:00:00Z', backfill: false,
    note: /2026-12-31 is later than the newest log on disk \(2026-11-18\); using 2026-11-18/,
  },
  {
    name: 'a watermark equal to the newest log is fine',
    log: entry(1, '2026-11-19 03:00 UTC', '2026-11-18'),
    newestLog: '2026-11-18',
    watermark: '2026-11-18', frontier: '2026-11-19T03:00:00Z', lastDream: '2026-11-19T03:00:00Z', backfill: false,
  },
  {
    name: 'a frontier entry with an unreadable time re-reads the whole watermark date',
    log: '## 🌙 Dream #4 · 2026-11-19 late\n**Consolidated through**: 2026-11-18\n',
    newestLog: '2026-11-19',
    watermark: '2026-11-18', frontier: null, lastDream: null, backfill: false,
    note: /no readable start time/,
  },
  {
    // A note saved at 23:28:10, before a run that started at 23:28:46, is not
    // "changed since" that run: the run id carries the second the heading lacks.
    name: 'the run id refines the frontier to the second within the heading minute',
    log: '## 🌙 Dream #1 · 2026-11-30 23:28 +00:00\n**Run**: 20261130-232846-19ef\n**Consolidated through**: 2026-11-06\n',
    newestLog: '2026-11-06',
    watermark: '2026-11-06', frontier: '2026-11-30T23:28:46Z', lastDream: '2026-11-30T23:28:00Z', backfill: false,
  },
  {
    name: 'a run id outside the heading minute (a hand-edited heading) is ignored',
    log: '## 🌙 Dream #1 · 2026-11-30 22:00 +00:00\n**Run**: 20261130-232846-19ef\n**Consolidated through**: 2026-11-06\n',
    newestLog: '2026-11-06',
    watermark: '2026-11-06', frontier: '2026-11-30T22:00:00Z', lastDream: '2026-11-30T22:00:00Z', backfill: false,
  },
  {
    name: 'a heading in another zone still takes the UTC run id',
    log: '## 🌙 Dream #1 · 2026-12-01 00:28 +01:00\n**Run**: 20261130-232859-0000\n**Consolidated through**: 2026-11-06\n',
    newestLog: '2026-11-06',
    watermark: '2026-11-06', frontier: '2026-11-30T23:28:59Z', lastDream: '2026-11-30T23:28:00Z', backfill: false,
  },
];

describe('findWatermark', () => {
  test.each(cases)('$name', (c) => {
    const w = findWatermark(parseDreamLog(c.log).entries, c.newestLog);
    expect(w.watermark).toBe(c.watermark);
    expect(w.frontierTimestamp).toBe(c.frontier === null ? null : T(c.frontier));
    expect(w.lastDreamAt).toBe(c.lastDream === null ? null : T(c.lastDream));
    expect(w.newestEntryIsBackfill).toBe(c.backfill);
    if (c.note) expect(w.notes.join('\n')).toMatch(c.note);
  });
});

describe('watermarkToRecord', () => {
  const START = T('2026-11-22T03:00:00Z');
  const at = (name: string, mtime: string): SourceLog => ({ path: `Journal/${name}.md`, date: name.slice(0, 10), size: 1, mtime: T(mtime), kind: 'daily' });
  const sel = (over: Partial<Selection>): Pick<Selection, 'mode' | 'watermark' | 'newWatermark' | 'selected'> => ({
    mode: 'resume',
    watermark: '2026-11-20',
    newWatermark: '2026-11-22',
    selected: [at('2026-11-20', '2026-11-20T10:00:00Z'), at('2026-11-21', '2026-11-21T10:00:00Z'), at('2026-11-22', '2026-11-22T01:00:00Z')],
    ...over,
  });
  const cases: { name: string; selection: ReturnType<typeof sel>; now: SourceLog[]; through: string | null; note?: RegExp }[] = [
    {
      name: 'nothing changed during the run: the newest date read',
      selection: sel({}),
      now: [at('2026-11-21', '2026-11-21T10:00:00Z'), at('2026-11-22', '2026-11-22T01:00:00Z')],
      through: '2026-11-22',
    },
    {
      // Recording 11-22 would put this afternoon-of-11-21 append behind the watermark for good.
      name: 'an older log appended while the run worked holds the watermark at its date',
      selection: sel({}),
      now: [at('2026-11-21', '2026-11-22T03:04:00Z'), at('2026-11-22', '2026-11-22T01:00:00Z')],
      through: '2026-11-21',
      note: /1 log dated before 2026-11-22 changed while this run was working \(e.g. Journal\/2026-11-21.md\); "Consolidated through" stays at 2026-11-21/,
    },
    {
      name: 'a change on the newest date needs nothing: the frontier timestamp catches it',
      selection: sel({}),
      now: [at('2026-11-22', '2026-11-22T03:05:00Z')],
      through: '2026-11-22',
    },
    {
      name: 'a change behind the old watermark is out of scope, as for any run',
      selection: sel({}),
      now: [at('2026-11-19', '2026-11-22T03:05:00Z')],
      through: '2026-11-22',
    },
    {
      name: 'first run: the floor is the oldest date read',
      selection: sel({ mode: 'first', watermark: null, selected: [at('2026-11-21', '2026-11-21T10:00:00Z'), at('2026-11-22', '2026-11-22T01:00:00Z')] }),
      now: [at('2026-11-20', '2026-11-22T03:05:00Z'), at('2026-11-21', '2026-11-22T03:05:00Z')],
      through: '2026-11-21',
      note: /stays at 2026-11-21/,
    },
    {
      name: 'backfill never records a watermark',
      selection: sel({ mode: 'backfill', newWatermark: null }),
      now: [at('2026-11-21', '2026-11-22T03:04:00Z')],
      through: null,
    },
  ];
  test.each(cases)('$name', ({ selection, now, through, note }) => {
    const r = watermarkToRecord(selection, now, START);
    expect(r.consolidatedThrough).toBe(through);
    if (note) expect(r.note).toMatch(note);
    else expect(r.note).toBeNull();
  });
});
