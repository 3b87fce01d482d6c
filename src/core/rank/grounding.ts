/**
 * Is a model's line grounded in the spans it cites? A model writes in its own
 * words: it turns "yesterday" into a date, "15,200" into "15 200", "applied →
 * Nordvik" into "applied to Nordvik". What it must not do is bring in what the
 * spans do not say. So the check is strict on the anchors a reader would trust
 * (names, numbers, dates, quoted titles: each must be in a cited span, or be a
 * cited note's own date, or a date the relative-date resolver reads from a
 * span against its note's date) and lenient on wording: a fair share of the
 * line's content words, folded for accents and word endings, must be there.
 */
import { absoluteDates } from '../extract/relative-dates';
import { append } from '../lib/arrays';
import { SECRET_NOTE, SECRET_REPLACEMENT } from '../secrets/scan';
import { WIKI_EMBED_SOURCE } from '../formats/wikilink';
import { MONTH_NAMES, MONTH_SHORT_NAMES, WEEKDAY_NAMES } from '../lib/calendar-words';
import { nextWeekday, previousWeekday, type IsoDate, type Weekday } from '../lib/dates';
import { rx } from '../lib/rx';

/** An embed or an HTML tag: markup, not a claim of the line (the embed pattern is the one link grammar's). */
const MARKUP = new RegExp(`${WIKI_EMBED_SOURCE}|<[^<>\\n]*>`, 'g');

/** A span a candidate cites: its text and the date of its note, when the note has one. */
interface CitedSpan {
  text: string;
  date?: IsoDate | undefined;
}

/**
 * What else the request told the model by name: the subjects it listed (with
 * aliases), the notes, headings and links the spans sit under. A line may name
 * them without its span doing so; any other name is the model's invention.
 */
export interface GroundingContext {
  noteDates?: readonly (IsoDate | undefined)[];
  names?: readonly string[];
  /**
   * The memory lines the model said this one replaces or restates (`supersedes`,
   * `same_as`), as the request showed them: a new value keeps the old line's
   * other details ("bought the 2016 Octavia" after "a 2016 Octavia, asking
   * 31,500"), and those were grounded when that line was kept.
   */
  shown?: readonly string[];
}

const MONTH_OF = new Map<string, number>([...MONTH_NAMES, ...MONTH_SHORT_NAMES].flatMap((names, i) => names.map((n) => [n, i % 12] as [string, number])));
const WEEKDAYS = new Set(WEEKDAY_NAMES.flat());
const MONTH_WORD = `(?:${[...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`;
/** "23 June 2026", "23. Juni", "21–22 Nov", "June 23, 2026", "2026-06-23", "June 2026". */
const DATE = new RegExp(
  `\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}\\.?(?:\\s*[–-]\\s*\\d{1,2}\\.?)?\\s+${MONTH_WORD}(?:\\s+\\d{4})?(?![\\p{L}])|(?<![\\p{L}])${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b|(?<![\\p{L}])${MONTH_WORD}\\s+\\d{4}\\b`,
  'giu',
);

interface DayRef {
  m: number;
  /** days named; empty for a month */
  days: number[];
  y: number | null;
}

function parseDate(found: string): DayRef | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(found);
  if (iso) return { y: Number(iso[1]), m: Number(iso[2]) - 1, days: [Number(iso[3])] };
  const word = rx.u`\p{L}+`.exec(found.toLowerCase())?.[0] ?? '';
  const m = MONTH_OF.get(word);
  if (m === undefined) return null;
  const numbers = [...found.matchAll(/\d+/g)].map((n) => Number(n[0]));
  const y = numbers.find((n) => n >= 1000) ?? null;
  return { m, y, days: numbers.filter((n) => n < 1000) };
}

function datesIn(text: string): DayRef[] {
  return [...text.matchAll(DATE)].map((d) => parseDate(d[0])).filter((d): d is DayRef => d !== null);
}

const WEEKDAY_INDEX: Readonly<Record<string, Weekday>> = Object.fromEntries(
  WEEKDAY_NAMES.flatMap((days) => days.map((w, i) => [w, (i === 6 ? 0 : i + 1) as Weekday])),
);

/**
 * The dates a span implies against its note's date beyond what the resolver
 * rewrites: a month it names ("from October"), a weekday it names ("on
 * Saturday": the one before and the one after the note's day), a day of the
 * month it names ("on the 22nd": this month or the next).
 */
function impliedDates(span: CitedSpan): DayRef[] {
  const out: DayRef[] = [];
  const words = span.text.toLowerCase().match(rx.gu`\p{L}+`) ?? [];
  const base = span.date !== undefined && /^\d{4}-\d{2}-\d{2}/.test(span.date) ? span.date.slice(0, 10) : null;
  const y = base !== null ? Number(base.slice(0, 4)) : null;
  for (const w of words) {
    const m = MONTH_OF.get(w);
    if (m !== undefined) out.push({ m, days: [], y: null });
    const wd = WEEKDAY_INDEX[w];
    if (wd !== undefined && base !== null) for (const day of [previousWeekday(base, wd), nextWeekday(base, wd)]) append(out, datesIn(day));
  }
  if (base !== null && y !== null) {
    const m0 = Number(base.slice(5, 7)) - 1;
    for (const [, n] of span.text.matchAll(/(?<![\d.,:])(\d{1,2})(?:st|nd|rd|th|\.)?(?![\d.,:%])/g)) {
      const day = Number(n);
      if (day >= 1 && day <= 31) out.push({ m: m0, days: [day], y }, { m: (m0 + 1) % 12, days: [day], y: m0 === 11 ? y + 1 : y });
    }
  }
  return out;
}

/** A line's date is grounded by a date of the spans (their notes' own dates, what they say, what "yesterday" in them means). */
function dateGrounded(d: DayRef, allowed: readonly DayRef[], years: ReadonlySet<number>): boolean {
  const fits = (a: DayRef): boolean => a.m === d.m && (d.y === null || a.y === d.y || (a.y === null && years.has(d.y)));
  if (d.days.length === 0) return allowed.some(fits);
  // A range ("21–22 Nov", "the weekend of 1–2 August") stands on either end.
  return d.days.some((day) => allowed.some((a) => fits(a) && a.days.includes(day)));
}

/** Lower case without accents: "Wrocław" and "wroclaw" are one name. */
function fold(s: string): string {
  return s.normalize('NFD').replace(rx.gu`\p{M}`, '').replace(/\u0142/g, 'l').replace(/\u0141/g, 'l').toLowerCase();
}

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', twice: '2',
  eins: '1', zwei: '2', drei: '3', vier: '4', fünf: '5', un: '1', une: '1', deux: '2', trois: '3', quatre: '4', cinq: '5',
  jeden: '1', dwa: '2', trzy: '3', cztery: '4', pięć: '5',
};

/** Numbers as one spelling: "15,200", "15 200" and "15200" alike; "38:10", "3.2", "4K772" as written. */
function numbersIn(text: string): Set<string> {
  const out = new Set<string>();
  const joined = text.replace(/(\d)[,\u00a0\u202f\u2009 ](?=\d{3}(?!\d))/g, '$1');
  for (const [tok] of joined.matchAll(rx.gu`[\p{L}\d]*\d[\p{L}\d]*(?:[.,:]\d+)*`)) {
    const n = fold(tok).replace(/^(\d+)(?:st|nd|rd|th|er|e|\u00e8me)$/, '$1').replace(/,/g, '.');
    out.add(n);
    // "12k" is 12000 and "10k" a 10 km race: both spellings stand.
    // "7:00" is the hour "7" a span may write alone ("7–15").
    const hour = /^(\d{1,2}):00$/.exec(n);
    if (hour) out.add(String(Number(hour[1])));
    const k = /^(\d+)k$/.exec(n);
    if (k) out.add(String(Number(k[1]) * 1000)).add(k[1]!);
  }
  for (const [word] of text.toLowerCase().matchAll(rx.gu`\p{L}+`)) if (NUMBER_WORDS[word] !== undefined) out.add(NUMBER_WORDS[word]);
  return out;
}

/** Words that carry no content of their own, in the candidate's phrasing or the note's. */
const FILLER = new Set(
  (
    'that this these those with from have has had they them their there here about would should could which what when ' +
    'where while into also been were will your yours more some than then only just like very over such each much many ' +
    'most other same does done doing being because after before again always never often usually really prefer prefers ' +
    'preferred person user noted note notes wants want likes like thinks said says mentioned decided decides week weeks'
  ).split(' '),
);

/** A word's comparable stem: folded, a plural, past or -ing ending off, its first five letters. */
function stem(word: string): string {
  const w = fold(word);
  const bare = w.replace(/(?:'s|\u2019s|ings?|ed|es|s|ly)$/u, '');
  return Array.from(bare.length >= 4 ? bare : w).slice(0, 5).join('');
}

/** Content words as comparable stems (4+ letters); CJK text as character pairs. */
function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(rx.gu`[\p{L}\p{N}]+`)) {
    if (rx.u`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`.test(word)) {
      const chars = Array.from(word);
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
      continue;
    }
    if (word.length < 4 || FILLER.has(word) || /\d/.test(word)) continue;
    out.add(stem(word));
  }
  return out;
}

/** Capitalised words that do not open a sentence or a clause: the names a line gives. */
function namesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(rx.gu`(?<![\p{L}\p{N}'\u2019])\p{Lu}[\p{L}\p{N}'\u2019&+-]*`)) {
    const before = text.slice(0, m.index).trimEnd();
    if (before === '' || /[.!?:;\u2022\-\u2013\u2014*"\u201c\u201e\u00ab]$/u.test(before)) continue;
    const word = m[0].replace(/['\u2019]s$/u, '').replace(/['\u2019-]+$/u, '');
    const folded = fold(word);
    if (Array.from(folded).length < 2 || MONTH_OF.has(folded) || WEEKDAYS.has(word.toLowerCase())) continue;
    out.push(word);
  }
  return out;
}

/** Quoted stretches: a title or a saying the line puts in quotes. */
function quotesIn(text: string): string[] {
  return [...text.matchAll(/[\u201c\u201e\u00ab"]([^\u201d\u201c\u00bb"\n]{3,})[\u201d\u00bb"]/gu)].map((m) => m[1]!);
}

/**
 * Why a model's line is not grounded in the spans it cites, or null when it is.
 */
export function groundingProblem(text: string, spans: readonly CitedSpan[], names: readonly string[] = []): string | null {
  // The omission markers are ours, not the model's: they ground nothing and need no grounding.
  // So is a terminal colour code left where its escape character was cut ("[31m"): it says no number.
  // eslint-disable-next-line no-control-regex -- the escape character is what this looks for
  const plain = text.split(SECRET_REPLACEMENT).join(' ').split(SECRET_NOTE).join(' ').replace(/\u001b?\[[\d;]*m/g, ' ');
  const sourceText = spans.map((s) => s.text).join('\n');
  const resolved = spans.map((s) => (s.date !== undefined ? absoluteDates(s.text, s.date) : s.text)).join('\n');
  const allowedDates = [
    ...datesIn(sourceText),
    ...datesIn(resolved),
    ...spans.flatMap((s) => [...(s.date !== undefined ? datesIn(s.date) : []), ...impliedDates(s)]),
  ];
  // A year the spans give, or their notes' year or the next ("sail in May" in November is next May).
  const years = new Set(allowedDates.flatMap((d) => (d.y !== null ? [d.y, d.y + 1] : [])));
  for (const found of plain.matchAll(DATE)) {
    const d = parseDate(found[0]);
    if (d !== null && !dateGrounded(d, allowedDates, years)) return `its date “${found[0]}” is not in the spans it cites nor their notes’ dates`;
  }
  // An embed, a link's address and an HTML tag are markup the screen's own rules judge, not claims of the line.
  const rest = plain.replace(DATE, ' ').replace(MARKUP, ' ').replace(/\]\([^)\n]*\)/g, '] ');
  // A number in a heading or a name the request gave ("## Physio #4", "Route 66") is the request's too.
  const numbers = numbersIn(`${sourceText}\n${resolved}\n${names.join('\n')}`);
  for (const y of years) numbers.add(String(y));
  for (const n of numbersIn(rest.replace(rx.gu`\p{L}+`, (w) => (NUMBER_WORDS[w.toLowerCase()] !== undefined ? ' ' : w)))) {
    if (!numbers.has(n)) return `its number “${n}” is not in the spans it cites`;
  }
  const named = `${sourceText}\n${names.join('\n')}`;
  const sourceWords = new Set([...named.matchAll(rx.gu`[\p{L}\p{N}]+`)].map((w) => fold(w[0])));
  const sourcePlain = fold(named);
  for (const name of namesIn(rest)) {
    const n = fold(name);
    const key = Array.from(n).slice(0, Math.max(4, Array.from(n).length - 2)).join('');
    if (!sourcePlain.includes(n) && ![...sourceWords].some((w) => w.startsWith(key))) return `its name “${name}” is not in the spans it cites`;
  }
  // A name the request gave is grounded: it counts among the words found.
  const source = contentStems(`${sourceText}\n${resolved}\n${names.join('\n')}`);
  const grounded = (part: string): { found: number; size: number } => {
    const own = contentStems(part);
    let found = 0;
    for (const w of own) if (source.has(w)) found++;
    return { found, size: own.size };
  };
  for (const quote of quotesIn(rest)) {
    const q = grounded(quote);
    if (q.found < q.size) return `its quote “${quote.slice(0, 60)}” is not in the spans it cites`;
  }
  const whole = grounded(rest);
  if (whole.size >= 2 && whole.found * 3 < whole.size) {
    return `its text is not grounded in the spans it cites (${whole.found} of ${whole.size} content words found there)`;
  }
  // Each clause on its own: "; always obeys clippings" appended to a well
  // grounded line would pass the share of the whole.
  // A clause that gives a number or a name, checked above, stands on it.
  for (const clause of rest.split(/\s*(?:[;:\u2014\u2013]|\s-\s|\.\s+|\(|\))\s*/u)) {
    const c = grounded(clause);
    if (c.size >= 2 && c.found === 0 && numbersIn(clause).size === 0 && namesIn(clause).length === 0) return `its clause “${clause.trim().slice(0, 60)}” is not grounded in the spans it cites (0 of ${c.size} content words found there)`;
  }
  return null;
}
