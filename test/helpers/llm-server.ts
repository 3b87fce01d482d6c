/**
 * A real HTTP server on 127.0.0.1 that speaks just enough of the OpenAI chat
 * completions and Anthropic messages protocols for the model client: tests
 * script its answers one request at a time and read back every request body it
 * received. Plain node:http, no jest imports, so `npm run bench` can start it
 * too (`startLlmServer({ fallback: 'echo' })` answers every request with one
 * plausible candidate per span, with usage estimated at four characters a token).
 *
 * Protocol by path: `POST /v1/chat/completions` (or `/chat/completions`) is
 * OpenAI, `POST /v1/messages` is Anthropic.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

type Protocol = 'openai' | 'anthropic';

export interface RecordedRequest {
  protocol: Protocol;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** parsed JSON body (undefined when it was not JSON) */
  body: ChatBody | undefined;
  raw: string;
  /** system + user text as the model would see it */
  prompt: string;
}

/** The parts of either protocol's request body the helper reads. */
interface ChatBody {
  model?: string;
  system?: string;
  messages?: { role: string; content: unknown }[];
  tools?: { name: string; input_schema?: unknown }[];
  tool_choice?: unknown;
  response_format?: { type: string; json_schema?: unknown };
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
}

/** What the server does with one request. */
export type Reply =
  /** the model "answers" this JSON value: structured output (tool_use for Anthropic when tools were sent) */
  | { answer: unknown }
  /** the model answers this text verbatim: invalid JSON, garbage, fenced JSON, prose */
  | { text: string }
  /** an HTTP error, e.g. { status: 429, headers: { 'retry-after': '2' } } */
  | { status: number; body?: string; headers?: Record<string, string> }
  /** never answer; the socket stays open until the client gives up or the server closes */
  | { hang: true }
  /** answer when the test says so (see `held()`) */
  | { later: Promise<Reply> }
  | { redirect: string };

export type Responder = Reply | ((req: RecordedRequest) => Reply);

interface LlmServerOptions {
  /** what to do when the script is empty: 'echo', a reply, or (default) a 500 saying so */
  fallback?: 'echo' | Responder;
}

export interface LlmServer {
  port: number;
  /** e.g. http://127.0.0.1:PORT/v1 — the base URL an OpenAI-compatible provider takes */
  openaiBaseUrl: string;
  /** e.g. http://127.0.0.1:PORT — the base URL the Anthropic provider takes */
  anthropicBaseUrl: string;
  requests: RecordedRequest[];
  /** queue replies for the next requests, in order */
  script(...replies: Responder[]): void;
  /** replies still queued */
  pending(): number;
  close(): Promise<void>;
}

export async function startLlmServer(options: LlmServerOptions = {}): Promise<LlmServer> {
  const queue: Responder[] = [];
  const requests: RecordedRequest[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const protocol: Protocol | null = /\/messages$/.test(path)
        ? 'anthropic'
        : /\/chat\/completions$/.test(path)
          ? 'openai'
          : null;
      if (req.method !== 'POST' || protocol === null) {
        send(res, 404, { error: { message: `no route for ${req.method ?? '?'} ${path}` } });
        return;
      }
      let body: ChatBody | undefined;
      try {
        body = JSON.parse(raw) as ChatBody;
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = { protocol, path, headers: req.headers, body, raw, prompt: promptOf(body) };
      requests.push(recorded);
      const next = queue.shift() ?? (options.fallback === 'echo' ? echo : options.fallback) ?? exhausted;
      const reply = typeof next === 'function' ? next(recorded) : next;
      respond(res, recorded, reply, `msg_${++counter}`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    openaiBaseUrl: `http://127.0.0.1:${port}/v1`,
    anthropicBaseUrl: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => {
      queue.push(...replies);
    },
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging replies keep their sockets open; end them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const exhausted: Reply = { status: 500, body: JSON.stringify({ error: { message: 'llm-server: no scripted reply left' } }) };

/**
 * A reply the test releases: `received` resolves when a request takes it, and
 * the server answers with whatever `release` is given — so a test can act
 * while a model call is in flight, without sleeping.
 */
export function held(): { responder: Responder; received: Promise<RecordedRequest>; release(reply: Reply): void } {
  let arrived: (req: RecordedRequest) => void = () => undefined;
  let answer: (reply: Reply) => void = () => undefined;
  const received = new Promise<RecordedRequest>((resolve) => (arrived = resolve));
  const later = new Promise<Reply>((resolve) => (answer = resolve));
  return {
    responder: (req) => {
      arrived(req);
      return { later };
    },
    received,
    release: (reply) => answer(reply),
  };
}

function respond(res: http.ServerResponse, req: RecordedRequest, reply: Reply, id: string): void {
  if ('hang' in reply) return;
  if ('later' in reply) {
    void reply.later.then((r) => {
      // The client may have given up meanwhile; answering a closed socket is harmless.
      if (!res.destroyed) respond(res, req, r, id);
    });
    return;
  }
  if ('redirect' in reply) {
    res.writeHead(307, { location: reply.redirect });
    res.end();
    return;
  }
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
    res.end(reply.body ?? JSON.stringify({ error: { message: `scripted ${reply.status}` } }));
    return;
  }
  const promptTokens = estimate(req.prompt);
  const model = req.body?.model ?? 'test-model';
  if (req.protocol === 'openai') {
    const content = 'answer' in reply ? JSON.stringify(reply.answer) : reply.text;
    const completionTokens = estimate(content);
    send(res, 200, {
      id: `chatcmpl-${id}`,
      object: 'chat.completion',
      created: 1764400000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
    return;
  }
  const tool = req.body?.tools?.[0];
  const content =
    'answer' in reply && tool !== undefined
      ? [{ type: 'tool_use', id: `toolu_${id}`, name: tool.name, input: reply.answer }]
      : [{ type: 'text', text: 'answer' in reply ? JSON.stringify(reply.answer) : reply.text }];
  send(res, 200, {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: content[0]?.type === 'tool_use' ? 'tool_use' : 'end_turn',
    usage: { input_tokens: promptTokens, output_tokens: estimate(JSON.stringify(content)) },
  });
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function estimate(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function promptOf(body: ChatBody | undefined): string {
  if (!body) return '';
  const parts: string[] = [];
  if (typeof body.system === 'string') parts.push(body.system);
  for (const m of body.messages ?? []) parts.push(typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
  return parts.join('\n');
}

/** The user message of a recorded request. */
export function userMessage(req: RecordedRequest): string {
  const m = req.body?.messages?.find((x) => x.role === 'user');
  return typeof m?.content === 'string' ? m.content : '';
}

/** Span ids announced in a request, in order. */
export function spanIdsIn(req: RecordedRequest): string[] {
  return [...userMessage(req).matchAll(/^\[(s\d+)(?: [^\]]*)?\] /gm)].map((m) => m[1]!);
}

/** One plausible candidate per span of the request: what a cooperative model would send. */
export function candidatesFor(req: RecordedRequest, overrides: Record<string, unknown> = {}): { candidates: Record<string, unknown>[] } {
  const text = userMessage(req);
  const candidates = [...text.matchAll(/^\[(s\d+)(?: [^\]]*)?\] (.*)$/gm)].map((m) => ({
    text: `Noted: ${(m[2] ?? '').replace(/^[-*]\s*/, '').slice(0, 80)}`,
    kind: 'fact',
    topic: 'daily-notes',
    domain: 'General',
    lifecycle: 'active',
    span_ids: [m[1]],
    importance: 0.6,
    stability: 0.5,
    actionability: 0.4,
    explicit: false,
    ...overrides,
  }));
  return { candidates };
}

const echo = (req: RecordedRequest): Reply => ({ answer: candidatesFor(req) });
