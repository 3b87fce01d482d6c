import { describe, expect, it } from '@jest/globals';
import { inThirdPerson, withoutOpeningI } from '../../src/core/consolidate/third-person';

describe('inThirdPerson', () => {
  it.each([
    ["I'm on the hunt for a place for my studio", 'Jon', 'Jon is on the hunt for a place for their studio'],
    ['I just launched an ad campaign for my store', 'Gina', 'Gina just launched an ad campaign for their store'],
    ['I love all dances, contemporary most', 'Jon', 'Jon loves all dances, contemporary most'],
    ['I watch the match with my brother', 'Ana', 'Ana watches the match with their brother'],
    ['I lost my job as a banker', 'Jon', 'Jon lost their job as a banker'],
    ["I've finished the mural", 'Maria', 'Maria has finished the mural'],
    ['I can help me move', 'Tom', 'Tom can help them move'],
  ])('%s', (text, name, out) => {
    expect(inThirdPerson(text, name)).toBe(out);
  });

  it('leaves a line that does not open with "I" and its verb', () => {
    expect(inThirdPerson('Lost my job as a banker', 'Jon')).toBeNull();
    expect(inThirdPerson('Ich habe die Wohnung', 'Jon')).toBeNull();
    expect(inThirdPerson('I i ty', 'Jon')).toBeNull();
  });
});

describe('withoutOpeningI', () => {
  it.each([
    ['I fitted the chain on Sunday', 'Fitted the chain on Sunday'],
    ['I sold the old cassette', 'Sold the old cassette'],
    ['I love the new chain', 'I love the new chain'],
    ['Ich habe die Kette montiert', 'Ich habe die Kette montiert'],
  ])('%s', (text, out) => {
    expect(withoutOpeningI(text)).toBe(out);
  });
});
