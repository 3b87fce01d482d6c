/**
 * Structured output where the server offers it, parse-and-repair where it
 * refuses, and a chunk split in halves when the model's context refuses it —
 * each against the real loopback server, as tables of what the server says.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { modelExtract } from '../helpers/context-calls';
import { ANSWER_JSON_SCHEMA } from '../../src/core/extract/model/schema';
import type { Settings } from '../../src/core/ports/settings';
import { candidatesFor, spanIdsIn, startLlmServer, type LlmServer, type Reply, type Responder } from '../helpers/llm-server';
import { DAY_SPANS, makeCtx, recordingDelay } from './fixtures';

const answer: Responder = (req) => ({ answer: candidatesFor(req) });
const fenced: Responder = (req) => ({ text: 'Here you go:\n```json\n' + JSON.stringify(candidatesFor(req)) + '\n```' });
const refuse = (message: string, status = 400): Reply => ({ status, body: JSON.stringify({ error: { message } }) });
const texts = (messages: { text: string }[]): string => messages.map((m) => m.text).join('\n');

let server: LlmServer;
beforeEach(async () => {
  server = await startLlmServer();
});
afterEach(async () => {
  await server.close();
});

const ctxFor = (provider: 'openai' | 'anthropic', over: Partial<Settings> = {}) =>
  makeCtx({ provider, baseUrl: provider === 'openai' ? server.openaiBaseUrl : server.anthropicBaseUrl, model: 'm', ...over });

describe('structured output', () => {
  const cases: { name: string; provider: 'openai' | 'anthropic'; replies: Responder[]; sent: (string | undefined)[] }[] = [
    { name: 'openai: json_schema accepted', provider: 'openai', replies: [answer], sent: ['json_schema'] },
    {
      name: 'openai: json_schema refused, json_object accepted',
      provider: 'openai',
      replies: [refuse("Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."), answer],
      sent: ['json_schema', 'json_object'],
    },
    {
      name: 'openai: response_format refused in both forms (LM Studio refuses json_object), then plain text parsed',
      provider: 'openai',
      replies: [refuse('response_format: json_schema is not supported'), refuse("'response_format.type' must be 'json_schema' or 'text'"), fenced],
      sent: ['json_schema', 'json_object', undefined],
    },
    { name: 'anthropic: tool use accepted', provider: 'anthropic', replies: [answer], sent: ['tool'] },
    {
      name: 'anthropic: tools refused, plain text parsed',
      provider: 'anthropic',
      replies: [{ status: 400, body: JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'tools are not supported by this proxy' } }) }, fenced],
      sent: ['tool', undefined],
    },
  ];
  it.each(cases)('$name', async ({ provider, replies, sent }) => {
    server.script(...replies);
    const out = await modelExtract(ctxFor(provider), DAY_SPANS, { delay: recordingDelay().delay });

    expect(out.raw.map((c) => c.spanIds)).toEqual([['s1'], ['s2'], ['s3'], ['s4']]);
    expect(out.offlineSpanIds).toEqual([]);
    const shapes = server.requests.map((r) => (provider === 'openai' ? r.body?.response_format?.type : r.body?.tools ? 'tool' : undefined));
    expect(shapes).toEqual(sent);
    const first = server.requests[0]!.body;
    if (provider === 'openai') expect(first?.response_format?.json_schema).toEqual({ name: 'dream_candidates', strict: true, schema: ANSWER_JSON_SCHEMA });
    else expect(first?.tools?.[0]?.input_schema).toEqual(ANSWER_JSON_SCHEMA);
  });

  it('a refusal is remembered for the run: the next provider made from the same settings starts without it', async () => {
    server.script(refuse("'response_format' of type 'json_schema' is not supported"), answer, answer);
    const ctx = ctxFor('openai');
    await modelExtract(ctx, DAY_SPANS.slice(0, 2), { delay: recordingDelay().delay });
    await modelExtract(ctx, DAY_SPANS.slice(2), { delay: recordingDelay().delay });

    expect(server.requests.map((r) => r.body?.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });
});

describe('a chunk longer than the model context is split in halves and asked again', () => {
  const tooLong: { name: string; provider: 'openai' | 'anthropic'; reply: Reply }[] = [
    {
      name: 'openai context_length_exceeded',
      provider: 'openai',
      reply: { status: 400, body: JSON.stringify({ error: { message: "This model's maximum context length is 8192 tokens. However, your messages resulted in 9120 tokens.", type: 'invalid_request_error', code: 'context_length_exceeded' } }) },
    },
    {
      name: 'vLLM naming max_tokens (not taken for a refused parameter)',
      provider: 'openai',
      reply: refuse("'max_tokens' is too large: 4096. This model's maximum context length is 4096 tokens and your request has 900 input tokens. Please reduce the length of the messages or completion."),
    },
    { name: 'llama.cpp exceed_context_size_error', provider: 'openai', reply: { status: 400, body: JSON.stringify({ error: { code: 400, message: 'the request exceeds the available context size, try increasing it', type: 'exceed_context_size_error' } }) } },
    { name: 'a proxy 413', provider: 'openai', reply: { status: 413, body: 'Request Entity Too Large' } },
    {
      name: 'anthropic prompt is too long',
      provider: 'anthropic',
      reply: { status: 400, body: JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'prompt is too long: 210000 tokens > 200000 maximum' } }) },
    },
  ];

  it.each(tooLong)('$name', async ({ provider, reply }) => {
    server.script(reply, answer, answer);
    const out = await modelExtract(ctxFor(provider), DAY_SPANS, { delay: recordingDelay().delay });

    expect(server.requests.map(spanIdsIn)).toEqual([['s1', 's2', 's3', 's4'], ['s1', 's2'], ['s3', 's4']]);
    expect(out.raw.map((c) => c.spanIds)).toEqual([['s1'], ['s2'], ['s3'], ['s4']]);
    expect(out.offlineSpanIds).toEqual([]);
    expect(out.stopped).toBeUndefined();
    expect(texts(out.messages)).toMatch(/Model chunk 1 of 1 .*too long for the model's context; asked again in two halves/);
    // the request shape was not changed by the error
    if (provider === 'openai') expect(server.requests.map((r) => r.body?.max_tokens)).toEqual([4096, 4096, 4096]);
  });

  it('halves at most three times; a single span the context still refuses goes to the offline extractor', async () => {
    const always = refuse('context_length_exceeded');
    server.script(...Array.from({ length: 20 }, () => always));
    const spans = [...DAY_SPANS, ...DAY_SPANS.map((s) => ({ ...s, id: `s${Number(s.id.slice(1)) + 4}` }))];
    const out = await modelExtract(ctxFor('openai'), spans, { delay: recordingDelay().delay });

    // 8 spans: one request, then 2, 4 and 8 — depth 3 — and no more
    expect(server.requests.map((r) => spanIdsIn(r).length)).toEqual([8, 4, 2, 1, 1, 2, 1, 1, 4, 2, 1, 1, 2, 1, 1]);
    expect(out.offlineSpanIds.sort()).toEqual(spans.map((s) => s.id).sort());
    expect(texts(out.messages)).toMatch(/first half, first half, first half: .*longer than the model's context.*offline extractor read its 1 span/);
  });
});
