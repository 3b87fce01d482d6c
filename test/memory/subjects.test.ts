/**
 * Issue 8 item 4: lines gather into notes about the people, pets, places,
 * projects and activities they are about, not about sessions. A subject earns
 * its note once it recurs (3+ days), the note grows across nightly runs, and a
 * heading with a date or a time in it is never a topic name.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { runDream } from '../../src/core/engine';
import { chooseSubjects, isCatchAll, isDatedLabel, namesIn, speakerOf } from '../../src/core/extract/subjects';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { ref } from '../content/fixtures';
import { yamlPackage } from '../../src/cli/yaml-package';

describe('what is a subject', () => {
  const dated: [string, boolean][] = [
    ['Talk with Andrew, 9:19 pm on 19 August 2023', true],
    ['talk-with-gina-7-28-pm-on-23-march-2023', true],
    ['Session 3 · 20 January', true],
    ['2023-05-08 standup', true],
    ['Meeting at 10am', true],
    ['March 3 check-in', true],
    ['Seedling', false],
    ['Bike rebuild', false],
    ['Japanese', false],
    ['Home lab', false],
  ];
  it.each(dated)('dated label? %s → %s', (label, yes) => expect(isDatedLabel(label)).toBe(yes));

  const catchAll: [string, boolean][] = [
    ['general-notes', true], ['people-notes', true], ['health-preferences', true], ['general-decisions', true],
    ['open-loops', true], ['seedling', false], ['luna', false], ['bike-rebuild', false],
  ];
  it.each(catchAll)('catch-all? %s → %s', (topic, yes) => expect(isCatchAll(topic)).toBe(yes));

  const names: { text: string; names: string[] }[] = [
    // A sentence's first word may be any word: the name is offered with it (known names only) and without it.
    { text: 'Hey Mel! Took Luna to the vet on Tuesday.', names: ['took-luna', 'luna'] },
    { text: 'I met a Harry Potter fan in California.', names: ['harry-potter', 'california'] },
    { text: 'We watched Game of Thrones with Anna.', names: ['game-of-thrones', 'anna'] },
    { text: "My friend Harry's dog is called Rex.", names: ['harry', 'rex'] },
    { text: 'Dinner with Jon and Gina.', names: ['dinner', 'jon', 'gina'] },
    { text: 'Harry Potter is my favorite book.', names: ['harry-potter', 'potter'] },
    { text: 'Sam recommended "The Vegetable Grower\'s Handbook".', names: ['sam', 'vegetable-growers-handbook'] },
    { text: 'Thanks, Caroline!', names: [] },
    { text: 'Oliver started at the Lisbon office.', names: ['oliver', 'lisbon'] },
    { text: 'We adopted a puppy named Oscar and he loves the park.', names: ['oscar'] },
    { text: 'I went to a LGBTQ support group yesterday.', names: ['lgbtq'] },
    // Names that begin or end with a letter outside ASCII are whole names.
    { text: 'ferry from Kołobrzeg to Nexø, then Łukasz and Émilie met us in Åkirkeby.', names: ['kołobrzeg', 'nexø', 'łukasz', 'émilie', 'åkirkeby'] },
    { text: 'Spotkanie z Żanetą w Łodzi.', names: ['spotkanie', 'żanetą', 'łodzi'] },
    // A parent called by what they are called is a name even where a sentence starts.
    { text: 'Dad called: surgery moved to 21 May.', names: ['dad'] },
  ];
  it.each(names)('names in "$text"', ({ text, names: want }) => expect(namesIn(text).map((n) => n.topic)).toEqual(want));
  // "Took" opens a sentence: flagged initial, so it names nothing memory does not already know.
  it('the first word of a sentence is flagged: a name only once memory knows it', () => {
    expect(namesIn('Oliver started at the Lisbon office.')[0]).toMatchObject({ topic: 'oliver', initial: true });
    expect(namesIn('Dad called: surgery moved to 21 May.')[0]).toEqual({ topic: 'dad' });
    const c = { topic: 'general-notes', text: 'Oliver started at the Lisbon office.', sources: [ref('2026-11-09', 3)] };
    expect(chooseSubjects([c], { withNote: new Set(), days: new Map() })[0]!.fallback).toBe('lisbon');
    expect(chooseSubjects([c], { withNote: new Set(['oliver']), days: new Map() })[0]!.topic).toBe('oliver');
  });

  it('a conversation line’s speaker is read from its bold name', () => {
    expect(speakerOf({ snippet: '- **Gina**: I opened my store! ^d6-6' })).toBe('Gina');
    expect(speakerOf({ snippet: '- Ordered a bottom bracket' })).toBeNull();
  });

  it('a first name is the one full name memory knows that begins with it', () => {
    const history = { withNote: new Set<string>(), days: new Map([['priya-shah', new Set(['day:2026-04-01'])]]), fullNames: new Set(['priya-shah']) };
    const [c] = chooseSubjects([{ topic: 'general-notes', text: 'Priya asked me to own the billing pipeline from next month.', sources: [ref('2026-04-15', 1)] }], history);
    expect(c).toMatchObject({ topic: 'priya-shah', support: ['day:2026-04-01', 'day:2026-04-15'] });
    // Two full names that begin alike: neither is meant.
    const two = { ...history, days: new Map([...history.days, ['priya-patel', new Set(['day:2026-04-02'])]]), fullNames: new Set(['priya-shah', 'priya-patel']) };
    expect(chooseSubjects([{ topic: 'general-notes', text: 'Priya asked me to own the billing pipeline from next month.', sources: [ref('2026-04-15', 1)] }], two)[0]!.topic).not.toBe('priya-shah');
  });

  it('a class is what its line is about, whoever teaches it; the source line says which class', () => {
    const history = { withNote: new Set<string>(), days: new Map([['cerámica', new Set(['day:2026-03-02'])], ['lucía', new Set(['day:2026-03-02'])]]) };
    const src = { ...ref('2026-03-09', 1), snippet: 'Segunda clase de cerámica. Lucía dice que centro bien el barro para ser principiante.' };
    const [kept] = chooseSubjects([{ topic: 'general-notes', text: 'Lucía dice que centro bien el barro para ser principiante.', sources: [src] }], history);
    expect(kept).toMatchObject({ topic: 'cerámica' });
    const [first] = chooseSubjects([{ topic: 'general-notes', text: 'Hoy empecé el curso de cerámica en el taller de Lucía.', sources: [ref('2026-03-09', 1)] }], history);
    expect(first).toMatchObject({ topic: 'cerámica' });
  });

  it('a subject earns its note on its second day, counting earlier digests', () => {
    const history = { withNote: new Set<string>(), days: new Map([['luna', new Set(['day:2026-11-05'])]]) };
    const c = (text: string, date: string) => ({ topic: 'general-notes', text, sources: [ref(date, 3)] });
    const [luna, oscar] = chooseSubjects([c('Took Luna to the vet.', '2026-11-09'), c('Walked with Oscar today.', '2026-11-09')], history);
    expect(luna).toMatchObject({ topic: 'luna', support: ['day:2026-11-05', 'day:2026-11-09'] });
    expect(oscar).toMatchObject({ topic: null, fallback: 'oscar', named: true });
  });
});

// ------------------------------------------------------------ nightly runs

// Each night is a whole dream over real files; on a shared machine that takes seconds.

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function vault(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-subjects-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'Journal'), { recursive: true });
  return dir;
}

function ctx(dir: string, now: string): EngineContext {
  return { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(now), settings: DEFAULT_SETTINGS, deviceId: 'test', onProgress: undefined };
}

/** One journal note per day, one dream the next morning, as a person would use it. */
async function nightly(dir: string, days: [string, string][]): Promise<void> {
  for (const [date, body] of days) {
    fs.writeFileSync(path.join(dir, 'Journal', `${date}.md`), body);
    const next = new Date(Date.parse(`${date}T08:00:00Z`) + 86_400_000).toISOString();
    const s = await runDream(ctx(dir, next), { trigger: 'cli', offline: true });
    expect(s.status).toBe('completed');
  }
}

function read(dir: string, rel: string): string | null {
  const p = path.join(dir, rel);
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
}

function files(dir: string, rel: string): string[] {
  const p = path.join(dir, rel);
  return fs.existsSync(p) ? fs.readdirSync(p).sort() : [];
}

describe('subject notes across nightly runs', () => {
  const heading = (date: string): string => `## Talk with Gina, 7:28 pm on ${date}\n\n`;
  const days: [string, string][] = [
    ['2023-03-01', `${heading('1 March 2023')}- **Jon**: Took my dog Marley to the beach, he loved the waves.\n- **Gina**: I opened my online clothes store this week!\n`],
    ['2023-03-08', `${heading('8 March 2023')}- **Jon**: My dog Marley learned to fetch the frisbee in the park.\n- **Gina**: The store sold forty dresses in its first week.\n`],
    ['2023-03-15', `${heading('15 March 2023')}- **Jon**: Bought Marley a new harness for our hikes.\n- **Gina**: I hired a designer for the store's summer line.\n`],
    ['2023-03-22', `${heading('22 March 2023')}- **Jon**: I stayed in because my dog Marley is scared of thunderstorms.\n`],
  ];

  it('a note appears once a subject recurs, grows on later nights, and no note is named after a session', async () => {
    const dir = vault();
    await nightly(dir, days.slice(0, 1));
    expect(files(dir, 'Memory/Topics')).toEqual([]);
    // A subject earns its note on its second day (SUBJECT_MIN_DAYS), named as it is written.
    await nightly(dir, days.slice(1, 3));
    const topics = files(dir, 'Memory/Topics');
    expect(topics).toContain('Marley.md');
    expect(topics.some((t) => isDatedLabel(t.replace(/\.md$/, '')))).toBe(false);
    expect(topics.some((t) => isCatchAll(t.replace(/\.md$/, '')))).toBe(false);
    const third = read(dir, 'Memory/Topics/Marley.md')!;
    expect(third).toContain('new harness');
    await nightly(dir, days.slice(3));
    const fourth = read(dir, 'Memory/Topics/Marley.md')!;
    expect(fourth).toContain('new harness');
    expect(fourth).toContain('scared of thunderstorms');
    // Each kept line lives in one note: the digest of a day whose lines went
    // to notes points there instead of copying them.
    const digest = read(dir, 'Memory/Daily/2023-03-22.md');
    expect(digest ?? '').not.toContain('thunderstorms');
  });
});

describe('a person is not a project', () => {
  it('"paused" or "closed-minded" in what someone says does not pause or close the note about them', async () => {
    const dir = vault();
    const talk = (date: string, gina: string): [string, string] => [date, `## Talk with Jon\n\n- **Gina**: ${gina}\n- **Jon**: Good to hear from you.\n`];
    await nightly(dir, [
      talk('2023-03-01', 'I opened my online clothes store this week and sold twelve dresses!'),
      talk('2023-03-08', 'The store sold forty dresses in its first month, my best result so far.'),
      talk('2023-03-15', 'I hired a designer in Milan for the summer line of my store.'),
    ]);
    // Her lines go to what they are about (her store, issue 18) or to her; either way the notes are active.
    const topics = (): string[] => files(dir, 'Memory/Topics').map((f) => read(dir, `Memory/Topics/${f}`) ?? '');
    for (const t of topics()) expect(t).toMatch(/^status: active$/m);
    await nightly(dir, [
      talk('2023-03-22', 'I paused my pottery classes until the store is calmer in May.'),
      talk('2023-03-29', 'It sucks when customers are so closed-minded about new designs in my store.'),
    ]);
    const all = [...topics(), ...files(dir, 'Memory/Daily').map((f) => read(dir, `Memory/Daily/${f}`) ?? '')].join('\n');
    expect(all).toContain('pottery classes');
    expect(all).not.toMatch(/^Status: (?:paused|closed)/m);
    for (const t of topics()) {
      expect(t).toMatch(/^status: active$/m);
      expect(t).not.toMatch(/^Status: (?:paused|closed)/m);
    }
    expect(read(dir, 'Memory/MEMORY.md')).not.toMatch(/\*\*(?:Gina|Store)\*\* — (?:paused|closed|archived)/);
  });
});

describe('a newer statement of a different value supersedes the older', () => {
  it('tea then coffee, a week apart: both kept, the older struck through with the date of the newer', async () => {
    const dir = vault();
    const line = (date: string, drink: string): [string, string] => [date, `## [[Mornings]]\n\n- I prefer ${drink} in the morning, before the [[Mornings|morning]] walk.\n`];
    await nightly(dir, [line('2026-11-02', 'tea'), line('2026-11-03', 'tea'), line('2026-11-04', 'tea')]);
    await nightly(dir, [line('2026-11-11', 'coffee')]);
    const all = fs.readdirSync(path.join(dir, 'Memory'), { recursive: true }).map(String).filter((f) => f.endsWith('.md') && !f.startsWith('Reports') && f !== 'dream-log.md')
      .map((f) => fs.readFileSync(path.join(dir, 'Memory', f), 'utf8')).join('\n');
    expect(all).toContain('coffee');
    expect(all).toMatch(/~~I prefer tea in the morning[^\n]*~~ superseded on 2026-11-11 by “I prefer coffee/);
  });
});

describe('lines follow their subject', () => {
  it('when a subject earns its note, the line an earlier night filed in the speaker’s note moves into it', async () => {
    const dir = vault();
    const talk = (date: string, gina: string): [string, string] => [date, `## Talk with Jon\n\n- **Gina**: ${gina}\n- **Jon**: Good to hear from you.\n`];
    await nightly(dir, [
      talk('2023-03-01', 'I opened my online clothes store this week and sold twelve dresses!'),
      talk('2023-03-08', 'I signed up for kundalini yoga classes at the community centre on Mondays.\n- **Gina**: I decided: stretching after yoga every morning, because my back hurts after work.'),
    ]);
    const gina = (): string => read(dir, 'Memory/Topics/Gina.md') ?? '';
    expect(gina()).toContain('kundalini yoga');
    expect(gina()).toContain('stretching after yoga');
    expect(files(dir, 'Memory/Topics')).not.toContain('Yoga.md');
    await nightly(dir, [
      talk('2023-03-15', 'My yoga teacher says my balance has improved a lot since March.'),
      talk('2023-03-22', 'I decided to keep my yoga classes on Mondays: they are the best part of my week.'),
    ]);
    const yoga = read(dir, 'Memory/Topics/Yoga.md') ?? '';
    expect(yoga).toContain('yoga classes on Mondays');
    // Moved, not copied: one subject, one note, the citation kept.
    expect(yoga).toMatch(/kundalini yoga classes[^\n]*\[\[Journal\/2023-03-08/);
    expect(gina()).not.toContain('kundalini yoga');
    // A line that names the thing without a phrase rule's pattern moves too, as a new line naming it would go there.
    expect(yoga).toContain('stretching after yoga');
    expect(gina()).not.toContain('stretching after yoga');
    // The section the line left is not left as an empty heading.
    expect(gina()).not.toMatch(/## Current\s*$/);
  });
});

describe('lines follow their subject out of the digests', () => {
  it.each([
    { style: 'Italian prose diary', days: [
      ['2026-07-09', 'Finita la [[Maturità]]. Quarantatré candidati, tutti diplomati, e il presidente era commosso.\n'],
      ['2026-09-15', 'I ragazzi della 5B sono già in ansia per la [[Maturità]] di giugno, me lo hanno detto in classe.\n'],
      ['2026-09-24', 'Al consiglio di classe abbiamo parlato della [[Maturità]] e dei ragazzi in difficoltà.\n'],
    ], name: 'Maturità', done: /Done: Finita la \[\[Maturità\]\]/ },
    { style: 'English bullet journal', days: [
      ['2026-07-09', '- [[Bike rebuild]] done: new chain, new brakes, rode it to work and back.\n'],
      ['2026-09-15', '- Showed the [[Bike rebuild]] photos to Sam at the club on Tuesday night.\n'],
      ['2026-09-24', '- Sam wants the same brakes as my [[Bike rebuild]], sent him the part numbers.\n'],
    ], name: 'Bike rebuild', done: /\[\[Bike rebuild\]\] done: new chain/ },
  ])('$style: a state kept in a digest moves to Done and reference and sets the note\'s status once the subject has its note', async ({ days, name, done }) => {
    const dir = vault();
    await nightly(dir, days.slice(0, 1) as [string, string][]);
    expect(files(dir, 'Memory/Topics')).not.toContain(`${name}.md`);
    await nightly(dir, days.slice(1) as [string, string][]);
    const note = read(dir, `Memory/Topics/${name}.md`) ?? '';
    expect(note).toMatch(/^status: archived$/m);
    expect(note).toMatch(/^Status: \w+ since 2026-07-09 · \[\[Journal\/2026-07-09\]\]/m);
    const doneAt = note.indexOf('## Done and reference');
    expect(doneAt).toBeGreaterThan(0);
    expect(note.slice(doneAt)).toMatch(done);
  });

  it('when a subject earns its note, its first day’s lines leave that day’s digest for the note, and the digest points there', async () => {
    const dir = vault();
    await nightly(dir, [
      ['2026-06-12', '- [[Kasia]] called at lunch: she got the Nexbank offer, lead UX researcher in Wrocław. Moving on 1 August, leaving Warsaw after 12 years!\n- Bought oat milk.\n'],
    ]);
    const first = read(dir, 'Memory/Daily/2026-06-12.md') ?? '';
    expect(first).toContain('Nexbank offer');
    expect(files(dir, 'Memory/Topics')).not.toContain('Kasia.md');
    await nightly(dir, [
      ['2026-06-29', '- new flat for [[Kasia]] in Wrocław: two rooms with a balcony over the Odra, rent 3,400 zł a month.\n'],
    ]);
    const kasia = read(dir, 'Memory/Topics/Kasia.md') ?? '';
    // Moved, not copied, with its own citation, before the newer day's line.
    expect(kasia).toMatch(/Nexbank offer[^\n]*\[\[Journal\/2026-06-12\]\]/);
    expect(kasia.indexOf('Nexbank')).toBeLessThan(kasia.indexOf('new flat'));
    expect(kasia).toMatch(/^source_sessions: \[note:Journal\/2026-06-12\.md, note:Journal\/2026-06-29\.md\]$/m);
    const digest = read(dir, 'Memory/Daily/2026-06-12.md') ?? '';
    expect(digest).not.toContain('Nexbank');
    expect(digest).toMatch(/## In notes\n- \[\[Memory\/Topics\/Kasia\|Kasia\]\]/);
    expect(digest).not.toMatch(/^## Kasia$/m);
    // Who she is shows in the line that moved in ("[[Kasia]] called"), though tonight's line only names her: People.
    expect(read(dir, 'Memory/MEMORY.md')).toMatch(/## People\n(?:.*\n)*?- \*\*Kasia\*\*/);
    // The earlier digest was backed up before it was rewritten.
    expect(fs.readdirSync(path.join(dir, '.dreams'), { recursive: true }).map(String).some((f) => /backup/i.test(f))).toBe(true);
  });
});
