/**
 * What the views, commands and scheduler need from the engine, as one
 * interface. The views depend on this, not on the engine, so they can be
 * built and tested (and screenshotted) against a fake with a realistic state.
 *
 * Every call resolves — failures come back as `{ ok: false, message }` with a
 * sentence a person can act on, because a view has nowhere to show a thrown
 * error except the developer console.
 */
import type { Progress } from '../core/ports/context';
import type {
  ConnectionCheck, ReportMessage,
} from '../core/ports/types';
import type { UnreachableTopic, Plan, PendingCard, DreamLogCard, RunSummary } from '../core/engine';

export type { ConnectionCheck, DreamLogCard };
export type PendingCandidate = PendingCard;
export type UnreachableTopicView = UnreachableTopic;

export type Result<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** what happened and what to do next */
      message: string;
      messages?: ReportMessage[];
    };

export type RunTrigger = 'manual' | 'scheduled';

export interface RunHooks {
  onProgress?: (p: Progress) => void;
  /** aborted = stop the run: no write starts after it, and what it wrote is rolled back */
  signal?: AbortSignal;
}

export interface DevicesView {
  here: { id: string; name: string | null };
  /** null: no device has dreamt yet (the first to dream becomes it) */
  dreaming: { id: string; name: string | null; since: number } | null;
  /** the record could not be read: nothing dreams until the person chooses */
  problem: string | null;
}

export type RunOutcomeView =
  | { kind: 'done'; summary: RunSummary }
  /** another device holds the vault's dream lock: no run here */
  | { kind: 'locked'; deviceId: string; until: number }
  /** another device dreams for this vault (null: the record is unreadable); this one previews only */
  | { kind: 'elsewhere'; deviceId: string | null; deviceName?: string; message: string };

export interface UndoPreview {
  runId: string;
  runNumber: number | null;
  /** files the undo will put back (or remove, for files the run created) */
  restore: { path: string; action: 'restore' | 'remove'; backup: string | null }[];
  /** files changed since the run wrote them: left alone */
  refuse: { path: string; reason: string }[];
  /** candidates the dream added to the review queue, which undo takes out */
  queued: number;
}

export interface UndoResult {
  restored: string[];
  removed: string[];
  /** candidates the dream added to the review queue, taken out again */
  queueRemoved: number;
  refused: { path: string; reason: string }[];
  messages: ReportMessage[];
}

export interface ReviewResult {
  approved: string[];
  rejected: string[];
  written: string[];
  /** ids that could not be handled, each with the reason */
  failed: { id: string; reason: string }[];
}

export interface ApprovalPreview {
  take: PendingCandidate[];
  /** left for a person to read one by one, with the reason in words */
  left: { candidate: PendingCandidate; why: string }[];
}

export interface BulkReviewResult extends ReviewResult {
  /** pending candidates left for a person (held by the review screen, or not passing a gate) */
  left: number;
}

export interface Explanation {
  /** readable lines: candidate, signal × weight, gate results, sources */
  lines: string[];
}

export interface DreamService {
  /** dry run: what a dream would write, with diffs; writes nothing */
  plan(): Promise<Result<Plan>>;
  run(trigger: RunTrigger, hooks?: RunHooks): Promise<Result<RunOutcomeView>>;
  /** the person chose this device to dream for the vault; returns how it is named (“name” (id)) */
  takeOverDreaming(): Promise<Result<string>>;
  /** which device dreams for the vault, and this one, for the settings tab */
  devices(): Promise<Result<DevicesView>>;
  /** on load: a review queue kept on this device by an earlier version moves to the shared note */
  migrateSharedState(): Promise<Result<ReportMessage[]>>;
  planUndo(): Promise<Result<UndoPreview>>;
  undo(runId: string): Promise<Result<UndoResult>>;
  /** newest first */
  dreamLog(): Promise<Result<DreamLogCard[]>>;
  unreachable(): Promise<Result<UnreachableTopicView[] | null>>;
  pending(): Promise<Result<PendingCandidate[]>>;
  /** how many candidates wait for a decision (approved ones excluded); reads the queue only, no diffs */
  pendingCount(): Promise<Result<number>>;
  /**
   * The one way to approve (engine.approveCandidates): `one` for a card the
   * person read (any hold, edited text allowed), `bulk` for a confirmed list
   * (what the review screen held is left, and counted in `left`). Writes at once.
   */
  approve(ids: string[], opts: { rationale: string; editedText?: string; mode: 'one' | 'bulk' }): Promise<Result<BulkReviewResult>>;
  /** what a bulk approval of `ids` (default: every waiting candidate) would take, and what it would leave and why; writes nothing */
  previewApproval(ids?: string[]): Promise<Result<ApprovalPreview>>;
  reject(ids: string[], rationale?: string): Promise<Result<ReviewResult>>;
  explain(query: string): Promise<Result<Explanation>>;
  /** `## ` sections of the index note, for "Link from index" */
  indexSections(): Promise<Result<string[]>>;
  linkFromIndex(topicPath: string, section: string): Promise<Result<{ line: string; backup: string | null }>>;
  testConnection(): Promise<Result<ConnectionCheck>>;
}
