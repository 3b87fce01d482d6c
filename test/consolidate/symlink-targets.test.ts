/**
 * Issue 12 item 4: links inside the memory folders. Judged by where the file
 * really is, a memory path that is a link leads to a journal note, another
 * plugin's data or out of the vault; the run drops that target with a message
 * and goes on, and the file it leads to is never touched.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const JOURNAL = '# 2026-11-28\n\n- Decided to keep the writing block before 10 every weekday.\n- I prefer tea in the morning.\n';
const PLUGIN_DATA = '{"note":"another plugin keeps this","apiToken":"theirs-not-ours"}\n';

function vaultWithLinks(): { root: string; outside: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-links-'));
  dirs.push(base);
  const root = path.join(base, 'vault');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(root, 'Journal'), { recursive: true });
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(root, 'Journal', '2026-11-28.md'), JOURNAL);
  fs.mkdirSync(path.join(root, '.obsidian', 'plugins', 'other'), { recursive: true });
  fs.writeFileSync(path.join(root, '.obsidian', 'plugins', 'other', 'data.json'), PLUGIN_DATA);
  fs.writeFileSync(path.join(outside, 'index.md'), 'outside the vault\n');
  fs.mkdirSync(path.join(root, 'Memory', 'Daily'), { recursive: true });
  fs.mkdirSync(path.join(root, 'Memory', 'Topics'), { recursive: true });
  // The digest this run would write for 2026-11-28 is a link to that day's journal note.
  fs.symlinkSync('../../Journal/2026-11-28.md', path.join(root, 'Memory', 'Daily', '2026-11-28.md'));
  // A topic note that is a link into another plugin's folder.
  fs.symlinkSync('../../.obsidian/plugins/other/data.json', path.join(root, 'Memory', 'Topics', 'x.md'));
  // The index is a link that leaves the vault (this used to fail the whole night).
  fs.symlinkSync(path.join(outside, 'index.md'), path.join(root, 'Memory', 'MEMORY.md'));
  return { root, outside };
}

describe('links at memory paths', () => {
  test('each is dropped with a message, the files they lead to stay byte-identical, and the run completes', async () => {
    const { root, outside } = vaultWithLinks();
    const summary = await runDream(
      { yaml: yamlPackage, vault: new NodeVault(root), clock: fixedClock('2026-11-29T03:00:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'test' },
      { trigger: 'cli', offline: true },
    );
    expect(summary.status).toBe('completed');
    expect(summary.watermarkAfter).toBe('2026-11-28');
    expect(fs.readFileSync(path.join(root, 'Journal', '2026-11-28.md'), 'utf8')).toBe(JOURNAL);
    expect(fs.readFileSync(path.join(root, '.obsidian', 'plugins', 'other', 'data.json'), 'utf8')).toBe(PLUGIN_DATA);
    expect(fs.readFileSync(path.join(outside, 'index.md'), 'utf8')).toBe('outside the vault\n');
    for (const p of ['Memory/Daily/2026-11-28.md', 'Memory/Topics/x.md', 'Memory/MEMORY.md']) {
      expect(fs.lstatSync(path.join(root, p)).isSymbolicLink()).toBe(true);
    }
    expect(summary.written.map((w) => w.path)).not.toEqual(expect.arrayContaining(['Memory/Daily/2026-11-28.md']));
    expect(summary.written.map((w) => w.path)).toEqual(expect.arrayContaining(['Memory/Dreaming/dream-log.md']));

    const said = summary.messages.map((m) => `${m.level} ${m.text}`).join('\n');
    expect(said).toContain('error Memory/Daily/2026-11-28.md is a symbolic link, and the plugin never writes through a link');
    expect(said).toMatch(/error Dropped a write to Memory\/MEMORY\.md: .*a symbolic link leads outside the vault/);
    // The linked "topic" is not reported as an unreachable topic with another plugin's text as its excerpt.
    expect(summary.unreachable).not.toContain('Memory/Topics/x.md');
    const report = fs.readFileSync(path.join(root, summary.reportPath!), 'utf8');
    expect(report).not.toContain('theirs-not-ours');
    expect(report).toContain('Memory/Daily/2026-11-28.md is a symbolic link');
  });
});
