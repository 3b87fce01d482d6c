/**
 * A change a person asks for from a panel (say, linking a topic from the
 * index) is a run like a dream: same lock, same run record, same careful
 * write (allow-list, secret guard, compare-before-write, backup first, read
 * back). Being recorded is what lets *Undo last dream* take it back; a write
 * made beside the record could only be undone by hand.
 */
import type { EngineContext } from '../ports/context';
import { errorText } from '../lib/errors';
import type { ReportMessage } from '../ports/types';
import { stateFolderProblem } from '../ports/allow-list';
import { backupStamp } from '../state/backup';
import { acquireLock, releaseLock } from '../state/lock';
import { createManifest, newRunId, nextSequence, saveManifest, standingWrites, type WrittenFile } from '../state/manifest';
import { applyWrite, type Transaction, type PlannedWrite } from '../state/transaction';
import { withWriteGuard } from '../state/write-guard';
import { stateOptions } from '../state/state-options';

/** The trigger a person's own edit is recorded under (the run record and `status` show it). */
type EditTrigger = 'link';

interface EditOutcome {
  runId: string;
  /** false when nothing was written (lock held, the file changed meanwhile, a rule said no) */
  ok: boolean;
  written: WrittenFile[];
  messages: ReportMessage[];
}

export async function recordedEdit(unguarded: EngineContext, trigger: EditTrigger, writes: readonly PlannedWrite[]): Promise<EditOutcome> {
  // The same final write guard as a dream: no secret reaches the index, the record or the lock.
  const guarded = withWriteGuard(unguarded.vault, unguarded.settings, unguarded.apiKey);
  const ctx: EngineContext = { ...unguarded, vault: guarded.vault };
  const guard = guarded.guard;
  const runId = newRunId(ctx.clock);
  const fail = (text: string, extra: ReportMessage[] = []): EditOutcome => ({ runId, ok: false, written: [], messages: [...extra, { level: 'error', text }] });
  const badState = stateFolderProblem(ctx.settings);
  if (badState) return fail(`Nothing was written: ${badState}.`);

  let lock;
  try {
    lock = await acquireLock(ctx.vault, ctx.clock, ctx, stateOptions(ctx.settings), runId);
  } catch (e) {
    return fail(`The lock could not be written (${errorText(e)}); nothing was changed.`);
  }
  if (!lock.ok) return fail(`${lock.message} Try again when it is over.`);
  try {
    const startedAt = ctx.clock.now();
    const manifest = createManifest({
      runId,
      trigger,
      deviceId: ctx.deviceId,
      startedAt,
      phase: 'settle',
      read: [],
      planned: writes.map((w) => ({ target: w.target, tier: w.tier, action: w.action, reason: w.reason })),
      written: [],
      sequence: await nextSequence(ctx.vault, stateOptions(ctx.settings)).catch(() => 0),
    });
    const tx: Transaction = {
      runId,
      stamp: backupStamp(ctx.clock, startedAt),
      manifest,
      guard,
      sources: new Set(),
      skipped: [],
      messages: [...lock.messages],
      stopped: false,
    };
    try {
      await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
    } catch (e) {
      return fail(`The run record could not be saved (${errorText(e)}); nothing was changed.`, tx.messages);
    }
    for (const w of writes) await applyWrite(ctx.vault, ctx.settings, tx, w, ctx.signal);
    if (!tx.stopped) {
      manifest.phase = 'done';
      manifest.finishedAt = ctx.clock.now();
      try {
        await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
      } catch (e) {
        // Left unfinished, the next run rolls the edit back rather than keep a write it cannot account for.
        tx.messages.push({ level: 'error', text: `The run record could not be marked done (${errorText(e)}); the next dream takes the change back.` });
      }
    }
    const written = standingWrites(manifest);
    const ok = !tx.stopped && manifest.phase === 'done' && tx.skipped.length === 0;
    return { runId, ok, written, messages: [...tx.skipped, ...tx.messages] };
  } finally {
    try {
      await releaseLock(ctx.vault, ctx, stateOptions(ctx.settings), runId);
    } catch {
      // The lock expires on its own.
    }
  }
}
