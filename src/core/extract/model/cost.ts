/**
 * What a run's model path will spend, worked out before the first call: the
 * chunks and prompts are built exactly as the client would send them, so the
 * estimate is the same arithmetic the per-call budget check does. A preview
 * shows it instead of spending it, and a run over its budget makes no call at
 * all (a budget found out after the calls were made is a budget spent).
 */
import type { Settings } from '../../ports/settings';
import { chunkSpans } from './chunk';
import { DEFAULT_MAX_COMPLETION_TOKENS, extractionRequest } from './client';
import { estimateTokens } from './provider';
import type { ExistingMemory } from '../../sense/memory';
import type { Span } from '../spans';

/**
 * A run's model cost before it spends anything: one extraction call per
 * chunk, with prompts built exactly as they would be sent (tokens at four
 * characters each), the completion allowance as the most each answer may
 * cost, the one call that may tidy the index and the one that may write the
 * subject notes' summaries.
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
  /** the summaries of the subject notes the dream changes: one more call, at most this */
  summaryCall: { promptTokens: number; completionTokens: number };
  /** spans too large for one call, read offline whatever the budget */
  oversizedSpans: number;
  /** at the prices in settings, when the person entered any */
  cost?: { input: number; output: number; currency: string };
  /** the run would pass its budget of calls or tokens: why, and then no model call is made */
  overBudget?: string;
}

interface EstimateOptions {
  maxCompletionTokens?: number;
  /** what memory holds, as each chunk's prompt would carry it */
  memory?: ExistingMemory;
  /** the index rewrite's call, when the run may make one */
  indexCall?: { promptTokens: number; completionTokens: number };
  /** the summaries' call, when the run may make one */
  summaryCall?: { promptTokens: number; completionTokens: number };
}

export function estimateModelRun(settings: Settings, spans: readonly Span[], opts: EstimateOptions = {}): ModelEstimate {
  const maxTokens = opts.maxCompletionTokens ?? DEFAULT_MAX_COMPLETION_TOKENS;
  const { chunks, oversized } = chunkSpans(spans, settings.contextChars);
  let promptTokens = 0;
  for (const chunk of chunks) {
    const { request } = extractionRequest(settings, chunk, maxTokens, opts.memory);
    promptTokens += estimateTokens(request.system + request.user);
  }
  const estimate: ModelEstimate = {
    calls: chunks.length,
    promptTokens,
    completionTokens: chunks.length * maxTokens,
    indexCall: opts.indexCall ?? { promptTokens: 0, completionTokens: 0 },
    summaryCall: opts.summaryCall ?? { promptTokens: 0, completionTokens: 0 },
    oversizedSpans: oversized.length,
  };
  const extra = [estimate.indexCall, estimate.summaryCall];
  const cost = priceOf(settings, estimate.promptTokens + extra.reduce((n, c) => n + c.promptTokens, 0), estimate.completionTokens + extra.reduce((n, c) => n + c.completionTokens, 0));
  if (cost) estimate.cost = cost;
  const over = overBudget(settings, estimate);
  if (over) estimate.overBudget = over;
  return estimate;
}

/** Money at the prices the person entered (per million tokens); none when no price is set. */
function priceOf(s: Settings, input: number, output: number): ModelEstimate['cost'] | undefined {
  if (s.priceInputPerMTok <= 0 && s.priceOutputPerMTok <= 0) return undefined;
  return { input: (input * s.priceInputPerMTok) / 1e6, output: (output * s.priceOutputPerMTok) / 1e6, currency: '$' };
}

/**
 * The extraction calls against the run's budget, counting each answer at its
 * full allowance — the bound the per-call check applies to the next call, so
 * a run that passes here is not stopped half-way by it. The index and
 * summary calls are left out: each checks its own budget and is skipped, not
 * failed, when over.
 */
function overBudget(s: Settings, e: ModelEstimate): string | null {
  if (e.calls > s.maxModelCallsPerRun) {
    return `it would need about ${e.calls} model calls and the budget per dream is ${s.maxModelCallsPerRun}`;
  }
  const tokens = e.promptTokens + e.completionTokens;
  if (tokens > s.maxTokensPerRun) {
    return `it would need about ${tokens.toLocaleString('en-US')} tokens (${e.promptTokens.toLocaleString('en-US')} sent, up to ${e.completionTokens.toLocaleString('en-US')} received) and the budget per dream is ${s.maxTokensPerRun.toLocaleString('en-US')}`;
  }
  return null;
}
