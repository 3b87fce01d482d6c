/**
 * Our line diff replaced the `diff` package in the plugin bundle. The package
 * stays as the oracle here: every unified diff we write must apply with its
 * `applyPatch` and give the new text, and our edit scripts must be as short as
 * its (both are shortest edits).
 */
import { describe, expect, it } from '@jest/globals';
import { applyPatch, diffLines as oracleDiffLines } from 'diff';
import fc from 'fast-check';
import { diffLines, unifiedDiff } from '../../src/core/lib/line-diff';

const changed = (parts: { value: string; added?: boolean; removed?: boolean }[]): number =>
  parts.filter((p) => p.added || p.removed).reduce((n, p) => n + p.value.split('\n').filter((l, i, all) => l !== '' || i < all.length - 1).length, 0);

/** Notes made of a few distinct lines, so diffs have runs to find and repeats to confuse them. */
const line = fc.constantFrom('# Title', '', '- a', '- b', '- c', 'text', '## Decisions', '- chosen');
const text = fc.tuple(fc.array(line, { maxLength: 30 }), fc.boolean()).map(([ls, nl]) => (ls.length === 0 ? '' : ls.join('\n') + (nl ? '\n' : '')));

describe('diffLines', () => {
  it.each([
    { name: 'no change', before: 'a\nb\n', after: 'a\nb\n', parts: [{ value: 'a\nb\n' }] },
    { name: 'a line added in the middle', before: 'a\nc\n', after: 'a\nb\nc\n', parts: [{ value: 'a\n' }, { value: 'b\n', added: true }, { value: 'c\n' }] },
    { name: 'a changed line: removed first, then added', before: 'a\nb\nc\n', after: 'a\nB\nc\n', parts: [{ value: 'a\n' }, { value: 'b\n', removed: true }, { value: 'B\n', added: true }, { value: 'c\n' }] },
    { name: 'a new file', before: '', after: 'x\n', parts: [{ value: 'x\n', added: true }] },
    { name: 'only the final newline differs', before: 'a', after: 'a\n', parts: [{ value: 'a', removed: true }, { value: 'a\n', added: true }] },
  ])('$name', ({ before, after, parts }) => {
    expect(diffLines(before, after)).toEqual(parts);
  });

  it('rebuilds both texts and is as short as the diff package\'s edit', () => {
    fc.assert(fc.property(text, text, (before, after) => {
      const parts = diffLines(before, after);
      expect(parts.filter((p) => !p.added).map((p) => p.value).join('')).toBe(before);
      expect(parts.filter((p) => !p.removed).map((p) => p.value).join('')).toBe(after);
      expect(changed(parts)).toBe(changed(oracleDiffLines(before, after)));
    }), { seed: 7, numRuns: 500 });
  });

  it('a long rewrite beyond the edit limit is still a correct diff', () => {
    const before = Array.from({ length: 1500 }, (_, i) => `old ${i}`).join('\n') + '\n';
    const after = Array.from({ length: 1500 }, (_, i) => `new ${i}`).join('\n') + '\n';
    const parts = diffLines(before, after);
    expect(parts).toEqual([{ value: before, removed: true }, { value: after, added: true }]);
  });
});

describe('unifiedDiff', () => {
  it('writes the headers and hunks `patch` reads', () => {
    expect(unifiedDiff('Topics/x.md', 'a\nb\nc\n', 'a\nB\nc\n', 'before', 'after')).toBe(
      'Index: Topics/x.md\n' + '='.repeat(67) + '\n--- Topics/x.md\tbefore\n+++ Topics/x.md\tafter\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n',
    );
    expect(unifiedDiff('n.md', '', 'x', '(new file)', 'after')).toBe(
      'Index: n.md\n' + '='.repeat(67) + '\n--- n.md\t(new file)\n+++ n.md\tafter\n@@ -0,0 +1,1 @@\n+x\n\\ No newline at end of file\n',
    );
  });

  it('applies with the diff package and gives the new text (far-apart changes make separate hunks)', () => {
    fc.assert(fc.property(text, text, (before, after) => {
      const patch = unifiedDiff('n.md', before, after, 'before', 'after');
      expect(applyPatch(before, patch)).toBe(after);
    }), { seed: 8, numRuns: 500 });
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}`);
    const edited = long.map((l, i) => (i === 3 || i === 30 ? l + ' edited' : l));
    const patch = unifiedDiff('n.md', long.join('\n') + '\n', edited.join('\n') + '\n', 'before', 'after');
    expect(patch.match(/^@@ /gm)).toHaveLength(2);
    expect(applyPatch(long.join('\n') + '\n', patch)).toBe(edited.join('\n') + '\n');
  });
});
