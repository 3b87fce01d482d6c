/**
 * OpenAI-compatible chat completions: OpenAI, OpenRouter, Ollama, LM Studio,
 * vLLM and llama.cpp server all speak it (base URL like
 * `http://127.0.0.1:11434/v1`).
 *
 * Servers differ in what they accept, and there is no setting for it: the
 * provider starts with strict `json_schema` output and adapts when a server
 * answers 400 naming the parameter it rejects — `response_format` falls back to
 * `json_object` (then to none, leaving the prompt to ask for JSON),
 * `max_tokens` becomes `max_completion_tokens` (newer OpenAI models), and
 * `temperature` is dropped (reasoning models). Each adaptation is tried once
 * and remembered for the rest of the run.
 */
import {
  clientError,
  errorExcerpt,
  estimateTokens,
  isContextLengthError,
  joinUrl,
  ModelCallError,
  parseJsonBody,
  send,
  usageCount,
  type ModelProvider,
  type ModelRequest,
  type ModelResponse,
  type ProviderOptions,
  type RequestShape,
} from './provider';

type OutputMode = 'json_schema' | 'json_object' | 'none';

interface ChatCompletion {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
  error?: { message?: unknown; code?: unknown } | string;
}

export class OpenAiCompatibleProvider implements ModelProvider {
  readonly name = 'openai';
  private readonly shape: RequestShape;

  constructor(private readonly opts: ProviderOptions) {
    this.shape = opts.shape ?? {};
  }

  private get outputMode(): OutputMode {
    return this.shape.output ?? 'json_schema';
  }

  private get tokenParam(): 'max_tokens' | 'max_completion_tokens' {
    return this.shape.tokenParam ?? 'max_tokens';
  }

  private get sendTemperature(): boolean {
    return this.shape.temperature ?? true;
  }

  get url(): string {
    const base = this.opts.baseUrl.trim() || 'https://api.openai.com/v1';
    return joinUrl(base.replace(/\/chat\/completions\/?$/, ''), '/chat/completions');
  }

  async complete(req: ModelRequest): Promise<ModelResponse> {
    const headers: Record<string, string> = {};
    if (this.opts.apiKey) headers['authorization'] = `Bearer ${this.opts.apiKey}`;
    // One try per possible adaptation, plus the first.
    for (let attempt = 0; attempt < 4; attempt++) {
      const res = await send(this.opts, this.url, headers, this.body(req));
      // A request too long for the context is not a parameter the server
      // refuses, even when its message names max_tokens: the client splits it.
      if (res.status === 400 && !isContextLengthError(res.status, res.text) && this.adapt(res.text, req)) continue;
      if (res.status >= 400) throw clientError(this.url, res, this.opts.apiKey);
      return this.read(parseJsonBody(this.url, res) as ChatCompletion, req);
    }
    throw new ModelCallError(`${this.url} rejected every request shape the plugin knows`, 'fatal', 400);
  }

  private body(req: ModelRequest): Record<string, unknown> {
    const body: Record<string, unknown> = {
      model: this.opts.model,
      messages: [
        { role: 'system', content: req.system },
        { role: 'user', content: req.user },
      ],
      [this.tokenParam]: req.maxTokens,
    };
    if (this.sendTemperature) body.temperature = 0;
    if (req.jsonSchema && this.outputMode === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: 'dream_candidates', strict: true, schema: req.jsonSchema },
      };
    } else if (req.jsonSchema && this.outputMode === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    return body;
  }

  /** Change the request shape after a 400 that names what the server rejects. */
  private adapt(errorText: string, req: ModelRequest): boolean {
    const text = errorText.toLowerCase();
    if (req.jsonSchema && this.outputMode !== 'none' && /response_format|json_schema|json_object/.test(text)) {
      this.shape.output = this.outputMode === 'json_schema' ? 'json_object' : 'none';
      return true;
    }
    if (this.tokenParam === 'max_tokens' && text.includes('max_tokens')) {
      this.shape.tokenParam = 'max_completion_tokens';
      return true;
    }
    if (this.sendTemperature && text.includes('temperature')) {
      this.shape.temperature = false;
      return true;
    }
    return false;
  }

  private read(body: ChatCompletion, req: ModelRequest): ModelResponse {
    if (body.error !== undefined) {
      const err = body.error;
      const message = typeof err === 'string' ? err : typeof err.message === 'string' ? err.message : 'unknown error';
      const code = typeof err === 'object' ? Number(err.code) : NaN;
      const named = typeof err === 'object' && typeof err.code === 'string' ? err.code : '';
      const failure =
        code === 429 || code >= 500 ? 'retryable' : isContextLengthError(400, `${named} ${message}`) ? 'too-long' : 'chunk';
      throw new ModelCallError(`${this.url} reported an error: ${errorExcerpt(message, this.opts.apiKey)}`, failure, code || undefined);
    }
    const message = body.choices?.[0]?.message;
    const text = contentText(message?.content);
    if (text === null) {
      const refusal = typeof message?.refusal === 'string' ? `: ${message.refusal.slice(0, 200)}` : '';
      throw new ModelCallError(`${this.url} answered without any text${refusal}`, 'chunk');
    }
    return {
      text,
      promptTokens: usageCount(body.usage?.prompt_tokens) ?? estimateTokens(req.system + req.user),
      completionTokens: usageCount(body.usage?.completion_tokens) ?? estimateTokens(text),
    };
  }
}

/** `content` is a string, or (some servers) an array of text parts. */
function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts = content
      .map((p: unknown) => (p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : ''))
      .join('');
    return parts === '' ? null : parts;
  }
  return null;
}
