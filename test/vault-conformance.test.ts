/**
 * One suite, three vaults: NodeVault on a real temp folder, ObsidianVault over
 * the fake Obsidian app, and the in-memory MemoryVault most engine tests run
 * on. The engine only ever sees VaultPort, so all must answer every question
 * the same way: a test passing on the fake proves something about the real ones.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { App as ObsidianApp } from 'obsidian';
import { NodeVault } from '../src/cli/node-vault';
import { ObsidianVault } from '../src/obsidian/obsidian-vault';
import { VaultPathError } from '../src/core/ports/vault';
import type { VaultPort } from '../src/core/ports/vault';
import { App } from './fakes/obsidian';
import { MemoryVault } from './fakes/memory-vault';

interface Harness {
  vault: VaultPort;
  /** put raw bytes at a vault path behind the port's back (parents created) */
  seed(p: string, bytes: Uint8Array | string): Promise<void>;
  /** raw bytes at a vault path behind the port's back, null when absent */
  peek(p: string): Promise<Uint8Array | null>;
  cleanup(): void;
}

const enc = new TextEncoder();
const dec = new TextDecoder('utf-8', { ignoreBOM: true });
const BOM = '\uFEFF';

function describeVaultConformance(name: string, makeHarness: () => Harness): void {
  describe(`VaultPort conformance: ${name}`, () => {
    let h: Harness;
    let v: VaultPort;
    beforeEach(() => {
      h = makeHarness();
      v = h.vault;
    });
    afterEach(() => h.cleanup());

    const text = async (p: string) => {
      const b = await h.peek(p);
      return b === null ? null : dec.decode(b);
    };

    describe('list', () => {
      test('an empty vault lists nothing', async () => {
        expect(await v.list('')).toEqual([]);
      });

      test('lists files recursively, with sizes in bytes, sorted by path', async () => {
        await h.seed('Journal/2026-11-02.md', 'a');
        await h.seed('Journal/sub/2026-11-03.md', '日本');
        await h.seed('top.md', 'xyz');
        const all = await v.list('');
        expect(all.map((f) => [f.path, f.size])).toEqual([
          ['Journal/2026-11-02.md', 1],
          ['Journal/sub/2026-11-03.md', 6],
          ['top.md', 3],
        ]);
        expect((await v.list('Journal')).map((f) => f.path)).toEqual(['Journal/2026-11-02.md', 'Journal/sub/2026-11-03.md']);
        expect((await v.list('Journal/')).map((f) => f.path)).toEqual(['Journal/2026-11-02.md', 'Journal/sub/2026-11-03.md']);
      });

      test('a folder that does not exist lists as []', async () => {
        expect(await v.list('Nope')).toEqual([]);
        expect(await v.list('.dreams/runs')).toEqual([]);
      });

      test('hidden segments are skipped from a visible folder, listed from a hidden one', async () => {
        await h.seed('Journal/a.md', 'a');
        await h.seed('Journal/.draft.md', 'secret draft');
        await h.seed('.dreams/runs/r1.json', '{}');
        await h.seed('.dreams/lock', 'x');
        await h.seed('.obsidian/app.json', '{}');
        expect((await v.list('')).map((f) => f.path)).toEqual(['Journal/a.md']);
        expect((await v.list('.dreams')).map((f) => f.path)).toEqual(['.dreams/lock', '.dreams/runs/r1.json']);
        expect((await v.list('.dreams/runs')).map((f) => f.path)).toEqual(['.dreams/runs/r1.json']);
      });

      test('empty folders contribute nothing', async () => {
        await v.mkdir('Memory/Topics');
        expect(await v.list('')).toEqual([]);
        expect(await v.list('Memory')).toEqual([]);
      });
    });

    describe('stat and exists', () => {
      test('a file has its byte size and a recent mtime in ms', async () => {
        const before = Date.now();
        await v.write('Notes/a.md', 'héllo');
        const st = await v.stat('Notes/a.md');
        expect(st).not.toBeNull();
        expect(st?.path).toBe('Notes/a.md');
        expect(st?.size).toBe(6);
        expect(st?.mtime).toBeGreaterThanOrEqual(before - 2000);
        expect(st?.mtime).toBeLessThanOrEqual(Date.now() + 2000);
        expect(Number.isInteger(st?.mtime)).toBe(true);
        const listed = await v.list('Notes');
        expect(listed).toEqual([st]);
      });

      test('a missing file or a folder has no stat', async () => {
        await v.mkdir('Notes');
        expect(await v.stat('missing.md')).toBeNull();
        expect(await v.stat('Notes')).toBeNull();
        expect(await v.stat('Notes/deeper/missing.md')).toBeNull();
      });

      test('exists is true for files and folders, false otherwise', async () => {
        await h.seed('Notes/a.md', 'a');
        await h.seed('.dreams/lock', 'l');
        expect(await v.exists('Notes/a.md')).toBe(true);
        expect(await v.exists('Notes')).toBe(true);
        expect(await v.exists('.dreams/lock')).toBe(true);
        expect(await v.exists('.dreams')).toBe(true);
        expect(await v.exists('Notes/b.md')).toBe(false);
        expect(await v.exists('.dreams/nothing')).toBe(false);
      });

      test('paths are normalised: backslashes, ./ and doubled slashes', async () => {
        await h.seed('Notes/a.md', 'a');
        expect(await v.exists('Notes\\a.md')).toBe(true);
        expect(await v.exists('./Notes//a.md')).toBe(true);
        expect((await v.stat('Notes/./a.md'))?.path).toBe('Notes/a.md');
      });
    });

    describe('reading', () => {
      const cases: { name: string; content: string }[] = [
        { name: 'a BOM is kept', content: `${BOM}---\ntitle: x\n---\nbody\n` },
        { name: 'CRLF is kept', content: 'line one\r\nline two\r\n' },
        { name: 'CJK round-trips', content: '今日は良い天気でした。\n배웠다\n' },
        { name: 'an empty file reads as ""', content: '' },
      ];
      test.each(cases)('$name', async ({ content }) => {
        await h.seed('Journal/x.md', enc.encode(content));
        expect(await v.readText('Journal/x.md')).toBe(content);
        expect(Array.from(await v.readBytes('Journal/x.md'))).toEqual(Array.from(enc.encode(content)));
      });

      test('binary files come back byte for byte', async () => {
        const bytes = new Uint8Array(256).map((_, i) => i);
        await h.seed('Attachments/blob.bin', bytes);
        const back = await v.readBytes('Attachments/blob.bin');
        expect(back).toBeInstanceOf(Uint8Array);
        expect(Array.from(back)).toEqual(Array.from(bytes));
      });

      test('reading a missing file rejects', async () => {
        await expect(v.readText('missing.md')).rejects.toThrow();
        await expect(v.readBytes('.dreams/missing')).rejects.toThrow();
      });
    });

    describe('write', () => {
      test('creates parent folders and writes exact text', async () => {
        await v.write('Memory/Topics/deep/one.md', 'a\r\nb 日本\n');
        expect(await text('Memory/Topics/deep/one.md')).toBe('a\r\nb 日本\n');
        expect(await v.exists('Memory/Topics/deep')).toBe(true);
      });

      test('overwrites an existing file', async () => {
        await h.seed('Memory/MEMORY.md', 'old');
        await v.write('Memory/MEMORY.md', 'new');
        expect(await text('Memory/MEMORY.md')).toBe('new');
        expect((await v.list('Memory')).map((f) => f.path)).toEqual(['Memory/MEMORY.md']);
      });

      test('writes into hidden folders without listing them from the root', async () => {
        await v.write('.dreams/backups/20261129-0300/Memory/MEMORY.md.bak', 'backup');
        expect(await text('.dreams/backups/20261129-0300/Memory/MEMORY.md.bak')).toBe('backup');
        expect(await v.list('')).toEqual([]);
        expect((await v.list('.dreams/backups')).map((f) => f.path)).toEqual([
          '.dreams/backups/20261129-0300/Memory/MEMORY.md.bak',
        ]);
      });

      test('a folder is not overwritten by a file', async () => {
        await v.mkdir('Memory/Topics');
        await v.mkdir('.dreams/runs');
        await expect(v.write('Memory/Topics', 'x')).rejects.toThrow();
        await expect(v.write('.dreams/runs', 'x')).rejects.toThrow();
        expect(await v.exists('Memory/Topics')).toBe(true);
        expect(await v.stat('Memory/Topics')).toBeNull();
      });

      test('the vault root is not a file', async () => {
        await expect(v.write('', 'x')).rejects.toThrow(VaultPathError);
      });
    });

    describe('replace (compare-and-write)', () => {
      interface Case {
        name: string;
        before: string | null;
        expected: string | null;
        ok: boolean;
        after: string | null;
      }
      const cases: Case[] = [
        { name: 'current text matches: written', before: 'v1', expected: 'v1', ok: true, after: 'v2' },
        { name: 'current text differs: untouched', before: 'edited by person', expected: 'v1', ok: false, after: 'edited by person' },
        { name: 'null expected, file absent: created', before: null, expected: null, ok: true, after: 'v2' },
        { name: 'null expected, file present: untouched', before: 'v1', expected: null, ok: false, after: 'v1' },
        { name: 'expected text, file absent: nothing created', before: null, expected: 'v1', ok: false, after: null },
        { name: 'CRLF vs LF is a mismatch', before: 'a\r\nb', expected: 'a\nb', ok: false, after: 'a\r\nb' },
        { name: 'a BOM is part of the text', before: `${BOM}x`, expected: `${BOM}x`, ok: true, after: 'v2' },
      ];
      for (const dir of ['Memory/Topics', '.dreams']) {
        test.each(cases)(`${dir}: $name`, async ({ before, expected, ok, after }) => {
          const p = `${dir}/note.md`;
          if (before !== null) await h.seed(p, before);
          expect(await v.replace(p, expected, 'v2')).toBe(ok);
          expect(await text(p)).toBe(after);
        });
      }

      test('creates parent folders when creating', async () => {
        expect(await v.replace('Memory/Skills/pnpm/SKILL.md', null, 'skill')).toBe(true);
        expect(await text('Memory/Skills/pnpm/SKILL.md')).toBe('skill');
      });
    });

    describe('replace is atomic (the dream lock relies on it)', () => {
      test('of eight concurrent exclusive creates exactly one wins, and its text is the file', async () => {
        for (const p of ['.dreams/lock.json', 'Memory/Dreaming/dream-log.md']) {
          const won = await Promise.all(Array.from({ length: 8 }, (_x, i) => v.replace(p, null, `run ${i}\n`)));
          expect(won.filter(Boolean)).toHaveLength(1);
          expect(await text(p)).toBe(`run ${won.indexOf(true)}\n`);
        }
      });

      test('of eight concurrent swaps from the same text exactly one wins', async () => {
        for (const p of ['.dreams/lock.json', 'Memory/Dreaming/dream-log.md']) {
          await h.seed(p, 'expired lock\n');
          const won = await Promise.all(Array.from({ length: 8 }, (_x, i) => v.replace(p, 'expired lock\n', `run ${i}\n`)));
          expect(won.filter(Boolean)).toHaveLength(1);
          expect(await text(p)).toBe(`run ${won.indexOf(true)}\n`);
        }
      });
    });

    describe('mkdir and remove', () => {
      test('mkdir creates parents and is idempotent', async () => {
        await v.mkdir('Memory/Identity');
        await v.mkdir('Memory/Identity');
        await v.mkdir('Memory');
        await v.mkdir('.dreams/runs');
        await v.mkdir('.dreams/runs');
        expect(await v.exists('Memory/Identity')).toBe(true);
        expect(await v.exists('.dreams/runs')).toBe(true);
        expect(await v.list('Memory')).toEqual([]);
      });

      test('remove deletes a file; an absent file is a no-op', async () => {
        await h.seed('Memory/Topics/a.md', 'a');
        await h.seed('.dreams/lock', 'l');
        await v.remove('Memory/Topics/a.md');
        await v.remove('.dreams/lock');
        await v.remove('Memory/Topics/a.md');
        await v.remove('.dreams/never-existed');
        expect(await h.peek('Memory/Topics/a.md')).toBeNull();
        expect(await h.peek('.dreams/lock')).toBeNull();
        expect(await v.exists('Memory/Topics/a.md')).toBe(false);
        expect(await v.list('')).toEqual([]);
      });

      test('remove refuses a folder (it deletes files only)', async () => {
        await h.seed('Memory/Topics/a.md', 'a');
        await h.seed('.dreams/runs/r.json', '{}');
        await expect(v.remove('Memory/Topics')).rejects.toThrow();
        await expect(v.remove('.dreams/runs')).rejects.toThrow();
        expect(await text('Memory/Topics/a.md')).toBe('a');
        expect(await text('.dreams/runs/r.json')).toBe('{}');
      });

      test('removeEmptyFolder deletes an empty folder only; absent is a no-op; a folder with anything in it or a file is refused', async () => {
        await h.seed('.dreams/backups/20260101-0300/Memory/a.md.bak', 'a');
        await h.seed('Memory/Topics/a.md', 'a');
        await v.mkdir('.dreams/backups/20260102-0300/Memory');
        await v.mkdir('Memory/Empty');
        await expect(v.removeEmptyFolder('.dreams/backups/20260101-0300/Memory')).rejects.toThrow();
        await expect(v.removeEmptyFolder('.dreams/backups/20260102-0300')).rejects.toThrow();
        await expect(v.removeEmptyFolder('.dreams/backups/20260101-0300/Memory/a.md.bak')).rejects.toThrow();
        await expect(v.removeEmptyFolder('Memory/Topics')).rejects.toThrow();
        expect(await text('.dreams/backups/20260101-0300/Memory/a.md.bak')).toBe('a');
        await v.removeEmptyFolder('.dreams/backups/20260102-0300/Memory');
        await v.removeEmptyFolder('.dreams/backups/20260102-0300');
        await v.removeEmptyFolder('Memory/Empty');
        await v.removeEmptyFolder('.dreams/never-existed');
        expect(await v.exists('.dreams/backups/20260102-0300')).toBe(false);
        expect(await v.exists('Memory/Empty')).toBe(false);
        expect(await v.exists('.dreams/backups/20260101-0300/Memory')).toBe(true);
        expect(await text('Memory/Topics/a.md')).toBe('a');
      });
    });

    describe('paths that leave the vault are refused', () => {
      const escapes = ['../x.md', 'Journal/../../x.md', '/etc/passwd', 'C:\\x.md', 'c:/x.md', '\\\\server\\share\\x.md', 'a\0b'];
      const ops: { name: string; run: (vault: VaultPort, p: string) => Promise<unknown> }[] = [
        { name: 'list', run: (vault, p) => vault.list(p) },
        { name: 'stat', run: (vault, p) => vault.stat(p) },
        { name: 'exists', run: (vault, p) => vault.exists(p) },
        { name: 'readText', run: (vault, p) => vault.readText(p) },
        { name: 'readBytes', run: (vault, p) => vault.readBytes(p) },
        { name: 'write', run: (vault, p) => vault.write(p, 'x') },
        { name: 'replace', run: (vault, p) => vault.replace(p, null, 'x') },
        { name: 'mkdir', run: (vault, p) => vault.mkdir(p) },
        { name: 'remove', run: (vault, p) => vault.remove(p) },
        { name: 'removeEmptyFolder', run: (vault, p) => vault.removeEmptyFolder(p) },
      ];
      for (const op of ops) {
        test.each(escapes)(`${op.name} refuses %j`, async (p) => {
          await expect(Promise.resolve().then(() => op.run(v, p))).rejects.toThrow(VaultPathError);
        });
      }
    });
  });
}

// ---------------------------------------------------------------- NodeVault

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function nodeHarness(): Harness & { root: string; outside: string } {
  const base = tempDir('vd-conf-');
  const root = path.join(base, 'vault');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(root);
  fs.mkdirSync(outside);
  return {
    root,
    outside,
    vault: new NodeVault(root),
    seed: (p, bytes) => {
      const abs = path.join(root, p);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, typeof bytes === 'string' ? enc.encode(bytes) : bytes);
      return Promise.resolve();
    },
    peek: (p) => {
      const abs = path.join(root, p);
      return Promise.resolve(fs.existsSync(abs) ? new Uint8Array(fs.readFileSync(abs)) : null);
    },
    cleanup: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

// ---------------------------------------------------------------- ObsidianVault

function obsidianHarness(): Harness {
  const app = new App();
  const adapter = app.vault.adapter;
  return {
    vault: new ObsidianVault(app as unknown as ObsidianApp),
    seed: async (p, bytes) => {
      const parent = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
      if (parent) await adapter.mkdir(parent);
      const b = typeof bytes === 'string' ? enc.encode(bytes) : bytes;
      await adapter.writeBinary(p, b.slice().buffer);
    },
    peek: async (p) => ((await adapter.exists(p)) ? new Uint8Array(await adapter.readBinary(p)) : null),
    cleanup: () => undefined,
  };
}

// ---------------------------------------------------------------- MemoryVault

function memoryHarness(): Harness {
  const vault = new MemoryVault();
  return {
    vault,
    seed: (p, bytes) => {
      vault.setFile(p, bytes);
      return Promise.resolve();
    },
    peek: (p) => Promise.resolve(vault.snapshot().get(p)?.bytes ?? null),
    cleanup: () => undefined,
  };
}

describeVaultConformance('NodeVault on a temp folder', nodeHarness);
describeVaultConformance('ObsidianVault over the fake app', obsidianHarness);
describeVaultConformance('MemoryVault, the tests\' vault', memoryHarness);

// ---------------------------------------------------------------- platform specifics

describe('NodeVault: symbolic links', () => {
  let h: ReturnType<typeof nodeHarness>;
  beforeEach(() => {
    h = nodeHarness();
    fs.writeFileSync(path.join(h.outside, 'secret.md'), 'outside text');
    fs.mkdirSync(path.join(h.root, 'Journal'));
    fs.writeFileSync(path.join(h.root, 'Journal', 'real.md'), 'inside');
    fs.symlinkSync(path.join(h.outside, 'secret.md'), path.join(h.root, 'Journal', 'leak.md'));
    fs.symlinkSync(h.outside, path.join(h.root, 'Elsewhere'));
    fs.symlinkSync(path.join(h.root, 'Journal', 'real.md'), path.join(h.root, 'Journal', 'alias.md'));
  });
  afterEach(() => h.cleanup());

  test('a symlinked file pointing outside is refused for read and write', async () => {
    await expect(h.vault.readText('Journal/leak.md')).rejects.toThrow(VaultPathError);
    await expect(h.vault.readBytes('Journal/leak.md')).rejects.toThrow(VaultPathError);
    await expect(h.vault.write('Journal/leak.md', 'pwned')).rejects.toThrow(VaultPathError);
    await expect(h.vault.replace('Journal/leak.md', 'outside text', 'pwned')).rejects.toThrow(VaultPathError);
    await expect(h.vault.remove('Journal/leak.md')).rejects.toThrow(VaultPathError);
    expect(fs.readFileSync(path.join(h.outside, 'secret.md'), 'utf8')).toBe('outside text');
  });

  test('a symlinked folder pointing outside is refused, also for new files inside it', async () => {
    await expect(h.vault.readText('Elsewhere/secret.md')).rejects.toThrow(VaultPathError);
    await expect(h.vault.write('Elsewhere/new.md', 'x')).rejects.toThrow(VaultPathError);
    await expect(h.vault.write('Elsewhere/deeper/new.md', 'x')).rejects.toThrow(VaultPathError);
    await expect(h.vault.mkdir('Elsewhere/deeper')).rejects.toThrow(VaultPathError);
    await expect(h.vault.list('Elsewhere')).rejects.toThrow(VaultPathError);
    expect(fs.readdirSync(h.outside)).toEqual(['secret.md']);
  });

  test('listing skips links that leave the vault and keeps links inside it', async () => {
    expect((await h.vault.list('')).map((f) => f.path)).toEqual(['Journal/alias.md', 'Journal/real.md']);
  });

  test('an in-vault link can be read but is never written through (issue 12 item 4)', async () => {
    expect(await h.vault.readText('Journal/alias.md')).toBe('inside');
    expect(await h.vault.stat('Journal/alias.md')).toEqual(expect.objectContaining({ path: 'Journal/alias.md', link: true }));
    expect((await h.vault.stat('Journal/real.md'))?.link).toBeUndefined();
    await expect(h.vault.write('Journal/alias.md', 'changed')).rejects.toThrow(/Journal\/alias\.md is a symbolic link/);
    await expect(h.vault.replace('Journal/alias.md', 'inside', 'changed')).rejects.toThrow(VaultPathError);
    await expect(h.vault.remove('Journal/alias.md')).rejects.toThrow(VaultPathError);
    expect(fs.readFileSync(path.join(h.root, 'Journal', 'real.md'), 'utf8')).toBe('inside');
    expect(fs.lstatSync(path.join(h.root, 'Journal', 'alias.md')).isSymbolicLink()).toBe(true);
  });

  test('links in memory folders: to a journal note, into .obsidian/, a linked folder, a dangling link — all refused for writing', async () => {
    const plugin = path.join(h.root, '.obsidian', 'plugins', 'other');
    fs.mkdirSync(plugin, { recursive: true });
    fs.writeFileSync(path.join(plugin, 'data.json'), '{"token":"theirs"}');
    fs.mkdirSync(path.join(h.root, 'Memory', 'Daily'), { recursive: true });
    fs.symlinkSync('../../Journal/real.md', path.join(h.root, 'Memory', 'Daily', '2026-11-28.md'));
    fs.mkdirSync(path.join(h.root, 'Memory', 'Topics'));
    fs.symlinkSync('../../.obsidian/plugins/other/data.json', path.join(h.root, 'Memory', 'Topics', 'x.md'));
    fs.symlinkSync('../Journal', path.join(h.root, 'Memory', 'Identity'));
    fs.symlinkSync('../nowhere.md', path.join(h.root, 'Memory', 'dangling.md'));
    for (const p of ['Memory/Daily/2026-11-28.md', 'Memory/Topics/x.md', 'Memory/Identity/new.md', 'Memory/Identity/real.md', 'Memory/dangling.md']) {
      await expect(h.vault.write(p, 'dream')).rejects.toThrow(VaultPathError);
      await expect(h.vault.replace(p, null, 'dream')).rejects.toThrow(VaultPathError);
    }
    await expect(h.vault.mkdir('Memory/Identity/sub')).rejects.toThrow(VaultPathError);
    expect(fs.readFileSync(path.join(h.root, 'Journal', 'real.md'), 'utf8')).toBe('inside');
    expect(fs.readFileSync(path.join(plugin, 'data.json'), 'utf8')).toBe('{"token":"theirs"}');
    expect(fs.readdirSync(path.join(h.root, 'Journal')).sort()).toEqual(['alias.md', 'leak.md', 'real.md']);
    expect(fs.existsSync(path.join(h.root, 'nowhere.md'))).toBe(false);
    // A listing marks what it reached through a link.
    const listed = await h.vault.list('Memory');
    expect(listed.map((f) => [f.path, f.link])).toEqual([
      ['Memory/Daily/2026-11-28.md', true],
      ['Memory/Topics/x.md', true],
    ]);
    expect((await h.vault.list('Memory/Identity')).every((f) => f.link === true)).toBe(true);
  });

  test('a linked folder inside the vault is not descended into (no cycles, no file listed twice)', async () => {
    fs.symlinkSync(path.join(h.root, 'Journal'), path.join(h.root, 'Journal', 'loop'));
    const listed = (await h.vault.list('')).map((f) => f.path);
    expect(listed).toEqual(['Journal/alias.md', 'Journal/real.md']);
  });
});

describe('NodeVault: atomic writes', () => {
  test('a write leaves no temp file behind and never exposes a partial file', async () => {
    const h = nodeHarness();
    try {
      const big = 'x'.repeat(2_000_000);
      await h.vault.write('Memory/big.md', 'small');
      const reads: number[] = [];
      const writing = h.vault.write('Memory/big.md', big);
      // Readers racing the write see either the old or the new complete file.
      for (let i = 0; i < 20; i++) reads.push((await h.vault.readText('Memory/big.md')).length);
      await writing;
      for (const n of reads) expect([5, big.length]).toContain(n);
      expect(fs.readdirSync(path.join(h.root, 'Memory'))).toEqual(['big.md']);
    } finally {
      h.cleanup();
    }
  });

  test('a failed write leaves the old file intact', async () => {
    const h = nodeHarness();
    try {
      await h.vault.write('Memory/a.md', 'old');
      fs.chmodSync(path.join(h.root, 'Memory'), 0o500);
      const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
      if (!isRoot) await expect(h.vault.write('Memory/a.md', 'new')).rejects.toThrow();
      fs.chmodSync(path.join(h.root, 'Memory'), 0o700);
      if (!isRoot) expect(fs.readFileSync(path.join(h.root, 'Memory', 'a.md'), 'utf8')).toBe('old');
      expect(fs.readdirSync(path.join(h.root, 'Memory'))).toEqual(['a.md']);
    } finally {
      h.cleanup();
    }
  });
});

describe('ObsidianVault: goes through the vault API for visible notes', () => {
  test('visible writes raise vault events; hidden ones stay out of the index', async () => {
    const app = new App();
    const events: string[] = [];
    for (const name of ['create', 'modify', 'delete'] as const) {
      app.vault.on(name, (f: { path: string }) => events.push(`${name} ${f.path}`));
    }
    const vault = new ObsidianVault(app as unknown as ObsidianApp);
    await vault.write('Memory/Topics/a.md', 'one');
    await vault.replace('Memory/Topics/a.md', 'one', 'two');
    await vault.write('.dreams/lock', 'l');
    await vault.remove('Memory/Topics/a.md');
    expect(events).toEqual([
      'create Memory',
      'create Memory/Topics',
      'create Memory/Topics/a.md',
      'modify Memory/Topics/a.md',
      'delete Memory/Topics/a.md',
    ]);
    expect(app.vault.getAbstractFileByPath('.dreams/lock')).toBeNull();
    expect(app.fileManager.trashed).toEqual(['Memory/Topics/a.md']);
  });

  test('replace compares inside vault.process, on the text as it is at that instant', async () => {
    const app = new App();
    const vault = new ObsidianVault(app as unknown as ObsidianApp);
    await vault.write('Memory/MEMORY.md', 'planned against this');
    const file = app.vault.getFileByPath('Memory/MEMORY.md');
    if (!file) throw new Error('not indexed');
    // The person edits between the plan and the write.
    await app.vault.modify(file, 'the person typed this');
    expect(await vault.replace('Memory/MEMORY.md', 'planned against this', 'dream text')).toBe(false);
    expect(await app.vault.read(file)).toBe('the person typed this');
  });
});

describe('fake Obsidian fails where Obsidian fails', () => {
  test('create on an existing path, createFolder on an existing folder, missing parents', async () => {
    const app = new App();
    await app.vault.create('a.md', 'x');
    await expect(app.vault.create('a.md', 'y')).rejects.toThrow('File already exists.');
    await app.vault.createFolder('F');
    await expect(app.vault.createFolder('F')).rejects.toThrow('Folder already exists.');
    await expect(app.vault.create('No/Such/b.md', 'x')).rejects.toThrow(/ENOENT/);
    await expect(app.vault.adapter.write('.dreams/x', 'x')).rejects.toThrow(/ENOENT/);
    await expect(app.vault.adapter.list('.dreams')).rejects.toThrow(/ENOENT/);
    expect(app.vault.getFiles().map((f) => f.path)).toEqual(['a.md']);
  });

  test('the index never contains dot paths; the adapter sees them', async () => {
    const app = new App();
    await app.vault.adapter.mkdir('.obsidian/plugins');
    await app.vault.adapter.write('.obsidian/plugins/data.json', '{}');
    expect(app.vault.getAbstractFileByPath('.obsidian')).toBeNull();
    expect(app.vault.getRoot().children).toEqual([]);
    expect(await app.vault.adapter.list('.obsidian')).toEqual({ files: [], folders: ['.obsidian/plugins'] });
  });

  test('a TFile whose file was deleted cannot be read', async () => {
    const app = new App();
    const f = await app.vault.create('a.md', 'x');
    await app.vault.delete(f);
    await expect(app.vault.read(f)).rejects.toThrow(/ENOENT/);
  });
});
