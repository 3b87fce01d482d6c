import { describe, expect, it } from '@jest/globals';
import { classify, cleanStatement, domainFor, fillerReason, offlineExtract, spanSubject } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { RawCandidate } from '../../src/core/extract/raw-candidate';

function extract(text: string, path = 'Journal/2026-11-02.md'): RawCandidate[] {
  const spans = spansFromNote(yamlPackage, path, text, '2026-11-02', { nextId: spanIdCounter(), untrustedFolders: ['Clippings'] });
  return offlineExtract(spans);
}

describe('offline extractor: kind and lifecycle from the person\'s cues', () => {
  const cases: { before: string; after: [string, string, boolean] }[] = [
    { before: '- Decided to build the first version as a local-first web app', after: ['decision', 'active', false] },
    { before: '- I prefer pnpm over npm for JavaScript projects', after: ['preference', 'active', false] },
    { before: '- I never schedule meetings before 10', after: ['preference', 'active', false] },
    { before: '- [ ] Sketch the sowing calendar screen', after: ['todo', 'active', false] },
    { before: '- - [ ] Sketch the sowing calendar screen', after: ['todo', 'active', false] },
    { before: '- [x] Renew the bike insurance policy', after: ['todo', 'done', false] },
    { before: '- Finished the bike rebuild, rode 30 km ✅', after: ['project_status', 'done', false] },
    { before: '- Paused the newsletter until January', after: ['project_status', 'paused', false] },
    { before: '- We shelved the mobile app redesign until spring', after: ['project_status', 'paused', false] },
    { before: '- The old blog is archived now, moved to Substack', after: ['project_status', 'archived', false] },
    { before: '- Cancelled the gym contract at the end of the month', after: ['project_status', 'closed', false] },
    { before: '- Billing migration is blocked on the DBA review', after: ['project_status', 'waiting', false] },
    { before: '- Need to renew the passport before March', after: ['todo', 'active', false] },
    { before: '- How to reset the router: hold the button 10 s', after: ['procedure', 'active', false] },
    { before: '- Started the Q4 migration of billing to Postgres 16', after: ['project_status', 'active', false] },
    { before: '- Remember: the bottom bracket is BSA threaded, 68 mm shell', after: ['fact', 'active', true] },
    { before: "- Note to self: Ana's birthday is on 14 March", after: ['fact', 'active', true] },
    { before: '- The frost data import compresses 1.2 MB of JSON to 180 KB', after: ['fact', 'active', false] },
    { before: '- Important meeting with the bank about the mortgage on Monday', after: ['fact', 'active', false] },
    { before: '- Remembered the spare key is with Ana since March', after: ['fact', 'active', false] },
    { before: '- Reminder to self: gym membership renews on the 15th', after: ['fact', 'active', true] },
  ];
  it.each(cases)('$before', ({ before, after }) => {
    const [c] = extract(before);
    expect(c).toBeDefined();
    expect([c!.kind, c!.lifecycle, c!.explicit]).toEqual(after);
  });

  it('the words addressed to a future self are not kept in the fact', () => {
    const [c] = extract('- Remember: the bottom bracket is BSA threaded, 68 mm shell — write that down somewhere permanent.');
    expect(c!.text).toBe('The bottom bracket is BSA threaded, 68 mm shell.');
  });

  it.each([
    ['Weekly review: Seedling on track, bike nearly done.', 'active'],
    ['The report is almost finished.', 'active'],
    ["The migration isn't done yet.", 'active'],
    ['Not finished: the shed roof.', 'active'],
    ['Bike done.', 'done'],
    ['Shipped the 0.3 release.', 'done'],
    // a state word inside a compound is not a state
    ['It sucks when people are so closed-minded.', 'active'],
    ['Ordered the steak well-done.', 'active'],
    ["I've done weight training so far too.", 'active'],
    ['Being organized sure is key for getting stuff done.', 'active'],
    ['Got the tax return done.', 'done'],
    ['The weight training plan is done.', 'done'],
    ['Closed the printer farm for good.', 'closed'],
    ['Paused the newsletter until January.', 'paused'],
  ])('classify: "%s" reads as %s (nearly done is not done)', (text, lifecycle) => {
    expect(classify(text, null, false).lifecycle).toBe(lifecycle);
  });

  it('classify: a ticked task stays done even with a todo word', () => {
    expect(classify('Need to call the bank', 'done', false)).toMatchObject({ kind: 'todo', lifecycle: 'done' });
  });
});

describe('offline extractor: filler is skipped', () => {
  const filler = [
    '- Rainy day. Lunch with Sam.', '- Good morning!', '- Tired. Coffee with Sam.', '- ok', '- Quiet day. Cleaned the desk.',
    '- [[Seedling]]', '- https://example.com/article', '- Had lunch with Tom at the noodle place.', '# A heading only',
    '- Watched a movie with Ana.', '- Went home.',
  ];
  it.each(filler)('%s', (line) => expect(extract(line)).toEqual([]));

  it('a strong cue rescues a line that looks like filler', () => {
    expect(fillerReason('I always drink coffee black', true)).toBeNull();
    expect(fillerReason('Had coffee with Sam', false)).toBe('everyday filler');
  });

  it('a bare value reads with the person\'s heading above it; a generic heading and a labelled value add nothing', () => {
    expect(extract('## Bieg Niepodległości 10 km\n**54:47** — under 55!!\n- splits: 5:34 5:32 5:31\n').map((c) => c.text)).toEqual([
      'Bieg Niepodległości 10 km: 54:47 — under 55!!', 'splits: 5:34 5:32 5:31',
    ]);
    expect(extract('## Log\n- 81.5 kg this morning\n').map((c) => c.text)).not.toContain('Log: 81.5 kg this morning');
  });

  it('an item nested under a label reads with it; items beside it, after a gap, or under a longer line do not', () => {
    const texts = extract('- Bornholm booked:\n  - 3 nights in Gudhjem, Hotel Nordlys, booking ref 2267-KPX\n    - bikes on the ferry 2 × 60 zł, paid online\n- heel: good week, 2/10 mornings\n').map((c) => c.text);
    expect(texts).toContain('Bornholm booked: 3 nights in Gudhjem, Hotel Nordlys, booking ref 2267-KPX');
    // The nearest label, however deep: the item between says something of its own.
    expect(texts).toContain('Bornholm booked: bikes on the ferry 2 × 60 zł, paid online');
    expect(texts).toContain('heel: good week, 2/10 mornings');
    // A parent that says something is not a label: its items stand as written.
    expect(extract('- Signed the lease for the flat on Długa street today.\n  - rent 3,400 zł a month from 1 August\n').map((c) => c.text)).toContain('rent 3,400 zł a month from 1 August');
    // A blank line ends the list.
    expect(extract('- Bornholm booked:\n\n  - rent 3,400 zł a month from 1 August\n').map((c) => c.text)).toContain('rent 3,400 zł a month from 1 August');
  });

  it('an item nested under an item that links one subject is about that subject', () => {
    const got = extract('- [[Kasia]] called at lunch, long talk\n  - new flat in Nadodrze: 3rd floor, no lift, 2,900 zł rent\n- ordered 2 sheets of marine ply for 1,580 zł\n');
    expect(got.find((c) => c.text.startsWith('new flat'))?.topic).toBe('kasia');
    expect(got.find((c) => c.text.startsWith('ordered'))?.topic).not.toBe('kasia');
  });

  it('a short sentence with a label or a class named is not idle: it says what the line is about', () => {
    expect(extract('- Cerámica: mi primer cuenco decente. Lucía lo va a hornear el jueves.\n').map((c) => c.text)).toContain('Cerámica: mi primer cuenco decente. Lucía lo va a hornear el jueves.');
    expect(extract('- Segunda clase de cerámica. Lucía dice que centro bien el barro para ser principiante.\n').map((c) => c.text)).toContain('Segunda clase de cerámica. Lucía dice que centro bien el barro para ser principiante.');
  });

  it('a linked subject with a value stands in three words; a bare link and two words do not', () => {
    expect(fillerReason("[[Ola]]'s birthday — 38.", false)).toBeNull();
    expect(fillerReason("Ola's birthday — 38.", false)).toBe('too short to stand alone');
    expect(fillerReason('[[Mama]] called today', false)).toBe('too short to stand alone');
  });
});

describe('offline extractor: text, topic and domain', () => {
  const clean: [string, string][] = [
    ['09:30 - standup moved to **Mondays**', 'standup moved to Mondays'],
    ['2026-11-02: kicked off #seedling work', 'kicked off seedling work'],
    ['Finished it ✅ 2026-11-02', 'Finished it'],
    ['Writing block went well #routine #health', 'Writing block went well'],
    ['  lots   of   space  ', 'lots of space'],
  ];
  it.each(clean)('clean %j → %j', (before, after) => expect(cleanStatement(before)).toBe(after));

  it('topic: link, then tag, then a subject heading; day headings are not topics', () => {
    expect(spanSubject({ links: ['Projects/Seedling'], tags: ['dev'], headingPath: ['Work'] })).toBe('seedling');
    expect(spanSubject({ links: ['Clippings/Ten hacks'], tags: ['garden/planning'], headingPath: [] })).toBe('planning');
    expect(spanSubject({ links: [], tags: ['daily'], headingPath: ['Monday 2 November', 'Bike'] })).toBe('bike');
    expect(spanSubject({ links: ['2026-11-01'], tags: [], headingPath: ['Tuesday 3 November'] })).toBeNull();
  });

  it('a line naming a topic linked elsewhere joins that topic', () => {
    const out = extract('- [[Seedling]]: chose SQLite in the browser over IndexedDB.\n- Release day for Seedling 0.3, went smoothly.');
    expect(out.map((c) => c.topic)).toEqual(['seedling', 'seedling']);
  });

  it('domains come from a small word list; unknown is General', () => {
    expect(domainFor('switched the repo to pnpm', [], [])).toBe('Software');
    expect(domainFor('physio for the knee', [], [])).toBe('Health');
    expect(domainFor('a thought about clouds', [], [])).toBe('General');
    expect(domainFor('anything', ['japanese'], [])).toBe('Learning');
  });

  it('a numbered list with its introducing line is one procedure', () => {
    const out = extract(
      [
        '- Release day for Seedling 0.1 (friends and family). Release checklist I followed:',
        '  1. bump the version in package.json',
        '  2. run `pnpm test` and the smoke test',
        '  3. tag the commit and push the tag',
        '- Weekly review: on track.',
      ].join('\n'),
    );
    const proc = out.find((c) => c.kind === 'procedure')!;
    expect(proc.text).toBe('Release checklist: (1) bump the version in package.json; (2) run `pnpm test` and the smoke test; (3) tag the commit and push the tag.');
    expect(proc.topic).toBe('release-checklist');
    expect(proc.spanIds).toEqual(['s1', 's2', 's3', 's4']);
    // the rest of the introducing line is still its own statement
    expect(out.some((c) => c.text.startsWith('Release day for Seedling 0.1'))).toBe(true);
  });

  it('a weekday standing alone before a line goes: the note\'s date says the day', () => {
    expect(extract('Sunday. Two and a half weeks at Baltica, planning the Poznań corridor.').map((c) => c.text)).toEqual(['Two and a half weeks at Baltica, planning the Poznań corridor.']);
    expect(extract('- Sunday morning run with Ola along the beach, 8 km').map((c) => c.text)[0]).toMatch(/^Sunday morning run/);
  });

  it('a day\'s ordinal dot ends no sentence: the date is kept whole', () => {
    const [c] = extract('- Neues Lager in Düsseldorf öffnet am 1. Mai. Team steht.');
    expect(c!.text).toContain('öffnet am 1. Mai');
  });

  it('a leading time goes with its comma, and an abbreviation\'s dot ends no sentence', () => {
    expect(cleanStatement('08:00, Gdynia, ul. Hutnicza. Tomasz gave the tour')).toBe('Gdynia, ul. Hutnicza. Tomasz gave the tour');
    const [c] = extract('- 08:00, Gdynia, ul. Hutnicza. [[Tomasz Grabowski]] gave the tour: planning room, terminal view.');
    expect(c!.text).toBe('Gdynia, ul. Hutnicza. [[Tomasz Grabowski]] gave the tour: planning room, terminal view.');
  });

  it('a preference keeps the clause that states it', () => {
    const [c] = extract('- Still prefer pnpm — tried bun for a day, went back to pnpm workspaces.');
    expect(c!.text).toBe('Still prefer pnpm');
    expect(c!.topic).toBe('software-preferences');
  });

  it('transcripts: only statements with a cue', () => {
    const spans = [
      { id: 's1', path: 'T/a.jsonl', startLine: 1, endLine: 1, text: 'Sure, here is the refactored function with tests.', headingPath: [], role: 'assistant' as const, untrusted: false, date: '2026-11-02', session: 'c:a', links: [], tags: [] },
      { id: 's2', path: 'T/a.jsonl', startLine: 2, endLine: 2, text: 'Let us look at the logs. I prefer tabs over spaces in Go files.', headingPath: [], role: 'user' as const, untrusted: false, date: '2026-11-02', session: 'c:a', links: [], tags: [] },
    ];
    expect(offlineExtract(spans).map((c) => c.text)).toEqual(['I prefer tabs over spaces in Go files']);
  });

  it('code blocks are not extracted', () => {
    expect(extract('```sh\nrm -rf build && pnpm install --frozen-lockfile\n```')).toEqual([]);
  });

  it('signals stay within 0..1 and are deterministic', () => {
    const a = extract('- Remember: decided to always use pnpm workspaces for #dev projects today');
    const b = extract('- Remember: decided to always use pnpm workspaces for #dev projects today');
    expect(a).toEqual(b);
    for (const c of a) for (const v of [c.importance, c.stability, c.actionability]) expect(v >= 0 && v <= 1).toBe(true);
  });
});

describe('offline extractor: a session heading is not a subject', () => {
  it('one talk is not voted into one domain: a line keeps the domain of its own words', () => {
    const talk = [
      '## Talk with John · 4:21 pm on 16 July, 2023',
      '',
      '- **John**: My manager moved the team meeting at work to Monday, my job is busy.',
      '- **Tim**: I met a Harry Potter fan in California and we talked for hours about the films.',
      '- **John**: The office is hiring two more people for my team at work.',
      '',
    ].join('\n');
    const cands = extract(talk, 'Journal/2023-07-16.md');
    const fan = cands.find((c) => c.text.includes('Harry Potter'));
    expect(fan).toBeDefined();
    expect(fan!.domain).not.toBe('Work');
    expect(cands.find((c) => c.text.includes('manager'))!.domain).toBe('Work');
  });
});
