/**
 * `npm run demo` as a new person meets it: the script run into a temp folder,
 * judged by what it leaves there (the plugin installed and enabled, so the
 * folder opens in Obsidian with the panels), by how much it prints, and by
 * whether the memory it wrote is smaller than the journal it read — the
 * measure a person reads as "it condensed my notes".
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { HANG_GUARD_MS } from './helpers/patience';

const root = path.resolve(__dirname, '..');
const example = path.join(root, 'examples', 'vault');
const script = path.join(root, 'scripts', 'demo.mjs');
const PLUGIN_ID = (JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) as { id: string }).id;

// `npm test` builds first; a bare `npx jest test/demo.test.ts` must not fail on a missing bundle.
if (!fs.existsSync(path.join(root, 'dist', 'cli.js')) || !fs.existsSync(path.join(root, 'main.js'))) {
  execFileSync(process.execPath, ['esbuild.config.mjs', 'production'], { cwd: root, stdio: 'pipe' });
}

const temps: string[] = [];
const tempDir = (): string => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-demo-'));
  temps.push(d);
  return d;
};
afterAll(() => {
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

function demo(vault: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [script, '--vault', vault], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC' },
    timeout: HANG_GUARD_MS,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** vault-relative paths of the .md files under dir */
function markdownUnder(vault: string, dir: string): string[] {
  const abs = path.join(vault, dir);
  if (!fs.existsSync(abs)) return [];
  return (fs.readdirSync(abs, { recursive: true }) as string[])
    .map((p) => path.join(dir, p).split(path.sep).join('/'))
    .filter((p) => p.endsWith('.md') && fs.statSync(path.join(vault, p)).isFile());
}

const chars = (file: string): number => [...fs.readFileSync(file, 'utf8')].length;

describe('npm run demo', () => {
  let vault: string;
  let out: { code: number | null; stdout: string; stderr: string };

  beforeAll(() => {
    vault = path.join(tempDir(), 'vault');
    out = demo(vault);
  });

  test('completes', () => {
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
  });

  test('installs the built plugin and enables it, so the vault opens with the panels', () => {
    const dir = path.join(vault, '.obsidian', 'plugins', PLUGIN_ID);
    for (const f of ['main.js', 'manifest.json', 'styles.css']) {
      if (!fs.existsSync(path.join(root, f))) continue;
      expect(fs.readFileSync(path.join(dir, f), 'utf8')).toBe(fs.readFileSync(path.join(root, f), 'utf8'));
    }
    expect(fs.existsSync(path.join(dir, 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'manifest.json'))).toBe(true);
    const enabled: unknown = JSON.parse(fs.readFileSync(path.join(vault, '.obsidian', 'community-plugins.json'), 'utf8'));
    expect(enabled).toEqual(expect.arrayContaining([PLUGIN_ID]));
    // The dream the demo ran counts as the person's first: no first-run view offering one.
    const data = JSON.parse(fs.readFileSync(path.join(dir, 'data.json'), 'utf8')) as { firstDreamStartedAt?: string };
    expect(typeof data.firstDreamStartedAt).toBe('string');
  });

  test('prints about ten plain lines: read, kept, review, open, undo — no engine words', () => {
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines.length).toBeLessThanOrEqual(12);
    for (const word of [/^Read:/m, /^Kept:/m, /^Review:/m, /^Obsidian:/m, /^Undo:/m]) expect(out.stdout).toMatch(word);
    expect(out.stdout).not.toMatch(/watermark|\btier\b|\bgated?\b|candidates?:|confidence/i);
  });

  test('the memory it wrote is no larger than the journal it read', () => {
    const journal = markdownUnder(vault, 'Journal').reduce((n, p) => n + chars(path.join(vault, p)), 0);
    // What the dream wrote under Memory/: new or changed files, not its state in Memory/Dreaming/.
    const written = markdownUnder(vault, 'Memory').filter((p) => {
      if (p.startsWith('Memory/Dreaming/')) return false;
      const original = path.join(example, p);
      return !fs.existsSync(original) || fs.readFileSync(original, 'utf8') !== fs.readFileSync(path.join(vault, p), 'utf8');
    });
    expect(written.length).toBeGreaterThan(3);
    const memory = written.reduce((n, p) => n + chars(path.join(vault, p)), 0);
    expect(journal).toBeGreaterThan(0);
    expect(memory).toBeLessThanOrEqual(journal);
    // The figure it prints is the same measure.
    expect(out.stdout).toContain(`the memory it wrote is ${memory.toLocaleString('en')} characters, from ${journal.toLocaleString('en')}`);
  });

  test('never replaces a folder it did not make', () => {
    const mine = tempDir();
    fs.writeFileSync(path.join(mine, 'note.md'), 'mine\n');
    const r = demo(mine);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not made by the demo/);
    expect(fs.readFileSync(path.join(mine, 'note.md'), 'utf8')).toBe('mine\n');
  });
});
