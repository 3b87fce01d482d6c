import { describe, expect, it } from '@jest/globals';
import { gistOf, namedSubjects, salienceOf, withoutAsides, withoutIdleClauses } from '../../src/core/extract/salience';
import { describeSalience } from '../../src/core/extract/salience-words';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { buildCandidates } from '../../src/core/rank/build-candidates';
import { emptyMemory } from '../../src/core/rank/existing-memory';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';

/**
 * Salience decides which one-off statements reach the daily digest (tier 1).
 * Each row is a turn of a conversation the owner (Sam) copied into a note,
 * with what a dream keeps of it — or nothing — and the step that decides.
 */
const NOTE_DATE = '2023-05-08';
const NOW = Date.parse('2023-05-09T06:00:00Z');

function keep(line: string) {
  const text = `## Chat with Jo\n\n${line}\n- **Jo**: Hi Sam!\n`;
  const spans = spansFromNote(yamlPackage, `Journal/${NOTE_DATE}.md`, text, NOTE_DATE, { nextId: spanIdCounter(), untrustedFolders: [] });
  const built = buildCandidates(offlineExtract(spans, { owner: ['Sam'] }), spans, emptyMemory(), DEFAULT_SETTINGS, NOW);
  return built.considered;
}

describe('salience: kept and dropped, with the reason', () => {
  const cases: { name: string; line: string; kept: string | null; because: RegExp }[] = [
    {
      name: 'an event with a date, said by the owner',
      line: '- **Sam**: Wow! I ran my first half marathon in Leeds last Sunday.',
      kept: 'I ran my first half marathon in Leeds on 7 May 2023.',
      because: /date or time \+0\.15.*names Leeds/,
    },
    {
      name: "a fact the other person states about themselves, with a named pet",
      line: "- **Jo**: Sounds great! We adopted a rescue dog called Biscuit, she's three.",
      kept: 'Jo: We adopted a rescue dog called Biscuit, she\'s three.',
      because: /names Biscuit/,
    },
    {
      name: 'a relationship and a plan',
      line: "- **Sam**: My sister Ana is moving to Porto next month for a new job.",
      kept: 'My sister Ana is moving to Porto in June 2023 for a new job.',
      because: /relationship, family or pet \+0\.15/,
    },
    {
      // chat drops the "I": the turn is still the speaker's own news
      name: 'a first-person event without the "I"',
      line: '- **Sam**: Been real busy tackling a project to support military veterans with housing.',
      kept: 'Been real busy tackling a project to support military veterans with housing.',
      because: /first-person subject \+0\.10/,
    },
    // A question in a conversation is dropped before it is scored: it asks, it does not say.
    { name: 'a question to the listener', line: '- **Jo**: What kind of paintings do you do these days?', kept: null, because: /nothing/ },
    {
      name: 'advice aimed at "you"',
      line: '- **Jo**: You should totally take more pictures of the garden this year.',
      kept: null,
      because: /nothing/,
    },
    { name: 'a generic evaluation', line: "- **Sam**: That's so awesome, it was really amazing.", kept: null, because: /generic evaluation|nothing/ },
    { name: 'a greeting and a reaction', line: '- **Jo**: Hey Sam! Great to hear from you!', kept: null, because: /nothing/ },
    // A gist under 0.30 is no candidate at all (offline-extractor.ts, TURN_FLOOR).
    { name: 'a general remark about life', line: '- **Jo**: Life can be such a roller coaster sometimes.', kept: null, because: /nothing/ },
    // Issue 18: talk that says nothing a reader could check a year later.
    { name: 'resolve', line: "- **Sam**: I'm gonna keep going and reach my dreams no matter what.", kept: null, because: /nothing/ },
    { name: 'resolve, without the "I"', line: "- **Sam**: Gonna keep pushing and working hard. Won't let anything hold me back!", kept: null, because: /nothing/ },
    { name: 'a maxim', line: "- **Jo**: It's important to support each other when we're feeling down.", kept: null, because: /nothing/ },
    { name: 'picturing the listener\'s news', line: '- **Jo**: I can imagine that it felt good to tune out and get lost in nature!', kept: null, because: /nothing/ },
    { name: 'a shared "let\'s"', line: "- **Jo**: Let's keep making great memories with our loved ones and cherishing the time we have.", kept: null, because: /nothing/ },
    {
      name: 'resolve beside a date is still news',
      line: "- **Sam**: I won't quit: I signed the lease for the studio on 2 May.",
      kept: "I won't quit: I signed the lease for the studio on 2 May.",
      because: /date or time/,
    },
    {
      name: 'whom someone met and what they are after',
      line: '- **Sam**: I met some investors and got some good advice.',
      kept: 'I met some investors and got some good advice.',
      because: /event, possession or activity/,
    },
  ];
  it.each(cases)('$name', ({ line, kept, because }) => {
    const all = keep(line);
    const mine = all.filter((c) => !c.text.startsWith('Jo: Hi'));
    const tier1 = mine.filter((c) => c.tier >= 1);
    if (kept === null) {
      expect(tier1).toEqual([]);
      // either nothing was a candidate at all (replies only), or salience says why it stayed below the gate
      const why = mine.length === 0 ? 'nothing' : describeSalience(mine[0]!.salience!);
      expect(why).toMatch(because);
      return;
    }
    expect(tier1.map((c) => c.text)).toEqual([kept]);
    expect(describeSalience(tier1[0]!.salience!)).toMatch(because);
  });

  const scored: { name: string; text: string; step: RegExp }[] = [
    // Talk that says nothing checkable: the step that makes the turn no candidate at all.
    { name: 'resolve', text: "I'm gonna keep going and reach my dreams no matter what.", step: /nothing checkable \(a maxim, a wish or resolve\) −0\.20/ },
    { name: 'a maxim', text: "It's important to support each other when we're feeling down.", step: /nothing checkable/ },
    { name: 'picturing the listener\'s news', text: 'I can imagine that it felt good to tune out and get lost in nature!', step: /nothing checkable/ },
    { name: 'a shared "let\'s"', text: "Let's keep making great memories with our loved ones.", step: /nothing checkable/ },
    { name: 'a maxim after its occasion', text: "When stuff like that happens, it's good to tap into our own inner strength.", step: /nothing checkable/ },
    { name: 'a "let\'s" after an opener', text: "In the meantime, let's work together to make things better.", step: /nothing checkable/ },
    { name: 'whose thing', text: 'I had to shut down my bank account.', step: /a thing or activity of their own \+0\.10/ },
    { name: 'a question', text: 'What kind of paintings do you do these days?', step: /question −0\.35/ },
    { name: 'advice aimed at "you"', text: 'You should totally take more pictures of the garden.', step: /said to or about the listener −0\.25/ },
    { name: 'a quantity', text: 'I ran 12 km along the river.', step: /quantity \(number with a unit\) \+0\.15/ },
    { name: 'a possessed relationship', text: 'My grandma turned ninety.', step: /relationship, family or pet \+0\.15/ },
    { name: 'company is not a relationship', text: 'Played board games with friends.', step: /mentions family, friends or pets \+0\.05/ },
  ];
  it.each(scored)('salienceOf names the step: $name', ({ text, step }) => {
    expect(describeSalience(salienceOf(text, { speaker: 'Sam', addressees: ['Jo'] }))).toMatch(step);
  });

  it('a kept turn scores well above a dropped one, not in one flat band', () => {
    const hi = salienceOf('I ran my first half marathon in Leeds last Sunday.', { speaker: 'Sam', addressees: ['Jo'] });
    const lo = salienceOf("It's been a journey, honestly.", { speaker: 'Sam', addressees: ['Jo'] });
    expect(hi.score - lo.score).toBeGreaterThanOrEqual(0.4);
  });
});

describe('gistOf: the most informative sentence or clause, in its own words', () => {
  const cases: { name: string; sentences: string[]; gist: string }[] = [
    {
      name: 'the sentence with the event, not the feeling',
      sentences: ['It was such a lovely time.', 'We drove to the coast with my brother Kai on Saturday.'],
      gist: 'We drove to the coast with my brother Kai on Saturday.',
    },
    {
      name: 'a run-on sentence is cut to its best clause',
      sentences: [
        'Honestly it has been a really busy and tiring but also quite fun couple of weeks for all of us here, and my daughter Mia started piano lessons at the Riverside music school.',
      ],
      gist: 'My daughter Mia started piano lessons at the Riverside music school.',
    },
    {
      name: 'a short gist keeps the sentence after it, which says what it announced',
      sentences: ['Guess what - I got a puppy!', "Her name's Coco and she's adorable."],
      gist: "Guess what - I got a puppy! Her name's Coco and she's adorable.",
    },
    {
      name: 'a gist of eight words or more stands alone',
      sentences: ['We adopted a rescue dog called Biscuit last week.', "She's three and loves the beach."],
      gist: 'We adopted a rescue dog called Biscuit last week.',
    },
    {
      name: 'a short gist that is the last sentence stands alone',
      sentences: ['That was such a lovely evening.', 'I got a puppy!'],
      gist: 'I got a puppy!',
    },
  ];
  it.each(cases)('$name', ({ sentences, gist }) => expect(gistOf(sentences, { speaker: 'Sam', addressees: ['Jo'] })?.text).toBe(gist));

  it('the listener named in passing is not a subject; a nickname of the listener neither', () => {
    expect(namedSubjects('Thanks Melanie, I saw Paris with Mel and Tom', ['Melanie'])).toEqual(['Paris', 'Tom']);
  });
});

describe('withoutIdleClauses: a gist keeps the clauses that say something checkable (issue 18)', () => {
  const rows: [string, string][] = [
    ['So much has happened since we last spoke - I went to an LGBTQ conference on 10 July 2023 and it was really special.', 'I went to an LGBTQ conference on 10 July 2023 and it was really special.'],
    ["It's a bit scary, but I went to a fair on 24 April to show off my studio.", 'I went to a fair on 24 April to show off my studio.'],
    ["Melanie: I'm lucky to have my husband and kids; they keep me motivated.", "Melanie: I'm lucky to have my husband and kids."],
    // A clause a conjunction joins on carries the statement on: it stays.
    ["People seem to really like my designs, so I'm always on the hunt for unique, trendy pieces.", "People seem to really like my designs, so I'm always on the hunt for unique, trendy pieces."],
    // A kept clause that points back ("it") needs what it points at.
    ["Adapting and tweaking from customer feedback is important too, so I'm gonna try it out!", "Adapting and tweaking from customer feedback is important too, so I'm gonna try it out!"],
    // A relative clause is part of its sentence.
    ["I've been running farther to de-stress, which has been great for my headspace.", "I've been running farther to de-stress, which has been great for my headspace."],
  ];
  it.each(rows)('%s', (text, want) => expect(withoutIdleClauses(text, { speaker: 'Sam', addressees: ['Jo'] })).toBe(want));
});

describe('withoutAsides: the gist without what only carries the talk (issue 18)', () => {
  const rows: [string, string][] = [
    ['I ran a charity race for mental health on 20 May 2023 – it was really rewarding.', 'I ran a charity race for mental health on 20 May 2023.'],
    ['So, I started looking into counseling and mental health career options', 'I started looking into counseling and mental health career options'],
    ['I just took my fam camping in the mountains - it was a really nice time together!', 'I just took my fam camping in the mountains!'],
    // Fewer than five words would be left: kept as it was.
    ['We had a blast, it was amazing!', 'We had a blast, it was amazing!'],
    // The closing clause says something: kept.
    ['I went to a pride parade and it was awesome - so much energy and love everywhere.', 'I went to a pride parade and it was awesome - so much energy and love everywhere.'],
  ];
  it.each(rows)('%s', (text, want) => expect(withoutAsides(text)).toBe(want));
});
