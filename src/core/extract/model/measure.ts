/**
 * Token cost of the model path per KiB of source text, for the benchmark and for
 * sizing `maxTokensPerRun`. Bytes are UTF-8 (what the batch cap counts), so a
 * CJK note costs more tokens per character but is compared on the same scale.
 */
import type { Settings } from '../../ports/settings';
import type { TokenUsage } from '../../ports/types';
import { modelExtract, type ModelExtractOptions } from './client';
import { maxOf } from '../../lib/arrays';
import type { Span } from '../spans';
import type { ModelPorts } from './model-ports';

interface TokensPerKiB {
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

/** What one request carried: the system prompt, the user message, the answer schema as sent (JSON). */
interface SentPrompt {
  system: string;
  user: string;
  schema: string;
}

export interface PromptShape {
  calls: number;
  /** the span text of the source, at four characters a token */
  sourceTokens: number;
  /** the lines between SOURCE SPANS and END OF SOURCE SPANS: file and heading lines, span ids, span text */
  spanTokens: number;
  spanRatio: number;
  /** everything else per call: system prompt, schema, framing, existing memory */
  fixedMean: number;
  fixedMax: number;
}

const START = 'SOURCE SPANS\n';
const END = '\nEND OF SOURCE SPANS';

/**
 * A prompt split into the part that grows with the source and the part every
 * call pays, to hold each to its own target (span lines within 1.3×
 * the source's own tokens, at most 1.5k tokens fixed per call).
 */
export function promptShape(sent: readonly SentPrompt[], spans: readonly Span[]): PromptShape {
  const tokens = (chars: number): number => Math.ceil(chars / 4);
  let spanChars = 0;
  const fixed: number[] = [];
  for (const p of sent) {
    const start = p.user.indexOf(START);
    const end = p.user.lastIndexOf(END);
    const block = start >= 0 && end > start ? end - (start + START.length) : 0;
    spanChars += block;
    fixed.push(tokens(p.system.length + p.user.length - block + p.schema.length));
  }
  const sourceTokens = tokens(spans.reduce((n, s) => n + s.text.length, 0));
  const spanTokens = tokens(spanChars);
  return {
    calls: sent.length,
    sourceTokens,
    spanTokens,
    spanRatio: sourceTokens > 0 ? spanTokens / sourceTokens : 0,
    fixedMean: fixed.length > 0 ? fixed.reduce((a, b) => a + b, 0) / fixed.length : 0,
    fixedMax: fixed.length > 0 ? maxOf(fixed) : 0,
  };
}

interface ModelPathCost extends TokensPerKiB {
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
  ports: ModelPorts,
  s: Settings,
  spans: readonly Span[],
  opts: ModelExtractOptions = {},
): Promise<ModelPathCost> {
  const out = await modelExtract(ports, s, spans, opts);
  const sourceBytes = spanBytes(spans);
  return { ...tokensPerKiB(out.tokens, sourceBytes), tokens: out.tokens, sourceBytes, offlineSpans: out.offlineSpanIds.length };
}
