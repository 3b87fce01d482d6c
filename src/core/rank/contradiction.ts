/**
 * Contradiction: two statements that say the same thing about a different
 * value. "I prefer tea in the morning" and, a week later, "I prefer coffee in
 * the morning" share most of their words, so every similarity rule calls them
 * one observation — and a merge keeps one wording, so "coffee" was lost and
 * "tea" cited both days. They are two observations, and the
 * newer one supersedes the older.
 *
 * The rule works on the content tokens of both lines (tokenize: stems, no
 * stopwords) aligned by their longest common subsequence:
 *   - a slot: a short stretch (SLOT_WORDS) between two aligned words (or
 *     before the first, or after the last) where BOTH lines say something
 *     the other does not —
 *     "tea" vs "coffee", "Berlin" vs "Lisbon", "Postgres" vs "SQLite",
 *     "8 km" vs "10 km". A stretch only one line fills is added detail
 *     ("writing block before 10" … "protected it from a 9:30 meeting"), which
 *     a restatement may carry;
 *   - a negation: one line negates ("not", "no longer", "never", "n't") what
 *     the other states, and apart from the negation the shorter line says
 *     nothing the longer does not.
 * Either makes the pair a contradiction, never a restatement — when both
 * lines are about one subject. "Mikalo moved to Boston" does not replace
 * "Katelo moved to Denver": two people, each with a city of their own
 * (differentSubjects: the writer, "my sister", a name or a name's
 * possessive the line opens with). Such a pair is neither a contradiction nor
 * one observation (merge.ts keeps it apart).
 * CJK text is left to the other rules: its tokens are character bigrams, and
 * particles that differ between two wordings of one sentence would read as
 * different values.
 */
import { hasCjk, overlapOfSets, tokenize } from '../extract/similarity';
import { KIN } from '../extract/subject-phrases';
import { NOT_NAMES } from '../extract/subjects';
import { continuesSubject, RELATIVE_WORDS } from '../extract/vocabulary';
import { replaceWikiLinks, shownText } from '../formats/wikilink';
import { rx } from '../lib/rx';

/** The writer, in the languages journals are written in: "I", "my", "ich", "j'habite", "mój", "Catan is my …". */
const FIRST_PERSON = rx.iu`^(?:i|i['\u2019]\p{L}+|me|my|we|we['\u2019]\p{L}+|our|ich|mein\p{L}*|wir|unser\p{L}*|je|j['\u2019]\p{L}*|moi|mon|mes|nous|notre|nos|yo|mi|mis|nuestr\p{L}*|ja|m\u00f3j|moja|moje|nasz\p{L}*|io|mio|mia|noi|eu|meu|minha|n\u00f3s|ik|mijn|wij|onze)$`;
/** Someone of the writer's: "my sister", "mi hermano", "moja siostra". */
const PERSON_OF_MINE = new RegExp(`^(?:${KIN}|${RELATIVE_WORDS})$`, 'iu');
/** What follows a verb, not a name: "Moved to Boston", "Ordered a …", "Called my mum" are the writer's shorthand. */
const VERB_OBJECT = /^(?:the|a|an|my|our|his|her|their|to|for|with|up|out|it|him|them)$/i;

interface Subject {
  /** a speaker label ("Gina: I moved …"), lower case */
  speaker?: string;
  self?: boolean;
  /** "my sister": the writer's sister */
  kin?: string;
  /** the name the line opens with ("anna kowalska"; "kasia" of "Kasia's flat") */
  name?: string[];
}

/** A word that opens or labels a sentence without naming anyone: "Again", "The", "Finally", "Update" ("Sally", "Emily" are names). */
const opener = (w: string): boolean => NOT_NAMES.has(w.toLowerCase()) || tokenize(w).length === 0 || rx.iu`^\p{L}{3,}(?:ally|tly|ously|ely)$|^(?:update|news|status|idea|plan|goal)$`.test(w);

/**
 * Who a statement is about, from its opening: the writer (a first-person word
 * among its first three, or a verb with its object), one of the writer's
 * people, or the run of capitalised words it opens with. Null when it opens
 * with "she", a lowercase noun or nothing.
 */
function subjectOf(text: string): Subject | null {
  let plain = replaceWikiLinks(text, shownText).replace(/[*_~`]/g, '').replace(/^\s*(?:[-+]\s+)?(?:\[.\]\s+)?/u, '');
  const out: Subject = {};
  const label = rx.u`^(\p{Lu}[\p{L}'\u2019-]*):\s+`.exec(plain);
  if (label) {
    // "Gina: I moved" is Gina's; "Decided: I …", "Update: I …" are the writer's.
    if (!opener(label[1]!)) out.speaker = label[1]!.toLowerCase();
    plain = plain.slice(label[0].length);
  }
  const raw = (plain.split(/[.;!?\u2014\u2013]/u)[0] ?? '').split(/\s+/u).filter((w) => w !== '');
  const words = raw.map((w) => w.replace(/^\P{L}+|\P{L}+$/gu, '').replace(/['\u2019]s$/u, ''));
  const me = words.slice(0, 3).findIndex((w) => FIRST_PERSON.test(w));
  if (me >= 0) {
    const kin = words.slice(me + 1, me + 3).find((w) => PERSON_OF_MINE.test(w));
    return { ...out, self: true, ...(kin === undefined ? {} : { kin: kin.toLowerCase() }) };
  }
  // "Again pnpm …", "Yesterday Anna …", "The rent …", "Finally moved …".
  for (let k = 0; k < 2 && words.length > 1; k++) {
    if (!opener(words[0]!)) break;
    [raw, words].forEach((l) => l.shift());
  }
  const first = raw[0] ?? '';
  if (!rx.u`^\P{L}*\p{Lu}`.test(first) || continuesSubject(first)) return null;
  if (!/['\u2019]s$/u.test(first) && VERB_OBJECT.test(words[1] ?? '')) return { ...out, self: true };
  // A name of capitalised words ("Anna Kowalska"); a possessive ends it ("Kasia's flat").
  let n = 1;
  while (n < raw.length && rx.u`^\p{Lu}`.test(raw[n]!) && !/['\u2019]s$|[,:]$/u.test(raw[n - 1]!)) n++;
  return { ...out, name: words.slice(0, n).map((w) => w.toLowerCase()) };
}

/**
 * True when two statements are about different people or things, as their
 * openings say ("Mikalo moved to Boston" / "Katelo moved to Denver"). A first
 * name and its full name are one person. A subject word the other line says
 * too, or another form of it, proves nothing ("Moved to Denver" / "Anna said
 * she moved"), and a line whose opening names no one is never told apart.
 */
export function differentSubjects(aText: string, bText: string): boolean {
  const a = subjectOf(aText);
  const b = subjectOf(bText);
  if (a === null || b === null) return false;
  const said = (ws: readonly (string | undefined)[], text: string): boolean => {
    const other = text.toLowerCase().match(rx.gu`\p{L}+`) ?? [];
    return ws.some((w) => w !== undefined && other.some((x) => x === w || (Math.min(x.length, w.length) >= 4 && (x.startsWith(w) || w.startsWith(x)))));
  };
  // A speaker saying "I" is that speaker.
  const who = (s: Subject): string[] | undefined => s.name ?? (s.speaker === undefined ? undefined : [s.speaker]);
  const [wa, wb] = [who(a), who(b)];
  if (wa && wb) {
    const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
    return !short.every((w, k) => long[k] === w) && !said(wa, bText) && !said(wb, aText);
  }
  // The writer against the writer's sister, or two of the writer's people.
  if (a.self && b.self) return a.speaker === b.speaker && a.kin !== b.kin && !said([a.kin], bText) && !said([b.kin], aText);
  // The writer against a name, unless that may be the writer's person ("my sister" may be Anna).
  const [self, named, selfText] = a.self ? [a, wb, aText] : [b, wa, bText];
  return self.kin === undefined && named !== undefined && !said(named, selfText);
}

/** Words that negate a statement, matched on the raw text (tokenize splits "don't"). */
const NEGATION = /\b(?:not|no|never|none|nobody|nothing|neither|nor|cannot|anymore|without)\b|\b\w+n['\u2019]t\b/giu;
const NEGATION_TOKENS = new Set('not no never none nobody nothing neither nor cannot anymore without longer t don doesn didn isn wasn won can aren weren haven hasn shouldn wouldn couldn'.split(' '));

/**
 * A slot holds a value — a word or a short name, number or place — not a
 * different continuation: two lines that go on to say different things
 * ("…before 10, best rule I have" / "…before 10, protected it from a 9:30
 * meeting") are a restatement with its own detail each, which merging keeps
 * counting as one routine.
 */
const SLOT_WORDS = 3;

/**
 * Words that link or report a statement rather than carry its value:
 * "weekly planning happens on Sunday" / "… stays on Sunday" and "Priya says
 * the colours work" / "asked Priya whether the colours work" are one
 * statement. Stems, as tokenize gives them.
 */
const GLUE = new Set((
  'happen stay remain keep kept continu become get got go goe went seem say said ' +
  'ask asked tell told think thought feel felt whether if yet already always usually ' +
  'ever too all some more much one what which who how when where why they he ' +
  'she him her his them their us up out off back decided decid'
).split(' '));

/** Share of the shorter line's other words the longer holds, for a negation to count as the same statement negated. */
const NEGATION_OVERLAP = 0.8;

function negated(text: string): boolean {
  return (text.match(NEGATION) ?? []).length % 2 === 1;
}

/** Longest common subsequence of two token sequences, as index pairs in order. */
function alignment(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  // (n+1)×(m+1) table of suffix LCS lengths; lines are short (a gist, one turn).
  const t: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (t[i + 1]![j]! >= t[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

interface Difference {
  /** what each line says in the slot where they differ (or the negation) */
  a: string[];
  b: string[];
  why: 'value' | 'negation';
}

/**
 * A pair as merging and novelty must tell it (their pairs are many): about
 * different subjects, contradicting, or saying the same. Reads the openings once.
 */
export function pairRelation(
  aText: string,
  bText: string,
  // tokenize of each text, when the caller has it already (merging judges thousands of pairs)
  aTokens: readonly string[] = tokenize(aText),
  bTokens: readonly string[] = tokenize(bText),
): 'different-subjects' | 'contradicts' | 'same' {
  if (differentSubjects(aText, bText)) return 'different-subjects';
  return oneSubjectContradiction(aText, bText, aTokens, bTokens) !== null ? 'contradicts' : 'same';
}

/**
 * Where two statements about one subject disagree, or null when neither says
 * something in a place where the other says something else.
 */
function oneSubjectContradiction(aText: string, bText: string, aTokens: readonly string[], bTokens: readonly string[]): Difference | null {
  const a = aTokens.filter((t) => !hasCjk(t));
  const b = bTokens.filter((t) => !hasCjk(t));
  if (a.length === 0 || b.length === 0) return null;
  if (negated(aText) !== negated(bText)) {
    const ra = new Set(a.filter((t) => !NEGATION_TOKENS.has(t)));
    const rb = new Set(b.filter((t) => !NEGATION_TOKENS.has(t)));
    if (ra.size > 0 && rb.size > 0 && overlapOfSets(ra, rb) >= NEGATION_OVERLAP) {
      return { a: a.filter((t) => NEGATION_TOKENS.has(t)), b: b.filter((t) => NEGATION_TOKENS.has(t)), why: 'negation' };
    }
  }
  const pairs = alignment(a, b);
  if (pairs.length === 0) return null;
  const sa = new Set(a);
  const sb = new Set(b);
  let pi = -1;
  let pj = -1;
  for (const [i, j] of [...pairs, [a.length, b.length] as [number, number]]) {
    // A word the other line also says elsewhere is order, not a new value.
    const gapA = a.slice(pi + 1, i).filter((t) => !sb.has(t) && !GLUE.has(t));
    const gapB = b.slice(pj + 1, j).filter((t) => !sa.has(t) && !GLUE.has(t));
    if (gapA.length > 0 && gapB.length > 0 && gapA.length <= SLOT_WORDS && gapB.length <= SLOT_WORDS) return { a: gapA, b: gapB, why: 'value' };
    pi = i;
    pj = j;
  }
  return null;
}

