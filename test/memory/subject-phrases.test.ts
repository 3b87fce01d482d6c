/**
 * Issue 18 item 2: a subject is who or what a line is about, not who said
 * it. These tables are the documentation of the rules in
 * src/core/extract/subject-phrases.ts and of the subject choice in
 * src/core/extract/subjects.ts: each row is an example a reader can check by eye.
 */
import { describe, expect, it } from '@jest/globals';
import { namesSubject, singular, stem, subjectPhrases } from '../../src/core/extract/subject-phrases';
import { chooseSubjects, namesIn } from '../../src/core/extract/subjects';
import { titleFromLines } from '../../src/core/consolidate/notes';
import { ref } from '../content/fixtures';

describe('subjects said in common nouns, rule by rule', () => {
  const rows: { rule: string; text: string; subject: string }[] = [
    { rule: 'family', text: "Melanie: I'm lucky to have my husband and kids.", subject: 'family' },
    { rule: 'family', text: "My family's been great - their love really helped me.", subject: 'family' },
    { rule: 'family', text: 'Our one-year-old is so cute, his name is Kyle!', subject: 'family' },
    { rule: 'family', text: 'John: My girlfriend and I had an emotional wedding ceremony.', subject: 'family' },
    { rule: 'activity-class', text: 'I just signed up for a pottery class on 2 July 2023.', subject: 'pottery' },
    { rule: 'activity-class', text: 'Melanie: I go to yoga lessons on Mondays.', subject: 'yoga' },
    { rule: 'activity-class', text: 'I went to a pride parade on 11 August 2023.', subject: 'pride' },
    { rule: 'venture', text: 'Gina: I love running my own dance studio.', subject: 'dance-studio' },
    { rule: 'venture', text: 'We launched our little clothing store downtown.', subject: 'clothing-store' },
    { rule: 'taken-up activity', text: 'We went camping in the mountains with the kids.', subject: 'camping' },
    { rule: 'taken-up activity', text: 'Last year I took up running to clear my head.', subject: 'running' },
    { rule: 'played thing', text: 'John: I played basketball with my old teammates.', subject: 'basketball' },
    { rule: 'played thing', text: 'We played kendō at the dojo all afternoon.', subject: 'kendō' },
    { rule: 'activity-class', text: 'Started a ćwiczenia class at the gym.', subject: 'ćwiczenia' },
    { rule: 'activity-class', text: 'Hoy empecé el curso de cerámica en el taller de Lucía.', subject: 'cerámica' },
    { rule: 'activity-class', text: 'Deuxième cours de poterie ce soir.', subject: 'poterie' },
    { rule: 'activity-class', text: 'Curso de cerámica, cuarta clase.', subject: 'cerámica' },
    { rule: 'sentence subject', text: 'Melanie: Pottery is a huge part of my life.', subject: 'pottery' },
    { rule: 'sentence subject', text: 'Painting landscapes is my favorite.', subject: 'painting' },
    { rule: 'possessed thing', text: 'Nate: I finally finished my screenplay last week.', subject: 'screenplay' },
    { rule: 'possessed thing', text: 'Our turtles love the new tank.', subject: 'turtle' },
    { rule: 'possessed thing', text: 'Gina: I worked hard on my online store.', subject: 'store' },
    { rule: 'interest', text: 'Gina: I wanted to blend my love for dance and fashion.', subject: 'dance' },
    { rule: 'interest', text: 'Gina: I wanted to blend my love for dance and fashion.', subject: 'fashion' },
    { rule: 'interest', text: "John: I remember why I'm so passionate about basketball.", subject: 'basketball' },
    { rule: 'interest', text: 'Ich bin ein Fan of jazz, honestly.', subject: 'jazz' },
    { rule: 'field', text: 'Being a pro basketball player must be quite a journey.', subject: 'basketball' },
    { rule: 'field', text: 'I just got accepted for a fashion internship!', subject: 'fashion' },
    { rule: 'field', text: "I'm writing articles about fantasy novels for an online mag.", subject: 'fantasy' },
    { rule: 'field', text: 'I used my marketing skills to make connections.', subject: 'marketing' },
    { rule: 'activity-class', text: 'Yesterday I went to a networking event.', subject: 'networking' },
    { rule: 'travel', text: 'John: My trip went okay, the subway was easy after someone helped.', subject: 'travel' },
    { rule: 'travel', text: 'We took a road trip along the coast.', subject: 'travel' },
    { rule: 'own business', text: "I'm putting in a lot of work on my business even with the obstacles.", subject: 'own-business' },
    { rule: 'own business', text: 'Gina: Starting and running my own biz has had its ups and downs.', subject: 'own-business' },
    { rule: 'sought thing', text: "I'm wrapping up the business plan and looking for investors.", subject: 'investor' },
    { rule: 'sought thing', text: 'Searching for investors has been tough, but I am staying hopeful.', subject: 'investor' },
    { rule: 'sought thing', text: 'I met some investors and got some good advice.', subject: 'investor' },
    { rule: 'sought thing', text: 'We are looking for a new apartment in Berlin.', subject: 'apartment' },
  ];
  it.each(rows)('$rule: "$text" → $subject', ({ rule, text, subject }) => {
    expect(subjectPhrases(text)).toContainEqual({ topic: subject, rule });
  });
});

describe('never a subject: relatives, general words, units, weekdays, months', () => {
  const rows: { what: string; text: string }[] = [
    // Friends and the people around someone are people, not a subject of theirs.
    { what: 'a friend', text: 'Caroline: My friends threw me a party.' },
    { what: 'people around someone', text: 'Making my spot inviting for my customers is key.' },
    { what: 'a general word', text: 'It made me reflect on my life and my time there.' },
    { what: 'a general word', text: 'Thanks for having my back!' },
    { what: 'an adjective, not the thing', text: "I'm sure with my hard work I can make it." },
    { what: 'a doing-anything verb', text: 'I keep pushing and I love watching it grow.' },
    { what: 'a unit', text: 'Our hours at the studio add up.' },
    { what: 'a weekday', text: 'My Tuesday was quiet.' },
    { what: 'a month', text: 'Our June was busy.' },
    { what: 'a modal at the start', text: 'Must have been such an adrenaline rush!' },
    { what: 'a verb after "and", not a second interest', text: 'We connected over our love for it and had a ton of fun.' },
    { what: 'an adjective before the field\'s noun', text: 'I learned a lot from watching a top player like him.' },
    { what: 'an ordinal before the field\'s noun', text: 'The second book was slower.' },
    { what: 'a name before the field\'s noun is found as a name', text: 'I read the Harry Potter books again.' },
    { what: 'looking forward is not looking for', text: "I'm really looking forward to the summer." },
    { what: 'how something looks is not what someone looks for', text: 'That ice cream looks mouthwatering.' },
    { what: 'what is sought is the noun, not its adjective', text: "I'm always on the hunt for unique, trendy pieces." },
    { what: 'a name someone met is found as a name', text: 'I met Sarah at the gym.' },
    { what: 'a general word: the country one serves', text: 'I feel drawn to serving my country in this way.' },
    { what: 'whose workshop, not what it teaches', text: 'Fui al taller de Lucía.' },
    { what: 'a doing-anything verb: creating', text: "Now I'm passionate about creating a safe, inviting place for people to grow." },
  ];
  it.each(rows)('$what: "$text"', ({ text }) => expect(subjectPhrases(text)).toEqual([]));

  const names: { what: string; text: string; not: string }[] = [
    { what: 'a unit after its number', text: 'The backup is 212 GB now.', not: 'gb' },
    { what: 'a weekday, abbreviated', text: 'I went to a poetry reading last Fri.', not: 'fri' },
    { what: 'a month, abbreviated', text: 'We met again in Sept and talked.', not: 'sept' },
  ];
  it.each(names)('not a name — $what: "$text"', ({ text, not }) => expect(namesIn(text).map((n) => n.topic)).not.toContain(not));
});

describe('one subject in any of its forms', () => {
  const forms: [string, string][] = [
    ['painting', 'paint'], ['painted', 'paint'], ['paints', 'paint'], ['camping', 'camp'], ['hiking', 'hik'], ['hike', 'hik'],
    ['running', 'run'], ['turtles', 'turtl'], ['art', 'art'],
  ];
  it.each(forms)('stem(%s) = %s', (word, s) => expect(stem(word)).toBe(s));
  it.each([['turtles', 'turtle'], ['hobbies', 'hobby'], ['classes', 'class'], ['tennis', 'tennis'], ['glass', 'glass'], ['clothes', 'clothes']])('singular(%s) = %s', (w, s) => expect(singular(w)).toBe(s));
  it('a note about painting takes "I painted a sunset"; "dance studio" needs both words', () => {
    expect(namesSubject(' i painted a sunset ', 'painting')).toBe(true);
    expect(namesSubject(' we opened two dance studios ', 'dance-studio')).toBe(true);
    expect(namesSubject(' the studio was empty ', 'dance-studio')).toBe(false);
    expect(namesSubject(' the arts fair ', 'art')).toBe(false);
  });
});

describe('subject vs speaker', () => {
  const history = (withNote: string[], days: Record<string, string[]> = {}, lines?: { words: string; days: string[]; who: string; ventures: string[] }[]) => ({
    withNote: new Set(withNote),
    days: new Map(Object.entries(days).map(([t, d]) => [t, new Set(d.map((x) => `day:${x}`))])),
    ...(lines ? { lines } : {}),
  });
  const turn = (speaker: string, text: string, date = '2023-07-03') => ({
    topic: 'talk-with-caroline',
    text: speaker === 'Caroline' ? text : `${speaker}: ${text}`,
    sources: [{ ...ref(date, 3), snippet: `- **${speaker}**: ${text} ^d5-4` }],
  });
  const rows: { why: string; line: ReturnType<typeof turn>; history: ReturnType<typeof history>; subject: string | null }[] = [
    {
      why: 'a line about her pottery goes to the pottery note, not to the speaker',
      line: turn('Melanie', 'I just signed up for a pottery class.'),
      history: history(['melanie', 'caroline', 'pottery']),
      subject: 'pottery',
    },
    {
      why: 'the pottery note takes the subject in another form ("potteries" aside, "painted" → painting)',
      line: turn('Melanie', 'I painted a lake at sunrise.'),
      history: history(['melanie', 'painting']),
      subject: 'painting',
    },
    {
      why: 'a line about the other speaker goes to that person',
      line: turn('Caroline', "Melanie's kids loved the museum trip."),
      history: history(['melanie', 'caroline']),
      subject: 'melanie',
    },
    {
      why: 'a phrase that has not recurred yet: the line stays with who said it',
      line: turn('Melanie', 'I signed up for a pottery class.'),
      history: history(['melanie']),
      subject: 'melanie',
    },
    {
      why: 'a phrase on its second day earns its note',
      line: turn('Melanie', 'I signed up for a pottery class.'),
      history: history(['melanie'], { pottery: ['2023-06-20'] }),
      subject: 'pottery',
    },
    {
      why: 'her kids are her family: "Melanie\'s family", not a "kids" note shared by both speakers',
      line: turn('Melanie', 'I took my kids to the museum.'),
      history: history(['melanie'], { 'melanies-family': ['2023-06-20'] }),
      subject: 'melanies-family',
    },
    {
      why: 'the owner\'s kids (a line without a label) are the vault\'s Family, not Melanie\'s',
      line: turn('Caroline', 'I took my kids to the museum.'),
      history: history(['melanie', 'caroline'], { 'melanies-family': ['2023-06-20'], family: ['2023-06-21'] }),
      subject: 'family',
    },
    {
      why: 'the more specific name first: "my dance studio" is about the studio, though dance has a note',
      line: turn('Jon', 'Opening my dance studio was a big step.'),
      history: history(['jon', 'dance'], { 'dance-studio': ['2023-06-20'] }),
      subject: 'dance-studio',
    },
    {
      why: 'a venture and its head noun are one subject: "my studio" of whoever runs "my dance studio"',
      line: turn('Jon', "I'm sunk tons of time into my studio lately."),
      history: history(['jon'], { 'dance-studio': ['2023-06-20'] }),
      subject: 'dance-studio',
    },
    {
      why: 'the head noun\'s note, when only it has one, takes the compound: no second studio note',
      line: turn('Jon', 'My dance studio opens on Friday.'),
      history: history(['jon', 'studio'], { 'dance-studio': ['2023-06-20'] }),
      subject: 'studio',
    },
    {
      why: 'one subject in any form: "my trip" (travel) goes to the Traveling note',
      line: turn('John', 'I met back up with my teammates after my trip.'),
      history: history(['john', 'traveling']),
      subject: 'traveling',
    },
    {
      why: 'one subject in any form before either has a note: the form written on more days',
      line: turn('Gina', 'Dancing lets us be ourselves.'),
      history: history(['gina'], { dance: ['2023-06-20', '2023-06-27'] }),
      subject: 'dance',
    },
    {
      why: '"my business" is the venture its speaker named: Jon\'s dance studio',
      line: turn('Jon', "I'm putting in a lot of work on my business even with the obstacles."),
      history: history(['jon'], { 'dance-studio': ['2023-06-20'] }, [{ words: ' jon i love my dance studio ', days: ['day:2023-06-20'], who: 'jon', ventures: ['dance-studio'] }]),
      subject: 'dance-studio',
    },
    {
      why: 'one subject in any form, in two words too: "my clothes store" goes to the Clothing store note',
      line: turn('Gina', 'My online clothes store is open!'),
      history: history(['gina', 'clothing-store']),
      subject: 'clothing-store',
    },
    {
      why: '…and "my store" is that one venture too, however its compound was written',
      line: turn('Gina', 'My store is doing great.'),
      history: history(['gina', 'clothing-store'], { 'clothes-store': ['2023-06-27'] }),
      subject: 'clothing-store',
    },
    {
      why: '"my biz" is the venture its speaker named, in whichever form she wrote it ("clothing store", "clothes store")',
      line: turn('Gina', 'Running my own biz has had its ups and downs.'),
      history: history(['gina'], { 'clothing-store': ['2023-06-20'] }, [
        { words: ' gina i launched an ad campaign for my clothing store ', days: ['day:2023-06-20'], who: 'gina', ventures: ['clothing-store'] },
        { words: ' gina my online clothes store is open ', days: ['day:2023-06-27'], who: 'gina', ventures: ['clothes-store'] },
      ]),
      subject: 'clothing-store',
    },
    {
      why: '…and no one else\'s: Gina\'s "my biz" is not Jon\'s studio',
      line: turn('Gina', 'Running my own biz has had its ups and downs.'),
      history: history(['jon', 'gina'], { 'dance-studio': ['2023-06-20'] }, [{ words: ' jon i love my dance studio ', days: ['day:2023-06-20'], who: 'jon', ventures: ['dance-studio'] }]),
      subject: 'gina',
    },
  ];
  it.each(rows)('$why', ({ line, history: h, subject }) => {
    expect(chooseSubjects([line], h)[0]!.topic).toBe(subject);
  });

  it('a phrase alone names no subject until it recurs: a confident line does not found a note for it', () => {
    const c = { topic: 'general-notes', text: 'Signed up for a pottery class.', sources: [ref('2026-11-09', 3)] };
    expect(chooseSubjects([c], history([]))[0]).toMatchObject({ topic: null, fallback: 'pottery', named: false });
  });
});

describe('a family note is titled as whose family it is', () => {
  it('"melanies-family" → "Melanie\'s family" when the lines write the name', () => {
    expect(titleFromLines('melanies-family', ['Melanie: I took my kids to the museum.'])).toBe("Melanie's family");
    expect(titleFromLines('melanies-family', ['I took my kids to the museum.'])).toBe('Melanies family');
  });
});
