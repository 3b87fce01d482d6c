/**
 * The words for a salience score, apart from the rules that compute it
 * (salience.ts): the Pending panel shows them on every card, and importing
 * this file alone keeps the plugin's panels from loading the extractor's
 * tables before the first dream (the load-time budget).
 */

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

/** where every statement starts before its features move it */
export const SALIENCE_BASE = 0.3;

/** "first-person subject +0.10, date or time +0.15, question −0.35" */
export function describeSalience(s: SalienceScore): string {
  if (s.steps.length === 0) return `base ${SALIENCE_BASE.toFixed(2)}`;
  return s.steps.map((x) => `${x.feature} ${x.delta >= 0 ? '+' : '−'}${Math.abs(x.delta).toFixed(2)}`).join(', ');
}
