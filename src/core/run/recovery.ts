/**
 * Recovery: what the next run does about a run that never finished.
 *
 * A run that died (crash, closed laptop, failed backup) did not reach Settle,
 * so the watermark did not move. Completing it from its record would mean
 * trusting a plan made from a vault that may have changed since; rolling it
 * back is always possible and exact. So the next run rolls it back — restores
 * every file it wrote from the backups, removes every file it created — and
 * then does the work again from the unchanged watermark. Nothing is written
 * twice, and nothing the person did in between is touched: a file changed
 * since the dead run wrote it is left alone and reported.
 */
import { localParts } from '../lib/dates';
import type { EngineContext } from '../ports/context';
import { PendingQueue, reviewOptions } from '../review/pending-queue';
import type { ReportMessage } from '../ports/types';
import { backupStamp, restoreWrite, type LeftAloneWhy } from '../state/backup';
import { errorText } from '../state/lock';
import {
  FINISHED_PHASES, listManifests, readManifest, saveManifest, standingWrites, type ManifestWrite, type RunManifest, type WrittenFile,
} from '../state/manifest';
import { append } from '../lib/arrays';
import { stateOptions } from '../state/state-options';

/** A run found in .dreams/runs that never reached Settle. */
export interface IncompleteRun {
  runId: string;
  startedAt: number;
  written: WrittenFile[];
}

interface RevertResult {
  /** every file put back as it was before the run, the removed ones included */
  restored: string[];
  /** of those, the files the run created, which were deleted */
  removed: string[];
  /** files that are not the run's any more (changed or deleted since), or whose backup is unusable: left for good */
  leftAlone: { path: string; reason: string; why?: LeftAloneWhy }[];
  /** files the vault failed to restore: to be tried again */
  failed: { path: string; reason: string }[];
  messages: ReportMessage[];
}

/**
 * Walks a run's writes newest first (so a file written twice ends at its
 * oldest state) and puts each back if it still holds what the run wrote.
 */
export async function revertRunFiles(
  ctx: EngineContext,
  manifest: RunManifest,
  opts: { variant: string; dryRun?: boolean },
): Promise<RevertResult> {
  const stamp = backupStamp(ctx.clock, ctx.clock.now());
  const entries: ManifestWrite[] = manifest.written.filter((w) => w.reverted === undefined);
  if (manifest.inFlight) entries.push(manifest.inFlight);
  const result: RevertResult = { restored: [], removed: [], leftAlone: [], failed: [], messages: [] };
  for (const entry of entries.reverse()) {
    try {
      const outcome = await restoreWrite(ctx.vault, stateOptions(ctx.settings), entry, { stamp, variant: opts.variant, dryRun: opts.dryRun });
      if (outcome.kind === 'restored' || outcome.kind === 'removed') result.restored.push(entry.path);
      if (outcome.kind === 'removed') result.removed.push(entry.path);
      else if (outcome.kind === 'left-alone') result.leftAlone.push({ path: entry.path, reason: outcome.reason, why: outcome.why });
    } catch (e) {
      result.failed.push({ path: entry.path, reason: `restoring it failed (${errorText(e)})` });
    }
  }
  return result;
}

function isIncomplete(m: RunManifest): boolean {
  return !FINISHED_PHASES.includes(m.phase);
}

/** Runs whose record says they never finished (not done, undone or rolled back), oldest first. */
export async function findIncompleteRuns(
  ctx: Pick<EngineContext, 'vault' | 'settings'>,
): Promise<{ runs: IncompleteRun[]; messages: ReportMessage[] }> {
  const { manifests, messages } = await listManifests(ctx.vault, stateOptions(ctx.settings));
  const runs = manifests
    .filter(isIncomplete)
    .map((m) => ({ runId: m.runId, startedAt: m.startedAt, written: standingWrites(m) }));
  return { runs, messages };
}

interface RecoveryResult extends RevertResult {
  runId: string;
  /** the record is now marked rolled-back */
  done: boolean;
}

/** Rolls back one incomplete run. The caller holds the lock. */
export async function recoverRun(ctx: EngineContext, runId: string): Promise<RecoveryResult> {
  const read = await readManifest(ctx.vault, stateOptions(ctx.settings), runId);
  if (!read.ok) return { runId, done: false, restored: [], removed: [], leftAlone: [], failed: [], messages: [read.message] };
  const manifest = read.manifest;
  if (!isIncomplete(manifest)) {
    return { runId, done: true, restored: [], removed: [], leftAlone: [], failed: [], messages: [] };
  }
  const at = localParts(manifest.startedAt, ctx.clock.timeZone);
  const started = `${at.date} ${at.time}`;
  const result = await revertRunFiles(ctx, manifest, { variant: `rollback-${runId}` });
  const messages: ReportMessage[] = [
    {
      level: 'warn',
      text:
        `Run ${runId} (started ${started}) did not finish${manifest.stopReason ? ` (${manifest.stopReason})` : ''}; ` +
        `it was rolled back (${result.restored.length} file(s) restored) and its work is redone by this run.`,
    },
    ...result.messages,
  ];
  for (const l of result.leftAlone) {
    messages.push({ level: 'warn', path: l.path, text: `Left ${l.path} as it is while rolling back run ${runId}: ${l.reason}.` });
  }
  if (result.failed.length > 0) {
    // The vault failed mid-rollback: the record stays incomplete so the next
    // run tries again. Marking it rolled back now would leave, say, its
    // dream-log entry in place with the notes it stood for gone.
    for (const f of result.failed) messages.push({ level: 'error', path: f.path, text: `Could not roll back ${f.path} (run ${runId}): ${f.reason}.` });
    manifest.history.push({ at: ctx.clock.now(), action: 'rollback-incomplete', restored: result.restored, leftAlone: result.failed });
    await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
    return { runId, done: false, ...result, messages };
  }
  try {
    const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
    await queue.unmarkApplied(runId);
  } catch (e) {
    messages.push({ level: 'warn', text: `Could not return run ${runId}'s approved candidates to the queue (${errorText(e)}).` });
  }
  // Marked rolled back even when some files were left alone: those are the
  // person's now, and retrying on every run would only repeat the warning.
  manifest.phase = 'rolled-back';
  manifest.inFlight = null;
  manifest.history.push({
    at: ctx.clock.now(),
    action: result.leftAlone.length === 0 ? 'rolled-back' : 'rollback-incomplete',
    restored: result.restored,
    leftAlone: result.leftAlone,
  });
  await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
  return { runId, done: true, restored: result.restored, removed: result.removed, leftAlone: result.leftAlone, failed: [], messages };
}

/**
 * Rolls back every incomplete run except `exclude` (the current one). Throws
 * only when a record cannot be saved; the caller treats that as a hard stop.
 */
export async function recoverIncompleteRuns(
  ctx: EngineContext,
  exclude?: string,
): Promise<{ recovered: RecoveryResult[]; changed: boolean; failed: boolean; messages: ReportMessage[] }> {
  const found = await findIncompleteRuns(ctx);
  const recovered: RecoveryResult[] = [];
  const messages = [...found.messages];
  for (const run of found.runs) {
    if (run.runId === exclude) continue;
    const r = await recoverRun(ctx, run.runId);
    recovered.push(r);
    append(messages, r.messages);
  }
  return {
    recovered,
    changed: recovered.some((r) => r.restored.length > 0),
    failed: recovered.some((r) => !r.done),
    messages,
  };
}
