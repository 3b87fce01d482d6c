/**
 * The plan of one dream: what Sense selected, the candidates ranking made,
 * and the writes phase 2 will make, frozen before anything is written
 * (run/execute.ts writes it; the engine builds it).
 */
import type { GuardianDecision } from '../sense/guardian';
import type { Candidate, GatedOut, SecretOmitted } from '../rank/candidate';
import type { UnplacedObservation } from '../rank/unplaced';
import type { HeldOutLine } from '../state/held-out';
import type { PlannedWrite } from '../state/transaction';
import type { IndexEntryAge, UnreachableTopic } from '../sense/unreachable';
import type { ReportMessage, TokenUsage } from '../ports/types';
import type { ModelEstimate } from '../extract/model/cost';
import type { ModelCallRecord } from '../extract/model/client';
import type { ModelFallback } from '../formats/model-fallbacks';
import type { Settings } from '../ports/settings';
import type { Selection } from '../sense/selection-shape';
import type { SourceLog } from '../sense/source-log';

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
  /**
   * The source logs Sense listed (their frontmatter unread), from which the
   * reflections take the days of the periods the dream closes: one listing
   * of the vault a dream, not a second walk of its notes for REM.
   */
  listedSources?: readonly SourceLog[];
  spans: number;
  candidates: Candidate[];
  /** every scored candidate including those below tier 1 (for explain) */
  considered?: Candidate[];
  writes: PlannedWrite[];
  gatedOut: GatedOut[];
  /** each observation a model gave that no note holds, and why (absent on an offline run) */
  unplaced?: UnplacedObservation[];
  /** the model's observations gated out this run, and the earlier held-out ones it merged with or superseded (state/held-out.ts) */
  heldOut?: { added: HeldOutLine[]; used: string[] };
  /** subjects the person's own lines renamed in this run ("## Dockclock → Slotbook"), with the day */
  renamed?: { from: string; to: string; date: string }[];
  pending: Candidate[];
  unreachable: UnreachableTopic[];
  indexAges: IndexEntryAge[];
  /** characters, before this run */
  indexChars: number;
  secretsOmitted: SecretOmitted[];
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
