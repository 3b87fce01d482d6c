/**
 * Shared by the crash tests: build a vault (real folder or in memory), break
 * one run of the scenario somehow, then check what a person would care about.
 */
import * as fs from 'node:fs';
import { NodeVault } from '../../../src/cli/node-vault';
import { executePlan } from '../../../src/core/run/execute';
import { undoRun } from '../../../src/core/run/undo';
import type { VaultPort } from '../../../src/core/ports/vault';
import { FaultyVault } from '../../fakes/faulty-vault';
import { MemoryVault } from '../../fakes/memory-vault';
import { APP_CONFIG, fakeSettle, makeCtx, planNight, seedVault, tempDir } from './scenario';
import { snapshotTree } from './tree';

/** the shared state notes (review queue, dreaming device); the dream log and reports beside them are compared */
const SHARED_STATE = /^Memory\/Dreaming\/(review-queue|dreaming-device)/;

export const RUN1 = '20261129-030000-aaaa';
export const RUN2 = '20261129-033100-bbbb';
/** past the 30-minute lock of a run that died holding it */
export const LATER = '2026-11-29T03:31:00Z';

export type Tree = Record<string, string>;

interface Env {
  vault: VaultPort;
  /** the folder, for a real-files env */
  dir: string | null;
  /** every file outside the state folder → its bytes (base64) */
  tree(): Tree;
  lock(): { expiresAt: number } | null;
}

const isSource = (p: string): boolean => p.startsWith('Journal/') || p.startsWith(`${APP_CONFIG}/`) || p.startsWith('Clippings/');

const tempDirs: string[] = [];

export function removeTempDirs(): void {
  for (const d of tempDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

/** Real files through the CLI's NodeVault. */
export async function diskEnv(): Promise<Env> {
  const dir = tempDir('crash');
  tempDirs.push(dir);
  const vault = new NodeVault(dir);
  await seedVault(vault);
  const lockFile = `${dir}/.dreams/lock.json`;
  return {
    vault,
    dir,
    tree: () => snapshotTree(dir, { exclude: (rel) => rel === '.dreams' || SHARED_STATE.test(rel) }),
    lock: () => (fs.existsSync(lockFile) ? (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { expiresAt: number }) : null),
  };
}

/** The same in memory, for the sweeps that would make the suite slow on disk. */
export async function memoryEnv(): Promise<Env & { vault: MemoryVault }> {
  const vault = new MemoryVault({ now: () => 0 });
  await seedVault(vault);
  return {
    vault,
    dir: null,
    tree: () => {
      const out: Tree = {};
      // The plugin's state (device-local and shared) is not what a run's writes are compared by.
      for (const [p, e] of vault.snapshot()) if (!p.startsWith('.dreams/') && !SHARED_STATE.test(p)) out[p] = Buffer.from(e.bytes).toString('base64');
      return out;
    },
    lock: () => {
      const text = vault.peek('.dreams/lock.json');
      return text === null ? null : (JSON.parse(text) as { expiresAt: number });
    },
  };
}

/** The tree a clean run leaves, and how many mutating operations it takes. */
export async function cleanRun(env: Env): Promise<{ tree: Tree; ops: { n: number; op: string; path: string }[]; status: string; watermarkAfter: string | null }> {
  const counting = new FaultyVault(env.vault);
  const summary = await executePlan(makeCtx(counting), await planNight(env.vault, RUN1), fakeSettle());
  return { tree: env.tree(), ops: counting.ops, status: summary.status, watermarkAfter: summary.watermarkAfter };
}

/**
 * `breakFirstRun` runs the scenario's first run and makes it fail somehow.
 * Returns every problem found, as readable strings (empty = all good).
 */
export async function checkRecovery(env: Env, clean: Tree, label: string, breakFirstRun: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const before = env.tree();
  await breakFirstRun();

  const broken = env.tree();
  for (const p of new Set([...Object.keys(broken), ...Object.keys(before), ...Object.keys(clean)])) {
    if (broken[p] !== before[p] && broken[p] !== clean[p]) problems.push(`${p} is neither its old nor its new bytes`);
    if (isSource(p) && broken[p] !== before[p]) problems.push(`source ${p} changed`);
  }

  const { vault } = env;
  const second = await executePlan(makeCtx(vault, LATER), await planNight(vault, RUN2, LATER), fakeSettle(), {
    replan: () => planNight(vault, RUN2, LATER),
  });
  if (second.status !== 'completed' && second.status !== 'noop') {
    problems.push(`second run ${second.status}: ${second.messages.map((m) => m.text).join(' | ')}`);
  }
  const after = env.tree();
  for (const p of new Set([...Object.keys(after), ...Object.keys(clean)])) {
    if (after[p] !== clean[p]) problems.push(`after the next run ${p} differs from a clean run`);
  }
  // A lock can stay behind only when removing it was the step that failed;
  // it must then be one that has already expired and blocks nobody.
  const lock = env.lock();
  if (lock && lock.expiresAt > Date.parse(LATER)) problems.push('a live lock was left behind');

  const undo = await undoRun(makeCtx(vault, '2026-11-29T04:00:00Z'));
  if (undo.refused.length > 0) problems.push(`undo refused ${JSON.stringify(undo.refused)}`);
  const undone = env.tree();
  for (const p of new Set([...Object.keys(undone), ...Object.keys(before)])) {
    if (undone[p] !== before[p]) problems.push(`after undo ${p} is not its pre-run bytes`);
  }
  return problems.map((s) => `${label}: ${s}`);
}

/** A fault injected in-process at mutating operation `failAt`. */
export async function crashAndRecover(env: Env, clean: Tree, failAt: number, when: 'before' | 'after'): Promise<string[]> {
  let fired = '';
  const problems = await checkRecovery(env, clean, `fail at op ${failAt} (${when})`, async () => {
    const faulty = new FaultyVault(env.vault, { failAt, when });
    await executePlan(makeCtx(faulty), await planNight(env.vault, RUN1), fakeSettle());
    fired = faulty.fired ? `${faulty.fired.op} ${faulty.fired.path}` : '';
  });
  if (fired === '') problems.push(`fail at op ${failAt}: the fault never fired`);
  return problems.map((p) => `${p} [${fired}]`);
}
