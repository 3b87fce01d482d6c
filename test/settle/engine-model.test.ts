/**
 * A whole dream with a model configured, over a copy of the example vault:
 * extraction and the index rewrite share one budget and one token count, a
 * failing rewrite does not stop the run, and an offline run sends nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { parseDreamLog } from '../../src/core/formats/dreamlog';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { candidatesFor, startLlmServer, type LlmServer, type RecordedRequest, type Reply } from '../helpers/llm-server';
import { EXAMPLE_VAULT } from '../content/example-candidates';
import { isIndexRequest, PROTOCOLS, sentIndex } from './support';
import { yamlPackage } from '../../src/cli/yaml-package';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** The example vault with each note's mtime on its own date, as if written that day. */
function exampleCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-engine-model-'));
  dirs.push(dir);
  fs.cpSync(EXAMPLE_VAULT, dir, { recursive: true });
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) walk(r);
      else {
        const m = /(\d{4}-\d{2}-\d{2})/.exec(r);
        const t = new Date(m ? `${m[1]}T12:00:00Z` : '2026-11-01T12:00:00Z');
        fs.utimesSync(path.join(dir, r), t, t);
      }
    }
  };
  walk('');
  return dir;
}

describe.each(PROTOCOLS)('$name protocol: a dream with a model', (proto) => {
  let server: LlmServer;
  let indexReply: (req: RecordedRequest) => Reply;
  beforeEach(async () => {
    indexReply = () => ({ status: 500 });
    server = await startLlmServer({ fallback: (req) => (isIndexRequest(req) ? indexReply(req) : { answer: candidatesFor(req) }) });
  });
  afterEach(async () => {
    await server.close();
  });

  const ctxFor = (dir: string, over: Partial<Settings> = {}): EngineContext => ({ yaml: yamlPackage,
    vault: new NodeVault(dir),
    clock: fixedClock('2026-11-28T06:00:00Z'),
    settings: { ...DEFAULT_SETTINGS, provider: proto.provider, baseUrl: proto.base(server), model: 'test-model', ...over },
    http: fetchHttp,
    apiKey: 'test-key-123',
    deviceId: 'test-device',
  });

  it('a rewrite answered with HTTP 500 leaves the deterministic index; the run completes and its tokens are all counted', async () => {
    const dir = exampleCopy();
    const summary = await runDream(ctxFor(dir), { trigger: 'cli' });
    expect(summary.status).toBe('completed');

    const index = server.requests.filter(isIndexRequest);
    expect(index).toHaveLength(1);
    const memory = fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8');
    expect(memory.replace(/^Latest reflection: .*\n\n/m, '')).toBe(sentIndex(index[0]!));
    expect(summary.messages.map((m) => m.text).join('\n')).toMatch(/The model was not used to tidy the index: .*answered 500/);

    // every request, extraction and index alike, is in the run's count
    expect(summary.tokens.calls).toBe(server.requests.length);
    expect(summary.tokens.calls).toBeGreaterThan(1);
    const log = fs.readFileSync(path.join(dir, 'Memory/Dreaming/dream-log.md'), 'utf8');
    expect(parseDreamLog(log).entries.at(-1)?.tokens).toEqual(summary.tokens);
    const report = fs.readFileSync(path.join(dir, summary.reportPath!), 'utf8');
    expect(report).toMatch(/The model was not used to tidy the index: .*answered 500/);
  });

  it('an accepted rewrite is what lands in MEMORY.md', async () => {
    indexReply = (req) => ({ answer: { index: sentIndex(req).replace(/^\*Status: .*\n/gm, '') } });
    const dir = exampleCopy();
    const summary = await runDream(ctxFor(dir), { trigger: 'cli' });
    expect(summary.status).toBe('completed');
    const memory = fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8');
    expect(memory.replace(/^Latest reflection: .*\n\n/m, '')).toBe(sentIndex(server.requests.filter(isIndexRequest)[0]!).replace(/^\*Status: .*\n/gm, ''));
    expect(summary.messages.map((m) => m.text)).toContain('The model’s rewrite of the index passed every check and was used.');
  });

  it('an offline run makes no request at all', async () => {
    const dir = exampleCopy();
    const summary = await runDream(ctxFor(dir), { trigger: 'cli', offline: true });
    expect(summary.status).toBe('completed');
    expect(server.requests).toHaveLength(0);
    expect(summary.tokens).toEqual({ calls: 0, promptTokens: 0, completionTokens: 0 });
    const log = fs.readFileSync(path.join(dir, 'Memory/Dreaming/dream-log.md'), 'utf8');
    expect(log).toContain('**Tokens**: 0 calls, 0 prompt + 0 completion\n');
  });
});

/**
 * Issue 12 item 10: after a failure that every further call would repeat, the
 * run makes no more requests — not for the next chunk, and not for the index
 * rewrite at the end (which used to send one more request with the key).
 */
describe.each(PROTOCOLS)('$name protocol: a fatal model error ends model calls for the run', (proto) => {
  let server: LlmServer;
  beforeEach(async () => {
    // Whatever comes after the scripted failure would be answered: any extra request shows up in the count.
    server = await startLlmServer({ fallback: (req) => (isIndexRequest(req) ? { answer: { index: sentIndex(req) } } : { answer: candidatesFor(req) }) });
  });
  afterEach(async () => {
    await server.close();
  });

  const fatal: { name: string; reply: Reply; reason: RegExp; timeoutSec?: number }[] = [
    { name: 'a rejected key (401)', reply: { status: 401, body: '{"error":{"message":"Incorrect API key provided: test-key-123"}}' }, reason: /answered 401/ },
    { name: 'a refused redirect', reply: { redirect: 'http://127.0.0.1:9/elsewhere' }, reason: /redirected \(307\)/ },
    { name: 'no answer in time', reply: { hang: true }, reason: /No answer from .* within/, timeoutSec: 0.3 },
  ];

  it.each(fatal)('$name: one request in all, the index curated without the model, the key in no file', async ({ reply, reason, timeoutSec }) => {
    server.script(reply);
    const dir = exampleCopy();
    const ctx: EngineContext = { yaml: yamlPackage,
      vault: new NodeVault(dir),
      clock: fixedClock('2026-11-28T06:00:00Z'),
      settings: { ...DEFAULT_SETTINGS, provider: proto.provider, baseUrl: proto.base(server), model: 'test-model', contextChars: 2000, ...(timeoutSec ? { requestTimeoutSec: timeoutSec } : {}) },
      http: fetchHttp,
      apiKey: 'test-key-123',
      deviceId: 'test-device',
    };
    const summary = await runDream(ctx, { trigger: 'cli' });
    expect(summary.status).toBe('completed');
    expect(server.requests).toHaveLength(1);
    expect(summary.tokens.calls).toBe(1);
    const text = summary.messages.map((m) => m.text).join('\n');
    expect(text).toMatch(/Stopped calling the model: /);
    expect(text).toMatch(reason);
    expect(text).toMatch(/The model was not used to tidy the index: model calls ended earlier in this run/);
    expect(fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8')).toContain('## ');
    expect(text).not.toContain('test-key-123');
    const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    for (const f of walk(dir)) expect([f, fs.readFileSync(f, 'utf8').includes('test-key-123')]).toEqual([f, false]);
  });
});
