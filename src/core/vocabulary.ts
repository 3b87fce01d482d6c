/**
 * The subject rules, by name, each with the examples that are its tests and
 * its documentation (in the manner of obsidian-linter's rule examples): what
 * is a subject, what never is, and which of the person's index sections a
 * subject belongs in. `test/memory/vocabulary.test.ts` runs every example; a
 * newcomer reads a rule and its examples here rather than a regex elsewhere.
 *
 * No rule names one sentence of one data set: each is a class of names (a
 * unit, an id, a weekday) or of headings (people, archive), with words in
 * several languages where the class has them.
 */
import { replaceWikiLinks, shownText } from './formats/wikilink';

interface RuleExample {
  input: string;
  /** what the rule answers for `input` */
  expect: boolean;
  /** why, for the reader */
  why?: string;
}

interface NamedRule {
  name: string;
  description: string;
  test: (input: string) => boolean;
  examples: readonly RuleExample[];
}

const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const UNITS = 'km|m|cm|mm|kg|g|mg|l|ml|h|min|s|ms|kb|mb|gb|tb|kbps|mbps|gbps|mhz|ghz|kw|kwh|w|v|mah|°c|°f|c|f|zł|zl|pln|eur|usd|gbp|chf|sek|nok|dkk|czk|€|\\$|£|%|pcs|pc|x|px|pt|dpi|fps|rpm|bpm|kcal|cal|mi|ft|in|lb|lbs|oz|mph|kmh|km/h';

/** A unit or a currency, alone ("GB" from "212 GB", "zł", "km", "°C"). */
const UNIT: NamedRule = {
  name: 'unit',
  description: 'A unit of measure or a currency is never a subject: "212 GB" is about a disk, not about "GB".',
  test: (s) => new RegExp(`^(?:${UNITS})$`, 'iu').test(s.trim()),
  examples: [
    { input: 'GB', expect: true, why: 'from "212 GB free"' },
    { input: 'zł', expect: true },
    { input: '°C', expect: true },
    { input: 'km', expect: true },
    { input: 'Kasia', expect: false },
  ],
};

/** A quantity, an order, ticket, booking or claim number, a plate or any id: digits carry it. */
const IDENTIFIER: NamedRule = {
  name: 'identifier',
  description: 'A number, a quantity, an order/ticket/booking/claim number, a plate or any code with digits in it names a record, never a subject.',
  test: (s) => {
    const t = s.trim();
    return /^#/.test(t) || /^[\p{N}\s.,:/+×x-]+[\p{L}%°]{0,3}$/u.test(t) || (/\p{N}/u.test(t) && /^[\p{L}\p{N}#/_.-]+(?:[\s-][\p{L}\p{N}#/_.-]+)?$/u.test(t) && (t.match(/\p{N}/gu)?.length ?? 0) >= 2);
  },
  examples: [
    { input: '#CAS-2026-558103', expect: true, why: 'a support ticket' },
    { input: 'GD/2026/118734', expect: true, why: 'a claim number' },
    { input: '2267-KPX', expect: true, why: 'a booking code' },
    { input: '#2718', expect: true },
    { input: '14,500', expect: true, why: 'a quantity' },
    { input: '3 km', expect: true },
    { input: 'Christmas 2026', expect: true, why: 'a dated occasion: a subject only when the person names it so (their link or note)' },
    { input: 'Baltica Rail Cargo', expect: false },
  ],
};

/** A weekday or a month, in the languages the vocabulary knows. */
const CALENDAR_WORD: NamedRule = {
  name: 'calendar-word',
  description: 'A weekday or a month is when something happened, never what it is about.',
  test: (s) => new RegExp(`^(?:${WEEKDAYS}|${MONTHS})\\.?$`, 'iu').test(s.trim()),
  examples: [
    { input: 'Tuesday', expect: true },
    { input: 'sobota', expect: true, why: 'Polish Saturday' },
    { input: 'Oktober', expect: true },
    { input: 'Mewa', expect: false },
  ],
};

/** A title before a name ("Mr. Kamiński", "Pan Henryk", "Dr Weber"), alone. */
const HONORIFIC: NamedRule = {
  name: 'honorific',
  description: 'A title said before a name is not the name: "Mr. Kamiński\'s courtyard" is about Mr. Kamiński (or his courtyard), never about "Mr".',
  test: (s) => /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|pan|pani|państwo|herr|frau|mme|mlle|m|sr|sra|srta|don|doña|signor|signora)\.?$/iu.test(s.trim()),
  examples: [
    { input: 'Mr', expect: true },
    { input: 'Pani', expect: true, why: 'Polish Mrs' },
    { input: 'Frau', expect: true },
    { input: 'Marek', expect: false },
  ],
};

/** What never becomes a subject note or index entry, whatever recurs. */
const NOT_A_SUBJECT: readonly NamedRule[] = [UNIT, IDENTIFIER, CALENDAR_WORD, HONORIFIC];

export function notASubject(name: string): NamedRule | null {
  return NOT_A_SUBJECT.find((r) => r.test(name)) ?? null;
}

// ---------------------------------------------------------------- the person's index sections

/** A section where the person lists people. */
export const PEOPLE_SECTION_RULE: NamedRule = {
  name: 'people-section',
  description: 'An index section for people: a new person goes there, with the people the person already lists.',
  test: (s) => /\b(?:people|persons?|family|friends|contacts|who|ludzie|rodzina|znajomi|osoby|personen|familie|freunde|gens|famille|amis|personas|familia|amigos|persone|famiglia|amici)\b/iu.test(s),
  examples: [
    { input: 'People', expect: true },
    { input: 'Family & friends', expect: true },
    { input: 'Rodzina', expect: true },
    { input: 'Work', expect: false },
  ],
};

/** A section for finished or set-aside things. */
export const ARCHIVE_SECTION_RULE: NamedRule = {
  name: 'archive-section',
  description: 'An index section for finished things: a closed subject\'s line moves there when the person has one.',
  test: (s) => /\b(?:archived?|archives|closed|finished|done|past|former|inactive|old|archiwum|zakończone|archiv|erledigt|terminé|archivo|terminado)\b/iu.test(s),
  examples: [
    { input: 'Archive', expect: true },
    { input: 'Done', expect: true },
    { input: 'Archiwum', expect: true },
    { input: 'Now', expect: false },
  ],
};

/** A section for what is going on now (projects, current things). */
export const CURRENT_SECTION_RULE: NamedRule = {
  name: 'current-section',
  description: 'An index section for what is live: a new project, habit or thing goes there when no other section of the person\'s holds its kind.',
  test: (s) => /\b(?:now|current(?:ly)?|active|ongoing|in progress|projects?|focus|doing|teraz|obecnie|projekty|aktualne|jetzt|aktuell|projekte|en cours|projets|ahora|proyectos|actual)\b/iu.test(s),
  examples: [
    { input: 'Now', expect: true },
    { input: 'Current projects', expect: true },
    { input: 'Teraz', expect: true },
    { input: 'People', expect: false },
  ],
};

/**
 * A subject that is a person: a name of one or two capitalised words that its
 * lines use as someone who speaks or acts ("Bartek: go away", "Kasia moved",
 * "Tomasz said", "with Piotr", "Renata's leaving drinks").
 */
export function personLike(name: string, texts: readonly string[]): boolean {
  const n = name.trim();
  if (!/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(n)) return false;
  const esc = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const acts = new RegExp(
    `(?:\\b(?:with|from|to|told|asked|called|met|texted|visited|z|ze|mit|avec|con)\\s+(?:\\[\\[)?${esc}\\b|\\b${esc}(?:\\]\\])?(?:['’]s\\b|\\s*:\\s|\\s+(?:said|says|told|asks|asked|called|texted|wrote|thinks|wants|got|moved|came|left|sent|offered|agreed|is|was|has|had|will|can|starts|started|lost|found|went|goes|laughed|loves|hates|likes|mówi|powiedział|powiedziała|sagt|dit|dice)\\b))`,
    'u',
  );
  return texts.some((t) => acts.test(t));
}

const PERSON_LIKE: NamedRule = {
  name: 'person-like',
  description: 'A subject is a person when its name is one or two capitalised words its lines use as someone who speaks or acts.',
  test: (s) => {
    const [name, text] = s.split(' | ');
    return personLike(name ?? '', [text ?? '']);
  },
  examples: [
    { input: 'Bartek | Bartek: "go away" (nicely).', expect: true },
    { input: 'Kasia | [[Kasia]] moved at the weekend: Wrocław', expect: true },
    { input: 'Tomasz | 1:1 with Tomasz about the Q1 plan', expect: true },
    { input: 'Octavia | bought the Octavia, 30,000 zł', expect: false },
    { input: 'Bathroom renovation | Calling it [[Bathroom renovation]] from now on.', expect: false },
  ],
};

/**
 * A place the line only passes through: every time it names it, the name
 * follows a preposition of place or sits on a route arrow ("rode to Gudhjem",
 * "Brzeźno → Jelitkowo", "an estate in Pruszcz"). The line is about the ride,
 * the run, the car — not about the place.
 */
export function inPassing(name: string, text: string): boolean {
  const words = name.trim().split(/[\s-]+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return false;
  // No lookbehind (Safari before 16.4 cannot parse one): the letter before the name is matched and skipped.
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])(${words.join('[\\s-]+')})(?![\\p{L}\\p{N}])`, 'giu');
  const plain = replaceWikiLinks(text, shownText);
  let seen = 0;
  for (const m of plain.matchAll(re)) {
    seen++;
    const at = m.index + m[1]!.length;
    const before = plain.slice(Math.max(0, at - 24), at);
    const after = plain.slice(at + m[2]!.length, at + m[2]!.length + 6);
    const passing = /(?:^|\s)(?:in|to|at|from|near|via|over|towards?|into|through|past|around|w|we|do|z|ze|na|pod|nad|nach|bei|aus|im|zum|zur|à|au|en|vers|desde|hacia|para|por|a)\s+$/iu.test(before)
      || /(?:→|->|–|—)\s*$/u.test(before) || /^\s*(?:→|->)/u.test(after);
    if (!passing) return false;
  }
  return seen > 0;
}

const PLACE_IN_PASSING: NamedRule = {
  name: 'place-in-passing',
  description: 'A place a line only passes through (after "to", "in", "from"…, or on a route arrow) is not what the line is about.',
  test: (s) => {
    const [name, text] = s.split(' | ');
    return inPassing(name ?? '', text ?? '');
  },
  examples: [
    { input: 'Gudhjem | Rode north along the coast to Gudhjem, 42 km', expect: true },
    { input: 'Brzeźno | run 9 km on the beach path, Brzeźno → Jelitkowo and back', expect: true },
    { input: 'Pruszcz | saw a 2016 Octavia estate in Pruszcz: 182,000 km', expect: true },
    { input: 'Gdańsk | dentist w Gdańsk', expect: true, why: 'Polish "w" (in)' },
    { input: 'Kasia | [[Kasia]] moved to Wrocław', expect: false },
    { input: 'Mewa | Drove to Górki to see Mewa', expect: false, why: '"to see Mewa": a verb stands between' },
    { input: 'Bornholm | Bornholm was windy all week', expect: false },
    { input: 'Lisbon | Oliver started at the Lisbon office.', expect: false, why: 'a name after "the" names a thing, not a place passed through' },
  ],
};

/**
 * The names a line opens with, longest first: the sentence's subject when a
 * line starts "Tomasz: remote Fridays stay", "Tomasz did my review",
 * "Slotbook: a demo for Szczecin", "Piotr's son born". A possessive names its
 * owner. Sentence openers ("The", "Today") are names of nothing; the caller
 * keeps only a name memory knows.
 */
export function openingNames(text: string): string[] {
  const m = /^(\p{Lu}[\p{L}\p{N}'’-]*)(?:\s+(\p{Lu}[\p{L}\p{N}-]*))?/u.exec(text.trim());
  if (!m) return [];
  const first = m[1]!.replace(/['’]s?$/u, '');
  return [...(m[2] !== undefined && !/['’]s?$/u.test(m[1]!) ? [`${first} ${m[2].replace(/[:,]$/, '')}`] : []), first];
}

const OPENING_NAME: NamedRule = {
  name: 'opening-name',
  description: 'A line that opens with a name memory knows is about that subject: the sentence\'s subject, not a mention in passing. The name may be a known full name\'s first word ("Tomasz" for Tomasz Grabowski) when no other known name starts with it.',
  test: (s) => {
    const [name, text] = s.split(' | ');
    return openingNames(text ?? '').includes(name ?? '');
  },
  examples: [
    { input: 'Tomasz | Tomasz: remote Fridays stay after the move.', expect: true },
    { input: 'Tomasz | Tomasz did my probation review early', expect: true },
    { input: 'Piotr | Piotr\'s son born 05:12 this morning!', expect: true, why: 'a possessive names its owner' },
    { input: 'Renata Kowal | Renata Kowal called', expect: true },
    { input: 'Renata | Slotbook: Renata wants a demo', expect: false, why: 'Renata is named in passing; the line opens with Slotbook' },
    { input: 'Ola | asked Ola about it', expect: false },
  ],
};

/** Third-person words that open a line which goes on about the one the line before named, in the languages journals are written in. */
const CONTINUING = /^(?:her|his|hers|she|he|their|they|its|ihr|ihre|ihren|sein|seine|seinen|sie|er|jej|jego|ona|on|ich|oni|one|sa|son|ses|elle|il|su|sus|ella|él|dela|dele|ela|ele|haar|zijn|hij|zij)(?=[\s:,]|$)/iu;

/** True when a line opens with a word that points back at the subject of the line before it. */
export function continuesSubject(text: string): boolean {
  return CONTINUING.test(text.trim());
}

const CONTINUES: NamedRule = {
  name: 'continues-subject',
  description: 'A list line that opens with "her", "his", "she", "they" (or the same words in German, Polish, French, Spanish, Portuguese, Dutch) goes on about the subject of the line right above it.',
  test: continuesSubject,
  examples: [
    { input: 'her hours now: Mon–Fri 7–15, no Saturdays', expect: true },
    { input: 'She starts on the 1st', expect: true },
    { input: 'ihre neue Adresse: Wrocław', expect: true, why: 'German' },
    { input: 'jej nowa praca od września', expect: true, why: 'Polish' },
    { input: 'here is the plan', expect: false, why: '"here" is not "her"' },
    { input: 'heel drops ×2', expect: false },
  ],
};

// ---------------------------------------------------------------- who a statement is about

/** The writer: a first-person word that opens a statement ("I", "my", "ich", "j'habite", "mój"), in the languages journals are written in. */
const FIRST_PERSON = /^(?:i|i['’](?:m|ve|d|ll)|me|my|we|we['’](?:re|ve|d|ll)|our|ich|mein\p{L}*|wir|unser\p{L}*|je|j['’]\p{L}*|moi|mon|mes|nous|notre|nos|yo|mi|mis|nosotr[oa]s|nuestr\p{L}*|ja|mój|moja|moje|nasz\p{L}*|io|mio|mia|miei|mie|noi|nostr\p{L}*|eu|meu|minha|meus|minhas|nós|noss[oa]s?|ik|mijn|wij|ons|onze)$/iu;
/** A first-person possessive: what follows is the writer's ("my sister", "ma sœur", "moja siostra"). */
const FIRST_POSSESSIVE = /^(?:my|our|mein\p{L}*|unser\p{L}*|mon|ma|mes|notre|nos|mi|mis|nuestr\p{L}*|mój|moja|moje|moi|nasz\p{L}*|mio|mia|miei|mie|nostr\p{L}*|meu|minha|meus|minhas|noss[oa]s?|mijn|onze)$/iu;
/** People one's own ("my sister", "meine Mutter", "mi hermano"): each is someone else than the writer, and than each other. */
const KIN = /^(?:mom|mum|mother|dad|father|parents?|sister|brother|husband|wife|partner|son|daughter|kids?|children|boyfriend|girlfriend|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin|niece|nephew|boss|friend|neighbou?r|colleague|roommate|mutter|vater|eltern|schwester|bruder|mann|frau|sohn|tochter|freund|freundin|mère|père|sœur|soeur|frère|mari|femme|fils|fille|ami|amie|madre|padre|hermana|hermano|esposo|esposa|marido|mujer|hijo|hija|amigo|amiga|mama|tata|matka|ojciec|siostra|brat|mąż|żona|syn|córka|sorella|fratello|moglie|figlio|figlia|mãe|pai|irmã|irmão|filho|filha|moeder|vader|zus|broer|vrouw|zoon|dochter)$/iu;
/** A word that says "is" before "my …": "Catan is my favourite game" is about the writer's favourite, not about Catan. */
const COPULA = /^(?:is|was|are|were|ist|war|sind|est|était|es|era|fue|jest|był|była|było|è|é|foi|zijn)$/iu;
/** A third person pointing back ("she", "his", "ihr"): who it is, the line before says. */
const POINTS_BACK = /^(?:he|she|they|his|her|their|its|it|er|sie|es|ihr|ihre|sein|seine|il|elle|ils|elles|son|sa|ses|leur|él|ella|ellos|su|sus|on|ona|oni|jego|jej|lui|lei|ele|ela|hij|zij|haar|zijn)$/iu;
/** What opens a sentence before its subject ("The", "Yesterday", "Finally", "Heute", "Aujourd'hui"): skipped. */
const OPENER = /^(?:the|a|an|this|that|these|those|and|but|or|so|then|now|today|yesterday|tomorrow|tonight|also|still|again|just|maybe|anyway|well|yes|no|ok|okay|oh|update|news|der|die|das|den|dem|des|ein|eine|einen|heute|gestern|morgen|dann|jetzt|auch|noch|und|aber|le|la|les|l['’]|un|une|aujourd['’]hui|hier|demain|puis|alors|aussi|et|mais|el|los|las|una|hoy|ayer|luego|también|pero|dziś|dzisiaj|wczoraj|jutro|potem|też|ale|oggi|ieri|poi|anche|hoje|ontem|depois|também|mas|vandaag|gisteren|toen|ook|maar|het|de|een)$/iu;
/** A weekday or a month opening the line ("Monday: …", "Sobota …"): when, not who. */
const CALENDAR = new RegExp(`^(?:${WEEKDAYS}|${MONTHS})$`, 'iu');
/** A preposition opening the line ("In Berlin I …", "On Monday Anna …"): the subject comes later, past what this reads. */
/** What follows a verb, not a name: an article, a possessive, an object pronoun, a particle ("Ordered a", "Called my", "Moved to"). */
const VERB_OBJECT = /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|some|to|for|with|up|out|off|back|into|about|over|down|through|it|him|them|me|us|den|die|das|dem|einen|eine|ein|meine|meinen|nach|mit|zum|zur|le|la|les|un|une|du|au|ma|mon|mes|el|los|las|una|al|del)$/iu;
const PLACE_OR_TIME = /^(?:in|on|at|by|for|with|from|to|of|after|before|since|until|during|im|am|um|nach|seit|mit|à|au|en|dans|après|avant|depuis|avec|desde|después|antes|con|w|po|przed|od|z|ze|na|dopo|prima|da|com|no|op)$/iu;

interface StatementSubject {
  /** the speaker label the line opens with ("Gina: I moved"), lower case */
  speaker?: string[];
  /** the line is in the first person (of the writer, or of `speaker`) */
  self?: true;
  /** "my sister": someone of the writer's, in lower case */
  kin?: string;
  /** the name the line opens with, its words in lower case ("anna kowalska", "kasia" of "Kasia's flat") */
  name?: string[];
}

const bare = (w: string): string => w.replace(/^[("'“„«]+|[)"'”»,:;!?.]+$/gu, '').replace(/['’]s$/u, '');

/**
 * Who a statement is about, as far as its opening says: the writer (a
 * first-person word, or "X is my …"), someone of the writer's ("my sister"),
 * or the name it opens with (a possessive's owner: "Kasia's flat" is Kasia's).
 * Null when the opening names no one (a lowercase noun, "she", a preposition).
 */
function statementSubject(text: string): StatementSubject | null {
  let plain = replaceWikiLinks(text, shownText).replace(/[*_~`]/g, '').replace(/^\s*(?:[-+]\s+|\d+[.)]\s+)?(?:\[.\]\s+)?/u, '');
  const out: StatementSubject = {};
  const label = /^(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)\s*:\s+/u.exec(plain);
  if (label) {
    out.speaker = label[1]!.toLowerCase().split(' ');
    plain = plain.slice(label[0].length);
  }
  // The first clause, word by word.
  const words = (plain.split(/[.;!?—–]/u)[0] ?? '').split(/\s+/u).filter((w) => w !== '').slice(0, 8);
  let i = 0;
  const opener = (x: string): boolean => OPENER.test(bare(x)) || CALENDAR.test(bare(x)) || /^\p{L}{3,}ly$/iu.test(bare(x)) || /^[\p{N}:./-]+$/u.test(x);
  while (i < words.length && i < 3 && opener(words[i]!)) i++;
  const w = words[i];
  if (w === undefined || PLACE_OR_TIME.test(bare(w)) || POINTS_BACK.test(bare(w))) return null;
  const kinAfter = (at: number): string | undefined => words.slice(at, at + 2).map(bare).find((x) => KIN.test(x) || KIN.test(x.replace(/s$/u, '')))?.toLowerCase();
  if (FIRST_PERSON.test(bare(w)) || (FIRST_POSSESSIVE.test(bare(w)) && kinAfter(i + 1) !== undefined)) {
    out.self = true;
    if (FIRST_POSSESSIVE.test(bare(w))) {
      const kin = kinAfter(i + 1);
      if (kin !== undefined) out.kin = kin;
    }
    return out;
  }
  if (!/^\p{Lu}/u.test(w)) return null;
  // "Moved to Boston", "Sketched the screen", "Habe den Vertrag": a verb with its object, the writer's own diary shorthand.
  if (!/['’]s$/u.test(w) && VERB_OBJECT.test(bare(words[i + 1] ?? ''))) return out.speaker ? { ...out, self: true } : { self: true };
  // A name, of one or more capitalised words ("Anna Kowalska"); a possessive ends it ("Kasia's flat").
  const name = [bare(w).toLowerCase()];
  let j = i + 1;
  if (!/['’]s$/u.test(w)) {
    for (; j < words.length && /^\p{Lu}/u.test(words[j]!) && !/[,:]$/u.test(words[j - 1]!); j++) {
      name.push(bare(words[j]!).toLowerCase());
      if (/['’]s$/u.test(words[j]!)) break;
    }
    if (j > i + 1 && /['’]s$/u.test(words[j] ?? '')) j++;
  } else j = i + 1;
  // "Catan is my favourite game", "Anna is my sister": the writer's favourite, the writer's sister.
  if (COPULA.test(words[j] ?? '') && FIRST_POSSESSIVE.test(bare(words[j + 1] ?? ''))) {
    const kin = kinAfter(j + 2);
    return kin !== undefined ? { self: true, kin } : { self: true };
  }
  return { ...out, name };
}

/** Lower-case words of a line, a possessive's "s" apart ("Kasia's" → kasia, s). */
const wordsOf = (text: string): Set<string> => new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);

/** One name is the other, or its start ("Anna" of "Anna Kowalska"). */
const sameName = (a: readonly string[], b: readonly string[]): boolean => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((w, k) => long[k] === w);
};

/**
 * True when two statements are about different people or things, as their
 * openings say: a change of a fact is a change only when both lines are about
 * the same subject ("Mikalo moved to Boston" does not replace "Katelo moved to
 * Denver"). A subject word the other line says anyway ("Moved to Denver" / "I
 * moved to Boston": a verb read as a name) proves nothing, and a line whose
 * opening names no one is never told apart.
 */
export function differentSubjects(aText: string, bText: string): boolean {
  const a = statementSubject(aText);
  const b = statementSubject(bText);
  if (a === null || b === null) return false;
  const aWords = wordsOf(aText);
  const bWords = wordsOf(bText);
  // A word the other line says, or another form of it ("Sketch" / "sketched").
  const said = (words: readonly string[] | string | undefined, other: Set<string>): boolean =>
    words !== undefined && (typeof words === 'string' ? [words] : words).some((w) => other.has(w) || [...other].some((x) => Math.min(x.length, w.length) >= 4 && (x.startsWith(w) || w.startsWith(x))));
  // Who each line is about: a labelled speaker in the first person is that speaker.
  const who = (s: StatementSubject): string[] | undefined => s.name ?? (s.self ? s.speaker : undefined);
  const [wa, wb] = [who(a), who(b)];
  if (wa !== undefined && wb !== undefined) return !sameName(wa, wb) && !said(wa, bWords) && !said(wb, aWords);
  if (a.self && b.self) {
    // The writer and the writer's sister, or two of the writer's people; a labelled "I" against an unlabelled one is not told apart.
    if (a.speaker !== undefined || b.speaker !== undefined) return false;
    return a.kin !== b.kin && !said(a.kin, bWords) && !said(b.kin, aWords);
  }
  // The writer against a name: unless the name is the writer's person ("my sister" may be Anna) or a word the writer's line says.
  const [self, named, selfWords] = a.self ? [a, wb, aWords] : [b, wa, bWords];
  return self.self === true && self.kin === undefined && self.speaker === undefined && named !== undefined && !said(named, selfWords);
}

const DIFFERENT_SUBJECTS: NamedRule = {
  name: 'different-subjects',
  description: 'Two statements whose openings name different people or things (the writer, "my sister", "Kasia", "Kasia\'s flat") are about different subjects: one never supersedes or repeats the other.',
  test: (s) => {
    const [a, b] = s.split(' | ');
    return differentSubjects(a ?? '', b ?? '');
  },
  examples: [
    { input: 'Mikalo moved to Boston | Katelo moved to Denver', expect: true },
    { input: 'I moved to Boston last spring | Anna moved to Lisbon last spring', expect: true, why: 'the writer and Anna' },
    { input: "Kasia's flat is on the third floor | Ola's flat is on the fifth floor", expect: true, why: 'a possessive names its owner' },
    { input: 'My sister lives in Oslo | My brother lives in Kyoto', expect: true },
    { input: 'Gina: I moved to Boston | Jon: I moved to Denver', expect: true, why: 'two speakers, each in the first person' },
    { input: 'Ich bin nach Lissabon gezogen | Anna ist nach Berlin gezogen', expect: true, why: 'German' },
    { input: 'Mi hermana vive en Madrid | Mi hermano vive en Sevilla', expect: true, why: 'Spanish' },
    { input: 'Anna Kowalska moved to Berlin | Anna moved to Lisbon', expect: false, why: 'a first name and the full name' },
    { input: 'Yesterday Anna moved to Berlin | Anna moved to Lisbon', expect: false, why: 'an opening word of time is skipped' },
    { input: 'Gina: I moved to Boston | Gina moved to Denver', expect: false },
    { input: 'Catan is my favourite board game | Carcassonne is my favourite board game', expect: false, why: 'both about the writer\'s favourite' },
    { input: 'Moved to Boston in May | I moved to Denver in May', expect: false, why: 'a verb with its object opens the writer\'s shorthand' },
    { input: 'Moved to Boston in May | Anna moved to Denver in May', expect: true, why: 'the writer\'s shorthand and Anna' },
    { input: 'Ordered a new bottom bracket | Fitted the new bottom bracket', expect: false, why: 'two verbs, the writer both times' },
    { input: 'Sketch calendar screen | Sketched calendar screen on paper', expect: false, why: 'one verb in two forms' },
    { input: 'The rent is 900 euros | The rent is 950 euros', expect: false },
  ],
};

export const SUBJECT_RULES: readonly NamedRule[] = [...NOT_A_SUBJECT, PEOPLE_SECTION_RULE, ARCHIVE_SECTION_RULE, CURRENT_SECTION_RULE, PERSON_LIKE, PLACE_IN_PASSING, OPENING_NAME, CONTINUES, DIFFERENT_SUBJECTS];
