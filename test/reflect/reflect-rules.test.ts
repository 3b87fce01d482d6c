/**
 * REM's rules as tables (src/core/reflect/): period boundaries, theme counting
 * and trend, change detection, open-loop closing, and the ranking boost.
 */
import { describe, expect, test } from '@jest/globals';
import { fixedClock } from '../../src/core/ports/clock';
import { localDate } from '../../src/core/lib/dates';
import { changeCue, detectChanges, memoryLinesOf } from '../../src/core/reflect/changes';
import { subjectsFromIndex } from '../../src/core/reflect/evidence';
import { loopText, openLoops } from '../../src/core/reflect/loops';
import { calendarMonth, isoWeek, parsePeriod, periodsClosedBy } from '../../src/core/reflect/periods';
import { buildReflection, gistOf, renderReflection } from '../../src/core/reflect/reflection';
import { withReflectionPointer } from '../../src/core/reflect/pointer';
import { themeSignal } from '../../src/core/rank/theme-signal';
import { countThemes, themesOf, trendText, type ReflectSubject, type SourceDay } from '../../src/core/reflect/themes';
import { confidenceOf, WEIGHTS } from '../../src/core/rank/ranking';
import type { Signals } from '../../src/core/rank/candidate';

const day = (date: string, text: string, folder = 'Journal'): SourceDay => ({ date, path: `${folder}/${date}.md`, lines: text.split('\n') });
const subject = (name: string, aliases: string[] = [], person = false): ReflectSubject => ({ name, aliases, person, path: null });

describe('ISO weeks and months', () => {
  test.each([
    // [date, week, Monday, Sunday]
    ['2026-11-16', '2026-W47', '2026-11-16', '2026-11-22'],
    ['2026-11-22', '2026-W47', '2026-11-16', '2026-11-22'],
    ['2026-11-23', '2026-W48', '2026-11-23', '2026-11-29'],
    // The week of 1 January 2027 (a Friday) is the last of 2026: its Thursday is 31 December.
    ['2027-01-01', '2026-W53', '2026-12-28', '2027-01-03'],
    // 30 December 2024 (a Monday) starts 2025-W01: its Thursday is in 2025.
    ['2024-12-30', '2025-W01', '2024-12-30', '2025-01-05'],
    ['2026-01-01', '2026-W01', '2025-12-29', '2026-01-04'],
  ])('%s is in %s (%s – %s)', (date, label, start, end) => {
    expect(isoWeek(date)).toEqual({ kind: 'week', label, start, end });
    expect(parsePeriod(label)).toEqual(isoWeek(date));
  });

  test.each([
    ['2026-11-05', '2026-11-01', '2026-11-30'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s is in the month %s – %s', (date, start, end) => {
    expect(calendarMonth(date)).toMatchObject({ start, end });
  });

  test.each(['2026-W54', '2025-W53', '2026-13', 'W47', '2026-11-02'])('%s is not a period', (label) => {
    expect(parsePeriod(label)).toBeNull();
  });

  test.each([
    // [watermark before, consolidated through, today, periods closed]
    ['2026-11-21', '2026-11-22', '2026-11-23', ['2026-W47']],
    // A week whose last note is on Wednesday is closed by the first dream after its Sunday.
    ['2026-11-18', '2026-11-24', '2026-11-25', ['2026-W47']],
    ['2026-11-22', '2026-11-23', '2026-11-24', []],
    ['2026-11-27', '2026-11-30', '2026-12-01', ['2026-W48', '2026-11']],
    // A dream that reads nothing new closes nothing it closed before.
    ['2026-11-22', '2026-11-22', '2026-11-23', []],
  ])('after %s, through %s on %s: %j', (before, through, today, labels) => {
    expect(periodsClosedBy(before, through, today).map((p) => p.label)).toEqual(labels);
  });

  test('the vault’s time zone decides which day “today” is', () => {
    // 23:30 UTC on Sunday 29 November is already Monday in Warsaw: the week is over there.
    const instant = '2026-11-29T23:30:00Z';
    const utc = localDate(fixedClock(instant, 'UTC'));
    const warsaw = localDate(fixedClock(instant, 'Europe/Warsaw'));
    expect([utc, warsaw]).toEqual(['2026-11-29', '2026-11-30']);
    expect(periodsClosedBy('2026-11-27', '2026-11-28', utc).map((p) => p.label)).toEqual([]);
    expect(periodsClosedBy('2026-11-27', '2026-11-28', warsaw).map((p) => p.label)).toEqual(['2026-W48']);
  });
});

describe('themes', () => {
  const running = subject('Running', ['runs']);
  const mewa = subject('Mewa', ['the boat']);
  const ola = subject('Ola', [], true);
  const week = isoWeek('2026-11-16');
  const prev = isoWeek('2026-11-09');
  const days = [
    day('2026-11-10', '- 5 km, easy'), // no subject
    day('2026-11-11', '- two runs this week'),
    day('2026-11-16', '- Running: 6 km'),
    day('2026-11-17', '- sanded [[Mewa]]'),
    day('2026-11-18', '- RUNNING again, felt good'),
    day('2026-11-19', '- ran with Ola; the boat can wait'),
    day('2026-11-20', '- runs: interval session'),
    day('2026-11-21', '- ola (lowercase: not the name) and Mewa'),
  ];

  test('a subject counts once per day, by name, alias (short ones as written) or link; one day is not a theme', () => {
    const themes = countThemes(week, [prev], days, [running, mewa, ola], 5);
    // Running: 16 (name), 18 (any case), 20 (alias); "ran" on the 19th is not its name. A tie goes to the earlier.
    expect(themes.map((t) => [t.subject.name, t.days, t.before])).toEqual([
      ['Running', ['2026-11-16', '2026-11-18', '2026-11-20'], 1],
      ['Mewa', ['2026-11-17', '2026-11-19', '2026-11-21'], 0],
    ]);
    expect(countThemes(week, [prev], days, [ola], 5)).toEqual([]);
  });

  test('the limit keeps the subjects of the most days', () => {
    const more = [...days, day('2026-11-22', 'long run, 14 km; runs are back')];
    expect(countThemes(week, [prev], more, [mewa, running], 1).map((t) => t.subject.name)).toEqual(['Running']);
  });

  const trends: [number, number, number, string][] = [
    [4, 1, 0, '4d ↑'],
    [2, 3, 2, '2d ↓'],
    [2, 2, 0, '2d ='],
    [2, 0, 0, '2d new'],
    [3, 0, 4, '3d back'],
  ];
  test.each(trends)('%s days after %s (and %s earlier) reads "%s"', (n, before, earlier, text) => {
    expect(trendText({ days: Array.from({ length: n }, (_, i) => `d${i}`), before, earlier })).toBe(text);
  });

  test('index entries are subjects; under People a full name is also its first name', () => {
    const index = '# MEMORY\n\n## Now\n- [[Job search]] — active\n- Dockclock — side thing\n\n## People\n- [[Ola]] — see note\n- Piotr Lis — friend since uni\n- 2026-11-02 standup — not a subject\n';
    expect(subjectsFromIndex(index)).toEqual([
      { name: 'Job search', aliases: [], person: false, path: null },
      { name: 'Dockclock', aliases: [], person: false, path: null },
      { name: 'Ola', aliases: [], person: true, path: null },
      { name: 'Piotr Lis', aliases: ['Piotr'], person: true, path: null },
    ]);
  });
});

describe('themes from what memory filed', () => {
  const advocacy: ReflectSubject = { name: 'LGBTQ advocacy', aliases: [], person: false, path: 'Memory/Topics/LGBTQ advocacy.md' };
  const days = [
    day('2023-05-08', '- **Caroline**: I went to the support group yesterday'),
    day('2023-05-20', '- **Caroline**: the pride parade was amazing'),
    day('2023-05-25', '- **Caroline**: gave a talk at the school'),
  ];

  test.each([
    ['no memory: the days never name it', [], []],
    ['its note cites a day', [['Memory/Topics/LGBTQ advocacy.md', '# LGBTQ advocacy\n- Went to a support group · [[Journal/2023-05-08]] L1\n- Marched at pride · [[Journal/2023-05-20#^d2-1]]\n']], ['2023-05-08', '2023-05-20']],
    ['a day’s digest links the note', [['Memory/Daily/2023-05-25.md', '# 2023-05-25\n\n## In notes\n- [[Memory/Topics/LGBTQ advocacy|LGBTQ advocacy]]\n'], ['Memory/Daily/2023-05-08.md', '- [[LGBTQ advocacy]]\n']], ['2023-05-08', '2023-05-25']],
    // A line of another note citing the day says nothing of this subject.
    ['another note cites the days', [['Memory/Topics/Painting.md', '- Painted a sunset · [[Journal/2023-05-08]] L1, [[Journal/2023-05-20]] L1\n']], []],
  ] as [string, [string, string][], string[]][])('%s → %j', (_why, notes, themeDays) => {
    const memory = notes.flatMap(([path, text]) => memoryLinesOf(path, text));
    const r = buildReflection(calendarMonth('2023-05-01'), { days, subjects: [advocacy], memory, messages: [] });
    expect(r.themes.map((t) => t.days)).toEqual(themeDays.length > 0 ? [themeDays] : []);
  });
});

describe('what changed', () => {
  const cues: [string, 'change' | 'state' | 'weak' | null][] = [
    ['Pausing Mewa until 20 October. Tarp on the hull.', 'change'],
    ['- [[Kasia]] moved at the weekend: Wrocław, Nadodrze', 'change'],
    ['## Dockclock → Slotbook', 'change'],
    ['Last day at Portline. Returned laptop, badge.', 'change'],
    ['No longer car-free: bought the Octavia', 'change'],
    ['[[Mewa]] is back on. Resumed today', 'change'],
    ['- NO running for 3 weeks. Walking and cycling fine.', 'change'],
    ['Physio #5 — discharged!', 'change'],
    ['Job search: closed. 4 applications', 'change'],
    ['the domain is parked', 'state'],
    ['Bathroom: done. Mirror cabinet up', 'weak'],
    ['- [x] moved the meeting to Friday', null],
    ['- 6 km easy, felt good', null],
    ['', null],
  ];
  test.each(cues)('%j → %s', (line, cue) => {
    expect(changeCue(line)).toBe(cue);
  });

  const week = isoWeek('2026-11-02');
  const bathroom = subject('Bathroom renovation', ['bathroom']);

  test('done counts only about a known subject; a memory line that cites the source line is linked', () => {
    const days = [day('2026-11-05', 'Bathroom: done. Mirror cabinet up.\nLaundry done, finally.')];
    const memory = memoryLinesOf('Memory/Topics/Bathroom renovation.md', '# Bathroom renovation\n- Done on 5 Nov 2026 · [[Journal/2026-11-05]] L1\n');
    const changes = detectChanges(week, days, [bathroom], memory, 5);
    expect(changes).toEqual([
      {
        date: '2026-11-05',
        subject: 'Bathroom renovation',
        text: 'Bathroom: done. Mirror cabinet up.',
        source: { path: 'Journal/2026-11-05.md', line: 1 },
        memory: { path: 'Memory/Topics/Bathroom renovation.md', line: 2 },
        strength: 2,
      },
    ]);
  });

  test('a lifecycle word about no known subject is no change; the subject is the one the change’s own clause names', () => {
    const days = [day('2026-11-03', '212 emails. Archived 150 unread.\nWeekly review: Bike done. Newsletter paused.\nRenata’s leaving drinks — she moves to Szczecin on Saturday.')];
    const subjects = [subject('Bike rebuild', ['Bike']), subject('Newsletter'), subject('Szczecin'), subject('Renata Kowal', ['Renata'], true)];
    // The clause opens with the newsletter; "she moves to Szczecin" opens with no subject, so the line's first one.
    expect(detectChanges(week, days, subjects, [], 5).map((c) => [c.subject, c.source.line])).toEqual([['Newsletter', 2], ['Renata Kowal', 3]]);
  });

  test('in a copied conversation a speaker is neither the subject of a turn that names another nor the one it addresses; closed-minded closes nothing', () => {
    const speaker = (name: string): ReflectSubject => ({ ...subject(name, [], true), speaker: true });
    const days = [day('2023-08-17', '- **Melanie**: Wow, Caroline! My kids and I just finished another painting.\n- **Caroline**: It sucks when people are so closed-minded.\n- **Caroline**: I moved to a new flat!')];
    const changes = detectChanges(isoWeek('2023-08-17'), days, [speaker('Caroline'), speaker('Melanie'), subject('Painting')], [], 5);
    expect(changes.map((c) => [c.subject, c.source.line])).toEqual([['Painting', 1], ['Caroline', 3]]);
  });

  test('a fact whose number moved is progress, not a change; done is about the subject its own clause names', () => {
    const days = [day('2026-11-03', '- morning pain 1/10\nFinished the container book. Same with Dockclock, probably.\nBathroom: done. Mirror up.')];
    const memory = memoryLinesOf('Memory/Topics/Rehab.md', '# Rehab\n- ~~morning pain 2/10 · [[Journal/2026-11-01]] L1~~ superseded on 2026-11-03 by “morning pain 1/10”\n');
    const changes = detectChanges(week, days, [subject('Rehab'), subject('Dockclock'), bathroom], memory, 5);
    expect(changes.map((c) => [c.subject, c.source.line])).toEqual([['Bathroom renovation', 3]]);
  });

  test('memory’s superseded marks and status lines are changes of the day that says the new state', () => {
    const days = [day('2026-11-02', '- first day at the new terminal office\n- office: Nabrzeże Polskie, terminal yard\n- Kutno lane: nothing until spring')];
    const memory = [
      ...memoryLinesOf('Memory/Topics/Baltica.md', [
        '# Baltica',
        '- ~~Office at ul. Hutnicza, Gdynia · [[Journal/2026-10-20]] L1~~ superseded on 2026-11-02 by “Office at Nabrzeże Polskie”',
        'Status: active since 2026-10-01 · [[Journal/2026-10-01]] L1',
      ].join('\n')),
      ...memoryLinesOf('Memory/Topics/Kutno.md', '# Kutno\nStatus: paused since 2026-11-02 · [[Journal/2026-11-02]] L3\n'),
    ];
    const changes = detectChanges(week, days, [subject('Baltica'), subject('Kutno')], memory, 5);
    expect(changes.map((c) => [c.date, c.text, c.source.line, c.memory ? `${c.memory.path} L${c.memory.line}` : null])).toEqual([
      ['2026-11-02', 'first day at the new terminal office', 1, null],
      ['2026-11-02', 'Office at ul. Hutnicza, Gdynia → Office at Nabrzeże Polskie', 2, 'Memory/Topics/Baltica.md L2'],
      // A status line is told in the person's words from the line it cites.
      ['2026-11-02', 'Kutno lane: nothing until spring', 3, 'Memory/Topics/Kutno.md L2'],
    ]);
    // The struck line cites 20 October; that day is not a change of this week.
    expect(changes.some((c) => c.source.path === 'Journal/2026-10-20.md')).toBe(false);
  });

  test('a line struck in its own note names only the source of what replaced it: the new value is the note\'s line citing it', () => {
    const days = [day('2026-11-02', '- first day at the new terminal office\n- office: Nabrzeże Polskie, terminal yard')];
    const memory = memoryLinesOf('Memory/Topics/Baltica.md', [
      '# Baltica',
      '- ~~Office at ul. Hutnicza, Gdynia · [[Journal/2026-10-20]] L1~~ superseded on 2026-11-02 by [[Journal/2026-11-02]]',
      '- Office at Nabrzeże Polskie, terminal yard · [[Journal/2026-11-02]] L2',
    ].join('\n'));
    const changes = detectChanges(week, days, [subject('Baltica')], memory, 5);
    expect(changes.find((c) => c.memory?.line === 2)).toMatchObject({ text: 'Office at ul. Hutnicza, Gdynia → Office at Nabrzeże Polskie, terminal yard', now: 'Office at Nabrzeże Polskie, terminal yard' });
  });

  test('a line struck in a digest names the note that holds what replaced it: the new value is that note\'s line citing the source', () => {
    const days = [day('2026-11-02', '- first day at the new terminal office\n- office: Nabrzeże Polskie, terminal yard')];
    const memory = [
      ...memoryLinesOf('Memory/Daily/2026-10-20.md', [
        '# 2026-10-20',
        '- ~~Office at ul. Hutnicza, Gdynia · [[Journal/2026-10-20]] L1~~ superseded on 2026-11-02 by [[Journal/2026-11-02]] in [[Memory/Topics/Baltica]]',
      ].join('\n')),
      ...memoryLinesOf('Memory/Topics/Baltica.md', '# Baltica\n- Office at Nabrzeże Polskie, terminal yard · [[Journal/2026-11-02]] L2\n'),
    ];
    const changes = detectChanges(week, days, [subject('Baltica')], memory, 5);
    expect(changes.find((c) => c.memory?.path === 'Memory/Daily/2026-10-20.md')).toMatchObject({ now: 'Office at Nabrzeże Polskie, terminal yard' });
  });
});

describe('what changed: one line per change', () => {
  test('lines under a heading that says the change are that change; one change per subject and day, the line that says most of it; an unnamed line is about the note that records it', () => {
    const days = [
      day('2026-09-03', '## Dockclock → Slotbook\nRenamed, two reasons:\n- New name **Slotbook**, domain bought'),
      day('2026-09-04', '[[Mewa]] — pausing the boat.\nPausing Mewa until spring. Tarp on the hull.'),
      day('2026-09-05', 'Physio #3 — cleared for walk-run!'),
    ];
    const rehab: ReflectSubject = { name: 'Achilles rehab', aliases: [], person: false, path: 'Memory/Topics/Achilles rehab.md' };
    const memory = memoryLinesOf('Memory/Topics/Achilles rehab.md', '# Achilles rehab\n- Cleared for walk-run · [[Journal/2026-09-05]] L1\n');
    const changes = detectChanges(isoWeek('2026-09-03'), days, [subject('Dockclock'), subject('Mewa'), rehab], memory, 5);
    expect(changes.map((c) => [c.date, c.subject, c.source.line])).toEqual([
      ['2026-09-03', 'Dockclock', 1],
      // "pausing the boat" and "Pausing Mewa until spring": the second says more.
      ['2026-09-04', 'Mewa', 2],
      ['2026-09-05', 'Achilles rehab', 1],
    ]);
  });

  test.each([
    ['Resigned at Portline. Gave notice on Monday', undefined, 'Resigned at Portline'],
    ['Office at ul. Hutnicza, Gdynia → Office at Nabrzeże Polskie', 'Office at Nabrzeże Polskie', 'now Office at Nabrzeże Polskie'],
    ['Dockclock → Slotbook', undefined, 'Dockclock → Slotbook'],
    ['Kasia moved at the weekend: Wrocław, Nadodrze, 3rd floor, no lift ^d3', undefined, 'Kasia moved at the weekend: Wrocław'],
    // The clause that says the change, not the one before it.
    ['Physio #5 — discharged! Bartek says go away', undefined, 'discharged'],
    ['Weekly review: Seedling has 6 weekly users. Bike done. Newsletter paused until January.', undefined, 'Newsletter paused until January'],
    ['No longer car-free: bought the Octavia, 30,000 zł after a long talk', undefined, 'No longer car-free: bought the Octavia'],
    ['Renata’s leaving drinks — she moves to Szczecin on Saturday with the whole team', undefined, 'she moves to Szczecin on Saturday with…'],
  ])('the gist of %j (now %j) is %j', (text, now, gist) => {
    expect(gistOf({ text, now })).toBe(gist);
  });
});

describe('open loops', () => {
  test.each([
    ['- [ ] new halyards', 'new halyards'],
    ['- todo: renew the passport', 'renew the passport'],
    ['- need to call the insurer about the flood', 'need to call the insurer about the flood'],
    ['- [x] new halyards', null],
    ['- next check 22 July', null], // an appointment, not a loop
    ['- [ ] 19 Aug', null],
    ['- [ ] milk', null], // one word says too little to track
    ['- 6 km easy', null],
    ['Next week:', null], // leads into a list; its items are the loops
    ['- Wow, Mel. That must’ve been breathtaking!', null], // a guess at the past
    ['> "You need to do things that don’t scale"', null], // a quote is someone else’s words
    ['- Hey! How are you? Long week. I need to call the insurer about the flood. Talk soon', 'I need to call the insurer about the flood.'], // the sentence that says it
    ['- > need to call the insurer, she says', null],
    // A duty of someone or something else is not the person's plan.
    ["- insurer's assessor: walls + floor have to go, full redo", null],
    ['- Piotr needs to send the invoice', null],
    ['- we have to renew the lease', 'we have to renew the lease'],
  ])('%j opens %j', (line, text) => {
    expect(loopText(line)).toBe(text);
  });

  test.each([
    ['- [x] new halyards', true],
    ['- [X] bought new halyards', true],
    ['- [-] new halyards', true],
    ['halyards: done', true], // "new" is too common a word to tell loops apart
    ['sails: done', false],
    ['new halyards bought and rigged', true],
    ['looked at new halyards online', false], // its words, but nothing done
  ])('%j closes "new halyards"? %s', (line, closed) => {
    const days = [day('2026-11-02', '- [ ] new halyards'), day('2026-11-05', line)];
    expect(openLoops(isoWeek('2026-11-09'), days, 5).map((l) => l.text)).toEqual(closed ? [] : ['new halyards']);
  });

  test('a loop is open at the end of a period when it is a week old and no later line closed it; oldest first', () => {
    const days = [
      day('2026-11-02', '- [ ] new halyards\n- [ ] book the car service'),
      day('2026-11-03', '- [ ] new halyards'), // carried over: still counts from 2 Nov
      day('2026-11-06', '- [x] book the car service'),
      day('2026-11-12', '- [ ] call the insurer about the claim'),
      day('2026-11-20', '- [x] call the insurer about the claim'),
    ];
    expect(openLoops(isoWeek('2026-11-09'), days, 5).map((l) => [l.date, l.text])).toEqual([['2026-11-02', 'new halyards']]);
    // Said on 12 Nov, not a week old by 15 Nov; closed on 20 Nov, before the next week ends.
    expect(openLoops(isoWeek('2026-11-16'), days, 5).map((l) => l.text)).toEqual(['new halyards']);
    // A week lists the loops that turned a week old in it: the halyards did so in the week before.
    expect(openLoops(isoWeek('2026-11-16'), days, 5, [], '2026-11-16').map((l) => l.text)).toEqual([]);
    expect(openLoops(isoWeek('2026-11-09'), days, 5, [], '2026-11-09').map((l) => l.text)).toEqual(['new halyards']);
  });
});

describe('themes feed ranking', () => {
  const now = (date: string): number => Date.parse(`${date}T12:00:00Z`);
  const themes = [{ topic: 'running', asOf: '2026-11-22' }];

  test.each([
    ['2026-11-22', 1],
    ['2026-11-29', 0.5],
    ['2026-12-06', 0.25],
    ['2026-12-20', 0.063],
    ['2026-12-21', 0], // over four weeks
  ])('a theme of the week ending 22 Nov weighs %s on %s', (date, value) => {
    expect(themeSignal('running', themes, now(date))).toBeCloseTo(value, 2);
  });

  test('only the theme’s own subject gets it, and before its period ended it is full', () => {
    expect(themeSignal('mewa', themes, now('2026-11-23'))).toBe(0);
    expect(themeSignal('running', themes, now('2026-11-20'))).toBe(1);
  });

  test('bounded: the boost adds at most its weight to a score', () => {
    const base: Signals = { importance: 0.5, recurrence: 0.2, novelty: 1, stability: 0.5, actionability: 0.3, explicit: 0, recency: 1 };
    const gain = confidenceOf({ ...base, theme: 1 }) - confidenceOf(base);
    expect(gain).toBeCloseTo(WEIGHTS.theme, 5);
    expect(WEIGHTS.theme).toBeLessThanOrEqual(0.05);
    expect(confidenceOf({ ...base, theme: 7 })).toBe(confidenceOf({ ...base, theme: 1 }));
  });

  test('themes are read from a reflection’s Themes line', () => {
    const text = '# 16–22 Nov\n\n- Themes: [[Running]] 4d ↑, [[mewa|Mewa]] 2d new, Dockclock 3d =, Pan Henryk 2d back, [[Kasia]] 2d ↓ · [[Journal/2026-11-16]], [[Journal/2026-11-20]]\n- Changed: [[Ola]]: new job · [[Journal/2026-11-18]] L2\n';
    expect(themesOf(text)).toEqual(['Running', 'Mewa', 'Dockclock', 'Pan Henryk', 'Kasia']);
  });

});

describe('the index points at the latest reflection, in one line', () => {
  test.each([
    ['# MEMORY\n\nKeep it short.\n\n## Now\n- x\n', '# MEMORY\n\nKeep it short.\n\nLatest reflection: [[Memory/Reflections/2026-W47|2026-W47]]\n\n## Now\n- x\n'],
    ['# MEMORY\n\nKeep it short.\nLatest reflection: [[Memory/Reflections/2026-W46|2026-W46]]\n\n## Now\n- x\n', '# MEMORY\n\nKeep it short.\n\nLatest reflection: [[Memory/Reflections/2026-W47|2026-W47]]\n\n## Now\n- x\n'],
    ['# MEMORY\n## Now\n- x\n', '# MEMORY\n\nLatest reflection: [[Memory/Reflections/2026-W47|2026-W47]]\n\n## Now\n- x\n'],
    ['No title yet\n', 'Latest reflection: [[Memory/Reflections/2026-W47|2026-W47]]\n\nNo title yet\n'],
  ])('%j', (before, after) => {
    expect(withReflectionPointer(before, 'Memory/Reflections/2026-W47.md')).toBe(after);
    expect(withReflectionPointer(after, 'Memory/Reflections/2026-W47.md')).toBe(after);
  });
});

describe('a reflection is a short read-out', () => {
  const mewa: ReflectSubject = { name: 'Mewa', aliases: ['the boat'], person: false, path: 'Memory/Topics/Mewa.md' };
  const kasia = subject('Kasia', [], true);
  const days = [
    day('2026-11-02', '- [[Mewa]]: sanded the transom\n- Kasia called'),
    day('2026-11-04', '- [[Mewa]]: first coat\n- [ ] order new halyards for the boat'),
    day('2026-11-10', '- Mewa: paused until spring, the shed is too cold. Tarp on.'),
    day('2026-11-12', '- the boat under the tarp'),
  ];
  const ev = { days, subjects: [mewa, kasia], memory: [], messages: [] };

  test('a quiet week is its title and one themes line; a person of one day is no theme', () => {
    const text = renderReflection(buildReflection(isoWeek('2026-11-02'), ev), {});
    expect(text).toBe('---\ntype: reflection\norigin: dream\n---\n# 2–8 Nov\n\n- Themes: [[Mewa]] 2d new · [[Journal/2026-11-02]], [[Journal/2026-11-04]]\n');
  });

  test('the next week: the change as its gist linking the note, the loop that went stale in it', () => {
    const text = renderReflection(buildReflection(isoWeek('2026-11-09'), ev), {});
    expect(text).toContain('\n- Changed: [[Mewa]]: paused until spring · [[Journal/2026-11-10]] L1\n');
    expect(text).toContain('\n- Open loop: order new halyards for the boat · [[Journal/2026-11-04]] L2\n');
  });

  test('a month rolls up its weeks: its themes and the subjects that changed; a loop is its week\'s, listed once', () => {
    // The passport went stale in October and is still open: the October week that saw it go stale lists it, the month does not again.
    const withOctober = { ...ev, days: [day('2026-10-20', '- [ ] renew the passport'), ...days] };
    const text = renderReflection(buildReflection(calendarMonth('2026-11-01'), withOctober), { weeks: ['2026-W45', '2026-W46'] });
    expect(text).toBe([
      '---', 'type: reflection', 'origin: dream', '---', '# November 2026', '',
      'Weeks: [[2026-W45]] to [[2026-W46]]', '',
      '- Themes: [[Mewa]] 4d new · [[Journal/2026-11-02]], [[Journal/2026-11-04]]',
      '- Changed: [[Mewa]] · [[Journal/2026-11-10]]', '',
    ].join('\n'));
  });
});

describe('themes cite the fewest days that show each of them twice', () => {
  const s = (name: string, person = false): ReflectSubject => ({ name, aliases: [], person, path: `Memory/Topics/${name}.md` });
  const week = isoWeek('2026-11-16');
  const themesLine = (days: SourceDay[], subjects: ReflectSubject[]): string | undefined =>
    renderReflection(buildReflection(week, { days, subjects, memory: [], messages: [] }), {}).split('\n').find((l) => l.startsWith('- Themes:'));

  test.each([
    ['two themes on the same two days: two days', [
      day('2026-11-16', '- Running, then Mewa'), day('2026-11-17', '- Mewa'), day('2026-11-18', '- Running and Mewa'),
    ], '- Themes: [[Mewa]] 3d new, [[Running]] 2d new · [[Journal/2026-11-16]], [[Journal/2026-11-18]]'],
    // Running on the 16th and 18th, Mewa on the 17th and 19th: four days would be needed; the second is left out.
    ['a second theme that needs two more days is left out', [
      day('2026-11-16', '- Running'), day('2026-11-17', '- Mewa'), day('2026-11-18', '- Running'), day('2026-11-19', '- Mewa'), day('2026-11-20', '- Running'),
    ], '- Themes: [[Running]] 3d new · [[Journal/2026-11-16]], [[Journal/2026-11-18]]'],
    // A person is a theme like any subject; who talks in a copied conversation is on every day of it and is not.
    ['a person is a theme, a speaker is not', [
      day('2026-11-16', '- **Caroline**: Ola came by'), day('2026-11-18', '- **Caroline**: Ola again'),
    ], '- Themes: [[Ola]] 2d new · [[Journal/2026-11-16]], [[Journal/2026-11-18]]'],
  ] as [string, SourceDay[], string][])('%s', (_why, days, line) => {
    expect(themesLine(days, [s('Running'), s('Mewa'), s('Ola', true), { ...s('Caroline', true), speaker: true }])).toBe(line);
  });
});
