/**
 * Issue 12 item 8: the batch cap bounds how many logs a run reads, not what
 * one log or one model answer holds. A chat pasted into a daily note gave
 * thousands of candidates and a model answer of 20,000 took 276 s. Both are
 * capped, the run goes on, and the run report says how many were dropped and
 * from where.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { runDream } from '../../src/core/engine';
import { MAX_CANDIDATES_PER_ANSWER } from '../../src/core/extract/model/schema';
import { capPerLog, MAX_CANDIDATES_PER_LOG } from '../../src/core/rank/log-cap';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { spanIdsIn, startLlmServer } from '../helpers/llm-server';
import { isIndexRequest } from '../settle/support';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { Span } from '../../src/core/extract/spans';
import type { RawCandidate } from '../../src/core/extract/raw-candidate';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A vault whose only daily note is `body`, dated the day before the run. */
function vaultWith(body: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-caps-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'Journal'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.obsidian'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.obsidian', 'daily-notes.json'), JSON.stringify({ folder: 'Journal', format: 'YYYY-MM-DD' }));
  const file = path.join(dir, 'Journal', '2026-11-28.md');
  fs.writeFileSync(file, body);
  const t = new Date('2026-11-28T12:00:00Z');
  fs.utimesSync(file, t, t);
  return dir;
}

function ctxFor(dir: string, over: Partial<Settings> = {}): EngineContext {
  return { yaml: yamlPackage,
    vault: new NodeVault(dir),
    clock: fixedClock('2026-11-29T05:00:00Z'),
    settings: { ...DEFAULT_SETTINGS, ...over },
    http: fetchHttp,
    apiKey: 'test-key-123',
    deviceId: 'test-device',
  };
}

function reportOf(dir: string, reportPath: string | null): string {
  expect(reportPath).not.toBeNull();
  return fs.readFileSync(path.join(dir, reportPath!), 'utf8');
}

const raw = (text: string, span: string, importance: number): RawCandidate => ({
  text, kind: 'fact', topic: 't', domain: 'General', lifecycle: 'active', spanIds: [span], importance, stability: 0.5, actionability: 0.5, explicit: false, extractor: 'offline',
});

describe('capPerLog', () => {
  const spans = new Map<string, Span>([
    ['a1', { id: 'a1', path: 'Journal/a.md' } as Span],
    ['b1', { id: 'b1', path: 'Journal/b.md' } as Span],
  ]);
  it('keeps the most important of a log over the cap, in input order, and says how many were dropped from where', () => {
    const cands = [raw('one', 'a1', 0.2), raw('two', 'a1', 0.9), raw('three', 'b1', 0.1), raw('four', 'a1', 0.5), raw('five', 'a1', 0.5)];
    const out = capPerLog(cands, spans, 2);
    expect(out.kept.map((c) => c.text)).toEqual(['two', 'three', 'four']);
    expect(out.messages).toEqual([expect.objectContaining({ level: 'warn', path: 'Journal/a.md' })]);
    expect(out.messages[0]!.text).toMatch(/^Journal\/a\.md gave 4 candidates, more than the 2 one log may give: .* 2 dropped/);
  });
  it('a log at the cap loses nothing and says nothing', () => {
    const cands = [raw('one', 'a1', 0.2), raw('two', 'a1', 0.9)];
    expect(capPerLog(cands, spans, 2)).toEqual({ kept: cands, messages: [] });
  });
});

describe('the run report names what the caps dropped; the run goes on', () => {
  it(`one daily note with more than ${MAX_CANDIDATES_PER_LOG} statements`, async () => {
    const n = MAX_CANDIDATES_PER_LOG + 150;
    const lines = Array.from({ length: n }, (_x, i) => `- Decided to keep ledger ${i} in the blue cabinet.`);
    const dir = vaultWith(`# 2026-11-28\n\n${lines.join('\n')}\n`);
    const summary = await runDream(ctxFor(dir), { trigger: 'cli', offline: true });
    expect(summary.status).toBe('completed');
    const text = new RegExp(`Journal/2026-11-28\\.md gave ${n} candidates, more than the ${MAX_CANDIDATES_PER_LOG} one log may give: .* ${n - MAX_CANDIDATES_PER_LOG} dropped`);
    expect(summary.messages.map((m) => m.text)).toContainEqual(expect.stringMatching(text));
    expect(reportOf(dir, summary.reportPath)).toMatch(text);
    expect(fs.existsSync(path.join(dir, 'Memory', 'Daily', '2026-11-28.md'))).toBe(true);
  });

  it(`a model answer with more than ${MAX_CANDIDATES_PER_ANSWER} candidates`, async () => {
    const n = 2000;
    const server = await startLlmServer({
      fallback: (req) => {
        if (isIndexRequest(req)) return { status: 500 };
        const [id] = spanIdsIn(req);
        const candidates = Array.from({ length: n }, (_x, i) => ({
          text: `The blue cabinet holds ledger ${i}`, kind: 'fact', topic: 'ledgers', domain: 'Home', lifecycle: 'active',
          span_ids: [id], importance: 0.6, stability: 0.6, actionability: 0.3, explicit: false,
        }));
        return { answer: { candidates } };
      },
    });
    try {
      const dir = vaultWith('# 2026-11-28\n\n- The blue cabinet holds every ledger since 2019.\n');
      const summary = await runDream(ctxFor(dir, { provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm' }), { trigger: 'cli' });
      expect(summary.status).toBe('completed');
      const text = new RegExp(
        `Model chunk 1 of 1 \\(Journal/2026-11-28\\.md\\): the answer held ${n} candidates; the first ${MAX_CANDIDATES_PER_ANSWER} were read and ${n - MAX_CANDIDATES_PER_ANSWER} dropped`,
      );
      expect(summary.messages.map((m) => m.text)).toContainEqual(expect.stringMatching(text));
      expect(reportOf(dir, summary.reportPath)).toMatch(text);
    } finally {
      await server.close();
    }
  });
});
