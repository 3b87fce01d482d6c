/**
 * parseNote / renderNote: every note the engine reads or writes passes through
 * here, so each row below is a way a real vault note has gone wrong somewhere.
 */
import { describe, expect, test } from '@jest/globals';
import { parseNote, renderNote, stripBom } from '../src/core/formats/frontmatter';
import type { ParsedNote } from '../src/core/formats/frontmatter';
import { YAML_ENGINES } from './fakes/yaml-engines';

interface Case {
  name: string;
  before: string;
  after: Partial<ParsedNote>;
}

const cases: Case[] = [
  {
    name: 'no frontmatter: the whole text is the body',
    before: '# Tuesday\n\n- walked the dog\n',
    after: { data: {}, body: '# Tuesday\n\n- walked the dog\n', bodyStartLine: 1, hasFrontmatter: false, eol: '\n' },
  },
  {
    name: 'empty file',
    before: '',
    after: { data: {}, body: '', bodyStartLine: 1, hasFrontmatter: false, eol: '\n' },
  },
  {
    // A Date would be written back as 2026-11-29T00:00:00.000Z and break every Dataview query.
    name: 'dates stay strings',
    before: '---\ncreated: 2026-11-29\nupdated: [2026-11-30]\n---\nbody\n',
    after: { data: { created: '2026-11-29', updated: ['2026-11-30'] }, body: 'body\n', bodyStartLine: 5, hasFrontmatter: true },
  },
  {
    name: 'numbers, booleans and lists keep their YAML types',
    before: '---\nconfidence: 0.86\nrecurrence: 3\nderived_from_untrusted: false\ntags: [a, b]\n---\n',
    after: { data: { confidence: 0.86, recurrence: 3, derived_from_untrusted: false, tags: ['a', 'b'] }, body: '', bodyStartLine: 7 },
  },
  {
    name: 'a BOM before the opening fence is stripped, frontmatter still read',
    before: '\uFEFF---\ntitle: x\n---\nbody\n',
    after: { data: { title: 'x' }, body: 'body\n', bodyStartLine: 4, hasFrontmatter: true },
  },
  {
    name: 'CRLF: values carry no \\r and eol says CRLF',
    before: '---\r\ntitle: Windows note\r\ncreated: 2026-11-02\r\n---\r\nline one\r\nline two\r\n',
    after: { data: { title: 'Windows note', created: '2026-11-02' }, body: 'line one\nline two\n', bodyStartLine: 5, eol: '\r\n' },
  },
  {
    name: 'CJK keys and values',
    before: '---\n題名: 今日の記録\ntags: [日記, 메모]\n---\n本文です。\n',
    after: { data: { 題名: '今日の記録', tags: ['日記', '메모'] }, body: '本文です。\n', bodyStartLine: 5 },
  },
  {
    name: 'empty frontmatter block',
    before: '---\n---\nbody\n',
    after: { data: {}, body: 'body\n', bodyStartLine: 3, hasFrontmatter: true },
  },
  {
    name: 'bodyStartLine counts multi-line values',
    before: '---\nsummary: |\n  line a\n  line b\nsource_sessions:\n  - note:Journal/2026-11-02.md\n  - claude:sess-abc\n---\n\n# Heading\n',
    after: {
      data: { summary: 'line a\nline b\n', source_sessions: ['note:Journal/2026-11-02.md', 'claude:sess-abc'] },
      body: '\n# Heading\n',
      bodyStartLine: 9,
    },
  },
  {
    name: 'a thematic break later in the body is not frontmatter',
    before: '# Title\n\n---\n\nafter the rule\n',
    after: { data: {}, body: '# Title\n\n---\n\nafter the rule\n', bodyStartLine: 1, hasFrontmatter: false },
  },
];

describe.each(YAML_ENGINES)('%s', (_name, engine) => {
  describe('parseNote', () => {
    test.each(cases)('$name', ({ before, after }) => {
      const parsed = parseNote(engine, before);
      expect(parsed.error).toBeUndefined();
      expect(parsed).toMatchObject(after);
      // The body line really is where the body starts in the original text.
      const lines = stripBom(before).split(/\r?\n/);
      if (parsed.body.trim() !== '') {
        const firstBodyLine = parsed.body.split('\n')[0];
        expect(lines[parsed.bodyStartLine - 1]).toBe(firstBodyLine);
      }
    });

    test('a timestamp with a time of day stays the string as written', () => {
      // js-yaml (Obsidian's parseYaml) made a Date of it, written back as 2026-11-30T08:15:00.000Z.
      const parsed = parseNote(engine, '---\nupdated: 2026-11-30T08:15:00\n---\n');
      expect(parsed.data).toEqual({ updated: '2026-11-30T08:15:00' });
    });

    test('key order is the order in the file', () => {
      const parsed = parseNote(engine, '---\nzeta: 1\nalpha: 2\nid: x\ncreated: 2026-01-01\nmine: keep\n---\n');
      expect(Object.keys(parsed.data)).toEqual(['zeta', 'alpha', 'id', 'created', 'mine']);
    });

    const broken: { name: string; before: string }[] = [
      { name: 'unclosed quote', before: '---\ntitle: "unclosed\n---\nbody\n' },
      { name: 'bad indentation', before: '---\na:\n  - x\n - y\n---\nbody\n' },
      { name: 'a list, not a map', before: '---\n- just\n- a list\n---\nbody\n' },
      { name: 'a tab-indented map', before: '---\na:\n\tb: 1\n---\nbody\n' },
    ];
    test.each(broken)('broken YAML ($name) is an error message, not a throw', ({ before }) => {
      let parsed: ParsedNote | undefined;
      expect(() => {
        parsed = parseNote(engine, before);
      }).not.toThrow();
      expect(parsed?.error).toMatch(/^frontmatter could not be read \(.+\)$/);
      expect(parsed?.data).toEqual({});
      expect(parsed?.hasFrontmatter).toBe(true);
      // The person's text is all still there for the caller to report on.
      expect(parsed?.body).toBe(before);
    });

    const executable = ['js', 'javascript', 'coffee'];
    test.each(executable)('---%s frontmatter is refused without running it', (lang) => {
      const g = globalThis as { __vaultDreamingPwned?: boolean };
      delete g.__vaultDreamingPwned;
      const before = `---${lang}\n{ pwned: (globalThis.__vaultDreamingPwned = true) }\n---\nbody\n`;
      const parsed = parseNote(engine, before);
      expect(g.__vaultDreamingPwned).toBeUndefined();
      expect(parsed.error).toMatch(/executable frontmatter/);
      expect(parsed.data).toEqual({});
    });

    test('two parses of the same text do not share objects', () => {
      const text = '---\ntags: [a]\nmeta:\n  k: v\n---\nbody\n';
      const first = parseNote(engine, text);
      (first.data.tags as string[]).push('mutated');
      (first.data.meta as Record<string, string>).k = 'mutated';
      first.data.extra = 1;
      const second = parseNote(engine, text);
      expect(second.data).toEqual({ tags: ['a'], meta: { k: 'v' } });
    });
  });

  describe('renderNote', () => {
    const rows: { name: string; data: Record<string, unknown>; body: string; after: string }[] = [
      {
        name: 'no keys: only the body',
        data: {},
        body: 'just text\n',
        after: 'just text\n',
      },
      {
        name: 'keys in insertion order, date strings unquoted, lists inline-safe',
        data: { id: '2026-11-29-prefers-pnpm', created: '2026-11-29', confidence: 0.86, tags: [] },
        body: '# Prefers pnpm\n',
        after: '---\nid: 2026-11-29-prefers-pnpm\ncreated: 2026-11-29\nconfidence: 0.86\ntags: []\n---\n# Prefers pnpm\n',
      },
      {
        name: 'a leading blank line of the body is not doubled',
        data: { a: 1 },
        body: '\nbody\n',
        after: '---\na: 1\n---\nbody\n',
      },
    ];
    test.each(rows)('$name', ({ data, body, after }) => {
      expect(renderNote(data, body)).toBe(after);
    });

    test('render then parse round-trips data and keeps dates as strings', () => {
      const data = { id: 'x', type: 'note', created: '2026-11-29', source_sessions: ['note:Journal/2026-11-02.md'], derived_from_untrusted: false };
      const parsed = parseNote(engine, renderNote(data, 'body\n'));
      expect(parsed.data).toEqual(data);
      expect(Object.keys(parsed.data)).toEqual(Object.keys(data));
      expect(parsed.body).toBe('body\n');
    });
  });
});
