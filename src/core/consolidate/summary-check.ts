/**
 * The check every summary sentence passes before it heads a subject note,
 * whoever wrote it (the rule in summary.ts or a model): a summary restates
 * where the subject stands in words the note's current lines already hold.
 *
 * - each sentence ends with the citations of the lines it rests on, and cites
 *   only what those lines cite (a sentence without one is refused);
 * - no date, number or name the lines do not hold ("moved to Gdańsk" over
 *   lines that never name it; "3 km" over "5 km"); a relative date in a line
 *   counts as the day it means ("yesterday" in the note of 2026-11-06 holds
 *   5 November 2026), so a summary may say it absolutely;
 * - every other content word comes from the lines too (a stem of one, or a
 *   plain word of state: "active", "since").
 *
 * Pure: the lines in, the verdict and its reason out.
 */
import { parseCitations, splitCitation, type Citation } from '../formats/citation';
import { absoluteDates } from '../extract/relative-dates';
import { tokenize } from '../extract/similarity';
import { MONTH_NAMES } from '../lib/calendar-words';
import { rx } from '../lib/rx';

/** A current line of the note, as the check reads it. */
export interface GroundLine {
  /** the line's words, without list marker and citation */
  text: string;
  /** its citation (`[[Journal/2026-11-05]] L4`) */
  refs: string;
  /** the newest day it cites, YYYY-MM-DD ('' when none) */
  date: string;
}

type SummaryVerdict = { ok: true } | { ok: false; reason: string };

/** At most this many sentences: a summary is read in seconds. */
export const SUMMARY_MAX_SENTENCES = 3;

/** Words of state and linking a summary may use though no line says them. */
const STATE_WORDS = 'active paused closed done finished archived waiting since until still now last latest also and but so on in of the a an is has was would will their them themselves theirs';

/** The English month names, as the dates a summary writes say them. */
const MONTHS = MONTH_NAMES.map((names) => names[0]!);
const DAY_MONTH_YEAR = new RegExp(String.raw`\b(\d{1,2}) (${MONTHS.join('|')}) (\d{4})\b`, 'gi');
const MONTH_YEAR = new RegExp(String.raw`\b(${MONTHS.join('|')}) (\d{4})\b`, 'gi');
const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The dates a text says, as `YYYY-MM-DD` or `YYYY-MM`, and the text with them taken out. */
function datesIn(text: string): { dates: string[]; rest: string } {
  const dates: string[] = [];
  let rest = text.replace(ISO_DAY, (m) => {
    dates.push(m);
    return ' ';
  });
  rest = rest.replace(DAY_MONTH_YEAR, (_m, d: string, month: string, y: string) => {
    dates.push(`${y}-${pad(MONTHS.indexOf(month.toLowerCase()) + 1)}-${pad(Number(d))}`);
    return ' ';
  });
  rest = rest.replace(MONTH_YEAR, (_m, month: string, y: string) => {
    dates.push(`${y}-${pad(MONTHS.indexOf(month.toLowerCase()) + 1)}`);
    return ' ';
  });
  return { dates, rest };
}

function numbersIn(text: string): string[] {
  return text.match(rx.gu`\p{Nd}+(?:[.,]\p{Nd}+)?`) ?? [];
}

/** A capitalised word inside a sentence (not its first word): a name, unless the lines hold it. */
function namesIn(text: string): string[] {
  const words = text.split(rx.u`[^\p{L}\p{N}'\u2019-]+`).filter((w) => w !== '');
  return words.slice(1).filter((w) => rx.u`^\p{Lu}\p{Ll}`.test(w));
}

function citeKey(c: Citation): string {
  return `${c.target.toLowerCase()}#${c.block ?? ''}@${c.lines ? `${c.lines.start}-${c.lines.end}` : ''}`;
}

/** What the lines hold, read once for all the sentences. */
interface Grounds {
  words: Set<string>;
  lower: Set<string>;
  numbers: Set<string>;
  dates: Set<string>;
  cites: Set<string>;
}

function groundsOf(lines: readonly GroundLine[]): Grounds {
  const texts = lines.flatMap((l) => [l.text, l.date !== '' ? absoluteDates(l.text, l.date) : '', l.date]);
  const dates = new Set<string>();
  for (const t of texts) {
    for (const d of datesIn(t).dates) {
      dates.add(d);
      dates.add(d.slice(0, 7));
    }
  }
  const all = texts.join('\n');
  return {
    words: new Set([...tokenize(all), ...tokenize(STATE_WORDS)]),
    lower: new Set(all.toLowerCase().split(rx.u`[^\p{L}\p{N}'\u2019-]+`)),
    numbers: new Set([...numbersIn(all), ...[...dates].flatMap(numbersIn)]),
    dates,
    cites: new Set(lines.flatMap((l) => parseCitations(l.refs).map(citeKey))),
  };
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
}

function checkSentence(sentence: string, g: Grounds): string | null {
  const { text, refs } = splitCitation(sentence.trim());
  const cited = refs === null ? [] : parseCitations(refs);
  if (cited.length === 0) return `the sentence “${clip(text)}” cites no line`;
  const stray = cited.filter((c) => !g.cites.has(citeKey(c)));
  if (stray.length > 0) return `the sentence “${clip(text)}” cites a source none of the note's lines cites`;
  const { dates, rest } = datesIn(text);
  const newDate = dates.find((d) => !g.dates.has(d));
  if (newDate !== undefined) return `the sentence “${clip(text)}” gives a date the note's lines do not hold (${newDate})`;
  const newNumber = numbersIn(rest).find((n) => !g.numbers.has(n));
  if (newNumber !== undefined) return `the sentence “${clip(text)}” gives a number the note's lines do not hold (${newNumber})`;
  const newName = namesIn(rest).find((n) => !g.lower.has(n.toLowerCase()) && !g.words.has(tokenize(n)[0] ?? n));
  if (newName !== undefined) return `the sentence “${clip(text)}” names what the note's lines do not (${newName})`;
  const newWords = [...new Set(tokenize(rest))].filter((w) => !g.words.has(w));
  if (newWords.length > 0) return `the sentence “${clip(text)}” uses words the note's lines do not hold (${newWords.slice(0, 4).join(', ')})`;
  return null;
}

/**
 * Whether `sentences` may head the note whose current lines are `lines`
 * (and whose title and speaker are `names`); the first reason it may not,
 * when it may not.
 */
export function validateSummary(sentences: readonly string[], lines: readonly GroundLine[], names: readonly string[] = []): SummaryVerdict {
  if (sentences.length === 0) return { ok: false, reason: 'the summary is empty' };
  if (sentences.length > SUMMARY_MAX_SENTENCES) return { ok: false, reason: `the summary has ${sentences.length} sentences, more than ${SUMMARY_MAX_SENTENCES}` };
  // The note's title and its speaker's name: who "I" in a line is, when a sentence says it of them.
  const g = groundsOf([...lines, ...names.map((n) => ({ text: n, refs: '', date: '' }))]);
  for (const s of sentences) {
    const reason = checkSentence(s, g);
    if (reason !== null) return { ok: false, reason };
  }
  return { ok: true };
}
