import { describe, expect, test } from '@jest/globals';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { currentSourceLogs, sense } from '../helpers/context-calls';
import { watermarkToRecord } from '../../src/core/sense/watermark';
import { MemoryVault } from '../fakes/memory-vault';
import { yamlPackage } from '../../src/cli/yaml-package';

const T = (iso: string): number => Date.parse(iso);

function ctx(vault: EngineContext['vault'], now: string, over: Partial<EngineContext['settings']> = {}): EngineContext {
  return { yaml: yamlPackage, vault, clock: fixedClock(now, 'Europe/Lisbon'), settings: { ...DEFAULT_SETTINGS, ...over }, deviceId: 'test' };
}

const DREAM_LOG = [
  '# Dream log',
  '',
  '## 🌙 Dream #11 · 2026-11-20 03:00 +00:00',
  '',
  '**Trigger**: scheduled',
  '**Consolidated through**: 2026-11-19',
  '',
  '### Note',
  'x',
  '',
  '## 🌙 Dream #12 · 2026-11-21 09:00 +00:00',
  '',
  '**Trigger**: backfill',
  '',
  '### Note',
  'backfill of October',
  '',
].join('\n');

function fixture(): MemoryVault {
  const v = new MemoryVault({
    files: {
      'Memory/Dreaming/dream-log.md': DREAM_LOG,
      'Memory/MEMORY.md': '# Memory\n- Bread: [[sourdough]]\n',
      'Memory/Topics/sourdough.md': 'Starter.',
      'Memory/Topics/seedling.md': 'Seedlings.',
      'Journal/2026-11-18.md': 'old',
      'Journal/2026-11-19.md': 'read by #11',
      'Journal/2026-11-19-late.md': 'appended after #11 started',
      'Journal/2026-11-20.md': 'new day',
      'Clippings/2026-11-20 article.md': 'not in the source folder',
    },
    mtime: T('2026-11-19T20:00:00Z'),
  });
  v.setMtime('Journal/2026-11-19-late.md', T('2026-11-20T03:30:00Z'));
  v.setMtime('Journal/2026-11-20.md', T('2026-11-20T21:00:00Z'));
  v.setMtime('Memory/Topics/seedling.md', T('2026-11-20T12:00:00Z'));
  return v;
}

describe('sense', () => {
  test('writes nothing: files byte-identical, no new paths, no mutating call', async () => {
    const v = fixture();
    const before = v.snapshot();
    const folders = v.folderPaths();
    await sense(ctx(v, '2026-11-21T10:00:00Z'), { trigger: 'scheduled' });
    await sense(ctx(v, '2026-11-21T10:00:00Z'), { trigger: 'manual', backfill: { from: '2026-11-01', to: '2026-11-30' } });
    expect(v.snapshot()).toEqual(before);
    expect(v.folderPaths()).toEqual(folders);
    expect(v.mutatingCalls()).toEqual([]);
    expect(v.paths().some((p) => p.startsWith('.dreams'))).toBe(false);
  });

  test('composes watermark, guardian, selection and the index checks', async () => {
    const r = await sense(ctx(fixture(), '2026-11-21T10:00:00Z'), { trigger: 'scheduled' });
    // The backfill entry #12 is newest and an hour old: a scheduled dream waits out
    // the minimum interval; the frontier stays on #11's start time.
    expect(r.guardian).toEqual({ run: false, reason: expect.stringMatching(/at most once every 20 h/) as unknown as string });
    expect(r.selection.watermark).toBe('2026-11-19');
    expect(r.selection.frontierTimestamp).toBe(T('2026-11-20T03:00:00Z'));
    expect(r.selection.selected.map((l) => l.path)).toEqual(['Journal/2026-11-19-late.md', 'Journal/2026-11-20.md']);
    expect(r.selection.newWatermark).toBe('2026-11-20');
    expect(r.unreachable.map((u) => u.path)).toEqual(['Memory/Topics/seedling.md']);
    expect(r.indexAges).toEqual([{ entry: '- Bread: [[sourdough]]', target: 'Memory/Topics/sourdough.md', mtime: T('2026-11-19T20:00:00Z') }]);
    expect(r.indexChars).toBe('# Memory\n- Bread: [[sourdough]]\n'.length);
    expect(r.sourceFolders).toEqual(['Journal']);
  });

  test('Settle re-lists sources to hold the watermark back for an append made during the run', async () => {
    const v = fixture();
    const c = ctx(v, '2026-11-21T10:00:00Z');
    const startedAt = c.clock.now();
    const r = await sense(c, { trigger: 'manual' });
    expect(r.selection.newWatermark).toBe('2026-11-20');
    v.appendText('Journal/2026-11-19-late.md', 'written while the run worked\n', startedAt + 60_000);
    const recorded = watermarkToRecord(r.selection, await currentSourceLogs(c), startedAt);
    expect(recorded.consolidatedThrough).toBe('2026-11-19');
    expect(v.mutatingCalls()).toEqual([]);
  });

  test('manual runs have no guardian decision', async () => {
    const r = await sense(ctx(fixture(), '2026-11-21T10:00:00Z'), { trigger: 'manual' });
    expect(r.guardian).toBeNull();
  });

  test('first run on a vault with no dream log or index is normal', async () => {
    const v = new MemoryVault({ files: { 'Journal/2026-11-20.md': 'hello' }, mtime: 0 });
    const r = await sense(ctx(v, '2026-11-21T10:00:00Z'), { trigger: 'scheduled' });
    expect(r.guardian?.run).toBe(true);
    expect(r.selection.mode).toBe('first');
    expect(r.selection.selected.map((l) => l.path)).toEqual(['Journal/2026-11-20.md']);
    expect(r.messages.filter((m) => m.level !== 'info')).toEqual([]);
    expect(r.indexChars).toBe(0);
  });

  test('a broken dream log is reported, and the run goes on', async () => {
    const v = new MemoryVault({ files: { 'Memory/Dreaming/dream-log.md': '## 🌙 Dream #? · whenever\n', 'Journal/2026-11-20.md': 'x' }, mtime: 0 });
    const r = await sense(ctx(v, '2026-11-21T10:00:00Z'), { trigger: 'manual' });
    expect(r.messages.map((m) => m.text).join('\n')).toMatch(/no readable dream number/);
    expect(r.selection.selected).toHaveLength(1);
  });

  test('a read error on one source is a message; the rest are selected', async () => {
    const v = new MemoryVault({ files: { 'Journal/2026-11-20.md': 'x', 'Journal/2026-11-21.md': 'y' }, mtime: 0 });
    v.setFault((op, p) => (op === 'readText' && p === 'Journal/2026-11-20.md' ? 'EACCES: permission denied' : null));
    const r = await sense(ctx(v, '2026-11-21T10:00:00Z'), { trigger: 'manual' });
    expect(r.selection.selected.map((l) => l.path)).toEqual(['Journal/2026-11-21.md']);
    expect(r.messages.map((m) => m.text).join('\n')).toMatch(/Could not read "Journal\/2026-11-20.md": EACCES/);
  });

  test('the example vault on disk: Daily Notes folder, every journal day selected, nothing written', async () => {
    const src = path.join(__dirname, '..', '..', 'examples', 'vault');
    if (!fs.existsSync(src)) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-sense-'));
    try {
      fs.cpSync(src, dir, { recursive: true });
      const list = (): string[] => fs.readdirSync(dir, { recursive: true }).map(String).sort();
      const before = list();
      const r = await sense(ctx(new NodeVault(dir), '2026-11-28T06:00:00Z'), { trigger: 'cli' });
      expect(list()).toEqual(before);
      const journal = fs.readdirSync(path.join(dir, 'Journal')).filter((f) => /^\d{4}-\d{2}-\d{2}.*\.md$/.test(f));
      expect(r.selection.mode).toBe('first');
      expect(r.selection.selected.length + r.selection.leftBehind).toBe(journal.length);
      expect(r.selection.selected.every((l) => l.path.startsWith('Journal/'))).toBe(true);
      expect(r.messages.filter((m) => m.level === 'error')).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what Sense reads over a large vault (issue 19: a no-op run over 100,000 notes took 30 s)', () => {
  const days = (n: number): string[] => Array.from({ length: n }, (_x, i) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
  const sourceReads = (v: MemoryVault): string[] => v.calls.filter((c) => (c.op === 'readText' || c.op === 'readBytes') && c.path.startsWith('Journal/')).map((c) => c.path);

  function bigVault(n: number, log: string): MemoryVault {
    const files: Record<string, string> = { 'Memory/Dreaming/dream-log.md': log, 'Memory/MEMORY.md': '# Memory\n- Bread: [[sourdough]]\n' };
    for (const d of days(n)) files[`Journal/${d}.md`] = `---\ntags: [day]\n---\n- A day, ${d}.\n`;
    return new MemoryVault({ files, mtime: T('2026-01-01T00:00:00Z') });
  }
  const logThrough = (date: string): string =>
    ['# Dream log', '', '## 🌙 Dream #1 · 2026-11-20 03:00 +00:00', '', '**Trigger**: cli', `**Consolidated through**: ${date}`, '', '### Note', 'x', ''].join('\n');

  test('a run with nothing new reads no source note and lists the vault once', async () => {
    const all = days(2000);
    const v = bigVault(2000, logThrough(all[all.length - 1]!));
    const r = await sense(ctx(v, '2026-11-21T10:00:00Z'), { trigger: 'manual' });
    expect(r.selection.selected).toEqual([]);
    expect(r.selection.notes.join('\n')).toMatch(/Nothing new since/);
    // The newest note's frontmatter is the one read: the watermark is checked against its date.
    expect(sourceReads(v)).toEqual([`Journal/${all[all.length - 1]!}.md`]);
    expect(v.calls.filter((c) => c.op === 'list').map((c) => c.path)).toEqual(['']);
  });

  test('a first run reads the frontmatter of the notes it takes, not of the notes it leaves behind', async () => {
    const v = bigVault(2000, '');
    const r = await sense(ctx(v, '2026-11-21T10:00:00Z'), { trigger: 'manual' });
    expect(r.selection.selected).toHaveLength(DEFAULT_SETTINGS.batchMaxLogs);
    expect(r.selection.leftBehind).toBe(2000 - DEFAULT_SETTINGS.batchMaxLogs);
    expect(new Set(sourceReads(v))).toEqual(new Set(r.selection.selected.map((l) => l.path)));
  });

  test("a note the selection takes that is the plugin's own output leaves it, and the selection is made again", async () => {
    const v = new MemoryVault({
      files: {
        'Memory/Dreaming/dream-log.md': logThrough('2026-11-18'),
        'Journal/2026-11-18.md': 'read by #1',
        'Journal/2026-11-19.md': '---\norigin: dream\n---\nour own output',
        'Journal/2026-11-20.md': 'a new day',
        'Journal/2026-11-21.md': '---\n' + '['.repeat(200) + '\n---\nfrontmatter past the bounds',
      },
      mtime: T('2026-11-19T20:00:00Z'),
    });
    const r = await sense(ctx(v, '2026-11-21T10:00:00Z', { batchMaxLogs: 1 }), { trigger: 'manual' });
    expect(r.selection.selected.map((l) => l.path)).toEqual(['Journal/2026-11-20.md']);
    const text = r.messages.map((m) => m.text).join('\n');
    expect(text).toMatch(/1 note in the source folders carries "origin: dream"/);
    expect(text).toMatch(/"Journal\/2026-11-21.md" is skipped: its frontmatter is not read/);
  });

  test('a watermark past every note of the person falls back to their newest note, never to a note of the plugin', async () => {
    const v = new MemoryVault({
      files: {
        'Memory/Dreaming/dream-log.md': logThrough('2026-11-25'),
        'Journal/2026-11-20.md': 'the last day the person wrote',
        'Journal/2026-11-26.md': '---\norigin: dream\n---\nour own output, dated after the watermark',
      },
      mtime: T('2026-11-19T20:00:00Z'),
    });
    const r = await sense(ctx(v, '2026-11-30T10:00:00Z'), { trigger: 'manual' });
    expect(r.selection.watermark).toBe('2026-11-20');
    expect(r.selection.selected.map((l) => l.path)).toEqual(['Journal/2026-11-20.md']);
  });
});
