/**
 * The citation after a line a dream wrote: the examples of the module's own
 * comment as a table, and a round trip — what is rendered parses back to the
 * same references, and a line's words come apart from its citation.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  citationOf, parseCitations, renderCitation, renderCitations, renderCitedText, splitCitation, withoutCitation, type Citation,
} from '../../src/core/formats/citation';

describe('a citation as written', () => {
  const cases: { name: string; cite: Citation; after: string }[] = [
    { name: 'a block id', cite: { target: 'Journal/2023-08-19', block: 'd16-6', alias: null, lines: null }, after: '[[Journal/2023-08-19#^d16-6]]' },
    { name: 'one line', cite: { target: 'Journal/2026-11-05', block: null, alias: null, lines: { start: 12, end: 12 } }, after: '[[Journal/2026-11-05]] L12' },
    { name: 'a range', cite: { target: 'Journal/2026-11-02', block: null, alias: null, lines: { start: 14, end: 16 } }, after: '[[Journal/2026-11-02]] L14–16' },
    { name: 'an alias for a note not named by its date', cite: { target: 'Chats/Lisbon trip', block: 't1', alias: '2023-08-19', lines: null }, after: '[[Chats/Lisbon trip#^t1|2023-08-19]]' },
  ];
  test.each(cases)('$name', ({ cite, after }) => {
    expect(renderCitation(cite)).toBe(after);
    expect(parseCitations(after)).toEqual([cite]);
  });

  test('the alias only when the note is not named by its date', () => {
    const daily = { path: 'Journal/2026-11-05.md', label: '2026-11-05', block: null, startLine: 12, endLine: 12 };
    expect(citationOf(daily).alias).toBeNull();
    expect(citationOf({ ...daily, path: 'Chats/Lisbon trip.md' }).alias).toBe('2026-11-05');
    expect(citationOf({ ...daily, path: 'Sources/Transcripts/a.jsonl', label: 'claude:s1' })).toEqual({
      target: 'Sources/Transcripts/a.jsonl', block: null, alias: 'claude:s1', lines: { start: 12, end: 12 },
    });
  });

  test('line ranges of one note in a row share its link, and parse back one by one', () => {
    const j = (start: number, end = start): Citation => ({ target: 'Journal/2026-11-05', block: null, alias: null, lines: { start, end } });
    const block: Citation = { target: 'Journal/2026-11-06', block: 'a1', alias: null, lines: null };
    const cs = [j(8), j(9, 11), block, j(12)];
    const refs = renderCitations(cs);
    expect(refs).toBe('[[Journal/2026-11-05]] L8, L9–11, [[Journal/2026-11-06#^a1]], [[Journal/2026-11-05]] L12');
    expect(parseCitations(refs)).toEqual(cs);
    // a repeated reference is written once
    expect(renderCitations([j(8), j(8), j(9)])).toBe('[[Journal/2026-11-05]] L8, L9');
  });

  test('a line splits into its words and its references', () => {
    const line = '- Moved the release to Friday · [[Journal/2026-11-05]] L12, [[Journal/2026-11-06#^a1]]';
    expect(splitCitation(line)).toEqual({ text: '- Moved the release to Friday', refs: '[[Journal/2026-11-05]] L12, [[Journal/2026-11-06#^a1]]' });
    expect(withoutCitation(line)).toBe('- Moved the release to Friday');
    // a middle dot in the person's own words is not a citation
    expect(withoutCitation('- Tea · coffee')).toBe('- Tea · coffee');
    expect(renderCitedText('- Tea', '')).toBe('- Tea');
  });
});

describe('round trip', () => {
  const name = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '/', '.', '-', 'é', '💡', "'", '2'), minLength: 1, maxLength: 12 }).map((s) => `n${s.trim()}`);
  const id = fc.string({ unit: fc.constantFrom('a', 'z', '0', '9', '-'), minLength: 1, maxLength: 6 });
  const line = fc.integer({ min: 1, max: 5000 });
  const citation: fc.Arbitrary<Citation> = fc.oneof(
    fc.record({ target: name, block: id, alias: fc.option(name, { nil: null }), lines: fc.constant(null) }),
    fc.record({
      target: name,
      block: fc.constant(null),
      alias: fc.option(name, { nil: null }),
      lines: fc.tuple(line, fc.nat({ max: 40 })).map(([start, more]) => ({ start, end: start + more })),
    }),
  );

  test('property: parse(render(citations)) gives the citations back, and the words come apart', () => {
    fc.assert(
      fc.property(fc.uniqueArray(citation, { minLength: 1, maxLength: 4, selector: renderCitation }), name, (cs, words) => {
        const refs = renderCitations(cs);
        expect(parseCitations(refs)).toEqual(cs);
        const cited = renderCitedText(`- ${words}`, refs);
        expect(splitCitation(cited)).toEqual({ text: `- ${words}`, refs });
      }),
    );
  });
});
