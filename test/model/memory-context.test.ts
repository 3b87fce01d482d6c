/** Which memory lines a chunk's prompt carries, and how they are written there. */
import { describe, expect, it } from '@jest/globals';
import { memoryContext, promptSubjects, ownerNames, ownerNote } from '../../src/core/extract/model/memory-context';
import { addIndex, addNote, SubjectRegistry } from '../../src/core/sense/subject-registry';
import { buildUserMessage } from '../../src/core/extract/model/prompt';
import { tokenize } from '../../src/core/extract/similarity';
import { span } from './fixtures';
import type { ExistingMemory, MemoryNote, MemoryTier } from '../../src/core/sense/memory';

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
    const refs = memoryContext(memory, [span('s1', '- The dentist moved my appointment to 14 March 2026.')]).refs;
    expect(refs.map((r) => [r.id, r.path, r.text])).toEqual([
      ['m1', 'Memory/Topics/dentist.md', 'Dentist appointment is on 7 March 2026.'],
      ['m2', 'Memory/Daily/2026-02-01.md', 'Dentist appointment booked for 7 March.'],
    ]);
    // what supersession matches is the line as it is in the note
    expect(refs[0]!.line).toBe('- Dentist appointment is on 7 March 2026. · [[Journal/2026-02-01|2026-02-01]] L3');
  });

  it('stays within its token budget, leaving whole lines out and counting them', () => {
    expect(memoryContext(memory, [span('s1', '- The dentist moved my appointment to 14 March 2026.')], { budgetTokens: 20 }).refs.map((r) => r.id)).toEqual(['m1']);
  });

  it('gives nothing when memory is empty or the chunk speaks of something else', () => {
    expect(memoryContext(undefined, [span('s1', 'dentist appointment')]).refs).toEqual([]);
    expect(memoryContext(memory, [span('s1', '- Fixed the bike chain.')]).refs).toEqual([]);
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
    const refs = memoryContext(mem, [span('s1', '- **Caroline**: I passed the interviews on Friday!')]).refs;
    expect(refs.map((r) => r.text)).toEqual([
      'Caroline contacted her mentor for advice about becoming a mom.',
      'Caroline likes the colour blue.',
      'Done: Caroline went to a pride parade.',
    ]);
  });
});

describe('buildUserMessage with memory', () => {
  it('lists the lines before the spans under their notes, and defuses memory ids inside span text', () => {
    const refs = memoryContext(memory, [span('s1', '- The dentist moved my appointment to 14 March 2026.')]).refs;
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

describe('memoryContext offers the line a change replaces wherever it was filed (issue 21)', () => {
  const TARGET = '- Caroline is researching adoption agencies, hoping to give a loving home to kids who need one.';
  const line = (text: string, day: string, heading?: string) => ({ line: 5, text, tokens: new Set(tokenize(text)), support: [`day:${day}`], ...(heading ? { heading } : {}) });
  const topic = (name: string, lines: ReturnType<typeof line>[]): MemoryNote => ({
    path: `Memory/Topics/${name}.md`, topic: name.toLowerCase().replace(/ /g, '-'), tier: 2, data: {}, status: null, untrusted: false, lines,
  });
  const digest = (day: string, lines: ReturnType<typeof line>[]): MemoryNote => ({
    path: `Memory/Daily/${day}.md`, topic: day, tier: 1, data: {}, status: null, untrusted: false, lines,
  });
  // Yesterday's note is read again with today's: its own memory lines share most of its words.
  const THINGS = ['pottery bowl with colourful patterns', 'art as a sanctuary and comfort', 'camping with the kids at the beach', 'painting sunsets after a long day', 'the support group meeting downtown', 'roasting marshmallows around the campfire', 'the new guitar lessons on Tuesday', 'a hike in the mountains with friends', 'the library of picture books', 'volunteering at the animal shelter', 'the violin recital at the school', 'baking sourdough bread on Sunday'];
  // Words each of which one span of yesterday says: a line naming many of them shares much with the chunk, little with any span.
  const KEYS = ['pottery', 'sanctuary', 'beach', 'sunsets', 'downtown', 'marshmallows', 'guitar', 'mountains', 'library', 'shelter', 'violin', 'sourdough'];
  const yesterday = THINGS.map((t, i) => `- **${i % 2 ? 'Caroline' : 'Melanie'}**: I keep thinking about ${t}; it was lovely, honestly one of the best parts of this whole summer for me.`);
  const spans = [
    ...yesterday.map((t, i) => span(`s${i + 1}`, t, { path: 'Journal/2023-08-17.md', date: '2023-08-17' })),
    span('s9', '- **Caroline**: Guess what, this week I applied to adoption agencies! A big step towards being a mom.', { path: 'Journal/2023-08-23.md', date: '2023-08-23' }),
    span('s10', '- **Melanie**: Wow Caroline, best of luck on your adoption journey! The kids say hi.', { path: 'Journal/2023-08-23.md', date: '2023-08-23' }),
  ];
  const crowd = (who: string, n: number) =>
    Array.from({ length: n }, (_, i) => line(`- ${who} spent week ${i + 1} of the summer on ${KEYS.filter((_, k) => (k + i) % 3 !== 0).join(', ')}.`, `2023-07-${String(10 + i).padStart(2, '0')}`));
  const yesterdaysLines = THINGS.map((t, i) => line(`- ${i % 2 ? 'Caroline' : 'Melanie'} keeps thinking about ${t}; it was one of the best parts of the summer of 2023.`, '2023-08-17', i % 2 ? 'Caroline' : 'Melanie'));
  const base = [topic('Melanie', crowd('Melanie', 12)), digest('2023-08-17', yesterdaysLines)];
  const cases: { name: string; notes: MemoryNote[]; path: string }[] = [
    {
      name: "in the subject's own note, beside a done line",
      notes: [topic('Caroline', crowd('Caroline', 12)), topic('Adoption', [line(TARGET, '2023-05-25'), line('- Done: Caroline went to an adoption council meeting.', '2023-07-14')])],
      path: 'Memory/Topics/Adoption.md',
    },
    {
      name: "in a person's note, filed before the subject had a note of its own",
      notes: [topic('Caroline', [...crowd('Caroline', 12), line(TARGET, '2023-05-25')]), topic('Adoption', [line('- Done: Caroline went to an adoption council meeting.', '2023-07-14')])],
      path: 'Memory/Topics/Caroline.md',
    },
    {
      name: 'in a daily digest, under the heading of another subject',
      notes: [topic('Caroline', crowd('Caroline', 12)), digest('2023-05-25', [line(TARGET, '2023-05-25', 'Family')])],
      path: 'Memory/Daily/2023-05-25.md',
    },
  ];
  it.each(cases)('$name', ({ notes, path }) => {
    const refs = memoryContext({ archived: new Map(), messages: [], notes: [...base, ...notes] }, spans).refs;
    expect(refs.find((r) => r.line === TARGET)?.path).toBe(path);
  });

  it('never offers a digest line that is only a link to a note', () => {
    const pointer = digest('2023-07-15', [line('- [[Memory/Topics/Adoption|Adoption]]', '2023-07-15', 'Adoption')]);
    expect(memoryContext({ archived: new Map(), messages: [], notes: [pointer] }, spans).refs).toEqual([]);
  });
});

describe('promptSubjects: the SUBJECTS line from the subject registry', () => {
  it('names the subjects the spans mention by any of their names, as the vault writes them, with their other names; never the owner', () => {
    const reg = new SubjectRegistry();
    addNote(reg, 'Memory/Topics/Melanie.md', { aliases: ['Mel'] }, '# Melanie\n');
    addNote(reg, 'Memory/Topics/Caroline.md', { aliases: ['Caro'] }, '# Caroline\n');
    addNote(reg, 'Memory/Topics/Adoption.md', {}, '# Adoption\n');
    addNote(reg, 'Memory/Topics/Garden.md', {}, '# Garden\n');
    addIndex(reg, '# Memory\n## People\n- Kasia Nowak — sister\n');
    const digest: MemoryNote = { ...note('Memory/Daily/2023-08-17.md', 1, []), headings: ['Pottery', '2023-08-17 standup'] };
    const mem: ExistingMemory = { archived: new Map(), messages: [], notes: [digest], registry: reg };
    const text = '- **Caroline**: Hey Mel! I applied to adoption agencies, and Kasia Nowak says hi. Caro loves your pottery.';
    expect(promptSubjects(mem, text, ['Caroline', 'Caro'])).toEqual([
      { name: 'Melanie', aliases: ['Mel'] },
      { name: 'Adoption', aliases: [] },
      { name: 'Kasia Nowak', aliases: ['Kasia'] },
      { name: 'Pottery', aliases: [] },
    ]);
  });
});

describe('memoryContext: whole lines of the subjects in play, within a token budget', () => {
  const line = (text: string, day: string, heading?: string) => ({ line: 5, text, tokens: new Set(tokenize(text)), support: [`day:${day}`], ...(heading ? { heading } : {}) });
  const LONG = `- Marek rebuilt the ${'old blue gravel '.repeat(12)}bike over three weekends and rode it to work on Monday.`;
  const bike: MemoryNote = {
    path: 'Memory/Topics/bike.md', topic: 'bike', tier: 2, data: {}, status: null, untrusted: false,
    lines: [
      line(LONG, '2026-03-01'),
      line('- Bike needs new brake pads.', '2026-02-20', 'Open'),
      line('- Waiting: the frame shop to call back about the bike.', '2026-02-10'),
      line('- The bike was bought in 2019.', '2026-01-05'),
      line('- Bike lock code changed; superseded on 2026-02-01 by “…”', '2026-01-02'),
    ],
  };
  const mem: ExistingMemory = { archived: new Map(), messages: [], notes: [bike] };
  const chunk = [span('s1', '- Took the bike out again.')];

  it('shows every current line in full, newest first, and never a superseded one', () => {
    const { refs, leftOut } = memoryContext(mem, chunk);
    expect(refs.map((r) => r.line)).toEqual([
      '- Bike needs new brake pads.',
      '- Waiting: the frame shop to call back about the bike.',
      LONG,
      '- The bike was bought in 2019.',
    ]);
    expect(refs.find((r) => r.line === LONG)!.text).toBe(LONG.slice(2));
    expect(leftOut).toBe(0);
  });

  it('past the budget drops whole lines and counts them, and still shows the open todo and the waiting line', () => {
    const { refs, leftOut } = memoryContext(mem, chunk, { budgetTokens: 25 });
    expect(refs.map((r) => r.line)).toEqual(['- Bike needs new brake pads.', '- Waiting: the frame shop to call back about the bike.']);
    expect(leftOut).toBe(2);
    const text = buildUserMessage(chunk, false, refs, { memoryLeftOut: leftOut }).text;
    expect(text).toContain('(2 older lines of these subjects left out for length)\nEND OF EXISTING MEMORY');
    expect(text).not.toContain('…');
  });

  it("a subject is in play by an alias, and the owner's note always", () => {
    const reg = new SubjectRegistry();
    addNote(reg, 'Memory/Topics/bike.md', { aliases: ['Blue Rocket'] }, '# Bike\n');
    const me: MemoryNote = { ...bike, path: 'Memory/Topics/marek.md', topic: 'marek', lines: [line('- Marek works as a nurse.', '2026-01-01')] };
    const withAlias: ExistingMemory = { archived: new Map(), messages: [], notes: [bike, me], registry: reg };
    const refs = memoryContext(withAlias, [span('s1', '- Oiled the chain of the Blue Rocket.')], { owner: ['Marek'] }).refs;
    expect(refs.some((r) => r.line === '- The bike was bought in 2019.')).toBe(true);
    expect(refs.some((r) => r.line === '- Marek works as a nurse.')).toBe(true);
    expect(memoryContext(withAlias, [span('s1', '- Oiled the chain.')]).refs).toEqual([]);
  });
});

describe('the owner: from the settings, else the About me note, else the request says no name is known', () => {
  const aboutMe = (data: Record<string, unknown>, lines: string[]): ExistingMemory => ({
    archived: new Map(), messages: [],
    notes: [{ path: 'Memory/Identity/about-me.md', topic: 'about-me', tier: 3, data, status: null, untrusted: false, lines: lines.map((text, i) => ({ line: i + 3, text, tokens: new Set(tokenize(text)), support: [] })) }],
  });
  it.each([
    { name: 'the setting wins', configured: ['Sam'], memory: aboutMe({ name: 'Marek' }, []), expected: ['Sam'] },
    { name: 'a name in the frontmatter, with its aliases', configured: [], memory: aboutMe({ name: 'Marek Kowalski', aliases: ['Marek'] }, []), expected: ['Marek Kowalski', 'Marek'] },
    { name: 'a "Name:" line', configured: [], memory: aboutMe({}, ['- **Name:** Ola']), expected: ['Ola'] },
    { name: '"my name is" in a line', configured: [], memory: aboutMe({}, ['- My name is Ola Nowak and I live in Gdańsk.']), expected: ['Ola Nowak'] },
    { name: 'nothing names the person', configured: [], memory: aboutMe({}, ['- Likes tea.']), expected: [] },
  ])('$name', ({ configured, memory, expected }) => {
    expect(ownerNames(configured, memory)).toEqual(expected);
  });

  it('SUBJECTS lists the owner first with their note; OWNER says when no name is known', () => {
    const memory = aboutMe({ name: 'Ola' }, []);
    const spans = [span('s1', '- Went swimming with Mel.')];
    const named = buildUserMessage(spans, false, [], { owner: ['Ola', 'Aleksandra'], ownerNote: ownerNote(memory, ['Ola']), subjects: [{ name: 'Melanie', aliases: ['Mel'] }] }).text;
    expect(named).toContain('OWNER: Ola (also Aleksandra)\nSUBJECTS: Ola (Aleksandra, the owner, note Memory/Identity/about-me.md); Melanie (Mel)');
    const unnamed = buildUserMessage(spans, false, [], {}).text;
    expect(unnamed).toMatch(/^OWNER: not named \(neither the settings nor an About me note give the name\)/m);
  });
});
