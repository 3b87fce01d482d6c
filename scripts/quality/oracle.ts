/**
 * The oracle model: an OpenAI-compatible server on 127.0.0.1 that answers the
 * extraction prompt the way a perfect model would, from the human annotations
 * of any LoCoMo-format folder. No real model runs on these machines; this one
 * measures the ceiling of everything after the model (gates, merging,
 * chunking, budgets, rendering).
 *
 * Extraction: every span that holds a LoCoMo turn — found by its block id
 * (`^d3-5`) and its words, since block ids repeat across conversations, or by
 * its words alone when the prompt no longer carries the id — brings in the
 * annotated observations whose evidence includes that turn, as candidates
 * citing every span of the request that holds one of their evidence turns.
 * Index rewrite: the current index, unchanged (always a valid rewrite).
 *
 * It reads only the request's text, never the replay's files: what it knows
 * about a span is what a model would see.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Conversation, Observation, Turn } from './locomo';
import { blockId } from './locomo';

interface TurnRef {
  conv: Conversation;
  turn: Turn;
  /** the turn's opening words, normalised, to recognise it in a span */
  probe: string;
}

interface OracleCandidate {
  text: string;
  kind: 'fact' | 'preference' | 'decision' | 'procedure' | 'project_status' | 'todo';
  topic: string;
  domain: string;
  lifecycle: 'active';
  span_ids: string[];
  importance: number;
  stability: number;
  actionability: number;
  explicit: boolean;
}

function words(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Enough of a turn to recognise it, short enough to survive a prompt that trims long lines. */
function probeOf(t: Turn): string {
  return words(t.text).split(' ').slice(0, 10).join(' ');
}

/** A plausible kind for an annotated observation, from its wording. */
export function kindOf(observation: string): OracleCandidate['kind'] {
  const t = observation.toLowerCase();
  if (/\b(loves?|likes?|enjoys?|favou?rite|prefers?|passionate|fan of|into)\b/.test(t)) return 'preference';
  if (/\b(decided|decides|chose|chooses|decision)\b/.test(t)) return 'decision';
  if (/\b(plans?|planning|going to|will|wants? to|hopes? to|intends?)\b/.test(t)) return 'todo';
  if (/\b(started|starting|launched|opened|opening|working on|project|business|studio|store)\b/.test(t)) return 'project_status';
  return 'fact';
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'general';
}

interface SpanText {
  id: string;
  text: string;
}

/**
 * The spans of an extraction request: each starts at a line `[sN] …` (or
 * `[sN role, untrusted] …`), its further lines indented; a file line (`# …`)
 * or heading line (`## …`) ends it. The prompt defuses look-alikes inside
 * span text, and no source text starts a line, so these are the real spans.
 */
export function spansOf(user: string): SpanText[] {
  const start = user.indexOf('SOURCE SPANS');
  const end = user.lastIndexOf('END OF SOURCE SPANS');
  const body = start >= 0 ? user.slice(start + 'SOURCE SPANS'.length, end > start ? end : undefined) : user;
  const spans: SpanText[] = [];
  let open = false;
  for (const line of body.split('\n')) {
    const m = /^\[(s\d+)(?:\s[^\]]*)?\]\s?(.*)$/.exec(line);
    if (m) {
      spans.push({ id: m[1]!, text: m[2]! });
      open = true;
    } else if (line.startsWith('#')) open = false;
    else if (open) spans[spans.length - 1]!.text += `\n${line}`;
  }
  return spans;
}

export class Oracle {
  private readonly byBlock = new Map<string, TurnRef[]>();
  private readonly all: TurnRef[] = [];
  private readonly observationsByTurn = new Map<Conversation, Map<string, Observation[]>>();

  constructor(conversations: readonly Conversation[]) {
    for (const conv of conversations) {
      const byTurn = new Map<string, Observation[]>();
      for (const o of conv.observations) for (const e of o.evidence) byTurn.set(e, [...(byTurn.get(e) ?? []), o]);
      this.observationsByTurn.set(conv, byTurn);
      for (const s of conv.sessions) {
        for (const turn of s.turns) {
          const ref = { conv, turn, probe: probeOf(turn) };
          this.all.push(ref);
          const b = blockId(turn.diaId);
          this.byBlock.set(b, [...(this.byBlock.get(b) ?? []), ref]);
        }
      }
    }
  }

  /** The turns a span holds: by block id and words, or by words alone (at least four). */
  turnsIn(span: SpanText): { conv: Conversation; turn: Turn }[] {
    const text = ` ${words(span.text)} `;
    const ids = Array.from(span.text.matchAll(/\^(d\d+-\d+)\b/gi), (m) => m[1]!.toLowerCase());
    const pool = ids.length > 0 ? ids.flatMap((id) => this.byBlock.get(id) ?? []) : this.all.filter((r) => r.probe.split(' ').length >= 4);
    return pool.filter((r) => r.probe !== '' && text.includes(` ${r.probe} `));
  }

  /** The candidates a perfect model returns for one extraction request. */
  extract(user: string): OracleCandidate[] {
    const spans = spansOf(user);
    const hits = spans.map((s) => ({ span: s, turns: this.turnsIn(s) }));
    // One request comes from one vault: when words match in several
    // conversations, the one most spans agree on is the vault's.
    const votes = new Map<Conversation, number>();
    for (const h of hits) for (const r of new Set(h.turns.map((t) => t.conv))) votes.set(r, (votes.get(r) ?? 0) + 1);
    const conv = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (!conv) return [];
    const spansOfTurn = new Map<string, string[]>();
    for (const h of hits) {
      for (const r of h.turns) if (r.conv === conv) spansOfTurn.set(r.turn.diaId, [...(spansOfTurn.get(r.turn.diaId) ?? []), h.span.id]);
    }
    const byTurn = this.observationsByTurn.get(conv)!;
    const out: OracleCandidate[] = [];
    const seen = new Set<Observation>();
    for (const diaId of spansOfTurn.keys()) {
      for (const o of byTurn.get(diaId) ?? []) {
        if (seen.has(o)) continue;
        seen.add(o);
        const spanIds = [...new Set(o.evidence.flatMap((e) => spansOfTurn.get(e) ?? []))];
        out.push({
          text: o.text,
          kind: kindOf(o.text),
          topic: slug(o.speaker),
          domain: 'People',
          lifecycle: 'active',
          span_ids: spanIds,
          importance: 0.8,
          stability: 0.7,
          actionability: 0.2,
          explicit: false,
        });
      }
    }
    return out;
  }

  /** The index unchanged: a rewrite that always passes the engine's checks. */
  rewriteIndex(user: string): { index: string } {
    const m = /INDEX START\n([\s\S]*?)\nINDEX END/.exec(user);
    return { index: m ? `${m[1]}\n` : '' };
  }

  /** One chat completion request body → the answer body, as an OpenAI-compatible server sends it. */
  answer(body: unknown): Record<string, unknown> {
    return chatCompletion(body, 'oracle', (user) => (user.includes('INDEX START') ? this.rewriteIndex(user) : { candidates: this.extract(user) }));
  }
}

/** The system and user text of a chat completion request body. */
export function promptOf(body: unknown): { system: string; user: string } {
  const req = (body ?? {}) as { messages?: { role?: string; content?: unknown }[] };
  const messages = Array.isArray(req.messages) ? req.messages : [];
  const text = (c: unknown): string =>
    typeof c === 'string' ? c : Array.isArray(c) ? c.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('') : '';
  const of = (role: string) => messages.filter((m) => m.role === role).map((m) => text(m.content)).join('\n');
  return { system: of('system'), user: of('user') };
}

/**
 * An OpenAI chat completion for `body`, whose content is `result(user text)`
 * as JSON (a tool call when the request offered a tool), with usage estimated
 * at four characters a token.
 */
export function chatCompletion(body: unknown, model: string, result: (user: string) => unknown): Record<string, unknown> {
  const req = (body ?? {}) as { tools?: { function?: { name?: string } }[] };
  const { system, user } = promptOf(body);
  const prompt = `${system}\n${user}`;
  const json = JSON.stringify(result(user));
  const tool = Array.isArray(req.tools) ? req.tools[0]?.function?.name : undefined;
  const message: Record<string, unknown> =
    tool !== undefined
      ? { role: 'assistant', content: null, tool_calls: [{ id: `call_${model}`, type: 'function', function: { name: tool, arguments: json } }] }
      : { role: 'assistant', content: json };
  return {
    id: `chatcmpl-${model}`,
    object: 'chat.completion',
    model,
    choices: [{ index: 0, message, finish_reason: tool !== undefined ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: Math.ceil(prompt.length / 4), completion_tokens: Math.ceil(json.length / 4) },
  };
}

export interface OracleServer {
  port: number;
  close: () => Promise<void>;
}

/** Serve the oracle (or the recorded model, or the recorder) on 127.0.0.1 (`port` 0 = any free port). */
export function startOracleServer(oracle: { answer(body: unknown): Record<string, unknown> | Promise<Record<string, unknown>> }, port = 0): Promise<OracleServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = req.url ?? '';
      if (req.method === 'GET' && /\/models\/?$/.test(url)) return send(200, { object: 'list', data: [{ id: 'oracle', object: 'model' }] });
      if (req.method !== 'POST' || !/\/chat\/completions\/?$/.test(url)) return send(404, { error: { message: `no route ${req.method} ${url}` } });
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: { message: 'the request body is not JSON' } });
      }
      // The recorder answers when its answer file appears: a promise.
      Promise.resolve(oracle.answer(body)).then(
        (answer) => send(200, answer),
        (e: unknown) => send(500, { error: { message: e instanceof Error ? e.message : String(e) } }),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            // keep-alive sockets of the CLI's fetch would hold close() open
            server.closeAllConnections();
          }),
      });
    });
  });
}
