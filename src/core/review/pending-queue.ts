/**
 * PendingQueue: candidates waiting for a person, and the receipts they leave.
 *
 * Scores nominate; they do not verify. A candidate the review screen holds, or
 * one bound for the identity/skills tier, waits here until a person approves
 * or rejects it. An approval is a receipt bound to the SHA-256 of the exact
 * text approved: if the text changes, the receipt no longer covers it. Receipts
 * not used within `receiptDays` expire, so an old "yes" does not quietly
 * promote something the person has forgotten about. A rejection keeps only the
 * candidate id, the hash and the date — never the text — so the same
 * observation is not nominated again and the rejected words are not kept.
 *
 * Files: `<state>/pending.json` (entries + rejection markers) and
 * `<state>/receipts.json`. A file that does not parse is reported and set
 * aside as `<name>.corrupt-<time>` on the next save, never silently dropped.
 */
import * as z from '../lib/zod';
import { localDate } from '../clock';
import type { EngineContext } from '../context';
import { CANDIDATE_KINDS, LIFECYCLES } from '../extract/model/schema';
import { addDays, utcStamp } from '../lib/dates';
import { containsSecret, SECRET_NOTE } from '../secrets';
import { sha256 } from '../lib/sha256';
import { POLICY_REASON_TEXT } from '../rank/gates';
import { describeProblem, readStateFile, writeStateFile, type StateFileRead } from '../run/state-file';
import { pendingFile, receiptsFile } from '../run/state-paths';
import type { Candidate, IsoDate, PolicyReason, ReportMessage, ScreenReason, TrustRole } from '../types';
import { SCREEN_REASON_TEXT, screenCandidate } from './review-screen';

const TRUST_ROLES = ['person', 'user', 'assistant', 'tool_result', 'clipping', 'web_quote'] as const satisfies readonly TrustRole[];

const sourceRefSchema = z.object({
  path: z.string(),
  startLine: z.number(),
  endLine: z.number(),
  snippet: z.string(),
  untrusted: z.boolean(),
  role: z.enum(TRUST_ROLES),
  date: z.string(),
  session: z.string(),
});

const holdSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('screen'), reasons: z.array(z.enum(Object.keys(SCREEN_REASON_TEXT) as [ScreenReason, ...ScreenReason[]])) }),
  z.object({ by: z.literal('policy'), reasons: z.array(z.enum(Object.keys(POLICY_REASON_TEXT) as [PolicyReason, ...PolicyReason[]])) }),
]);

/**
 * Queue files written before holds were typed carry `pendingReason`, a
 * sentence. The hold is worked out again from the text and sources (the
 * screen is deterministic) and the tier, never read from the sentence.
 */
function upgradeLegacyHold(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || 'hold' in raw) return raw;
  const { pendingReason, ...rest } = raw as Record<string, unknown>;
  if (pendingReason === null || pendingReason === undefined) return { ...rest, hold: null };
  const text = typeof rest.text === 'string' ? rest.text : '';
  const sources = Array.isArray(rest.sources) ? (rest.sources as { snippet?: unknown }[]) : [];
  const snippets = sources.map((s) => (typeof s.snippet === 'string' ? s.snippet : ''));
  const screen = screenCandidate(text, snippets);
  if (screen.length > 0) return { ...rest, hold: { by: 'screen', reasons: screen } };
  return { ...rest, hold: { by: 'policy', reasons: [rest.tier === 3 ? 'tier-3' : 'tier-2-setting'] } };
}

/**
 * A stored candidate is a `Candidate`, checked field by field: the enums are
 * the engine's own lists, and `StoredCandidateIsCandidate` below fails to
 * compile when the type gains, loses or changes a field the schema does not.
 */
const candidateSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(CANDIDATE_KINDS),
  topic: z.string(),
  domain: z.string(),
  lifecycle: z.enum(LIFECYCLES),
  sources: z.array(sourceRefSchema),
  recurrence: z.number(),
  derivedFromUntrusted: z.boolean(),
  signals: z.object({
    importance: z.number(),
    recurrence: z.number(),
    novelty: z.number(),
    stability: z.number(),
    actionability: z.number(),
    explicit: z.number(),
    recency: z.number(),
  }),
  confidence: z.number(),
  tier: z.literal([0, 1, 2, 3]),
  gateReasons: z.array(z.string()),
  hold: z.nullable(holdSchema),
  extractor: z.enum(['offline', 'model']),
  salience: z.optional(z.object({ score: z.number(), steps: z.array(z.object({ feature: z.string(), delta: z.number() })) })),
  secretOmitted: z.boolean(),
  duplicateOf: z.optional(z.string()),
  supersedes: z.optional(z.string()),
  priorSupport: z.optional(z.array(z.string())),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const StoredCandidateIsCandidate: Same<z.output<typeof candidateSchema>, Candidate> = true;
void StoredCandidateIsCandidate;

const entrySchema = z.object({
  candidate: z.pipe(z.transform(upgradeLegacyHold), candidateSchema),
  /** sha256 of candidate.text as it stands (after any edit) */
  textSha256: z.string(),
  addedOn: z.string(),
  updatedOn: z.string(),
  /** the text was edited by the person before approval */
  edited: z._default(z.boolean(), false),
  appliedRunId: z._default(z.nullable(z.string()), null),
});

const markerSchema = z.object({ candidateId: z.string(), sha256: z.string(), rejectedOn: z.string() });

const pendingFileSchema = z.object({
  version: z.literal(1),
  entries: z.array(entrySchema),
  rejected: z.array(markerSchema),
});

const receiptSchema = z.object({
  candidateId: z.string(),
  /** sha256 of the exact candidate text approved */
  sha256: z.string(),
  reviewer: z.string(),
  reviewedOn: z.string(),
  rationale: z.string(),
  expiresOn: z.string(),
  /** set once a run wrote the approved candidate; an applied receipt no longer expires */
  appliedRunId: z._default(z.nullable(z.string()), null),
  appliedOn: z._default(z.nullable(z.string()), null),
  /** set by expire(): shown to the person as expired rather than vanishing */
  expired: z._default(z.boolean(), false),
});

const receiptsFileSchema = z.object({ version: z.literal(1), receipts: z.array(receiptSchema) });

export type PendingEntry = z.infer<typeof entrySchema>;
export type RejectionMarker = z.infer<typeof markerSchema>;
export type Receipt = z.infer<typeof receiptSchema>;

export type PendingState = 'pending' | 'approved' | 'expired' | 'applied';

export interface PendingView {
  candidate: Candidate;
  state: PendingState;
  receipt: Receipt | null;
  addedOn: IsoDate;
  edited: boolean;
}

export interface ApprovalInput {
  reviewer: string;
  rationale: string;
  /** edit-then-approve: the receipt binds this text, and the entry keeps it */
  editedText?: string;
}

export type ReviewResult<T> = { ok: true; value: T } | { ok: false; message: string };

export interface AddResult {
  added: string[];
  updated: string[];
  skipped: { id: string; why: 'rejected' | 'secret' | 'applied'; reason: string }[];
}

type QueueCtx = Pick<EngineContext, 'vault' | 'settings' | 'clock'>;

interface Loaded<T> {
  data: T;
  /** original text of a file that did not parse, set aside on the next save */
  corrupt: string | null;
}

export class PendingQueue {
  private constructor(
    private readonly ctx: QueueCtx,
    private entries: PendingEntry[],
    private rejected: RejectionMarker[],
    private receipts: Receipt[],
    private corruptPending: string | null,
    private corruptReceipts: string | null,
    /** problems found while loading, for the report / panel */
    readonly messages: ReportMessage[],
  ) {}

  static pendingPath(ctx: Pick<EngineContext, 'settings'>): string {
    return pendingFile(ctx.settings);
  }

  static receiptsPath(ctx: Pick<EngineContext, 'settings'>): string {
    return receiptsFile(ctx.settings);
  }

  /** Reads the queue. Writes nothing (so Sense may call it); a corrupt file is reported here and set aside on save. */
  static async load(ctx: QueueCtx): Promise<PendingQueue> {
    const messages: ReportMessage[] = [];
    const pending = loaded(await readStateFile(ctx.vault, PendingQueue.pendingPath(ctx), pendingFileSchema), { version: 1 as const, entries: [], rejected: [] }, messages);
    const receipts = loaded(await readStateFile(ctx.vault, PendingQueue.receiptsPath(ctx), receiptsFileSchema), { version: 1 as const, receipts: [] }, messages);
    return new PendingQueue(
      ctx,
      pending.data.entries,
      pending.data.rejected,
      receipts.data.receipts,
      pending.corrupt,
      receipts.corrupt,
      messages,
    );
  }

  // ------------------------------------------------------------ queries

  private today(now: number): IsoDate {
    return localDate(this.ctx.clock, now);
  }

  private isRejected(id: string, textSha: string): boolean {
    return this.rejected.some((m) => m.candidateId === id || m.sha256 === textSha);
  }

  /** The newest receipt for this id and exact text. */
  private receiptFor(id: string, textSha: string): Receipt | null {
    const found = this.receipts.filter((r) => r.candidateId === id && r.sha256 === textSha);
    return found[found.length - 1] ?? null;
  }

  private receiptState(r: Receipt, now: number): PendingState {
    if (r.appliedRunId !== null) return 'applied';
    if (r.expired || this.today(now) > r.expiresOn) return 'expired';
    return 'approved';
  }

  private view(e: PendingEntry, now: number): PendingView {
    const receipt = this.receiptFor(e.candidate.id, e.textSha256);
    let state: PendingState = 'pending';
    if (e.appliedRunId !== null) state = 'applied';
    else if (receipt) state = this.receiptState(receipt, now);
    return { candidate: e.candidate, state, receipt, addedOn: e.addedOn, edited: e.edited };
  }

  /** Entries a person should see: pending and approved; expired ones on request; applied ones never. */
  list(options: { includeExpired?: boolean } = {}, now = this.ctx.clock.now()): PendingView[] {
    return this.entries
      .map((e) => this.view(e, now))
      .filter((v) => v.state === 'pending' || v.state === 'approved' || (options.includeExpired === true && v.state === 'expired'));
  }

  get(id: string, now = this.ctx.clock.now()): PendingView | null {
    const e = this.entries.find((x) => x.candidate.id === id);
    return e ? this.view(e, now) : null;
  }

  /** Approved, not yet written candidates, with the approved text: what the next run may write. */
  approvedForApply(now = this.ctx.clock.now()): Candidate[] {
    return this.entries.map((e) => this.view(e, now)).filter((v) => v.state === 'approved').map((v) => v.candidate);
  }

  /**
   * True when a person approved exactly this text of this candidate and the
   * receipt is still valid (or was already used by a run). An edited text is
   * a different text: it needs its own receipt.
   */
  isApproved(candidate: Pick<Candidate, 'id' | 'text'>, now = this.ctx.clock.now()): boolean {
    const sha = sha256(candidate.text);
    if (this.isRejected(candidate.id, sha)) return false;
    const r = this.receiptFor(candidate.id, sha);
    if (!r) return false;
    const state = this.receiptState(r, now);
    return state === 'approved' || state === 'applied';
  }

  /** The stored candidate (with its approved text), for the gate re-check when a plan does not carry it. */
  candidate(id: string): Candidate | null {
    return this.entries.find((e) => e.candidate.id === id)?.candidate ?? null;
  }

  rejectionMarkers(): readonly RejectionMarker[] {
    return this.rejected;
  }

  // ------------------------------------------------------------ changes (each one saved at once)

  async add(candidates: Candidate[], now = this.ctx.clock.now()): Promise<AddResult> {
    const result: AddResult = { added: [], updated: [], skipped: [] };
    const today = this.today(now);
    for (const c of candidates) {
      const sha = sha256(c.text);
      if (this.isRejected(c.id, sha)) {
        result.skipped.push({ id: c.id, why: 'rejected', reason: 'rejected earlier' });
        continue;
      }
      if (containsSecret(c.text)) {
        result.skipped.push({ id: c.id, why: 'secret', reason: 'its text contains a secret; it is not stored' });
        continue;
      }
      const existing = this.entries.find((e) => e.candidate.id === c.id || e.textSha256 === sha);
      if (existing?.appliedRunId !== null && existing !== undefined) {
        result.skipped.push({ id: c.id, why: 'applied', reason: 'already applied' });
        continue;
      }
      if (!existing && this.receipts.some((r) => r.sha256 === sha && r.appliedRunId !== null)) {
        result.skipped.push({ id: c.id, why: 'applied', reason: 'already applied' });
        continue;
      }
      const clean = withoutSecretSnippets(c);
      if (existing) {
        // Fresh evidence and scores; the text (maybe edited by the person) and
        // its receipt stay. Trust is only ever lowered, never raised back.
        const old = existing.candidate;
        existing.candidate = {
          ...old,
          sources: clean.sources,
          recurrence: clean.recurrence,
          signals: clean.signals,
          confidence: clean.confidence,
          tier: clean.tier,
          gateReasons: clean.gateReasons,
          hold: clean.hold,
          derivedFromUntrusted: old.derivedFromUntrusted || clean.derivedFromUntrusted,
          ...(clean.salience ? { salience: clean.salience } : {}),
        };
        existing.updatedOn = today;
        result.updated.push(old.id);
        continue;
      }
      this.entries.push({ candidate: clean, textSha256: sha, addedOn: today, updatedOn: today, edited: false, appliedRunId: null });
      result.added.push(c.id);
    }
    if (result.added.length > 0 || result.updated.length > 0) await this.savePending(now);
    return result;
  }

  async approve(id: string, input: ApprovalInput, now = this.ctx.clock.now()): Promise<ReviewResult<Receipt>> {
    const entry = this.entries.find((e) => e.candidate.id === id);
    if (!entry) return { ok: false, message: `No pending candidate with id ${id}.` };
    if (entry.appliedRunId !== null) return { ok: false, message: `Candidate ${id} was already written by run ${entry.appliedRunId}.` };
    const reviewer = input.reviewer.trim();
    const rationale = input.rationale.trim();
    if (reviewer === '') return { ok: false, message: 'An approval needs the reviewer’s name.' };
    if (rationale === '') return { ok: false, message: 'An approval needs a rationale: what you checked in the source, and why it is worth keeping.' };
    let text = entry.candidate.text;
    if (input.editedText !== undefined) {
      const edited = input.editedText.trim();
      if (edited === '') return { ok: false, message: 'The edited text is empty.' };
      if (containsSecret(edited)) return { ok: false, message: 'The edited text contains a secret (API key, token or password); remove it first.' };
      text = edited;
    }
    const sha = sha256(text);
    if (text !== entry.candidate.text) {
      entry.candidate = { ...entry.candidate, text };
      entry.textSha256 = sha;
      entry.edited = true;
      entry.updatedOn = this.today(now);
    }
    const reviewedOn = this.today(now);
    const receipt: Receipt = {
      candidateId: id,
      sha256: sha,
      reviewer,
      reviewedOn,
      rationale,
      expiresOn: addDays(reviewedOn, this.ctx.settings.receiptDays),
      appliedRunId: null,
      appliedOn: null,
      expired: false,
    };
    // One live receipt per candidate: an older unused one (perhaps for a text
    // since edited) would only confuse the panel.
    this.receipts = this.receipts.filter((r) => r.candidateId !== id || r.appliedRunId !== null);
    this.receipts.push(receipt);
    await this.savePending(now);
    await this.saveReceipts(now);
    return { ok: true, value: receipt };
  }

  async reject(id: string, now = this.ctx.clock.now()): Promise<ReviewResult<RejectionMarker>> {
    const entry = this.entries.find((e) => e.candidate.id === id);
    if (!entry) return { ok: false, message: `No pending candidate with id ${id}.` };
    if (entry.appliedRunId !== null) {
      return { ok: false, message: `Candidate ${id} was already written by run ${entry.appliedRunId}; undo that run instead.` };
    }
    const marker: RejectionMarker = { candidateId: id, sha256: entry.textSha256, rejectedOn: this.today(now) };
    this.rejected.push(marker);
    // A rejection outranks any approval given before it.
    this.entries = this.entries.filter((e) => e !== entry);
    const before = this.receipts.length;
    this.receipts = this.receipts.filter((r) => r.candidateId !== id || r.appliedRunId !== null);
    await this.savePending(now);
    if (this.receipts.length !== before) await this.saveReceipts(now);
    return { ok: true, value: marker };
  }

  /** A run wrote this candidate: its receipt is used and no longer expires. */
  async markApplied(id: string, runId: string, now = this.ctx.clock.now()): Promise<boolean> {
    const entry = this.entries.find((e) => e.candidate.id === id);
    const receipt = entry ? this.receiptFor(id, entry.textSha256) : null;
    if (!entry && !receipt) return false;
    const today = this.today(now);
    if (entry) entry.appliedRunId = runId;
    if (receipt) {
      receipt.appliedRunId = runId;
      receipt.appliedOn = today;
    }
    await this.savePending(now);
    if (receipt) await this.saveReceipts(now);
    return true;
  }

  /** A run was rolled back or undone: what it applied is approved-and-waiting again. */
  async unmarkApplied(runId: string, now = this.ctx.clock.now()): Promise<string[]> {
    const ids: string[] = [];
    for (const e of this.entries) {
      if (e.appliedRunId === runId) {
        e.appliedRunId = null;
        ids.push(e.candidate.id);
      }
    }
    let receiptsChanged = false;
    for (const r of this.receipts) {
      if (r.appliedRunId === runId) {
        r.appliedRunId = null;
        r.appliedOn = null;
        receiptsChanged = true;
        if (!ids.includes(r.candidateId)) ids.push(r.candidateId);
      }
    }
    if (ids.length > 0) await this.savePending(now);
    if (receiptsChanged) await this.saveReceipts(now);
    return ids;
  }

  /** Marks unused receipts past their date as expired; returns the candidate ids affected. */
  async expire(now = this.ctx.clock.now()): Promise<string[]> {
    const today = this.today(now);
    const ids: string[] = [];
    for (const r of this.receipts) {
      if (!r.expired && r.appliedRunId === null && today > r.expiresOn) {
        r.expired = true;
        ids.push(r.candidateId);
      }
    }
    if (ids.length > 0) await this.saveReceipts(now);
    return ids;
  }

  // ------------------------------------------------------------ persistence

  private async savePending(now: number): Promise<void> {
    const path = PendingQueue.pendingPath(this.ctx);
    if (this.corruptPending !== null) {
      await this.ctx.vault.write(`${path}.corrupt-${utcStamp(now)}`, this.corruptPending);
      this.corruptPending = null;
    }
    await writeStateFile(this.ctx.vault, path, { version: 1, entries: this.entries, rejected: this.rejected });
  }

  private async saveReceipts(now: number): Promise<void> {
    const path = PendingQueue.receiptsPath(this.ctx);
    if (this.corruptReceipts !== null) {
      await this.ctx.vault.write(`${path}.corrupt-${utcStamp(now)}`, this.corruptReceipts);
      this.corruptReceipts = null;
    }
    await writeStateFile(this.ctx.vault, path, { version: 1, receipts: this.receipts });
  }
}

/** Source snippets are shown in the panel; one that still carries a secret is replaced by the note saying so. */
function withoutSecretSnippets(c: Candidate): Candidate {
  if (!c.sources.some((s) => containsSecret(s.snippet))) return c;
  return { ...c, sources: c.sources.map((s) => (containsSecret(s.snippet) ? { ...s, snippet: SECRET_NOTE } : s)) };
}

/** A queue file as read: a bad one is reported and kept to be set aside on the next save, and the queue starts empty. */
function loaded<T>(read: StateFileRead<T>, empty: T, messages: ReportMessage[]): Loaded<T> {
  if (read.status === 'ok') return { data: read.value, corrupt: null };
  if (read.status === 'missing') return { data: empty, corrupt: null };
  const { path, text } = read.problem;
  // A file the vault would not read is not known to be bad: starting afresh
  // would overwrite it on the next save, approvals and all.
  if (text === null) throw new Error(`${path} ${describeProblem(read.problem)}`);
  messages.push({
    level: 'error',
    path,
    text: `${path} ${describeProblem(read.problem)}; it will be kept aside as ${path}.corrupt-<time> and a fresh one started.`,
  });
  return { data: empty, corrupt: text };
}
