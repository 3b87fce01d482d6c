/**
 * The wikilink grammar: a table of links as people write them, and a
 * round-trip property — whatever the parts, what is rendered parses back to
 * the same (escaped) parts.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  findWikiLinks, parseWikiLink, renderWikiLink, replaceWikiLinks, safeAlias, safeTarget, shownText, wikilink, type WikiLink,
} from '../../src/core/formats/wikilink';

const link = (over: Partial<WikiLink>): WikiLink => ({ target: '', subpath: null, alias: null, embed: false, ...over });

describe('reading a wikilink', () => {
  const cases: { before: string; after: WikiLink }[] = [
    { before: '[[seedling]]', after: link({ target: 'seedling' }) },
    { before: '[[Memory/Topics/seedling.md]]', after: link({ target: 'Memory/Topics/seedling.md' }) },
    { before: '[[seedling|the app]]', after: link({ target: 'seedling', alias: 'the app' }) },
    { before: '[[seedling#Release notes]]', after: link({ target: 'seedling', subpath: 'Release notes' }) },
    { before: '[[seedling#^a1b2c3|step 3]]', after: link({ target: 'seedling', subpath: '^a1b2c3', alias: 'step 3' }) },
    { before: '![[diagram.png]]', after: link({ target: 'diagram.png', embed: true }) },
    { before: '[[#Heading in this note]]', after: link({ subpath: 'Heading in this note' }) },
    // inside a Markdown table the alias bar is escaped
    { before: '[[seedling\\|the app]]', after: link({ target: 'seedling', alias: 'the app' }) },
    { before: "[[Bob's bike]]", after: link({ target: "Bob's bike" }) },
  ];
  test.each(cases)('$before', ({ before, after }) => {
    expect(parseWikiLink(before)).toEqual(after);
    expect(findWikiLinks(`text ${before} more`).map((f) => f.link)).toEqual([after]);
  });

  test('not links: a line break, a lone bracket pair, a Markdown link', () => {
    expect(findWikiLinks('[[a\nb]] [single] [text](x.md) [[]')).toEqual([]);
  });

  test('several on a line, with offsets', () => {
    const found = findWikiLinks('See [[a]] and ![[b|B]].');
    expect(found.map((f) => [f.index, f.raw])).toEqual([[4, '[[a]]'], [14, '![[b|B]]']]);
  });

  test('replace shows what a reader sees', () => {
    expect(replaceWikiLinks('Fixed the [[Bike rebuild|bike]] and [[Journal/2026-11-02]]', shownText)).toBe('Fixed the bike and Journal/2026-11-02');
  });
});

describe('writing a wikilink', () => {
  test('a path loses its .md; the alias follows a bar', () => {
    expect(wikilink('Memory/Topics/seedling.md', 'seedling')).toBe('[[Memory/Topics/seedling|seedling]]');
    expect(wikilink('Journal/2026-11-02.md')).toBe('[[Journal/2026-11-02]]');
  });

  test('one escaping rule: characters a name cannot hold become spaces', () => {
    expect(renderWikiLink(link({ target: 'a|b#c^d[e]', alias: 'x|y]]z' }))).toBe('[[a b c d e|x y  z]]');
    expect(safeTarget('Q3 [draft]')).toBe('Q3  draft');
    expect(safeAlias('step #3 ^a')).toBe('step #3 ^a');
  });

  const text = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '/', '.', '|', '#', '^', '[', ']', '\n', 'é', '💡', "'", '\\', '!') , maxLength: 12 });
  const anyLink = fc.record({
    target: text,
    subpath: fc.option(text, { nil: null }),
    alias: fc.option(text, { nil: null }),
    embed: fc.boolean(),
  });

  test('property: render → parse → render is stable, and a clean link comes back whole', () => {
    fc.assert(
      fc.property(anyLink, (l) => {
        const once = renderWikiLink(l);
        const parsed = parseWikiLink(once);
        expect(parsed).not.toBeNull();
        expect(renderWikiLink(parsed!)).toBe(once);
        expect(findWikiLinks(`x ${once} y`)).toHaveLength(1);
      }),
    );
    const clean = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '/', '.', 'é', '💡', "'", '-'), minLength: 1, maxLength: 12 }).map((s) => `n${s.trim()}`);
    fc.assert(
      fc.property(fc.record({ target: clean, subpath: fc.option(clean, { nil: null }), alias: fc.option(clean, { nil: null }), embed: fc.boolean() }), (l) => {
        expect(parseWikiLink(renderWikiLink(l))).toEqual(l);
      }),
    );
  });
});
