/**
 * A person's frontmatter keeps its form: a dream that adds lines to their note
 * used to drop their YAML comments and reflow `tags: [project]` into a block
 * list. `editFrontmatter` edits through the `yaml` package's Document and puts
 * each changed pair in place of its own source; these tests hold it to "bytes
 * as they were" for every key it does not change.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { editFrontmatter, frontmatterBlock, parseNote } from '../src/core/formats/frontmatter';
import { rewriteNote, splitNote } from '../src/core/consolidate/notes';
import { parse as parseYaml } from 'yaml';
import type { YamlPort } from '../src/core/ports/yaml';
import { YAML_ENGINES } from './fakes/yaml-engines';

function edit(engine: YamlPort, text: string, next: Record<string, unknown>): string {
  const r = editFrontmatter(engine, text, next);
  if ('error' in r) throw new Error(r.error);
  return r.head + r.body;
}

describe.each(YAML_ENGINES)('%s', (_name, engine) => {
  describe('editFrontmatter (table)', () => {
    const cases: { name: string; before: string; next: Record<string, unknown>; after: string }[] = [
      {
        name: 'the issue: flow tags and a comment survive a dreamed: key being added',
        before: '---\n# my project\ntags: [project]  # keep flow\ncreated: 2026-10-20\n---\n# Seedling\n',
        next: { tags: ['project'], created: '2026-10-20', dreamed: { updated: '2026-11-29', sources: ['note:J/a.md'] } },
        after: '---\n# my project\ntags: [project]  # keep flow\ncreated: 2026-10-20\ndreamed:\n  updated: 2026-11-29\n  sources: [note:J/a.md]\n---\n# Seedling\n',
      },
      {
        name: 'a changed scalar keeps its quotes and its comment',
        before: '---\nupdated: "2026-11-01" # by hand\nother: x\n---\n',
        next: { updated: '2026-11-29', other: 'x' },
        after: '---\nupdated: "2026-11-29" # by hand\nother: x\n---\n',
      },
      {
        name: 'appending to a block list keeps the items and comments already there',
        before: '---\nsource_sessions:\n  - note:a.md # first\n  # between\n  - note:b.md\nz: 1\n---\nbody\n',
        next: { source_sessions: ['note:a.md', 'note:b.md', 'note:c.md'], z: 1 },
        after: '---\nsource_sessions:\n  - note:a.md # first\n  # between\n  - note:b.md\n  - note:c.md\nz: 1\n---\nbody\n',
      },
      {
        name: 'a flow list stays flow, with the padding the person used',
        before: '---\nsource_sessions: [ note:a.md ]\n---\n',
        next: { source_sessions: ['note:a.md', 'note:b.md'] },
        after: '---\nsource_sessions: [ note:a.md, note:b.md ]\n---\n',
      },
      {
        name: 'an empty value is filled on its own line',
        before: '---\nconfidence:\nx: 1\n---\n',
        next: { confidence: 0.8, x: 1 },
        after: '---\nconfidence: 0.8\nx: 1\n---\n',
      },
      {
        name: 'a repeated key: the last one (the one a reader sees) is edited',
        before: '---\na: 1\na: 2\n---\n',
        next: { a: 3 },
        after: '---\na: 1\na: 3\n---\n',
      },
      {
        name: 'a block map value under our key is replaced at its indentation',
        before: '---\ntitle: x\ndreamed:\n    updated: 2026-11-01\n    sources: [note:a.md]\n# tail comment\n---\n',
        next: { title: 'x', dreamed: { updated: '2026-11-29', sources: ['note:a.md', 'note:b.md'] } },
        after: '---\ntitle: x\ndreamed:\n    updated: 2026-11-29\n    sources: [note:a.md, note:b.md]\n# tail comment\n---\n',
      },
      {
        name: 'empty frontmatter gains keys',
        before: '---\n---\nbody\n',
        next: { a: 'b' },
        after: '---\na: b\n---\nbody\n',
      },
      {
        name: 'a body that looks like a second document is not touched',
        before: '---\na: 1\n---\nb: 2\n---\nc: 3\n',
        next: { a: 2 },
        after: '---\na: 2\n---\nb: 2\n---\nc: 3\n',
      },
      {
        name: 'an anchor someone aliases is not spliced apart: the alias keeps its value',
        before: '---\nbase: &b [x]\ncopy: *b\nn: 1\n---\n',
        next: { base: ['x'], copy: ['x'], n: 2 },
        after: '---\nbase: &b [x]\ncopy: *b\nn: 2\n---\n',
      },
    ];
    it.each(cases)('$name', ({ before, next, after }) => {
      expect(edit(engine, before, next)).toBe(after);
    });

    it('a top-level flow map still gets the values (rendered anew, not spliced)', () => {
      const out = edit(engine, '---\n{a: 1, b: [x]}\n---\nbody\n', { a: 1, b: ['x'], c: 2 });
      expect(parseNote(engine, out).data).toEqual({ a: 1, b: ['x'], c: 2 });
      expect(out.endsWith('---\nbody\n')).toBe(true);
    });

    it('a header without a closing line is refused with a reason', () => {
      expect(editFrontmatter(engine, '---\na: 1\n', { a: 2 })).toEqual({ error: 'the frontmatter has no closing ---' });
    });
  });
});

// ------------------------------------------------------------ properties

/** One piece of a generated header: its text, and the key it defines if it may be changed. */
interface Chunk {
  text: string;
  key: string | null;
}

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,6}( [a-z0-9]{1,5})?$/);
const cjk = fc.constantFrom('日記', '메모', 'café', 'naïve');
const plain = fc.oneof(word, cjk);
const quotedText = fc.stringMatching(/^[a-zA-Z0-9 :#,[\]{}-]{0,12}$/);
const comment = fc.oneof(fc.constant(''), word.map((w) => `  # ${w}`));

function chunkFor(key: string, i: number): fc.Arbitrary<Chunk[]> {
  const one = (body: fc.Arbitrary<string>): fc.Arbitrary<Chunk[]> => body.map((b) => [{ text: `${key}:${b}\n`, key }]);
  return fc.oneof(
    one(fc.tuple(plain, comment).map(([v, c]) => ` ${v}${c}`)),
    one(fc.tuple(quotedText, comment).map(([v, c]) => ` "${v}"${c}`)),
    one(quotedText.map((v) => ` '${v}'`)),
    one(fc.constantFrom(' 0.86', ' 3', ' true', ' false', ' 2026-11-02', ' null', ' ~', '')),
    one(fc.tuple(fc.array(plain, { maxLength: 3 }), fc.boolean()).map(([xs, pad]) => (pad ? ` [ ${xs.join(', ')} ]` : ` [${xs.join(', ')}]`))),
    one(fc.tuple(fc.array(plain, { minLength: 1, maxLength: 3 }), fc.constantFrom('  ', ''), comment).map(([xs, ind, c]) => `${c}\n${xs.map((x) => `${ind}- ${x}`).join('\n')}`)),
    one(fc.array(plain, { minLength: 1, maxLength: 2 }).map((xs) => ` |\n${xs.map((x) => `  ${x}`).join('\n')}\n  --- not a delimiter`)),
    one(fc.tuple(plain, plain).map(([a, b]) => `\n  inner: ${a}\n  list: [${b}]`)),
    // An anchor and its alias: neither is a key a run changes.
    fc.tuple(plain).map(([v]) => [{ text: `${key}: &anchor${i} ${v}\n${key}_alias: *anchor${i}\n`, key: null }]),
  );
}

const decoration = fc.constantFrom<Chunk[]>([], [{ text: '\n', key: null }], [{ text: '# a comment line\n', key: null }], [{ text: '#  ---  not a delimiter\n', key: null }]);

const header = fc.integer({ min: 0, max: 7 }).chain((n) =>
  fc.tuple(...Array.from({ length: n }, (_, i) => fc.tuple(chunkFor(`k${i}`, i), decoration).map(([a, b]) => [...a, ...b]))).map((parts) => parts.flat()),
);

const bodyText = fc.constantFrom('', '# Title\n\nText.\n', '---\nsecond: doc\n---\nmore\n', 'a line\n...\n', '\n\n- item\n');

const note = fc.record({ chunks: header, body: bodyText, crlf: fc.boolean(), bom: fc.boolean() });

function assemble(n: { chunks: Chunk[]; body: string; crlf: boolean; bom: boolean }): string {
  const lf = `---\n${n.chunks.map((c) => c.text).join('')}---\n${n.body}`;
  return (n.bom ? '\ufeff' : '') + (n.crlf ? lf.replace(/\n/g, '\r\n') : lf);
}

const newValue = fc.oneof(
  plain,
  fc.integer({ min: 0, max: 99 }),
  fc.boolean(),
  fc.array(plain, { maxLength: 3 }),
  fc.record({ updated: fc.constant('2026-11-29'), sources: fc.array(plain, { maxLength: 2 }) }),
);

describe.each(YAML_ENGINES)('%s', (_name, engine) => {
  describe('editFrontmatter (properties)', () => {
    it('every generated header parses (the generator makes real YAML)', () => {
      fc.assert(fc.property(note, (n) => {
        expect(parseNote(engine, assemble(n)).error).toBeUndefined();
      }), { seed: 9, numRuns: 300 });
    });

    it('round-trips byte for byte when the run has nothing to change (comments, flow lists, quotes, CRLF, BOM, anchors)', () => {
      fc.assert(fc.property(note, (n) => {
        const text = assemble(n);
        const parts = splitNote(engine, text);
        const out = rewriteNote(engine, parts, parts.data, parts.body);
        expect(out.content).toBe(text);
        // The body is cut where gray-matter cuts it.
        expect(frontmatterBlock(parts.source)?.body).toBe(parts.body);
      }), { seed: 1, numRuns: 400 });
    });

    it('a run that changes some keys leaves every other key\'s bytes as they were, in order', () => {
      const scenario = note.chain((n) => {
        const keys = n.chunks.map((c) => c.key).filter((k): k is string => k !== null);
        return fc.tuple(
          fc.constant(n),
          fc.subarray(keys),
          fc.array(newValue, { minLength: keys.length, maxLength: keys.length }),
          fc.option(newValue, { nil: undefined }),
        );
      });
      fc.assert(fc.property(scenario, ([n, changed, values, added]) => {
        const text = assemble(n);
        const parts = splitNote(engine, text);
        const next: Record<string, unknown> = { ...parts.data };
        changed.forEach((k, i) => (next[k] = values[i]));
        if (added !== undefined) next.dreamed = added;
        const out = rewriteNote(engine, parts, next, parts.body);
        expect(out.error).toBeUndefined();
        const content = out.content!;
        const eol = n.crlf ? '\r\n' : '\n';
        // What it says is exactly what was asked.
        expect(parseNote(engine, content).data).toEqual(parseYaml(JSON.stringify(next)));
        // Every untouched piece is there verbatim and in its place relative to the others.
        let from = 0;
        for (const c of n.chunks) {
          if (c.key !== null && changed.includes(c.key)) continue;
          const at = content.indexOf(c.text.replace(/\n/g, eol), from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + c.text.length;
        }
        expect(content.startsWith(n.bom ? '\ufeff---' : '---')).toBe(true);
        expect(content.endsWith(n.body.replace(/\n/g, eol))).toBe(true);
      }), { seed: 2, numRuns: 400 });
    });
  });
});
