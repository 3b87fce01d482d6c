/**
 * Contradiction: two statements that say the same thing about a different
 * value. "I prefer tea in the morning" and, a week later, "I prefer coffee in
 * the morning" share most of their words, so every similarity rule calls them
 * one observation — and a merge keeps one wording, so "coffee" was lost and
 * "tea" cited both days (issue 12 item 6). They are two observations, and the
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
 * (vocabulary.ts, differentSubjects: the writer, "my sister", a name or a
 * name's possessive the line opens with). Such a pair is neither a
 * contradiction nor one observation (merge.ts keeps it apart).
 * CJK text is left to the other rules: its tokens are character bigrams, and
 * particles that differ between two wordings of one sentence would read as
 * different values.
 */
import { hasCjk, overlapOfSets, tokenize } from '../extract/similarity';
import { differentSubjects } from '../vocabulary';

/** Words that negate a statement, matched on the raw text (tokenize splits "don't"). */
const NEGATION = /\b(?:not|no|never|none|nobody|nothing|neither|nor|cannot|anymore|without)\b|\b\w+n['’]t\b/giu;
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
 * Where two statements about one thing disagree, or null when neither says
 * something in a place where the other says something else.
 */
export function contradiction(
  aText: string,
  bText: string,
  aTokens: readonly string[] = tokenize(aText),
  bTokens: readonly string[] = tokenize(bText),
): Difference | null {
  const a = aTokens.filter((t) => !hasCjk(t));
  const b = bTokens.filter((t) => !hasCjk(t));
  if (a.length === 0 || b.length === 0) return null;
  if (differentSubjects(aText, bText)) return null;
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

/** `aTokens`, `bTokens`: tokenize of each text, when the caller has it already (merging judges thousands of pairs). */
export function contradicts(aText: string, bText: string, aTokens?: readonly string[], bTokens?: readonly string[]): boolean {
  return contradiction(aText, bText, aTokens, bTokens) !== null;
}
