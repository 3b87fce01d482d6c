/**
 * Specificity of a model's line: does it name a detail its own spans hold —
 * a name (a book's title, a pet, a group, a place), a number, a quoted title?
 * Such a line is what a person later asks about ("what was the book called?")
 * and, said once, it is lost below the daily-digest bar unless the model's
 * judgement of it counts. The engine does not take the model's word that a
 * line is specific: the detail must stand in the cited spans, so an invented
 * name earns nothing. The offline extractor's salience already reads these
 * features from the source line itself (extract/salience.ts), so this signal
 * is only for a model's wording.
 *
 * Not details: the first word of a sentence (capitalised by grammar), the
 * speakers of a conversation and the owner (named on every line), month and
 * day names (a date a model wrote out from "yesterday" is its arithmetic, and
 * dates already count through recency and the lines' citations), "I".
 */

import { MONTH_NAMES, WEEKDAY_NAMES } from '../lib/calendar-words';
import { rx } from '../lib/rx';

const SPEAKER_LABEL = rx.gmu`^\s*(?:[-*+]\s+)?(?:\*\*)?(\p{L}[\p{L}'\u2019 .-]{0,40}?)(?:\*\*)?\s*:`;
/** Calendar words and the pronoun "I": capitalised by the language, never a detail. */
const CALENDAR_WORDS = new Set([...MONTH_NAMES.flat(), ...WEEKDAY_NAMES.flat(), 'i']);
/** A capitalised word (with its possessive cut off), a number, or a quoted phrase. */
const DETAIL = rx.gu`"([^"]{3,80})"|\u201c([^\u201d]{3,80})\u201d|(?<![\p{L}\p{N}])['\u2018]([^'\u2018\u2019]{3,80})['\u2019](?![\p{L}\p{N}])|(\p{Lu}[\p{L}\p{N}-]*)|(\d+(?:[.,]\d+)?)`;

/** The names that open a conversation's lines ("**Caroline**: …", "Ana: …"): the speakers. */
function speakersOf(spans: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const s of spans) for (const m of s.matchAll(SPEAKER_LABEL)) for (const w of m[1]!.split(/\s+/)) if (w !== '') out.add(w.toLowerCase());
  return out;
}

/** Word starts of sentences: "Caroline paints. Her show…" → offsets of "Caroline" and "Her". */
function sentenceStarts(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(rx.gu`(?:^|[.!?;:]\s+|[\u2014\u2013(]\s*)(?=\p{L})`)) out.add(m.index + m[0].length);
  return out;
}

/**
 * The details of `text` that stand in its spans' words, each once. `people`:
 * the owner's names, which every line of their notes may carry.
 */
export function groundedDetails(text: string, spans: readonly string[], people: readonly string[] = []): string[] {
  const source = spans.join('\n');
  const sourceLower = source.toLowerCase();
  const skip = speakersOf(spans);
  for (const p of people) for (const w of p.split(/\s+/)) if (w !== '') skip.add(w.toLowerCase());
  const starts = sentenceStarts(text);
  const out = new Set<string>();
  for (const m of text.matchAll(DETAIL)) {
    const quoted = m[1] ?? m[2] ?? m[3];
    if (quoted !== undefined) {
      if (sourceLower.includes(quoted.toLowerCase().trim())) out.add(quoted.trim());
      continue;
    }
    const number = m[5];
    if (number !== undefined) {
      if (new RegExp(`(?<![\\p{N}])${number.replace(/[.,]/g, '[.,]')}(?![\\p{N}])`, 'u').test(source)) out.add(number);
      continue;
    }
    const word = m[4]!.replace(/[-]+$/, '');
    const key = word.toLowerCase();
    if (starts.has(m.index) || skip.has(key) || CALENDAR_WORDS.has(key) || word.length < 2) continue;
    // Capitalised as the source writes it, so a common word capitalised by the model is not a name.
    if (standsAlone(source, word)) out.add(word);
  }
  return [...out];
}

const LETTER_OR_DIGIT = rx.u`[\p{L}\p{N}]`;

/** Whether `word` occurs in `source` with no letter or digit right before or after it (any characters in the word itself). */
function standsAlone(source: string, word: string): boolean {
  for (let at = source.indexOf(word); at !== -1; at = source.indexOf(word, at + 1)) {
    const before = at > 0 ? source[at - 1]! : ' ';
    const after = at + word.length < source.length ? source[at + word.length]! : ' ';
    if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) return true;
  }
  return false;
}
