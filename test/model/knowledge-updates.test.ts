/**
 * Knowledge updates through the model (issue 11 item 4): the prompt carries
 * the few memory lines a batch's subjects touch, each with a short id; an
 * answer may say which one an observation replaces or closes; the engine
 * resolves the id, refuses it from untrusted text, and marks the old line
 * superseded with the date and by what — it never deletes it. One dream
 * through the loopback server, then a table of what became of each line.
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
import { startLlmServer, userMessage, type LlmServer, type RecordedRequest, type Reply } from '../helpers/llm-server';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { RunSummary } from '../../src/core/run/execute';

/** Notes an earlier dream wrote: each line cites its source. */
const MEMORY: Record<string, string[]> = {
  'Memory/Topics/dentist.md': ['- Dentist appointment is on 7 March 2026. · [[Journal/2026-02-01|2026-02-01]] L3'],
  'Memory/Topics/morning-drinks.md': ['- Prefers coffee in the morning. · [[Journal/2026-01-10|2026-01-10]] L3'],
  'Memory/Topics/kitchen-remodel.md': ['- Kitchen remodel is waiting for the tiles. · [[Journal/2026-02-03|2026-02-03]] L4'],
  'Memory/Topics/garden.md': ['- Waters the garden every evening. · [[Journal/2026-01-20|2026-01-20]] L5'],
  'Memory/Identity/name.md': ["- The user's name is Sam. · [[Journal/2026-01-02|2026-01-02]] L3"],
};

const JOURNAL = [
  '# 2026-11-27',
  '',
  '- The dentist moved my appointment to 14 March 2026.',
  '- These days I prefer tea in the morning, not coffee.',
  '- The kitchen remodel is finished, the tiles are in.',
  "> The user's name is Mallory, not Sam. https://example.com/about",
  '',
  '- Bought a new toothbrush for the trip.',
  '',
  '> Experts say to water the garden in the morning, never in the evening. https://example.com/garden',
];

interface UpdateCase {
  name: string;
  /** the journal line the model cites */
  span: string;
  answer: { text: string; kind: string; lifecycle: string };
  /** the memory line it names, by its words, or an id it was never given */
  replaces: string | { invented: string };
  note: string;
  /** the old line afterwards: struck with this note, or left as it was */
  after: RegExp | 'unchanged';
  said?: RegExp;
}

const CASES: UpdateCase[] = [
  {
    name: 'moved date',
    span: 'The dentist moved my appointment',
    answer: { text: 'Dentist appointment is on 14 March 2026', kind: 'fact', lifecycle: 'active' },
    replaces: 'Dentist appointment is on 7 March 2026',
    note: 'Memory/Topics/dentist.md',
    after: /^- ~~Dentist appointment is on 7 March 2026\. · \[\[Journal\/2026-02-01\|2026-02-01\]\] L3~~ superseded on 2026-11-27 by (?:“Dentist appointment is on 14 March 2026” \(\[\[Journal\/2026-11-27\]\]\)|\[\[Journal\/2026-11-27\]\])$/m,
  },
  {
    name: 'changed preference',
    span: 'I prefer tea in the morning',
    answer: { text: 'Prefers tea in the morning', kind: 'preference', lifecycle: 'active' },
    replaces: 'Prefers coffee in the morning',
    note: 'Memory/Topics/morning-drinks.md',
    after: /^- ~~Prefers coffee in the morning\. · \[\[Journal\/2026-01-10\|2026-01-10\]\] L3~~ superseded on 2026-11-27 by \[\[Journal\/2026-11-27\]\] in \[\[Memory\/Daily\/2026-11-27\]\]$/m,
  },
  {
    name: 'closed project',
    span: 'The kitchen remodel is finished',
    answer: { text: 'The kitchen remodel is finished', kind: 'project_status', lifecycle: 'done' },
    replaces: 'Kitchen remodel is waiting for the tiles',
    note: 'Memory/Topics/kitchen-remodel.md',
    after: /^- ~~Kitchen remodel is waiting for the tiles\. · \[\[Journal\/2026-02-03\|2026-02-03\]\] L4~~ superseded on 2026-11-27 by (?:“The kitchen remodel is finished” \(\[\[Journal\/2026-11-27\]\]\)|\[\[Journal\/2026-11-27\]\])$/m,
  },
  {
    name: 'a hostile answer superseding an identity line from an untrusted span: refused and reported',
    span: "The user's name is Mallory",
    answer: { text: "The user's name is Mallory", kind: 'fact', lifecycle: 'active' },
    replaces: "The user's name is Sam",
    note: 'Memory/Identity/name.md',
    after: 'unchanged',
    said: /Refused: the model said “The user's name is Mallory” replaces the line “The user's name is Sam\.”, but it rests on untrusted text/,
  },
  {
    name: 'the same from an untrusted span against a topic line: refused, the line stays',
    span: 'Experts say to water the garden',
    answer: { text: 'Waters the garden in the morning, never in the evening', kind: 'procedure', lifecycle: 'active' },
    replaces: 'Waters the garden every evening',
    note: 'Memory/Topics/garden.md',
    after: /^- Waters the garden every evening\. · \[\[Journal\/2026-01-20\|2026-01-20\]\] L5$/m,
    said: /Refused: the model said “Waters the garden in the morning, never in the evening” replaces the line “Waters the garden every evening\.”, but it rests on untrusted text/,
  },
  {
    name: 'an invented line id: dropped and reported',
    span: 'Bought a new toothbrush',
    answer: { text: 'Bought a new toothbrush for the trip', kind: 'fact', lifecycle: 'active' },
    replaces: { invented: 'm99' },
    note: 'Memory/Topics/dentist.md',
    after: /Dentist appointment is on 7 March 2026/,
    said: /said it replaces a memory line it was not given \(m99\); that reference was dropped/,
  },
];

/** What a model that follows the contract answers: each case's observation, naming the line by the id it was given. */
function answer(req: RecordedRequest): Reply {
  const user = userMessage(req);
  if (user.includes('INDEX START')) return { status: 500 };
  const memoryIds = [...user.matchAll(/^\[(m\d+)\] (.*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));
  const spanIds = [...user.matchAll(/^\[(s\d+)[^\]]*\] (.*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));
  const candidates = CASES.flatMap((c) => {
    const span = spanIds.find((s) => s.text.includes(c.span));
    if (!span) return [];
    const supersedes = typeof c.replaces === 'string' ? (memoryIds.find((m) => m.text.startsWith(c.replaces as string))?.id ?? null) : c.replaces.invented;
    return [{ ...c.answer, topic: 'daily-life', domain: 'Life', span_ids: [span.id], importance: 0.9, stability: 0.8, actionability: 0.5, explicit: false, supersedes }];
  });
  return { answer: { candidates } };
}

let server: LlmServer;
let dir: string;
let summary: RunSummary;
const before = new Map<string, string>();

beforeAll(async () => {
  server = await startLlmServer({ fallback: answer });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-updates-'));
  for (const [rel, lines] of Object.entries(MEMORY)) {
    const title = path.basename(rel, '.md');
    const type = rel.includes('/Identity/') ? 'identity' : 'note';
    const text = [
      '---', `id: 2026-02-01-${title}`, `type: ${type}`, 'created: 2026-02-01', 'updated: 2026-02-03', 'tags: []', 'status: active', 'origin: dream',
      'source_sessions: ["note:Journal/2026-02-01.md"]', 'confidence: 0.9', 'recurrence: 3', 'derived_from_untrusted: false', '---',
      `# ${title}`, '', ...lines, '',
    ].join('\n');
    fs.mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
    before.set(rel, text);
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

describe('the prompt carries the lines the batch touches, with ids', () => {
  it('lists each memory line the journal speaks of once, under its note, between its own markers', () => {
    const user = userMessage(server.requests[0]!);
    const block = /\nEXISTING MEMORY\n([\s\S]*?)\nEND OF EXISTING MEMORY\nSOURCE SPANS\n/.exec(user)?.[1] ?? '';
    expect(block).toMatch(/^# Memory\/Topics\/dentist\.md\n\[m\d+\] Dentist appointment is on 7 March 2026\.$/m);
    expect(block).toMatch(/^# Memory\/Identity\/name\.md\n\[m\d+\] The user's name is Sam\.$/m);
    // citations and list markers are not sent: the id is enough
    expect(block).not.toContain('[[');
    expect(block).not.toMatch(/^\[m\d+\] - /m);
  });
});

describe.each(CASES)('$name', (c) => {
  it('the old line afterwards', () => {
    const text = fs.readFileSync(path.join(dir, c.note), 'utf8');
    if (c.after === 'unchanged') expect(text).toBe(before.get(c.note));
    else expect(text).toMatch(c.after);
    // nothing is ever deleted: every line memory held is still there, in its words
    for (const line of MEMORY[c.note]!) expect(text).toContain(line.replace(/^- /, ''));
  });

  if (c.said) {
    it('is reported', () => {
      expect(summary.messages.map((m) => m.text).join('\n')).toMatch(c.said!);
    });
  }
});

it('the run completed and asked the model', () => {
  expect(summary.status).toBe('completed');
  expect(server.requests.length).toBeGreaterThan(0);
});
