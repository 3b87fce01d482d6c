/**
 * With a model configured, the summaries that open the subject notes a dream
 * changed come from one request per dream, and the engine checks them as it
 * checks the rule's. Dreams through the loopback server, each with its own
 * vault: a summary in the lines' words heads the note, cited by the lines it
 * names; one with a number the lines do not hold, or naming a line id the
 * request never gave, leaves the rule's summary and the report says why. The
 * index-tidy request carries each entry's status and summary, and says which
 * lines are the person's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import { planDream, runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { RunSummary } from '../../src/core/run/execute';
import { describeModelEstimate } from '../../src/core/run/model-estimate-words';
import { startLlmServer, userMessage, type LlmServer, type RecordedRequest, type Reply } from '../helpers/llm-server';
import { yamlPackage } from '../../src/cli/yaml-package';

const NOTE = 'Memory/Topics/Bike rebuild.md';
const EARLIER = [
  '---', 'id: 2026-11-02-bike-rebuild', 'type: note', 'created: 2026-11-02', 'updated: 2026-11-02', 'tags: []', 'status: active', 'origin: dream',
  'source_sessions: ["note:Journal/2026-11-02.md"]', 'confidence: 0.9', 'recurrence: 2', 'derived_from_untrusted: false', 'domain: Projects', '---',
  '# Bike rebuild', '', '## Current', '- Ordered a new bottom bracket for the bike rebuild. · [[Journal/2026-11-02]] L3', '',
].join('\n');
const JOURNAL = ['# 2026-11-27', '', '- Fitted the new bottom bracket on the bike rebuild, creaking is gone.', '- The bottom bracket is BSA threaded, 68 mm shell.', ''];
const INDEX = ['# Memory', '', '## About me', '- Rides to work most days.', ''].join('\n');

/** Observations for the extraction requests, all about the bike rebuild. */
function observe(user: string): Reply {
  const spans = [...user.matchAll(/^\[(s\d+)[^\]]*\] (.*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));
  const candidates = spans.filter((s) => /bottom bracket/.test(s.text)).map((s) => ({
    text: s.text.replace(/^-\s*/, ''), kind: 'fact', topic: 'Bike rebuild', domain: 'Projects', lifecycle: null, span_ids: [s.id],
    importance: 0.9, stability: 0.9, actionability: 0.3, explicit: false, supersedes: null, same_as: null,
  }));
  return { answer: { candidates } };
}

/** The ids the summary request gave the bike rebuild's lines, by their first words. */
function lineId(user: string, startsWith: string): string {
  const m = [...user.matchAll(/^\[([a-z]+\d+)\](?: \d{4}-\d{2}-\d{2})? (.*)$/gm)].find((x) => x[2]!.startsWith(startsWith));
  return m?.[1] ?? 'not shown';
}

let respond: (req: RecordedRequest) => Reply = () => ({ status: 500 });

type Summarise = (user: string) => { text: string; lines: string[] }[];

interface Dream {
  summary: RunSummary;
  note: string;
  requests: RecordedRequest[];
  said: string;
}

async function dream(server: LlmServer, summarise: Summarise): Promise<Dream> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-summaries-'));
  try {
    fs.mkdirSync(path.join(dir, 'Memory/Topics'), { recursive: true });
    fs.writeFileSync(path.join(dir, NOTE), EARLIER);
    fs.writeFileSync(path.join(dir, 'Memory/MEMORY.md'), INDEX);
    fs.mkdirSync(path.join(dir, 'Journal'));
    fs.writeFileSync(path.join(dir, 'Journal/2026-11-27.md'), JOURNAL.join('\n'));
    const from = server.requests.length;
    respond = ((req: RecordedRequest): Reply => {
      const user = userMessage(req);
      if (user.includes('LINES START')) return { answer: { summaries: [{ subject: 'a', sentences: summarise(user) }] } };
      if (user.includes('INDEX START')) return { status: 500 };
      return observe(user);
    });
    const summary = await runDream(
      {
        yaml: yamlPackage,
        vault: new NodeVault(dir),
        clock: fixedClock('2026-11-28T06:00:00Z'),
        settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm' },
        http: fetchHttp,
        apiKey: 'k',
        deviceId: 'd',
      },
      { trigger: 'cli' },
    );
    return { summary, note: fs.readFileSync(path.join(dir, NOTE), 'utf8'), requests: server.requests.slice(from), said: summary.messages.map((m) => m.text).join('\n') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const summaryOf = (note: string): string[] => {
  const lines = note.split('\n');
  const at = lines.indexOf('## Summary');
  if (at < 0) return [];
  const end = lines.findIndex((l, i) => i > at && l.trim() === '');
  return lines.slice(at + 1, end);
};

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer({ fallback: (req) => respond(req) });
});
afterAll(async () => {
  await server.close();
});

describe('a summary in the words of the lines', () => {
  let d: Dream;
  beforeAll(async () => {
    d = await dream(server, (user) => [
      { text: 'Fitted the new bottom bracket, BSA threaded; creaking is gone.', lines: [lineId(user, 'Fitted'), lineId(user, 'The bottom bracket')] },
    ]);
  });

  it('is asked for once, with the subject\'s current lines (not a struck one), and heads the note cited by the lines it names', () => {
    const asked = d.requests.filter((r) => userMessage(r).includes('LINES START'));
    expect(asked).toHaveLength(1);
    expect(userMessage(asked[0]!)).toMatch(/^SUBJECT a: Bike rebuild$/m);
    expect(userMessage(asked[0]!)).toMatch(/^\[a\d+\] 2026-11-27 Fitted the new bottom bracket/m);
    // The order the fitting superseded is struck in the note, and not shown.
    expect(d.note).toMatch(/~~Ordered a new bottom bracket/);
    expect(userMessage(asked[0]!)).not.toContain('Ordered');
    expect(summaryOf(d.note)).toEqual(['Fitted the new bottom bracket, BSA threaded; creaking is gone. · [[Journal/2026-11-27]] L3, L4']);
    expect(d.summary.status).toBe('completed');
  });

  it('its call is counted with the run\'s', () => {
    expect(d.summary.tokens.calls).toBe(d.requests.length);
  });

  it('the index-tidy request carries the entry\'s status and summary, and says whose lines are whose', () => {
    const index = d.requests.find((r) => userMessage(r).includes('INDEX START'));
    expect(index).toBeDefined();
    expect(userMessage(index!)).toContain('- [[Memory/Topics/Bike rebuild]] — status: active; summary: Fitted the new bottom bracket, BSA threaded; creaking is gone.');
    expect(index!.prompt).toMatch(/written by the person: keep it exactly as written/);
  });
});

describe('a summary the check refuses', () => {
  it('with a number the lines do not hold: the rule\'s summary stands, and the report says why', async () => {
    const d = await dream(server, (user) => [{ text: 'The bottom bracket is BSA threaded, 73 mm shell.', lines: [lineId(user, 'The bottom bracket')] }]);
    expect(summaryOf(d.note)).toHaveLength(1);
    expect(summaryOf(d.note)[0]).not.toContain('73');
    expect(d.said).toMatch(/The model's summary of Memory\/Topics\/Bike rebuild\.md was not used: .*number .*\(73\); the rule's summary stands\./);
  });

  it('naming a line id the request never gave: the sentence cites nothing and is refused', async () => {
    const d = await dream(server, () => [{ text: 'Fitted the new bottom bracket.', lines: ['z9'] }]);
    expect(summaryOf(d.note)).toHaveLength(1);
    expect(d.said).toMatch(/model's summary .* not used: the sentence “Fitted the new bottom bracket\.” cites no line/);
  });
});

describe('the cost preview', () => {
  it('counts the summaries\' call', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-summaries-plan-'));
    try {
      fs.mkdirSync(path.join(dir, 'Journal'));
      fs.writeFileSync(path.join(dir, 'Journal/2026-11-27.md'), JOURNAL.join('\n'));
      const from = server.requests.length;
      const plan = await planDream(
        { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T06:00:00Z'), settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm' }, http: fetchHttp, apiKey: 'k', deviceId: 'd' },
        { trigger: 'cli' },
      );
      expect(server.requests.length).toBe(from);
      expect(plan.modelEstimate?.summaryCall.promptTokens).toBeGreaterThan(0);
      expect(describeModelEstimate(plan.modelEstimate!)).toMatch(/and one for the summaries of the subject notes it changes/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
