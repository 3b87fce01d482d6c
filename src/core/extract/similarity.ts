/**
 * Text normalisation and token similarity, shared by merging, novelty and
 * explain. Pure and language-neutral enough for a vault that mixes English and
 * CJK: Latin-script text is compared by word, CJK runs by character bigram
 * (CJK has no spaces, so "words" would make every sentence one token).
 */
import { noteName, replaceWikiLinks } from '../formats/wikilink';
import { rx } from '../lib/rx';

/** Han, Hiragana, Katakana, Hangul. */
const CJK_CHAR = rx.u`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`;
const CJK_RUN = rx.gu`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+`;

/**
 * Words that say nothing about what an observation is about. Kept small on
 * purpose: a long list would make "I prefer X" and "I never use X" look alike.
 */
const STOPWORDS = new Set((
  'a an the and or but of to in on at for with by from ' +
  'is are was were be been am it its this that these those ' +
  'i me my we our you your so as just really very still also ' +
  'again today yesterday now then do does did have has had will ' +
  'would should can could im ive about into over than there here'
).split(' '));

/**
 * Lowercase, NFKC, markdown reduced to its visible text: `[[target|alias]]` → alias,
 * `[text](url)` → text, bare URLs dropped, list markers, emphasis and
 * punctuation → spaces, whitespace collapsed.
 */
export function normalizeText(input: string): string {
  let s = input.normalize('NFKC').toLowerCase();
  s = replaceWikiLinks(s, (link) => ` ${link.alias ?? noteName(link.target)} `);
  s = s.replace(/!?\[([^[\]]*)\]\([^)]*\)/g, ' $1 ');
  s = s.replace(/\bhttps?:\/\/\S+/g, ' ');
  s = s.replace(/^\s*(?:>\s*)*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, ' ');
  s = s.replace(rx.gu`[\p{P}\p{S}]+`, ' ');
  return s.replace(/\s+/g, ' ').trim();
}

/** Crude English suffix folding, so "prefers"/"prefer" and "deployed"/"deploy" meet. */
function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * Ways of saying "I prefer X" fold into one token, so "pnpm instead of npm"
 * and "I prefer pnpm over npm" share the word that makes them one preference.
 */
const SYNONYMS: Record<string, string> = {
  prefer: 'prefer', prefers: 'prefer', preferred: 'prefer', preference: 'prefer', instead: 'prefer',
  rather: 'prefer', favorite: 'prefer', favourite: 'prefer',
};

/** Tokens of already-normalised or raw text: word stems, plus character bigrams for CJK runs. */
export function tokenize(input: string): string[] {
  const norm = normalizeText(input);
  const tokens: string[] = [];
  for (const run of norm.match(CJK_RUN) ?? []) {
    const chars = Array.from(run);
    if (chars.length === 1) tokens.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  }
  const latin = norm.replace(CJK_RUN, ' ');
  for (const word of latin.split(' ')) {
    if (word === '' || STOPWORDS.has(word)) continue;
    tokens.push(SYNONYMS[word] ?? stem(word));
  }
  return tokens;
}

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** Dice coefficient over token sets, 0..1. Two empty texts are not similar. */
export function similarity(a: string, b: string): number {
  return diceOfSets(new Set(tokenize(a)), new Set(tokenize(b)));
}

export function diceOfSets(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * Dice at or above this means "the same observation said again". Measured on
 * the tables in test/candidates/similarity.test.ts: rephrasings of one fact
 * score 0.6–1.0, sentences that merely share a subject ("pnpm is fast" vs
 * "I prefer pnpm over npm") score below 0.5. Merging is cheap to get wrong in
 * the direction of losing a distinct fact, so the bar sits above the middle.
 */
export const DUPLICATE_THRESHOLD = 0.6;

/** |A∩B| / min(|A|,|B|): 1 when the shorter text says nothing the longer one does not. */
export function overlapOfSets(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) shared++;
  return shared / small.size;
}

/**
 * For preferences, decisions and procedures a short restatement ("still prefer
 * pnpm") is the same observation as the full one when every word of it is in
 * the full one. Not used for facts: "good run, 8 km" is not "good run, 10 km".
 */
export const RESTATEMENT_OVERLAP = 0.8;

