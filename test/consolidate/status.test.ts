/**
 * `status` on a run that never finished says what it wrote: the next run
 * rolls those files back, and the person deciding whether to wait for it or
 * look first needs to know which files they are. It used to say "0 files
 * written" for every incomplete run.
 */
import { expect, test } from '@jest/globals';
import { dreamStatus, renderStatus } from '../../src/core/engine';
import { executePlan } from '../../src/core/run/execute';
import { FaultyVault } from '../fakes/faulty-vault';
import { LATER, memoryEnv, RUN1 } from './support/crash-check';
import { fakeSettle, makeCtx, planNight } from './support/scenario';

test('status lists the files an incomplete run wrote before it died', async () => {
  const { vault } = await memoryEnv();
  // The run dies as it writes its dream-log entry: its notes are on disk, Settle never finished.
  const dying = new FaultyVault(vault, { failWhen: (f) => f.op === 'replace' && f.path === 'Memory/Dreaming/dream-log.md' });
  const summary = await executePlan(makeCtx(dying), await planNight(vault, RUN1), fakeSettle());
  expect(dying.fired).not.toBeNull();
  const wrote = summary.written.map((w) => w.path).sort();
  expect(wrote.filter((p) => p.startsWith('Memory/Topics/')).length).toBeGreaterThan(0);

  const status = await dreamStatus(makeCtx(vault, LATER));
  expect(status.incompleteRuns).toHaveLength(1);
  expect(status.incompleteRuns[0]!.runId).toBe(RUN1);
  expect(status.incompleteRuns[0]!.written.map((w) => w.path).sort()).toEqual(wrote);
  expect(renderStatus(status)).toContain(`${RUN1}  started`);
  expect(renderStatus(status)).toContain(`, ${wrote.length} files written`);
});
