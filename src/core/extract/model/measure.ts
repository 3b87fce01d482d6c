/**
 * Token cost of the model path per KiB of source text, for the benchmark and for
 * sizing `maxTokensPerRun`. Bytes are UTF-8 (what the batch cap counts), so a
 * CJK note costs more tokens per character but is compared on the same scale.
 */
import type { EngineContext } from '../../context';
import type { Span, TokenUsage } from '../../types';
import { modelExtract, type ModelExtractOptions } from './client';

export interface TokensPerKiB {
  prompt: number;
  completion: number;
  total: number;
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Source bytes a set of spans carries (span text only, not the prompt around it). */
export function spanBytes(spans: readonly Span[]): number {
  return spans.reduce((sum, s) => sum + utf8Bytes(s.text), 0);
}

export function tokensPerKiB(tokens: TokenUsage, sourceBytes: number): TokensPerKiB {
  const kib = sourceBytes / 1024;
  if (kib <= 0) return { prompt: 0, completion: 0, total: 0 };
  const round = (n: number): number => Math.round((n / kib) * 10) / 10;
  return {
    prompt: round(tokens.promptTokens),
    completion: round(tokens.completionTokens),
    total: round(tokens.promptTokens + tokens.completionTokens),
  };
}

export interface ModelPathCost extends TokensPerKiB {
  tokens: TokenUsage;
  sourceBytes: number;
  /** spans the model did not cover (a budget or a failure sent them offline) */
  offlineSpans: number;
}

/**
 * Run the model path over `spans` and report its token cost per KiB of source.
 * The benchmark points `ctx` at the loopback server (`startLlmServer({ fallback:
 * 'echo' })` in test/helpers/llm-server.ts), whose usage counts estimate four
 * characters per token, as real tokenizers do for English prose.
 */
export async function measureModelPath(
  ctx: EngineContext,
  spans: readonly Span[],
  opts: ModelExtractOptions = {},
): Promise<ModelPathCost> {
  const out = await modelExtract(ctx, spans, opts);
  const sourceBytes = spanBytes(spans);
  return { ...tokensPerKiB(out.tokens, sourceBytes), tokens: out.tokens, sourceBytes, offlineSpans: out.offlineSpanIds.length };
}
