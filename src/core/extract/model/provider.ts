/**
 * One interface over the model APIs the plugin speaks. A provider turns a
 * system + user message into text and token counts; everything else (chunking,
 * retries, repair, budget, validation) lives in the client, so each protocol
 * file only knows its own wire format.
 */
import { HttpTimeoutError, HttpTooLargeError, type HttpFn, type HttpResponse } from '../../ports/http';
import { configuredSecrets, redactSecrets, withoutConfigured } from '../../secrets/scan';

export interface ModelRequest {
  system: string;
  user: string;
  /** JSON Schema of the expected answer; providers that can enforce it do */
  jsonSchema?: Record<string, unknown>;
  maxTokens: number;
}

export interface ModelResponse {
  text: string;
  promptTokens: number;
  completionTokens: number;
}

export interface ModelProvider {
  /** "openai" or "anthropic", for messages */
  readonly name: string;
  complete(req: ModelRequest): Promise<ModelResponse>;
}

/**
 * What a server was found to refuse, learned from its 400s: the structured
 * output mode, the name of the token limit, temperature, tools. Shared by
 * every provider a run makes for the same endpoint and model, so the index
 * rewrite does not send the refused shape again.
 */
export interface RequestShape {
  output?: 'json_schema' | 'json_object' | 'none';
  tokenParam?: 'max_tokens' | 'max_completion_tokens';
  temperature?: boolean;
  tools?: boolean;
}

export interface ProviderOptions {
  /** learned request shape, shared across the run (see RequestShape) */
  shape?: RequestShape;
  http: HttpFn;
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  /** see Settings.maxResponseKiB */
  maxResponseBytes?: number;
}

/**
 * Why a call failed, as the client needs it: `retryable` failures (429, 5xx)
 * are tried again after a delay; `fatal` ones (bad key, unknown model, a
 * redirect, no answer at all) would fail the same way for every chunk, so the
 * client stops calling the model for the rest of the run; `too-long` means the
 * request did not fit the model's context, and the client asks again with the
 * chunk in halves.
 */
type ModelFailure = 'retryable' | 'fatal' | 'chunk' | 'too-long';

export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly failure: ModelFailure,
    readonly status?: number,
    /** seconds from a retry-after header, when the server sent one */
    readonly retryAfterSec?: number,
    /** what the run summary counts a fallback for this call as */
    readonly reason: 'timeout' | 'unreachable' | 'refused' | 'answer too large' = 'refused',
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

/** Roughly four characters per token for English; used only when a server omits usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** A token count from a `usage` object; servers send numbers, a few send strings. */
export function usageCount(v: unknown): number | undefined {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

export function joinUrl(baseUrl: string, suffix: string): string {
  return baseUrl.trim().replace(/\/+$/, '') + suffix;
}

/** Send through the injected HttpFn, turning transport failures into ModelCallErrors. */
export async function send(
  opts: ProviderOptions,
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<HttpResponse> {
  let res: HttpResponse;
  try {
    res = await opts.http({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      timeoutMs: opts.timeoutMs,
      maxResponseBytes: opts.maxResponseBytes,
    });
  } catch (e) {
    if (e instanceof HttpTimeoutError) throw new ModelCallError(e.message, 'fatal', undefined, undefined, 'timeout');
    // Only this answer is dropped; its chunk goes to the offline extractor.
    if (e instanceof HttpTooLargeError) throw new ModelCallError(e.message, 'chunk', undefined, undefined, 'answer too large');
    const why = e instanceof Error ? e.message : String(e);
    throw new ModelCallError(`Could not reach ${url}: ${why}`, 'fatal', undefined, undefined, 'unreachable');
  }
  if (res.status >= 300 && res.status < 400) {
    // Following a redirect would send the API key to another address; the
    // person should point the base URL at the final one instead.
    const to = headerValue(res.headers, 'location');
    throw new ModelCallError(
      `${url} redirected (${res.status})${to ? ` to ${to}` : ''}; set the base URL to the final address`,
      'fatal',
      res.status,
    );
  }
  if (res.status === 429 || res.status === 408 || res.status >= 500) {
    throw new ModelCallError(
      `${url} answered ${res.status}: ${errorExcerpt(res.text, opts.apiKey)}`,
      'retryable',
      res.status,
      parseRetryAfter(headerValue(res.headers, 'retry-after')),
    );
  }
  // Every model text passes here: an endpoint that echoes the key inside its
  // answer would otherwise put it into a candidate, and from there into notes.
  const text = withoutConfigured(res.text, configuredSecrets(opts.apiKey, opts.baseUrl));
  return text === res.text ? res : { ...res, text };
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return v;
  return undefined;
}

function parseRetryAfter(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * A short, secret-free excerpt of an error body for a report message. Servers
 * echo the rejected key back ("Incorrect API key provided: sk-…"), and a key of
 * no known shape would pass the secret guard, so the key itself is removed too.
 */
export function errorExcerpt(body: string, apiKey?: string): string {
  let text = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const err = parsed.error;
    if (typeof err === 'string') text = err;
    else if (err && typeof err.message === 'string') text = err.message;
    else if (typeof parsed.message === 'string') text = parsed.message;
  } catch {
    // not JSON: use the body as it is
  }
  text = withoutConfigured(text, configuredSecrets(apiKey, undefined));
  const oneLine = redactSecrets(text).text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? oneLine.slice(0, 200) + '…' : oneLine || '(empty body)';
}

/**
 * The ways servers say a request is longer than the model's context: OpenAI
 * and OpenRouter (`context_length_exceeded`, "maximum context length is …"),
 * vLLM ("reduce the length of the messages"), llama.cpp
 * (`exceed_context_size_error`, "exceeds the available context size"), LM
 * Studio ("context length of only …"), Anthropic ("prompt is too long"), and a
 * proxy's 413 (the body itself too large).
 */
const CONTEXT_LENGTH =
  /context_length_exceeded|exceed_context_size|maximum context length|context (?:length|size|window) (?:of only|exceeded|is exceeded)|exceeds? the (?:available |maximum )?context|reduce the length of the (?:messages|prompt|input)|prompt is too long|input is too long|too many (?:input )?tokens/i;

export function isContextLengthError(status: number, text: string): boolean {
  if (status === 413) return true;
  return (status === 400 || status === 422) && CONTEXT_LENGTH.test(text);
}

/**
 * A 4xx the client cannot fix by retrying. A wrong key, model or URL repeats for
 * every chunk ('fatal'); a request the server found too large or malformed is
 * about this chunk only ('chunk').
 */
export function clientError(url: string, res: HttpResponse, apiKey?: string): ModelCallError {
  if (isContextLengthError(res.status, res.text)) {
    return new ModelCallError(`${url} answered ${res.status}, the request is longer than the model's context: ${errorExcerpt(res.text, apiKey)}`, 'too-long', res.status);
  }
  const perChunk = res.status === 400 || res.status === 413 || res.status === 422;
  const hint =
    res.status === 401 || res.status === 403
      ? ' (check the API key in settings)'
      : res.status === 404
        ? ' (check the base URL and model name)'
        : '';
  return new ModelCallError(
    `${url} answered ${res.status}${hint}: ${errorExcerpt(res.text, apiKey)}`,
    perChunk ? 'chunk' : 'fatal',
    res.status,
  );
}

export function parseJsonBody(url: string, res: HttpResponse): unknown {
  try {
    return JSON.parse(res.text) as unknown;
  } catch {
    throw new ModelCallError(`${url} answered ${res.status} with a body that is not JSON`, 'chunk', res.status);
  }
}
