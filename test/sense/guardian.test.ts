import { describe, expect, test } from '@jest/globals';
import { appendDreamLogEntry, parseDreamLog } from '../../src/core/formats/dreamlog';
import { guardian } from '../../src/core/sense/guardian';
import type { GuardianInput } from '../../src/core/sense/guardian';
import { findWatermark } from '../../src/core/sense/watermark';

const T = (iso: string): number => Date.parse(iso);


function entry(n: number, when: string, through?: string): string {
  return [`## 🌙 Dream #${n} · ${when}`, '', ...(through !== undefined ? [`**Consolidated through**: ${through}`] : []), '', '### Note', 'x', ''].join('\n');
}

// The last real run started 03:00 and read everything through 2026-11-20.
const LAST = entry(1, '2026-11-21 03:00 UTC', '2026-11-20');

const INSIDE = /at most once every 20 h \("Minimum hours between dreams"\)/;

const cases: {
  name: string;
  why: string;
  trigger?: GuardianInput['trigger'];
  log: string;
  now: string;
  run: boolean;
  reason: RegExp;
}[] = [
  {
    name: 'manual runs bypass the minimum interval',
    why: 'a person asked for a run',
    trigger: 'manual',
    log: LAST, now: '2026-11-21T04:00:00Z', run: true, reason: /manual run/,
  },
  {
    name: 'first run always runs',
    why: 'nothing has been consolidated yet',
    log: '', now: '2026-11-21T04:00:00Z', run: true, reason: /First run/,
  },
  {
    name: 'inside the interval: skip',
    why: 'an early scheduled run exits quietly',
    log: LAST, now: '2026-11-21T10:00:00Z', run: false, reason: INSIDE,
  },
  {
    name: 'inside the interval, even after today\'s note was edited: skip',
    why: 'issue 22: editing today\'s note re-triggered a dream on every vault open, four a day; the next dream reads the edit (>= on the watermark date)',
    log: LAST, now: '2026-11-21T22:30:00Z', run: false, reason: INSIDE,
  },
  {
    name: 'a SKIP comment does not move the anchor',
    why: 'skips are not runs: the interval runs from the last dream',
    log: appendDreamLogEntry(LAST, '<!-- SKIP · 2026-11-21 20:00 +00:00 · nothing new -->'), now: '2026-11-21T23:30:00Z', run: true, reason: /20\.5 h ago|21 h ago|20 h ago/,
  },
  {
    name: 'interval elapsed: run even with nothing changed',
    why: 'a pass at least about once a day',
    log: LAST, now: '2026-11-22T00:00:00Z', run: true, reason: /21 h ago \(minimum 20 h between dreams\)/,
  },
  {
    name: 'a heading in the future is not trusted to skip',
    why: 'a device clock or sync error must not silence runs',
    log: entry(1, '2026-11-23 03:00 UTC', '2026-11-20'), now: '2026-11-21T10:00:00Z', run: true, reason: /in the future/,
  },
];

describe('guardian', () => {
  test.each(cases)('$name', (c) => {
    const wm = findWatermark(parseDreamLog(c.log).entries, '2026-11-21');
    const d = guardian({
      trigger: c.trigger ?? 'scheduled',
      watermark: wm,
      now: T(c.now),
      debounceHours: 20,
    });
    expect(d.run).toBe(c.run);
    expect(d.reason).toMatch(c.reason);
  });
});
