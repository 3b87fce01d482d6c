import { describe, expect, test } from '@jest/globals';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { indexEntryAges, indexLinks, makeLinkResolver, topicExcerpt, unreachableTopics } from '../../src/core/sense/unreachable';
import type { FileStat } from '../../src/core/ports/vault';
import { MemoryVault } from '../fakes/memory-vault';
import { yamlPackage } from '../../src/cli/yaml-package';

describe('indexLinks', () => {
  const cases: { name: string; text: string; targets: string[] }[] = [
    { name: 'plain wikilink', text: '- [[sourdough]]', targets: ['sourdough'] },
    { name: 'alias and heading are dropped', text: '- [[Topics/sourdough|bread]] and [[seedling#Status]]', targets: ['Topics/sourdough', 'seedling'] },
    { name: 'embed', text: '![[garden]]', targets: ['garden'] },
    { name: 'markdown link to a note, URL-encoded', text: '[Bread](Topics/sour%20dough.md#starter)', targets: ['Topics/sour dough.md'] },
    { name: 'angle-bracket markdown link', text: '[x](<Topics/my note.md>)', targets: ['Topics/my note.md'] },
    { name: 'external and non-note links are not notes', text: '[site](https://example.com/a.md) [img](pic.png)', targets: [] },
    { name: 'inline code and fenced code are not links', text: '`[[nope]]`\n```\n[[nope2]]\n```\n[[yes]]', targets: ['yes'] },
  ];
  test.each(cases)('$name', ({ text, targets }) => {
    expect(indexLinks(text).map((l) => l.target)).toEqual(targets);
  });

  test('line numbers and entries', () => {
    expect(indexLinks('# Index\n\n- **Bread**: [[sourdough]]  \n')).toEqual([
      { target: 'sourdough', line: 3, entry: '- **Bread**: [[sourdough]]', kind: 'wikilink' },
    ]);
  });
});

describe('link resolution like Obsidian', () => {
  const files: FileStat[] = [
    'Memory/MEMORY.md',
    'Memory/Topics/sourdough.md',
    'Memory/Topics/Seedling.md',
    'Memory/Topics/garden.md',
    'Projects/garden.md',
    'Memory/a/dup.md',
    'Other/b/dup.md',
    'Memory/plan.md',
    'Archive/plan.md',
  ].map((path) => ({ path, size: 1, mtime: 0 }));
  const resolve = makeLinkResolver(files, 'Memory/MEMORY.md');
  test.each([
    { target: 'Memory/Topics/sourdough', to: 'Memory/Topics/sourdough.md', why: 'full path' },
    { target: 'Topics/sourdough.md', to: 'Memory/Topics/sourdough.md', why: 'relative to the index' },
    { target: 'sourdough', to: 'Memory/Topics/sourdough.md', why: 'unique name' },
    { target: 'seedling', to: 'Memory/Topics/Seedling.md', why: 'case-insensitive' },
    { target: 'plan', to: 'Memory/plan.md', why: "ambiguous name: the index's own folder wins" },
    { target: 'garden', to: 'Projects/garden.md', why: 'ambiguous name: the shorter path wins' },
    { target: 'dup', to: null, why: 'ambiguous at the same depth: unresolved' },
    { target: 'a/dup', to: 'Memory/a/dup.md', why: 'path suffix' },
    { target: 'missing', to: null, why: 'no such note' },
  ])('$target → $to ($why)', ({ target, to }) => {
    expect(resolve(target)).toBe(to);
  });
});

describe('topicExcerpt', () => {
  test.each([
    { name: 'first non-heading body line', before: '---\nid: x\n---\n# Sourdough\n\nStarter fed daily.\nMore.', after: 'Starter fed daily.' },
    { name: 'cut at 120 characters', before: 'x'.repeat(200), after: 'x'.repeat(119) + '…' },
    { name: 'CJK counted as characters', before: '面'.repeat(130), after: '面'.repeat(119) + '…' },
    { name: 'only headings', before: '# A\n## B\n', after: '' },
  ])('$name', ({ before, after }) => {
    expect(topicExcerpt(yamlPackage, before)).toBe(after);
  });
});

describe('unreachableTopics and indexEntryAges', () => {
  const FRONTIER = 1000;
  function vault(): MemoryVault {
    const v = new MemoryVault({
      files: {
        'Memory/MEMORY.md': '# Memory\n\n## Kitchen\n- Bread: [[sourdough]]\n- Gone: [[retired-topic]]\n',
        'Memory/Topics/sourdough.md': '# Sourdough\nStarter.',
        'Memory/Topics/seedling.md': '---\norigin: dream\n---\n# Seedling\nTomato seedlings under the lamp.',
        'Memory/Topics/old-orphan.md': 'Forgotten long ago.',
        'Journal/2026-11-02.md': 'not a topic',
      },
      mtime: 500,
    });
    v.setMtime('Memory/Topics/seedling.md', 2000);
    v.setMtime('Memory/Topics/sourdough.md', 3000);
    return v;
  }

  test('lists only unlinked topics modified since the frontier', async () => {
    const v = vault();
    const got = await unreachableTopics(yamlPackage, v, DEFAULT_SETTINGS, v.peek('Memory/MEMORY.md')!, FRONTIER);
    expect(got).toEqual([{ path: 'Memory/Topics/seedling.md', mtime: 2000, excerpt: 'Tomato seedlings under the lamp.' }]);
  });

  test('no frontier: every unlinked topic', async () => {
    const v = vault();
    const got = await unreachableTopics(yamlPackage, v, DEFAULT_SETTINGS, v.peek('Memory/MEMORY.md')!, null);
    expect(got.map((t) => t.path)).toEqual(['Memory/Topics/old-orphan.md', 'Memory/Topics/seedling.md']);
  });

  test('no index: nothing is reachable', async () => {
    const got = await unreachableTopics(yamlPackage, vault(), DEFAULT_SETTINGS, '', FRONTIER);
    expect(got.map((t) => t.path)).toEqual(['Memory/Topics/seedling.md', 'Memory/Topics/sourdough.md']);
  });

  test('every linked index line gets its target mtime, null when missing', async () => {
    const v = vault();
    expect(await indexEntryAges(v, v.peek('Memory/MEMORY.md')!, DEFAULT_SETTINGS)).toEqual([
      { entry: '- Bread: [[sourdough]]', target: 'Memory/Topics/sourdough.md', mtime: 3000 },
      { entry: '- Gone: [[retired-topic]]', target: 'retired-topic', mtime: null },
    ]);
  });
});

describe('index links are resolved over the notes they could name, as over the whole vault', () => {
  // A dream resolves the index's links against only the notes whose file name
  // a link ends in; every way a link resolves ends in that name, so the
  // answers must be those of a resolver over every note.
  const paths = [
    'MEMORY.md', 'Topics/Garden.md', 'Archive/Garden.md', 'Topics/deep/Garden.md', 'garden.md', 'Topics/Kasia.md',
    'People/Kasia.md', 'Topics/Café.md', 'Topics/İstanbul.md', 'Topics/KELVIN.md', 'Journal/2026-01-05.md', 'Topics/a b.md',
  ];
  const files: FileStat[] = paths.map((p, i) => ({ path: p, size: 10, mtime: 1000 + i }));
  const targets = ['Garden', 'garden', 'Topics/Garden', 'deep/Garden', 'Kasia', 'People/Kasia', './Topics/Kasia', '/Topics/Café',
    'café', 'İstanbul', 'i̇stanbul', 'kelvin', 'Unknown', 'Topics/a b', '2026-01-05', '../Topics/Garden'];
  test.each(['MEMORY.md', 'Topics/MEMORY.md'])('from %s', async (indexPath) => {
    const index = targets.map((t) => `- [[${t}]]`).join('\n');
    const whole = makeLinkResolver(files, indexPath);
    const ages = await indexEntryAges(new MemoryVault({}), index, { indexPath }, files);
    expect(ages.map((a) => a.target)).toEqual(targets.map((t) => whole(t) ?? t));
    expect(ages.filter((a) => a.mtime !== null).length).toBeGreaterThan(8);
  });
});
