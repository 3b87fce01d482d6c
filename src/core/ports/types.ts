import type { SecretHit } from '../secrets/scan';
/**
 * Plain data shared by the phases, the CLI and the views. No behaviour here.
 * Add fields as optional when extending, so other phases keep compiling.
 */
import type { Settings } from './settings';
import type { Lifecycle } from '../formats/lifecycle';
import type { DateCursor } from '../sense/cursor';

/** YYYY-MM-DD */
export type IsoDate = string;

// ---------------------------------------------------------------- sources

type SourceKind = 'daily' | 'transcript';

export interface SourceLog {
  path: string;
  /** the date in the file name */
  date: IsoDate;
  size: number;
  mtime: number;
  kind: SourceKind;
}

/** 'none': an approval run, which reads no source at all */
type SelectionMode = 'first' | 'resume' | 'backfill' | 'none';

export interface Selection {
  mode: SelectionMode;
  /** watermark read from the dream log (after fallbacks), null on a first run */
  watermark: IsoDate | null;
  /** start time (epoch ms) of the newest entry carrying `Consolidated through:` */
  frontierTimestamp: number | null;
  selected: SourceLog[];
  /** logs eligible but left for a later run by the batch cap */
  deferred: SourceLog[];
  /** logs older than the first run's batch, never picked up automatically */
  leftBehind: number;
  /** what `Consolidated through:` becomes if this run completes; null for backfill or empty */
  newWatermark: IsoDate | null;
  selectedBytes: number;
  /** one sentence each: fallbacks taken, cap overruns, files skipped and why */
  notes: string[];
  /**
   * The cursor inside a date (sense/cursor.ts): the one in force on the
   * watermark date when the run began, and the one the run leaves on the last
   * date it reads if it completes (null: that date was read whole).
   */
  cursor?: { before: DateCursor | null; after: DateCursor | null };
}

export interface GuardianDecision {
  run: boolean;
  reason: string;
}

// ---------------------------------------------------------------- spans

/** Who wrote a span, which decides whether it may reach tier 3. */
export type TrustRole = 'person' | 'user' | 'assistant' | 'tool_result' | 'clipping' | 'web_quote';

export interface Span {
  /** "s1", "s2", … unique within one run */
  id: string;
  path: string;
  /** 1-based, inclusive, lines of the source file as on disk */
  startLine: number;
  endLine: number;
  text: string;
  headingPath: string[];
  role: TrustRole;
  untrusted: boolean;
  /** source date (from the file name) */
  date: IsoDate;
  /** a session id for transcripts ("claude:sess-abc"), else "note:<path>" */
  session: string;
  /** wikilink targets and #tags found in the span */
  links: string[];
  tags: string[];
  /**
   * Secrets found on the whole note that reach into this span, as offsets
   * into `text` (a value split by a blank line, a key block whose header is in
   * the span before). Whatever reads `text` redacts these as well as its own finds.
   */
  secrets?: SecretHit[];
}

// ---------------------------------------------------------------- candidates

export type CandidateKind = 'fact' | 'preference' | 'decision' | 'procedure' | 'project_status' | 'todo';
export type { Lifecycle };
export type Tier = 0 | 1 | 2 | 3;

export interface Signals {
  importance: number;
  recurrence: number;
  novelty: number;
  stability: number;
  actionability: number;
  explicit: number;
  recency: number;
  /** the subject is a current theme of the reflections (reflect/theme-signal.ts); absent on older records */
  theme?: number;
}

/** One step of a salience score: "date or time +0.15", "question −0.35". */
interface SalienceStep {
  feature: string;
  delta: number;
}

/** How worth remembering a statement is, from its words (src/core/extract/salience.ts). */
export interface SalienceScore {
  score: number;
  steps: SalienceStep[];
}

export interface SourceRef {
  path: string;
  startLine: number;
  endLine: number;
  /** the span text as read in Sense; re-read and compared before writing */
  snippet: string;
  untrusted: boolean;
  role: TrustRole;
  date: IsoDate;
  session: string;
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
  /** the memory line the model said this restates: its sources are cited on that line, no line is added */
  restates?: { path: string; line: string };
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

// ---------------------------------------------------------------- plan

type WriteAction = 'create' | 'update';

export interface PlannedWrite {
  target: string;
  tier: Tier | 'index' | 'log' | 'report' | 'reflection';
  action: WriteAction;
  reason: string;
  /** unified diff against the current file */
  diff: string;
  /** full new text */
  content: string;
  /** text Sense read (null when the file did not exist); compared before writing */
  expected: string | null;
  candidateIds: string[];
}

export interface UnreachableTopic {
  path: string;
  mtime: number;
  excerpt: string;
}

export interface IndexEntryAge {
  /** the index line (trimmed) */
  entry: string;
  target: string;
  /** mtime of the target, null when the target does not exist */
  mtime: number | null;
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

/** What happened to one candidate a model answered, for the per-call account in the report. */
export type ModelCallOutcome =
  | 'kept in a digest'
  | 'kept in a topic note'
  | 'waits for approval'
  | 'held: not grounded in its spans'
  | 'held by the review screen'
  | 'repeats memory'
  | 'merged into a memory line'
  | 'below tier 1'
  | 'dropped: a secret was its substance'
  | 'dropped: over the per-note cap'
  | 'dropped by the gates'
  | 'dropped: no span of its request';

/** Why a chunk's spans went to the offline extractor instead of the model. */
export type ModelFallbackReason = 'timeout' | 'refused' | 'invalid JSON' | 'unreachable' | 'too long' | 'answer too large' | 'budget' | 'cancelled';

/** One chunk the offline extractor read because the model did not answer it usably: named in the report, counted in the summary. */
export interface ModelFallback {
  reason: ModelFallbackReason;
  /** each source note of the chunk, with the lines its spans cover */
  sources: { path: string; lines: string }[];
  spans: number;
  /** the error as the report words it */
  why: string;
}

/**
 * One extraction call of a run, so a person can audit what the model was
 * given and what became of its answer (issue 21 item 3).
 */
export interface ModelCallRecord {
  /** 1-based, in the order the calls were made (a split chunk's halves are calls of their own) */
  n: number;
  /** each source note the request quoted, with the lines its spans cover ("L3-L21") */
  sources: { path: string; lines: string }[];
  spans: number;
  /** EXISTING MEMORY lines the request carried */
  memoryLines: number;
  promptTokens: number;
  completionTokens: number;
  /** 'used', 'used after a repair request', or why the offline extractor read its spans instead */
  answer: string;
  /** candidates in the answer */
  answered: number;
  /** dropped while reading the answer, each with why (schema, no span of this request) */
  droppedOnRead: string[];
  /** how the candidates read from the answer ended, counted */
  outcomes: Partial<Record<ModelCallOutcome, number>>;
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
  /** each chunk the offline extractor read in the model's place, and why */
  modelFallbacks?: ModelFallback[];
  messages: ReportMessage[];
  settings: Settings;
}

/**
 * A run's model cost before it spends anything: one extraction call per
 * chunk, with prompts built exactly as they would be sent (tokens at four
 * characters each), the completion allowance as the most each answer may
 * cost, and the one call that may tidy the index.
 */
export interface ModelEstimate {
  /** extraction calls, one per chunk */
  calls: number;
  /** about this many prompt tokens for those calls */
  promptTokens: number;
  /** at most this many completion tokens (the allowance per call) */
  completionTokens: number;
  /** the index rewrite: one more call when the index changes */
  indexCall: { promptTokens: number; completionTokens: number };
  /** spans too large for one call, read offline whatever the budget */
  oversizedSpans: number;
  /** at the prices in settings, when the person entered any */
  cost?: { input: number; output: number; currency: string };
  /** the run would pass its budget of calls or tokens: why, and then no model call is made */
  overBudget?: string;
}

// ---------------------------------------------------------------- run

export interface WrittenFile {
  path: string;
  action: WriteAction;
  backup: string | null;
  sha256Before: string | null;
  sha256After: string;
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

// ---------------------------------------------------------------- extraction

/**
 * What an extractor (the model or the offline one) proposes. Judgement signals
 * only: the engine computes sources, recurrence, trust, confidence and tier.
 */
export interface RawCandidate {
  text: string;
  kind: CandidateKind;
  /** kebab-case; sanitised again by the engine */
  topic: string;
  domain: string;
  lifecycle: Lifecycle;
  /** ids of spans given to the extractor; unknown ids are discarded */
  spanIds: string[];
  importance: number;
  stability: number;
  actionability: number;
  /** the person said "remember this" or equivalent */
  explicit: boolean;
  extractor: 'offline' | 'model';
  /** the offline extractor's salience breakdown; a model gives none */
  salience?: SalienceScore;
  /**
   * Who said it, when it is a conversation turn of someone other than the
   * vault's owner; absent for the owner's own words. Two people's statements
   * are never one observation.
   */
  speaker?: string;
  /**
   * A model's answer: the memory line this observation replaces or closes,
   * resolved from the id the prompt gave it (`m3`). The engine re-checks it
   * (never from untrusted text) before the line is marked superseded.
   */
  supersedesLine?: { path: string; line: string };
  /**
   * A model's answer: the memory line this observation restates (`same_as`),
   * resolved from the id the prompt gave it; the engine cites the new source
   * on that line instead of writing a second one.
   */
  sameAsLine?: { path: string; line: string };
  /** the model call that answered it (ModelCallRecord.n) */
  call?: number;
}

/** Phase 1 before extraction: what to read and what the vault looks like. */
export interface SenseResult {
  guardian: GuardianDecision | null;
  selection: Selection;
  unreachable: UnreachableTopic[];
  indexAges: IndexEntryAge[];
  indexChars: number;
  /** resolved source folders (settings or the Daily Notes plugin's folder) */
  sourceFolders: string[];
  messages: ReportMessage[];
}

// ---------------------------------------------------------------- outcome

/** What phases 2 and 3 actually did, read by the dream log, report and audit. */
export interface RunOutcome {
  written: WrittenFile[];
  /** targets skipped (edited since Sense, outside the allow-list, failed read-back, …) */
  skipped: ReportMessage[];
  /** tier writes undone by the code re-check of the gates */
  reverted: string[];
  /** a hard stop (failed backup) cancelled the remaining writes */
  stopped: boolean;
  stopReason?: string;
  indexCharsBefore: number;
  indexCharsAfter: number;
  durationMs: number;
  /** files the final write guard refused because their text carried a sensitive value */
  guardRefused: string[];
  /**
   * Corrections Settle made so far, since the plan itself is frozen: the
   * run's model use including an index rewrite (absent = the plan's), the
   * `Consolidated through` date actually recorded (absent = the plan's new
   * watermark), and Settle's own messages for the report.
   */
  tokens?: TokenUsage;
  watermarkAfter?: IsoDate | null;
  settleMessages?: ReportMessage[];
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
