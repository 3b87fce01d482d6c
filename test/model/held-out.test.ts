/**
 * A model's observation the gates leave out is kept for later requests, not
 * for notes: the next night's EXISTING MEMORY lists it as not in a note, so
 * the model can say a new observation restates it (`same_as`), which then
 * counts both days and passes the gates on its own; the held-out line itself
 * is never written anywhere. Two dreams through the loopback server.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { RunSummary } from '../../src/core/run/execute';
import { startLlmServer, userMessage, type LlmServer, type RecordedRequest, type Reply } from '../helpers/llm-server';
import { yamlPackage } from '../../src/cli/yaml-package';

const FIRST = 'Started a novel on the train home, a slow one about a lighthouse keeper.';
const SECOND = 'Still reading the lighthouse keeper novel on the train, halfway now.';
const HELD = 'The person started reading a novel about a lighthouse keeper on the train.';
const AGAIN = 'The person is halfway through the novel about a lighthouse keeper, read on the train.';
const UMBRELLA = 'The person bought a blue umbrella with a wooden handle.';
const LOST = 'The person lost the blue umbrella with the wooden handle on the bus.';

function answer(req: RecordedRequest): Reply {
  const user = userMessage(req);
  if (user.includes('INDEX START')) return { status: 500 };
  const spans = [...user.matchAll(/^\[(s\d+)[^\]]*\] (.*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));
  const held = /^\[(m\d+)\] The person started reading a novel/m.exec(user)?.[1] ?? null;
  const first = spans.find((s) => s.text.includes('Started a novel'));
  const second = spans.find((s) => s.text.includes('Still reading'));
  const bought = spans.find((s) => s.text.includes('Bought a blue umbrella'));
  const lost = spans.find((s) => s.text.includes('Lost the blue umbrella'));
  const umbrella = /^\[(m\d+)\] The person bought a blue umbrella/m.exec(user)?.[1] ?? null;
  const low = { kind: 'fact', topic: 'reading', domain: 'Books', lifecycle: null, importance: 0.1, stability: 0.1, actionability: 0, explicit: false, supersedes: null };
  const candidates = [
    ...(first && !second ? [{ ...low, text: HELD, span_ids: [first.id], same_as: null }] : []),
    ...(second ? [{ ...low, text: AGAIN, span_ids: [second.id], same_as: held }] : []),
    ...(bought && !lost ? [{ ...low, topic: 'umbrella', text: UMBRELLA, span_ids: [bought.id], same_as: null }] : []),
    ...(lost ? [{ ...low, topic: 'umbrella', text: LOST, span_ids: [lost.id], same_as: null, supersedes: umbrella }] : []),
  ];
  return { answer: { candidates } };
}

let server: LlmServer;
let dir: string;
const summaries: RunSummary[] = [];
const notesText = (): string =>
  fs.readdirSync(path.join(dir, 'Memory'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.parentPath.includes('Dreaming'))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
const heldFile = (): { lines: { text: string; support: string[] }[] } =>
  JSON.parse(fs.readFileSync(path.join(dir, DEFAULT_SETTINGS.stateFolder, 'held-out.json'), 'utf8')) as { lines: { text: string; support: string[] }[] };

async function night(date: string, lines: string[], now: string): Promise<void> {
  fs.writeFileSync(path.join(dir, 'Journal', `${date}.md`), `# ${date}\n\n${lines.map((l) => `- ${l}\n`).join('')}`);
  summaries.push(await runDream(
    { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(now),
      settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm' }, http: fetchHttp, apiKey: 'k', deviceId: 'd' },
    { trigger: 'cli' },
  ));
}

beforeAll(async () => {
  server = await startLlmServer({ fallback: answer });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-held-out-'));
  fs.mkdirSync(path.join(dir, 'Journal'));
  await night('2026-11-26', [FIRST], '2026-11-27T06:00:00Z');
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the first night', () => {
  it('gates the low-rated observation out and writes it to no note', () => {
    expect(summaries[0]!.status).toBe('completed');
    expect(notesText()).not.toContain('lighthouse keeper');
  });

  it('keeps it in the state folder with the day it cites', () => {
    expect(heldFile().lines).toEqual([{ text: HELD, topic: 'reading', support: ['day:2026-11-26'], date: '2026-11-26' }]);
  });
});

describe('the next night', () => {
  beforeAll(async () => {
    await night('2026-11-27', [SECOND, 'Bought a blue umbrella with a wooden handle.'], '2026-11-28T06:00:00Z');
  });

  it('shows the held-out line in EXISTING MEMORY, marked as not in a note', () => {
    const user = userMessage(server.requests.filter((r) => !userMessage(r).includes('INDEX START')).at(-1)!);
    expect(user).toMatch(/^# not in a note: seen before, below the daily-digest bar\n\[m\d+\] The person started reading a novel about a lighthouse keeper on the train\.$/m);
  });

  it('a restatement of it counts both days and passes the gates itself; the held-out words are still in no note', () => {
    const notes = notesText();
    expect(notes).toContain(AGAIN);
    expect(notes).not.toContain(HELD);
  });

  it('the line it merged with leaves the held-out list', () => {
    expect(heldFile().lines.map((l) => l.text)).not.toContain(HELD);
  });
});

describe('a later observation that supersedes a held-out one', () => {
  beforeAll(async () => {
    await night('2026-11-29', ['Lost the blue umbrella with the wooden handle on the bus.'], '2026-11-30T06:00:00Z');
  });

  it('strikes nothing and writes nothing for it: the held-out line only leaves the list', () => {
    expect(summaries[2]!.status).toBe('completed');
    expect(summaries[2]!.reverted).toEqual([]);
    expect(notesText()).not.toContain('umbrella');
    const texts = heldFile().lines.map((l) => l.text);
    expect(texts).not.toContain(UMBRELLA);
    expect(texts).toContain(LOST);
  });
});
