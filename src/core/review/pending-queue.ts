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
 * File: `<memory folder>/Dreaming/review-queue.md`, one JSON record per line
 * (an entry, a rejection marker or a receipt), where every device's sync
 * carries it (state/shared-state.ts). Copies that sync left beside it, and the
 * queue an earlier version kept in `<state>/pending.json` and
 * `<state>/receipts.json`, are merged in on load (by candidate id; an
 * approval wins over a rejection) and settled on the next save: a conflict
 * copy is removed, a legacy file renamed `<name>.migrated`. A line that does
 * not parse is reported and the note kept aside in the state folder as
 * `review-queue.corrupt-<time>.md` on the next save, never silently dropped.
 */
import { inertText } from '../formats/inert';
import * as z from 'zod/mini';
import { onFirstUse } from '../lib/zod-locale';
import type { Clock } from '../ports/clock';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { addDays, utcStamp, localDate, type IsoDate } from '../lib/dates';
import { joinPath } from '../lib/paths';
import { describeProblem, readStateFile } from '../state/state-file';
import { pendingFile, receiptsFile } from '../state/state-paths';
import { parseStateNote, renderStateNote, sharedNotePath, stateNoteCopies } from '../state/shared-state';
import { containsSecret, redactSecrets, SECRET_NOTE } from '../secrets/scan';
import { sha256 } from '../lib/digest';
import { POLICY_REASON_TEXT } from '../rank/gates';
import type { ReportMessage } from '../ports/types';
import { SCREEN_REASON_TEXT, screenCandidate } from '../rank/review-screen';
import { append } from '../lib/arrays';
import { plainTerms } from '../formats/plain-words';
import type { Candidate, PolicyReason, ScreenReason } from '../rank/candidate';

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

/** The queue's schemas, built on first use (`onFirstUse`: zod builds parsers as schemas are made). */
function buildSchemas() {
  const unit = z.number();
  const sourceRefSchema = z.looseObject({
    path: z.string(),
    startLine: z.number(),
    endLine: z.number(),
    snippet: z.string(),
    untrusted: z.boolean(),
    role: z.string(),
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

  const candidateSchema = z.looseObject({
    id: z.string(),
    text: z.string(),
    kind: z.string(),
    topic: z.string(),
    domain: z.string(),
    lifecycle: z.string(),
    sources: z.array(sourceRefSchema),
    recurrence: z.number(),
    derivedFromUntrusted: z.boolean(),
    signals: z.looseObject({
      importance: unit,
      recurrence: unit,
      novelty: unit,
      stability: unit,
      actionability: unit,
      explicit: unit,
      recency: unit,
      theme: z.optional(unit),
      specific: z.optional(unit),
    }),
    confidence: z.number(),
    tier: z.number(),
    gateReasons: z.array(z.string()),
    hold: z.nullable(holdSchema),
    extractor: z.string(),
    secretOmitted: z.boolean(),
  });

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

  /** A rejection: the candidate's id and hash, never its words; `reason` is what the person typed when rejecting (secrets removed). */
  const markerSchema = z.object({ candidateId: z.string(), sha256: z.string(), rejectedOn: z.string(), reason: z.optional(z.string()) });

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
    /** read as expired when true; the engine derives expiry from `expiresOn` when it reads and never sets this */
    expired: z._default(z.boolean(), false),
  });

  const receiptsFileSchema = z.object({ version: z.literal(1), receipts: z.array(receiptSchema) });
  const entryRecord = z.object({ entry: entrySchema });
  const rejectedRecord = z.object({ rejected: markerSchema });
  const receiptRecord = z.object({ receipt: receiptSchema });
  return { entrySchema, markerSchema, pendingFileSchema, receiptSchema, receiptsFileSchema, entryRecord, rejectedRecord, receiptRecord };
}
const schemas = onFirstUse(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;

export type PendingEntry = Omit<z.infer<Schemas['entrySchema']>, 'candidate'> & { candidate: Candidate };
export type RejectionMarker = z.infer<Schemas['markerSchema']>;
export type Receipt = z.infer<Schemas['receiptSchema']>;

type PendingState = 'pending' | 'approved' | 'expired' | 'applied';

export interface PendingView {
  candidate: Candidate;
  state: PendingState;
  receipt: Receipt | null;
  addedOn: IsoDate;
  edited: boolean;
}

interface ApprovalInput {
  reviewer: string;
  rationale: string;
  /** edit-then-approve: the receipt binds this text, and the entry keeps it */
  editedText?: string;
}

export type ReviewResult<T> = { ok: true; value: T } | { ok: false; message: string };

interface AddResult {
  added: string[];
  updated: string[];
  /** the updated entries as they were before, for the run record (undo puts them back) */
  replaced: PendingEntry[];
  skipped: { id: string; why: 'rejected' | 'secret' | 'applied'; reason: string }[];
}

/** What the queue keeps to: the folders its note and earlier files live in, how long a receipt lasts. */
type ReviewOptions = Pick<Settings, 'stateFolder' | 'memoryFolder' | 'receiptDays'>;

export function reviewOptions(s: Settings): ReviewOptions {
  return { stateFolder: s.stateFolder, memoryFolder: s.memoryFolder, receiptDays: s.receiptDays };
}

interface Loaded<T> {
  data: T;
  /** the file's text when it exists (migrated on the next save, whether it parsed or not) */
  text: string | null;
}

/** What the queue holds; what each copy of it holds before they are merged. */
export interface QueueData {
  entries: PendingEntry[];
  rejected: RejectionMarker[];
  receipts: Receipt[];
}

/** Files read on load that the next save settles. */
interface Settle {
  /** legacy `.dreams/*.json` files: renamed `<name>.migrated` */
  legacy: { path: string; text: string }[];
  /** conflict copies beside the shared note: removed once merged */
  copies: string[];
  /** a shared note with unreadable lines: kept aside in the state folder */
  corrupt: string | null;
}


/**
 * Two devices' copies of the queue as one:
 * - entries by candidate id: an applied entry wins, else the one updated last;
 * - receipts: every distinct approval kept (an applied one over its unapplied twin);
 * - rejection markers kept unless the candidate has an approval on any copy:
 *   a person who approved on one device and rejected on the other before they
 *   synced gets the approval, which they can still reject once they see it;
 * - an entry rejected on one copy and only pending on another is dropped.
 */
export function mergeQueueData(parts: readonly QueueData[]): QueueData {
  const entries = new Map<string, PendingEntry>();
  for (const part of parts) {
    for (const e of part.entries) {
      const seen = entries.get(e.candidate.id);
      if (!seen) entries.set(e.candidate.id, e);
      else if (seen.appliedRunId === null && (e.appliedRunId !== null || e.updatedOn > seen.updatedOn)) entries.set(e.candidate.id, e);
    }
  }
  const receipts = new Map<string, Receipt>();
  for (const part of parts) {
    for (const r of part.receipts) {
      const key = `${r.candidateId}\u0000${r.sha256}\u0000${r.reviewedOn}`;
      const seen = receipts.get(key);
      if (!seen || (seen.appliedRunId === null && r.appliedRunId !== null)) receipts.set(key, r);
    }
  }
  const approved = new Set([...receipts.values()].map((r) => r.candidateId));
  const rejected = new Map<string, RejectionMarker>();
  for (const part of parts) {
    for (const m of part.rejected) {
      if (approved.has(m.candidateId)) continue;
      const key = `${m.candidateId}\u0000${m.sha256}`;
      if (!rejected.has(key)) rejected.set(key, m);
    }
  }
  const rejectedIds = new Set([...rejected.values()].map((m) => m.candidateId));
  return {
    entries: [...entries.values()].filter((e) => e.appliedRunId !== null || !rejectedIds.has(e.candidate.id)),
    rejected: [...rejected.values()],
    receipts: [...receipts.values()],
  };
}

function queueFromRecords(records: readonly unknown[]): { data: QueueData; bad: number } {
  const data: QueueData = { entries: [], rejected: [], receipts: [] };
  let bad = 0;
  for (const r of records) {
    const e = schemas().entryRecord.safeParse(r);
    if (e.success) {
      data.entries.push(e.data.entry as PendingEntry);
      continue;
    }
    const m = schemas().rejectedRecord.safeParse(r);
    if (m.success) {
      data.rejected.push(m.data.rejected);
      continue;
    }
    const c = schemas().receiptRecord.safeParse(r);
    if (c.success) data.receipts.push(c.data.receipt);
    else bad++;
  }
  return { data, bad };
}

const QUEUE_ABOUT =
  'What Vault Dreaming found in your notes and waits for you to approve or reject: approve what is true about you and worth keeping. Decide in the Pending candidates panel (or `vault-dreaming review`); this note is rewritten after each decision. It lives here so every device that syncs this vault sees the same queue.';

/**
 * One line of text that does nothing when Obsidian shows it: embeds, HTML and
 * app links held as inline code (formats/inert.ts), the rest of its Markdown
 * and links escaped.
 */
function inert(text: string): string {
  return inertText(text.replace(/\s+/g, ' ').trim(), (rest) => rest.replace(/[\\`*_[\]<>!#|~=$%{}]/g, (c) => `\\${c}`));
}

const KIND_WORDS: Record<string, string> = { fact: 'fact', preference: 'preference', decision: 'decision', procedure: 'how-to', project_status: 'project news', todo: 'to-do' };

/** A candidate as a person reads it: its words, where it would go, where it came from, why it waits. */
function queueCard(v: PendingView): string[] {
  const c = v.candidate;
  const days = [...new Set(c.sources.map((s) => s.date))].sort();
  const from = c.sources.map((s) => s.path.replace(/\.md$/i, '').split('/').pop() ?? s.path);
  const why = c.hold?.by === 'screen' ? `held: ${c.hold.reasons.map((r) => SCREEN_REASON_TEXT[r]).join(', ')}` : c.hold ? c.hold.reasons.map((r) => POLICY_REASON_TEXT[r]).join('; ') : '';
  const lines = [`- **${inert(c.text)}**`];
  lines.push(`  ${KIND_WORDS[c.kind] ?? c.kind} · about ${inert(c.topic.replace(/-/g, ' '))} · from ${inert([...new Set(from)].join(', '))}${days.length > 1 ? ` (${days.length} days)` : ''} · waiting since ${v.addedOn}`);
  if (c.derivedFromUntrusted) lines.push('  part of it comes from text you did not write (a clipping or a tool\'s output)');
  if (why) lines.push(`  ${inert(plainTerms(why))}`);
  if (v.state === 'expired') lines.push('  your earlier approval expired; approve again or reject');
  return lines;
}

export class PendingQueue {
  private constructor(
    private readonly vault: VaultPort,
    private readonly clock: Clock,
    private readonly opts: ReviewOptions,
    private entries: PendingEntry[],
    private rejected: RejectionMarker[],
    private receipts: Receipt[],
    private settle: Settle,
    /** problems found while loading, for the report / panel */
    readonly messages: ReportMessage[],
  ) {}

  /** The shared note every device reads and writes. */
  static queuePath(opts: Pick<Settings, 'memoryFolder'>): string {
    return sharedNotePath(opts, 'review-queue');
  }

  /** Where an earlier version kept the queue on each device. */
  static legacyPendingPath(opts: Pick<Settings, 'stateFolder'>): string {
    return pendingFile(opts);
  }

  static legacyReceiptsPath(opts: Pick<Settings, 'stateFolder'>): string {
    return receiptsFile(opts);
  }

  /**
   * Reads the queue: the shared note, its conflict copies and any legacy
   * files, merged. Writes nothing (so Sense may call it); what needs settling
   * is settled on the next save (or by `migrate`).
   */
  static async load(vault: VaultPort, clock: Clock, opts: ReviewOptions): Promise<PendingQueue> {
    const messages: ReportMessage[] = [];
    const parts: QueueData[] = [];
    const settle: Settle = { legacy: [], copies: [], corrupt: null };
    const { main, exists, copies } = await stateNoteCopies(vault, opts, 'review-queue');
    for (const path of [...(exists ? [main] : []), ...copies]) {
      const text = await vault.readText(path);
      const parsed = parseStateNote(text);
      const queue = queueFromRecords(parsed.records);
      parts.push(queue.data);
      if (path !== main) settle.copies.push(path);
      const bad = parsed.badLines + queue.bad;
      if (bad > 0) {
        messages.push({ level: 'error', path, text: `${path}: ${bad} line${bad === 1 ? '' : 's'} could not be read; the rest of the queue is used, and the note is kept aside in ${opts.stateFolder} on the next save.` });
        if (path === main) settle.corrupt = text;
      }
    }
    const legacyPending = PendingQueue.legacyPendingPath(opts);
    const legacyReceipts = PendingQueue.legacyReceiptsPath(opts);
    const pending = await readJson(vault, legacyPending, schemas().pendingFileSchema, { version: 1 as const, entries: [], rejected: [] }, messages);
    const receipts = await readJson(vault, legacyReceipts, schemas().receiptsFileSchema, { version: 1 as const, receipts: [] }, messages);
    parts.push({ entries: pending.data.entries as PendingEntry[], rejected: pending.data.rejected, receipts: receipts.data.receipts });
    for (const [path, loaded] of [[legacyPending, pending], [legacyReceipts, receipts]] as const) {
      if (loaded.text !== null) settle.legacy.push({ path, text: loaded.text });
    }
    const merged = mergeQueueData(parts);
    return new PendingQueue(vault, clock, opts, merged.entries, merged.rejected, merged.receipts, settle, messages);
  }

  /** True when the next save has files to settle (legacy state, conflict copies). */
  get needsSettling(): boolean {
    return this.settle.legacy.length > 0 || this.settle.copies.length > 0;
  }

  /** Writes the merged queue to the shared note and settles what load found, if anything. */
  async migrate(now = this.clock.now()): Promise<boolean> {
    if (!this.needsSettling) return false;
    await this.save(now);
    return true;
  }

  // ------------------------------------------------------------ queries

  private today(now: number): IsoDate {
    return localDate(this.clock, now);
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
  list(options: { includeExpired?: boolean } = {}, now = this.clock.now()): PendingView[] {
    return this.entries
      .map((e) => this.view(e, now))
      .filter((v) => v.state === 'pending' || v.state === 'approved' || (options.includeExpired === true && v.state === 'expired'));
  }

  get(id: string, now = this.clock.now()): PendingView | null {
    const e = this.entries.find((x) => x.candidate.id === id);
    return e ? this.view(e, now) : null;
  }

  /** Approved, not yet written candidates, with the approved text: what the next run may write. */
  approvedForApply(now = this.clock.now()): Candidate[] {
    return this.entries.map((e) => this.view(e, now)).filter((v) => v.state === 'approved').map((v) => v.candidate);
  }

  /**
   * True when a person approved exactly this text of this candidate and the
   * receipt is still valid (or was already used by a run). An edited text is
   * a different text: it needs its own receipt.
   */
  isApproved(candidate: Pick<Candidate, 'id' | 'text'>, now = this.clock.now()): boolean {
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

  /** Every receipt given for this candidate, oldest first. */
  receiptsFor(id: string): readonly Receipt[] {
    return this.receipts.filter((r) => r.candidateId === id);
  }

  rejectionMarkers(): readonly RejectionMarker[] {
    return this.rejected;
  }

  // ------------------------------------------------------------ changes (each one saved at once)

  async add(candidates: Candidate[], now = this.clock.now()): Promise<AddResult> {
    const result: AddResult = { added: [], updated: [], replaced: [], skipped: [] };
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
        result.replaced.push(structuredClone(existing));
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
    if (result.added.length > 0 || result.updated.length > 0) await this.save(now);
    return result;
  }

  async approve(id: string, input: ApprovalInput, now = this.clock.now()): Promise<ReviewResult<Receipt>> {
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
      expiresOn: addDays(reviewedOn, this.opts.receiptDays),
      appliedRunId: null,
      appliedOn: null,
      expired: false,
    };
    // One live receipt per candidate: an older unused one (perhaps for a text
    // since edited) would only confuse the panel.
    this.receipts = this.receipts.filter((r) => r.candidateId !== id || r.appliedRunId !== null);
    this.receipts.push(receipt);
    await this.save(now);
    return { ok: true, value: receipt };
  }

  async reject(id: string, now = this.clock.now(), reason?: string): Promise<ReviewResult<RejectionMarker>> {
    const entry = this.entries.find((e) => e.candidate.id === id);
    if (!entry) return { ok: false, message: `No pending candidate with id ${id}.` };
    if (entry.appliedRunId !== null) {
      return { ok: false, message: `Candidate ${id} was already written by run ${entry.appliedRunId}; undo that run instead.` };
    }
    const why = reason === undefined ? '' : redactSecrets(reason.trim()).text.replace(/\s+/g, ' ');
    const marker: RejectionMarker = { candidateId: id, sha256: entry.textSha256, rejectedOn: this.today(now), ...(why ? { reason: why } : {}) };
    this.rejected.push(marker);
    // A rejection outranks any approval given before it.
    this.entries = this.entries.filter((e) => e !== entry);
    this.receipts = this.receipts.filter((r) => r.candidateId !== id || r.appliedRunId !== null);
    await this.save(now);
    return { ok: true, value: marker };
  }

  /** A run wrote this candidate: its receipt is used and no longer expires. */
  async markApplied(id: string, runId: string, now = this.clock.now()): Promise<boolean> {
    const entry = this.entries.find((e) => e.candidate.id === id);
    const receipt = entry ? this.receiptFor(id, entry.textSha256) : null;
    if (!entry && !receipt) return false;
    const today = this.today(now);
    if (entry) entry.appliedRunId = runId;
    if (receipt) {
      receipt.appliedRunId = runId;
      receipt.appliedOn = today;
    }
    await this.save(now);
    return true;
  }

  /** A run was rolled back or undone: what it applied is approved-and-waiting again. */
  async unmarkApplied(runId: string, now = this.clock.now()): Promise<string[]> {
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
    if (ids.length > 0 || receiptsChanged) await this.save(now);
    return ids;
  }

  /**
   * A person undid the run: what it applied goes back to pending, and the
   * receipts it used are withdrawn, as the queue was before the approval.
   * Reason: returned to approved-and-waiting (as a crashed run's are, by
   * `unmarkApplied`), an undone approval was written again by the next dream.
   * The person can approve it again.
   */
  async withdrawApplied(runId: string, now = this.clock.now()): Promise<string[]> {
    const ids = new Set<string>();
    for (const e of this.entries) {
      if (e.appliedRunId === runId) {
        e.appliedRunId = null;
        ids.add(e.candidate.id);
      }
    }
    for (const r of this.receipts) if (r.appliedRunId === runId) ids.add(r.candidateId);
    this.receipts = this.receipts.filter((r) => r.appliedRunId !== runId && !(ids.has(r.candidateId) && r.appliedRunId === null));
    if (ids.size > 0) await this.save(now);
    return [...ids];
  }

  /**
   * A person undid the dream that queued candidates: what it added leaves the
   * queue and what it refreshed is as it was. A candidate the person decided
   * on since (approved, edited or rejected) is theirs and stays as they left it.
   */
  async takeBack(queued: { added: readonly string[]; updated: readonly unknown[] }, now = this.clock.now()): Promise<{ removed: string[]; restored: string[] }> {
    const removed: string[] = [];
    const restored: string[] = [];
    const decided = (e: PendingEntry) => e.appliedRunId !== null || e.edited || this.receipts.some((r) => r.candidateId === e.candidate.id);
    for (const id of queued.added) {
      const entry = this.entries.find((e) => e.candidate.id === id);
      if (!entry || decided(entry)) continue;
      this.entries = this.entries.filter((e) => e !== entry);
      removed.push(id);
    }
    for (const raw of queued.updated) {
      const parsed = schemas().entrySchema.safeParse(raw);
      if (!parsed.success) continue;
      const before = parsed.data as PendingEntry;
      const i = this.entries.findIndex((e) => e.candidate.id === before.candidate.id);
      const entry = this.entries[i];
      // Fresh evidence and scores only: an approval given since is bound to the text, which is the same.
      if (!entry || entry.appliedRunId !== null || entry.textSha256 !== before.textSha256) continue;
      this.entries[i] = before;
      restored.push(before.candidate.id);
    }
    if (removed.length > 0 || restored.length > 0) await this.save(now);
    return { removed, restored };
  }

  // ------------------------------------------------------------ persistence

  /**
   * What a person reads in the note: one short card per candidate waiting
   * for them, then what they approved and what they rejected. The words are
   * the candidate's own, escaped so that nothing in them (a link, an embed,
   * HTML, a command) acts when the note is shown.
   */
  private cards(now: number): string[] {
    const views = this.list({ includeExpired: true }, now);
    const waiting = views.filter((v) => v.state === 'pending' || v.state === 'expired');
    const approved = views.filter((v) => v.state === 'approved');
    const out: string[] = [];
    out.push(`## Waiting for you (${waiting.length})`, '');
    if (waiting.length === 0) out.push('Nothing waits for review.');
    for (const v of waiting) append(out, queueCard(v));
    if (approved.length > 0) {
      out.push('', `## Approved, written by the next dream (${approved.length})`, '');
      for (const v of approved) out.push(`- ${inert(v.candidate.text)}`);
    }
    if (this.rejected.length > 0) {
      out.push('', `## Rejected (${this.rejected.length})`, '', 'Kept without their words, so they are not suggested again.');
      const reasons = this.rejected.filter((m) => m.reason);
      for (const m of reasons) out.push(`- ${m.rejectedOn}: ${inert(m.reason ?? '')}`);
    }
    return out;
  }

  private async save(now: number): Promise<void> {
    const path = PendingQueue.queuePath(this.opts);
    if (this.settle.corrupt !== null) {
      await this.vault.write(joinPath(this.opts.stateFolder, `review-queue.corrupt-${utcStamp(now)}.md`), this.settle.corrupt);
      this.settle.corrupt = null;
    }
    const records = [
      ...this.entries.map((entry) => ({ entry })),
      ...this.rejected.map((rejected) => ({ rejected })),
      ...this.receipts.map((receipt) => ({ receipt })),
    ];
    await this.vault.write(path, renderStateNote('Review queue', QUEUE_ABOUT, records, this.cards(now)));
    // Only once the merged queue is written: what it replaces is then in it.
    for (const l of this.settle.legacy) {
      await this.vault.write(`${l.path}.migrated`, l.text);
      await this.vault.remove(l.path);
    }
    for (const c of this.settle.copies) await this.vault.remove(c);
    this.settle = { legacy: [], copies: [], corrupt: null };
  }
}

/** Source snippets are shown in the panel; one that still carries a secret is replaced by the note saying so. */
function withoutSecretSnippets(c: Candidate): Candidate {
  if (!c.sources.some((s) => containsSecret(s.snippet))) return c;
  return { ...c, sources: c.sources.map((s) => (containsSecret(s.snippet) ? { ...s, snippet: SECRET_NOTE } : s)) };
}

async function readJson<T>(
  vault: VaultPort,
  path: string,
  schema: z.ZodMiniType<T>,
  empty: T,
  messages: ReportMessage[],
): Promise<Loaded<T>> {
  const read = await readStateFile(vault, path, schema);
  if (read.status === 'missing') return { data: empty, text: null };
  if (read.status === 'ok') return { data: read.value, text: read.text };
  // A file the vault would not read is not known to be bad: migrating past it
  // would lose approvals it may hold.
  if (read.problem.text === null) throw new Error(`${path} ${describeProblem(read.problem)}`);
  messages.push({
    level: 'error',
    path,
    text: `${path} ${describeProblem(read.problem)}; it is kept as ${path}.migrated on the next save and the queue goes on without it.`,
  });
  return { data: empty, text: read.problem.text };
}
