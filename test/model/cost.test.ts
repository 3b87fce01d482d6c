/**
 * Cost before spending: the preview and `plan` say what a dream would spend
 * on the model without asking it, and a dream over its budget says so before
 * the first call and makes none — the loopback server is the witness.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { runCli } from '../../src/cli/runner';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { planDream, renderPlan, runDream } from '../../src/core/engine';
import { estimateModelRun } from '../../src/core/extract/model';
import { modelExtract } from '../helpers/context-calls';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { candidatesFor, startLlmServer, type LlmServer } from '../helpers/llm-server';
import { DAY_SPANS, makeCtx, recordingDelay } from './fixtures';
import { yamlPackage } from '../../src/cli/yaml-package';

const dirs: string[] = [];
let server: LlmServer;
beforeEach(async () => {
  server = await startLlmServer({ fallback: (req) => ({ answer: candidatesFor(req) }) });
});
afterEach(async () => {
  await server.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Three daily notes of eight lines each, dated so the first dream reads them all. */
function vault(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cost-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'Journal'));
  for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
    const lines = Array.from({ length: 8 }, (_, i) => `- Remember: the ${['garden', 'bike', 'kiln', 'boat'][i % 4]} needs work item ${i} on ${day}, said Priya.`);
    const file = path.join(dir, 'Journal', `${day}.md`);
    fs.writeFileSync(file, `# ${day}\n\n${lines.join('\n')}\n`);
    const t = new Date(`${day}T20:00:00Z`);
    fs.utimesSync(file, t, t);
  }
  return dir;
}

const ctxFor = (dir: string, over: Partial<Settings> = {}): EngineContext => ({ yaml: yamlPackage,
  vault: new NodeVault(dir),
  clock: fixedClock('2026-11-28T06:00:00Z'),
  settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm', contextChars: 1000, ...over },
  http: fetchHttp,
  apiKey: 'test-key-123',
  deviceId: 'test-device',
});

describe('the estimate is what the client then sends', () => {
  it.each([
    { name: 'one chunk', contextChars: 24000 },
    { name: 'one chunk per span', contextChars: 170 },
  ])('$name: as many calls, prompt tokens within one per call of the server\'s count', async ({ contextChars }) => {
    const ctx = makeCtx({ provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm', contextChars });
    const estimate = estimateModelRun(ctx.settings, DAY_SPANS);
    const out = await modelExtract(ctx, DAY_SPANS, { delay: recordingDelay().delay });

    expect(estimate.calls).toBe(server.requests.length);
    expect(Math.abs(estimate.promptTokens - out.tokens.promptTokens)).toBeLessThanOrEqual(estimate.calls);
    expect(estimate.completionTokens).toBe(estimate.calls * 4096);
    expect(estimate.cost).toBeUndefined();
  });

  it('prices it when the person entered prices', () => {
    const ctx = makeCtx({ provider: 'openai', model: 'm', priceInputPerMTok: 2.5, priceOutputPerMTok: 10 });
    const e = estimateModelRun(ctx.settings, DAY_SPANS, { indexCall: { promptTokens: 1000, completionTokens: 2000 } });
    expect(e.cost).toEqual({ input: ((e.promptTokens + 1000) * 2.5) / 1e6, output: ((4096 + 2000) * 10) / 1e6, currency: '$' });
  });
});

describe('a preview spends nothing and says what a dream would', () => {
  it('planDream with a model configured: no request, an estimate, offline candidates', async () => {
    const plan = await planDream(ctxFor(vault(), { priceInputPerMTok: 3, priceOutputPerMTok: 15 }), { trigger: 'manual' });

    expect(server.requests).toHaveLength(0);
    expect(plan.tokens.calls).toBe(0);
    expect(plan.modelEstimate?.calls).toBeGreaterThan(1);
    expect(plan.modelEstimate?.overBudget).toBeUndefined();
    expect(plan.candidates.length).toBeGreaterThan(0);
    expect(plan.candidates.every((c) => c.extractor !== 'model')).toBe(true);
    const text = renderPlan(plan);
    expect(text).toMatch(/Model \(not asked by this preview/);
    expect(text).toMatch(/a dream would make about \d+ model calls to read the notes, sending about [\d,]+ tokens and receiving at most [\d,]+ and one more when the index changes .* about \$0\.\d+ to send and at most \$0\.\d+ to receive at the prices in settings/);
  });

  it('CLI plan --json carries the estimate and sends nothing', async () => {
    const dir = vault();
    const out: string[] = [];
    const code = await runCli(['plan', '--vault', dir, '--json', '--now', '2026-11-28T06:00:00Z', '--provider', 'openai', '--base-url', server.openaiBaseUrl, '--model', 'm'], {
      env: { VAULT_DREAMING_API_KEY: 'k' },
      stdout: (s: string) => out.push(s),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    expect(server.requests).toHaveLength(0);
    const plan = JSON.parse(out.join('')) as { modelEstimate?: { calls: number; promptTokens: number } };
    expect(plan.modelEstimate?.calls).toBeGreaterThan(0);
    expect(plan.modelEstimate?.promptTokens).toBeGreaterThan(0);
  });
});

describe('a dream over its budget says so before the first call and makes none', () => {
  it.each([
    { name: 'calls', over: { maxModelCallsPerRun: 1 }, said: /No model call was made: it would need about \d+ model calls and the budget per dream is 1\./ },
    { name: 'tokens', over: { maxTokensPerRun: 5000 }, said: /No model call was made: it would need about [\d,]+ tokens \([\d,]+ sent, up to [\d,]+ received\) and the budget per dream is 5,000\./ },
  ])('$name', async ({ over, said }) => {
    const dir = vault();
    const preview = await planDream(ctxFor(dir, over), { trigger: 'manual' });
    expect(preview.modelEstimate?.overBudget).toBeDefined();
    expect(renderPlan(preview)).toMatch(/OVER BUDGET: .*a dream would make no model call and read every note offline/);

    const summary = await runDream(ctxFor(dir, over), { trigger: 'cli' });
    expect(server.requests).toHaveLength(0);
    expect(summary.status).toBe('completed');
    expect(summary.tokens.calls).toBe(0);
    expect(summary.messages.map((m) => m.text).join('\n')).toMatch(said);
    // the offline extractor still read the notes, and the dream wrote memory from them
    expect(summary.written.some((w) => /^Memory\/(?:Daily|Topics)\//.test(w.path))).toBe(true);
  });

  it('within budget the same dream asks the model', async () => {
    const summary = await runDream(ctxFor(vault()), { trigger: 'cli' });
    expect(server.requests.length).toBeGreaterThan(0);
    expect(summary.tokens.calls).toBe(server.requests.length);
  });
});
