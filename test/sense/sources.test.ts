import { describe, expect, test } from '@jest/globals';
import { fixedClock } from '../../src/core/ports/clock';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { Settings } from '../../src/core/ports/settings';
import { OBSIDIAN_CONFIG_DIR } from '../../src/cli/host';
import { resolveSourceFolders } from '../../src/core/sense/daily-notes-config';
import { blankSleepSections, readSourceText, startedDate } from '../../src/core/sense/sources';
import { listSourceLogs } from '../helpers/context-calls';
import type { ReportMessage } from '../../src/core/ports/types';
import { MemoryVault } from '../fakes/memory-vault';
import { yamlPackage } from '../../src/cli/yaml-package';
import { momentDates } from '../../src/cli/moment-dates';
import type { SourceLog } from '../../src/core/sense/source-log';

const DAILY = `${OBSIDIAN_CONFIG_DIR}/daily-notes.json`;
const clock = fixedClock('2026-11-29T12:00:00Z');

function ctx(vault: MemoryVault, over: Partial<Settings> = {}) {
  return { vault, clock, settings: { ...DEFAULT_SETTINGS, ...over }, yaml: yamlPackage, dates: momentDates };
}

describe('source folders', () => {
  const cases: { name: string; files: Record<string, string>; sourceFolders: string[]; expect: { folder: string; format: string }[]; message?: RegExp }[] = [
    { name: 'no Daily Notes settings: Journal', files: {}, sourceFolders: [], expect: [{ folder: 'Journal', format: 'YYYY-MM-DD' }] },
    {
      name: "the Daily Notes plugin's folder and format",
      files: { [DAILY]: '{"folder":"Daily/","format":"DD.MM.YYYY"}' },
      sourceFolders: [],
      expect: [{ folder: 'Daily', format: 'DD.MM.YYYY' }],
    },
    {
      name: 'Daily Notes without a folder means the vault root',
      files: { [DAILY]: '{}' },
      sourceFolders: [],
      expect: [{ folder: '', format: 'YYYY-MM-DD' }],
    },
    {
      name: 'broken settings file: Journal, with a message',
      files: { [DAILY]: '{folder:' },
      sourceFolders: [],
      expect: [{ folder: 'Journal', format: 'YYYY-MM-DD' }],
      message: /not valid JSON/,
    },
    {
      name: 'explicit folders win; the Daily Notes folder keeps its format',
      files: { [DAILY]: '{"folder":"Daily","format":"DD.MM.YYYY"}' },
      sourceFolders: ['Sessions', 'Daily'],
      expect: [{ folder: 'Sessions', format: 'YYYY-MM-DD' }, { folder: 'Daily', format: 'DD.MM.YYYY' }],
    },
  ];
  test.each(cases)('$name', async (c) => {
    const messages: ReportMessage[] = [];
    const got = await resolveSourceFolders(new MemoryVault({ files: c.files }), { ...DEFAULT_SETTINGS, sourceFolders: c.sourceFolders }, messages, OBSIDIAN_CONFIG_DIR);
    expect(got).toEqual(c.expect);
    if (c.message) expect(messages.map((m) => m.text).join('\n')).toMatch(c.message);
  });
});

describe('listSourceLogs', () => {
  test('daily logs only: never the plugin output, hidden paths or origin: dream notes', async () => {
    const vault = new MemoryVault({
      files: {
        'Journal/2026-11-02.md': 'a',
        'Journal/2026-11-02-standup.md': 'b',
        'Journal/2026/2026-11-03.md': 'nested folders are read',
        'Journal/Ideas.md': 'not dated',
        'Journal/2026-11-04.txt': 'not markdown',
        'Journal/.trash/2026-11-05.md': 'hidden',
        'Journal/2026-11-06.md': '---\norigin: dream\n---\nour own output',
        'Journal/2026-11-07.md': '---\norigin: person\n---\nfine',
        'Journal/2026-11-08.md': '---\n: broken: yaml: [\n---\nstill the person’s words',
        'Memory/Daily/2026-11-02.md': 'digest',
        '.dreams/backups/x/Journal/2026-11-02.md.bak': 'backup',
      },
    });
    const { logs, messages } = await listSourceLogs(ctx(vault, { sourceFolders: ['Journal', 'Memory'] }), ['Journal', 'Memory']);
    expect(logs.map((l) => l.path)).toEqual([
      'Journal/2026-11-02.md',
      'Journal/2026-11-02-standup.md',
      'Journal/2026/2026-11-03.md',
      'Journal/2026-11-07.md',
      'Journal/2026-11-08.md',
    ]);
    const text = messages.map((m) => m.text).join('\n');
    expect(text).toMatch(/Source folder "Memory" is not read: written by the plugin/);
    expect(text).toMatch(/1 note in the source folders carries "origin: dream"/);
  });

  test('the vault root as source folder still skips memory and state folders', async () => {
    const vault = new MemoryVault({
      files: { '2026-11-02.md': 'a', 'Memory/Dreaming/Reports/2026-11-02.md': 'r', 'Memory/Daily/2026-11-02.md': 'd', '.dreams/2026-11-02.md': 's' },
    });
    const { logs } = await listSourceLogs(ctx(vault), [{ folder: '', format: 'YYYY-MM-DD' }]);
    expect(logs.map((l) => l.path)).toEqual(['2026-11-02.md']);
  });

  test('size and mtime come from the vault; dates from the name', async () => {
    const vault = new MemoryVault({ files: { 'Journal/2026-11-02.md': 'héllo' }, mtime: 1234 });
    const { logs } = await listSourceLogs(ctx(vault), ['Journal']);
    expect(logs).toEqual([{ path: 'Journal/2026-11-02.md', date: '2026-11-02', size: 6, mtime: 1234, kind: 'daily' }]);
  });

  test('a format that cannot date a note falls back to YYYY-MM-DD with a message', async () => {
    const vault = new MemoryVault({ files: { 'Daily/2026-11-02.md': 'a', 'Daily/Monday 2 November.md': 'b' } });
    const { logs, messages } = await listSourceLogs(ctx(vault), [{ folder: 'Daily', format: 'dddd D MMMM' }]);
    expect(logs.map((l) => l.path)).toEqual(['Daily/2026-11-02.md']);
    expect(messages[0]!.text).toMatch(/"dddd D MMMM" does not name one day.*YYYY-MM-DD/);
  });

  test('transcripts when enabled: dated by name, else by "started"', async () => {
    const vault = new MemoryVault({
      files: {
        'Sources/Transcripts/2026-11-02-claude.jsonl': '{"role":"user","text":"hi"}\n',
        'Sources/Transcripts/sess-abc.json': '{"started":"2026-11-03T23:30:00Z","messages":[]}',
        'Sources/Transcripts/sess-def.jsonl': '{"meta":1}\n{"started":"2026-11-04"}\n',
        'Sources/Transcripts/undated.json': '{"messages":[]}',
        'Sources/Transcripts/notes.md': 'not a transcript',
      },
    });
    const off = await listSourceLogs(ctx(vault), ['Journal']);
    expect(off.logs).toEqual([]);
    const on = await listSourceLogs(ctx(vault, { readTranscripts: true }), ['Journal']);
    expect(on.logs.map((l) => [l.path, l.date, l.kind])).toEqual([
      ['Sources/Transcripts/2026-11-02-claude.jsonl', '2026-11-02', 'transcript'],
      ['Sources/Transcripts/sess-abc.json', '2026-11-03', 'transcript'],
      ['Sources/Transcripts/sess-def.jsonl', '2026-11-04', 'transcript'],
    ]);
    expect(on.messages.map((m) => m.text).join('\n')).toMatch(/undated.json" has no date/);
  });

  test('"started" is dated in the clock\'s zone', () => {
    expect(startedDate('{"started":"2026-11-03T23:30:00Z"}', 'Europe/Berlin')).toBe('2026-11-04');
    expect(startedDate('{"started":1762212600}', 'UTC')).toBe('2025-11-03');
    expect(startedDate('not json', 'UTC')).toBeNull();
  });
});

describe('readSourceText', () => {
  const at = (path: string, kind: SourceLog['kind'] = 'daily'): SourceLog => ({ path, date: '2026-11-02', size: 0, mtime: 0, kind });

  test.each([
    { name: 'BOM stripped', before: '\uFEFFhello\n', after: 'hello\n' },
    { name: 'CRLF becomes LF, same line count', before: 'a\r\nb\r\n', after: 'a\nb\n' },
    { name: 'CJK kept', before: '今日は晴れ\n', after: '今日は晴れ\n' },
    { name: 'empty file', before: '', after: '' },
  ])('$name', async ({ before, after }) => {
    const vault = new MemoryVault({ files: { 'J/2026-11-02.md': before } });
    expect((await readSourceText(vault, at('J/2026-11-02.md'))).text).toBe(after);
  });

  test.each([
    { name: 'NUL bytes', bytes: new Uint8Array([0x68, 0x00, 0x69]), message: /NUL bytes/ },
    { name: 'invalid UTF-8', bytes: new Uint8Array([0x68, 0xff, 0xfe, 0x69]), message: /not valid UTF-8/ },
  ])('$name: skipped with a message', async ({ bytes, message }) => {
    const vault = new MemoryVault({ files: { 'J/2026-11-02.md': bytes } });
    const r = await readSourceText(vault, at('J/2026-11-02.md'));
    expect(r.text).toBeNull();
    expect(r.messages[0]!.text).toMatch(message);
  });

  test('a missing file is a message, not an error', async () => {
    const r = await readSourceText(new MemoryVault(), at('J/gone.md'));
    expect(r.text).toBeNull();
    expect(r.messages[0]!.text).toMatch(/Could not read/);
  });

  test('transcripts are returned as they are', async () => {
    const vault = new MemoryVault({ files: { 'T/a.jsonl': '{"x":"## Light Sleep"}\n' } });
    expect((await readSourceText(vault, at('T/a.jsonl', 'transcript'))).text).toBe('{"x":"## Light Sleep"}\n');
  });
});

describe('blankSleepSections', () => {
  const cases: { name: string; before: string[]; after: string[] }[] = [
    {
      name: 'Light Sleep blanked line for line up to the next heading of the same level',
      before: ['# Day', 'mine', '## Light Sleep', '- staged 1', '### sub', 'x', '## Evening', 'mine too'],
      after: ['# Day', 'mine', '', '', '', '', '## Evening', 'mine too'],
    },
    {
      name: 'REM Sleep up to a higher-level heading, and to the end of the file',
      before: ['## REM Sleep', 'theme', '# Next', 'kept', '## REM Sleep', 'tail'],
      after: ['', '', '# Next', 'kept', '', ''],
    },
    {
      name: 'a heading inside a code fence does not end the block',
      before: ['## Light Sleep', '```', '## Evening', '```', 'still machine', '## Evening', 'mine'],
      after: ['', '', '', '', '', '## Evening', 'mine'],
    },
    {
      name: 'other headings and YAML comments are left alone',
      before: ['---', '# light sleep in yaml', 'a: 1', '---', '## Sleep log', 'slept 8h'],
      after: ['---', '# light sleep in yaml', 'a: 1', '---', '## Sleep log', 'slept 8h'],
    },
  ];
  test.each(cases)('$name', ({ before, after }) => {
    const out = blankSleepSections(before.join('\n'));
    expect(out.split('\n')).toEqual(after);
  });
});
