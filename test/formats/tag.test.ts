/** Tags: what counts as one in a note, how one is written, and a round trip. */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { findTags, renderTag, tagLeaf, tagsAsWords } from '../../src/core/formats/tag';

describe('tags in text', () => {
  const cases: { before: string; after: string[] }[] = [
    { before: 'a #one b #two/three', after: ['one', 'two/three'] },
    { before: '(#paren), #comma;#semi', after: ['paren', 'comma', 'semi'] },
    { before: 'trailing #slash/ and #dash-', after: ['slash', 'dash'] },
    { before: 'not in [[Note#Heading]] or [x](y.md#h)', after: [] },
    { before: 'twice #a #a', after: ['a'] },
    { before: 'mid#word', after: [] },
  ];
  test.each(cases)('$before', ({ before, after }) => expect(findTags(before)).toEqual(after));

  test('written', () => {
    expect(renderTag('project/seedling')).toBe('#project/seedling');
    expect(renderTag('#Bob’s bike')).toBe('#Bob-s-bike');
    expect(renderTag('123')).toBe('');
    expect(tagLeaf('project/seedling')).toBe('seedling');
  });

  test('as words: trailing tags are labels, inline ones words', () => {
    expect(tagsAsWords('Shipped the #project/seedling beta #work #q3')).toBe('Shipped the seedling beta');
  });
});

describe('round trip', () => {
  test('property: a rendered tag is found again as itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'Z', '1', '_', '-', '/', ' ', '#', 'é', '日', '.', '💡'), maxLength: 14 }), (name) => {
        const tag = renderTag(name);
        if (tag === '') return;
        expect(findTags(`see ${tag} here`)).toEqual([tag.slice(1)]);
        expect(renderTag(tag)).toBe(tag);
      }),
    );
  });
});
