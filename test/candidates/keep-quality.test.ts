import { describe, expect, it } from '@jest/globals';
import { emptyMemory } from '../../src/core/rank/existing-memory';
import { buildCandidates } from '../../src/core/rank/build-candidates';
import { numbersDiffer } from '../../src/core/rank/merge';
import { knownSubjectOf, offlineExtract } from '../../src/core/extract/offline-extractor';
import { knownSubjects } from '../../src/core/extract/line-subjects';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { Candidate } from '../../src/core/rank/candidate';

/**
 * What a dream keeps should match what the person would want kept: one topic
 * per project, lines without a subject joining the project they belong to,
 * different releases kept apart, recorded decisions and closed/paused
 * projects reaching the project's note, and a conversation turn reduced to
 * its statement.
 */

const NOW = Date.parse('2026-11-28T06:00:00Z');

function dream(notes: Record<string, string>): Candidate[] {
  const next = spanIdCounter();
  const spans = Object.entries(notes).flatMap(([date, text]) =>
    spansFromNote(yamlPackage, `Journal/${date}.md`, text, date, { nextId: next, untrustedFolders: ['Clippings'] }),
  );
  return buildCandidates(offlineExtract(spans), spans, emptyMemory(), DEFAULT_SETTINGS, NOW).considered;
}

function find(all: Candidate[], fragment: string): Candidate {
  const c = all.find((x) => x.text.includes(fragment));
  if (!c) throw new Error(`no candidate containing "${fragment}" among:\n${all.map((x) => x.text).join('\n')}`);
  return c;
}

describe('numbersDiffer: numbers and versions tell observations apart', () => {
  const cases: { name: string; a: string; b: string; differ: boolean }[] = [
    { name: 'two releases', a: 'Release day for Seedling 0.2.', b: 'Release day for Seedling 0.3 with the e-mail digest.', differ: true },
    { name: 'two runs', a: 'Good run, 8 km.', b: 'Good run, 10 km, new longest this year.', differ: true },
    { name: 'same time restated', a: 'Tutor session moved to Thursdays at 19:00', b: 'Tutor session is on Thursdays at 19:00 now', differ: false },
    { name: 'one side has no number', a: 'Followed the release checklist again', b: 'Release checklist for 0.2', differ: false },
    { name: 'code is a name, not a quantity', a: 'tag the commit `v1.2.3` and push', b: 'tag the commit `v2.0.0` and push', differ: false },
    { name: 'same steps numbered the same', a: '(1) bump; (2) test; (3) tag', b: '(1) bump; (2) test; (3) tag', differ: false },
  ];
  it.each(cases)('$name', ({ a, b, differ }) => expect(numbersDiffer(a, b)).toBe(differ));
});

describe('knownSubjectOf: a heading naming a linked project is that project', () => {
  const known: [string, string][] = [['bike rebuild', 'bike-rebuild'], ['seedling', 'seedling'], ['newsletter', 'newsletter']];
  const cases: { name: string; before: string | null; after: string | null }[] = [
    { name: 'heading is the first word of a linked project', before: 'bike', after: 'bike-rebuild' },
    { name: 'exact name', before: 'seedling', after: 'seedling' },
    { name: 'heading with more words than the project', before: 'seedling-launch', after: 'seedling' },
    { name: 'unrelated heading stays', before: 'japanese', after: 'japanese' },
    { name: 'no topic stays none', before: null, after: null },
  ];
  it.each(cases)('$name', ({ before, after }) => expect(knownSubjectOf(before, knownSubjects([], [], known))).toBe(after));

  it('two projects that both fit leave the heading alone', () => {
    const two: [string, string][] = [['bike rebuild', 'bike-rebuild'], ['bike commute', 'bike-commute']];
    expect(knownSubjectOf('bike', knownSubjects([], [], two))).toBe('bike');
  });
});

describe('topics: one note per project, catch-alls last', () => {
  const all = dream({
    '2026-11-02': '# Monday\n\n## Bike\n- Ordered a new bottom bracket for the [[Bike rebuild]]. Should arrive Thursday.\n',
    '2026-11-05': '# Thursday\n\n## Bike\n- Remember: the bottom bracket is BSA threaded, 68 mm shell.\n',
    '2026-11-19': '# Thursday\n\n- [[Seedling]]: decided reminders go out as a weekly e-mail digest, not web push.\n',
    '2026-11-20':
      '# Friday\n\n- Release day for [[Seedling]] 0.3 with the e-mail digest.\n' +
      '- Note to self: the digest worker needs the SMTP credentials from the password manager, never in the repo.\n' +
      '- Dentist at 15:00. Everything fine.\n',
    '2026-11-23': '# Monday\n\n- Work\n  - billing migration: 60% of accounts moved, no incidents\n- [[Tom]]\n  - first day at Arup moved to 23 March (his notice period)\n',
  });
  const cases: { name: string; fragment: string; topic: string }[] = [
    { name: 'a linked line', fragment: 'Ordered a new bottom bracket', topic: 'bike-rebuild' },
    { name: 'an unlinked line under "## Bike" joins the linked Bike rebuild', fragment: 'BSA threaded', topic: 'bike-rebuild' },
    { name: 'a line sharing "digest" with the project linked that day joins it', fragment: 'SMTP credentials', topic: 'seedling' },
    { name: 'a line sharing nothing with it stays in the catch-all', fragment: 'Dentist at 15:00', topic: 'health-notes' },
    { name: 'an item nested under a linked name is about that name', fragment: 'first day at Arup', topic: 'tom' },
    { name: 'a line sharing only a verb\'s past ("moved") with it stays in the catch-all', fragment: 'billing migration', topic: 'general-notes' },
  ];
  it.each(cases)('$name → $topic', ({ fragment, topic }) => expect(find(all, fragment).topic).toBe(topic));
});

describe('merging: different versions are different observations', () => {
  const checklist = '  1. bump the version in package.json\n  2. run the tests\n  3. tag the commit and push the tag\n';
  const all = dream({
    '2026-11-06': `# Friday\n\n- Release day for [[Seedling]] 0.1. Release checklist I followed:\n${checklist}`,
    '2026-11-13': `# Friday\n\n- Release day for [[Seedling]] 0.2. Same release checklist:\n${checklist}`,
    '2026-11-20': `# Friday\n\n- Release day for [[Seedling]] 0.3. Followed the release checklist again:\n${checklist}`,
  });
  it('three releases stay three candidates, one day each', () => {
    const releases = all.filter((c) => /^Release day for/.test(c.text));
    expect(releases.map((c) => c.recurrence)).toEqual([1, 1, 1]);
    expect(new Set(releases.map((c) => c.text)).size).toBe(3);
  });
  it('the checklist followed each time is one procedure seen on three days', () => {
    expect(find(all, 'Release checklist: (1) bump').recurrence).toBe(3);
  });
});

describe('recorded decisions and project states reach the topic note', () => {
  const all = dream({
    '2026-11-02': '# Monday\n\n## Seedling\n- Decided to build the first version as a [[Seedling]] local-first web app.\n- [[Seedling]]: chose SQLite in the browser over IndexedDB.\n',
    '2026-11-09': '# Monday\n\n## Newsletter\n- Paused the [[Newsletter]] until January. Not enough energy for three projects.\n',
    '2026-11-12':
      '# Thursday\n\n## Bike\n- Finished the [[Bike rebuild]]: new chain and cassette. Project closed. ✅\n\n## Seedling\n- Decision: Seedling stays free and open source (MIT).\n',
    '2026-11-20': '# Friday\n\n- Weekly review: [[Seedling]] has 6 weekly users. Bike done. Newsletter paused.\n',
    '2026-11-21': '# Saturday\n\n- We decided to get pizza tonight, the usual place.\n',
  });
  const cases: { name: string; fragment: string; tier: number; lifecycle: string }[] = [
    { name: '"Decided to …" about a linked project', fragment: 'Decided to build the first version', tier: 2, lifecycle: 'active' },
    { name: '"Decision: …" about a project the note links', fragment: 'Decision: Seedling stays free', tier: 2, lifecycle: 'active' },
    { name: 'a project closed in so many words', fragment: 'Finished the [[Bike rebuild]]', tier: 2, lifecycle: 'closed' },
    { name: 'a project paused in so many words', fragment: 'Paused the [[Newsletter]]', tier: 2, lifecycle: 'paused' },
    // Seedling is written about on three days here, so every kept line about
    // it joins its note (extract/subjects.ts), recorded as a decision or not.
    { name: '"chose" about a subject that recurs: its note', fragment: 'chose SQLite', tier: 2, lifecycle: 'active' },
    { name: 'a state word about another project does not pause this one', fragment: 'Weekly review', tier: 2, lifecycle: 'active' },
  ];
  it.each(cases)('$name → tier $tier, $lifecycle', ({ fragment, tier, lifecycle }) => {
    const c = find(all, fragment);
    expect(c.tier).toBe(tier);
    expect(c.lifecycle).toBe(lifecycle);
  });
  it('a decision about no linked project is not lifted', () => {
    const pizza = all.find((c) => c.text.includes('pizza'));
    expect(pizza?.tier ?? 0).toBeLessThan(2);
    expect(pizza?.signals.explicit ?? 0).toBe(0);
  });
});

describe('a conversation turn keeps its statement', () => {
  const cases: { name: string; turn: string; kept: string | null }[] = [
    {
      name: 'greeting and thanks dropped, the news kept',
      turn: '**Jon**: Hey Gina! Good to see you too. Lost my job as a banker yesterday, so I am starting my own business.',
      kept: 'Jon: Lost my job as a banker on 19 November 2026, so I am starting my own business.',
    },
    { name: 'only encouragement: nothing to keep', turn: '**Gina**: Way to go, Jon! You got this! Keep it up!', kept: null },
    { name: 'a question to the listener dropped', turn: "**Gina**: How's the studio going? I opened my clothing store online.", kept: 'Gina: I opened my clothing store online.' },
    { name: 'a reply that opens like one but says something stays', turn: '**Gina**: Sure, I moved to Berlin in May.', kept: 'Gina: Sure, I moved to Berlin in May 2026.' },
    { name: 'promises and thanks in the first person are replies too', turn: "**Nate**: Got it. I'll definitely check it out. I adopted a third turtle.", kept: 'Nate: I adopted a third turtle.' },
    { name: 'a single statement is unchanged', turn: '**Gina**: My favorite dance style is contemporary.', kept: 'Gina: My favorite dance style is contemporary.' },
    { name: 'a name said to the listener is not a subject', turn: '**Gina**: Way to go, Jon!', kept: null },
  ];
  it.each(cases)('$name', ({ turn, kept }) => {
    const all = dream({ '2026-11-20': `# Friday\n\n- ${turn}\n- **Jon**: Hi.\n` });
    expect(all.filter((c) => c.tier >= 1).map((c) => c.text)).toEqual(kept === null ? [] : [kept]);
  });

  it('in a note, only a bold speaker makes a line a conversation turn', () => {
    const all = dream({
      '2026-11-20':
        '# Friday\n\n- **Gina**: Way to go, Jon! You got this!\n- **Jon**: Thanks! I lost my job at the bank in March.\n' +
        '- Idea: what if you could share garden plans with the neighbours?\n',
    });
    expect(all.some((c) => c.text.includes('Way to go'))).toBe(false);
    // "in March", said in November 2026 in the past tense, is March 2026.
    expect(find(all, 'lost my job').text).toBe('Jon: I lost my job at the bank in March 2026.');
    expect(find(all, 'share garden plans').text).toBe('Idea: what if you could share garden plans with the neighbours?');
  });
});
