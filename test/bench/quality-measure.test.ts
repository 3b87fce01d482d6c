/**
 * The quality measure itself, pinned by cases a reviewer can check by eye:
 * which citations count, which answers are found, what the naive baseline is.
 */
import type { Conversation } from '../../scripts/quality/locomo';
import { blockId, buildJournal, evidenceIds, sessionDate, turnLine } from '../../scripts/quality/locomo';
import {
  answerFound,
  contentWords,
  countedCites,
  hygiene,
  naiveMemory,
  normaliseForAnswer,
  observationLosses,
  parseMemoryLine,
  score,
  shape,
  TurnIndex,
} from '../../scripts/quality/measure';

const conv: Conversation = {
  id: 't',
  speakerA: 'Jon',
  speakerB: 'Gina',
  sessions: [
    {
      index: 1,
      when: '4:04 pm on 20 January, 2023',
      date: '2023-01-20',
      turns: [
        { diaId: 'D1:1', speaker: 'Gina', text: 'Hey Jon! How are you?' },
        { diaId: 'D1:2', speaker: 'Jon', text: 'I lost my banking job and I am opening a dance studio downtown.' },
        { diaId: 'D1:3', speaker: 'Gina', text: 'I started my clothing store after losing my job.', caption: 'a photo of a store front' },
      ],
    },
    {
      index: 2,
      when: '2:32 pm on 29 January, 2023',
      date: '2023-01-29',
      turns: [{ diaId: 'D2:1', speaker: 'Jon', text: 'The studio opens on 7 May 2023 with a big party.' }],
    },
  ],
  observations: [
    { speaker: 'Jon', text: 'Jon lost his banking job and is opening a dance studio.', evidence: ['D1:2'] },
    { speaker: 'Gina', text: 'Gina started a clothing store.', evidence: ['D1:3'] },
  ],
  questions: [
    { question: 'When does the studio open?', answer: '7 May, 2023', evidence: ['D2:1'], category: 2 },
    { question: 'What did Jon lose?', answer: 'banking job', evidence: ['D1:2'], category: 4 },
    { question: 'Unanswerable', answer: 'x', evidence: ['D1:1'], category: 5 },
  ],
};

const journal = buildJournal(conv);
const turns = new TurnIndex(journal);

test('the journal: one note per date, one line per turn ending in its block id', () => {
  expect(journal.notes.map((n) => n.path)).toEqual(['Journal/2023-01-20.md', 'Journal/2023-01-29.md']);
  expect(journal.turns.get('D1:3')).toMatchObject({ path: 'Journal/2023-01-20.md', line: 5 });
  expect(journal.notes[0]!.text.split('\n')[4]).toBe('- **Gina**: I started my clothing store after losing my job. (photo: a photo of a store front) ^d1-3');
  expect(blockId('D12:34')).toBe('d12-34');
  expect(sessionDate('1:56 pm on 8 May, 2023')).toBe('2023-05-08');
  expect(evidenceIds('D8:6; D9:17')).toEqual(['D8:6', 'D9:17']);
  expect(evidenceIds(['D:11:26'])).toEqual(['D11:26']);
});

test.each([
  ['block link and three shared words', 'Jon is opening a dance studio after his banking job. · [[2023-01-20#^d1-2]]', ['D1:2']],
  ['line range covering the turn', 'Jon lost his banking job; dance studio next. · [[Journal/2023-01-20|2023-01-20]] L3–4', ['D1:2']],
  ['line range covering two turns, words of one', 'Gina started a clothing store after losing her job. · [[Journal/2023-01-20|2023-01-20]] L3–5', ['D1:3']],
  ['the second of two ranges sharing a link', 'Gina started a clothing store after losing her job. · [[Journal/2023-01-20]] L1, L5', ['D1:3']],
  ['a bare link proves nothing', 'Jon. · [[2023-01-20#^d1-2]]', []],
  ['two shared words are not enough', 'A dance studio. · [[2023-01-20#^d1-2]]', []],
  ['the words without a citation are not a cite', 'Jon lost his banking job and is opening a dance studio.', []],
])('a memory line cites a turn: %s', (_name, line, expected) => {
  expect([...countedCites([parseMemoryLine(line, turns)], turns)]).toEqual(expected);
});

test('content words drop stop words and short tokens', () => {
  expect([...contentWords("Hey Jon! I'm opening a dance studio, it's big.")]).toEqual(['jon', 'opening', 'dance', 'studio', 'big']);
});

test.each([
  ['7 May, 2023', 'The studio opens on 7 May 2023.', 1],
  ['7 May, 2023', 'The studio opens on May 7, 2023.', 1],
  ['7 May, 2023', 'Opening: 2023-05-07.', 1],
  ['7 May, 2023', 'The studio opens in May 2023.', 0],
  ['May 2023', 'Opening: 2023-05-07.', 1],
  ['banking job', 'He lost his Banking job.', 1],
  ['banking job', 'A job in banking.', 0],
  ['pottery, camping and swimming', 'She likes pottery and swimming.', 2 / 3],
  ['The Sunday before 25 May 2023', 'On sunday before May 25, 2023 she ran.', 1],
])('answer %p in %p scores %p', (answer, memory, expected) => {
  expect(answerFound(answer, ` ${normaliseForAnswer(memory)} `)).toBeCloseTo(expected);
});

test('scores: observation and evidence recall count cites, answers skip category 5', () => {
  const lines = ['- Jon lost his banking job, opening a dance studio · [[2023-01-20#^d1-2]]'].map((l) => parseMemoryLine(l, turns));
  const s = score(conv, turns, lines, 100);
  expect(s.observationRecall).toBeCloseTo(0.5);
  expect(s.evidenceRecall).toBeCloseTo(0.5);
  expect(s.answers).toBeCloseTo(0.5);
});

test('losses: a turn no line cites, a turn cited without its words, and what the annotations would reach', () => {
  const lines = ['- A store. · [[2023-01-20#^d1-3]]'].map((l) => parseMemoryLine(l, turns));
  expect(observationLosses(conv, turns, lines)).toEqual({ notCited: 1, citedWithoutWords: 1, wordingCeiling: 1 });
  const paraphrased = { ...conv, observations: [{ speaker: 'Gina', text: 'Gina sells clothes.', evidence: ['D1:3'] }] };
  expect(observationLosses(paraphrased, turns, lines).wordingCeiling).toBe(0);
});

test('the naive baseline keeps the newest turns until it reaches the size', () => {
  const last = turnLine(conv.sessions[1]!.turns[0]!);
  const naive = naiveMemory(journal, last.length + 1, turnLine);
  expect(naive.lines.map((l) => [...l.cites])).toEqual([['D2:1']]);
  expect(naiveMemory(journal, last.length + 2, turnLine).lines).toHaveLength(2);
});

test('hygiene: block ids and captions outside links, notes named like a session', () => {
  const h = hygiene({
    dailyFolder: 'Memory/Daily',
    files: new Map([
      ['Memory/Daily/2023-01-20.md', '- Jon: hi ^d1-1 · [[2023-01-20#^d1-1]]\n- a store (photo: a store front)\n'],
      ['Memory/Topics/talk-with-gina-4-04-pm-on-20-january-2023.md', '# Talk\n'],
      ['Memory/Topics/dance-studio.md', '- Jon opens a studio · [[2023-01-20#^d1-2]]\n'],
    ]),
  });
  expect(h).toEqual({ blockIdsInText: 1, photoCaptions: 1, sessionHeadingNotes: ['Memory/Topics/talk-with-gina-4-04-pm-on-20-january-2023.md'] });
});

test('shape: subject notes and the dates they cite, the largest share, misfiled lines, the turns\' own text', () => {
  const files = new Map([
    ['Memory/MEMORY.md', '# Memory\n'],
    // Jon's note: his own line, a line in Gina's words (labelled with her name), one naming both.
    ['Memory/Topics/jon.md', '---\ntags:\n  - gina\n---\n# Jon\n\n- Lost my banking job · [[2023-01-20#^d1-2]]\n- Gina: I started my store · [[2023-01-20#^d1-3]]\n- Jon and Gina met at the studio · [[2023-01-29#^d2-1]]\n'],
    ['Memory/Topics/Gina.md', '# Gina\n\n- Jon: Gina opened a store · [[2023-01-20#^d1-3]]\n'],
    ['Memory/Topics/dance-studio.md', '# Dance studio\n\n- Jon: the studio opens in May · [[Journal/2023-01-29#^d2-1]]\n- Jon: a dance studio · [[2023-01-20#^d1-2]]\n'],
  ]);
  const s = shape({ files, dailyFolder: 'Memory/Daily' }, conv, journal);
  expect(s.subjectNotes).toEqual([{ name: 'dance-studio', dates: 2 }]);
  // "Gina: I started my store" in Jon's note names only Gina; the line in Gina's note names both.
  expect(s).toMatchObject({ misfiled: 1, speakerLines: 4, largestNote: 'Memory/Topics/jon.md' });
  expect(s.largestShare).toBeCloseTo(files.get('Memory/Topics/jon.md')!.length / [...files.values()].reduce((n, t) => n + t.length, 0));
  // No speaker labels, captions or block ids: the three turns' words only.
  expect(s.turnChars).toBe(conv.sessions.flatMap((x) => x.turns).reduce((n, t) => n + t.text.length, 0));
});
