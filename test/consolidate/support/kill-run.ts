/**
 * Child process for kill.test.ts: runs the scenario's first run on a vault
 * folder and dies with exit code 137 (as if killed) at mutating operation N,
 * before or after it happens.  Usage: tsx kill-run.ts DIR N before|after
 */
import { NodeVault } from '../../../src/cli/node-vault';
import { executePlan } from '../../../src/core/run/execute';
import { FaultyVault } from '../../fakes/faulty-vault';
import { RUN1 } from './crash-check';
import { fakeSettle, makeCtx, planNight } from './scenario';

async function main(): Promise<void> {
  const [dir, n, when] = process.argv.slice(2);
  if (!dir || !n || (when !== 'before' && when !== 'after')) throw new Error('usage: kill-run.ts DIR N before|after');
  const vault = new NodeVault(dir);
  const faulty = new FaultyVault(vault, { failAt: Number(n), when, onFault: () => process.exit(137) });
  await executePlan(makeCtx(faulty), await planNight(vault, RUN1), fakeSettle());
  process.exit(0); // the fault position lies beyond the run's last operation
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(2);
});
