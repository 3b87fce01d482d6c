/**
 * The engine's public face: what the CLI and the plugin call. Each function
 * composes the phases; the rules live in sense/, candidates/, consolidate/,
 * settle/ and review/.
 */
import { localDate } from './clock';
import type { DreamOptions, EngineContext } from './context';
import { parseDreamLog } from './formats/dreamlog';
import { stripBom } from './formats/frontmatter';
import { buildCandidates, collectSpans, explainCandidates, loadExistingMemory, offlineExtract } from './rank';
import type { ExistingMemory } from './rank';
import { executePlan } from './write/execute';
import { readLock } from './run/lock';
import { newRunId } from './run/manifest';
import { planNoteWrites } from './write/plan-writes';
import { findIncompleteRuns } from './run/recovery';
import { planUndo, undoRun, type UndoPlan, type UndoResult } from './run/undo';
import { modelExtract } from './extract/model';
import { PendingQueue, type PendingView, type ReviewResult, type Receipt, type RejectionMarker } from './review/pending-queue';
import { bulkApprovable, type BulkVerdict } from './review/hold';
import { readSourceText } from './sense/sources';
import { sense } from './sense/sense';
import { settleStep } from './settle';
import type { Candidate, Plan, RawCandidate, ReportMessage, RunSummary, Selection, Span, StatusReport, TokenUsage } from './types';
import { errorText } from './lib/errors';

export { BULK_LEFT_TEXT, holdText } from './review/hold';
// Calendar helpers the hosts need to check what a person typed and to show ages.
export { DAY_MS, isIsoDate, isIsoInstant } from './lib/dates';

export class NotAvailableYet extends Error {
  constructor(what: string) {
    super(`${what} is not available yet`);
    this.name = 'NotAvailableYet';
  }
}


/** Phase 1: read-only, writes nothing (not even .dreams/). */
export async function planDream(ctx: EngineContext, opts: DreamOptions): Promise<Plan> {
  const startedAt = ctx.clock.now();
  const runId = newRunId(ctx.clock);
  const s = await sense(ctx, opts);
  const plan: Plan = {
    runId,
    trigger: opts.trigger,
    startedAt,
    offline: opts.offline === true || ctx.settings.provider === 'none' || !ctx.http,
    guardian: s.guardian,
    selection: opts.approvedOnly === true ? readNothing(s.selection) : s.selection,
    spans: 0,
    candidates: [],
    writes: [],
    gatedOut: [],
    pending: [],
    unreachable: s.unreachable,
    indexAges: s.indexAges,
    indexChars: s.indexChars,
    secretsOmitted: [],
    tokens: { calls: 0, promptTokens: 0, completionTokens: 0 },
    messages: [...s.messages],
    settings: ctx.settings,
  };

  const queue = await PendingQueue.load(ctx);
  plan.messages.push(...queue.messages);
  // Approved candidates from earlier runs are written now, even on a quiet night.
  const approved = queue.approvedForApply();
  const approvedIds = new Set(approved.map((c) => c.id));

  const skipped = s.guardian !== null && !s.guardian.run;
  let candidates: Candidate[] = [];
  if (!skipped && plan.selection.selected.length > 0) {
    ctx.onProgress?.({ phase: 'extract', detail: 'Reading the selected notes', files: plan.selection.selected.length });
    const collected = await collectSpans(ctx, plan.selection.selected, (log) => readSourceText(ctx.vault, log));
    plan.messages.push(...collected.messages);
    plan.spans = collected.spans.length;
    const existing = await loadExistingMemory(ctx.vault, ctx.settings);
    const extracted = await extract(ctx, opts, collected.spans, existing);
    plan.tokens = extracted.tokens;
    plan.messages.push(...extracted.messages);
    const built = buildCandidates(extracted.raw, collected.spans, existing, ctx.settings, ctx.clock.now());
    plan.messages.push(...built.messages);
    plan.gatedOut = built.gatedOut;
    plan.considered = built.considered;
    plan.secretsOmitted = built.secretsOmitted;
    // A candidate rejected earlier is never nominated again; an approved one
    // keeps the text the person approved.
    candidates = built.candidates
      .filter((c) => !queue.rejectionMarkers().some((m) => m.candidateId === c.id))
      .map((c) => (approvedIds.has(c.id) ? (queue.candidate(c.id) ?? c) : c));
  }
  for (const c of approved) if (!candidates.some((x) => x.id === c.id)) candidates.push(c);
  plan.candidates = candidates;
  plan.pending = candidates.filter((c) => !approvedIds.has(c.id) && (c.hold !== null || c.tier === 3));

  if (!skipped && candidates.length > 0) {
    ctx.onProgress?.({ phase: 'extract', detail: 'Planning note changes' });
    const notes = await planNoteWrites(ctx, candidates, { approvedIds });
    plan.writes = notes.writes;
    plan.messages.push(...notes.dropped, ...notes.messages);
  }
  return plan;
}

interface Extraction {
  raw: RawCandidate[];
  tokens: TokenUsage;
  messages: ReportMessage[];
}

/** The configured model, with the offline extractor for whatever it does not cover. */
async function extract(ctx: EngineContext, opts: DreamOptions, spans: Span[], existing: ExistingMemory): Promise<Extraction> {
  const offlineOpts = { untrustedFolders: ctx.settings.untrustedFolders, knownTopics: existing.notes.map((n) => n.topic), owner: ctx.settings.owner };
  const tokens: TokenUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
  if (opts.offline || ctx.settings.provider === 'none' || !ctx.http) {
    return { raw: offlineExtract(spans, offlineOpts), tokens, messages: [] };
  }
  ctx.onProgress?.({ phase: 'extract', detail: 'Asking the model', modelCalls: 0 });
  const m = await modelExtract(ctx, spans);
  const rest = new Set(m.offlineSpanIds);
  const raw = [...m.raw];
  if (rest.size > 0) raw.push(...offlineExtract(spans.filter((s) => rest.has(s.id)), offlineOpts));
  return { raw, tokens: m.tokens, messages: m.messages };
}

/** A full dream: Sense, Consolidate, Settle, as one recoverable transaction. */
export async function runDream(ctx: EngineContext, opts: DreamOptions): Promise<RunSummary> {
  const plan = await planDream(ctx, opts);
  return executePlan(ctx, plan, settleStep, { replan: () => planDream(ctx, opts) });
}

export async function dreamStatus(ctx: EngineContext): Promise<StatusReport> {
  const messages: ReportMessage[] = [];
  const s = await sense(ctx, { trigger: 'cli' });
  messages.push(...s.messages);
  let lastDream: StatusReport['lastDream'] = null;
  try {
    if (await ctx.vault.exists(ctx.settings.dreamLogPath)) {
      const entries = parseDreamLog(stripBom(await ctx.vault.readText(ctx.settings.dreamLogPath))).entries;
      const newest = entries[entries.length - 1];
      if (newest) lastDream = { number: newest.number ?? 0, startedAt: newest.startedAt ?? 0, trigger: newest.trigger ?? 'unknown' };
    }
  } catch (e) {
    messages.push({ level: 'warn', path: ctx.settings.dreamLogPath, text: `Could not read the dream log (${errorText(e)}).` });
  }
  const queue = await PendingQueue.load(ctx);
  messages.push(...queue.messages);
  const lockRead = await readLock(ctx);
  const lock = lockRead.lock ? { deviceId: lockRead.lock.deviceId, startedAt: lockRead.lock.startedAt, expiresAt: lockRead.lock.expiresAt } : null;
  const incomplete = await findIncompleteRuns(ctx);
  return {
    watermark: s.selection.watermark,
    lastDream,
    pending: queue.list().filter((v) => v.state === 'pending').length,
    lock,
    incompleteRuns: incomplete.runs.map((m) => ({ runId: m.runId, startedAt: m.startedAt, written: [] })),
    sourceLogs: s.selection.selected.length + s.selection.deferred.length + s.selection.leftBehind,
    unreadLogs: s.selection.selected.length + s.selection.deferred.length,
    messages,
  };
}

export function planUndoDream(ctx: EngineContext, runId?: string): Promise<UndoPlan> {
  return planUndo(ctx, runId);
}

export function undoDream(ctx: EngineContext, runId?: string): Promise<UndoResult> {
  return undoRun(ctx, runId);
}

/**
 * Why would (or wouldn't) something promote? Scores every source note on disk,
 * read-only and offline, whatever the watermark says — after a run the normal
 * selection is empty, and the question is usually about something already read.
 * Candidates below tier 1 are included: "why was this left out" is the common
 * question.
 */
export async function explainQuery(ctx: EngineContext, query: string): Promise<string> {
  const today = localDate(ctx.clock);
  const plan = await planDream(ctx, { trigger: 'cli', offline: true, backfill: { from: '0001-01-01', to: today } });
  const queue = await PendingQueue.load(ctx);
  const pool = [...queue.list({ includeExpired: true }).map((v) => v.candidate), ...(plan.considered ?? plan.candidates)];
  const seen = new Set<string>();
  const unique = pool.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  return explainCandidates(unique, query, ctx.settings);
}

export async function listPending(ctx: EngineContext, includeExpired = true): Promise<PendingView[]> {
  return (await PendingQueue.load(ctx)).list({ includeExpired });
}

export interface ApproveInput {
  reviewer: string;
  rationale: string;
  editedText?: string;
}

/** Records the receipt; the candidate is written by the next run (or `applyApproved`). */
export async function approvePending(ctx: EngineContext, id: string, input: ApproveInput): Promise<ReviewResult<Receipt>> {
  const queue = await PendingQueue.load(ctx);
  return queue.approve(id, input);
}

export async function rejectPending(ctx: EngineContext, id: string): Promise<ReviewResult<RejectionMarker>> {
  const queue = await PendingQueue.load(ctx);
  return queue.reject(id);
}

export interface ApprovalOutcome {
  receipts: Receipt[];
  failed: { id: string; reason: string }[];
  /** the transaction that wrote the approved candidates; null when nothing was approved */
  run: RunSummary | null;
}

/**
 * Approve and apply on the spot: record a receipt per id, then write every
 * approved candidate through the same transaction as a dream (backups,
 * compare-before-write, gate re-check, its own dream-log entry and report).
 * The watermark does not move: no source is read as new.
 */
export async function approveAndApply(ctx: EngineContext, ids: readonly string[], input: ApproveInput): Promise<ApprovalOutcome> {
  const receipts: Receipt[] = [];
  const failed: { id: string; reason: string }[] = [];
  for (const id of ids) {
    const r = await approvePending(ctx, id, input);
    if (r.ok) receipts.push(r.value);
    else failed.push({ id, reason: r.message });
  }
  const run = receipts.length > 0 ? await applyApproved(ctx) : null;
  return { receipts, failed, run };
}

export interface BulkApprovalOutcome extends ApprovalOutcome {
  /** pending candidates bulk approval left for a person, and why */
  left: { id: string; why: Exclude<BulkVerdict, { take: true }>['why'] }[];
}

/**
 * "Approve all pending that pass the gates": the one rule for what a bulk
 * approval may take, for the plugin's command and the CLI's
 * `review --approve-passing` alike. A candidate the review screen holds is
 * never taken (its words need a person); one the approval policy holds is,
 * once its tier is re-checked from its evidence (`bulkApprovable`). A
 * candidate that already has a valid receipt needs nothing.
 */
export async function approvePassingPending(ctx: EngineContext, input: ApproveInput): Promise<BulkApprovalOutcome> {
  const take: string[] = [];
  const left: BulkApprovalOutcome['left'] = [];
  for (const v of await listPending(ctx, true)) {
    if (v.state === 'approved') continue;
    const verdict = bulkApprovable(v.candidate, ctx.settings);
    if (verdict.take) take.push(v.candidate.id);
    else left.push({ id: v.candidate.id, why: verdict.why });
  }
  const outcome = take.length > 0 ? await approveAndApply(ctx, take, input) : { receipts: [], failed: [], run: null };
  return { ...outcome, left };
}

/** The selection of a run that reads no source: the watermark and frontier stay as Sense found them. */
function readNothing(sel: Selection): Selection {
  return {
    ...sel,
    mode: 'backfill',
    selected: [],
    deferred: [],
    leftBehind: 0,
    newWatermark: null,
    selectedBytes: 0,
    notes: ['Only approved candidates are written; no source was read.'],
  };
}

/**
 * Writes approved candidates now, through the dream transaction, without
 * reading a source (the watermark stays).
 */
export async function applyApproved(ctx: EngineContext): Promise<RunSummary> {
  const opts: DreamOptions = { trigger: 'manual', offline: true, approvedOnly: true };
  const plan = await planDream(ctx, opts);
  plan.messages.push({ level: 'info', text: `Applying approved candidates reviewed on ${localDate(ctx.clock)}; no source was read as new.` });
  return executePlan(ctx, plan, settleStep, { replan: () => planDream(ctx, opts) });
}
