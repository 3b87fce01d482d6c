/**
 * Anthropic messages API. Structured output comes through a tool whose
 * `input_schema` is the answer's schema, with `tool_choice` forcing that tool:
 * the model then answers with a JSON object instead of prose. A proxy or
 * compatible server that rejects tools (400 naming them) gets the plain-text
 * form once, and the prompt's own "answer with JSON only" does the rest.
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

const ANTHROPIC_VERSION = '2023-06-01';
const TOOL_NAME = 'record_candidates';

interface MessagesResponse {
  content?: { type?: unknown; text?: unknown; input?: unknown; name?: unknown }[];
  usage?: { input_tokens?: unknown; output_tokens?: unknown };
  error?: { type?: unknown; message?: unknown };
}

export class AnthropicProvider implements ModelProvider {
  readonly name = 'anthropic';
  private readonly shape: RequestShape;

  constructor(private readonly opts: ProviderOptions) {
    this.shape = opts.shape ?? {};
  }

  private get useTool(): boolean {
    return this.shape.tools ?? true;
  }

  get url(): string {
    // People paste either the host or the host with /v1; both mean the same API.
    const base = (this.opts.baseUrl.trim() || 'https://api.anthropic.com').replace(/\/+$/, '');
    return joinUrl(base.replace(/\/v1(?:\/messages)?$/, ''), '/v1/messages');
  }

  async complete(req: ModelRequest): Promise<ModelResponse> {
    const headers: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION };
    if (this.opts.apiKey) headers['x-api-key'] = this.opts.apiKey;
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await send(this.opts, this.url, headers, this.body(req));
      if (res.status === 400 && this.useTool && req.jsonSchema && /tool/i.test(res.text) && !isContextLengthError(res.status, res.text)) {
        this.shape.tools = false;
        continue;
      }
      if (res.status >= 400) throw clientError(this.url, res, this.opts.apiKey);
      return this.read(parseJsonBody(this.url, res) as MessagesResponse, req);
    }
    throw new ModelCallError(`${this.url} rejected every request shape the plugin knows`, 'fatal', 400);
  }

  private body(req: ModelRequest): Record<string, unknown> {
    const body: Record<string, unknown> = {
      model: this.opts.model,
      max_tokens: req.maxTokens,
      temperature: 0,
      system: req.system,
      messages: [{ role: 'user', content: req.user }],
    };
    if (req.jsonSchema && this.useTool) {
      body.tools = [
        {
          name: TOOL_NAME,
          description: 'Record the observations found in the source spans.',
          input_schema: req.jsonSchema,
        },
      ];
      body.tool_choice = { type: 'tool', name: TOOL_NAME };
    }
    return body;
  }

  private read(body: MessagesResponse, req: ModelRequest): ModelResponse {
    if (body.error !== undefined) {
      const message = typeof body.error.message === 'string' ? body.error.message : 'unknown error';
      const failure = body.error.type === 'overloaded_error' || body.error.type === 'rate_limit_error' ? 'retryable' : 'chunk';
      throw new ModelCallError(`${this.url} reported an error: ${errorExcerpt(message, this.opts.apiKey)}`, failure);
    }
    const blocks = Array.isArray(body.content) ? body.content : [];
    const tool = blocks.find((b) => b.type === 'tool_use' && b.input !== undefined);
    const text =
      tool !== undefined
        ? JSON.stringify(tool.input)
        : blocks
            .filter((b) => b.type === 'text' && typeof b.text === 'string')
            .map((b) => b.text as string)
            .join('');
    if (text === '') throw new ModelCallError(`${this.url} answered without any text`, 'chunk');
    return {
      text,
      promptTokens: usageCount(body.usage?.input_tokens) ?? estimateTokens(req.system + req.user),
      completionTokens: usageCount(body.usage?.output_tokens) ?? estimateTokens(text),
    };
  }
}
