/**
 * Hostile notes against the built runner (dist/cli.js), each in a child
 * process so that a crash of the whole process (a V8 fatal error, a stack
 * overflow nothing caught) shows as an exit code instead of killing jest.
 * Issue 19, "Other defects from the same afternoon".
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';


const root = path.resolve(__dirname, '..', '..');
const cli = path.join(root, 'dist', 'cli.js');
const exampleJournal = path.join(root, 'examples', 'vault', 'Journal');

// `npm test` builds first; a bare `npx jest test/cli` must not fail on a missing bundle.
if (!fs.existsSync(cli)) execFileSync(process.execPath, ['esbuild.config.mjs', 'production'], { cwd: root, stdio: 'pipe' });

interface Result {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, env: { PATH: process.env.PATH ?? '', TZ: 'UTC' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

/** Two days of the example journal plus the given notes (name → text) in Journal/. */
function vaultWith(notes: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-hostile-'));
  temps.push(dir);
  const journal = path.join(dir, 'Journal');
  fs.mkdirSync(journal);
  for (const f of ['2026-11-02.md', '2026-11-03.md']) fs.copyFileSync(path.join(exampleJournal, f), path.join(journal, f));
  for (const [name, text] of Object.entries(notes)) fs.writeFileSync(path.join(journal, name), text);
  return dir;
}

interface Outcome {
  status: string;
  written: { path: string }[];
  messages: { level: string; path?: string; text: string }[];
}

function outcomeOf(r: Result): Outcome {
  expect({ code: r.code, signal: r.signal, stderr: r.stderr }).toEqual({ code: 0, signal: null, stderr: '' });
  return JSON.parse(r.stdout) as Outcome;
}

describe('a frontmatter flow list nested thousands deep', () => {
  // About 9 KB of brackets: the `yaml` package overflowed the stack on it, and
  // once memory existed V8 aborted every later plan and run outright
  // ("RegExpCompiler Allocation failed", SIGABRT, no JSON).
  const deep = `---\ntags: ${'['.repeat(4500)}${']'.repeat(4500)}\n---\n- Fed the cat.\n`;

  test('run, plan, run: none dies; the note is skipped and named, the other days are consolidated', async () => {
    const vault = vaultWith({ '2026-11-04.md': deep });
    const first = await runCli(['run', '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--json']);
    const plan = await runCli(['plan', '--vault', vault, '--now', '2026-11-06T08:00:00Z', '--json']);
    const again = await runCli(['run', '--vault', vault, '--now', '2026-11-06T08:00:00Z', '--json']);
    for (const r of [first, plan, again]) expect({ code: r.code, signal: r.signal, stderr: r.stderr }).toEqual({ code: 0, signal: null, stderr: '' });

    const out = outcomeOf(first);
    expect(out.status).toBe('completed');
    const skipped = out.messages.filter((m) => m.path === 'Journal/2026-11-04.md');
    expect(skipped).toEqual([{ level: 'warn', path: 'Journal/2026-11-04.md', text: expect.stringMatching(/is skipped: its frontmatter is not read \(nested more than 64 levels deep\)/) as unknown as string }]);
    const written = out.written.map((w) => w.path);
    expect(written).toEqual(expect.arrayContaining(['Memory/Daily/2026-11-02.md', 'Memory/Daily/2026-11-03.md']));
    expect(written).not.toContain('Memory/Daily/2026-11-04.md');
    const report = fs.readFileSync(path.join(vault, 'Memory', 'Dreaming', 'Reports', '2026-11-05.md'), 'utf8');
    expect(report).toContain('"Journal/2026-11-04.md" is skipped');
  });
});

describe('a note of 125,000 list lines', () => {
  // 625 KB of `- ok`: one span a line, and `spans.push(...found)` passed them
  // all as arguments, so every run failed with "Maximum call stack size
  // exceeded". Lint now forbids spreading into a call anywhere in src/.
  test('run completes', async () => {
    const vault = vaultWith({ '2026-11-04.md': '- ok\n'.repeat(125_000) });
    const out = outcomeOf(await runCli(['run', '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--json']));
    expect(out.status).toBe('completed');
  });
});

describe('memory paths pointing at sources or the app configuration folder', () => {
  /** A vault whose Daily Notes plugin reads Journal/, with the plugin's data.json. */
  function vaultWithSettings(saved: Record<string, unknown>): string {
    const vault = vaultWith({});
    fs.mkdirSync(path.join(vault, '.obsidian', 'plugins', 'vault-dreaming'), { recursive: true });
    fs.writeFileSync(path.join(vault, '.obsidian', 'daily-notes.json'), JSON.stringify({ folder: 'Journal', format: 'YYYY-MM-DD' }));
    fs.writeFileSync(path.join(vault, '.obsidian', 'plugins', 'vault-dreaming', 'data.json'), JSON.stringify(saved));
    return vault;
  }
  const listing = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

  test('a dream log set to a daily note (the folder known only from the Daily Notes plugin): nothing written, said why', async () => {
    const vault = vaultWithSettings({ dreamLogPath: 'Journal/2026-11-02.md' });
    const before = fs.readFileSync(path.join(vault, 'Journal', '2026-11-02.md'), 'utf8');
    const r = await runCli(['run', '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as Outcome;
    expect(out.written).toEqual([]);
    expect(out.messages.map((m) => m.text)).toContainEqual(expect.stringContaining('dreamLogPath "Journal/2026-11-02.md" is inside the source folder "Journal", and sources are read-only'));
    expect(fs.readFileSync(path.join(vault, 'Journal', '2026-11-02.md'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(vault, 'Memory'))).toBe(false);
  });

  test('a memory folder of .obsidian: refused with a message, the default used, nothing written under .obsidian', async () => {
    const vault = vaultWithSettings({ memoryFolder: '.obsidian' });
    const config = listing(path.join(vault, '.obsidian'));
    const r = await runCli(['run', '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('settings: memoryFolder ".obsidian" is in a hidden folder');
    expect(listing(path.join(vault, '.obsidian'))).toEqual(config);
    expect(fs.existsSync(path.join(vault, 'Memory', 'Dreaming', 'review-queue.md')) || fs.existsSync(path.join(vault, 'Memory', 'Dreaming', 'dreaming-device.md'))).toBe(true);
  });
});

describe('a password in the model base URL', () => {
  // docs/cli.md's cron line appends stdout to a log; plans and errors printed the URL whole.
  const urls = ['http://admin:Pw7urlsecret@127.0.0.1:9/v1', 'redis://:Pw7urlsecret@127.0.0.1:9/v1', 'https://Pw7urlsecret@127.0.0.1:9/v1'];

  test.each(urls)('--base-url %s: refused as bad usage, the password printed nowhere', async (url) => {
    const vault = vaultWith({});
    for (const command of ['plan', 'run']) {
      const r = await runCli([command, '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--provider', 'openai', '--model', 'm', '--base-url', url, '--json']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--base-url: it carries a user name or password');
      expect(r.stdout + r.stderr).not.toContain('Pw7urlsecret');
    }
    expect(fs.existsSync(path.join(vault, 'Memory'))).toBe(false);
  });

  test('the same URL in the plugin settings: dropped with a message, the password printed and written nowhere', async () => {
    const vault = vaultWith({});
    fs.mkdirSync(path.join(vault, '.obsidian', 'plugins', 'vault-dreaming'), { recursive: true });
    fs.writeFileSync(path.join(vault, '.obsidian', 'plugins', 'vault-dreaming', 'data.json'), JSON.stringify({ provider: 'openai', model: 'm', baseUrl: urls[0] }));
    const plan = await runCli(['plan', '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--json']);
    const run = await runCli(['run', '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--json']);
    for (const r of [plan, run]) {
      expect(r.code).toBe(0);
      expect(r.stderr).toContain('settings: baseUrl: it carries a user name or password');
      expect(r.stdout + r.stderr).not.toContain('Pw7urlsecret');
    }
    for (const f of fs.readdirSync(vault, { recursive: true, encoding: 'utf8' })) {
      const abs = path.join(vault, f);
      if (f.includes('data.json') || !fs.statSync(abs).isFile()) continue;
      expect([f, fs.readFileSync(abs, 'utf8').includes('Pw7urlsecret')]).toEqual([f, false]);
    }
  });
});

describe('a source note past the size cap', () => {
  // A 50 MB note took 2.6–3.5 GB of memory; past 4 MiB a note is skipped unread.
  test('is skipped and named; the other days are consolidated', async () => {
    const vault = vaultWith({ '2026-11-04.md': '- I walked the dog.\n'.repeat(Math.ceil((4 * 1024 * 1024 + 1) / 20)) });
    const out = outcomeOf(await runCli(['run', '--vault', vault, '--now', '2026-11-05T08:00:00Z', '--json']));
    expect(out.status).toBe('completed');
    expect(out.messages).toContainEqual({ level: 'warn', path: 'Journal/2026-11-04.md', text: '"Journal/2026-11-04.md" is skipped: it is 4.0 MiB, over the 4 MiB a source may be; it is not read.' });
    expect(out.written.map((w) => w.path)).toEqual(expect.arrayContaining(['Memory/Daily/2026-11-02.md', 'Memory/Daily/2026-11-03.md']));
  });
});
