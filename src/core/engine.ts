/**
 * The engine's one door: everything the CLI and the plugin do goes through
 * here. Besides this file the hosts import only the ports (`types`, `vault`,
 * `clock`, `http`, `context`, `settings`); eslint's no-restricted-imports
 * holds them to it. Each function composes the phases; the rules live in
 * sense/, extract/, rank/, review/, write/, run/ and settle/.
 */
import type { DreamOptions, EngineContext } from './ports/context';
import { localDate, type IsoDate } from './lib/dates';
import { parseDreamLog } from './formats/dreamlog';
import { stripBom } from './formats/frontmatter';
import { buildCandidates, collectSpans, digestsBySubject, explainCandidates, knownSubjectNames, loadExistingMemory, offlineExtract } from './rank/build-candidates';
import type { ExistingMemory } from './rank/build-candidates';
import { dreamLogMark, executePlan, type RunSummary } from './run/execute';
import { leaseOf, readLock } from './state/lock';
import { claimDreaming, dreamingElsewhere, readDreamingDevice, type DreamingDevice } from './state/shared-state';
import { newRunId } from './state/manifest';
import { planNoteWrites } from './consolidate/plan-writes';
import type { SubjectRegistry } from './sense/subject-registry';
import { findIncompleteRuns } from './run/recovery';
import { planUndo, undoRun, type UndoPlan, type UndoResult } from './run/undo';
import { estimateModelRun, modelExtract } from './extract/model';
import { INDEX_REWRITE_SYSTEM_PROMPT } from './extract/model/index-rewrite-prompt';
import { requestSummaries, summaryCallEstimate } from './consolidate/summary-request';
import { summarizeWrites } from './consolidate/summary';
import { estimateTokens } from './extract/model/provider';
import { completionAllowance } from './settle/index-rewrite';
import type { Settings } from './ports/settings';
import { PendingQueue, type PendingView, type ReviewResult, type Receipt, type RejectionMarker, reviewOptions } from './review/pending-queue';
import { bulkApprovable, type BulkVerdict } from './rank/hold';
import { whereOf } from './rank/unplaced';
import { readSourceText } from './sense/sources';
import { sense } from './sense/sense';
import { settleStep } from './settle/settle-step';
import { readUnreachable } from './settle/unreachable-record';
import type { ReportMessage, TokenUsage } from './ports/types';
import { errorText } from './lib/errors';
import { deepFreeze, plainCopy } from './lib/freeze';
import { readOrNull } from './settle/read';
import { insertIndexLink, topicLinkLine } from './settle/index-link';
import { sectionNames } from './formats/index-sections';
import { recordedEdit } from './run/person-edit';
import { dreamLogCards, type DreamLogCard } from './settle/dream-log-cards';
import { pendingCard, type PendingCard } from './review/pending-cards';
import { createProvider, missingApiKey } from './extract/model/providers';
import { readDailyNotesConfig } from './sense/daily-notes-config';
import { periodsBetween, previewReflection, reflectionWrites } from './reflect/reflect-step';
import { currentThemes, latestWeekThemes } from './reflect/themes';
import type { ConnectionCheck, IndexLinkResult } from './ports/types';
import { append } from './lib/arrays';

export { BULK_LEFT_TEXT } from './rank/hold';
// Calendar helpers the hosts need to check what a person typed and to show ages.
export { isIsoDate, isIsoInstant } from './lib/dates';
import { containsSecret, redactSecrets } from './secrets/scan';
import { stateOptions } from './state/state-options';
import type { UnreachableTopic } from './sense/unreachable';
import type { Span } from './extract/spans';
import type { RawCandidate } from './extract/raw-candidate';
import type { ModelCallRecord } from './extract/model/client';
import type { ModelEstimate } from './extract/model/cost';
import type { Candidate } from './rank/candidate';
import type { Plan } from './consolidate/plan';
import type { StatusReport } from './run/plan-text';
import type { Selection } from './sense/selection-shape';
import type { ModelFallback } from './formats/model-fallbacks';
export { containsSecret, redactSecrets };

// What the hosts print and hash, re-exported so they need no door but this one.
export { renderPendingList, renderPlan, renderRunSummary, renderStatus, renderUndo } from './run/plan-text';
export { sha256 } from './lib/digest';
export type { RunSummary } from './run/execute';
export type { DreamLogCard } from './settle/dream-log-cards';
export type { PendingCard } from './review/pending-cards';
export type { Plan } from './consolidate/plan';
export type { Signals } from './rank/candidate';
export type { UnreachableTopic } from './sense/unreachable';
export type { PlannedWrite } from './state/transaction';
// The sentence a host prints about notes the model did not read.
export { fallbackSentence } from './formats/model-fallbacks';

/**
 * Phase 1 as a preview (the CLI's `plan`, the plugin's *Preview dream*):
 * read-only, writes nothing (not even .dreams/), and spends nothing — the
 * model is not asked; the plan says what a dream would spend on it
 * (`modelEstimate`), and its candidates come from the offline extractor.
 */
export function planDream(ctx: EngineContext, opts: DreamOptions): Promise<Plan> {
  return makePlan(ctx, opts, 'preview');
}

/** A preview estimates the model's cost; a run spends it, when it fits the budget. */
type PlanMode = 'preview' | 'run';

/**
 * Phase 1: read-only, writes nothing (not even .dreams/). The plan it returns
 * is frozen: the phases after it read it and hand their corrections back
 * (see RunOutcome), they never change it.
 */
async function makePlan(ctx: EngineContext, opts: DreamOptions, mode: PlanMode): Promise<Plan> {
  const startedAt = ctx.clock.now();
  const runId = newRunId(ctx.clock);
  const mark = await dreamLogMark(ctx);
  const approval = opts.trigger === 'approval';
  const s = await sense(ctx, ctx.settings, opts);
  const plan: Plan = {
    runId,
    trigger: opts.trigger,
    startedAt,
    offline: approval || opts.offline === true || ctx.settings.provider === 'none' || !ctx.http,
    dreamLogMark: mark,
    guardian: s.guardian,
    selection: approval ? readNothing(s.selection) : s.selection,
    listedSources: s.sourceLogs,
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
    // A copy: freezing the plan must not freeze the host's own settings object.
    settings: plainCopy(ctx.settings),
  };
  if (approval) plan.messages.push({ level: 'info', text: `Applying approved candidates reviewed on ${localDate(ctx.clock)}; no source was read as new.` });

  const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
  append(plan.messages, queue.messages);
  // Approved candidates from earlier runs are written now, even on a quiet night.
  const approved = queue.approvedForApply();
  const approvedIds = new Set(approved.map((c) => c.id));

  const skipped = s.guardian !== null && !s.guardian.run;
  let candidates: Candidate[] = [];
  let registry: SubjectRegistry | undefined;
  let digests: Map<string, { paths: string[]; title: string }> | undefined;
  if (!skipped && plan.selection.selected.length > 0) {
    ctx.onProgress?.({ phase: 'extract', detail: 'Reading the selected notes', files: plan.selection.selected.length });
    const collected = await collectSpans(ctx.yaml, ctx.vault, ctx.settings, plan.selection.selected, (log) => readSourceText(ctx.vault, log));
    append(plan.messages, collected.messages);
    plan.spans = collected.spans.length;
    const existing = await loadExistingMemory(ctx.yaml, ctx.vault, ctx.settings);
    const extracted = await extract(ctx, opts, collected.spans, existing, mode, plan.indexChars);
    plan.tokens = extracted.tokens;
    if (extracted.modelStopped !== undefined) plan.modelStopped = extracted.modelStopped;
    if (extracted.estimate !== undefined) plan.modelEstimate = extracted.estimate;
    if (extracted.fallbacks !== undefined && extracted.fallbacks.length > 0) plan.modelFallbacks = extracted.fallbacks;
    append(plan.messages, extracted.messages);
    const themes = await currentThemes(ctx.vault, ctx.settings, localDate(ctx.clock));
    const built = buildCandidates(extracted.raw, collected.spans, existing, ctx.settings, ctx.clock.now(), themes);
    if (extracted.calls !== undefined && extracted.calls.length > 0) plan.modelCalls = extracted.calls.map((c) => ({ ...c, outcomes: built.callOutcomes.get(c.n) ?? {} }));
    registry = existing.registry;
    digests = digestsBySubject(existing);
    append(plan.messages, built.messages);
    plan.gatedOut = built.gatedOut;
    if (built.renamed.length > 0) plan.renamed = built.renamed;
    plan.considered = built.considered;
    plan.secretsOmitted = built.secretsOmitted;
    // A candidate rejected earlier is never nominated again; an approved one
    // keeps the text the person approved.
    const rejected = (c: Candidate): boolean => queue.rejectionMarkers().some((m) => m.candidateId === c.id);
    const unplaced = [
      ...built.unplaced,
      ...built.candidates.filter((c) => c.extractor === 'model' && rejected(c)).map((c) => ({ reason: 'refused' as const, text: c.text, where: whereOf(c.sources), detail: 'you rejected it in an earlier review' })),
    ];
    if (unplaced.length > 0) plan.unplaced = unplaced;
    if (built.heldOut.added.length > 0 || built.heldOut.used.length > 0) plan.heldOut = built.heldOut;
    candidates = built.candidates
      .filter((c) => !rejected(c))
      .map((c) => (approvedIds.has(c.id) ? (queue.candidate(c.id) ?? c) : c));
  }
  for (const c of approved) if (!candidates.some((x) => x.id === c.id)) candidates.push(c);
  plan.candidates = candidates;
  plan.pending = candidates.filter((c) => !approvedIds.has(c.id) && (c.hold !== null || c.tier === 3));

  if (!skipped && candidates.length > 0) {
    ctx.onProgress?.({ phase: 'extract', detail: 'Planning note changes' });
    const notes = await planNoteWrites(ctx, ctx.settings, candidates, { approvedIds, names: (t) => registry?.resolve(t) ?? undefined, digests });
    plan.writes = notes.writes;
    append(append(plan.messages, notes.dropped), notes.messages);
    if (mode === 'run' && plan.offline !== true && plan.modelStopped === undefined) await withModelSummaries(ctx, plan);
  }
  return deepFreeze(plan);
}

/**
 * The model's summaries for the subject notes the plan writes, each checked
 * as the rule's are (consolidate/summary.ts); its call joins the run's tokens.
 */
async function withModelSummaries(ctx: EngineContext, plan: Plan): Promise<void> {
  const r = await requestSummaries(ctx, ctx.settings, plan.writes, plan.tokens);
  plan.tokens = {
    calls: plan.tokens.calls + r.tokens.calls,
    promptTokens: plan.tokens.promptTokens + r.tokens.promptTokens,
    completionTokens: plan.tokens.completionTokens + r.tokens.completionTokens,
  };
  if (r.stopped !== undefined) plan.modelStopped = r.stopped;
  append(plan.messages, r.messages);
  if (r.proposals.size > 0) summarizeWrites(ctx.yaml, ctx.settings.topicsFolder, plan.writes, plan.messages, ctx.settings.owner, r.proposals);
}

interface Extraction {
  raw: RawCandidate[];
  tokens: TokenUsage;
  /** each model call of the extraction */
  calls?: ModelCallRecord[];
  /** each chunk the offline extractor read in the model's place */
  fallbacks?: ModelFallback[];
  modelStopped?: string;
  estimate?: ModelEstimate;
  messages: ReportMessage[];
}

/**
 * The configured model, with the offline extractor for whatever it does not
 * cover. Its cost is worked out first: a preview only reports it, and a run
 * that would pass its budget says so and makes no call at all.
 */
async function extract(
  ctx: EngineContext,
  opts: DreamOptions,
  spans: Span[],
  existing: ExistingMemory,
  mode: PlanMode,
  indexChars: number,
): Promise<Extraction> {
  const offlineOpts = { untrustedFolders: ctx.settings.untrustedFolders, knownSubjects: knownSubjectNames(existing), owner: ctx.settings.owner };
  const tokens: TokenUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
  if (opts.offline || ctx.settings.provider === 'none' || !ctx.http) {
    return { raw: offlineExtract(spans, offlineOpts), tokens, messages: [] };
  }
  const estimate = estimateModelRun(ctx.settings, spans, { memory: existing, indexCall: indexCallEstimate(ctx.settings, indexChars), summaryCall: summaryCallEstimate() });
  // The preview shows the estimate (plan.modelEstimate) and offline candidates.
  if (mode === 'preview') return { raw: offlineExtract(spans, offlineOpts), tokens, estimate, messages: [] };
  if (estimate.overBudget !== undefined) {
    const text = `No model call was made: ${estimate.overBudget}. The offline extractor read every span instead. Raise the budget in settings, or lower "Notes per dream" so that each dream reads less.`;
    return { raw: offlineExtract(spans, offlineOpts), tokens, estimate, modelStopped: `over the budget per dream (${estimate.overBudget})`, messages: [{ level: 'warn', text }] };
  }
  ctx.onProgress?.({ phase: 'extract', detail: 'Asking the model', modelCalls: 0 });
  const m = await modelExtract(ctx, ctx.settings, spans, { memory: existing });
  const rest = new Set(m.offlineSpanIds);
  const raw = [...m.raw];
  if (rest.size > 0) append(raw, offlineExtract(spans.filter((s) => rest.has(s.id)), offlineOpts));
  return { raw, tokens: m.tokens, calls: m.calls, fallbacks: m.fallbacks, modelStopped: m.stopped, estimate, messages: m.messages };
}

/** The index rewrite's one call: its prompt holds the index (four characters a token), its answer at most the allowance. */
function indexCallEstimate(s: Settings, indexChars: number): ModelEstimate['indexCall'] {
  // The index a dream sends is today's plus what it adds, and never past its budget.
  const chars = Math.min(s.indexBudgetChars, indexChars + 1000);
  return { promptTokens: estimateTokens(INDEX_REWRITE_SYSTEM_PROMPT) + Math.ceil(chars / 4), completionTokens: completionAllowance(s.indexBudgetChars) };
}

/** A full dream: Sense, Consolidate, Settle, as one recoverable transaction. */
export async function runDream(ctx: EngineContext, opts: DreamOptions): Promise<RunSummary> {
  // Which device dreams comes first: another device's dream reads nothing, asks no model and writes nothing here.
  if (opts.takeOver !== true) {
    const elsewhere = await dreamingElsewhere(ctx.vault, ctx, stateOptions(ctx.settings));
    if (elsewhere !== null) return notThisDevice(ctx, opts, elsewhere);
  }
  // A cloud model without its key would refuse every request: say where the key goes before reading anything.
  const noKey = opts.offline ? null : missingApiKey(ctx.settings, ctx.apiKey);
  if (noKey !== null) return { ...nothingDone(ctx, opts, 'stopped'), messages: [{ level: 'error', text: `${noKey}.` }] };
  const plan = await makePlan(ctx, opts, 'run');
  // A plan made again (after rolling back an unfinished run) must not ask a
  // model that already refused this run: the request would carry the key again.
  const again = plan.modelStopped === undefined ? opts : { ...opts, offline: true };
  return executePlan(ctx, plan, settleStep, { replan: () => makePlan(ctx, again, 'run'), dreaming: opts.takeOver === true ? 'take-over' : 'check' });
}

/** The summary of a dream this device does not run: nothing read, asked or written. */
function notThisDevice(ctx: EngineContext, opts: DreamOptions, elsewhere: { deviceId: string | null; deviceName?: string; message: string }): RunSummary {
  return {
    ...nothingDone(ctx, opts, 'skipped'),
    notDreamingDevice: elsewhere.deviceId ?? 'unknown',
    ...(elsewhere.deviceName ? { notDreamingDeviceName: elsewhere.deviceName } : {}),
    messages: [{ level: 'warn', text: elsewhere.message }],
  };
}

/** A dream that read, asked and wrote nothing. */
function nothingDone(ctx: EngineContext, opts: DreamOptions, status: 'skipped' | 'stopped'): RunSummary {
  return {
    runId: newRunId(ctx.clock),
    trigger: opts.trigger,
    status,
    watermarkBefore: null,
    watermarkAfter: null,
    logsSelected: 0,
    logsDeferred: 0,
    bytes: 0,
    candidatesByTier: { '0': 0, '1': 0, '2': 0, '3': 0 },
    pending: 0,
    gatedOut: 0,
    reverted: [],
    written: [],
    unreachable: [],
    secretsOmitted: 0,
    tokens: { calls: 0, promptTokens: 0, completionTokens: 0 },
    durationMs: 0,
    reportPath: null,
    messages: [],
  };
}

/** The person chose this device to dream for the vault; the others preview only. */
/** Which device dreams for this vault (null: none yet), and why not readable. */
export async function dreamingDevice(ctx: EngineContext): Promise<{ device: DreamingDevice | null; problem?: string }> {
  return readDreamingDevice(ctx.vault, stateOptions(ctx.settings));
}

export async function takeOverDreaming(ctx: EngineContext): Promise<DreamingDevice> {
  return claimDreaming(ctx.vault, ctx.clock, ctx, stateOptions(ctx.settings), 'chosen');
}

/**
 * On load: the review queue an earlier version kept in the device-local state
 * folder (and any conflict copy sync left) is merged into the shared note.
 * Writes nothing when there is nothing to move. Returns what it did.
 */
export async function migrateSharedState(ctx: EngineContext): Promise<ReportMessage[]> {
  const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
  if (!queue.needsSettling) return [...queue.messages];
  await queue.migrate();
  return [...queue.messages, { level: 'info', path: PendingQueue.queuePath(ctx.settings), text: `The review queue now lives in ${PendingQueue.queuePath(ctx.settings)}, where every device that syncs the vault sees it.` }];
}

export async function dreamStatus(ctx: EngineContext): Promise<StatusReport> {
  const messages: ReportMessage[] = [];
  const s = await sense(ctx, ctx.settings, { trigger: 'cli' });
  append(messages, s.messages);
  let lastDream: StatusReport['lastDream'] = null;
  let lastApproval: StatusReport['lastApproval'] = null;
  try {
    if (await ctx.vault.exists(ctx.settings.dreamLogPath)) {
      const entries = parseDreamLog(stripBom(await ctx.vault.readText(ctx.settings.dreamLogPath))).entries;
      // An approval writes what a person approved and reads nothing: it is not the last dream.
      const newest = entries.filter((e) => e.trigger !== 'approval').at(-1);
      if (newest) lastDream = { number: newest.number ?? 0, startedAt: newest.startedAt ?? 0, trigger: newest.trigger ?? 'unknown' };
      const approval = entries.filter((e) => e.trigger === 'approval').at(-1);
      if (approval) lastApproval = { number: approval.number ?? 0, startedAt: approval.startedAt ?? 0 };
    }
  } catch (e) {
    messages.push({ level: 'warn', path: ctx.settings.dreamLogPath, text: `Could not read the dream log (${errorText(e)}).` });
  }
  const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
  append(messages, queue.messages);
  const lockRead = await readLock(ctx.vault, stateOptions(ctx.settings));
  const lease = lockRead.lock ? leaseOf(lockRead.lock) : null;
  const lock = lockRead.lock && lease ? { deviceId: lockRead.lock.deviceId, startedAt: lease.from, expiresAt: lease.until } : null;
  const incomplete = await findIncompleteRuns(ctx);
  append(messages, incomplete.messages);
  return {
    watermark: s.selection.watermark,
    lastDream,
    lastApproval,
    pending: queue.list().filter((v) => v.state === 'pending').length,
    lock,
    incompleteRuns: incomplete.runs,
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
  const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
  const pool = [...queue.list({ includeExpired: true }).map((v) => v.candidate), ...(plan.considered ?? plan.candidates)];
  const seen = new Set<string>();
  const unique = pool.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  // Sources are named by path, and a path may hold a secret (a token pasted into a note's name).
  return redactSecrets(explainCandidates(unique, query, ctx.settings)).text;
}

export async function listPending(ctx: EngineContext, includeExpired = true): Promise<PendingView[]> {
  return (await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings))).list({ includeExpired });
}

interface ApproveInput {
  reviewer: string;
  rationale: string;
  editedText?: string;
}

/** Records the receipt; the candidate is written by the next run (or `applyApproved`). */
async function approvePending(ctx: EngineContext, id: string, input: ApproveInput): Promise<ReviewResult<Receipt>> {
  const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
  return queue.approve(id, input);
}

/** Rejects a candidate; the reason the person typed is kept with the marker (never the candidate's words). */
export async function rejectPending(ctx: EngineContext, id: string, reason?: string): Promise<ReviewResult<RejectionMarker>> {
  const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
  return queue.reject(id, ctx.clock.now(), reason);
}

interface ApprovalOutcome {
  receipts: Receipt[];
  failed: { id: string; reason: string }[];
  /** the transaction that wrote the approved candidates; null when nothing was approved */
  run: RunSummary | null;
  /** candidates a bulk approval left for a person, and why (always empty for one candidate) */
  left: { id: string; why: Exclude<BulkVerdict, { take: true }>['why'] }[];
}

/**
 * How a person approves. `one`: they read this one candidate's card (in the
 * panel, or by its id in `vault-dreaming review --approve`) and approve it,
 * edited or not, whatever held it: reading it is what the hold asked for.
 * `bulk`: several at once from a list they confirmed (the panel's selection,
 * the *Approve all…* command, `review --approve-passing`): only what
 * `bulkApprovable` takes; what the review screen held stays for a person.
 */
interface ApprovalRequest extends ApproveInput {
  ids: readonly string[];
  mode: 'one' | 'bulk';
}

/**
 * The one approval call every host makes (panel, palette command, CLI):
 * record a receipt per approved id, then write every approved candidate
 * through the same transaction as a dream (backups, compare-before-write,
 * gate re-check, its own dream-log entry and report). The watermark does not
 * move: no source is read as new.
 */
export async function approveCandidates(ctx: EngineContext, req: ApprovalRequest): Promise<ApprovalOutcome> {
  const failed: { id: string; reason: string }[] = [];
  let ids: string[] = [...req.ids];
  let left: ApprovalOutcome['left'] = [];
  if (req.mode === 'one' && ids.length !== 1) throw new Error(`one approval names one candidate, not ${ids.length}`);
  if (req.mode === 'bulk') {
    if (req.editedText !== undefined) throw new Error('an edited text is approved one candidate at a time');
    const split = await previewApproval(ctx, ids);
    ids = split.take.map((v) => v.candidate.id);
    left = split.left;
    for (const id of req.ids) if (!ids.includes(id) && !left.some((l) => l.id === id)) failed.push({ id, reason: `No pending candidate with id ${id}.` });
  }
  const receipts: Receipt[] = [];
  const rationale = req.rationale.trim() || (req.mode === 'bulk' ? 'Approved in bulk from a confirmed list' : '');
  const input: ApproveInput = { reviewer: req.reviewer, rationale, ...(req.editedText !== undefined ? { editedText: req.editedText } : {}) };
  for (const id of ids) {
    const r = await approvePending(ctx, id, input);
    if (r.ok) receipts.push(r.value);
    else failed.push({ id, reason: r.message });
  }
  const run = receipts.length > 0 ? await applyApproved(ctx) : null;
  return { receipts, failed, run, left };
}

/**
 * What a bulk approval of `ids` (default: every pending candidate) would
 * take, and what it would leave and why; writes nothing, so the person sees
 * the list first. A candidate the review screen holds is never taken (its
 * words need a person); one the approval policy holds is, once its tier is
 * re-checked from its evidence (`bulkApprovable`). Approved-and-waiting
 * candidates need nothing.
 */
export async function previewApproval(ctx: EngineContext, ids?: readonly string[]): Promise<{ take: PendingView[]; left: ApprovalOutcome['left'] }> {
  const take: PendingView[] = [];
  const left: ApprovalOutcome['left'] = [];
  for (const v of await listPending(ctx, true)) {
    if (v.state === 'approved' || v.state === 'applied') continue;
    if (ids !== undefined && !ids.includes(v.candidate.id)) continue;
    const verdict = bulkApprovable(v.candidate, ctx.settings);
    if (verdict.take) take.push(v);
    else left.push({ id: v.candidate.id, why: verdict.why });
  }
  return { take, left };
}

/** The selection of a run that reads no source: the watermark and frontier stay as Sense found them. */
function readNothing(sel: Selection, note = 'Only approved candidates are written; no source was read.'): Selection {
  return {
    ...sel,
    mode: 'none',
    selected: [],
    deferred: [],
    leftBehind: 0,
    newWatermark: null,
    selectedBytes: 0,
    notes: [note],
  };
}

/**
 * Writes approved candidates now, through the dream transaction, without
 * reading a source (the watermark stays).
 */
async function applyApproved(ctx: EngineContext): Promise<RunSummary> {
  // Its own run kind, so the run record, the dream log and `status` call it an approval.
  const opts: DreamOptions = { trigger: 'approval', offline: true };
  const plan = await planDream(ctx, opts);
  return executePlan(ctx, plan, settleStep, { replan: () => planDream(ctx, opts) });
}

// ---------------------------------------------------------------- panels

/** The Dream log panel, newest first: heading fields from the log, the rest from each run's record. */
export async function listDreamLogCards(ctx: EngineContext): Promise<DreamLogCard[]> {
  const cards = await dreamLogCards(ctx.vault, ctx.clock, ctx.settings);
  const week = cards.length > 0 ? await latestWeekThemes(ctx.vault, ctx.settings) : null;
  if (week) cards[0] = { ...cards[0]!, weekThemes: week };
  return cards;
}

/** The Pending panel: every queued candidate with the diff approving it would write. */
export async function listPendingCards(ctx: EngineContext): Promise<PendingCard[]> {
  const out: PendingCard[] = [];
  // One refresh reads each topic note once, not once per card.
  const topicReads = new Map<string, string>();
  for (const v of await listPending(ctx, true)) out.push(await pendingCard(ctx, ctx.settings, v, topicReads));
  return out;
}

/**
 * Topic notes no index entry links to, as the newest dream recorded them
 * (Settle writes the list): opening the panel reads one file, not every note.
 */
export async function listUnreachableTopics(ctx: EngineContext): Promise<UnreachableTopic[] | null> {
  const record = await readUnreachable(ctx.vault, ctx.settings);
  // No record: no dream has checked on this device (the record stays on the device that dreams).
  if (record === null) return null;
  return record.topics.map((u) => ({ path: u.path, mtime: u.mtime, excerpt: u.excerpt }));
}

/** `## ` sections of the index note, for "Link from index". */
export async function listIndexSections(ctx: EngineContext): Promise<string[]> {
  const text = await readOrNull(ctx.vault, ctx.settings.indexPath);
  return text === null ? [] : sectionNames(text);
}

/**
 * "Link from index": one line under the section the person picked, written as
 * a recorded run (lock, backup first, compare-before-write), so *Undo last
 * dream* takes it back like any dream. Throws with the reason when nothing
 * was written.
 */
export async function linkTopicFromIndex(ctx: EngineContext, topicPath: string, section: string): Promise<IndexLinkResult> {
  const path = ctx.settings.indexPath;
  const before = await readOrNull(ctx.vault, path);
  const line = topicLinkLine(topicPath);
  const after = insertIndexLink(before ?? '', section, line);
  const edit = await recordedEdit(ctx, 'link', [
    {
      target: path,
      tier: 'index',
      action: before === null ? 'create' : 'update',
      reason: `Link ${topicPath} from the index under "${section}" (asked for in the Unreachable topics panel).`,
      diff: '',
      content: after,
      expected: before,
      candidateIds: [],
    },
  ]);
  const written = edit.written.find((w) => w.path === path);
  if (!edit.ok || !written) {
    const why = edit.messages.find((m) => m.level !== 'info')?.text ?? 'the index could not be written';
    throw new Error(why.replace(/\.$/, ''));
  }
  return { runId: edit.runId, line, backup: written.backup };
}

type ConnectionResult = { ok: true; value: ConnectionCheck } | { ok: false; message: string };

/** One tiny request to the configured model: proves the URL, the key and the model name together. */
export async function testModelConnection(ctx: EngineContext): Promise<ConnectionResult> {
  if (ctx.settings.provider === 'none') return { ok: false, message: 'No model is configured: choose a provider first. Without one the offline extractor is used.' };
  const choice = createProvider(ctx, ctx.settings);
  if (!choice.provider) return { ok: false, message: `Cannot test: ${choice.reason}. Fill it in above, then test again.` };
  const provider = choice.provider;
  const started = ctx.clock.now();
  try {
    await provider.complete({ system: 'Answer with the single word ok.', user: 'ok?', maxTokens: 5 });
    return { ok: true, value: { provider: provider.name, model: ctx.settings.model, detail: `answered in ${ctx.clock.now() - started} ms` } };
  } catch (e) {
    return { ok: false, message: `The model did not answer: ${errorText(e)}. Check the base URL, the model name and the API key.` };
  }
}

/** The Daily Notes core plugin's folder, when it names one (shown as the default source folder in settings). */
export async function dailyNotesFolder(ctx: EngineContext): Promise<string | null> {
  const messages: ReportMessage[] = [];
  return (await readDailyNotesConfig(ctx.vault, messages, ctx.configDir)).folder;
}

// ---------------------------------------------------------------- REM

/** `reflect --week 2026-W47` / `--month 2026-11`: the reflection as it would be written; nothing is written. */
export function previewReflectionNote(ctx: EngineContext, label: string): ReturnType<typeof previewReflection> {
  return previewReflection(ctx, ctx.settings, label);
}

/**
 * `reflect --from --to`: the reflections of every week and month that ends in
 * the range, written (or written again) as one run with its own record,
 * backups, dream-log entry and report, so `undo` takes them all back. No
 * source is consolidated and the watermark stays.
 */
export async function backfillReflections(ctx: EngineContext, from: IsoDate, to: IsoDate): Promise<RunSummary> {
  const opts: DreamOptions = { trigger: 'backfill', offline: true };
  const make = async (): Promise<Plan> => {
    const plan = await planDream(ctx, { trigger: 'approval', offline: true });
    const rem = await reflectionWrites(ctx, ctx.settings, periodsBetween(from, to), true);
    return {
      ...plan,
      trigger: opts.trigger ?? 'backfill',
      selection: readNothing(plan.selection, `Reflections for the weeks and months ending ${from} … ${to}; no source was consolidated.`),
      candidates: [],
      considered: [],
      pending: [],
      gatedOut: [],
      writes: rem.writes,
      messages: [...plan.messages, ...rem.messages],
    };
  };
  const plan = await make();
  return executePlan(ctx, plan, settleStep, { replan: make });
}
