/**
 * A note's name keeps the writer's casing: the file name is a slug, but the
 * title a person reads is the subject as their lines write it.
 */
import { describe, expect, it } from '@jest/globals';
import { titleFromLines } from '../../src/core/consolidate/notes';

describe('a note is named as its lines write its subject', () => {
  it('a word the lines write with inner capitals keeps them, though the whole name is never written', () => {
    expect(titleFromLines('javascript-tooling', ['I prefer pnpm over npm for JavaScript projects'])).toBe('JavaScript tooling');
    expect(titleFromLines('ios-release', ['Shipped the iOS build to testers', 'Release notes are due'])).toBe('iOS release');
    expect(titleFromLines('api-limits', ['The API returns 429 after 60 calls'])).toBe('API limits');
  });

  it('a name inside a sentence keeps its capital; a capital only because a sentence starts there does not count', () => {
    expect(titleFromLines('trip-to-paris', ['Booked the trip; we land in Paris on Friday'])).toBe('Trip to Paris');
    expect(titleFromLines('bike-rebuild', ['Rebuild of the bike starts soon. Rebuild is slow.'])).toBe('Bike rebuild');
    expect(titleFromLines('garden-plan', ['- Garden beds need compost'])).toBe('Garden plan');
  });

  it('the whole name as written still wins, and lower case alone keeps sentence case', () => {
    expect(titleFromLines('seedling-release', ['Cut the Seedling release today', 'seedling tests pass'])).toBe('Seedling release');
    expect(titleFromLines('my-routine', ['my routine is fine'])).toBe('My routine');
  });
});
