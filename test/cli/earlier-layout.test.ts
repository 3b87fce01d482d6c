/**
 * The CLI over a vault an earlier version dreamt in: the dream log at
 * Memory/dream-log.md (and reports in Memory/Reports/) is read and kept while
 * the Memory/Dreaming/ log does not exist yet, so the date read up to is not
 * lost and no note is read twice (issue 22).
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CliOptions } from '../../src/cli/args';
import { buildEngineContext } from '../../src/cli/host';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function vault(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-layout-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

async function settingsOf(dir: string) {
  const opts = { command: 'status', vault: dir, offline: true, json: false, verbose: false } as CliOptions;
  return (await buildEngineContext(opts, { env: {}, warn: () => undefined })).settings;
}

const LOG = '# Dream log\n\n## Dream #1 · 2026-11-20 03:00\nConsolidated through: 2026-11-19\n';

describe('the dream log where an earlier version kept it', () => {
  test('Memory/dream-log.md and Memory/Reports/ are used while Memory/Dreaming/ has no log', async () => {
    const s = await settingsOf(vault({ 'Memory/dream-log.md': LOG, 'Memory/Reports/2026-11-20.md': '# Report\n' }));
    expect([s.dreamLogPath, s.reportsFolder]).toEqual(['Memory/dream-log.md', 'Memory/Reports']);
  });

  test('once the new log exists, or data.json names a path, the old one is not used', async () => {
    const both = await settingsOf(vault({ 'Memory/dream-log.md': LOG, 'Memory/Dreaming/dream-log.md': LOG }));
    expect([both.dreamLogPath, both.reportsFolder]).toEqual(['Memory/Dreaming/dream-log.md', 'Memory/Dreaming/Reports']);
    const named = await settingsOf(vault({ 'Memory/dream-log.md': LOG, '.obsidian/plugins/vault-dreaming/data.json': JSON.stringify({ dreamLogPath: 'Notes/log.md' }) }));
    expect(named.dreamLogPath).toBe('Notes/log.md');
    const fresh = await settingsOf(vault({ 'Journal/2026-11-20.md': '- a day\n' }));
    expect(fresh.dreamLogPath).toBe('Memory/Dreaming/dream-log.md');
  });
});
