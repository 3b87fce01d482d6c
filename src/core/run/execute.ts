/**
 * Phases 2 and 3 as one recoverable transaction: executePlan takes the plan
 * Sense made and writes it, in this order —
 *
 *   lock → roll back any run that never finished → run record (consolidate)
 *   → pending candidates into the queue → tier notes, one at a time
 *   → gate re-check from disk → run record (settle) → index → dream log
 *   → audit → report → receipts marked used → run record (done) → unlock.
 *
 * The dream log carries the watermark, so it moves only when Settle is
 * reached: a run that stops earlier leaves the watermark where it was, its
 * record says what it wrote, and the next run rolls that back and redoes the
 * work. The content of every write comes from the plan and the SettleStep;
 * this file decides only whether, when and how safely each one lands.
 */
import type { ModelFallback } from '../formats/model-fallbacks';
import type { EngineContext } from '../ports/context';
import { PendingQueue, reviewOptions } from '../review/pending-queue';
import { redactSecrets } from '../secrets/scan';
import { sha256 } from '../lib/digest';
import type { ReportMessage, TokenUsage } from '../ports/types';
import type { WrittenFile } from '../state/manifest';
import { memoryPathProblems, normalizedTarget, stateFolderProblem } from '../ports/allow-list';
import { resolveSourceFolders } from '../sense/daily-notes-config';
import { acquireLock, errorText, leaseOf, releaseLock } from '../state/lock';
import { checkDreamingDevice, type DeviceNoteChange } from '../state/shared-state';
import { createManifest, nextSequence, saveManifest, standingWrites, type RunManifest } from '../state/manifest';
import { recheckWrites } from '../consolidate/recheck';
import { pruneBackups } from '../state/retention';
import { recordUnreachable } from '../settle/unreachable-record';
import { nextHeldOut, readHeldOut, writeHeldOut } from '../state/held-out';
import { findIncompleteRuns, recoverIncompleteRuns, recoverRun } from './recovery';
import { withWriteGuard, type WriteGuard } from '../state/write-guard';
import { applyWrite, CANCELLED, hardStop, openTransaction, type ApplyResult, type Transaction, type RunOutcome } from '../state/transaction';
import { append } from '../lib/arrays';
import { stateOptions } from '../state/state-options';
import { localDate, type IsoDate } from '../lib/dates';
import type { Plan } from '../consolidate/plan';
import type { SettleStep } from '../settle/settle-step';

export interface RunSummary {
  runId: string;
  trigger: Plan['trigger'];
  status: 'completed' | 'noop' | 'skipped' | 'stopped';
  watermarkBefore: IsoDate | null;
  watermarkAfter: IsoDate | null;
  logsSelected: number;
  logsDeferred: number;
  bytes: number;
  candidatesByTier: Record<'0' | '1' | '2' | '3', number>;
  pending: number;
  gatedOut: number;
  reverted: string[];
  written: WrittenFile[];
  unreachable: string[];
  secretsOmitted: number;
  /** files the final write guard refused; "never copied" holds only when this is empty and the run wrote through it */
  guardRefused?: string[];
  tokens: TokenUsage;
  /** each chunk the offline extractor read in the model's place, and why (absent: none) */
  modelFallbacks?: ModelFallback[];
  durationMs: number;
  reportPath: string | null;
  /** set when another device holds the vault's dream lock: this run wrote nothing */
  lockedBy?: { deviceId: string; until: number };
  /** another device dreams for this vault (or the record is unreadable: 'unknown'); this one previews only */
  notDreamingDevice?: string;
  /** that device's name, when its record has one */
  notDreamingDeviceName?: string;
  messages: ReportMessage[];
}

interface ExecuteOptions {
  /**
   * Sense again. Called when rolling back an unfinished earlier run changed
   * files after this plan was made (the plan would no longer match the vault).
   * Without it the run stops before writing and asks to be run again.
   */
  replan?: () => Promise<Plan>;
  /** the pending queue, when the caller has it loaded already */
  queue?: PendingQueue;
  /**
   * A dream checks that this device is the one that dreams for the vault
   * (state/shared-state.ts); 'take-over' makes it so first. A person's approval
   * written from a panel does not ask: any device may review.
   */
  dreaming?: 'check' | 'take-over';
}


/** See Plan.dreamLogMark; undefined when the log cannot be read (no judgement then). */
export async function dreamLogMark(ctx: Pick<EngineContext, 'vault' | 'settings'>): Promise<string | null | undefined> {
  try {
    const path = ctx.settings.dreamLogPath;
    return (await ctx.vault.exists(path)) ? sha256(await ctx.vault.readText(path)) : null;
  } catch {
    return undefined;
  }
}

export async function executePlan(unguarded: EngineContext, plan: Plan, settle: SettleStep, opts: ExecuteOptions = {}): Promise<RunSummary> {
  const messages: ReportMessage[] = [];
  // Every file this run writes, state included, passes the final write guard.
  const guarded = withWriteGuard(unguarded.vault, unguarded.settings, unguarded.apiKey);
  const ctx: EngineContext = { ...unguarded, vault: guarded.vault };
  const guard = guarded.guard;
  // Cancelled while Sense was reading or the model was answering: nothing was written yet, and nothing is.
  if (ctx.signal?.aborted) return summarize(ctx, plan, { status: 'stopped', stopReason: `${CANCELLED}; nothing was written`, messages });
  if (isIdle(plan)) {
    // A run that died after writing its dream-log entry moved the watermark
    // Sense read, so this plan may look empty only because of it: roll that
    // run back first. Otherwise an idle plan writes nothing at all, not even
    // the state folder, so a vault opened every day does not fill up with
    // empty run records.
    let unfinished = 0;
    try {
      unfinished = (await findIncompleteRuns(ctx)).runs.length;
    } catch {
      unfinished = 0;
    }
    if (unfinished === 0) return idleSummary(ctx, plan, messages);
  }

  const badState = stateFolderProblem(ctx.settings);
  if (badState) return summarize(ctx, plan, { status: 'stopped', stopReason: `nothing was written: ${badState}`, messages });
  // The settings were checked on load; which folder the Daily Notes plugin
  // reads only the vault can say, so memory paths are checked against it here.
  const sources = await resolveSourceFolders(ctx.vault, ctx.settings, [], ctx.configDir);
  const badPaths = memoryPathProblems(ctx.settings, sources.map((f) => f.folder));
  if (badPaths.length > 0) {
    return summarize(ctx, plan, { status: 'stopped', stopReason: `nothing was written: ${badPaths.map((b) => b.problem).join('; ')}`, messages });
  }

  let lock;
  try {
    lock = await acquireLock(ctx.vault, ctx.clock, ctx, stateOptions(ctx.settings), plan.runId);
  } catch (e) {
    return summarize(ctx, plan, { status: 'stopped', stopReason: `the lock could not be written (${errorText(e)})`, messages });
  }
  if (!lock.ok) {
    const holder = lock.holder ? { deviceId: lock.holder.deviceId, until: leaseOf(lock.holder).until } : undefined;
    return summarize(ctx, plan, { status: 'skipped', messages: [{ level: 'warn', text: lock.message }], ...(holder ? { lockedBy: holder } : {}) });
  }
  append(messages, lock.messages);
  try {
    // Which device dreams is asked once the lock is held, so a run another dream turned away writes nothing.
    let device: DeviceNoteChange | null = null;
    if (opts.dreaming !== undefined) {
      let check;
      try {
        check = await checkDreamingDevice(ctx.vault, ctx.clock, ctx, stateOptions(ctx.settings), { takeOver: opts.dreaming === 'take-over' });
      } catch (e) {
        return summarize(ctx, plan, { status: 'stopped', stopReason: `the dreaming device could not be recorded (${errorText(e)})`, messages });
      }
      if (!check.ok) return summarize(ctx, plan, { status: 'skipped', messages: [{ level: 'warn', text: check.message }], notDreamingDevice: check.deviceId ?? 'unknown', notDreamingDeviceName: check.deviceName });
      append(messages, check.messages);
      device = check.change;
    }
    return await runLocked(ctx, plan, settle, opts, messages, guard, device);
  } finally {
    try {
      await releaseLock(ctx.vault, ctx, stateOptions(ctx.settings), plan.runId);
    } catch (e) {
      messages.push({ level: 'warn', text: `The lock could not be removed (${errorText(e)}); it expires in ${ctx.settings.lockMinutes} minutes.` });
    }
  }
}

function isEmpty(plan: Plan): boolean {
  return plan.selection.selected.length === 0 && plan.writes.length === 0;
}

/** The guardian said not to run, or there is nothing to read and nothing to write. */
function isIdle(plan: Plan): boolean {
  return (plan.guardian !== null && !plan.guardian.run) || isEmpty(plan);
}

function idleSummary(ctx: EngineContext, plan: Plan, messages: ReportMessage[]): RunSummary {
  if (plan.guardian && !plan.guardian.run) {
    return summarize(ctx, plan, { status: 'skipped', messages: [...messages, { level: 'info', text: plan.guardian.reason }] });
  }
  return summarize(ctx, plan, { status: 'noop', messages });
}

async function runLocked(
  ctx: EngineContext,
  first: Plan,
  settle: SettleStep,
  opts: ExecuteOptions,
  messages: ReportMessage[],
  guard: WriteGuard,
  device: DeviceNoteChange | null,
): Promise<RunSummary> {
  const ready = await settleEarlierRuns(ctx, first, opts, messages);
  if ('summary' in ready) return ready.summary;
  const plan = ready.plan;

  progress(ctx, 'consolidate', 'Recording the run');
  const opened = await openRun(ctx, plan, messages, guard, device);
  if ('summary' in opened) return opened.summary;
  const { tx, manifest } = opened;

  if (ctx.signal?.aborted) await hardStop(ctx.vault, stateOptions(ctx.settings), tx, CANCELLED);
  const queue = tx.stopped ? opts.queue ?? null : await queuePending(ctx, plan, opts.queue ?? null, messages, manifest);

  // ---------------------------------------------------------------- phase 2
  const reverted = await consolidate(ctx, tx, plan, queue);

  // ---------------------------------------------------------------- phase 3
  const { reportPath, logWritten, settled } = await settlePhase(ctx, tx, plan, settle, manifest, reverted);
  await finishRun(ctx, tx, plan, manifest, queue, logWritten ? (settled.watermark ?? plan.selection.watermark) : plan.selection.watermark);
  await rollBackIfCancelled(ctx, tx, plan);

  progress(ctx, 'done', tx.stopped ? 'Stopped' : 'Done');
  await verifyArtifacts(ctx, tx);
  return summarize(ctx, plan, {
    status: tx.stopped ? 'stopped' : 'completed',
    stopReason: tx.stopReason,
    messages: [...messages, ...tx.skipped, ...tx.messages],
    tx,
    reverted,
    reportPath,
    logWritten,
    settled,
  });
}

/**
 * Roll back what an unfinished earlier run left, and plan again when that (or
 * another dream finishing while this one planned) changed the vault under the
 * plan. The plan to run, or the summary of a run that stops here.
 */
async function settleEarlierRuns(
  ctx: EngineContext,
  first: Plan,
  opts: ExecuteOptions,
  messages: ReportMessage[],
): Promise<{ plan: Plan } | { summary: RunSummary }> {
  let plan = first;
  try {
    const rec = await recoverIncompleteRuns(ctx, plan.runId);
    append(messages, rec.messages);
    if (rec.failed) {
      return { summary: summarize(ctx, plan, {
        status: 'stopped',
        stopReason: 'an unfinished earlier run could not be fully rolled back; nothing new was written, and the next run tries again',
        messages,
      }) };
    }
    if (rec.changed) {
      if (!opts.replan) {
        return { summary: summarize(ctx, plan, {
          status: 'stopped',
          stopReason: 'an unfinished earlier run was rolled back after this plan was made; run again to redo its work',
          messages,
        }) };
      }
      try {
        // Keep this run's id: the lock is held under it.
        plan = { ...(await opts.replan()), runId: first.runId, startedAt: first.startedAt };
      } catch (e) {
        return { summary: summarize(ctx, plan, { status: 'stopped', stopReason: `planning again after the rollback failed (${errorText(e)}); run again`, messages }) };
      }
    }
    if (!rec.changed && plan.dreamLogMark !== undefined) {
      const now = await dreamLogMark(ctx);
      if (now !== undefined && now !== plan.dreamLogMark) {
        // Another dream finished between this plan and the lock (two runs
        // started together; the other won the lock and has released it). The
        // plan describes a vault that no longer exists: its dream-log entry
        // would be a second one for the same notes.
        if (!opts.replan) {
          return { summary: summarize(ctx, plan, { status: 'stopped', stopReason: 'another dream finished while this one was planning; nothing was written, run again', messages }) };
        }
        messages.push({ level: 'info', text: 'Another dream finished while this one was planning; this run planned again from what it left.' });
        plan = { ...(await opts.replan()), runId: first.runId, startedAt: first.startedAt };
      }
    }
    if (isIdle(plan)) return { summary: idleSummary(ctx, plan, messages) };
  } catch (e) {
    return { summary: summarize(ctx, plan, { status: 'stopped', stopReason: `rolling back an unfinished earlier run failed (${errorText(e)})`, messages }) };
  }
  return { plan };
}

/** The run's record, saved before anything is written, and the transaction that writes under it. */
async function openRun(
  ctx: EngineContext,
  plan: Plan,
  messages: ReportMessage[],
  guard: WriteGuard,
  device: DeviceNoteChange | null,
): Promise<{ tx: Transaction; manifest: RunManifest } | { summary: RunSummary }> {
  const manifest = createManifest({
    runId: plan.runId,
    trigger: plan.trigger,
    deviceId: ctx.deviceId,
    startedAt: plan.startedAt,
    phase: 'consolidate',
    read: await describeSources(ctx, plan, messages, guard),
    planned: plan.writes.map((w) => ({ target: w.target, tier: w.tier, action: w.action, reason: w.reason })),
    written: [],
    watermarkBefore: plan.selection.watermark,
    sequence: await nextSequence(ctx.vault, stateOptions(ctx.settings)).catch(() => 0),
    device,
  });
  const tx = openTransaction(ctx.clock, stateOptions(ctx.settings), plan, manifest, guard);
  try {
    await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
  } catch (e) {
    return { summary: summarize(ctx, plan, { status: 'stopped', stopReason: `the run record could not be saved (${errorText(e)})`, messages }) };
  }
  return { tx, manifest };
}

/**
 * The plan's held candidates join the pending queue (a failure is reported;
 * they are nominated again next run). What they changed there is kept in the
 * run record, so undo of the dream takes it back.
 */
async function queuePending(ctx: EngineContext, plan: Plan, given: PendingQueue | null, messages: ReportMessage[], manifest: RunManifest): Promise<PendingQueue | null> {
  let queue = given;
  try {
    queue ??= await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
    append(messages, queue.messages);
    if (plan.pending.length > 0) {
      const added = await queue.add(plan.pending);
      if (added.added.length > 0 || added.replaced.length > 0) {
        manifest.queued = { added: added.added, updated: added.replaced };
        await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest).catch((e: unknown) => {
          messages.push({ level: 'warn', text: `The run record could not note the candidates it queued (${errorText(e)}); undo of this dream leaves them waiting.` });
        });
      }
      for (const s of added.skipped) {
        // A person already said no to it: saying so again every night is noise.
        if (s.why !== 'rejected') messages.push({ level: 'info', text: `Candidate ${s.id} not queued: ${s.reason}.` });
      }
    }
  } catch (e) {
    messages.push({ level: 'warn', text: `The pending queue could not be updated (${errorText(e)}); those candidates are nominated again next run.` });
  }
  return queue;
}

/** Phase 2: the tier notes (and a reflection backfill's notes) written, then re-checked; the paths reverted. */
async function consolidate(ctx: EngineContext, tx: Transaction, plan: Plan, queue: PendingQueue | null): Promise<string[]> {
  for (const write of plan.writes) {
    // index, log, report: Settle plans them from the outcome; a reflection backfill plans its notes up front
    if (typeof write.tier !== 'number' && write.tier !== 'reflection') continue;
    progress(ctx, 'consolidate', `Writing ${write.target}`);
    const r = await applyWrite(ctx.vault, ctx.settings, tx, write, ctx.signal);
    if (r.status === 'stopped') break;
  }
  if (tx.stopped) return [];
  const check = await recheckWrites(ctx.vault, ctx.clock, ctx.yaml, ctx.settings, tx, plan, queue);
  append(tx.messages, check.messages);
  return check.reverted;
}

/** Phase 3: reflections, the index, the dream log, the audit and the report, each planned from what phase 2 did. */
async function settlePhase(
  ctx: EngineContext,
  tx: Transaction,
  plan: Plan,
  settle: SettleStep,
  manifest: RunManifest,
  reverted: string[],
): Promise<{ reportPath: string | null; logWritten: boolean; settled: Settled }> {
  if (!tx.stopped) {
    manifest.phase = 'settle';
    try {
      await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
    } catch (e) {
      await hardStop(ctx.vault, stateOptions(ctx.settings), tx, `the run record could not be saved (${errorText(e)})`);
    }
  }
  // The plan is frozen; what Settle finds out (an index rewrite's cost, a watermark held back) is kept here.
  const settled: Settled = { tokens: plan.tokens, watermark: plan.selection.newWatermark, messages: [] };
  const outcome = (): RunOutcome => outcomeOf(ctx, plan, tx, reverted, settled);
  if (!tx.stopped && settle.planReflections) {
    progress(ctx, 'settle', 'Reflecting on the weeks it closed');
    const rem = await planStep(tx, 'reflections', () => settle.planReflections!(ctx, ctx.settings, plan, outcome()));
    if (rem) {
      append(settled.messages, rem.messages);
      for (const w of rem.writes) if ((await applyWrite(ctx.vault, ctx.settings, tx, w, ctx.signal)).status === 'stopped') break;
    }
  }
  if (!tx.stopped) await writeIndex(ctx, tx, plan, settle, settled, outcome);
  const logWritten = !tx.stopped && (await writeDreamLog(ctx, tx, plan, settle, manifest, settled, outcome));
  const reportPath = tx.stopped ? null : await auditAndReport(ctx, tx, plan, settle, outcome);
  return { reportPath, logWritten, settled };
}

async function writeIndex(ctx: EngineContext, tx: Transaction, plan: Plan, settle: SettleStep, settled: Settled, outcome: () => RunOutcome): Promise<void> {
  progress(ctx, 'settle', 'Curating the index');
  const index = await planStep(tx, 'index', () => settle.planIndex(ctx, ctx.settings, plan, outcome()));
  if (index) {
    settled.tokens = addTokens(settled.tokens, index.tokens);
    append(settled.messages, index.messages);
  }
  if (index?.write) {
    const r = await applyWrite(ctx.vault, ctx.settings, tx, index.write, ctx.signal);
    if (r.status === 'written' || r.status === 'unchanged') tx.indexChars = Array.from(index.write.content).length;
  }
}

/** The dream log entry, which advances the watermark; without it the run stops and is rolled back. Whether it was written. */
async function writeDreamLog(
  ctx: EngineContext,
  tx: Transaction,
  plan: Plan,
  settle: SettleStep,
  manifest: RunManifest,
  settled: Settled,
  outcome: () => RunOutcome,
): Promise<boolean> {
  progress(ctx, 'settle', 'Writing the dream log');
  const log = await planStep(tx, 'dream log', () => settle.planDreamLog(ctx, ctx.settings, plan, outcome()));
  const r: ApplyResult | null = log ? await applyWrite(ctx.vault, ctx.settings, tx, log.write, ctx.signal) : null;
  if (log && r && (r.status === 'written' || r.status === 'unchanged')) {
    manifest.dreamLog = log.record;
    settled.watermark = log.watermark;
    append(settled.messages, log.messages);
    return true;
  }
  if (!tx.stopped) {
    // Without the log entry the watermark stays put and the next run reads
    // the same sources again; the notes written above must not stay, or
    // their additions would be made twice. Stopping leaves the record
    // incomplete, and the next run rolls it back.
    await hardStop(ctx.vault, stateOptions(ctx.settings), tx, `the dream log could not be written (${r?.status === 'skipped' ? r.message.text : 'no entry was planned'}); the watermark was not advanced`);
  }
  return false;
}

/** Old backups pruned, the post-write audit, and the report that says it all; the report's path when it was written. */
async function auditAndReport(ctx: EngineContext, tx: Transaction, plan: Plan, settle: SettleStep, outcome: () => RunOutcome): Promise<string | null> {
  progress(ctx, 'settle', 'Checking what was written');
  // Old backups go before the audit counts them; this run's own are always kept.
  const pruned = await pruneBackups(ctx.vault, ctx.clock, stateOptions(ctx.settings), plan.runId);
  let audit: ReportMessage[];
  try {
    audit = await settle.audit(ctx, ctx.settings, plan, outcome());
  } catch (e) {
    audit = [{ level: 'warn', text: `The post-write audit could not run (${errorText(e)}).` }];
  }
  audit = [...pruned.messages, ...audit];
  append(tx.messages, audit);
  const report = await planStep(tx, 'report', () => settle.planReport(ctx, plan, outcome(), audit));
  if (!report) return null;
  const r = await applyWrite(ctx.vault, ctx.settings, tx, report, ctx.signal);
  return r.status === 'written' || r.status === 'unchanged' ? report.target : null;
}

/** Approved candidates marked applied, the run record marked done, the unreachable topics recorded. */
async function finishRun(
  ctx: EngineContext,
  tx: Transaction,
  plan: Plan,
  manifest: RunManifest,
  queue: PendingQueue | null,
  watermarkAfter: IsoDate | null,
): Promise<void> {
  if (!tx.stopped && queue) await markApplied(ctx, plan, tx, queue);
  if (!tx.stopped) {
    manifest.phase = 'done';
    manifest.finishedAt = ctx.clock.now();
    manifest.watermarkAfter = watermarkAfter;
    try {
      await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
    } catch (e) {
      await hardStop(ctx.vault, stateOptions(ctx.settings), tx, `the run record could not be marked done (${errorText(e)})`);
    }
  }
  if (!tx.stopped) {
    try {
      await recordUnreachable(ctx.vault, ctx.clock, ctx.settings, plan.runId, plan.unreachable);
    } catch (e) {
      tx.messages.push({ level: 'warn', text: `The list of unreachable topics could not be saved (${errorText(e)}); the panel shows the previous one.` });
    }
  }
  if (!tx.stopped && plan.heldOut) {
    try {
      const earlier = await readHeldOut(ctx.vault, ctx.settings);
      await writeHeldOut(ctx.vault, ctx.settings, nextHeldOut(earlier, new Set(plan.heldOut.used), plan.heldOut.added, localDate(ctx.clock)));
    } catch (e) {
      tx.messages.push({ level: 'warn', text: `The model's held-out observations could not be saved (${errorText(e)}); later requests show the previous list.` });
    }
  }
}

/** A person who cancels expects the vault as it was, not half a night's work. */
async function rollBackIfCancelled(ctx: EngineContext, tx: Transaction, plan: Plan): Promise<void> {
  if (!tx.stopped || tx.stopReason !== CANCELLED) return;
  try {
    const r = await recoverRun(ctx, plan.runId);
    tx.messages.push({ level: 'info', text: `Cancelled: ${r.restored.length} file(s) put back as they were.` });
    append(tx.messages, r.messages.slice(1));
  } catch (e) {
    tx.messages.push({ level: 'warn', text: `Cancelled, but rolling back failed (${errorText(e)}); the next run rolls it back.` });
  }
}

async function planStep<T>(tx: Transaction, what: string, make: () => Promise<T | null>): Promise<T | null> {
  try {
    return await make();
  } catch (e) {
    tx.messages.push({ level: 'error', text: `The ${what} could not be prepared (${errorText(e)}).` });
    return null;
  }
}

/** Approved candidates this run wrote: their receipts are used now (and no longer expire). */
async function markApplied(ctx: EngineContext, plan: Plan, tx: Transaction, queue: PendingQueue): Promise<void> {
  const standing = new Set(standingWrites(tx.manifest).map((w) => w.path));
  const ids = new Set<string>();
  for (const w of plan.writes) {
    if (typeof w.tier === 'number' && standing.has(normalizedTarget(w.target))) for (const id of w.candidateIds) ids.add(id);
  }
  for (const id of ids) {
    if (queue.get(id)?.state !== 'approved') continue;
    try {
      await queue.markApplied(id, plan.runId);
    } catch (e) {
      tx.messages.push({ level: 'warn', text: `Could not mark candidate ${id} as applied (${errorText(e)}).` });
    }
  }
}

/** What Settle corrected, since the plan is never edited after Sense. */
interface Settled {
  tokens: TokenUsage;
  /** the `Consolidated through` this run records (null: none) */
  watermark: IsoDate | null;
  messages: ReportMessage[];
}

function addTokens(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { calls: a.calls + b.calls, promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens };
}

function outcomeOf(ctx: EngineContext, plan: Plan, tx: Transaction, reverted: string[], settled: Settled): RunOutcome {
  return {
    tokens: settled.tokens,
    watermarkAfter: settled.watermark,
    settleMessages: [...settled.messages],
    written: standingWrites(tx.manifest),
    skipped: [...tx.skipped],
    reverted: [...reverted],
    stopped: tx.stopped,
    stopReason: tx.stopReason,
    indexCharsBefore: plan.indexChars,
    indexCharsAfter: tx.indexChars ?? plan.indexChars,
    durationMs: ctx.clock.now() - plan.startedAt,
    guardRefused: tx.guard.refused.map((r) => r.path),
  };
}

/** The run record's list of sources; reading each one again also teaches the guard the secrets on its lines. */
async function describeSources(ctx: EngineContext, plan: Plan, messages: ReportMessage[], guard: WriteGuard) {
  const out: { path: string; bytes: number; mtime: number; sha256: string }[] = [];
  for (const s of plan.selection.selected) {
    try {
      const text = await ctx.vault.readText(s.path);
      guard.learnFrom(text);
      // A file's name can carry a secret too; the record keeps the name without it.
      out.push({ path: redactSecrets(s.path).text, bytes: s.size, mtime: s.mtime, sha256: sha256(text) });
    } catch (e) {
      out.push({ path: redactSecrets(s.path).text, bytes: s.size, mtime: s.mtime, sha256: '' });
      messages.push({ level: 'warn', path: s.path, text: `Could not read ${s.path} again to record its checksum (${errorText(e)}).` });
    }
  }
  return out;
}

/** Check the artifact, not the action: every write the record claims must be on disk as recorded. */
async function verifyArtifacts(ctx: EngineContext, tx: Transaction): Promise<void> {
  if (tx.manifest.phase !== 'done') return;
  for (const w of standingWrites(tx.manifest)) {
    try {
      const text = (await ctx.vault.exists(w.path)) ? await ctx.vault.readText(w.path) : null;
      if (text === null || sha256(text) !== w.sha256After) {
        tx.messages.push({ level: 'warn', path: w.path, text: `${w.path} is no longer what this run wrote (changed during the run).` });
      }
    } catch (e) {
      tx.messages.push({ level: 'warn', path: w.path, text: `${w.path} could not be read back (${errorText(e)}).` });
    }
  }
}

function progress(ctx: EngineContext, phase: 'consolidate' | 'settle' | 'done', detail: string): void {
  ctx.onProgress?.({ phase, detail });
}

interface SummaryInput {
  status: RunSummary['status'];
  stopReason?: string;
  messages: ReportMessage[];
  tx?: Transaction;
  reverted?: string[];
  reportPath?: string | null;
  logWritten?: boolean;
  lockedBy?: { deviceId: string; until: number };
  settled?: Settled;
  notDreamingDevice?: string;
  notDreamingDeviceName?: string;
}

function summarize(ctx: EngineContext, plan: Plan, s: SummaryInput): RunSummary {
  const byTier: RunSummary['candidatesByTier'] = { '0': 0, '1': 0, '2': 0, '3': 0 };
  for (const c of plan.candidates) byTier[String(c.tier) as '0' | '1' | '2' | '3'] += 1;
  // The plan and the run may both report the same problem (say, a damaged
  // pending queue both loaded); the person needs to read it once.
  const seen = new Set<string>();
  const messages = [...plan.messages, ...(s.settled?.messages ?? []), ...s.messages].filter((m) => {
    const key = `${m.level}\u0000${m.path ?? ''}\u0000${m.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (s.status === 'stopped' && s.stopReason && !messages.some((m) => m.text.includes(s.stopReason ?? ''))) {
    messages.push({ level: 'error', text: `Writing stopped: ${s.stopReason}` });
  }
  const completed = s.status === 'completed' && s.logWritten === true;
  return {
    runId: plan.runId,
    trigger: plan.trigger,
    status: s.status,
    watermarkBefore: plan.selection.watermark,
    watermarkAfter: completed ? ((s.settled ? s.settled.watermark : plan.selection.newWatermark) ?? plan.selection.watermark) : plan.selection.watermark,
    logsSelected: plan.selection.selected.length,
    logsDeferred: plan.selection.deferred.length,
    bytes: plan.selection.selectedBytes,
    candidatesByTier: byTier,
    pending: plan.pending.length,
    gatedOut: plan.gatedOut.length,
    reverted: s.reverted ?? [],
    written: s.tx ? standingWrites(s.tx.manifest) : [],
    unreachable: plan.unreachable.map((u) => u.path),
    secretsOmitted: plan.secretsOmitted.length,
    guardRefused: s.tx ? s.tx.guard.refused.map((r) => r.path) : [],
    tokens: s.settled?.tokens ?? plan.tokens,
    ...(plan.modelFallbacks && plan.modelFallbacks.length > 0 ? { modelFallbacks: [...plan.modelFallbacks] } : {}),
    durationMs: Math.max(0, ctx.clock.now() - plan.startedAt),
    reportPath: s.reportPath ?? null,
    ...(s.lockedBy ? { lockedBy: s.lockedBy } : {}),
    ...(s.notDreamingDevice !== undefined ? { notDreamingDevice: s.notDreamingDevice } : {}),
    ...(s.notDreamingDeviceName ? { notDreamingDeviceName: s.notDreamingDeviceName } : {}),
    messages,
  };
}
