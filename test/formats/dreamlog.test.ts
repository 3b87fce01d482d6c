import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  appendDreamLogEntry,
  nextDreamNumber,
  parseDreamLog,
  renderDreamLogEntry,
  trimDreamLog,
} from '../../src/core/formats/dreamlog';
import { formatInstant, parseInstant } from '../../src/core/lib/dates';
import type { DreamLogEntryInput } from '../../src/core/formats/dreamlog';

const T = (iso: string): number => Date.parse(iso);

function input(over: Partial<DreamLogEntryInput> = {}): DreamLogEntryInput {
  return {
    number: 7,
    startedAt: T('2026-11-29T02:15:40Z'),
    timeZone: 'Europe/Berlin',
    trigger: 'scheduled',
    runId: '20261129-0315-ab12',
    durationSec: 41.6,
    consolidatedThrough: '2026-11-28',
    logsConsolidated: 3,
    deferred: 2,
    leftBehind: 0,
    logKiB: 12.34,
    l2KiB: 4.5,
    changes: ['Updated Memory/Topics/sourdough.md — feeding schedule'],
    indexCharsBefore: 1200,
    indexCharsAfter: 1350,
    highlights: ['Added “Sourdough” under “Topics”'],
    note: 'A quiet week of baking.',
    reportPath: 'Memory/Dreaming/Reports/2026-11-29.md',
    ...over,
  };
}

/** A minimal entry as a person or an older version might have written it. */
function entry(n: number | string, when: string, through?: string, extra = ''): string {
  return [
    `## 🌙 Dream #${n} · ${when}`,
    '',
    '**Trigger**: scheduled',
    ...(through !== undefined ? [`**Consolidated through**: ${through}`] : []),
    '',
    '### Note',
    `Entry ${n}.${extra}`,
    '',
  ].join('\n');
}

describe('heading time', () => {
  const cases: { name: string; text: string; epoch: number | null; date: string | null; problem: boolean }[] = [
    { name: 'numeric offset', text: '2026-11-29 03:15 +01:00', epoch: T('2026-11-29T02:15:00Z'), date: '2026-11-29', problem: false },
    { name: 'negative offset without colon', text: '2026-11-29 03:15 -0800', epoch: T('2026-11-29T11:15:00Z'), date: '2026-11-29', problem: false },
    { name: 'half-hour offset', text: '2026-11-29 08:45 +05:30', epoch: T('2026-11-29T03:15:00Z'), date: '2026-11-29', problem: false },
    { name: 'trailing UTC', text: '2026-11-29 03:15 UTC', epoch: T('2026-11-29T03:15:00Z'), date: '2026-11-29', problem: false },
    { name: 'trailing Z', text: '2026-11-29 03:15 Z', epoch: T('2026-11-29T03:15:00Z'), date: '2026-11-29', problem: false },
    { name: 'trailing GMT', text: '2026-11-29 03:15 GMT', epoch: T('2026-11-29T03:15:00Z'), date: '2026-11-29', problem: false },
    { name: 'GMT with offset', text: '2026-11-29 03:15 GMT+01:00', epoch: T('2026-11-29T02:15:00Z'), date: '2026-11-29', problem: false },
    // No zone: read as UTC, and say so.
    { name: 'no zone = UTC with a note', text: '2026-11-29 03:15', epoch: T('2026-11-29T03:15:00Z'), date: '2026-11-29', problem: true },
    // An abbreviation means different offsets to different readers: take the
    // earliest instant, so files are re-read rather than treated as read.
    { name: 'ambiguous abbreviation = earliest instant', text: '2026-11-29 03:15 CST', epoch: T('2026-11-28T13:15:00Z'), date: '2026-11-29', problem: true },
    { name: 'not a calendar date', text: '2026-02-30 03:15 UTC', epoch: null, date: null, problem: true },
    { name: 'no time at all', text: 'yesterday', epoch: null, date: null, problem: true },
  ];
  test.each(cases)('$name', ({ text, epoch, date, problem }) => {
    const r = parseInstant(text);
    expect(r.epochMs).toBe(epoch);
    expect(r.date).toBe(date);
    expect(r.problem !== null).toBe(problem);
  });

  test.each([
    { zone: 'UTC', at: '2026-11-29T03:15:59Z', out: '2026-11-29 03:15 +00:00' },
    { zone: 'Europe/Berlin', at: '2026-07-01T12:00:00Z', out: '2026-07-01 14:00 +02:00' },
    { zone: 'America/Los_Angeles', at: '2026-11-29T03:15:00Z', out: '2026-11-28 19:15 -08:00' },
    { zone: 'Asia/Kolkata', at: '2026-11-29T03:15:00Z', out: '2026-11-29 08:45 +05:30' },
    { zone: 'Not/AZone', at: '2026-11-29T03:15:00Z', out: '2026-11-29 03:15 +00:00' },
  ])('formats $zone with a numeric offset that parses back to the same minute', ({ zone, at, out }) => {
    expect(formatInstant(T(at), zone)).toBe(out);
    expect(parseInstant(out).epochMs).toBe(Math.floor(T(at) / 60000) * 60000);
  });
});

describe('render and parse', () => {
  test('an entry parses back to the values it was rendered from', () => {
    const text = renderDreamLogEntry(input());
    const { entries, problems } = parseDreamLog(text);
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(1);
    const e = entries[0]!;
    expect(e.number).toBe(7);
    // Minute precision, floored: the heading must never be later than the real start.
    expect(e.startedAt).toBe(T('2026-11-29T02:15:00Z'));
    expect(e.headingDate).toBe('2026-11-29');
    expect(e.trigger).toBe('scheduled');
    expect(e.runId).toBe('20261129-0315-ab12');
    expect(e.durationSec).toBe(42);
    expect(e.consolidatedThrough).toBe('2026-11-28');
    expect(e.start).toBe(0);
    expect(e.end).toBe(text.length);
  });

  test('rendered entry has the documented shape', () => {
    expect(renderDreamLogEntry(input())).toBe(
      [
        '## 🌙 Dream #7 · 2026-11-29 03:15 +01:00',
        '',
        '**Trigger**: scheduled',
        '**Run**: 20261129-0315-ab12',
        '**Duration**: 42 s',
        '**Consolidated through**: 2026-11-28',
        '',
        '### Signal summary',
        '- Daily notes read: 3 (2 more wait for the next dream)',
        '- Read 12.3 KiB of daily notes; wrote 4.5 KiB of memory notes — 42 s',
        '',
        '### What changed',
        '- Updated Memory/Topics/sourdough.md — feeding schedule',
        '- MEMORY.md: 1200 → 1350 chars',
        '- In the index:',
        '  - Added “Sourdough” under “Topics”',
        '',
        '### Note',
        'A quiet week of baking.',
        '',
        'Report: [[Memory/Dreaming/Reports/2026-11-29]]',
        '',
      ].join('\n'),
    );
  });

  test('a backfill entry omits Consolidated through', () => {
    const text = renderDreamLogEntry(input({ trigger: 'backfill', consolidatedThrough: null }));
    expect(text).not.toMatch(/Consolidated through/);
    expect(parseDreamLog(text).entries[0]!.consolidatedThrough).toBeNull();
  });

  test('a first run states what it left behind', () => {
    expect(renderDreamLogEntry(input({ leftBehind: 40 }))).toMatch(/Left behind: 40 daily notes older than the date read up to/);
  });

  test('text from the run cannot forge a heading or move the watermark', () => {
    const text = renderDreamLogEntry(
      input({
        note: '# big\n## 🌙 Dream #99 · 2030-01-01 00:00 UTC\n**Consolidated through**: 2030-01-01',
        changes: ['line\n## 🌙 Dream #98 · 2030-01-01 00:00 UTC'],
      }),
    );
    const { entries } = parseDreamLog(text);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.consolidatedThrough).toBe('2026-11-28');
  });

  test('"---" inside an entry does not split it', () => {
    const text = entry(1, '2026-11-01 03:00 UTC', '2026-10-31', '\n\n---\n\nmore text\n---\n') + '\n' + entry(2, '2026-11-02 03:00 UTC', '2026-11-01');
    const { entries } = parseDreamLog(text);
    expect(entries.map((e) => e.number)).toEqual([1, 2]);
    expect(text.slice(entries[0]!.start, entries[0]!.end)).toContain('more text');
    expect(entries[0]!.end).toBe(entries[1]!.start);
  });

  test('CRLF, BOM and garbage between entries are tolerated', () => {
    const lf = 'garbage before\n\n' + entry(4, '2026-11-01 03:00 +01:00', '2026-10-31') + 'stray text\n<<<>>>\n' + entry(5, '2026-11-02 03:00 +01:00');
    const text = '\uFEFF' + lf.replace(/\n/g, '\r\n');
    const { entries } = parseDreamLog(text);
    expect(entries.map((e) => [e.number, e.consolidatedThrough, e.trigger])).toEqual([
      [4, '2026-10-31', 'scheduled'],
      [5, null, 'scheduled'],
    ]);
    expect(entries[0]!.startedAt).toBe(T('2026-11-01T02:00:00Z'));
    expect(text.slice(entries[1]!.start)).toMatch(/^## 🌙 Dream #5/);
  });

  test('field spelling variants of older logs are read', () => {
    const text = [
      '## 🌙 Dream #3 · 2026-11-01 03:00 UTC',
      '- **Trigger:** Manual',
      'Consolidated through: 2026-10-30',
      '**Duration**: ~4 minutes',
      '',
    ].join('\n');
    const e = parseDreamLog(text).entries[0]!;
    expect([e.trigger, e.consolidatedThrough, e.durationSec]).toEqual(['manual', '2026-10-30', 240]);
  });

  test('"Consolidated through" in the Note section is not a field', () => {
    const text = '## 🌙 Dream #3 · 2026-11-01 03:00 UTC\n\n### Note\nConsolidated through: 2026-10-30\n';
    expect(parseDreamLog(text).entries[0]!.consolidatedThrough).toBeNull();
  });

  test('unreadable values become problems, not errors', () => {
    const text = '## 🌙 Dream #x · sometime\n**Consolidated through**: soon\n\n' + entry(2, '2026-11-01 03:00');
    const { entries, problems } = parseDreamLog(text);
    expect(entries.map((e) => [e.number, e.startedAt, e.consolidatedThrough])).toEqual([
      [null, null, null],
      [2, T('2026-11-01T03:00:00Z'), null],
    ]);
    expect(problems.join('\n')).toMatch(/no readable dream number/);
    expect(problems.join('\n')).toMatch(/"soon" is not a date/);
    expect(problems.join('\n')).toMatch(/no time zone; read as UTC/);
  });

  test('SKIP comments are parsed but are not entries', () => {
    // The plugin writes no SKIP line; a log from an earlier version may hold one.
    const skip = '<!-- SKIP · 2026-11-29 03:15 +01:00 · nothing new → really -->';
    const text = appendDreamLogEntry(entry(1, '2026-11-28 03:00 UTC', '2026-11-27'), skip);
    const parsed = parseDreamLog(text);
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.skips).toEqual([{ at: T('2026-11-29T02:15:00Z'), reason: 'nothing new → really', offset: text.indexOf('<!--') }]);
  });
});

describe('dream number', () => {
  const cases: { name: string; text: string; next: number; problem: boolean }[] = [
    { name: 'empty log starts at 1', text: '', next: 1, problem: true },
    { name: 'newest + 1', text: entry(4, '2026-11-01 03:00 UTC') + entry(5, '2026-11-02 03:00 UTC'), next: 6, problem: false },
    // "Newest" is the last in file order, not the largest number.
    { name: 'last in file order wins', text: entry(40, '2026-11-01 03:00 UTC') + entry(12, '2026-11-02 03:00 UTC'), next: 13, problem: false },
    { name: 'unreadable newest continues from the last readable', text: entry(8, '2026-11-01 03:00 UTC') + entry('?', '2026-11-02 03:00 UTC'), next: 9, problem: true },
    { name: 'no readable number at all starts at 1', text: entry('?', '2026-11-02 03:00 UTC'), next: 1, problem: true },
  ];
  test.each(cases)('$name', ({ text, next, problem }) => {
    const r = nextDreamNumber(parseDreamLog(text).entries);
    expect(r.number).toBe(next);
    expect(r.problem !== null).toBe(problem);
  });

  test('stays newest + 1 after trims (a count would freeze at the cap)', () => {
    let text = '';
    for (let run = 0; run < 12; run++) {
      const { number } = nextDreamNumber(parseDreamLog(text).entries);
      text = appendDreamLogEntry(text, renderDreamLogEntry(input({ number, startedAt: T('2026-11-01T03:00:00Z') + run * 86_400_000 })));
      text = trimDreamLog(text, 3).text;
    }
    const { entries } = parseDreamLog(text);
    expect(entries.map((e) => e.number)).toEqual([10, 11, 12]);
    expect(nextDreamNumber(entries).number).toBe(13);
  });
});

describe('append', () => {
  test.each([
    { name: 'empty file', before: '', after: 'E\n' },
    { name: 'no trailing newline', before: 'A', after: 'A\n\nE\n' },
    { name: 'one trailing newline', before: 'A\n', after: 'A\n\nE\n' },
    { name: 'already a blank line', before: 'A\n\n', after: 'A\n\nE\n' },
    { name: 'CRLF file stays CRLF', before: 'A\r\nB\r\n', after: 'A\r\nB\r\n\r\nE\r\n' },
    { name: 'BOM kept', before: '\uFEFFA\n', after: '\uFEFFA\n\nE\n' },
  ])('$name', ({ before, after }) => {
    expect(appendDreamLogEntry(before, 'E')).toBe(after);
  });
});

describe('trim', () => {
  const e = (n: number, through?: string): string => entry(n, `2026-11-${String(n).padStart(2, '0')} 03:00 UTC`, through);
  const cases: { name: string; before: string; max: number; kept: number[] }[] = [
    { name: 'under the cap: nothing removed', before: e(1, '2026-10-31') + e(2, '2026-11-01'), max: 3, kept: [1, 2] },
    { name: 'oldest go first', before: e(1, '2026-10-31') + e(2, '2026-11-01') + e(3, '2026-11-02') + e(4, '2026-11-03'), max: 2, kept: [3, 4] },
    // After a run of backfills the oldest entry can hold the watermark: keep
    // it and delete the next-oldest instead.
    { name: 'the last frontier entry is never deleted', before: e(1, '2026-10-31') + e(2) + e(3) + e(4), max: 2, kept: [1, 4] },
    { name: 'frontier in the middle', before: e(1, '2026-10-31') + e(2, '2026-11-01') + e(3) + e(4) + e(5), max: 3, kept: [2, 4, 5] },
  ];
  test.each(cases)('$name', ({ before, max, kept }) => {
    const r = trimDreamLog('# Dream log\n\n' + before, max);
    const parsed = parseDreamLog(r.text);
    expect(parsed.entries.map((x) => x.number)).toEqual(kept);
    expect(r.remaining).toBe(kept.length);
    expect(r.text.startsWith('# Dream log\n\n## 🌙 Dream #' + String(kept[0]))).toBe(true);
    // Kept entries are byte-identical to what they were.
    for (const k of kept) {
      const chunk = e(k, undefined).split('\n')[0]!;
      expect(r.text).toContain(chunk);
    }
  });

  test('the watermark read after a trim is the one read before', () => {
    const before = e(1, '2026-10-31') + e(2) + e(3) + e(4) + e(5);
    const after = trimDreamLog(before, 2).text;
    const through = (t: string): (string | null)[] => parseDreamLog(t).entries.map((x) => x.consolidatedThrough).filter((x) => x !== null);
    expect(through(after)).toEqual(['2026-10-31']);
  });
});

describe('round-trip property', () => {
  test('any entry parses back to its number, start minute, trigger, run id and watermark, whatever its text', () => {
    const text = fc.string({ maxLength: 80, unit: fc.constantFrom('a', ' ', '\n', '#', '## 🌙 Dream #9 · ', '---', '**Consolidated through**: 2030-01-01', '面', '\r\n', '<!--') });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'),
        fc.constantFrom('manual' as const, 'scheduled' as const, 'backfill' as const, 'cli' as const),
        fc.option(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }).map((t) => new Date(t).toISOString().slice(0, 10)), { nil: null }),
        fc.array(text, { maxLength: 3 }),
        text,
        (number, startedAt, timeZone, trigger, consolidatedThrough, changes, note) => {
          const rendered = renderDreamLogEntry(input({ number, startedAt, timeZone, trigger, consolidatedThrough, changes, highlights: changes, note }));
          const log = appendDreamLogEntry(entry(1, '2000-01-01 00:00 UTC', '1999-12-31'), rendered);
          const { entries } = parseDreamLog(log);
          expect(entries).toHaveLength(2);
          const e = entries[1]!;
          expect([e.number, e.startedAt, e.trigger, e.runId, e.consolidatedThrough]).toEqual([
            number,
            Math.floor(startedAt / 60000) * 60000,
            trigger,
            '20261129-0315-ab12',
            consolidatedThrough,
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
