/**
 * The subject rules, by name, each with the examples that are its tests and
 * its documentation (in the manner of obsidian-linter's rule examples): what
 * is a subject, what never is, and which of the person's index sections a
 * subject belongs in. `test/memory/vocabulary.test.ts` runs every example; a
 * newcomer reads a rule and its examples here rather than a regex elsewhere.
 *
 * No rule names one sentence of one data set: each is a class of names (a
 * unit, an id, a weekday), with words in
 * several languages where the class has them.
 */
import { replaceWikiLinks, shownText } from '../formats/wikilink';
import type { NamedRule } from '../lib/named-rule';
import { rx } from '../lib/rx';

const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const UNITS = 'km|m|cm|mm|kg|g|mg|l|ml|h|min|s|ms|kb|mb|gb|tb|kbps|mbps|gbps|mhz|ghz|kw|kwh|w|v|mah|°c|°f|c|f|zł|zl|pln|eur|usd|gbp|chf|sek|nok|dkk|czk|€|\\$|£|%|pcs|pc|x|px|pt|dpi|fps|rpm|bpm|kcal|cal|mi|ft|in|lb|lbs|oz|mph|kmh|km/h';

const WEEKDAY_LEAD = new RegExp(`^(?:${WEEKDAYS})[.!]\\s+(?=\\S)`, 'iu');

/** "Sunday. Two and a half weeks at Baltica.": a weekday standing alone before the line; the note's date says the day. */
export function withoutWeekdayLead(text: string): string {
  const out = text.replace(WEEKDAY_LEAD, '');
  return out === text ? text : out.charAt(0).toUpperCase() + out.slice(1);
}

/** A day's ordinal dot ("am 1. Mai", "30. April") before a month word. */
const ORDINAL_DAY = rx.u`(?:^|[^\p{L}\p{N}])\d{1,2}\.$`;
const MONTH_AHEAD = new RegExp(`^(?:${MONTHS})(?![\\p{L}])`, 'iu');

/**
 * Abbreviations whose dot ends no sentence: titles, street words, "no."/"nr",
 * "approx.", in the languages journals are written in ("ul. Hutnicza",
 * "Mr. Kamiński", "z. B.").
 */
const ABBREVIATION = rx.iu`(?<![\p{L}])(?:mr|mrs|ms|dr|prof|st|ave|av|rd|no|nr|vs|etc|approx|ca|incl|ul|al|pl|os|str|hr|fr|bzw|z\.b|e\.g|i\.e|sr|sra|jr|mme|mlle|pan|pani|tel|ok)\.$`;

/**
 * Whether the dot that `before` ends with ends no sentence: an abbreviation's
 * ("ul. Hutnicza"), or a day's ordinal dot before a month or a lower-case word
 * ("am 1. Mai", "30. April").
 */
function dotEndsNoSentence(before: string, after: string): boolean {
  if (ABBREVIATION.test(before)) return true;
  return ORDINAL_DAY.test(before) && (MONTH_AHEAD.test(after) || rx.u`^\p{Ll}`.test(after));
}

/**
 * Sentences, split after . ! ? followed by space, and after their full-width
 * forms 。！？ whether or not a space follows (Chinese and Japanese set none),
 * with the closing brackets that end a quote (「…。」); an abbreviation's or a
 * day's dot ends none.
 */
export function splitSentences(text: string): string[] {
  return text
    .replace(/([\u3002\uff01\uff1f]+[\u300d\u300f\uff09)]*)\s*(?=\S)/g, '$1\u0000')
    .replace(/([.!?\u3002\uff01\uff1f])\s+/g, (m, end: string, at: number) =>
      end === '.' && dotEndsNoSentence(text.slice(Math.max(0, at - 8), at + 1), text.slice(at + m.length)) ? m : `${end}\u0000`)
    .split('\u0000')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

/** A unit or a currency, alone ("GB" from "212 GB", "zł", "km", "°C"). */
const UNIT: NamedRule = {
  name: 'unit',
  test: (s) => new RegExp(`^(?:${UNITS})$`, 'iu').test(s.trim()),
};

/** A quantity, an order, ticket, booking or claim number, a plate or any id: digits carry it. */
const IDENTIFIER: NamedRule = {
  name: 'identifier',
  test: (s) => {
    const t = s.trim();
    return /^#/.test(t) || rx.u`^[\p{N}\s.,:/+\u00d7x-]+[\p{L}%\u00b0]{0,3}$`.test(t) || (rx.u`\p{N}`.test(t) && rx.u`^[\p{L}\p{N}#/_.-]+(?:[\s-][\p{L}\p{N}#/_.-]+)?$`.test(t) && (t.match(rx.gu`\p{N}`)?.length ?? 0) >= 2);
  },
};

/** A weekday or a month, in the languages the vocabulary knows. */
const CALENDAR_WORD: NamedRule = {
  name: 'calendar-word',
  test: (s) => new RegExp(`^(?:${WEEKDAYS}|${MONTHS})\\.?$`, 'iu').test(s.trim()),
};

/** A title before a name ("Mr. Kamiński", "Pan Henryk", "Dr Weber"), alone. */
const HONORIFIC: NamedRule = {
  name: 'honorific',
  test: (s) => /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|pan|pani|pa\u0144stwo|herr|frau|mme|mlle|m|sr|sra|srta|don|do\u00f1a|signor|signora)\.?$/iu.test(s.trim()),
};

/** An abbreviation for a kind of thing ("a PR", "my CV"), not one thing of the person's. */
const KIND_ABBREVIATION: NamedRule = {
  name: 'kind-abbreviation',
  test: (s) => /^(?:prs?|mrs?|cvs?|hr|ux|ui|qa|it|tv|pc|ok|eta|fyi|asap|am|pm|ids?|pdfs?|ceo|cto|cfo|apis?|sms|dms?|faq|kpis?|okrs?|poc|mvp|wip|tbd|eod|ooo)$/iu.test(s.trim()),
};

/** What never becomes a subject note or index entry, whatever recurs. */
const NOT_A_SUBJECT: readonly NamedRule[] = [UNIT, IDENTIFIER, CALENDAR_WORD, HONORIFIC, KIND_ABBREVIATION];

export function notASubject(name: string): NamedRule | null {
  return NOT_A_SUBJECT.find((r) => r.test(name)) ?? null;
}

/**
 * A subject that is a person: a name of one or two capitalised words that its
 * lines use as someone who speaks or acts ("Bartek: go away", "Kasia moved",
 * "Tomasz said", "with Piotr", "Renata's leaving drinks").
 */
export function personLike(name: string, texts: readonly string[]): boolean {
  const n = name.trim();
  if (!rx.u`^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$`.test(n)) return false;
  const esc = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A full name acts under its first name too ("my manager is Priya Shah", "Priya asked me to …"),
  // but speaks only whole: "plan at Fernwood: learn the setup" is a label, not Fernwood Analytics talking.
  const who = n.includes(' ') ? `(?:${esc}|${esc.slice(0, esc.indexOf(' '))})` : esc;
  // Letter boundaries around the name: `\\b` is ASCII, and "Żaneta", "Émilie" begin outside it.
  const acts = new RegExp(
    `(?:\\b(?:with|from|to|told|asked|called|met|texted|visited|z|ze|mit|avec|con)\\s+(?:\\[\\[)?${who}(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])${esc}(?:\\]\\])?\\s*:\\s+(?![\\d~≈<>]|ca\\.)|(?<![\\p{L}\\p{N}])${who}(?:\\]\\])?(?:['’]s\\b|\\s+(?:said|says|told|asks|asked|called|texted|wrote|thinks|wants|got|moved|came|left|sent|offered|agreed|is|was|has|had|will|can|starts|started|lost|found|went|goes|laughed|loves|hates|likes|mówi|powiedział|powiedziała|sagt|dit|dice)\\b))`,
    'u',
  );
  // "my sister Carmen", "mi hermana Carmen", "meine Schwester Anna", "moja siostra Kasia": a relative or a friend named.
  const named = new RegExp(`(?<![\\p{L}])(?:${RELATIVE_WORDS})\\s+${esc}(?![\\p{L}\\p{N}])`, 'iu');
  // What is read, watched or listened to is a book, a film, an album: "reading Piranesi", "Piranesi: loved it".
  const consumed = new RegExp(`(?<![\\p{L}])(?:${CONSUMED})\\s+(?:the\\s+)?(?:\\[\\[)?${esc}(?![\\p{L}\\p{N}])(?!(?:\\]\\])?['’]s)`, 'iu');
  if (texts.some((t) => consumed.test(t))) return false;
  // A name its lines also write in lower case is a word, not someone: "Cerámica: mi primer cuenco" beside "el curso de cerámica".
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${esc.toLowerCase()}(?![\\p{L}\\p{N}])`, 'u');
  if (n.toLowerCase() !== n && texts.some((t) => word.test(replaceWikiLinks(t, shownText)))) return false;
  return texts.some((t) => acts.test(t) || named.test(replaceWikiLinks(t, shownText)));
}

/** Verbs of what is read, watched or listened to, in the person's languages: their object is a work, not a person. */
const CONSUMED = 'reading|read|re-reading|rereading|finished reading|watching|watched|listening to|listened to|lese|lesen|gelesen|schaue|geschaut|leo|leyendo|leí|viendo|czytam|przeczytałem|przeczytałam|oglądam|lis|je lis|regardé';

/** Relatives, friends and the people of work, in the languages journals are written in ("sister", "hermana", "Schwester", "siostra", "sœur"). */
export const RELATIVE_WORDS =
  'sister|brother|mother|father|mum|mom|dad|wife|husband|partner|girlfriend|boyfriend|friend|neighbou?r|colleague|boss|manager|cousin|aunt|uncle|hermana|hermano|madre|padre|esposa|esposo|novia|novio|amiga|amigo|prima|primo|jefa|jefe|schwester|bruder|mutter|vater|frau|mann|freundin|freund|kollegin|kollege|chefin|chef|siostra|brat|mama|tata|żona|mąż|przyjaciółka|przyjaciel|koleżanka|kolega|szefowa|szef|sœur|frère|mère|père|femme|mari|amie|ami|collègue|sorella|fratello|moglie|marito|irmã|irmão|zus|broer|vriendin|vriend';


const PERSON_LIKE: NamedRule = {
  name: 'person-like',
  test: (s) => {
    const [name, text] = s.split(' | ');
    return personLike(name ?? '', [text ?? '']);
  },
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
    // Where someone works is no place passed through: "the new job at Fernwood Analytics", "pracuję w Baltice".
    const employer = rx.iu`(?:^|\s)(?:job|work|works|working|worked|role|position|internship|intern|started|starting|joined|interview|offer|employed|hired|arbeite|arbeitet|Job|Stelle|praca|pracuj\u0119|pracuje|trabajo|trabajar|empleo|travail|poste)(?:\s+\p{L}+)?\s+(?:at|with|for|bei|w|we|en|chez|\u00e0|in)\s+$`.test(before);
    const passing = !employer && (/(?:^|\s)(?:in|to|at|from|near|via|over|towards?|into|through|past|around|w|we|do|z|ze|na|pod|nad|nach|bei|aus|im|zum|zur|\u00e0|au|en|vers|desde|hacia|para|por|a)\s+$/iu.test(before)
      || /(?:\u2192|->|\u2013|\u2014)\s*$/u.test(before) || /^\s*(?:\u2192|->)/u.test(after));
    if (!passing) return false;
  }
  return seen > 0;
}

const PLACE_IN_PASSING: NamedRule = {
  name: 'place-in-passing',
  test: (s) => {
    const [name, text] = s.split(' | ');
    return inPassing(name ?? '', text ?? '');
  },
};

/**
 * The names a line opens with, longest first: the sentence's subject when a
 * line starts "Tomasz: remote Fridays stay", "Tomasz did my review",
 * "Slotbook: a demo for Szczecin", "Piotr's son born". A possessive names its
 * owner. Sentence openers ("The", "Today") are names of nothing; the caller
 * keeps only a name memory knows.
 */
export function openingNames(text: string): string[] {
  const m = rx.u`^(\p{Lu}[\p{L}\p{N}'\u2019-]*)(?:\s+(\p{Lu}[\p{L}\p{N}-]*))?`.exec(text.trim());
  if (!m) return [];
  const first = m[1]!.replace(/['\u2019]s?$/u, '');
  return [...(m[2] !== undefined && !/['\u2019]s?$/u.test(m[1]!) ? [`${first} ${m[2].replace(/[:,]$/, '')}`] : []), first];
}

const OPENING_NAME: NamedRule = {
  name: 'opening-name',
  test: (s) => {
    const [name, text] = s.split(' | ');
    return openingNames(text ?? '').includes(name ?? '');
  },
};

/** Third-person words that open a line which goes on about the one the line before named, in the languages journals are written in. */
const CONTINUING = /^(?:her|his|hers|she|he|their|they|its|ihr|ihre|ihren|sein|seine|seinen|sie|er|jej|jego|ona|on|ich|oni|one|sa|son|ses|elle|il|su|sus|ella|\u00e9l|dela|dele|ela|ele|haar|zijn|hij|zij)(?=[\s:,]|$)/iu;

/** True when a line opens with a word that points back at the subject of the line before it. */
export function continuesSubject(text: string): boolean {
  return CONTINUING.test(text.trim());
}

const CONTINUES: NamedRule = {
  name: 'continues-subject',
  test: continuesSubject,
};

/**
 * A line that is mostly a value — a time, a score, an amount — with at most
 * two words besides: alone it says nothing ("54:47 — under 55!!"), under the
 * person's own heading it is that heading's result.
 */
export function bareValue(text: string): boolean {
  const plain = text.replace(/[*_`~=]+/g, ' ').trim();
  // A value with its own label ("splits: 5:34 5:32 …") already says what it is.
  if (!rx.u`\p{N}`.test(plain) || rx.u`^\p{L}[\p{L} ]{0,24}:\s`.test(plain)) return false;
  const words = plain.match(rx.gu`[\p{L}]{2,}`) ?? [];
  return words.length <= 2 && plain.length <= 60;
}

const VALUE_UNDER_HEADING: NamedRule = {
  name: 'value-under-heading',
  test: bareValue,
};

export const SUBJECT_RULES: readonly NamedRule[] = [...NOT_A_SUBJECT, PERSON_LIKE, PLACE_IN_PASSING, OPENING_NAME, CONTINUES, VALUE_UNDER_HEADING];
