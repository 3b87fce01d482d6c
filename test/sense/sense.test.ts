import { describe, expect, test } from '@jest/globals';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/clock';
import type { EngineContext } from '../../src/core/context';
import { DEFAULT_SETTINGS } from '../../src/core/settings';
import { currentSourceLogs, sense } from '../../src/core/sense/sense';
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
