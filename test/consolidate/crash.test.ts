/**
 * The write transaction against a failure at EVERY mutating operation of a
 * realistic run (tier notes incl. an update of a note the person keeps, index,
 * dream log, report, and the run's own state):
 *
 * - right after the failure no file is half-written: each is either its old
 *   bytes or its complete new bytes, and no source changed;
 * - the next run, without faults, rolls the broken run back and ends with
 *   exactly the tree a clean run produces (nothing lost, nothing twice);
 * - undo of the newest finished run brings back every pre-run byte.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { executePlan } from '../../src/core/run/execute';
import { FaultyVault } from '../fakes/faulty-vault';
import { checkRecovery, cleanRun, crashAndRecover, diskEnv, memoryEnv, removeTempDirs, RUN1, type Tree } from './support/crash-check';
import { fakeSettle, makeCtx, planNight } from './support/scenario';

let clean: Tree;
let cleanOps: number;

beforeAll(async () => {
  const env = await diskEnv();
  const before = env.tree();
  const run = await cleanRun(env);
  expect(run.status).toBe('completed');
  expect(run.watermarkAfter).toBe('2026-11-28');
  clean = run.tree;
  cleanOps = run.ops.length;
  expect(clean['Memory/Identity/prefers-pnpm.md']).toBeDefined();
  expect(clean['Memory/Dreaming/Reports/2026-11-29.md']).toBeDefined();
  // The scenario really changes things, so "old or new" is a real distinction.
  expect(Object.keys(clean).filter((p) => clean[p] !== before[p]).length).toBeGreaterThanOrEqual(8);
});

afterAll(removeTempDirs);

test('real files: a failure before any single write leaves a recoverable, undoable vault', async () => {
  expect(cleanOps).toBeGreaterThan(20);
  const problems: string[] = [];
  for (let n = 1; n <= cleanOps; n++) problems.push(...(await crashAndRecover(await diskEnv(), clean, n, 'before')));
  expect(problems).toEqual([]);
});

test('a write that lands and then reports failure, at every position, is recovered too', async () => {
  const problems: string[] = [];
  for (let n = 1; n <= cleanOps; n++) problems.push(...(await crashAndRecover(await memoryEnv(), clean, n, 'after')));
  expect(problems).toEqual([]);
});

test('a run that dies while rolling back an earlier dead run is itself recovered by the one after', async () => {
  const problems: string[] = [];
  let positions = 0;
  for (let n = 1; ; n++) {
    const env = await memoryEnv();
    let fired = false;
    problems.push(
      ...(await checkRecovery(env, clean, `second run dies at op ${n}`, async () => {
        // First run dies right after its dream-log entry landed (the watermark moved on disk).
        const first = new FaultyVault(env.vault, { failWhen: (f) => f.op === 'replace' && f.path === 'Memory/Dreaming/dream-log.md', when: 'after' });
        await executePlan(makeCtx(first), await planNight(env.vault, RUN1), fakeSettle());
        // The second run dies at op n, wherever that is: inside the rollback, or later.
        const second = new FaultyVault(env.vault, { failAt: n });
        const id = '20261129-030030-cccc';
        await executePlan(makeCtx(second, '2026-11-29T03:00:30Z'), await planNight(env.vault, id), fakeSettle(), {
          replan: () => planNight(env.vault, id),
        });
        fired = second.fired !== null;
      })),
    );
    if (!fired) break;
    positions++;
  }
  expect(positions).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
