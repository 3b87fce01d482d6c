/**
 * The days a reflection reads: every note of its period is read once, for
 * where it comes from and for its text together. A note the plugin wrote
 * (`origin: dream`) is no day of the person's and is passed over without a
 * word; a note that is no text (invalid UTF-8) is named in the messages.
 * A dream that closes a week takes those days from the listing Sense made:
 * the vault is walked once a dream.
 */
import { afterEach, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { yamlPackage } from '../../src/cli/yaml-package';
import { fixedClock } from '../../src/core/ports/clock';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { VaultPort } from '../../src/core/ports/vault';
import { gatherEvidence } from '../../src/core/reflect/evidence';
import { runDream } from '../../src/core/engine';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** The vault, counting how often each file's content is read and each folder listed. */
function counted(vault: NodeVault): { vault: VaultPort; reads: Map<string, number>; lists: string[] } {
  const reads = new Map<string, number>();
  const lists: string[] = [];
  const count = (p: string): void => {
    reads.set(p, (reads.get(p) ?? 0) + 1);
  };
  const wrapped: VaultPort = {
    list: (f) => (lists.push(f), vault.list(f)),
    stat: (p) => vault.stat(p),
    exists: (p) => vault.exists(p),
    readText: (p) => (count(p), vault.readText(p)),
    readBytes: (p) => (count(p), vault.readBytes(p)),
    write: (p, t) => vault.write(p, t),
    replace: (p, e, n) => vault.replace(p, e, n),
    mkdir: (p) => vault.mkdir(p),
    remove: (p) => vault.remove(p),
    removeEmptyFolder: (p) => vault.removeEmptyFolder(p),
  };
  return { vault: wrapped, reads, lists };
}

test('each note of the period is read once; the plugin’s own notes are no day, a note that is no text is named', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-evidence-'));
  dirs.push(dir);
  const journal = path.join(dir, 'Journal');
  fs.mkdirSync(journal, { recursive: true });
  fs.writeFileSync(path.join(journal, '2026-11-16.md'), '- [[Mewa]]: second coat, looks good\n');
  fs.writeFileSync(path.join(journal, '2026-11-17.md'), '---\norigin: dream\n---\n- [[Mewa]]: a digest line the plugin wrote\n');
  fs.writeFileSync(path.join(journal, '2026-11-18.md'), '---\ntags: [boat]\n---\n- [[Mewa]]: paused until spring\n');
  fs.writeFileSync(path.join(journal, '2026-11-19.md'), Buffer.from([0x2d, 0x20, 0xc3, 0x28, 0x0a]));
  fs.writeFileSync(path.join(journal, '2026-11-30.md'), '- outside the period\n');
  const { vault, reads } = counted(new NodeVault(dir));
  const ev = await gatherEvidence({ vault, yaml: yamlPackage, clock: fixedClock('2026-11-29T05:00:00Z') }, DEFAULT_SETTINGS, '2026-11-16', '2026-11-22');
  expect(ev.days.map((d) => d.path)).toEqual(['Journal/2026-11-16.md', 'Journal/2026-11-18.md']);
  expect(ev.days[1]!.lines).toContain('- [[Mewa]]: paused until spring');
  expect(ev.messages.map((m) => m.path)).toEqual(['Journal/2026-11-19.md']);
  expect(ev.messages[0]!.text).toMatch(/not valid UTF-8/);
  const journalReads = [...reads].filter(([p]) => p.startsWith('Journal/'));
  expect(journalReads.map(([p]) => p).sort()).toEqual(['Journal/2026-11-16.md', 'Journal/2026-11-17.md', 'Journal/2026-11-18.md', 'Journal/2026-11-19.md']);
  for (const [p, n] of journalReads) expect([p, n]).toEqual([p, 1]);
});

test('a dream that closes a week walks the vault once; its reflection lists nothing again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-evidence-'));
  dirs.push(dir);
  const journal = path.join(dir, 'Journal');
  fs.mkdirSync(journal, { recursive: true });
  for (const [day, text] of [['2026-11-16', '- [[Mewa]]: second coat, looks good\n'], ['2026-11-18', '- [[Mewa]]: paused until spring\n'], ['2026-11-22', '- Running: long run, 15 km\n']]) {
    fs.writeFileSync(path.join(journal, `${day}.md`), text!);
  }
  const { vault, lists } = counted(new NodeVault(dir));
  const summary = await runDream({ yaml: yamlPackage, vault, clock: fixedClock('2026-11-23T05:00:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'test-device' }, { trigger: 'cli', offline: true });
  expect(summary.written.map((w) => w.path)).toContain('Memory/Reflections/2026-W47.md');
  expect(lists.filter((f) => f === '')).toHaveLength(1);
  // The source folder is listed once more, by the last check of the watermark (a log changed while the run worked), not for the reflection.
  expect(lists.filter((f) => f === 'Journal')).toHaveLength(1);
});
