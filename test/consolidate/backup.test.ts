/**
 * Backups and undo keep every byte of the notes they touch, whatever their
 * encoding quirks; a file that is not valid UTF-8 is never rewritten at all.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { applyWrite, backupPathFor, backupStamp, openTransaction, writeBackup } from '../helpers/context-calls';
import { createManifest } from '../../src/core/state/manifest';
import { revertRunFiles } from '../../src/core/run/recovery';
import { basePlan, makeCtx, tempDir, write } from './support/scenario';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const quirky: { name: string; bytes: Buffer }[] = [
  { name: 'BOM', bytes: Buffer.from('\uFEFF---\nconfidence: 0.8\n---\n# Notes\n', 'utf8') },
  { name: 'CRLF', bytes: Buffer.from('# Notes\r\n- one\r\n- two\r\n', 'utf8') },
  { name: 'CJK', bytes: Buffer.from('# 日本語の勉強\n- 毎朝漢字を十個\n', 'utf8') },
  { name: 'empty', bytes: Buffer.alloc(0) },
  { name: 'no final newline', bytes: Buffer.from('# Notes\n- last line', 'utf8') },
];

function setup() {
  const dir = tempDir('backup');
  dirs.push(dir);
  const vault = new NodeVault(dir);
  const ctx = makeCtx(vault);
  const plan = basePlan();
  const tx = openTransaction(ctx, plan, createManifest({ runId: plan.runId, trigger: 'cli', deviceId: 'laptop', startedAt: plan.startedAt, phase: 'consolidate', read: [], planned: [], written: [] }));
  return { dir, vault, ctx, tx };
}

describe('update and undo keep every byte', () => {
  test.each(quirky)('$name', async ({ bytes }) => {
    const { dir, vault, ctx, tx } = setup();
    const file = path.join(dir, 'Memory/Topics/q.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    const current = await vault.readText('Memory/Topics/q.md');
    const r = await applyWrite(ctx, tx, write('Memory/Topics/q.md', 2, current, `${current}\n- added\n`));
    expect(r.status).toBe('written');
    const backup = path.join(dir, '.dreams/backups/20261129-0300/Memory/Topics/q.md.bak');
    expect(fs.readFileSync(backup).equals(bytes)).toBe(true);
    const undone = await revertRunFiles(ctx, tx.manifest, { variant: 'undo' });
    expect(undone.restored).toEqual(['Memory/Topics/q.md']);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });
});

test('a note that is not valid UTF-8 is skipped, never rewritten', async () => {
  const { dir, vault, ctx, tx } = setup();
  const bytes = Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x41, 0x0a]);
  const file = path.join(dir, 'Memory/Topics/latin1.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  const current = await vault.readText('Memory/Topics/latin1.md');
  const r = await applyWrite(ctx, tx, write('Memory/Topics/latin1.md', 2, current, `${current}- more\n`));
  expect(r.status).toBe('skipped');
  expect(r.status === 'skipped' && r.message.text).toContain('not valid UTF-8');
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
});

test('two runs in the same minute never overwrite each other’s backup of the same note', async () => {
  const { vault, ctx } = setup();
  const stamp = backupStamp(ctx, Date.parse('2026-11-29T03:00:10Z'));
  expect(stamp).toBe('20261129-0300');
  const a = await writeBackup(ctx, stamp, 'Memory/MEMORY.md', 'first', 'run-a');
  const again = await writeBackup(ctx, stamp, 'Memory/MEMORY.md', 'first', 'run-a');
  const b = await writeBackup(ctx, stamp, 'Memory/MEMORY.md', 'second', 'run-b');
  expect([a, again, b]).toEqual([backupPathFor(ctx, stamp, 'Memory/MEMORY.md'), a, backupPathFor(ctx, stamp, 'Memory/MEMORY.md', 'run-b')]);
  expect(await vault.readText(a)).toBe('first');
  expect(await vault.readText(b)).toBe('second');
});

test('the backup folder is named by the run start in the clock’s zone', () => {
  const ctx = { clock: { now: () => 0, timeZone: 'Asia/Tokyo' } };
  expect(backupStamp(ctx, Date.parse('2026-11-29T18:30:00Z'))).toBe('20261130-0330');
});
