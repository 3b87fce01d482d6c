/**
 * The plugin's own index line: what reads as an entry (and whose it is), and a
 * round trip over its parts.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  entryPath, parseEntryState, parseIndexEntry, pluginEntryOf, renderEntryState, renderIndexEntry, type IndexEntry,
} from '../../src/core/formats/index-entry';
import type { Lifecycle } from '../../src/core/formats/lifecycle';

describe('reading an index line', () => {
  const cases: { before: string; after: IndexEntry | null; ours: boolean }[] = [
    {
      before: '- **Seedling** — active; release moved to Friday · [[Memory/Topics/seedling|seedling]]',
      after: { title: 'Seedling', state: 'active; release moved to Friday', target: 'Memory/Topics/seedling', alias: 'seedling' },
      ours: true,
    },
    {
      before: '- **Newsletter** — paused · [[Memory/Topics/newsletter.md]]  ',
      after: { title: 'Newsletter', state: 'paused', target: 'Memory/Topics/newsletter.md', alias: null },
      ours: true,
    },
    // the person's line of the same shape, linking a bare name: theirs, not curated
    { before: '- **Bread** — active · [[sourdough]]', after: { title: 'Bread', state: 'active', target: 'sourdough', alias: null }, ours: false },
    // a heading link, an embed, or text after the link is not an entry
    { before: '- **Bread** — active · [[Memory/Topics/bread#Recipe]]', after: null, ours: false },
    { before: '- **Bread** — active · ![[Memory/Topics/bread]]', after: null, ours: false },
    { before: '- **Bread** — active · [[Memory/Topics/bread]] and more', after: null, ours: false },
    { before: '- Bread — active · [[Memory/Topics/bread]]', after: null, ours: false },
  ];
  test.each(cases)('$before', ({ before, after, ours }) => {
    expect(parseIndexEntry(before)).toEqual(after);
    expect(pluginEntryOf(before) !== null).toBe(ours);
  });

  test('the path an entry links, and its state', () => {
    expect(entryPath(parseIndexEntry('- **A** — done · [[Memory/Topics/a|a]]')!)).toBe('Memory/Topics/a.md');
    expect(parseEntryState('paused; waiting on the printer')).toEqual({ lifecycle: 'paused', summary: 'waiting on the printer' });
    expect(parseEntryState('done')).toEqual({ lifecycle: 'done', summary: null });
    // a state in no known word is a summary of live work
    expect(parseEntryState('shipping soon')).toEqual({ lifecycle: 'active', summary: 'shipping soon' });
  });
});

describe('round trip', () => {
  const words = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '-', 'é', '💡', "'", '2', ',', ';'), minLength: 1, maxLength: 14 }).map((s) => `w${s.trim()}`);
  const path = fc.tuple(words, words).map(([a, b]) => `${a}/${b}`);
  const lifecycle = fc.constantFrom<Lifecycle>('active', 'waiting', 'done', 'archived', 'closed', 'paused');

  test('property: parse(render(entry)) is the entry', () => {
    fc.assert(
      fc.property(words, lifecycle, fc.option(words, { nil: null }), path, fc.option(words, { nil: null }), (title, l, summary, target, alias) => {
        const state = renderEntryState(l, summary);
        const entry = { title, state, target, alias };
        const line = renderIndexEntry(entry);
        expect(parseIndexEntry(line)).toEqual(entry);
        expect(pluginEntryOf(line)).toEqual(entry);
        expect(parseEntryState(state)).toEqual({ lifecycle: l, summary });
      }),
    );
  });
});
