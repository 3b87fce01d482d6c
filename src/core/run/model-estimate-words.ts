import type { ModelEstimate } from '../extract/model/cost';
/**
 * A plan's model estimate in words, apart from the rest of plan-text.ts: the
 * plugin's preview modal needs only this sentence, and importing it alone keeps
 * the modal from loading the engine before the first preview (the
 * load-time budget).
 */

/**
 * What a run's model path would spend, as a sentence that follows "A dream
 * would …": calls, tokens sent and the most received, and money at the
 * prices in settings.
 */
export function describeModelEstimate(e: ModelEstimate): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const parts = [
    `make about ${e.calls} model call${e.calls === 1 ? '' : 's'} to read the notes, sending about ${n(e.promptTokens)} tokens and receiving at most ${n(e.completionTokens)}`,
  ];
  if (e.indexCall.promptTokens > 0) {
    parts.push(`and one more when the index changes (about ${n(e.indexCall.promptTokens)} tokens sent, at most ${n(e.indexCall.completionTokens)} received)`);
  }
  if (e.summaryCall.promptTokens > 0) {
    parts.push(`and one for the summaries of the subject notes it changes (at most ${n(e.summaryCall.promptTokens)} tokens sent and ${n(e.summaryCall.completionTokens)} received)`);
  }
  if (e.cost) {
    const money = (x: number) => `${e.cost!.currency}${x < 0.01 && x > 0 ? x.toFixed(4) : x.toFixed(2)}`;
    parts.push(`— about ${money(e.cost.input)} to send and at most ${money(e.cost.output)} to receive at the prices in settings`);
  }
  if (e.oversizedSpans > 0) parts.push(`(${e.oversizedSpans} span${e.oversizedSpans === 1 ? '' : 's'} too large for one call read offline)`);
  return parts.join(' ');
}
