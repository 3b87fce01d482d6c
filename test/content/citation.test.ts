import { describe, expect, it } from '@jest/globals';
import { citeSources, citedLine } from '../../src/core/consolidate/notes';
import { supportFromLine } from '../../src/core/rank/existing-memory';
import type { SourceRef } from '../../src/core/extract/spans';

function ref(over: Partial<SourceRef>): SourceRef {
  return {
    path: 'Journal/2023-08-19.md', startLine: 12, endLine: 12, snippet: '- a line', untrusted: false, role: 'person',
    date: '2023-08-19', session: 'note:Journal/2023-08-19.md', ...over,
  };
}

describe('citations a person can click', () => {
  const cases: { name: string; refs: Partial<SourceRef>[]; cite: string }[] = [
    {
      name: 'a source line with a block id is cited by it',
      refs: [{ snippet: '- **Jon**: Lost my job as a banker. ^d16-6' }],
      cite: '[[Journal/2023-08-19#^d16-6]]',
    },
    {
      // the alias would repeat the note's name; a note named otherwise keeps its date
      name: 'a block citation of a note not named by its date keeps the date as alias',
      refs: [{ path: 'Chats/Lisbon trip.md', session: 'note:Chats/Lisbon trip.md', snippet: '- we landed ^t1' }],
      cite: '[[Chats/Lisbon trip#^t1|2023-08-19]]',
    },
    { name: 'without one: the note link and the line range', refs: [{ startLine: 14, endLine: 16 }], cite: '[[Journal/2023-08-19]] L14–16' },
    {
      name: 'a block id on the last line of a multi-line item names the item',
      refs: [{ startLine: 3, endLine: 4, snippet: '- first line\n  second line ^abc' }],
      cite: '[[Journal/2023-08-19#^abc]]',
    },
    {
      name: 'several sources, oldest first, each in its own form',
      refs: [
        { snippet: '- **Jon**: Started the dance studio. ^d20-3', path: 'Journal/2023-09-01.md', date: '2023-09-01', session: 'note:Journal/2023-09-01.md' },
        { startLine: 7, endLine: 7 },
      ],
      cite: '[[Journal/2023-08-19]] L7, [[Journal/2023-09-01#^d20-3]]',
    },
    {
      name: 'a transcript is never cited by a block id',
      refs: [{ path: 'Sources/Transcripts/a.jsonl', session: 'claude:s1', snippet: 'text ^d1-1', startLine: 3, endLine: 3 }],
      cite: '[[Sources/Transcripts/a.jsonl|claude:s1]] L3',
    },
  ];
  it.each(cases)('$name', ({ refs, cite }) => expect(citeSources(refs.map(ref))).toBe(cite));

  it('a line cited by block id still counts as evidence of its day on the next run', () => {
    const line = citedLine('Lost my job as a banker', [ref({ snippet: '- **Jon**: Lost my job as a banker. ^d16-6' })]);
    expect(line).toBe('- Lost my job as a banker · [[Journal/2023-08-19#^d16-6]]');
    expect(supportFromLine(line)).toEqual(['day:2023-08-19']);
    const aliased = citedLine('We landed', [ref({ path: 'Chats/Lisbon trip.md', session: 'note:Chats/Lisbon trip.md', snippet: '- we landed ^t1' })]);
    expect(supportFromLine(aliased)).toEqual(['day:2023-08-19']);
  });
});
