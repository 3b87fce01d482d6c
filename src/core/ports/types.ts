/**
 * Plain data shared by the phases, the CLI and the views. No behaviour here.
 * Add fields as optional when extending, so other phases keep compiling.
 */
import type { Settings } from './settings';
import type { Lifecycle } from '../formats/lifecycle';
import type { IsoDate } from '../lib/dates';
import type { WrittenFile } from '../state/manifest';
import type { PlannedWrite } from '../state/transaction';
import type { Selection } from '../sense/selection';
import type { GuardianDecision } from '../sense/guardian';
import type { IndexEntryAge, UnreachableTopic } from '../sense/unreachable';
import type { SourceRef } from '../extract/spans';
import type { SalienceScore } from '../extract/salience-words';
import type { CandidateKind } from '../extract/raw-candidate';
import type { ModelCallRecord } from '../extract/model/client';
import type { ModelEstimate } from '../extract/model/cost';
export type Tier = 0 | 1 | 2 | 3;

export interface Signals {
  importance: number;
  recurrence: number;
  novelty: number;
  stability: number;
  actionability: number;
  explicit: number;
  recency: number;
  /** the subject is a current theme of the reflections (rank/theme-signal.ts); absent on older records */
  theme?: number;
}

/**
 * Why the review screen holds a candidate: words that must not reach any note
 * before a person has read them, whatever the score.
 */
export type ScreenReason =
  | 'front-matter'
  | 'provenance-key'
  | 'html'
  | 'internal-path'
  | 'shell-command'
  | 'backticked-command'
  | 'instruction'
  | 'source-instruction'
  | 'source-shell-command'
  | 'remote-embed'
  | 'inline-script'
  | 'app-link'
  | 'ungrounded';

/** Why the approval policy holds a candidate the screen let through. */
export type PolicyReason = 'tier-3' | 'tier-2-setting';

/**
 * A hold on a candidate. A screen hold is about the words and is only ever
 * lifted by a person reading them; a policy hold is about the tier and may be
 * lifted in bulk once the gates pass (`bulkApprovable`).
 */
export type Hold = { by: 'screen'; reasons: ScreenReason[] } | { by: 'policy'; reasons: PolicyReason[] };

export interface Candidate {
  /** stable id: hash of normalised text + topic */
  id: string;
  text: string;
  kind: CandidateKind;
  /** kebab-case topic name */
  topic: string;
  domain: string;
  lifecycle: Lifecycle;
  sources: SourceRef[];
  /** distinct source days or sessions */
  recurrence: number;
  derivedFromUntrusted: boolean;
  /** judgement signals in 0..1, from the model or the offline extractor */
  signals: Signals;
  /** weighted sum, computed in code */
  confidence: number;
  tier: Tier;
  /** why it meets or misses each gate */
  gateReasons: string[];
  /** non-null when the review screen or the approval policy holds it for a person */
  hold: Hold | null;
  /** which extractor produced it */
  extractor: 'offline' | 'model';
  /** the offline extractor's salience and its steps (what `importance` was built from) */
  salience?: SalienceScore;
  /** a secret was removed from the text */
  secretOmitted: boolean;
  /** set by the novelty check: an existing note line it repeats */
  duplicateOf?: string;
  /**
   * The text of an earlier observation this one explicitly replaces ("switched
   * from npm to pnpm"). The topic note strikes the old line through with a date
   * instead of deleting it. Absent = purely additive.
   */
  supersedes?: string;
  /** the memory note holding the superseded line, when it is an earlier run's line */
  supersedesPath?: string;
  /**
   * Older lines of that same note that restate the fact `supersedes` held
   * ("She's done with the apteka — 12 h Saturdays" beside "pharmacist at the
   * apteka — 12 h Saturdays"): struck through with it (supersession.ts).
   */
  alsoSupersedes?: string[];
  /**
   * Support keys ("day:2026-11-02", "session:claude:sess-abc") read from the
   * source references of the existing memory line this candidate repeats;
   * counted into `recurrence` so evidence accumulates across nightly runs, and
   * re-counted by the write phase's tier re-check.
   */
  priorSupport?: string[];
  /**
   * Day keys the candidate's subject (its `topic`) was written about, this run
   * and in earlier digests, when that subject has or earns a note of its own
   * (extract/subjects.ts). A line about a recurring subject goes to that note;
   * re-counted by the write phase's tier re-check.
   */
  subjectSupport?: string[];
}

export interface ReportMessage {
  level: 'info' | 'warn' | 'error';
  /** set on messages the report lists in a section of their own */
  kind?: 'near-duplicate';
  /** file the message is about, when there is one */
  path?: string;
  text: string;
}

export interface TokenUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

export interface GatedOut {
  candidateId: string;
  text: string;
  confidence: number;
  reason: string;
}

export interface Plan {
  runId: string;
  /** 'approval': writes only candidates a person approved, reads no source, leaves the watermark */
  trigger: 'manual' | 'scheduled' | 'backfill' | 'cli' | 'approval';
  startedAt: number;
  /** the model must not be called in this run (offline flag, no provider or no HTTP) */
  offline?: boolean;
  /**
   * SHA-256 of the dream log as it was when planning began (null: no log).
   * Every run that finishes writes the log, so a different log once the lock
   * is held means another dream ran while this one was planning.
   */
  dreamLogMark?: string | null;
  guardian: GuardianDecision | null;
  selection: Selection;
  spans: number;
  candidates: Candidate[];
  /** every scored candidate including those below tier 1 (for explain) */
  considered?: Candidate[];
  writes: PlannedWrite[];
  gatedOut: GatedOut[];
  /** subjects the person's own lines renamed in this run ("## Dockclock → Slotbook"), with the day */
  renamed?: { from: string; to: string; date: string }[];
  pending: Candidate[];
  unreachable: UnreachableTopic[];
  indexAges: IndexEntryAge[];
  /** characters, before this run */
  indexChars: number;
  secretsOmitted: { path: string; line: number; kind: string }[];
  tokens: TokenUsage;
  /**
   * Why model calls ended for this run (a rejected key, a redirect, no answer
   * in time, the budget, a cancel): no later step may call the model again,
   * because the next request would carry the key to the same refusal.
   */
  modelStopped?: string;
  /** what the model path would spend, worked out before any call (absent when the run is offline) */
  modelEstimate?: ModelEstimate;
  /** each extraction call: what it was given and what became of its answer */
  modelCalls?: ModelCallRecord[];
  messages: ReportMessage[];
  settings: Settings;
}

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

// ---------------------------------------------------------------- what the panels show

/** One entry of the dream log, ready to show: the entry's heading fields plus its run record. */
export interface DreamLogCard {
  number: number;
  /** heading time as written, e.g. "2026-11-28 03:12 +01:00" */
  time: string;
  trigger: string;
  /** `Consolidated through:`; null when the run left the watermark alone */
  watermark: IsoDate | null;
  logsConsolidated: number | null;
  logsDeferred: number | null;
  /** the "What changed" lines */
  changes: string[];
  /** e.g. "3 calls, 12480 prompt + 2310 completion tokens"; null when the entry does not say */
  tokens: string | null;
  note: string | null;
  reportPath: string | null;
  backupFolder: string | null;
  /** the date the backup retention rule removed this run's backups; null while they are kept */
  backupsRemovedOn: string | null;
  /** notes the run wrote (and that still stand) */
  touched: string[];
  /** the run undo would take back; null when the run is not finished or has no record */
  runId: string | null;
  /** on the newest card only: the latest week reflection's themes and its note */
  weekThemes?: { label: string; path: string; themes: string[] };
}

/** A candidate waiting in the queue, with what approving it would write. */
export interface PendingCard {
  candidate: Candidate;
  /** where approval would write */
  target: string;
  tier: Tier;
  /** weight of each signal in the confidence sum */
  weights: Signals;
  /** why it waits (review screen hold, tier 3 policy, …) */
  reason: string;
  receipt: PendingReceiptState;
  /** target text now (null = the note does not exist yet) and after approval */
  before: string | null;
  after: string;
  queuedAt: number;
  /** why approval would not write it as things stand (a source changed, …); shown instead of a diff */
  problem?: string;
  /**
   * Set when the review screen held its words or part of its evidence is
   * text the person did not write: why, in plain words. Such a card has no
   * one-click approval and is never part of a bulk approval.
   */
  held?: string;
}

export type PendingReceiptState =
  | { state: 'none' }
  | { state: 'valid'; expiresAt: number }
  /** a receipt past its 30 days: the approval must be given again */
  | { state: 'expired'; expiredAt: number };

/** A one-line change to the index a person asked for, made as a recorded (undoable) run. */
export interface IndexLinkResult {
  runId: string;
  line: string;
  /** backup of the index as it was; null when the index did not exist */
  backup: string | null;
}

export interface ConnectionCheck {
  provider: string;
  model: string;
  detail: string;
}

/** A run found in .dreams/runs that never reached Settle. */
export interface IncompleteRun {
  runId: string;
  startedAt: number;
  written: WrittenFile[];
}

export interface StatusReport {
  watermark: IsoDate | null;
  lastDream: { number: number; startedAt: number; trigger: string } | null;
  /** the newest run that wrote approved candidates (it reads no source) */
  lastApproval?: { number: number; startedAt: number } | null;
  pending: number;
  lock: { deviceId: string; startedAt: number; expiresAt: number } | null;
  incompleteRuns: IncompleteRun[];
  sourceLogs: number;
  unreadLogs: number;
  messages: ReportMessage[];
}
