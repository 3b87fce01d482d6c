/**
 * The model decides what a line is about and whether it restates one memory
 * holds; the engine checks. One dream through the loopback server over
 * notes an earlier dream wrote, then what each note holds:
 * - `same_as` naming a line the request showed: the line cites the new day,
 *   no second line is written;
 * - `same_as` naming an id the request never showed, or a line that shares
 *   no content words: ignored and reported, the observation is a line of its own;
 * - a topic the model gave: the line goes to that subject's note, though its
 *   text opens on another person memory knows.
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

const POTTERY = '- Loves throwing bowls on the wheel at the Thursday pottery class. · [[Journal/2026-02-01|2026-02-01]] L3';
const MEMORY: Record<string, string[]> = {
  'Memory/Topics/pottery.md': [POTTERY],
  'Memory/Topics/car.md': ['- The car is a 2012 Škoda Octavia estate. · [[Journal/2026-02-02|2026-02-02]] L3'],
  'Memory/Topics/Kasia.md': ['- Kasia is a mechanic in Gdańsk. · [[Journal/2026-02-03|2026-02-03]] L3'],
  'Memory/Topics/garden.md': ['- Waters the garden every evening. · [[Journal/2026-01-20|2026-01-20]] L5'],
};

const JOURNAL = [
  '# 2026-11-27',
  '',
  '- Thursday pottery class again: threw two bowls on the wheel, still love it.',
  '- Kasia replaced the brake pads on the car, it stops properly now.',
  '- Planted garlic in the garden before the frost.',
  '- Bought new running shoes for the spring half marathon.',
];

interface Answer {
  /** the journal line it cites */
  span: string;
  text: string;
  topic: string;
  /** a memory line by its first words, or an id given as is */
  sameAs?: { line: string } | { id: string };
}

const ANSWERS: Answer[] = [
  { span: 'Thursday pottery class again', text: 'Loves throwing bowls on the wheel at the Thursday pottery class', topic: 'pottery', sameAs: { line: 'Loves throwing bowls' } },
  { span: 'Kasia replaced the brake pads', text: 'Kasia replaced the brake pads on the car on 27 November 2026', topic: 'car' },
  { span: 'Planted garlic', text: 'Planted garlic in the garden on 27 November 2026', topic: 'garden', sameAs: { id: 'm99' } },
  { span: 'Bought new running shoes', text: 'Bought new running shoes for the spring half marathon', topic: 'garden', sameAs: { line: 'Waters the garden' } },
];

/** A model that follows the contract: each observation, naming lines by the ids its request gave. */
function answer(req: RecordedRequest): Reply {
  const user = userMessage(req);
  if (user.includes('INDEX START')) return { status: 500 };
  const memoryIds = [...user.matchAll(/^\[(m\d+)\] (.*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));
  const spanIds = [...user.matchAll(/^\[(s\d+)[^\]]*\] (.*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));
  const candidates = ANSWERS.flatMap((a) => {
    const span = spanIds.find((s) => s.text.includes(a.span));
    if (!span) return [];
    const sameAs = a.sameAs === undefined ? null : 'id' in a.sameAs ? a.sameAs.id : (memoryIds.find((m) => m.text.startsWith((a.sameAs as { line: string }).line))?.id ?? 'not shown');
    return [{ text: a.text, kind: 'fact', topic: a.topic, domain: 'Life', lifecycle: null, span_ids: [span.id], importance: 0.9, stability: 0.9, actionability: 0.5, explicit: false, supersedes: null, same_as: sameAs }];
  });
  return { answer: { candidates } };
}

let server: LlmServer;
let dir: string;
let summary: RunSummary;
const read = (rel: string): string => fs.readFileSync(path.join(dir, rel), 'utf8');

beforeAll(async () => {
  server = await startLlmServer({ fallback: answer });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-restate-'));
  for (const [rel, lines] of Object.entries(MEMORY)) {
    const title = path.basename(rel, '.md');
    const text = [
      '---', `id: 2026-02-01-${title}`, 'type: note', 'created: 2026-02-01', 'updated: 2026-02-03', 'tags: []', 'status: active', 'origin: dream',
      'source_sessions: ["note:Journal/2026-02-01.md"]', 'confidence: 0.9', 'recurrence: 3', 'derived_from_untrusted: false', '---',
      `# ${title}`, '', ...lines, '',
    ].join('\n');
    fs.mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  fs.mkdirSync(path.join(dir, 'Journal'));
  fs.writeFileSync(path.join(dir, 'Journal/2026-11-27.md'), JOURNAL.join('\n') + '\n');
  summary = await runDream(
    { yaml: yamlPackage,
      vault: new NodeVault(dir),
      clock: fixedClock('2026-11-28T06:00:00Z'),
      settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm' },
      http: fetchHttp,
      apiKey: 'k',
      deviceId: 'd',
    },
    { trigger: 'cli' },
  );
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const said = (): string => summary.messages.map((m) => m.text).join('\n');

it('the run completed through the model', () => {
  expect(summary.status).toBe('completed');
  expect(server.requests.length).toBeGreaterThan(0);
  expect(userMessage(server.requests[0]!)).toMatch(/^\[m\d+\] Loves throwing bowls on the wheel at the Thursday pottery class\.$/m);
});

describe('same_as naming a line the request showed', () => {
  it('cites the new day on that line and writes no second line', () => {
    const note = read('Memory/Topics/pottery.md');
    expect(note).toContain('- Loves throwing bowls on the wheel at the Thursday pottery class. · [[Journal/2026-02-01|2026-02-01]] L3, [[Journal/2026-11-27]] L3');
    // One line says it; the summary above the lines restates it and is no line of its own.
    expect(note.split('\n').filter((l) => l.startsWith('- ') && l.includes('throwing bowls'))).toHaveLength(1);
  });
});

describe('same_as the engine does not accept', () => {
  it('an id the request never showed is ignored: the observation is a line of its own, and the report says so', () => {
    expect(said()).toMatch(/said it restates a memory line it was not given \(m99\); read as a line of its own/);
    expect(read('Memory/Topics/garden.md')).toContain('Planted garlic in the garden on 27 November 2026');
  });

  it('a line sharing no content words with the observation is not merged into', () => {
    expect(said()).toMatch(/said it restates m\d+, but shares no content words with that line; read as a line of its own/);
    expect(read('Memory/Topics/garden.md')).toContain('- Waters the garden every evening. · [[Journal/2026-01-20|2026-01-20]] L5\n');
  });
});

describe("the model's topic decides the note", () => {
  it('a line about the car goes to the car, though its text opens on a person memory knows', () => {
    expect(read('Memory/Topics/car.md')).toContain('Kasia replaced the brake pads on the car on 27 November 2026');
    expect(read('Memory/Topics/Kasia.md')).not.toContain('brake pads');
  });
});
