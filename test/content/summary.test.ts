import { describe, expect, it } from '@jest/globals';
import { validateSummary, type GroundLine } from '../../src/core/consolidate/summary-check';
import { composeSummary, currentLines, summarized, summarizeWrites } from '../../src/core/consolidate/summary';
import { summarySentences } from '../../src/core/formats/summary-block';
import { entrySummary } from '../../src/core/settle/index-curation';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { ReportMessage } from '../../src/core/ports/types';
import type { PlannedWrite } from '../../src/core/state/transaction';
import { md } from './fixtures';

// Two styles of note: a project written in English, a flat in a Polish journal.
const BIKE: GroundLine[] = [
  { text: 'Ordered a new bottom bracket for the Bike rebuild. Should arrive Thursday.', refs: '[[Journal/2026-11-02]] L13', date: '2026-11-02' },
  { text: 'Fitted the new bottom bracket. Creaking is gone.', refs: '[[Journal/2026-11-05]] L4', date: '2026-11-05' },
  { text: 'The bottom bracket is BSA threaded, 68 mm shell.', refs: '[[Journal/2026-11-05]] L5', date: '2026-11-05' },
];
const MIESZKANIE: GroundLine[] = [
  { text: 'Umowa najmu na Hutniczej podpisana, czynsz 2400 zł.', refs: '[[Dziennik/2026-03-02]] L3', date: '2026-03-02' },
  { text: 'Wczoraj odebraliśmy klucze od pani Basi.', refs: '[[Dziennik/2026-03-09]] L5–6', date: '2026-03-09' },
];

interface Case { name: string; lines: GroundLine[]; sentences: string[]; refused: RegExp | null }

const cases: Case[] = [
  { name: 'en: restates the lines', lines: BIKE, sentences: ['Fitted the new bottom bracket; creaking is gone. · [[Journal/2026-11-05]] L4'], refused: null },
  { name: 'en: a number the lines give', lines: BIKE, sentences: ['BSA threaded bottom bracket, 68 mm shell. · [[Journal/2026-11-05]] L5'], refused: null },
  { name: 'en: a relative date said as the day it means', lines: BIKE, sentences: ['A new bottom bracket was ordered; should arrive on 5 November 2026. · [[Journal/2026-11-02]] L13'], refused: null },
  { name: 'en: an invented name', lines: BIKE, sentences: ['Fitted the new bottom bracket from Shimano. · [[Journal/2026-11-05]] L4'], refused: /names what the note's lines do not \(Shimano\)/ },
  { name: 'en: an invented number', lines: BIKE, sentences: ['The bottom bracket is BSA threaded, 73 mm shell. · [[Journal/2026-11-05]] L5'], refused: /number .*\(73\)/ },
  { name: 'en: an invented date', lines: BIKE, sentences: ['Fitted the new bottom bracket on 2026-11-07. · [[Journal/2026-11-05]] L4'], refused: /date .*\(2026-11-07\)/ },
  { name: 'en: an uncited sentence', lines: BIKE, sentences: ['Fitted the new bottom bracket. · [[Journal/2026-11-05]] L4', 'Creaking is gone.'], refused: /cites no line/ },
  { name: 'en: a citation no line has', lines: BIKE, sentences: ['Fitted the new bottom bracket. · [[Journal/2026-11-06]] L4'], refused: /cites a source none/ },
  { name: 'en: a word no line holds', lines: BIKE, sentences: ['Fitted the new bottom bracket; the bike is for sale. · [[Journal/2026-11-05]] L4'], refused: /words .*(sale)/ },
  {
    name: 'en: four sentences',
    lines: BIKE,
    sentences: ['Fitted. · [[Journal/2026-11-05]] L4', 'Creaking gone. · [[Journal/2026-11-05]] L4', 'BSA. · [[Journal/2026-11-05]] L5', 'Ordered. · [[Journal/2026-11-02]] L13'],
    refused: /4 sentences/,
  },
  { name: 'pl: restates the lines', lines: MIESZKANIE, sentences: ['Umowa najmu na Hutniczej podpisana, czynsz 2400 zł. · [[Dziennik/2026-03-02]] L3'], refused: null },
  { name: 'pl: the day a line cites', lines: MIESZKANIE, sentences: ['Klucze od pani Basi odebrane, wpis z 2026-03-09. · [[Dziennik/2026-03-09]] L5–6'], refused: /wpis/ },
  { name: 'pl: the day a line cites, in no new words', lines: MIESZKANIE, sentences: ['2026-03-09: klucze od pani Basi. · [[Dziennik/2026-03-09]] L5–6'], refused: null },
  { name: 'pl: an invented name', lines: MIESZKANIE, sentences: ['Umowa najmu na Hutniczej podpisana z Kowalskim. · [[Dziennik/2026-03-02]] L3'], refused: /\(Kowalskim\)/ },
  { name: 'pl: an invented number', lines: MIESZKANIE, sentences: ['Umowa najmu podpisana, czynsz 2600 zł. · [[Dziennik/2026-03-02]] L3'], refused: /\(2600\)/ },
  { name: 'pl: an invented date', lines: MIESZKANIE, sentences: ['Umowa najmu podpisana 2026-02-27. · [[Dziennik/2026-03-02]] L3'], refused: /\(2026-02-27\)/ },
  { name: 'pl: an uncited sentence', lines: MIESZKANIE, sentences: ['Umowa najmu na Hutniczej podpisana.'], refused: /cites no line/ },
];

describe('validateSummary', () => {
  it.each(cases)('$name', ({ lines, sentences, refused }) => {
    const v = validateSummary(sentences, lines);
    if (refused === null) expect(v).toEqual({ ok: true });
    else {
      expect(v.ok).toBe(false);
      expect(v.ok ? '' : v.reason).toMatch(refused);
    }
  });
});

const PROJECT = md`
  # Bike rebuild

  Status: closed since 2026-11-12 · [[Journal/2026-11-12]] L4

  ## Done and reference
  - ~~Ordered a new bottom bracket. Should arrive Thursday. · [[Journal/2026-11-02]] L13~~ superseded on 2026-11-05 by [[Journal/2026-11-05]]
  - Fitted the new bottom bracket on the Bike rebuild. Creaking is gone. · [[Journal/2026-11-05]] L4
  - The bottom bracket is BSA threaded, 68 mm shell. · [[Journal/2026-11-05]] L5
  - Closed: Finished the Bike rebuild: new chain, cassette and bottom bracket, bled the brakes. · [[Journal/2026-11-12]] L4

  ## Related
  - [[Memory/Topics/Garage|Garage]] · shares sources from 2026-11-05
`;

const FLAT = md`
  # Mieszkanie

  ## Current
  - Kaucja zapłacona. · [[Dziennik/2026-03-01]] L2
  - Sąsiad z dołu gra wieczorami na pianinie. · [[Dziennik/2026-03-01]] L4
  - Klucze. · [[Dziennik/2026-03-02]] L1
  - Umowa najmu na Hutniczej podpisana, czynsz 2400 zł. · [[Dziennik/2026-03-02]] L3
  - Wczoraj odebraliśmy klucze od pani Basi. · [[Dziennik/2026-03-09]] L5–6
  - Mieszkanie: internet podłączony, światłowód 600 Mb/s. · [[Dziennik/2026-03-11]] L2, [[Dziennik/2026-03-14]] L4
  - Pralka stoi w łazience, hydraulik przyjdzie po niej zajrzeć. · [[Dziennik/2026-03-14]] L7
`;

describe('composeSummary', () => {
  it('leads with the newest line of state, reads no struck or related line, one sentence for a short note (about one for every six lines)', () => {
    expect(composeSummary(currentLines(PROJECT), 'Bike rebuild')).toEqual([
      'Finished the Bike rebuild: new chain, cassette and bottom bracket · [[Journal/2026-11-12]] L4',
    ]);
  });

  it('takes the newest facts, drops the subject as its own label, cites the newest source, prefers a line not in the first person', () => {
    expect(composeSummary(currentLines(FLAT), 'Mieszkanie')).toEqual([
      'Pralka stoi w łazience, hydraulik przyjdzie po niej zajrzeć. · [[Dziennik/2026-03-14]] L7',
      'Internet podłączony, światłowód 600 Mb/s. · [[Dziennik/2026-03-14]] L4',
    ]);
  });

  it('a finished item or a quote is not where the subject stands, while another line says it', () => {
    const body = md`
      # Wedding

      ## Current
      - The venue holds 40 people. · [[Journal/2026-05-02]] L3
      - Kasia on the menu: “we'll decide after the tasting”. · [[Journal/2026-05-09]] L4
      - Done: Booked the venue. · [[Journal/2026-05-10]] L2
    `;
    expect(composeSummary(currentLines(body), 'Wedding')).toEqual(['The venue holds 40 people. · [[Journal/2026-05-02]] L3']);
  });

  it('an older waiting line is history once a newer line says what came of it; of one day, the state leads', () => {
    const lines = (newest: string): string => md`
      # Studio lease

      ## Current
      - Waiting: the landlord answers about the studio lease by Friday. · [[Journal/2026-07-02]] L4
      - ${newest}
    `;
    expect(composeSummary(currentLines(lines('Signed the studio lease: 640 euros a month from 1 August. · [[Journal/2026-07-20]] L1')), 'Studio lease'))
      .toEqual(['Signed the studio lease: 640 euros a month from 1 August. · [[Journal/2026-07-20]] L1']);
    expect(composeSummary(currentLines(lines('The studio has a north window over the yard. · [[Journal/2026-07-02]] L2')), 'Studio lease'))
      .toEqual(['Waiting: the landlord answers about the studio lease by Friday. · [[Journal/2026-07-02]] L4']);
  });

  it('a line that says little waits behind one that says more; of a line\'s sentences, the fullest is said', () => {
    const en = md`
      # Job

      ## Current
      - Week two. Signed the contract with the new team in Gdynia, start on 2026-11-02. · [[Journal/2026-10-12]] L1–2
      - Good day. · [[Journal/2026-10-20]] L4
      - Laptop and badge. · [[Journal/2026-10-21]] L3
    `;
    expect(composeSummary(currentLines(en), 'Job')).toEqual(['Signed the contract with the new team in Gdynia, start on 2026-11-02. · [[Journal/2026-10-12]] L1–2']);
    const de = md`
      # Umzug

      ## Current
      - Kisten gepackt. · [[Tagebuch/2026-04-03]] L2
      - Zweite Woche. Mietvertrag für die Wohnung in der Hafenstraße unterschrieben, Miete 980 Euro. · [[Tagebuch/2026-03-28]] L5
      - Schön. · [[Tagebuch/2026-04-04]] L1
    `;
    expect(composeSummary(currentLines(de), 'Umzug')).toEqual(['Mietvertrag für die Wohnung in der Hafenstraße unterschrieben, Miete 980 Euro. · [[Tagebuch/2026-03-28]] L5']);
  });

  it.each([
    ['a clause to stop at', 'The whole planning team moves to the new terminal office at the port, from 2 November onwards', 'The whole planning team moves to the new terminal office at the port'],
    ['an opening phrase is no clause to stop at', 'Shortly before 17 August 2023, Caroline went to a support group and found it powerful', 'Shortly before 17 August 2023, Caroline went to a support group and found it…'],
    ['an opening phrase in another language', 'Am Montag, nach dem Termin beim Notar, haben wir den Kaufvertrag unterschrieben', 'Am Montag, nach dem Termin beim Notar, haben wir den Kaufvertrag unterschrieben'],
    ['no clause, a little long: whole', 'Cały zespół planowania przenosi się do nowego biura terminalu w porcie od drugiego listopada', 'Cały zespół planowania przenosi się do nowego biura terminalu w porcie od drugiego listopada'],
    [
      'no clause, far too long: at a word',
      'The whole planning team moves to the new terminal office at the port from the second of November and the old office closes for good at the end of the year',
      'The whole planning team moves to the new terminal office at the port from the…',
    ],
    [
      'no clause before the budget, one a little past it: there, not mid-phrase',
      'The allotment committee finally approved the new shed by the east gate on 3 March 2026, after two years of letters and three meetings',
      'The allotment committee finally approved the new shed by the east gate on 3 March 2026',
    ],
    [
      'the same in another language',
      'Wspólnota mieszkaniowa zatwierdziła wreszcie remont klatki schodowej i wymianę domofonu na wiosnę 2027, po dwóch latach pism i zebrań',
      'Wspólnota mieszkaniowa zatwierdziła wreszcie remont klatki schodowej i wymianę domofonu na wiosnę 2027',
    ],
    ['of its sentences, the one not in the first person', 'Exams start on 2026-11-04. I am supervising chemistry, physics and biology in the big hall', 'Exams start on 2026-11-04.'],
  ])('a line is said: %s', (_why, line, said) => {
    const body = `# Office\n\n## Current\n- ${line} · [[Journal/2026-10-12]] L1\n`;
    expect(composeSummary(currentLines(body), 'Office')).toEqual([`${said} · [[Journal/2026-10-12]] L1`]);
  });

  it('what it composes passes the check', () => {
    for (const [body, title] of [[PROJECT, 'Bike rebuild'], [FLAT, 'Mieszkanie']] as const) {
      expect(validateSummary(composeSummary(currentLines(body), title), currentLines(body))).toEqual({ ok: true });
    }
  });
});

describe('summarized', () => {
  it('heads the note with the summary, under the title and above the status line, and replaces it on the next run', () => {
    const once = summarized(PROJECT, 'Bike rebuild').body;
    expect(once.split('\n').slice(0, 5)).toEqual([
      '# Bike rebuild',
      '## Summary',
      'Finished the Bike rebuild: new chain, cassette and bottom bracket · [[Journal/2026-11-12]] L4',
      '',
      'Status: closed since 2026-11-12 · [[Journal/2026-11-12]] L4',
    ]);
    expect(summarized(once, 'Bike rebuild').body).toBe(once);
    const later = `${once}- Sold the old cassette to Bartek. · [[Journal/2026-11-20]] L2\n`;
    expect(summarySentences(summarized(later, 'Bike rebuild').body)).toEqual(summarySentences(once));
  });

  it('a note whose every line moved to another note keeps no summary of them', () => {
    const once = summarized(FLAT, 'Mieszkanie').body;
    const emptied = once.split('\n').filter((l) => !l.startsWith('- ')).join('\n');
    expect(summarized(emptied, 'Mieszkanie').body).toBe('# Mieszkanie\n\n## Current\n');
  });

  it('a refused summary keeps the one the note had, and says why', () => {
    const once = summarized(PROJECT, 'Bike rebuild').body;
    const out = summarized(once, 'Bike rebuild', ['The Bike rebuild cost 400 zł. · [[Journal/2026-11-12]] L4']);
    expect(out.body).toBe(once);
    expect(out.refused).toMatch(/number .*\(400\)/);
  });
});

describe('summarizeWrites', () => {
  const write = (content: string): PlannedWrite => ({ target: 'Memory/Topics/Bike rebuild.md', tier: 2, action: 'update', reason: 'r', diff: '', content, expected: content, candidateIds: [] });

  it('a note a dream wrote gets its summary; a note the person wrote is left as it is', () => {
    const dream = write(`---\norigin: dream\n---\n${PROJECT}`);
    const person = write(`---\ntags: [bike]\n---\n${PROJECT}`);
    const messages: ReportMessage[] = [];
    summarizeWrites(yamlPackage, 'Memory/Topics', [dream, person], messages, []);
    expect(dream.content).toContain('## Summary\nFinished the Bike rebuild');
    expect(person.content).toBe(`---\ntags: [bike]\n---\n${PROJECT}`);
    expect(messages).toEqual([]);
  });

  it('a model summary the check refuses gives way to the rule, and the report says why', () => {
    const w = write(`---\norigin: dream\n---\n${PROJECT}`);
    const messages: ReportMessage[] = [];
    summarizeWrites(yamlPackage, 'Memory/Topics', [w], messages, [], new Map([[w.target, ['Bike sold to Bartek. · [[Journal/2026-11-12]] L4']]]));
    expect(w.content).toContain('## Summary\nFinished the Bike rebuild');
    expect(messages.map((m) => m.text)).toEqual([expect.stringMatching(/model's summary .* not used: .*\(Bartek\)/)]);
  });
});

describe('the index entry from a summary', () => {
  it.each([
    ['Good run, 10 km, new longest in 2026. · [[Journal/2026-11-23]] L6', 'Good run, 10 km, new longest in 2026.'],
    [
      'Release Seedling: bump the version in package.json; run pnpm test and the e2e smoke test; tag the commit and push the tag. · [[Journal/2026-11-20]] L3–8',
      'Release Seedling: bump the version in package.json; run pnpm test and the e2e smoke test',
    ],
    [
      'Przeprowadzka z Hutniczej na Zabłocie zaplanowana na koniec kwartału razem z pianinem babci i dwoma kotami oraz akwarium pełnym ryb · [[Dziennik/2026-03-14]] L7',
      'Przeprowadzka z Hutniczej na Zabłocie zaplanowana na koniec kwartału razem z pianinem babci i dwoma kotami oraz…',
    ],
    [
      'Shortly before 17 August 2023, Caroline went to an LGBTQ support group with her mentee and found the stories of the other members powerful and moving. · [[Journal/2023-08-17#^d12-3]]',
      'Shortly before 17 August 2023, Caroline went to an LGBTQ support group with her mentee and found the stories of the…',
    ],
  ])('%s', (sentence, entry) => {
    expect(entrySummary(sentence)).toBe(entry);
  });
});
