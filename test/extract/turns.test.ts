import { describe, expect, it } from '@jest/globals';
import { blockIdOf, isOwner, parseTurn, withoutMarkup } from '../../src/core/extract/turns';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { RawCandidate } from '../../src/core/extract/raw-candidate';

describe('parseTurn: a bold speaker label makes a line a turn; markup is not text', () => {
  const cases: { name: string; line: string; turn: { speaker: string; text: string } | null }[] = [
    { name: 'plain turn', line: '**Gina**: I opened my store.', turn: { speaker: 'Gina', text: 'I opened my store.' } },
    {
      name: 'block id and photo caption stripped',
      line: '**Caroline**: The stories were inspiring! (photo: a dog walking past a mural) ^d1-5',
      turn: { speaker: 'Caroline', text: 'The stories were inspiring!' },
    },
    { name: 'underscore bold', line: '__Sam Lee__: Back from Lisbon.', turn: { speaker: 'Sam Lee', text: 'Back from Lisbon.' } },
    { name: 'a journal line with a colon is not a turn', line: 'Idea: what if you could share plans?', turn: null },
    { name: 'bold words without a colon are not a turn', line: '**Important** call the bank', turn: null },
  ];
  it.each(cases)('$name', ({ line, turn }) => expect(parseTurn(line)).toEqual(turn));

  it('block ids: the trailing one of the last line, without the caret', () => {
    expect(blockIdOf('- **Jon**: Lost my job. ^d3-5')).toBe('d3-5');
    expect(blockIdOf('- a line\n  continued ^abc123  ')).toBe('abc123');
    expect(blockIdOf('- 2^10 is 1024')).toBeNull();
    expect(withoutMarkup('Saw it [image: a red kite] today ^x1')).toBe('Saw it today');
  });
});

describe('isOwner: the vault owner by name or alias; unlabelled lines are theirs', () => {
  const cases: { speaker: string | null; owner: string[]; is: boolean }[] = [
    { speaker: null, owner: [], is: true },
    { speaker: 'Caroline', owner: ['Caroline'], is: true },
    { speaker: 'caroline', owner: ['Caroline'], is: true },
    { speaker: 'Sam Lee', owner: ['Sam'], is: true },
    { speaker: 'Sam', owner: ['Sam Lee'], is: true },
    { speaker: 'Me', owner: [], is: true },
    { speaker: 'Melanie', owner: ['Caroline', 'Caro'], is: false },
    { speaker: 'Samantha', owner: ['Sam'], is: false },
    { speaker: 'Gina', owner: [], is: false },
  ];
  it.each(cases)('$speaker with owner $owner → $is', ({ speaker, owner, is }) => expect(isOwner(speaker, owner)).toBe(is));
});

function extract(lines: string[], owner: string[] = ['Caroline']): RawCandidate[] {
  const text = `## 1:56 pm on 8 May, 2023\n\n${lines.join('\n')}\n`;
  const spans = spansFromNote(yamlPackage, 'Journal/2023-05-08.md', text, '2023-05-08', { nextId: spanIdCounter(), untrustedFolders: [] });
  return offlineExtract(spans, { owner });
}

describe('the speaker is kept through sentence splitting', () => {
  it('a long turn (over 280 characters) keeps its speaker on the sentence kept from its middle', () => {
    const long =
      "- **Melanie**: Thanks so much, that's really kind of you to say and I appreciate it a lot. " +
      'It has been a long and busy week at home with everything going on. ' +
      'My daughter Anna started violin lessons at the music school last Tuesday and she already loves it. ' +
      'Anyway, how are things going with you these days, anything new? ^d2-4';
    expect(long.length).toBeGreaterThan(280);
    const all = extract([long]);
    const anna = all.find((c) => c.text.includes('Anna'));
    expect(anna?.text).toBe('Melanie: My daughter Anna started violin lessons at the music school on 2 May 2023 and she already loves it.');
    expect(anna?.speaker).toBe('Melanie');
    // no sentence of Melanie's turn is ever taken as the owner's own words
    expect(all.every((c) => c.speaker === 'Melanie')).toBe(true);
  });

  it('the note text never carries the block id or the photo caption', () => {
    const all = extract(['- **Caroline**: I adopted a puppy named Luna yesterday! (photo: a puppy on a rug) ^d1-3']);
    expect(all.map((c) => c.text)).toEqual(['I adopted a puppy named Luna on 7 May 2023!']);
  });
});

describe("only the owner's own words are their cues", () => {
  const cases: { name: string; line: string; kind: RawCandidate['kind'] | null; explicit: boolean }[] = [
    { name: "the owner's self-directed reminder", line: "- **Caroline**: Note to self: I need to renew my passport by June 2023. ^d1-1", kind: 'todo', explicit: true },
    { name: 'advice to the listener is not a reminder', line: "- **Caroline**: Don't forget to take pictures at the Berlin marathon on Sunday! ^d1-2", kind: null, explicit: false },
    { name: 'reminiscing is not a reminder', line: '- **Caroline**: I remember that day at the lake with my sister Anna in 2019. ^d1-3', kind: 'fact', explicit: false },
    { name: "the other person's reminder is a fact about them", line: '- **Melanie**: Note to self: I need to call my brother Tom about the trip to Rome. ^d1-4', kind: 'todo', explicit: false },
    { name: "the owner's preference", line: '- **Caroline**: I prefer painting landscapes with oil colours over acrylics. ^d1-5', kind: 'preference', explicit: false },
    { name: "the other person's preference is a fact about them", line: '- **Melanie**: I prefer painting landscapes with oil colours over acrylics. ^d1-6', kind: 'fact', explicit: false },
    { name: 'an unlabelled line is always the owner\'s', line: '- Remember: the bike shop closes at 17:00 on Saturdays.', kind: 'fact', explicit: true },
  ];
  it.each(cases)('$name', ({ line, kind, explicit }) => {
    const all = extract([line]);
    if (kind === null) {
      expect(all.filter((c) => c.explicit)).toEqual([]);
      return;
    }
    expect(all).toHaveLength(1);
    expect(all[0]!.kind).toBe(kind);
    expect(all[0]!.explicit).toBe(explicit);
  });
});
