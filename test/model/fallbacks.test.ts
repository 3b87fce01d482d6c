/**
 * Nothing silent: a chunk the model did not answer usably is read offline,
 * and the run says so — named in the dream report, counted by reason in the
 * run summary, in the plugin's finished notice and on the CLI's stderr. A
 * cloud provider without its API key stops before the first call and says
 * where the key goes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { HttpTimeoutError, type HttpFn } from '../../src/core/ports/http';
import type { RunSummary } from '../../src/core/run/execute';
import { summaryLine } from '../../src/obsidian/format';
import { candidatesFor, startLlmServer, userMessage, type LlmServer, type RecordedRequest, type Reply } from '../helpers/llm-server';
import { inProcessCli } from '../helpers/in-process-cli';
import { yamlPackage } from '../../src/cli/yaml-package';

/** A day of notes long enough that two days never share a model chunk. */
function day(date: string, topic: string): string {
  const lines = Array.from({ length: 9 }, (_, i) => `- ${topic}: worked through part ${i + 1} of the plan today and wrote down what is left for next week.`);
  return [`# ${date}`, '', ...lines, ''].join('\n');
}

function vaultWith(days: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-fallback-'));
  fs.mkdirSync(path.join(dir, 'Journal'));
  for (const [date, topic] of Object.entries(days)) fs.writeFileSync(path.join(dir, 'Journal', `${date}.md`), day(date, topic));
  return dir;
}

/** Every file under a folder, with its text. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) {
      const p = path.join(e.parentPath, e.name);
      out[path.relative(dir, p)] = fs.readFileSync(p, 'utf8');
    }
  }
  return out;
}

describe('a chunk whose answer is not valid JSON, twice', () => {
  let server: LlmServer;
  let dir: string;
  let summary: RunSummary;

  beforeAll(async () => {
    // The chunk of the kitchen day is answered with prose, its repair too; the other one properly.
    const answer = (req: RecordedRequest): Reply => {
      const user = userMessage(req);
      if (user.includes('INDEX START')) return { status: 500 };
      return user.includes('Kitchen') ? { text: 'Sure! Here are the observations you asked for.' } : { answer: candidatesFor(req) };
    };
    server = await startLlmServer({ fallback: answer });
    dir = vaultWith({ '2026-11-26': 'Bike rebuild', '2026-11-27': 'Kitchen remodel' });
    summary = await runDream(
      { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T06:00:00Z'),
        settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm', contextChars: 1000 },
        http: fetchHttp, apiKey: 'k', deviceId: 'd' },
      { trigger: 'cli' },
    );
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is counted in the run summary with its reason and its note', () => {
    expect(summary.status).toBe('completed');
    expect(summary.modelFallbacks).toEqual([
      { reason: 'invalid JSON', sources: [{ path: 'Journal/2026-11-27.md', lines: 'L3-L11' }], spans: 9, why: expect.stringMatching(/^the answer was unusable twice/) },
    ]);
  });

  it('is named in the dream report', () => {
    const report = fs.readFileSync(path.join(dir, summary.reportPath!), 'utf8');
    expect(report).toContain('### Read offline instead of by the model\n\n1 of 2 notes was read offline: the model answered something that was not valid JSON.\n\n- Journal/2026-11-27.md L3-L11 (9 spans) · invalid JSON: the answer was unusable twice');
  });

  it("is said in the plugin's finished notice", () => {
    expect(summaryLine(summary)).toContain('1 of 2 notes was read offline: the model answered something that was not valid JSON.');
  });
});

describe('an endpoint that cannot be reached all night', () => {
  it("says so on the CLI's stderr, and counts every chunk", async () => {
    // A port nothing listens on: a server started and closed again.
    const gone = await startLlmServer();
    const url = gone.openaiBaseUrl;
    await gone.close();
    const dir = vaultWith({ '2026-11-26': 'Bike rebuild', '2026-11-27': 'Kitchen remodel' });
    try {
      const r = await inProcessCli(['run', '--vault', dir, '--now', '2026-11-28T06:00:00Z', '--provider', 'openai', '--base-url', url, '--model', 'm', '--json'], {});
      const summary = JSON.parse(r.stdout) as RunSummary;
      expect(summary.modelFallbacks?.map((f) => f.reason)).toEqual(['unreachable']);
      expect(r.stderr).toContain('vault-dreaming: 2 of 2 notes were read offline: the model could not be reached.');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** One dream over the two days through the loopback server, the model's answers from `answer`, HTTP through `http`. */
async function dreamWith(answer: (req: RecordedRequest) => Reply, http: (server: LlmServer) => HttpFn = () => fetchHttp): Promise<{ summary: RunSummary; report: string }> {
  const server = await startLlmServer({ fallback: answer });
  const dir = vaultWith({ '2026-11-26': 'Bike rebuild', '2026-11-27': 'Kitchen remodel' });
  try {
    const summary = await runDream(
      { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T06:00:00Z'),
        settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm', contextChars: 1000 },
        http: http(server), apiKey: 'k', deviceId: 'd' },
      { trigger: 'cli' },
    );
    return { summary, report: fs.readFileSync(path.join(dir, summary.reportPath!), 'utf8') };
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('each reason a chunk falls back is counted, named and said', () => {
  it('refused: the endpoint turns one chunk down (422)', async () => {
    const { summary, report } = await dreamWith((req) => {
      const user = userMessage(req);
      if (user.includes('INDEX START')) return { status: 500 };
      return user.includes('Kitchen') ? { status: 422, body: '{"error":{"message":"unprocessable"}}' } : { answer: candidatesFor(req) };
    });
    expect(summary.modelFallbacks?.map((f) => [f.reason, f.sources.map((x) => x.path)])).toEqual([['refused', ['Journal/2026-11-27.md']]]);
    expect(report).toContain('- Journal/2026-11-27.md L3-L11 (9 spans) · refused: ');
    expect(summaryLine(summary)).toContain('1 of 2 notes was read offline: the model refused the request.');
  });

  it('timeout: an answer that takes longer than the timeout ends the model calls, and every chunk left is read offline', async () => {
    // The host's timer is what fires: the HTTP function says so the way fetchHttp does when its timer aborts.
    const timesOut = (): HttpFn => async (req) => {
      if (req.body?.includes('Kitchen')) throw new HttpTimeoutError(req.url, req.timeoutMs);
      return fetchHttp(req);
    };
    const { summary, report } = await dreamWith((req) => ({ answer: candidatesFor(req) }), timesOut);
    expect(summary.modelFallbacks?.map((f) => f.reason)).toContain('timeout');
    expect(report).toMatch(/^- Journal\/2026-11-27\.md L3-L11 \(9 spans\) · timeout: /m);
    expect(summaryLine(summary)).toMatch(/notes? (was|were) read offline: the model timed out/);
  });

  it("unreachable all run: the plugin's notice says every note was read offline and why", async () => {
    const gone = await startLlmServer();
    const url = gone.openaiBaseUrl;
    await gone.close();
    const dir = vaultWith({ '2026-11-26': 'Bike rebuild', '2026-11-27': 'Kitchen remodel' });
    try {
      const summary = await runDream(
        { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T06:00:00Z'),
          settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: url, model: 'm', contextChars: 1000 }, http: fetchHttp, apiKey: 'k', deviceId: 'd' },
        { trigger: 'cli' },
      );
      expect(summary.modelFallbacks?.every((f) => f.reason === 'unreachable')).toBe(true);
      expect(summaryLine(summary)).toContain('2 of 2 notes were read offline: the model could not be reached.');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a cloud provider without an API key', () => {
  const cloud: Partial<Settings>[] = [
    { provider: 'openai', modelPreset: 'openai', baseUrl: 'https://api.openai.com/v1' },
    { provider: 'anthropic', modelPreset: 'anthropic', baseUrl: 'https://api.anthropic.com' },
    { provider: 'openai', modelPreset: '', baseUrl: '' },
  ];
  it.each(cloud)('$baseUrl: stops before any call, says where the key goes, writes nothing', async (model) => {
    const dir = vaultWith({ '2026-11-27': 'Kitchen remodel' });
    const before = snapshot(dir);
    const asked: string[] = [];
    const http: HttpFn = async (req) => {
      asked.push(req.url);
      return { status: 500, headers: {}, text: '' };
    };
    try {
      const summary = await runDream(
        { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T06:00:00Z'), settings: { ...DEFAULT_SETTINGS, ...model, model: 'gpt-4o-mini' }, http, deviceId: 'd' },
        { trigger: 'cli' },
      );
      expect(asked).toEqual([]);
      expect(summary.status).toBe('stopped');
      expect(summary.messages.map((m) => m.text).join('\n')).toMatch(/needs an API key and none is set, so no model call was made and nothing was written\. Put the key in the plugin settings \(API key, kept in Obsidian's secret storage\) or, for the command line, in the environment variable VAULT_DREAMING_API_KEY/);
      expect(summaryLine(summary)).toMatch(/^Dream stopped: .*needs an API key/);
      expect(snapshot(dir)).toEqual(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on the CLI: exit 1, the message on stderr, no request to the loopback model either', async () => {
    const server = await startLlmServer();
    const dir = vaultWith({ '2026-11-27': 'Kitchen remodel' });
    try {
      const r = await inProcessCli(['run', '--vault', dir, '--now', '2026-11-28T06:00:00Z', '--provider', 'openai', '--model', 'gpt-4o-mini'], {});
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/vault-dreaming: OpenAI needs an API key and none is set.*VAULT_DREAMING_API_KEY/);
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a local server needs no key', async () => {
    const server = await startLlmServer({ fallback: (req) => ({ answer: candidatesFor(req) }) });
    const dir = vaultWith({ '2026-11-27': 'Kitchen remodel' });
    try {
      const summary = await runDream(
        { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T06:00:00Z'), settings: { ...DEFAULT_SETTINGS, provider: 'openai', modelPreset: 'custom', baseUrl: server.openaiBaseUrl, model: 'm' }, http: fetchHttp, deviceId: 'd' },
        { trigger: 'cli' },
      );
      expect(summary.status).toBe('completed');
      expect(server.requests.length).toBeGreaterThan(0);
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
