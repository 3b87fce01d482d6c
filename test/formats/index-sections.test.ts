/**
 * The index's `## ` sections: one rule for every reader, fenced code skipped
 * (a `## ` inside a code block used to count as a section for the rewrite
 * check and "Link from index", and not for curation).
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { fencedLines, indexSections, leavesFenceOpen, renderSectionHeading, sectionAt, sectionNames } from '../../src/core/formats/index-sections';

describe('sections of an index', () => {
  const index = ['Intro line', '', '## Projects', '- a', '```md', '## Not a section', '```', '## Standing rules ##', '- b', '### Detail', '- c'];

  test('a heading inside fenced code is not a section; ### is not one either', () => {
    expect(indexSections(index)).toEqual([
      { name: '', start: -1, end: 2 },
      { name: 'Projects', start: 2, end: 7 },
      { name: 'Standing rules', start: 7, end: 11 },
    ]);
    expect(sectionNames(index.join('\r\n'))).toEqual(['Projects', 'Standing rules']);
    expect(sectionAt(indexSections(index), 5).name).toBe('Projects');
  });

  test('fences close only with their own character, at least as long', () => {
    expect(fencedLines(['````', '```', '## x', '````', '## y'])).toEqual([true, true, true, true, false]);
    expect(fencedLines(['~~~', '```', '~~~'])).toEqual([true, true, true]);
    expect(leavesFenceOpen(['```', 'code'])).toBe(true);
    expect(leavesFenceOpen(['```', 'code', '```'])).toBe(false);
  });
});

describe('round trip', () => {
  const name = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '-', 'é', '💡', "'", '#'), minLength: 1, maxLength: 12 }).map((s) => `N${s}`.replace(/[#\s]+$/, ''));
  const bodyLine = fc.oneof(fc.constantFrom('- item', '', 'prose', '### deeper', '* [ ] task'), fc.constant('```\n## in code\n```'));
  const body = fc.array(bodyLine, { maxLength: 5 }).map((ls) => ls.join('\n').split('\n'));

  test('property: rendered sections are found again with their names and extents', () => {
    fc.assert(
      fc.property(body, fc.array(fc.tuple(name, body), { maxLength: 5 }), (preamble, sections) => {
        const lines = [...preamble];
        const expected = [{ name: '', start: -1, end: 0 }];
        for (const [n, b] of sections) {
          expected[expected.length - 1]!.end = lines.length;
          expected.push({ name: n, start: lines.length, end: 0 });
          lines.push(renderSectionHeading(n), ...b);
        }
        expected[expected.length - 1]!.end = lines.length;
        expect(indexSections(lines)).toEqual(expected);
      }),
    );
  });
});
