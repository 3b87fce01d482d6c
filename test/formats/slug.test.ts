/** One slug rule: a link to a topic's name finds the note made for that topic. */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { noteSlug, SLUG_MAX, slugify } from '../../src/core/formats/slug';

describe('slugify', () => {
  const cases: { before: string; after: string }[] = [
    // the two slugifiers used to disagree here (bob-s-bike vs bobs-bike)
    { before: "Bob's bike", after: 'bobs-bike' },
    { before: 'Bob’s Bike', after: 'bobs-bike' },
    { before: 'JavaScript tooling', after: 'javascript-tooling' },
    { before: '  Seedling — release 0.3!  ', after: 'seedling-release-0-3' },
    { before: 'Ｆｕｌｌ width', after: 'full-width' },
    { before: 'Café Crème', after: 'café-crème' },
    { before: '東京 旅行', after: '東京-旅行' },
    { before: '---', after: '' },
    // nothing that could form a path survives
    { before: '../../etc/passwd', after: 'etc-passwd' },
    { before: 'Bike rebuild.md', after: 'bike-rebuild-md' },
    { before: '日本語 メモ', after: '日本語-メモ' },
    { before: "Maya's  notes!", after: 'mayas-notes' },
  ];
  test.each(cases)('$before → $after', ({ before, after }) => {
    expect(slugify(before)).toBe(after);
  });

  test('property: a slug is its own slug, short, and only letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const slug = slugify(s);
        expect(slugify(slug)).toBe(slug);
        expect(Array.from(slug).length).toBeLessThanOrEqual(SLUG_MAX);
        expect(slug).toMatch(/^(?:[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)?$/u);
      }),
    );
  });

  test('a file name needs a character', () => {
    expect(noteSlug('!!!')).toBe('misc');
    expect(noteSlug("Bob's bike")).toBe(slugify("Bob's bike"));
    expect(noteSlug('CON')).toBe('con-notes');
  });
});
