import { describe, expect, test } from '@jest/globals';
import { appendDreamLogEntry, parseDreamLog } from '../../src/core/formats/dreamlog';
import { guardian } from '../../src/core/sense/guardian';
import type { GuardianInput } from '../../src/core/sense/guardian';
import { findWatermark } from '../../src/core/sense/watermark';
import type { SourceLog } from '../../src/core/types';

const T = (iso: string): number => Date.parse(iso);

function log(name: string, mtime: string): SourceLog {
  return { path: `Journal/${name}.md`, date: name.slice(0, 10), size: 100, mtime: T(mtime), kind: 'daily' };
}

function entry(n: number, when: string, through?: string): string {
  return [`## 🌙 Dream #${n} · ${when}`, '', ...(through !== undefined ? [`**Consolidated through**: ${through}`] : []), '', '### Note', 'x', ''].join('\n');
}

// The last real run started 03:00 and read everything through 2026-11-20.
const LAST = entry(1, '2026-11-21 03:00 UTC', '2026-11-20');

const cases: {
  name: string;
  why: string;
  trigger?: GuardianInput['trigger'];
  log: string;
  logs: SourceLog[];
  now: string;
  run: boolean;
  reason: RegExp;
}[] = [
  {
    name: 'manual runs bypass the guardian',
    why: 'a person asked for a run',
    trigger: 'manual',
    log: LAST, logs: [], now: '2026-11-21T04:00:00Z', run: true, reason: /manual run/,
  },
  {
    name: 'first run always runs',
    why: 'nothing has been consolidated yet',
    log: '', logs: [log('2026-11-20', '2026-11-20T10:00:00Z')], now: '2026-11-21T04:00:00Z', run: true, reason: /First run/,
  },
  {
    name: 'inside the debounce with nothing changed: skip',
    why: 'an early scheduled run exits quietly',
    log: LAST, logs: [log('2026-11-20', '2026-11-20T22:00:00Z')], now: '2026-11-21T10:00:00Z', run: false, reason: /no source dated on or after 2026-11-20 changed/,
  },
  {
    name: '>= catches an append to a log dated on the watermark',
    why: 'a guardian using > hid same-day appends until the debounce cleared (4.0.1)',
    log: LAST, logs: [log('2026-11-20', '2026-11-21T09:00:00Z')], now: '2026-11-21T10:00:00Z', run: true, reason: /1 source dated on or after 2026-11-20 changed/,
  },
  {
    name: 'a change to a log dated before the watermark does not wake it',
    why: 'Phase 1 would not select it either',
    log: LAST, logs: [log('2026-11-19', '2026-11-21T09:00:00Z'), log('2026-11-20', '2026-11-20T22:00:00Z')], now: '2026-11-21T10:00:00Z', run: false, reason: /no source dated/,
  },
  {
    name: 'anchored on the heading start time: a file written while that run worked is unread',
    why: 'the run started 03:00 and read before this 03:05 write',
    log: LAST, logs: [log('2026-11-20', '2026-11-21T03:05:00Z')], now: '2026-11-21T10:00:00Z', run: true, reason: /changed since the last dream/,
  },
  {
    name: 'a SKIP comment does not move the anchor',
    why: 'skips are not runs; anchoring on one treats unread work as read',
    log: appendDreamLogEntry(LAST, '<!-- SKIP · 2026-11-21 08:00 +00:00 · nothing new -->'),
    logs: [log('2026-11-20', '2026-11-21T05:00:00Z')], now: '2026-11-21T10:00:00Z', run: true, reason: /changed since the last dream/,
  },
  {
    name: 'never skips after a backfill',
    why: 'a backfill leaves the frontier behind; ordinary work may be waiting',
    log: LAST + entry(2, '2026-11-21 08:00 UTC'), logs: [log('2026-11-20', '2026-11-20T22:00:00Z')], now: '2026-11-21T10:00:00Z', run: true, reason: /backfill/,
  },
  {
    name: 'debounce elapsed: run even with nothing changed',
    why: 'a pass at least about once a day',
    log: LAST, logs: [], now: '2026-11-22T00:00:00Z', run: true, reason: /21 h ago \(debounce 20 h\)/,
  },
  {
    name: 'logs deferred past the watermark keep it running',
    why: 'dates after the watermark are unread whatever their mtime',
    log: LAST, logs: [log('2026-11-21', '2026-11-20T22:00:00Z')], now: '2026-11-21T10:00:00Z', run: true, reason: /1 log dated after the watermark 2026-11-20 still waits/,
  },
  {
    name: 'a heading in the future is not trusted to skip',
    why: 'a device clock or sync error must not silence runs',
    log: entry(1, '2026-11-23 03:00 UTC', '2026-11-20'), logs: [], now: '2026-11-21T10:00:00Z', run: true, reason: /in the future/,
  },
];

describe('guardian', () => {
  test.each(cases)('$name', (c) => {
    const wm = findWatermark(parseDreamLog(c.log).entries, '2026-11-21');
    const d = guardian({
      trigger: c.trigger ?? 'scheduled',
      watermark: wm,
      logs: c.logs,
      now: T(c.now),
      today: c.now.slice(0, 10),
      debounceHours: 20,
    });
    expect(d.run).toBe(c.run);
    expect(d.reason).toMatch(c.reason);
  });
});
