/**
 * The recorded capable model over a journal (scripts/quality/source-lines.ts,
 * scripts/quality/recorded.ts): answers recorded on one prompt layout are kept
 * by the source lines their spans quoted, and a later request with other span
 * ids, other spans around them and other memory ids gets them back on the
 * spans that hold those lines, with `supersedes` and `same_as` on the memory
 * lines of the same words. Reached through the real span builder, prompt
 * builder, provider and answer parser.
 */
import { fetchHttp } from '../../src/cli/fetch-http';
import { yamlPackage } from '../../src/cli/yaml-package';
import { OpenAiCompatibleProvider } from '../../src/core/extract/model/openai';
import { buildUserMessage, SYSTEM_PROMPT } from '../../src/core/extract/model/prompt';
import { ANSWER_JSON_SCHEMA, parseAnswer } from '../../src/core/extract/model/schema';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import type { Span } from '../../src/core/extract/spans';
import { startOracleServer } from '../../scripts/quality/oracle';
import { RecordedModel } from '../../scripts/quality/recorded';
import { quotedSpans, recordedLinesOf, spansHolding } from '../../scripts/quality/source-lines';
import { HANG_GUARD_MS } from '../helpers/patience';

const tuesday = [
  '- bike: new chain fitted, the brakes still soft',
  '- dentist moved to Thursday 17:30',
  '- [ ] order brake pads',
  '',
].join('\n');
const monday = ['Rain all day.', '- Ana: moving to Porto in August', ''].join('\n');

function spansOf(notes: { path: string; text: string; date: string }[]): Span[] {
  const nextId = spanIdCounter();
  return notes.flatMap((n) => spansFromNote(yamlPackage, n.path, n.text, n.date, { nextId, untrustedFolders: [] }));
}

const spanHolding = (spans: readonly Span[], words: string) => spans.find((s) => s.text.includes(words))!.id;

test('an answer recorded on one layout finds its lines on another, whatever the span ids', () => {
  const first = spansOf([{ path: 'Journal/2026-06-02.md', text: tuesday, date: '2026-06-02' }]);
  const quotedThen = quotedSpans(buildUserMessage(first, true).text);
  const lines = recordedLinesOf([spanHolding(first, 'dentist moved')], quotedThen);
  expect(lines).toEqual([{ path: 'Journal/2026-06-02.md', line: '- dentist moved to Thursday 17:30' }]);

  // A week's request: another note first, so every span id moves.
  const later = spansOf([
    { path: 'Journal/2026-06-01.md', text: monday, date: '2026-06-01' },
    { path: 'Journal/2026-06-02.md', text: tuesday, date: '2026-06-02' },
  ]);
  const quotedNow = quotedSpans(buildUserMessage(later, true).text);
  expect(spansHolding(lines, quotedNow)).toEqual([spanHolding(later, 'dentist moved')]);
  expect(spanHolding(later, 'dentist moved')).not.toBe(spanHolding(first, 'dentist moved'));
  // The same words in another note are not the recorded line.
  expect(spansHolding([{ path: 'Journal/2026-06-09.md', line: lines[0]!.line }], quotedNow)).toEqual([]);
});

test('replays a journal answer through the real provider and parser, on this request’s span and memory ids', async () => {
  const recorded = {
    kind: 'project_status', domain: 'Cycling', lifecycle: 'active', importance: 0.7, stability: 0.5, actionability: 0.4, explicit: false,
  };
  const model = new RecordedModel([
    { ...recorded, text: 'The bike got a new chain on 2 June 2026.', topic: 'Bike', sources: [{ path: 'Journal/2026-06-02.md', line: '- bike: new chain fitted, the brakes still soft' }], supersedes_text: 'The bike needs a new chain.', same_as_text: null },
    { ...recorded, text: 'Brake pads for the bike are still to be ordered.', topic: 'Bike', kind: 'todo', sources: [{ path: 'Journal/2026-06-02.md', line: '- [ ] order brake pads' }], supersedes_text: null, same_as_text: 'Order brake pads for the bike' },
    { ...recorded, text: 'Not in this request.', topic: 'Bike', sources: [{ path: 'Journal/2026-06-09.md', line: '- launch day' }], supersedes_text: null, same_as_text: null },
  ]);
  const server = await startOracleServer(model);
  try {
    const spans = spansOf([
      { path: 'Journal/2026-06-01.md', text: monday, date: '2026-06-01' },
      { path: 'Journal/2026-06-02.md', text: tuesday, date: '2026-06-02' },
    ]);
    const memory = [
      { id: 'm1', path: 'Memory/Topics/Bike.md', tier: 2 as const, line: '- Order brake pads for the bike.', text: 'Order brake pads for the bike.' },
      { id: 'm2', path: 'Memory/Topics/Bike.md', tier: 2 as const, line: '- The bike needs a new chain.', text: 'The bike needs a new chain.' },
    ];
    const user = buildUserMessage(spans, true, memory);
    const provider = new OpenAiCompatibleProvider({ http: fetchHttp, baseUrl: `http://127.0.0.1:${server.port}/v1`, model: 'recorded', apiKey: 'k', timeoutMs: HANG_GUARD_MS });
    const res = await provider.complete({ system: SYSTEM_PROMPT, user: user.text, jsonSchema: ANSWER_JSON_SCHEMA, maxTokens: 4096 });
    const parsed = parseAnswer(res.text, new Set(spans.map((s) => s.id)), 'recorded', memory);
    if (!parsed.ok) throw new Error(parsed.error);
    const raw = parsed.answer.raw;
    expect(raw.map((c) => c.text)).toEqual(['The bike got a new chain on 2 June 2026.', 'Brake pads for the bike are still to be ordered.']);
    expect(raw[0]!.spanIds).toEqual([spanHolding(spans, 'new chain')]);
    expect(raw[0]!.supersedesLine).toEqual({ path: 'Memory/Topics/Bike.md', line: memory[1]!.line });
    expect(raw[1]!.spanIds).toEqual([spanHolding(spans, 'order brake pads')]);
    expect(raw[1]!.sameAsLine).toEqual({ path: 'Memory/Topics/Bike.md', line: memory[0]!.line });
  } finally {
    await server.close();
  }
});
