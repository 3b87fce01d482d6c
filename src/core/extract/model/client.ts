/**
 * Model extraction for one run: chunk the spans, one call per chunk, and make
 * sure no failure of the model loses a span. Whatever the model cannot answer
 * goes back to the caller in `offlineSpanIds` so the offline extractor covers
 * it, and every such fallback is said in a ReportMessage (local models that
 * answered malformed JSON and had memories dropped silently are why).
 *
 * Per chunk: retries with exponential backoff on 429/5xx (a small `retry-after`
 * is honoured, a large one ends model use for the run), one repair request on
 * an answer that is not valid JSON or misses the schema, then the offline
 * fallback. A chunk the model's context refuses is asked again in halves
 * (`MAX_SPLIT_DEPTH` times at most) instead of going offline whole. Failures that would repeat for every chunk — no answer in time, an
 * unreachable server, a rejected key, a redirect — stop model calls for the
 * rest of the run instead of waiting them out chunk after chunk.
 *
 * Budget: every HTTP attempt counts against `maxModelCallsPerRun`, and a call
 * is not made when its prompt plus the completion allowance would take the run
 * past `maxTokensPerRun` (a loop that spawned 94 model sessions in an hour is
 * the failure this prevents).
 */
import type { ReportMessage, TokenUsage } from '../../ports/types';
import type { ModelFallback, ModelFallbackReason } from '../../formats/model-fallbacks';
import type { ExistingMemory } from '../../sense/memory';
import type { Settings } from '../../ports/settings';
import { memoryContext, promptSubjects, ownerNames, ownerNote, type MemoryRef } from './memory-context';
import { buildRepairMessage, buildUserMessage, SYSTEM_PROMPT, type UserMessage } from './prompt';
import { chunkSpans } from './chunk';
import { estimateTokens, ModelCallError, type ModelProvider, type ModelRequest, type ModelResponse } from './provider';
import { createProvider } from './providers';
import type { ModelPorts } from './model-ports';
import { ANSWER_JSON_SCHEMA, parseAnswer } from './schema';
import { append } from '../../lib/arrays';
import type { Span } from '../spans';
import type { RawCandidate } from '../raw-candidate';

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

/**
 * One extraction call of a run, so a person can audit what the model was
 * given and what became of its answer.
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

export interface ModelExtractOptions {
  /** use this provider instead of the one the settings describe */
  provider?: ModelProvider;
  /** waits between retries; tests inject one that records instead of sleeping */
  delay?: (ms: number) => Promise<void>;
  /** completion allowance per call */
  maxCompletionTokens?: number;
  /** model use already spent earlier in this run, counted against the budget */
  used?: TokenUsage;
  /** what memory holds: each chunk's prompt carries the few lines its subjects touch */
  memory?: ExistingMemory;
}

interface ModelExtractResult {
  raw: RawCandidate[];
  /** spans the model did not cover; run the offline extractor on them */
  offlineSpanIds: string[];
  tokens: TokenUsage;
  /** why model calls ended early for the run (fatal error, budget, cancel); later steps make none */
  stopped?: string;
  messages: ReportMessage[];
  /** each call: what it was given and what came back (ranking adds what became of each candidate) */
  calls: ModelCallRecord[];
  /** each chunk (or span too large for one) the offline extractor read instead, and why */
  fallbacks: ModelFallback[];
}

export const DEFAULT_MAX_COMPLETION_TOKENS = 4096;
const MAX_TRIES = 3;
/** first backoff; doubles per try */
const BACKOFF_BASE_MS = 1000;
/** a retry-after above this means "not tonight": stop model use for the run */
const MAX_RETRY_AFTER_SEC = 60;

const CANCELLED = 'the run was cancelled';

/** A wait on the host's timer (the engine has no timer of its own); no timer, no wait. */
function waitWith(timers: ModelPorts['timers'], ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (timers) timers.setTimeout(resolve, ms);
    else resolve();
  });
}

/**
 * How often a chunk the model's context refused is halved: three times, at
 * most eight calls where one was planned, before its spans go offline.
 */
const MAX_SPLIT_DEPTH = 3;

type CallResult =
  | { ok: true; response: ModelResponse }
  | { ok: false; error: string; stopRun: boolean; tooLong?: boolean; reason: ModelFallbackReason };

export async function modelExtract(
  ports: ModelPorts,
  s: Settings,
  spans: readonly Span[],
  opts: ModelExtractOptions = {},
): Promise<ModelExtractResult> {
  const result: ModelExtractResult = {
    raw: [],
    offlineSpanIds: [],
    tokens: { calls: 0, promptTokens: 0, completionTokens: 0 },
    messages: [],
    calls: [],
    fallbacks: [],
  };
  if (spans.length === 0) return result;

  let provider = opts.provider ?? null;
  if (!provider) {
    const choice = createProvider(ports, s);
    if (choice.provider === null) {
      result.offlineSpanIds = spans.map((span) => span.id);
      result.messages.push({ level: 'info', text: `Offline extractor used for every span: ${choice.reason}.` });
      return result;
    }
    provider = choice.provider;
  }

  const run = new ModelRun(ports, s, provider, opts, result);
  const { chunks, oversized } = chunkSpans(spans, s.contextChars);
  for (const span of oversized) {
    result.offlineSpanIds.push(span.id);
    result.fallbacks.push({ reason: 'too long', sources: sourcesOf([span]), spans: 1, why: `larger than one model chunk (${s.contextChars} characters)` });
    result.messages.push({
      level: 'info',
      path: span.path,
      text: `Span ${span.id} (lines ${span.startLine}-${span.endLine}) is larger than one model chunk (${s.contextChars} characters); the offline extractor read it.`,
    });
  }

  let stoppedChunks = 0;
  let stoppedSpans = 0;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    if (ports.signal?.aborted && run.stopReason === null) run.stop(CANCELLED, 'cancelled');
    if (run.stopReason !== null) {
      stoppedChunks++;
      stoppedSpans += chunk.length;
      append(result.offlineSpanIds, chunk.map((span) => span.id));
      result.fallbacks.push({ reason: run.stopKind, sources: sourcesOf(chunk), spans: chunk.length, why: `model calls had stopped (${run.stopReason})` });
      continue;
    }
    ports.onProgress?.({ phase: 'extract', detail: `Model chunk ${i + 1} of ${chunks.length}`, modelCalls: result.tokens.calls });
    const label = `Model chunk ${i + 1} of ${chunks.length} (${describeFiles(chunk)})`;
    try {
      await run.extractChunk(chunk, label);
    } catch (e) {
      // A bug here must cost one chunk of model output, never the run.
      const why = e instanceof Error ? e.message : String(e);
      run.fallBack(chunk, label, `the model answer could not be processed (${why})`, 'invalid JSON');
    }
  }
  if (run.stopReason !== null) result.stopped = run.stopReason;
  if (stoppedChunks > 0) {
    result.messages.push({
      level: 'warn',
      text: `Stopped calling the model: ${run.stopReason ?? 'unknown reason'}. The offline extractor read the remaining ${stoppedChunks} chunk(s), ${stoppedSpans} span(s).`,
    });
  }
  if (run.redactions > 0) {
    result.messages.push({
      level: 'info',
      text: `${run.redactions} sensitive value(s) (${[...run.redactedKinds].join(', ')}) were replaced before the text was sent to the model.`,
    });
  }
  return result;
}

class ModelRun {
  stopReason: string | null = null;
  /** how the chunks after the stop are counted */
  stopKind: ModelFallbackReason = 'refused';
  redactions = 0;
  redactedKinds = new Set<string>();
  private readonly delay: (ms: number) => Promise<void>;
  private readonly maxTokens: number;
  private readonly used: TokenUsage;
  private readonly memory: ExistingMemory | undefined;

  constructor(
    private readonly ports: ModelPorts,
    private readonly settings: Settings,
    private readonly provider: ModelProvider,
    opts: ModelExtractOptions,
    private readonly result: ModelExtractResult,
  ) {
    this.delay = opts.delay ?? ((ms) => waitWith(ports.timers, ms));
    this.maxTokens = opts.maxCompletionTokens ?? DEFAULT_MAX_COMPLETION_TOKENS;
    this.used = opts.used ?? { calls: 0, promptTokens: 0, completionTokens: 0 };
    this.memory = opts.memory;
  }

  /** Model calls end for the run: the first reason stands. */
  stop(reason: string, kind: ModelFallbackReason): void {
    if (this.stopReason !== null) return;
    this.stopReason = reason;
    this.stopKind = kind;
  }

  async extractChunk(chunk: Span[], label: string, depth = 0): Promise<void> {
    if (this.stopReason !== null) {
      // the first half of a split ended model calls for the run
      this.fallBack(chunk, label, `model calls had stopped (${this.stopReason})`, this.stopKind);
      return;
    }
    const ids = new Set(chunk.map((s) => s.id));
    const { request, user, memory } = extractionRequest(this.settings, chunk, this.maxTokens, this.memory);
    this.redactions += user.redactions;
    for (const k of user.redactedKinds) this.redactedKinds.add(k);

    const before = { ...this.result.tokens };
    const record: ModelCallRecord = {
      n: this.result.calls.length + 1,
      sources: sourcesOf(chunk),
      spans: chunk.length,
      memoryLines: memory.length,
      promptTokens: 0,
      completionTokens: 0,
      answer: '',
      answered: 0,
      droppedOnRead: [],
      outcomes: {},
    };
    const done = (answer: string): void => {
      record.answer = answer;
      record.promptTokens = this.result.tokens.promptTokens - before.promptTokens;
      record.completionTokens = this.result.tokens.completionTokens - before.completionTokens;
      // A call that was never made (the budget, a cancel) is no call.
      if (this.result.tokens.calls > before.calls) this.result.calls.push(record);
    };

    let firstError: string | null = null;
    for (let round = 0; round < 2; round++) {
      const call = await this.call(request);
      if (!call.ok && call.tooLong && chunk.length > 1 && depth < MAX_SPLIT_DEPTH) {
        // The context setting is characters, the model's limit is tokens:
        // CJK text, code or a small local model can overflow it. Halves
        // keep every span whole and in order.
        const half = Math.ceil(chunk.length / 2);
        this.result.messages.push({ level: 'info', text: `${label}: too long for the model's context; asked again in two halves.` });
        done("too long for the model's context: asked again in two halves");
        await this.extractChunk(chunk.slice(0, half), `${label}, first half`, depth + 1);
        await this.extractChunk(chunk.slice(half), `${label}, second half`, depth + 1);
        return;
      }
      if (!call.ok) {
        if (call.stopRun) this.stop(call.error, call.reason);
        done(`not used (${call.error}): the offline extractor read its spans`);
        this.fallBack(chunk, label, call.error, call.tooLong ? 'too long' : call.reason);
        return;
      }
      const parsed = parseAnswer(call.response.text, ids, label, memory);
      if (parsed.ok) {
        const n = record.n;
        append(this.result.raw, parsed.answer.raw.map((c) => ({ ...c, call: n })));
        append(this.result.messages, parsed.answer.messages);
        record.answered = parsed.answer.answered;
        record.droppedOnRead = parsed.answer.dropped;
        done(firstError === null ? 'used' : 'used after a repair request');
        if (firstError !== null) {
          this.result.messages.push({ level: 'info', text: `${label}: the first answer was unusable (${firstError}); the repaired answer was used.` });
        }
        return;
      }
      if (firstError !== null) {
        done(`unusable twice (${firstError}; then ${parsed.error}): the offline extractor read its spans`);
        this.fallBack(chunk, label, `the answer was unusable twice (${firstError}; then ${parsed.error})`, 'invalid JSON');
        return;
      }
      firstError = parsed.error;
      request.user = buildRepairMessage(user.text, call.response.text, parsed.error);
    }
  }

  fallBack(chunk: Span[], label: string, why: string, reason: ModelFallbackReason): void {
    append(this.result.offlineSpanIds, chunk.map((s) => s.id));
    this.result.fallbacks.push({ reason, sources: sourcesOf(chunk), spans: chunk.length, why });
    this.result.messages.push({
      level: 'warn',
      text: `${label}: ${why}. The offline extractor read its ${chunk.length} span(s) instead.`,
    });
  }

  /** One request with retries on 429/5xx, inside the run's budget. */
  private async call(request: ModelRequest): Promise<CallResult> {
    const s = this.settings;
    const tokens = this.result.tokens;
    for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
      const calls = this.used.calls + tokens.calls;
      if (calls >= s.maxModelCallsPerRun) {
        return { ok: false, stopRun: true, reason: 'budget', error: `the run reached its budget of ${s.maxModelCallsPerRun} model calls` };
      }
      const spent = this.used.promptTokens + this.used.completionTokens + tokens.promptTokens + tokens.completionTokens;
      const next = estimateTokens(request.system + request.user) + request.maxTokens;
      if (spent + next > s.maxTokensPerRun) {
        return {
          ok: false,
          stopRun: true,
          reason: 'budget',
          error: `the next call (about ${next} tokens) would take the run past its budget of ${s.maxTokensPerRun} tokens (${spent} used)`,
        };
      }
      if (this.ports.signal?.aborted) return { ok: false, stopRun: true, reason: 'cancelled', error: CANCELLED };
      tokens.calls++;
      try {
        const response = await this.provider.complete(request);
        tokens.promptTokens += response.promptTokens;
        tokens.completionTokens += response.completionTokens;
        return { ok: true, response };
      } catch (e) {
        // A cancelled run retries nothing and falls back to nothing slow.
        if (this.ports.signal?.aborted) return { ok: false, stopRun: true, reason: 'cancelled', error: CANCELLED };
        if (!(e instanceof ModelCallError)) {
          const why = e instanceof Error ? e.message : String(e);
          return { ok: false, stopRun: true, reason: 'unreachable', error: `the model call failed unexpectedly (${why})` };
        }
        if (e.failure !== 'retryable') return { ok: false, stopRun: e.failure === 'fatal', tooLong: e.failure === 'too-long', reason: e.reason, error: e.message };
        if (e.retryAfterSec !== undefined && e.retryAfterSec > MAX_RETRY_AFTER_SEC) {
          return { ok: false, stopRun: true, reason: 'refused', error: `${e.message}; the server asked to wait ${e.retryAfterSec} s` };
        }
        if (attempt === MAX_TRIES) return { ok: false, stopRun: false, reason: 'refused', error: `${e.message} (after ${MAX_TRIES} tries)` };
        const wait = e.retryAfterSec !== undefined ? e.retryAfterSec * 1000 : BACKOFF_BASE_MS * 2 ** (attempt - 1);
        await this.delay(wait);
      }
    }
    return { ok: false, stopRun: false, reason: 'refused', error: 'no answer' };
  }
}

/** The request one chunk becomes: what is sent, and what the cost estimate counts. */
export function extractionRequest(
  settings: Settings,
  chunk: readonly Span[],
  maxTokens: number,
  existing?: ExistingMemory,
): { request: ModelRequest; user: UserMessage; memory: MemoryRef[] } {
  const owner = ownerNames(settings.owner, existing);
  const { refs: memory, leftOut } = memoryContext(existing, chunk, { budgetTokens: settings.memoryContextTokens, owner });
  const subjects = promptSubjects(existing, chunk.map((s) => s.text).join('\n'), owner);
  const user = buildUserMessage(chunk, settings.redactBeforeSend, memory, { owner, ownerNote: ownerNote(existing, owner), subjects, memoryLeftOut: leftOut });
  return { user, memory, request: { system: SYSTEM_PROMPT, user: user.text, jsonSchema: ANSWER_JSON_SCHEMA, maxTokens } };
}

/** Each source note of a chunk and the lines its spans cover. */
function sourcesOf(chunk: readonly Span[]): ModelCallRecord['sources'] {
  const by = new Map<string, { from: number; to: number }>();
  for (const s of chunk) {
    const r = by.get(s.path);
    if (r) {
      r.from = Math.min(r.from, s.startLine);
      r.to = Math.max(r.to, s.endLine);
    } else by.set(s.path, { from: s.startLine, to: s.endLine });
  }
  return [...by].map(([path, r]) => ({ path, lines: r.from === r.to ? `L${r.from}` : `L${r.from}-L${r.to}` }));
}

function describeFiles(chunk: Span[]): string {
  const paths = [...new Set(chunk.map((s) => s.path))];
  if (paths.length === 1) return paths[0]!;
  return `${paths[0]!} and ${paths.length - 1} more file(s)`;
}
