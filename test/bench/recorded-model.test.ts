/**
 * The recorded capable model (scripts/recorded-model.mjs, issue 21 item 5): a
 * loopback OpenAI-compatible server that answers extraction requests with the
 * recorded candidates whose turns are in the request's spans, mapped to this
 * request's span ids and memory ids, and index rewrites with the index unchanged.
 * Reached through the real prompt builder, provider and answer parser.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { yamlPackage } from '../../src/cli/yaml-package';
import { OpenAiCompatibleProvider } from '../../src/core/extract/model/openai';
import { buildUserMessage, SYSTEM_PROMPT } from '../../src/core/extract/model/prompt';
import { ANSWER_JSON_SCHEMA, parseAnswer } from '../../src/core/extract/model/schema';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { buildJournal, parseConversation } from '../../scripts/quality/locomo';
import { startOracleServer, type OracleServer } from '../../scripts/quality/oracle';
import { RecordedModel } from '../../scripts/quality/recorded';
import { HANG_GUARD_MS } from '../helpers/patience';

const conv = parseConversation('30-short', JSON.parse(fs.readFileSync(path.join(__dirname, 'locomo-30-first-4-sessions.json'), 'utf8')) as unknown);
const journal = buildJournal(conv);
const note = journal.notes[0]!;
const spans = spansFromNote(yamlPackage, note.path, note.text, note.date, { nextId: spanIdCounter(), untrustedFolders: [] });
const spanOf = (diaId: string) => {
  const loc = journal.turns.get(diaId)!;
  return spans.find((s) => s.startLine <= loc.line && loc.line <= s.endLine)!.id;
};

const recorded = (turns: string[], supersedes: string | null, text = 'Jon lost his banking job and plans to open a dance studio.') => ({
  text, kind: 'fact', topic: 'jon-dance-studio', domain: 'Work', lifecycle: 'active',
  importance: 0.8, stability: 0.6, actionability: 0.3, explicit: false, turns, supersedes_text: supersedes,
});

let server: OracleServer;
let model: RecordedModel;
beforeAll(async () => {
  model = new RecordedModel([
    recorded(['d1-2', 'd1-4'], 'Jon works at a bank in the city…'),
    recorded(['d2-1'], null, 'Not in this request.'),
    recorded(['d1-3'], 'A line that is not in memory.', 'Gina lost her job at Door Dash.'),
  ], conv);
  server = await startOracleServer(model);
});
afterAll(async () => {
  await server.close();
});

test('answers with the recorded candidates of the request’s turns, on its span and memory ids', async () => {
  const memory = [{ id: 'm1', path: 'Memory/Topics/jon.md', tier: 2 as const, line: '- Jon works at a bank in the city and hates the commute.', text: 'Jon works at a bank in the city and hates the commute.' }];
  const user = buildUserMessage(spans, true, memory);
  const provider = new OpenAiCompatibleProvider({ http: fetchHttp, baseUrl: `http://127.0.0.1:${server.port}/v1`, model: 'recorded', apiKey: 'k', timeoutMs: HANG_GUARD_MS });
  const res = await provider.complete({ system: SYSTEM_PROMPT, user: user.text, jsonSchema: ANSWER_JSON_SCHEMA, maxTokens: 4096 });
  const parsed = parseAnswer(res.text, new Set(spans.map((s) => s.id)), 'recorded', memory);
  if (!parsed.ok) throw new Error(parsed.error);
  const raw = parsed.answer.raw;
  expect(raw.map((c) => c.text)).toEqual(['Jon lost his banking job and plans to open a dance studio.', 'Gina lost her job at Door Dash.']);
  expect(raw[0]!.spanIds.sort()).toEqual([spanOf('D1:2'), spanOf('D1:4')].sort());
  expect(raw[0]!.supersedesLine).toEqual({ path: 'Memory/Topics/jon.md', line: memory[0]!.line });
  expect(raw[1]!.supersedesLine).toBeUndefined();
});

test('answers an index rewrite with the index unchanged', () => {
  const body = { messages: [{ role: 'user', content: 'INDEX START\n# Memory\n\n## Work\n- x\nINDEX END\n' }] };
  const answer = model.answer(body) as { choices: { message: { content: string } }[] };
  expect(JSON.parse(answer.choices[0]!.message.content)).toEqual({ index: '# Memory\n\n## Work\n- x\n' });
});
