/**
 * The write transaction against a failure at EVERY mutating operation of a
 * realistic run (tier notes incl. an update of a note the person keeps, index,
 * dream log, report, and the run's own state), on real files:
 *
 * - right after the failure no file is half-written: each is either its old
 *   bytes or its complete new bytes, and no source changed;
 * - the next run, without faults, rolls the broken run back and ends with
 *   exactly the tree a clean run produces (nothing lost, nothing twice);
 * - undo of the newest finished run brings back every pre-run byte.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import { NodeVault } from '../../src/cli/node-vault';
import { executePlan } from '../../src/core/consolidate/execute';
import { undoRun } from '../../src/core/consolidate/undo';
import { FaultyVault } from '../fakes/faulty-vault';
import { snapshotTree } from './support/tree';
import { MemoryVault } from '../fakes/memory-vault';
import type { VaultPort } from '../../src/core/vault';
import { APP_CONFIG, fakeSettle, makeCtx, planNight, seedVault, tempDir } from './support/scenario';

const isSource = (p: string): boolean => p.startsWith('Journal/') || p.startsWith(`${APP_CONFIG}/`) || p.startsWith('Clippings/');

const RUN1 = '20261129-030000-aaaa';
const RUN2 = '20261129-033100-bbbb';
const LATER = '2026-11-29T03:31:00Z'; // past the 30-minute lock of a run that died holding it

type Tree = Record<string, string>;
interface Env {
  vault: VaultPort;
  /** every file outside the state folder → its bytes (base64) */
  tree(): Tree;
  lock(): { expiresAt: number } | null;
}

/** Real files through the CLI's NodeVault. */
async function diskEnv(): Promise<Env> {
  const dir = tempDir('crash');
  dirs.push(dir);
  const vault = new NodeVault(dir);
  await seedVault(vault);
  const lockFile = `${dir}/.dreams/lock.json`;
  return {
    vault,
    tree: () => snapshotTree(dir, { exclude: (rel) => rel === '.dreams' }),
    lock: () => (fs.existsSync(lockFile) ? (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { expiresAt: number }) : null),
  };
}

/** The same in memory, for the second sweep: the suite must stay fast. */
async function memoryEnv(): Promise<Env> {
  const vault = new MemoryVault({ now: () => 0 });
  await seedVault(vault);
  return {
    vault,
    tree: () => {
      const out: Tree = {};
      for (const [p, e] of vault.snapshot()) if (!p.startsWith('.dreams/')) out[p] = Buffer.from(e.bytes).toString('base64');
      return out;
    },
    lock: () => {
      const text = vault.peek('.dreams/lock.json');
      return text === null ? null : (JSON.parse(text) as { expiresAt: number });
    },
  };
}

let clean: Record<string, string>;
let cleanOps: number;
const dirs: string[] = [];

beforeAll(async () => {
  const env = await diskEnv();
  const before = env.tree();
  const counting = new FaultyVault(env.vault);
  const summary = await executePlan(makeCtx(counting), await planNight(env.vault, RUN1), fakeSettle());
  expect(summary.status).toBe('completed');
  expect(summary.watermarkAfter).toBe('2026-11-28');
  clean = env.tree();
  cleanOps = counting.count;
  expect(clean['Memory/Identity/prefers-pnpm.md']).toBeDefined();
  expect(clean['Memory/Reports/2026-11-29.md']).toBeDefined();
  // The scenario really changes things, so "old or new" is a real distinction.
  expect(Object.keys(clean).filter((p) => clean[p] !== before[p]).length).toBeGreaterThanOrEqual(8);
}, 30_000);

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Every problem found for one fault position, as readable strings. */
async function crashAndRecover(env: Env, failAt: number, when: 'before' | 'after'): Promise<string[]> {
  const problems: string[] = [];
  const { vault } = env;
  const before = env.tree();
  const faulty = new FaultyVault(vault, { failAt, when });
  const first = await executePlan(makeCtx(faulty), await planNight(vault, RUN1), fakeSettle());
  if (!faulty.fired) problems.push(`fault ${failAt} never fired (run has ${faulty.count} ops)`);

  const broken = env.tree();
  for (const p of new Set([...Object.keys(broken), ...Object.keys(before), ...Object.keys(clean)])) {
    if (broken[p] !== before[p] && broken[p] !== clean[p]) problems.push(`${p} is neither its old nor its new bytes`);
    if (isSource(p) && broken[p] !== before[p]) problems.push(`source ${p} changed`);
  }
  if (first.status === 'completed' && first.watermarkAfter !== '2026-11-28') problems.push('completed without advancing');

  const second = await executePlan(makeCtx(vault, LATER), await planNight(vault, RUN2, LATER), fakeSettle(), {
    replan: () => planNight(vault, RUN2, LATER),
  });
  if (second.status !== 'completed' && second.status !== 'noop') problems.push(`second run ${second.status}: ${second.messages.map((m) => m.text).join(' | ')}`);
  const after = env.tree();
  for (const p of new Set([...Object.keys(after), ...Object.keys(clean)])) {
    if (after[p] !== clean[p]) problems.push(`after the next run ${p} differs from a clean run`);
  }
  // A lock can only stay behind when removing it was the failed step; it must
  // then be one that has already expired and blocks nobody.
  const lock = env.lock();
  if (lock && lock.expiresAt > Date.parse(LATER)) problems.push('a live lock was left behind');

  const undo = await undoRun(makeCtx(vault, '2026-11-29T04:00:00Z'));
  if (undo.refused.length > 0) problems.push(`undo refused ${JSON.stringify(undo.refused)}`);
  const undone = env.tree();
  for (const p of new Set([...Object.keys(undone), ...Object.keys(before)])) {
    if (undone[p] !== before[p]) problems.push(`after undo ${p} is not its pre-run bytes`);
  }
  return problems.map((s) => `fail at op ${failAt} (${when}, ${faulty.fired?.op ?? '?'} ${faulty.fired?.path ?? ''}): ${s}`);
}

test('real files: a failure before any single write leaves a recoverable, undoable vault', async () => {
  expect(cleanOps).toBeGreaterThan(20);
  const problems: string[] = [];
  for (let n = 1; n <= cleanOps; n++) problems.push(...(await crashAndRecover(await diskEnv(), n, 'before')));
  expect(problems).toEqual([]);
}, 180_000);

test('a write that lands and then reports failure, at every position, is recovered too', async () => {
  const problems: string[] = [];
  for (let n = 1; n <= cleanOps; n++) problems.push(...(await crashAndRecover(await memoryEnv(), n, 'after')));
  expect(problems).toEqual([]);
}, 60_000);
