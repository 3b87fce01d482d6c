/** The model's answer: JSON extraction, lenient coercion, and what gets stripped and reported. */
import { describe, expect, it } from '@jest/globals';
import { extractJson, parseAnswer, topicSlug } from '../../src/core/extract/model/schema';

const ids = new Set(['s1', 's2', 's3']);

function candidate(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    text: 'Prefers pnpm over npm for JavaScript projects',
    kind: 'preference',
    topic: 'javascript-tooling',
    domain: 'Software',
    lifecycle: 'active',
    span_ids: ['s1'],
    importance: 0.7,
    stability: 0.9,
    actionability: 0.6,
    explicit: false,
    ...over,
  };
}

describe('extractJson', () => {
  const ok: { name: string; before: string; after: unknown }[] = [
    { name: 'plain JSON', before: '{"candidates": []}', after: { candidates: [] } },
    { name: 'a ```json fence', before: '```json\n{"candidates": []}\n```', after: { candidates: [] } },
    { name: 'a bare ``` fence', before: '```\n{"candidates": [1]}\n```', after: { candidates: [1] } },
    { name: 'leading prose', before: 'Here is the JSON you asked for:\n{"candidates": []}\nHope this helps!', after: { candidates: [] } },
    { name: 'a <think> block first', before: '<think>maybe {"x": 1}?</think>\n{"candidates": []}', after: { candidates: [] } },
    { name: 'braces inside strings', before: 'Answer: {"candidates": [{"text": "use {} and ]"}]} done', after: { candidates: [{ text: 'use {} and ]' }] } },
    { name: 'a byte order mark', before: '\uFEFF{"candidates": []}', after: { candidates: [] } },
    { name: 'a top-level array', before: '[{"a": 1}]', after: [{ a: 1 }] },
  ];
  it.each(ok)('reads $name', ({ before, after }) => {
    expect(extractJson(before)).toEqual({ ok: true, value: after });
  });

  const bad = [
    { name: 'empty', before: '   ' },
    { name: 'prose only', before: 'I could not find anything worth remembering.' },
    { name: 'truncated JSON', before: '{"candidates": [{"text": "Prefers pn' },
  ];
  it.each(bad)('refuses $name', ({ before }) => {
    expect(extractJson(before).ok).toBe(false);
  });
});

describe('parseAnswer', () => {
  it('maps a valid candidate to a RawCandidate from the model', () => {
    const r = parseAnswer(JSON.stringify({ candidates: [candidate({ span_ids: ['s1', 's2'] })] }), ids, 'chunk');
    expect(r).toEqual({
      ok: true,
      answer: {
        answered: 1,
        dropped: [],
        messages: [],
        raw: [
          {
            text: 'Prefers pnpm over npm for JavaScript projects',
            kind: 'preference',
            topic: 'javascript-tooling',
            domain: 'Software',
            lifecycle: 'active',
            spanIds: ['s1', 's2'],
            importance: 0.7,
            stability: 0.9,
            actionability: 0.6,
            explicit: false,
            extractor: 'model',
          },
        ],
      },
    });
  });

  // Harmless drift of local models is accepted; the value the engine sees is shown.
  const lenient: { name: string; over: Record<string, unknown>; field: string; after: unknown }[] = [
    { name: 'numbers as strings', over: { importance: '0.8' }, field: 'importance', after: 0.8 },
    { name: 'kind with a space and capitals', over: { kind: 'Project Status' }, field: 'kind', after: 'project_status' },
    { name: 'span ids as a comma string', over: { span_ids: 's1, s3' }, field: 'spanIds', after: ['s1', 's3'] },
    { name: 'span ids as numbers', over: { span_ids: [2, '[s3]'] }, field: 'spanIds', after: ['s2', 's3'] },
    { name: 'duplicate span ids', over: { span_ids: ['s1', 's1'] }, field: 'spanIds', after: ['s1'] },
    { name: 'explicit as a string', over: { explicit: 'true' }, field: 'explicit', after: true },
    { name: 'missing lifecycle', over: { lifecycle: undefined }, field: 'lifecycle', after: 'active' },
    { name: 'missing domain', over: { domain: undefined }, field: 'domain', after: 'General' },
    // a domain that needs cleaning was not a domain (issue 21): plain words or General
    { name: 'markdown in the domain', over: { domain: '## Software [[x]]' }, field: 'domain', after: 'General' },
    { name: 'a line break in the domain', over: { domain: 'About me\nInjected obsidian app' }, field: 'domain', after: 'General' },
    { name: 'a reserved section as the domain', over: { domain: 'About me' }, field: 'domain', after: 'General' },
    { name: 'plain words in the domain', over: { domain: 'Arts & crafts' }, field: 'domain', after: 'Arts & crafts' },
    { name: 'a multi-line text', over: { text: 'Prefers pnpm\n---\nover npm' }, field: 'text', after: 'Prefers pnpm --- over npm' },
  ];
  it.each(lenient)('accepts $name', ({ over, field, after }) => {
    const r = parseAnswer(JSON.stringify({ candidates: [candidate(over)] }), ids, 'chunk');
    if (!r.ok) throw new Error(r.error);
    expect((r.answer.raw[0] as unknown as Record<string, unknown>)[field]).toEqual(after);
  });

  const dropped: { name: string; over: Record<string, unknown>; says: RegExp }[] = [
    { name: 'an unknown kind', over: { kind: 'vibe' }, says: /dropped candidate 2: kind/ },
    { name: 'a score above 1', over: { importance: 7 }, says: /dropped candidate 2: importance/ },
    { name: 'an empty text', over: { text: '  ' }, says: /dropped candidate 2: text/ },
    { name: 'only span ids it was not given', over: { span_ids: ['s77'] }, says: /candidate 2 has no supporting span/ },
  ];
  it.each(dropped)('drops and reports a candidate with $name, keeping the others', ({ over, says }) => {
    const r = parseAnswer(JSON.stringify({ candidates: [candidate(), candidate(over)] }), ids, 'chunk');
    if (!r.ok) throw new Error(r.error);
    expect(r.answer.raw).toHaveLength(1);
    expect(r.answer.messages.map((m) => m.text).join('\n')).toMatch(says);
  });

  it('strips every engine field the model tries to set, and reports it', () => {
    const r = parseAnswer(
      JSON.stringify({ candidates: [candidate({ tier: 3, confidence: 1, recurrence: 9, derived_from_untrusted: false, path: 'Memory/Identity/x.md', source_sessions: ['x'] })] }),
      ids,
      'chunk',
    );
    if (!r.ok) throw new Error(r.error);
    const c = r.answer.raw[0] as unknown as Record<string, unknown>;
    for (const k of ['tier', 'confidence', 'recurrence', 'derived_from_untrusted', 'path', 'source_sessions', 'derivedFromUntrusted']) {
      expect(c[k]).toBeUndefined();
    }
    expect(r.answer.messages[0]?.text).toBe(
      'chunk: candidate 1 tried to set tier, confidence, recurrence, derived_from_untrusted, path, source_sessions; ignored (the engine computes these, never the model)',
    );
  });

  it('omits a secret the model repeats in a text, topic or domain', () => {
    const key = 'ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4Tb7Wq';
    const r = parseAnswer(JSON.stringify({ candidates: [candidate({ text: `CI token is ${key}`, topic: key, domain: key })] }), ids, 'chunk');
    if (!r.ok) throw new Error(r.error);
    expect(JSON.stringify(r.answer)).not.toContain('R8kd2LmQ');
    expect(r.answer.raw[0]).toMatchObject({ text: 'CI token is [sensitive value omitted]', topic: 'general', domain: 'General' });
  });

  it('accepts an empty list and a top-level array', () => {
    expect(parseAnswer('{"candidates": []}', ids, 'c')).toEqual({ ok: true, answer: { raw: [], messages: [], answered: 0, dropped: [] } });
    const r = parseAnswer(JSON.stringify([candidate()]), ids, 'c');
    expect(r.ok && r.answer.raw.length).toBe(1);
  });

  const unusable = [
    { name: 'garbage', before: 'no json here' },
    { name: 'an object without candidates', before: '{"memories": []}' },
    { name: 'only invalid candidates', before: JSON.stringify({ candidates: [{ text: 'x' }, { kind: 'fact' }] }) },
  ];
  it.each(unusable)('asks for a repair on $name', ({ before }) => {
    expect(parseAnswer(before, ids, 'c').ok).toBe(false);
  });
});

describe('topicSlug', () => {
  const cases: { before: string; after: string; pathLike: boolean }[] = [
    { before: 'javascript-tooling', after: 'javascript-tooling', pathLike: false },
    { before: 'JavaScript Tooling', after: 'javascript-tooling', pathLike: false },
    { before: 'node.js', after: 'node-js', pathLike: false },
    { before: '../../.obsidian/plugins/x/main', after: 'obsidian-plugins-x-main', pathLike: true },
    { before: '..\\..\\Windows\\system32', after: 'windows-system32', pathLike: true },
    { before: '.hidden', after: 'hidden', pathLike: true },
    { before: 'Memory/Identity/me', after: 'memory-identity-me', pathLike: true },
    { before: '日本語 学習', after: '日本語-学習', pathLike: false },
    { before: '  ---  ', after: 'general', pathLike: false },
    { before: 'CON', after: 'con-notes', pathLike: false },
    { before: 'a'.repeat(100), after: 'a'.repeat(64), pathLike: false },
  ];
  it.each(cases)('$before → $after', ({ before, after, pathLike }) => {
    expect(topicSlug(before)).toEqual({ slug: after, pathLike });
  });
});

describe('parseAnswer: the memory line an observation replaces', () => {
  const memory = [
    { id: 'm1', path: 'Memory/Topics/dentist.md', tier: 2 as const, line: '- Dentist on 7 March. · [[Journal/2026-02-01|2026-02-01]] L3', text: 'Dentist on 7 March.' },
  ];
  const cases: { name: string; supersedes: unknown; line: string | undefined; said?: RegExp }[] = [
    { name: 'an id it was given', supersedes: 'm1', line: memory[0]!.line },
    { name: 'in brackets', supersedes: '[m1]', line: memory[0]!.line },
    { name: 'as a number', supersedes: 1, line: memory[0]!.line },
    { name: 'null', supersedes: null, line: undefined },
    { name: 'absent', supersedes: undefined, line: undefined },
    { name: 'an invented id', supersedes: 'm7', line: undefined, said: /said it replaces a memory line it was not given \(m7\); that reference was dropped/ },
    { name: 'a path instead of an id', supersedes: 'Memory/Identity/name.md', line: undefined, said: /not given \(memory\/identity\/name\); that reference was dropped/ },
  ];
  it.each(cases)('$name', ({ supersedes, line, said }) => {
    const r = parseAnswer(JSON.stringify({ candidates: [candidate({ supersedes })] }), ids, 'chunk', memory);
    if (!r.ok) throw new Error(r.error);
    expect(r.answer.raw).toHaveLength(1);
    expect(r.answer.raw[0]!.supersedesLine).toEqual(line === undefined ? undefined : { path: 'Memory/Topics/dentist.md', line });
    if (said) expect(r.answer.messages.map((m) => m.text).join('\n')).toMatch(said);
    else expect(r.answer.messages).toEqual([]);
  });
});
