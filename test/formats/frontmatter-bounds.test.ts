/**
 * The bounds a frontmatter block is held to before any YAML engine parses it
 * (issue 19: a flow list nested a few thousand deep killed the CLI with a V8
 * fatal error). Rows a person writes pass; hostile shapes are refused, and a
 * refused note is skipped whole, under both engines.
 */
import { describe, expect, test } from '@jest/globals';
import {
  frontmatterBoundsProblem,
  MAX_FRONTMATTER_CHARS,
  MAX_FRONTMATTER_DEPTH,
} from '../../src/core/formats/frontmatter-bounds';
import { parseNote } from '../../src/core/formats/frontmatter';
import { spansFromNote } from '../../src/core/extract/spans';
import type { ReportMessage } from '../../src/core/ports/types';
import { YAML_ENGINES } from '../fakes/yaml-engines';

const deepFlow = (n: number): string => `tags: ${'['.repeat(n)}${']'.repeat(n)}\n`;

const within: { name: string; block: string }[] = [
  { name: 'an ordinary header', block: 'title: Tuesday\ntags: [journal, "[[Bob]]"]\ncreated: 2026-11-29\n' },
  { name: 'a block list and a nested map', block: 'dreamed:\n  updated: 2026-11-29\n  sources:\n    - note:Journal/2026-11-02.md\n    - note:Journal/2026-11-03.md\n' },
  { name: 'a literal block with indented lines', block: 'description: |\n  one\n    two\n      three\n' },
  { name: 'flow lists nested a few deep', block: 'm: {a: [1, [2, [3, {b: c}]]]}\n' },
  { name: 'a comment full of brackets', block: '# [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\ntitle: x\n' },
  { name: 'nesting exactly at the bound', block: deepFlow(MAX_FRONTMATTER_DEPTH - 1) },
];

const past: { name: string; block: string; problem: RegExp }[] = [
  { name: 'a flow list nested 4,500 deep (the crash)', block: deepFlow(4500), problem: /nested more than 64 levels deep/ },
  { name: 'a flow map nested past the bound', block: `a: ${'{a: '.repeat(100)}1${'}'.repeat(100)}\n`, problem: /nested more than 64/ },
  { name: 'flow brackets opened over many lines', block: `a:\n${'  [\n'.repeat(100)}`, problem: /nested more than 64/ },
  { name: 'compact block lists on one line', block: `${'- '.repeat(200)}x\n`, problem: /nested more than 64/ },
  {
    name: 'block maps nested by indentation',
    block: Array.from({ length: 100 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' v\n',
    problem: /nested more than 64/,
  },
  { name: 'a block past the size bound', block: `title: ${'x'.repeat(MAX_FRONTMATTER_CHARS)}\n`, problem: /KiB, over the 256 KiB/ },
];

describe('frontmatterBoundsProblem', () => {
  test.each(within)('within: $name', ({ block }) => {
    expect(frontmatterBoundsProblem(block)).toBeNull();
  });
  test.each(past)('past: $name', ({ block, problem }) => {
    expect(frontmatterBoundsProblem(block)).toMatch(problem);
  });
});

describe.each(YAML_ENGINES)('%s', (_name, engine) => {
  test('a note past the bounds is not parsed: flagged, its text not read as a body', () => {
    const note = parseNote(engine, `---\n${deepFlow(4500)}---\n- I like tea.\n`);
    expect(note.outOfBounds).toBe(true);
    expect(note.data).toEqual({});
    expect(note.error).toMatch(/frontmatter is not read \(nested more than 64 levels deep\)/);
  });

  test('aliases that would copy into a million values are refused', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 6; i++) levels.push(`l${i}: &l${i} [${Array(10).fill(i === 1 ? '*a' : `*l${i - 1}`).join(', ')}]`);
    const note = parseNote(engine, `---\n${levels.join('\n')}\n---\nbody\n`);
    expect(note.data).toEqual({});
    expect(note.error).toBeDefined();
  });

  test('spans: the note is skipped whole and named', () => {
    const messages: ReportMessage[] = [];
    const spans = spansFromNote(engine, 'Journal/2026-11-04.md', `---\n${deepFlow(4500)}---\n- I like tea.\n`, '2026-11-04', {
      untrustedFolders: [],
      messages,
      nextId: ((n) => () => `s${++n}`)(0),
    });
    expect(spans).toEqual([]);
    expect(messages).toEqual([
      { level: 'warn', path: 'Journal/2026-11-04.md', text: 'frontmatter is not read (nested more than 64 levels deep); the note is skipped' },
    ]);
  });
});
