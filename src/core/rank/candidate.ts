/**
 * A candidate: an observation ranking has scored, placed in a tier and
 * perhaps held for a person, with the sources it cites. Built in
 * build-candidates.ts; the write phase, the review queue and the report read it.
 */
import type { CandidateKind } from '../extract/raw-candidate';
import type { Lifecycle } from '../formats/lifecycle';
import type { SourceRef } from '../extract/spans';
import type { Tier } from '../ports/types';
import type { SalienceScore } from '../extract/salience-words';

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
  /**
   * a model's line names a detail its spans hold (a name, a number, a quoted
   * title): the model's importance again, else absent (rank/specificity.ts)
   */
  specific?: number;
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

export interface GatedOut {
  candidateId: string;
  text: string;
  confidence: number;
  reason: string;
}

/** A sensitive value found in a source and left out of every note: where it was, never what. */
export interface SecretOmitted {
  path: string;
  line: number;
  kind: string;
}
