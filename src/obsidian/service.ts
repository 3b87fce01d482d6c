/**
 * What the views, commands and scheduler need from the engine, as one
 * interface. The views depend on this, not on the engine, so they can be
 * built and tested (and screenshotted) against a fake with a realistic state.
 *
 * Every call resolves — failures come back as `{ ok: false, message }` with a
 * sentence a person can act on, because a view has nowhere to show a thrown
 * error except the developer console.
 */
import type { Progress } from '../core/context';
import type { Candidate, Plan, ReportMessage, RunSummary, Signals, StatusReport, Tier } from '../core/types';

export type Result<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** what happened and what to do next */
      message: string;
      /** the engine asked for something it does not have yet (integration gap) */
      notAvailable?: boolean;
      messages?: ReportMessage[];
    };

export type RunTrigger = 'manual' | 'scheduled';

export interface RunHooks {
  onProgress?: (p: Progress) => void;
  /** set `cancelled` to stop the run before its next write */
  signal?: { cancelled: boolean };
}

export type RunOutcomeView =
  | { kind: 'done'; summary: RunSummary }
  /** another device holds the vault's dream lock: no run here */
  | { kind: 'locked'; deviceId: string; until: number };

/** One `## Dream #N` entry of the dream log, ready to show. */
export interface DreamLogCard {
  number: number;
  /** heading time as written, e.g. "2026-11-28 03:12 CET" */
  time: string;
  trigger: string;
  /** `Consolidated through:`; null for a backfill entry */
  watermark: string | null;
  logsConsolidated: number | null;
  logsDeferred: number | null;
  /** the "What changed" lines */
  changes: string[];
  /** e.g. "12 480 prompt + 2 310 completion tokens in 3 calls"; null when offline */
  tokens: string | null;
  note: string | null;
  reportPath: string | null;
  backupFolder: string | null;
  /** notes the run wrote */
  touched: string[];
  runId: string | null;
}

export interface UnreachableTopicView {
  path: string;
  mtime: number;
  excerpt: string;
}

export type ReceiptState =
  | { state: 'none' }
  | { state: 'valid'; expiresAt: number }
  /** a receipt past its 30 days: the approval must be given again */
  | { state: 'expired'; expiredAt: number };

export interface PendingCandidate {
  candidate: Candidate;
  /** where approval would write */
  target: string;
  tier: Tier;
  /** weight of each signal in the confidence sum */
  weights: Signals;
  /** why it waits (review screen hold, tier 3 policy, …) */
  reason: string;
  receipt: ReceiptState;
  /** target text now (null = the note does not exist yet) and after approval */
  before: string | null;
  after: string;
  queuedAt: number;
  /** why approval would not write it as things stand (a source changed, …); shown instead of a diff */
  problem?: string;
}

export interface UndoPreview {
  runId: string;
  runNumber: number | null;
  /** files the undo will put back (or remove, for files the run created) */
  restore: { path: string; action: 'restore' | 'remove'; backup: string | null }[];
  /** files changed since the run wrote them: left alone */
  refuse: { path: string; reason: string }[];
}

export interface UndoResult {
  restored: string[];
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

export interface BulkReviewResult extends ReviewResult {
  /** pending candidates left for a person (held by the review screen, or not passing a gate) */
  left: number;
}

export interface Explanation {
  /** readable lines: candidate, signal × weight, gate results, sources */
  lines: string[];
  candidates: Candidate[];
}

export interface ConnectionCheck {
  provider: string;
  model: string;
  detail: string;
}

export interface DreamService {
  /** dry run: what a dream would write, with diffs; writes nothing */
  plan(): Promise<Result<Plan>>;
  run(trigger: RunTrigger, hooks?: RunHooks): Promise<Result<RunOutcomeView>>;
  planUndo(): Promise<Result<UndoPreview>>;
  undo(runId: string): Promise<Result<UndoResult>>;
  status(): Promise<Result<StatusReport>>;
  /** newest first */
  dreamLog(): Promise<Result<DreamLogCard[]>>;
  unreachable(): Promise<Result<UnreachableTopicView[]>>;
  pending(): Promise<Result<PendingCandidate[]>>;
  approve(ids: string[], opts: { rationale: string; editedText?: string }): Promise<Result<ReviewResult>>;
  /** approve every pending candidate that passes its gates and that the review screen does not hold */
  approvePassing(): Promise<Result<BulkReviewResult>>;
  reject(ids: string[], rationale?: string): Promise<Result<ReviewResult>>;
  explain(query: string): Promise<Result<Explanation>>;
  /** `## ` sections of the index note, for "Link from index" */
  indexSections(): Promise<Result<string[]>>;
  linkFromIndex(topicPath: string, section: string): Promise<Result<{ line: string; backup: string | null }>>;
  testConnection(): Promise<Result<ConnectionCheck>>;
  /** vault paths whose change should refresh the panels (log, index, topics, state) */
  watchedPaths(): string[];
}
