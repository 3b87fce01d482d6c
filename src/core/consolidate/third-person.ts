/**
 * A line in its speaker's first person, said about them: what a summary
 * needs of a conversation's lines ("I'm looking for a studio space" in the
 * note of the person who said it reads "Jon is looking for a studio space").
 * English only, and only where the grammar is plain: the sentence must open
 * with "I" and its verb; whatever first person is left after that (a "we", a
 * later "I") leaves the sentence a quote, which the summary passes over.
 */

import { rx } from '../lib/rx';

const MODAL = new Set(['can', 'could', 'should', 'must', 'may', 'might', 'will', 'would', 'shall']);
const PAST = new Set([
  'lost', 'got', 'went', 'made', 'took', 'found', 'had', 'did', 'saw', 'began', 'bought', 'sold', 'met', 'left', 'felt',
  'thought', 'told', 'said', 'came', 'gave', 'kept', 'knew', 'ran', 'sent', 'spent', 'won', 'wrote', 'read', 'put', 'set', 'let', 'cut', 'quit',
]);
/** Words between "I" and its verb ("I just launched", "I really love"). */
const BETWEEN = new Set(['just', 'also', 'still', 'even', 'only', 'often', 'never', 'always', 'finally', 'recently', 'actually', 'really', 'already', 'usually', 'sometimes', 'then', 'now']);

/** The verb as it goes with he, she or a name. */
function agree(verb: string): string {
  if (PAST.has(verb) || /ed$/.test(verb) || MODAL.has(verb)) return verb;
  if (verb === 'have') return 'has';
  if (verb === 'am') return 'is';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const CONTRACTED: [RegExp, string][] = [
  [/^I(?:'m|\u2019m| am)\s+/, 'is'],
  [/^I(?:'ve|\u2019ve)\s+/, 'has'],
  [/^I(?:'d|\u2019d)\s+/, 'would'],
  [/^I(?:'ll|\u2019ll)\s+/, 'will'],
];

/** The text with `name` for its opening "I" and the verb agreeing, or null when it does not open so. */
export function inThirdPerson(text: string, name: string): string | null {
  let head: string | null = null;
  let rest = '';
  for (const [re, verb] of CONTRACTED) {
    const m = re.exec(text);
    if (m) {
      head = `${name} ${verb}`;
      rest = text.slice(m[0].length);
      break;
    }
  }
  if (head === null) {
    const m = /^I\s+(\S.*)$/su.exec(text);
    if (!m) return null;
    const words = m[1]!.split(' ');
    let i = 0;
    while (i < words.length && BETWEEN.has(words[i]!)) i++;
    const verb = words[i];
    if (verb === undefined || !rx.u`^\p{Ll}{2,}$`.test(verb)) return null;
    return possessives([name, ...words.slice(0, i), agree(verb), ...words.slice(i + 1)].join(' '));
  }
  return possessives(`${head} ${rest}`);
}

/** "my", "me", "myself", "mine" of the same speaker, once "I" is their name. */
function possessives(text: string): string {
  const theirs: Record<string, string> = { my: 'their', myself: 'themselves', mine: 'theirs', me: 'them' };
  return text.replace(rx.giu`(^|[^\p{L}'\u2019])(my|myself|mine|me)(?![\p{L}'\u2019])`, (_m, pre: string, w: string) => `${pre}${theirs[w.toLowerCase()]!}`);
}

/** Journal style for a line whose speaker is not known: "I fitted the chain" → "Fitted the chain" (past tense only, where no verb must change). */
export function withoutOpeningI(text: string): string {
  const m = rx.u`^I\s+(\p{Ll}+)(?=[\s,.;!?]|$)`.exec(text);
  if (!m || !(PAST.has(m[1]!) || /ed$/.test(m[1]!))) return text;
  return `${m[1]!.charAt(0).toUpperCase()}${text.slice(m[0].length - m[1]!.length + 1)}`;
}
