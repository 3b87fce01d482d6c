/**
 * A model's line is specific when it names a detail its own spans hold. The
 * table holds chat turns and journal lines, in English and in French, each
 * beside a look-alike that must not count: a name the model invented, a word
 * capitalised by the sentence, the speakers, a date the model worked out.
 */
import { describe, expect, it } from '@jest/globals';
import { groundedDetails } from '../../src/core/rank/specificity';
import { confidenceOf } from '../../src/core/rank/ranking';

const CHAT = [
  '- **Melanie**: I loved reading "Charlotte\'s Web" as a kid. ^d6-10',
  '- **Caroline**: Oscar, my guinea pig, eats parsley all day. ^d13-3',
];
const JOURNAL = ['- Odebrałem klucze od Piotra, umowa na 14 miesięcy.', '- Rendez-vous chez le kiné Dubois jeudi, séance 3 sur 10.'];

const cases: { name: string; text: string; spans: string[]; owner?: string[]; details: string[] }[] = [
  { name: 'a quoted title the turn holds', text: 'Melanie\'s favourite childhood book is "Charlotte\'s Web".', spans: CHAT, details: ["Charlotte's Web"] },
  { name: "a pet's name mid-sentence", text: 'Caroline has a guinea pig named Oscar who likes parsley.', spans: CHAT, details: ['Oscar'] },
  { name: 'the speakers alone', text: 'Caroline and Melanie talked about books.', spans: CHAT, details: [] },
  { name: 'an invented name', text: 'Caroline has a guinea pig named Biscuit.', spans: CHAT, details: [] },
  { name: 'a date the model worked out from the turn', text: 'Melanie read a book on 5 July 2023.', spans: CHAT, details: [] },
  { name: "a journal's person and number", text: 'The owner got the keys from Piotra; the lease runs 14 months.', spans: JOURNAL, details: ['Piotra', '14'] },
  { name: 'French: a name and a count the line holds', text: 'Séance de kiné chez Dubois jeudi, la 3 sur 10.', spans: JOURNAL, details: ['Dubois', '3', '10'] },
  { name: 'French: a capitalised first word and a number the source lacks', text: 'Kiné: 12 séances prévues.', spans: JOURNAL, details: [] },
  { name: 'a hyphenated name, as session logs and codes write them', text: 'The deploy now goes through the X-A gateway.', spans: ['- switched the deploy to the X-A gateway'], details: ['X-A'] },
  { name: 'a hyphenated name only inside a longer word of the source', text: 'Then Jean-Luc called.', spans: ['- Jean-Lucien called about the boat'], details: [] },
  { name: "the owner's name", text: 'Then Marek collected the keys.', spans: ['- Marek collected the keys.'], owner: ['Marek'], details: [] },
];

describe('groundedDetails', () => {
  it.each(cases)('$name', ({ text, spans, owner, details }) => {
    expect(groundedDetails(text, spans, owner).sort()).toEqual([...details].sort());
  });
});

describe('the specific signal', () => {
  it('lifts a one-off line the model rates 0.5 over the daily-digest bar, and only with a grounded detail', () => {
    const base = { importance: 0.5, stability: 0.9, actionability: 0.1, recurrence: 0.2, novelty: 1, recency: 1, explicit: 0 };
    expect(confidenceOf(base)).toBe(0.51);
    expect(confidenceOf({ ...base, specific: 0.5 })).toBe(0.59);
    const low = { ...base, importance: 0.2, stability: 0.5 };
    expect(confidenceOf({ ...low, specific: 0.2 })).toBeLessThan(0.5);
  });
});
