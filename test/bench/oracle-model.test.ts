/**
 * The oracle model (scripts/oracle-model.mjs): a loopback OpenAI-compatible
 * server that answers the extraction prompt from the LoCoMo annotations. It is
 * reached here the way the plugin reaches a provider — the real prompt
 * builder, the real OpenAI-compatible provider over fetch, the real answer
 * parser — so a change of the prompt that hides turns from it shows up here.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { USAGE } from '../../src/cli/args';
import { fetchHttp } from '../../src/cli/fetch-http';
import { runCli } from '../../src/cli/runner';
import { INDEX_REWRITE_JSON_SCHEMA, INDEX_REWRITE_SYSTEM_PROMPT, buildIndexRewriteMessage, parseIndexRewriteAnswer } from '../../src/core/extract/model/index-rewrite-prompt';
import { OpenAiCompatibleProvider } from '../../src/core/extract/model/openai';
import { buildUserMessage, SYSTEM_PROMPT } from '../../src/core/extract/model/prompt';
import { ANSWER_JSON_SCHEMA, parseAnswer } from '../../src/core/extract/model/schema';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import type { Conversation } from '../../scripts/quality/locomo';
import { buildJournal, parseConversation } from '../../scripts/quality/locomo';
import type { OracleServer } from '../../scripts/quality/oracle';
import { kindOf, Oracle, startOracleServer } from '../../scripts/quality/oracle';
import type { Cli } from '../../scripts/quality/replay';
import { replayConversation } from '../../scripts/quality/replay';
import { yamlPackage } from '../../src/cli/yaml-package';
import { HANG_GUARD_MS } from '../helpers/patience';

const conv = parseConversation('30-short', JSON.parse(fs.readFileSync(path.join(__dirname, 'locomo-30-first-4-sessions.json'), 'utf8')) as unknown);

/** Another conversation whose block ids are the same ("D1:3") but whose words are not. */
const impostor: Conversation = {
  id: 'other',
  speakerA: 'Ann',
  speakerB: 'Bo',
  sessions: conv.sessions.map((s) => ({ ...s, turns: s.turns.map((t) => ({ ...t, speaker: 'Ann', text: `Ann says something else entirely, number ${t.diaId}.` })) })),
  observations: conv.observations.map((o) => ({ ...o, speaker: 'Ann', text: `IMPOSTOR ${o.text}` })),
  questions: [],
};

const journal = buildJournal(conv);
const firstNote = journal.notes[0]!;
const spans = spansFromNote(yamlPackage, firstNote.path, firstNote.text, firstNote.date, { nextId: spanIdCounter(), untrustedFolders: [] });
const spanOfLine = (line: number) => spans.find((s) => s.startLine <= line && line <= s.endLine)?.id;

let server: OracleServer;
beforeAll(async () => {
  server = await startOracleServer(new Oracle([impostor, conv]));
});
afterAll(async () => {
  await server.close();
});

const provider = () =>
  new OpenAiCompatibleProvider({ http: fetchHttp, baseUrl: `http://127.0.0.1:${server.port}/v1`, model: 'oracle', apiKey: 'k', timeoutMs: HANG_GUARD_MS });

test('answers the extraction prompt with the annotated observations, citing the spans of their turns', async () => {
  const user = buildUserMessage(spans, true);
  const res = await provider().complete({ system: SYSTEM_PROMPT, user: user.text, jsonSchema: ANSWER_JSON_SCHEMA, maxTokens: 4096 });
  const parsed = parseAnswer(res.text, new Set(spans.map((s) => s.id)), 'oracle');
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.answer.messages).toEqual([]);

  const session1 = conv.observations.filter((o) => o.evidence.some((e) => e.startsWith('D1:')));
  expect(parsed.answer.raw.map((c) => c.text).sort()).toEqual(session1.map((o) => o.text).sort());
  for (const o of session1) {
    const c = parsed.answer.raw.find((x) => x.text === o.text)!;
    const expected = o.evidence.map((e) => journal.turns.get(e)).filter((loc) => loc?.path === firstNote.path).map((loc) => spanOfLine(loc!.line));
    expect(c.spanIds.sort()).toEqual([...new Set(expected)].sort());
  }
});

test('a span whose prompt lost its block id is still found by its words', () => {
  const oracle = new Oracle([impostor, conv]);
  const d13 = journal.turns.get('D1:3')!;
  const user = `SOURCE SPANS\n\n[s7] - **${d13.turn.speaker}**: ${d13.turn.text}\n\nEND OF SOURCE SPANS`;
  const expected = conv.observations.filter((o) => o.evidence.includes('D1:3')).map((o) => o.text);
  expect(expected.length).toBeGreaterThan(0);
  expect(oracle.extract(user).map((c) => c.text)).toEqual(expected);
  expect(oracle.extract('SOURCE SPANS\n\n[s1] - **Jon**: Hey Gina! ^d1-1\n\nEND OF SOURCE SPANS')).toEqual([]);
});

test('answers a tool-call request with a tool call', async () => {
  const res = await fetch(`http://127.0.0.1:${server.port}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      messages: [{ role: 'user', content: buildUserMessage(spans, false).text }],
      tools: [{ type: 'function', function: { name: 'dream_candidates', parameters: ANSWER_JSON_SCHEMA } }],
    }),
  });
  const body = (await res.json()) as { choices: { message: { tool_calls: { function: { name: string; arguments: string } }[] } }[] };
  const call = body.choices[0]!.message.tool_calls[0]!;
  expect(call.function.name).toBe('dream_candidates');
  expect((JSON.parse(call.function.arguments) as { candidates: unknown[] }).candidates.length).toBeGreaterThan(0);
});

test('answers the index rewrite with the index unchanged, which the engine accepts', async () => {
  const body = '# Memory\n\n## People\n- [[Memory/Topics/jon|Jon]] — dance studio\n';
  const msg = buildIndexRewriteMessage({ body, budgetChars: 2000, sections: ['People'] }, true);
  const res = await provider().complete({ system: INDEX_REWRITE_SYSTEM_PROMPT, user: msg.text, jsonSchema: INDEX_REWRITE_JSON_SCHEMA, maxTokens: 4096 });
  expect(parseIndexRewriteAnswer(res.text)).toEqual({ ok: true, body });
});

test.each([
  ['Jon loves contemporary dance.', 'preference'],
  ['Jon decided to open a dance studio.', 'decision'],
  ['Gina is planning to expand her store.', 'todo'],
  ['Gina started an online clothing store.', 'project_status'],
  ['Jon lost his job as a banker.', 'fact'],
])('a plausible kind: %p is a %p', (text, kind) => {
  expect(kindOf(text)).toBe(kind);
});

const inProcessCli: Cli = async (argv, env) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: { ...env } });
  return { code, stdout, stderr };
};

// Measured when written: compression 2.12, observation recall 0.69 (the
// annotations' own wording shares three content words with its turn for only
// 0.79 of them over the five conversations). Raise as the model path improves.
// 2.0 became 1.9 when each subject note opened with its summary (measured 1.97):
// the summary restates where a subject stands and is paid for in characters.
test('a short conversation replayed with the oracle as provider keeps to the model floor', async () => {
  const r = await replayConversation(conv, {
    cli: inProcessCli,
    ownerFlag: /--owner\b/.test(USAGE),
    runFlags: ['--provider', 'openai', '--base-url', `http://127.0.0.1:${server.port}/v1`, '--model', 'oracle'],
    env: { VAULT_DREAMING_API_KEY: 'oracle-needs-no-key' },
  });
  expect(r.problems).toEqual([]);
  expect(r.compression).toBeGreaterThanOrEqual(1.9);
  expect(r.memory.observationRecall).toBeGreaterThanOrEqual(0.65);
});
