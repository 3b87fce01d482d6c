/**
 * The observation an extractor hands on, before ranking makes it a candidate
 * (rank/candidate.ts): the offline extractor and the model's answer both give
 * this shape.
 */
import type { Lifecycle } from '../formats/lifecycle';
import type { SalienceScore } from './salience-words';

export type CandidateKind = 'fact' | 'preference' | 'decision' | 'procedure' | 'project_status' | 'todo';

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
