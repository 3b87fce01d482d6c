/**
 * Every JSON state file goes through one reader: the same three ways a file
 * can be bad, the same words for each, whichever file it is. The table below
 * damages each state file in each way on a real folder and reads it back
 * through its own module, as a run would.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { loadQueue, readLock, readManifest } from '../helpers/context-calls';
import { readStateFile, writeStateFile } from '../../src/core/state/state-file';
import * as statePaths from '../../src/core/state/state-paths';
import { readUnreachable } from '../../src/core/settle/unreachable-record';
import { nextHeldOut, readHeldOut } from '../../src/core/state/held-out';
import * as z from 'zod/mini';
import { makeCtx, tempDir } from '../consolidate/support/scenario';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function setup(files: Record<string, string> = {}) {
  const dir = tempDir('state');
  dirs.push(dir);
  for (const [p, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), text);
  }
  return { dir, ctx: makeCtx(new NodeVault(dir), '2026-11-29T09:00:00Z') };
}

const pointSchema = z.object({ x: z.number(), label: z.string() });

describe('readStateFile', () => {
  const cases: { name: string; files: Record<string, string>; expect: Record<string, unknown> }[] = [
    { name: 'missing', files: {}, expect: { status: 'missing' } },
    { name: 'valid', files: { '.dreams/p.json': '{"x": 1, "label": "a"}' }, expect: { status: 'ok', value: { x: 1, label: 'a' } } },
    {
      name: 'cut short by a crash or half-synced',
      files: { '.dreams/p.json': '{"x": 1, "lab' },
      expect: { status: 'invalid', problem: { path: '.dreams/p.json', kind: 'not-json', text: '{"x": 1, "lab' } },
    },
    {
      name: 'JSON of the wrong shape names the field',
      files: { '.dreams/p.json': '{"x": "one", "label": "a"}' },
      expect: { status: 'invalid', problem: { path: '.dreams/p.json', kind: 'shape', detail: expect.stringMatching(/^x: /) } },
    },
    {
      name: 'a bare value is the wrong shape of the whole file',
      files: { '.dreams/p.json': '42' },
      expect: { status: 'invalid', problem: { kind: 'shape', detail: expect.stringMatching(/^the whole file: /) } },
    },
  ];
  test.each(cases)('$name', async (c) => {
    const { ctx } = setup(c.files);
    expect(await readStateFile(ctx.vault, '.dreams/p.json', pointSchema)).toMatchObject(c.expect);
  });

  test('what is written reads back as the same value, as two-space JSON with a final newline', async () => {
    const { dir, ctx } = setup();
    await writeStateFile(ctx.vault, '.dreams/p.json', { x: 2, label: 'b' });
    expect(fs.readFileSync(path.join(dir, '.dreams/p.json'), 'utf8')).toBe('{\n  "x": 2,\n  "label": "b"\n}\n');
    expect(await readStateFile(ctx.vault, '.dreams/p.json', pointSchema)).toEqual({ status: 'ok', value: { x: 2, label: 'b' }, text: '{\n  "x": 2,\n  "label": "b"\n}\n' });
  });
});

/** Each state file, read by its own module; `said` is what the module reports (null: nothing). */
const readers: { file: string; said: (ctx: ReturnType<typeof makeCtx>) => Promise<string | null> }[] = [
  { file: '.dreams/lock.json', said: async (ctx) => (await readLock(ctx)).problem ?? null },
  {
    file: '.dreams/runs/20261129-090000-abcd.json',
    said: async (ctx) => {
      const r = await readManifest(ctx, '20261129-090000-abcd');
      return r.ok ? null : r.message.text;
    },
  },
  { file: '.dreams/pending.json', said: async (ctx) => (await loadQueue(ctx)).messages[0]?.text ?? null },
  { file: '.dreams/receipts.json', said: async (ctx) => (await loadQueue(ctx)).messages[0]?.text ?? null },
];

describe('every state file reports damage in the same words', () => {
  const damage = [
    { how: 'cut short', text: '{"version": 1, "entr', words: /is not valid JSON \(perhaps cut short or half-synced: / },
    { how: 'wrong shape', text: '{"version": "one"}', words: /does not have the expected shape \(\w+: / },
  ];
  const rows = readers.flatMap((r) => damage.map((d) => ({ ...r, ...d })));
  test.each(rows)('$file $how', async (row) => {
    const { ctx } = setup({ [row.file]: row.text });
    expect(await row.said(ctx)).toMatch(row.words);
  });

  test('the unreachable list, which a dream rewrites whole, reads as absent when damaged', async () => {
    for (const text of ['{"version": 1, "ru', '{"version": 2}']) {
      const { ctx } = setup({ '.dreams/unreachable.json': text });
      expect(await readUnreachable(ctx.vault, ctx.settings)).toBeNull();
    }
  });
});

describe("the model's held-out observations", () => {
  test('a damaged list reads as empty: it holds nothing a person made', async () => {
    for (const text of ['{"version": 1, "li', '{"version": 2, "lines": []}']) {
      const { ctx } = setup({ '.dreams/held-out.json': text });
      expect(await readHeldOut(ctx.vault, ctx.settings)).toEqual([]);
    }
  });

  const line = (text: string, date: string) => ({ text, topic: 't', support: [`day:${date}`], date });
  test.each([
    { name: 'a line used by a later observation leaves; the new ones join, oldest first', earlier: [line('a', '2026-11-01'), line('b', '2026-11-02')], used: ['a'], added: [line('c', '2026-11-03')], want: ['b', 'c'] },
    { name: 'a line older than 120 days leaves', earlier: [line('old', '2026-07-01'), line('b', '2026-11-02')], used: [], added: [], want: ['b'] },
    { name: 'the same words again keep one line, the newer', earlier: [line('a', '2026-11-01')], used: [], added: [line('a', '2026-11-20')], want: ['a'] },
  ])('$name', ({ earlier, used, added, want }) => {
    expect(nextHeldOut(earlier, new Set(used), added, '2026-11-29').map((l) => l.text)).toEqual(want);
  });

  test('a secret never reaches the list', () => {
    const [kept] = nextHeldOut([], new Set(), [line('The wifi key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD', '2026-11-28')], '2026-11-29');
    expect(kept!.text).not.toContain('sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD');
  });
});

describe('state paths', () => {
  test('every state file lives in the state folder, each at its own path', () => {
    const s = { stateFolder: '.dreams' };
    const paths = [
      statePaths.lockFile(s),
      statePaths.runFile(s, 'r1'),
      statePaths.pendingFile(s),
      statePaths.receiptsFile(s),
      statePaths.unreachableFile(s),
      statePaths.heldOutFile(s),
      statePaths.backupsFolder(s),
    ];
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p.startsWith('.dreams/')).toBe(true);
    expect(statePaths.runFile({ stateFolder: 'State/' }, 'r1')).toBe('State/runs/r1.json');
  });

  test('no other engine module names a state file: moving one is a change to state-paths.ts alone', () => {
    const root = path.resolve(__dirname, '../../src');
    const names = /['"`](lock|pending|receipts|unreachable|held-out)\.json['"`]|['"`](runs|backups)['"`]/;
    const offenders: string[] = [];
    const walk = (d: string): void => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') && !p.endsWith(path.join('state', 'state-paths.ts')) && names.test(fs.readFileSync(p, 'utf8'))) offenders.push(path.relative(root, p));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
