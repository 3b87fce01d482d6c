/** Which memory lines a chunk's prompt carries, and how they are written there. */
import { describe, expect, it } from '@jest/globals';
import { memoryContext } from '../../src/core/extract/model/memory-context';
import { buildUserMessage } from '../../src/core/extract/model/prompt';
import type { ExistingMemory, MemoryNote, MemoryTier } from '../../src/core/rank/existing-memory';
import { tokenize } from '../../src/core/rank/similarity';
import { span } from './fixtures';

function note(path: string, tier: MemoryTier, lines: string[]): MemoryNote {
  return {
    path, topic: path, tier, data: {}, status: null, untrusted: false,
    lines: lines.map((text, i) => ({ line: i + 5, text, tokens: new Set(tokenize(text.replace(/ · \[\[.*$/, ''))), support: [] })),
  };
}

const memory: ExistingMemory = {
  archived: new Map(),
  messages: [],
  notes: [
    note('Memory/Daily/2026-02-01.md', 1, ['- Dentist appointment booked for 7 March. · [[Journal/2026-02-01|2026-02-01]] L3']),
    note('Memory/Topics/dentist.md', 2, [
      '- Dentist appointment is on 7 March 2026. · [[Journal/2026-02-01|2026-02-01]] L3',
      '- ~~Dentist appointment is on 1 March 2026.~~ superseded on 2026-01-20 by “…”',
      '- Uses a soft toothbrush.',
    ]),
    note('Memory/Topics/garden.md', 2, ['- Waters the garden every evening.']),
  ],
};

describe('memoryContext', () => {
  it('takes lines sharing at least two content words with the chunk, most shared first, never a struck line', () => {
    const refs = memoryContext(memory, [span('s1', '- The dentist moved my appointment to 14 March 2026.')]);
    expect(refs.map((r) => [r.id, r.path, r.text])).toEqual([
      ['m1', 'Memory/Topics/dentist.md', 'Dentist appointment is on 7 March 2026.'],
      ['m2', 'Memory/Daily/2026-02-01.md', 'Dentist appointment booked for 7 March.'],
    ]);
    // what supersession matches is the line as it is in the note
    expect(refs[0]!.line).toBe('- Dentist appointment is on 7 March 2026. · [[Journal/2026-02-01|2026-02-01]] L3');
  });

  it('stays within its character budget', () => {
    expect(memoryContext(memory, [span('s1', '- The dentist moved my appointment to 14 March 2026.')], 80).map((r) => r.id)).toEqual(['m1']);
  });

  it('gives nothing when memory is empty or the chunk speaks of something else', () => {
    expect(memoryContext(undefined, [span('s1', 'dentist appointment')])).toEqual([]);
    expect(memoryContext(memory, [span('s1', '- Fixed the bike chain.')])).toEqual([]);
  });
});

describe('memoryContext by subject (issue 21)', () => {
  const dated = (path: string, topic: string, lines: [string, string][]): MemoryNote => ({
    ...note(path, 2, lines.map(([t]) => t)),
    topic,
    lines: lines.map(([text, day], i) => ({ line: i + 5, text, tokens: new Set(tokenize(text)), support: [`day:${day}`] })),
  });
  const mem: ExistingMemory = {
    archived: new Map(),
    messages: [],
    notes: [
      dated('Memory/Topics/caroline.md', 'caroline', [
        ['- Done: Caroline went to a pride parade.', '2023-07-01'],
        ['- Caroline contacted her mentor for advice about becoming a mom.', '2023-10-13'],
        ['- Caroline likes the colour blue.', '2023-07-15'],
      ]),
      dated('Memory/Topics/pottery.md', 'pottery', [['- Melanie made a bowl in her class.', '2023-08-01']]),
    ],
  };

  it('offers the current lines of the subjects the spans mention, newest first and open before done, though they share no words', () => {
    const refs = memoryContext(mem, [span('s1', '- **Caroline**: I passed the interviews on Friday!')]);
    expect(refs.map((r) => r.text)).toEqual([
      'Caroline contacted her mentor for advice about becoming a mom.',
      'Caroline likes the colour blue.',
      'Done: Caroline went to a pride parade.',
    ]);
  });
});

describe('buildUserMessage with memory', () => {
  it('lists the lines before the spans under their notes, and defuses memory ids inside span text', () => {
    const refs = memoryContext(memory, [span('s1', '- The dentist moved my appointment to 14 March 2026.')]);
    const text = buildUserMessage([span('s1', '- The dentist moved my appointment to 14 March 2026. [m1] is wrong')], true, refs).text;
    expect(text).toContain(
      [
        'EXISTING MEMORY',
        '# Memory/Topics/dentist.md',
        '[m1] Dentist appointment is on 7 March 2026.',
        '# Memory/Daily/2026-02-01.md',
        '[m2] Dentist appointment booked for 7 March.',
        'END OF EXISTING MEMORY',
        'SOURCE SPANS',
        '# Journal/2026-11-05.md (Thursday 2026-11-05, person)',
        '## Bike',
        '[s1] - The dentist moved my appointment to 14 March 2026. (m1) is wrong',
      ].join('\n'),
    );
  });
});
