/**
 * Promises made long ago, each pinned through the command line's engine on a
 * temp vault: a closed or paused project reaches the person's own index line;
 * the unreachable-topic report names a note once, not at every dream; a note
 * whose name is near the file-name limit is backed up and restored; a lock
 * left by a killed run on this device is taken over at once; a note dated
 * after the clock is read once; deep nesting costs linear time; and every
 * source skipped for its name or its bytes is named in the report.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inProcessCli } from '../helpers/in-process-cli';
import { listFiles } from '../helpers/files';

const TSX = path.join(__dirname, '../../node_modules/.bin/tsx');
const HOLD_LOCK = path.join(__dirname, 'support/hold-lock.ts');

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A vault of `notes` (path → [text, mtime as ISO or YYYY-MM-DD at noon UTC]). */
function vaultOf(notes: Record<string, [string | Uint8Array, string]>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-promises-'));
  dirs.push(dir);
  for (const [rel, [text, when]] of Object.entries(notes)) write(dir, rel, text, when);
  return dir;
}

function write(dir: string, rel: string, text: string | Uint8Array, when: string): void {
  const abs = path.join(dir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
  const t = new Date(when.length === 10 ? `${when}T12:00:00Z` : when);
  fs.utimesSync(abs, t, t);
}

interface Outcome {
  status: string;
  logsSelected: number;
  unreachable: string[];
  written: { path: string; action: string; backup: string | null }[];
  messages: { level: string; path?: string; text: string }[];
}

async function dream(dir: string, now: string): Promise<Outcome> {
  const r = await inProcessCli(['run', '--vault', dir, '--offline', '--now', now, '--json'], {});
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as Outcome;
}

const read = (dir: string, rel: string): string => fs.readFileSync(path.join(dir, rel), 'utf8');

describe('closed and paused work reaches the person\'s own index line', () => {
  test('a journal that closes one project and pauses another dates both of the person\'s lines, their words kept', async () => {
    const dir = vaultOf({
      'Memory/MEMORY.md': ['# Memory\n\n## Projects\n- [[Trellis]] — my sync app, evenings only\n- [[Seedling]] — garden planner\n\n## Done\n- [[Old flat]] — sold 2024\n', '2026-11-01'],
      'Journal/2026-11-02.md': ['# Monday\n\n- Worked on [[Trellis]] sync conflicts tonight.\n- Watered the [[Seedling]] beds.\n', '2026-11-02'],
      'Journal/2026-11-03.md': ['# Tuesday\n\n- [[Trellis]]: fixed the sync queue.\n- Planned the [[Seedling]] layout for spring.\n', '2026-11-03'],
      'Journal/2026-11-04.md': ['# Wednesday\n\n- Closed the [[Trellis]] project: sold it to Acme. Project closed. ✅\n- Paused [[Seedling]] until spring. Project paused.\n', '2026-11-04'],
    });
    const out = await dream(dir, '2026-11-05T08:00:00Z');
    expect(out.status).toBe('completed');
    const index = read(dir, 'Memory/MEMORY.md').split('\n');
    expect(index).toContain('- [[Seedling]] — garden planner — paused 2026-11-04');
    expect(index).toContain('- [[Trellis]] — my sync app, evenings only — closed 2026-11-04');
    // the closed line moved whole into the person's own archive section
    expect(index.indexOf('- [[Trellis]] — my sync app, evenings only — closed 2026-11-04')).toBeGreaterThan(index.indexOf('## Done'));
    expect(index).toContain('- [[Old flat]] — sold 2024');
  });
});

describe('the unreachable-topic report lists a note once, in the dream whose span holds its change', () => {
  test('an old orphan only on the first dream; one dated after the clock only once the clock has passed it; a changed one again', async () => {
    const dir = vaultOf({
      'Memory/MEMORY.md': ['# Memory\n\n## Projects\n- [[Seedling]] — garden planner\n', '2026-11-01'],
      'Memory/Topics/Old orphan.md': ['# Old orphan\n\nSomething from months ago.\n', '2026-06-01'],
      'Memory/Topics/Synced orphan.md': ['# Synced orphan\n\nFrom a device whose clock runs ahead.\n', '2026-11-06T20:00:00Z'],
      'Journal/2026-11-02.md': ['# Monday\n\n- Watered the [[Seedling]] beds.\n', '2026-11-02'],
    });
    const listed: string[][] = [];
    for (const [i, now] of ['2026-11-05T08:00:00Z', '2026-11-06T08:00:00Z', '2026-11-07T08:00:00Z', '2026-11-08T08:00:00Z', '2026-11-09T08:00:00Z'].entries()) {
      if (i === 4) write(dir, 'Memory/Topics/Old orphan.md', '# Old orphan\n\nSomething from months ago, and a line today.\n', '2026-11-08T18:00:00Z');
      write(dir, `Journal/2026-11-0${5 + i}.md`, `# Day\n\n- Watered the [[Seedling]] beds, day ${i}.\n`, now.slice(0, 10) + 'T07:00:00Z');
      const out = await dream(dir, now);
      expect(out.status).toBe('completed');
      listed.push(out.unreachable);
    }
    expect(listed).toEqual([
      ['Memory/Topics/Old orphan.md'],
      [],
      ['Memory/Topics/Synced orphan.md'],
      [],
      ['Memory/Topics/Old orphan.md'],
    ]);
  });
});

describe('a note whose name is near the file-name limit', () => {
  // 253 bytes with ".md" (two-byte letters): ".bak" would make 257, over the 255 a name may have.
  let name = '';
  for (const ch of 'Ogród działkowy przy torach, szklarnia i kompostownik Łucji '.repeat(10)) {
    if (Buffer.byteLength(`${name}${ch}.md`) > 253) break;
    name += ch;
  }
  name = name.trimEnd();

  test('is backed up under a shortened name with a hash, and undo puts it back byte for byte', async () => {
    const topic = `Memory/Topics/${name}.md`;
    const before = `# ${name}\n\n- Planted garlic in the north bed.\n`;
    const dir = vaultOf({
      [topic]: [before, '2026-11-01'],
      'Memory/MEMORY.md': [`# Memory\n\n## Projects\n- [[${name}]] — the allotment\n`, '2026-11-01'],
      ...Object.fromEntries(['2026-11-02', '2026-11-03', '2026-11-04'].map((d) => [`Journal/${d}.md`, [`# ${d}\n\n- Worked on [[${name}]]: turned the compost and watered the tomatoes on ${d}.\n`, d]])),
    });
    expect(Buffer.byteLength(`${name}.md`)).toBe(253);
    const out = await dream(dir, '2026-11-05T08:00:00Z');
    expect(out.messages.filter((m) => m.level === 'error')).toEqual([]);
    expect(out.status).toBe('completed');
    const w = out.written.find((x) => x.path === topic);
    expect(w?.action).toBe('update');
    const backup = w!.backup!;
    expect(Buffer.byteLength(path.basename(backup))).toBeLessThanOrEqual(255);
    expect(path.basename(backup)).toMatch(/^Ogród działkowy .*~[0-9a-f]{16}\.bak$/);
    expect(read(dir, backup)).toBe(before);
    expect(read(dir, topic)).not.toBe(before);

    const undo = await inProcessCli(['undo', '--vault', dir, '--json'], {});
    expect(JSON.parse(undo.stdout)).toMatchObject({ refused: [], restored: expect.arrayContaining([topic]) as unknown as string[] });
    expect(read(dir, topic)).toBe(before);
    // no temp or guard file left beside it
    expect(listFiles(path.join(dir, 'Memory', 'Topics'))).toEqual([`${name}.md`]);
  });
});

/** Runs hold-lock.ts on `dir`; resolves once it holds the lock, with the child. */
function holdLock(dir: string, how: 'die' | 'hold'): Promise<{ exited: Promise<number | null>; release: () => void }> {
  const child = spawn(TSX, [HOLD_LOCK, dir, how], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', TZ: 'UTC' } });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (d.includes('locked')) resolve({ exited, release: () => child.stdin.end() });
    });
    void exited.then((code) => reject(new Error(`hold-lock.ts exited ${String(code)} before it held the lock: ${err}`)));
  });
}

describe('a lock from a run that died on this device', () => {
  const journal = { 'Journal/2026-11-02.md': ['# Monday\n\n- Watered the seedlings.\n', '2026-11-02'] as [string, string] };

  test('is taken over at once when its process is gone, and the take-over is said', async () => {
    const dir = vaultOf(journal);
    const holder = await holdLock(dir, 'die');
    expect(await holder.exited).toBe(137);
    expect(JSON.parse(read(dir, '.dreams/lock.json'))).toMatchObject({ runId: '20261105-080000-dead', pid: expect.any(Number) as unknown as number });
    // the lease has most of its real half hour to run: only the dead process frees it
    const out = await dream(dir, '2026-11-05T08:00:00Z');
    expect(out.status).toBe('completed');
    expect(out.messages).toContainEqual(expect.objectContaining({ level: 'warn', text: expect.stringMatching(/^Took over this device's own lock from run 20261105-080000-dead/) }));
    expect(fs.existsSync(path.join(dir, '.dreams/lock.json'))).toBe(false);
  });

  test('a live process\'s lock is not: the run is refused while it runs, and goes ahead once it has ended', async () => {
    const dir = vaultOf(journal);
    const holder = await holdLock(dir, 'hold');
    const refused = await inProcessCli(['run', '--vault', dir, '--offline', '--now', '2026-11-05T08:00:00Z', '--json'], {});
    expect(refused.stdout + refused.stderr).toMatch(/Another dream is running/);
    expect(read(dir, 'Journal/2026-11-02.md')).toContain('seedlings');
    expect(fs.existsSync(path.join(dir, 'Memory'))).toBe(false);
    holder.release();
    expect(await holder.exited).toBe(0);
    // it ended without releasing the lock (as a crash would): its process is gone, so the lock is taken over
    expect((await dream(dir, '2026-11-05T08:00:00Z')).status).toBe('completed');
  });
});

describe('a note dated after the clock', () => {
  test('is read once: later dreams find nothing new, until a note of its date changes', async () => {
    const dir = vaultOf({
      'Journal/2026-11-02.md': ['# Monday\n\n- Watered the seedlings.\n', '2026-11-02'],
      // synced from a device whose clock is decades ahead
      'Journal/2026-11-04.md': ['# Wednesday\n\n- Bought seeds for the north bed.\n', '2099-01-01T00:00:00Z'],
      'Journal/2026-11-04-evening.md': ['# Wednesday evening\n\n- Sowed basil.\n', '2026-11-04T20:00:00Z'],
    });
    const first = await dream(dir, '2026-11-05T08:00:00Z');
    expect([first.status, first.logsSelected]).toEqual(['completed', 3]);
    const second = await dream(dir, '2026-11-06T08:00:00Z');
    expect([second.status, second.logsSelected]).toEqual(['noop', 0]);
    // the person adds a line to the evening note of that date: it is read again, the future-dated one is not
    write(dir, 'Journal/2026-11-04-evening.md', '# Wednesday evening\n\n- Sowed basil.\n- Also parsley.\n', '2026-11-06T09:00:00Z');
    const third = await dream(dir, '2026-11-07T08:00:00Z');
    expect([third.status, third.logsSelected]).toEqual(['completed', 1]);
    const fourth = await dream(dir, '2026-11-08T08:00:00Z');
    expect([fourth.status, fourth.logsSelected]).toEqual(['noop', 0]);
    const backupFolders = fs.readdirSync(path.join(dir, '.dreams', 'backups'));
    expect(backupFolders.length).toBeLessThanOrEqual(2);
  });
});

describe('nesting far past any limit', () => {
  // 400,000 levels: read in linear time this is a few seconds; the quadratic
  // scan it had (a link pattern trying every "[" to the end of the line, 68 s
  // at 50,000 levels) would take over an hour, so a return of it ends this
  // test by jest's hang guard, not by a measured time.
  const LEVELS = 400_000;
  test.each([
    ['nested brackets', `${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`],
    ['brackets and spaces', `${'[ '.repeat(LEVELS)}x`],
    ['list markers and brackets', `${'- [ '.repeat(LEVELS)}x`],
    ['list markers', `${'- '.repeat(LEVELS)}x`],
  ])('%s: the dream completes and reads the day\'s plain line', async (_what, line) => {
    const dir = vaultOf({ 'Journal/2026-11-04.md': [`# Wednesday\n\n- Decided to plant garlic in the north bed this autumn.\n${line}\n`, '2026-11-04'] });
    const out = await dream(dir, '2026-11-05T08:00:00Z');
    expect(out.status).toBe('completed');
    expect(read(dir, 'Memory/Daily/2026-11-04.md')).toContain('plant garlic in the north bed');
  });
});

describe('every source skipped for its name or its bytes is named in the report', () => {
  test('an impossible date, a short date, a letter in the date, binary bytes, bytes that are not UTF-8, a note over the size cap', async () => {
    const skipped = ['Journal/2026-02-30.md', 'Journal/2026-1-5.md', 'Journal/2026-11-0a.md', 'Journal/2026-11-06.md', 'Journal/2026-11-07.md', 'Journal/2026-11-08.md'];
    const dir = vaultOf({
      'Journal/2026-11-02.md': ['# Monday\n\n- Watered the seedlings.\n', '2026-11-02'],
      'Journal/2026-02-30.md': ['# A day that never was\n\n- Watered.\n', '2026-03-02'],
      'Journal/2026-1-5.md': ['# Short date\n\n- Watered.\n', '2026-01-05'],
      'Journal/2026-11-0a.md': ['# A letter in the date\n\n- Watered.\n', '2026-11-03'],
      'Journal/2026-11-06.md': [Uint8Array.from([0x23, 0x20, 0, 1, 2, 3, 0xff, 0]), '2026-11-06'],
      'Journal/2026-11-07.md': [Uint8Array.from([0x23, 0x20, 0xc3, 0x28, 0x0a]), '2026-11-07'],
      'Journal/2026-11-08.md': ['- a line\n'.repeat(500_000), '2026-11-08'],
      // not daily notes, and not said to be: a plain name and another kind of file
      'Journal/Garden plan.md': ['# Garden plan\n', '2026-11-01'],
      'Journal/2026-11-09.txt': ['text', '2026-11-09'],
    });
    const out = await dream(dir, '2026-11-10T08:00:00Z');
    expect(out.status).toBe('completed');
    const report = read(dir, 'Memory/Dreaming/Reports/2026-11-10.md');
    for (const p of skipped) {
      expect(out.messages).toContainEqual(expect.objectContaining({ level: 'warn', path: p }));
      expect(report).toContain(`"${p}"`);
    }
    expect(report).not.toContain('Garden plan');
    expect(report).not.toContain('2026-11-09.txt');
  });
});

describe('undo of a dream that dated a person\'s line, after a later dream wrote the index again', () => {
  test('the refusal says which dream to undo first; doing so, then this one again, gives the person their line back', async () => {
    const index0 = '# Memory\n\n## Projects\n- [[Trellis]] — my sync app, evenings only\n- [[Seedling]] — garden planner\n\n## Done\n- [[Old flat]] — sold 2024\n';
    const dir = vaultOf({
      'Memory/MEMORY.md': [index0, '2026-11-01'],
      'Journal/2026-11-02.md': ['# Monday\n\n- Worked on [[Trellis]] sync conflicts tonight.\n- Watered the [[Seedling]] beds.\n', '2026-11-02'],
      'Journal/2026-11-03.md': ['# Tuesday\n\n- [[Trellis]]: fixed the sync queue.\n- Planned the [[Seedling]] layout for spring.\n', '2026-11-03'],
      'Journal/2026-11-04.md': ['# Wednesday\n\n- Closed the [[Trellis]] project: sold it to Acme. Project closed.\n', '2026-11-04'],
    });
    const first = (await dream(dir, '2026-11-05T08:00:00Z')) as Outcome & { runId: string };
    expect(read(dir, 'Memory/MEMORY.md')).toContain('- [[Trellis]] — my sync app, evenings only — closed 2026-11-04');
    write(dir, 'Journal/2026-11-06.md', '# Friday\n\n- Paused [[Seedling]] until spring. Project paused.\n', '2026-11-06');
    const second = (await dream(dir, '2026-11-08T08:00:00Z')) as Outcome & { runId: string };
    expect(second.written.map((w) => w.path)).toContain('Memory/MEMORY.md');

    const refused = await inProcessCli(['undo', '--vault', dir, '--run', first.runId], {});
    expect(refused.stdout).toContain(`Did not undo Memory/MEMORY.md: the dream of 2026-11-08 (run ${second.runId}) wrote it again. To take it back too, undo that dream first`);
    expect(refused.stdout).toContain(`vault-dreaming undo --run ${second.runId}), then this one again`);

    expect((await inProcessCli(['undo', '--vault', dir, '--run', second.runId], {})).code).toBe(0);
    await inProcessCli(['undo', '--vault', dir, '--run', first.runId], {});
    expect(read(dir, 'Memory/MEMORY.md')).toBe(index0);
  });
});
