/**
 * Issue 12 item 6: "I prefer tea in the morning" then "I prefer coffee in the
 * morning" became one line saying tea, citing both days. Statements that
 * differ in object, value, place, number or negation are two observations.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { differentSubjects, pairRelation } from '../../src/core/rank/contradiction';
import { findContradicted, findRepeat, memoryNoteFromText, emptyMemory } from '../../src/core/rank/existing-memory';
import { mergeCandidates } from '../../src/core/rank/merge';
import { tokenize } from '../../src/core/extract/similarity';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { Span } from '../../src/core/extract/spans';
import type { CandidateKind, RawCandidate } from '../../src/core/extract/raw-candidate';

function span(id: string, date: string): Span {
  return {
    id, path: `Journal/${date}.md`, startLine: 1, endLine: 1, text: '', headingPath: [], role: 'person',
    untrusted: false, date, session: `note:Journal/${date}.md`, links: [], tags: [],
  };
}

function raw(text: string, spanId: string, kind: CandidateKind = 'preference'): RawCandidate {
  return {
    text, kind, topic: 'general-notes', domain: 'General', lifecycle: 'active', spanIds: [spanId],
    importance: 0.5, stability: 0.5, actionability: 0.5, explicit: false, extractor: 'offline',
  };
}

describe('contradiction: never a restatement', () => {
  const differ: { why: string; older: string; newer: string }[] = [
    { why: 'object', older: 'I prefer tea in the morning', newer: 'I prefer coffee in the morning' },
    { why: 'place', older: 'Anna moved to Berlin last spring', newer: 'Anna moved to Lisbon last spring' },
    { why: 'tool', older: 'Seedling stores its data in Postgres', newer: 'Seedling stores its data in SQLite' },
    { why: 'number', older: 'The rent is 900 euros a month', newer: 'The rent is 950 euros a month' },
    { why: 'negation', older: 'I drink coffee after lunch', newer: 'I no longer drink coffee after lunch' },
    { why: "negation with n't", older: 'Sam eats meat at home', newer: "Sam doesn't eat meat at home" },
    { why: 'time of day', older: 'Tutor session moved to Thursdays at 19:00', newer: 'Tutor session moved to Fridays at 19:00' },
    // One subject, a new value: the subject rule below must not keep these apart.
    { why: 'one person, a full name then a first name', older: 'Anna Kowalska moved to Berlin', newer: 'Anna moved to Lisbon' },
    { why: 'one possessive', older: "Kasia's flat is on the third floor", newer: "Kasia's flat is on the fifth floor" },
    { why: "one of the writer's people", older: 'My sister lives in Oslo', newer: 'My sister lives in Kyoto' },
    { why: 'a speaker in the first person, then named', older: 'Gina: I moved to Boston', newer: 'Gina moved to Denver' },
    { why: 'a time word before the name', older: 'Yesterday Anna moved to Berlin', newer: 'Anna moved to Lisbon' },
    { why: 'the writer without a pronoun', older: 'Moved to Boston in May', newer: 'Finally moved to Denver in May' },
    { why: 'the writer, German', older: 'Ich wohne in Berlin', newer: 'Ich wohne in Lissabon' },
    { why: 'one person, Polish', older: 'Kasia przeprowadziła się do Gdańska', newer: 'Kasia przeprowadziła się do Krakowa' },
    { why: "the writer's favourite, said of the game", older: 'Catan is my favourite board game', newer: 'Carcassonne is my favourite board game' },
    { why: 'the writer twice, two verbs', older: 'Ordered a new bottom bracket for the bike', newer: 'Fitted the new bottom bracket for the bike' },
  ];
  it.each(differ)('differ in $why: "$older" / "$newer"', ({ older, newer }) => {
    expect(pairRelation(older, newer)).toBe('contradicts');
    const merged = mergeCandidates([raw(older, 's1'), raw(newer, 's2')], [span('s1', '2026-11-02'), span('s2', '2026-11-09')]);
    expect(merged.map((m) => m.text)).toEqual([older, newer]);
  });

  const same: { why: string; a: string; b: string }[] = [
    { why: 'a short restatement', a: 'I prefer pnpm over npm for JavaScript projects', b: 'Still prefer pnpm' },
    { why: 'a linking verb', a: 'Decided: weekly planning happens on Sunday evenings.', b: 'Decided again: weekly planning stays on Sunday evenings.' },
    { why: 'detail added on both sides', a: 'Morning writing block 08:00–10:00 went well; no meetings before 10 is still the best rule I have.', b: 'Writing block before 10 again; protected it from a recurring 9:30 meeting by moving the meeting.' },
    { why: 'a todo ticked off', a: '- [ ] renew passport before March', b: '- [x] renew passport before March' },
    { why: 'CJK punctuation', a: '今日は「種」と「蒔く」を覚えた。', b: '今日は種と蒔くを覚えた' },
  ];
  it.each(same)('no contradiction for $why', ({ a, b }) => expect(pairRelation(a, b)).not.toBe('contradicts'));

  // A change of a fact is a change only when both lines are about one subject.
  const others: { why: string; older: string; newer: string }[] = [
    { why: 'two people, one kind of move', older: 'Katelo moved to Denver', newer: 'Mikalo moved to Boston' },
    { why: 'two people, one city', older: 'Katelo moved to Boston', newer: 'Mikalo moved to Boston' },
    { why: 'the writer and someone named', older: 'I moved to Boston last spring', newer: 'Anna moved to Lisbon last spring' },
    { why: 'two full names', older: 'Anna Kowalska moved to Berlin', newer: 'Ola Nowak moved to Lisbon' },
    { why: 'two possessives', older: "Kasia's flat is on the third floor", newer: "Ola's flat is on the fifth floor" },
    { why: "two of the writer's people", older: 'My sister lives in Oslo', newer: 'My brother lives in Kyoto' },
    { why: 'two speakers, each saying "I"', older: 'Gina: I moved to Boston', newer: 'Jon: I moved to Denver' },
    { why: 'a time word before one name', older: 'Yesterday Anna moved to Berlin', newer: 'Ola moved to Lisbon' },
    { why: 'German: Anna and the writer', older: 'Anna ist nach Berlin gezogen', newer: 'Ich bin nach Lissabon gezogen' },
    { why: 'Polish: two people', older: 'Kasia przeprowadziła się do Gdańska', newer: 'Ola przeprowadziła się do Krakowa' },
    { why: "Spanish: two of the writer's people", older: 'Mi hermana vive en Madrid', newer: 'Mi hermano vive en Sevilla' },
    { why: 'French: the writer and Marie', older: 'Je travaille chez Renault', newer: 'Marie travaille chez Peugeot' },
  ];
  it.each(others)('different subjects, no contradiction and no merge: $why', ({ older, newer }) => {
    expect(pairRelation(older, newer)).not.toBe('contradicts');
    expect(pairRelation(newer, older)).not.toBe('contradicts');
    const merged = mergeCandidates([raw(older, 's1'), raw(newer, 's2')], [span('s1', '2026-11-02'), span('s2', '2026-11-09')]);
    expect(merged.map((m) => [m.text, m.supersedes])).toEqual([[older, undefined], [newer, undefined]]);
  });

  const subjects: [string, string, boolean, string][] = [
    ['Moved to Boston in May', 'Anna moved to Denver in May', true, "the writer's shorthand and Anna"],
    ['Emily moved to Boston', 'Finally moved to Denver', false, 'an opening adverb names no one (the other line names no one then)'],
    ['Emily moved to Boston', 'Sally moved to Denver', true, 'names that end like adverbs are names'],
    ['Ordered a new bottom bracket', 'Fitted the new bottom bracket', false, 'two verbs with their objects: the writer both times'],
    ['Sketch the calendar screen', 'Sketched calendar screen on paper', false, 'one verb in two forms'],
    ['Today I moved to Boston', 'Anna moved to Denver', true, 'a first-person word among the first three'],
    ['She moved to Boston', 'Anna moved to Denver', false, '"she" points back: who it is, the line before says'],
    ['rent went up to 950', 'Anna pays 900', false, 'a lowercase noun names no one'],
    ['Anna told Ola about the flat', 'Ola moved to Lisbon', false, 'a name the other line says'],
    ['- [ ] **Kasia**: I moved to Gdańsk', 'Ola: I moved to Kraków', true, 'speaker labels, list marker and bold aside'],
    ['[[Kasia]] moved to Gdańsk', 'Kasia moved to Kraków', false, 'a link is its name'],
    ['Update: I moved to Boston', 'Decided: I moved to Denver', false, 'labels that name no one: the writer both times'],
  ];
  it.each(subjects)('differentSubjects("%s", "%s") is %s: %s', (a, b, expected) => {
    expect(differentSubjects(a, b)).toBe(expected);
    expect(differentSubjects(b, a)).toBe(expected);
  });

  it('a remembered line about someone else is neither repeated nor replaced by a newer line', () => {
    const memory = emptyMemory();
    const { note } = memoryNoteFromText(yamlPackage, 'Memory/Topics/moves.md', '# Moves\n\n- Katelo moved to Boston last spring · [[Journal/2026-11-02|2026-11-02]] L3\n', 2);
    memory.notes.push(note);
    expect(findRepeat(memory, 'Mikalo moved to Boston last spring')).toBeNull();
    expect(findContradicted(memory, 'Mikalo moved to Denver last spring')).toBeNull();
    expect(findContradicted(memory, 'Katelo moved to Denver last spring')).not.toBeNull();
  });

  it('a remembered line is not a repeat of a newer line that contradicts it', () => {
    const memory = emptyMemory();
    const { note } = memoryNoteFromText(yamlPackage, 'Memory/Topics/mornings.md', '# Mornings\n\n- I prefer tea in the morning · [[Journal/2026-11-02|2026-11-02]] L3\n', 2);
    memory.notes.push(note);
    expect(findRepeat(memory, 'I prefer coffee in the morning')).toBeNull();
    expect(findRepeat(memory, 'I prefer tea in the morning.')).not.toBeNull();
  });
});

describe('property: no statement’s distinguishing words vanish because of a merge', () => {
  const frames: [string, string][] = [
    ['I prefer ', ' in the morning'],
    ['Anna moved to ', ' last spring'],
    ['We use ', ' for the garden planner storage'],
    ['The new bike has a ', ' bottom bracket'],
    ['My sister lives in ', ' with her two dogs'],
    ['', ' is my favourite board game'],
  ];
  const word = fc.constantFrom('tea', 'coffee', 'Berlin', 'Lisbon', 'Postgres', 'SQLite', 'threaded', 'press-fit', 'Oslo', 'Kyoto', 'Catan', 'Carcassonne', 'matcha', 'cocoa', '68 mm', '73 mm');
  const dates = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

  it('every slot value said in any statement is still in some merged text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ frame: fc.nat({ max: frames.length - 1 }), value: word, negate: fc.boolean(), kind: fc.constantFrom<CandidateKind>('fact', 'preference', 'decision') }), { minLength: 2, maxLength: 8 }),
        (statements) => {
          const spans = statements.map((_s, i) => span(`s${i}`, dates[i % dates.length]!));
          const raws = statements.map((s, i) => {
            const [pre, post] = frames[s.frame]!;
            const text = `${s.negate ? 'Not true any more: ' : ''}${pre}${s.value}${post}`;
            return raw(text.charAt(0).toUpperCase() + text.slice(1), `s${i}`, s.kind);
          });
          const merged = mergeCandidates(raws, spans);
          const kept = merged.map((m) => new Set(tokenize(m.text)));
          for (const r of raws) {
            // The words this statement has and the others in its group may not.
            const group = merged.find((m) => m.spanIds.includes(r.spanIds[0]!))!;
            const words = tokenize(r.text);
            const keptWords = new Set(tokenize(group.text));
            for (const w of words) {
              if (!keptWords.has(w) && !kept.some((k) => k.has(w))) return false;
            }
            // Within its own group nothing it says is lost.
            if (!words.every((w) => keptWords.has(w))) return false;
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});
