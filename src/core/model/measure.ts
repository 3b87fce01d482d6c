/**
 * Token cost of the model path per KiB of source text, for the benchmark and for
 * sizing `maxTokensPerRun`. Bytes are UTF-8 (what the batch cap counts), so a
 * CJK note costs more tokens per character but is compared on the same scale.
 */
import type { Span, TokenUsage } from '../types';

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
