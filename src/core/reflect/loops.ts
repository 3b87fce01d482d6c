/**
 * Open loops: what the person wrote they would do (an open checkbox, "need
 * to …", "todo: …", "plan: …") at least a week before the period ends, with
 * no later line that closes it. A later line closes a loop when it is its
 * ticked checkbox, or says done/sent/booked/bought… about the same words.
 */
import { classify } from '../extract/offline-extractor';
import { diceOfSets, tokenize } from '../extract/similarity';
import { replaceWikiLinks, shownText } from '../formats/wikilink';
import { daysBetween, type IsoDate } from '../lib/dates';
import type { Period } from './periods';
import type { LineRef } from './changes';
import { SPEAKER_LABEL, type SourceDay } from './themes';
import { speakerOf } from '../extract/subjects';
import { rx } from '../lib/rx';

const OPEN_BOX = /^\s*[-*+]\s+\[ \]\s+(.+)$/;
const DONE_BOX = /^\s*[-*+]\s+\[[xX]\]\s+(.+)$/;
const CANCELLED_BOX = /^\s*[-*+]\s+\[-\]\s+(.+)$/;
const PLAN = /^\s*(?:[-*+]\s+)?(?:todo|to do|tbd)\s*[:\u2014-]\s*(.+)$/i;
/**
 * An appointment ("next check 22 July", "next: 19 Aug") is kept or missed
 * when its date comes; it is not a loop someone keeps carrying.
 */
const DATED = /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}\b/i;
/** Words that report a thing done; with the loop's own words they close it. */
const CLOSES = /\b(?:done|did|finished|sent|booked|bought|paid|called|fixed|submitted|signed|ordered|returned|renewed|cancell?ed|closed|sorted|handled|dropped|no longer needed|not needed|\u2705)\b|\u2705|\u2714/i;

/** Days a loop must be old before it is called open. */
const LOOP_MIN_AGE_DAYS = 7;
/** Word overlap between a loop and a later line for that line to be about it. */
const SAME_THING = 0.5;

export interface OpenLoop {
  date: IsoDate;
  text: string;
  source: LineRef;
}

interface Said {
  date: IsoDate;
  text: string;
  tokens: Set<string>;
  source: LineRef;
}

function loopWords(text: string): Set<string> {
  return new Set(tokenize(replaceWikiLinks(text, shownText)));
}

/** A line that opens a loop: its words, or null. */
export function loopText(line: string): string | null {
  const text = rawLoopText(line);
  // "Next week:" leads into a list; the items are the loops, if any.
  if (text === null || DATED.test(text) || /:\s*$/.test(text)) return null;
  // A loop says what to do: at least two words.
  return (text.match(rx.gu`\p{L}{2,}`) ?? []).length >= 2 ? text : null;
}

/**
 * "walls + floor have to go", "Piotr needs to send the invoice": a duty of
 * someone or something else, not the person's plan. Their own has no one
 * before the verb, or has I/we ("need to call Mama", "we have to renew").
 */
function othersDuty(text: string): boolean {
  const m = /^(.*?)\b(?:have|has|need|needs|must|should)\s+to\b|^(.*?)\bmust\b/iu.exec(text);
  if (!m) return false;
  const before = (m[1] ?? m[2] ?? '').replace(/^.*[:;]\s*/u, '').trim();
  return before !== '' && !/(?:^|\s)(?:i|we|i'll|we'll|i'd|also|still|really|just|finally|and|so|then|now)$/iu.test(before) && !/\b(?:i|we)\b/iu.test(before);
}

function rawLoopText(line: string): string | null {
  const box = OPEN_BOX.exec(line);
  if (box) return box[1]!.trim();
  const plan = PLAN.exec(line);
  if (plan) return plan[1]!.trim();
  const text = line.replace(/^\s*[-*+]\s+/, '').trim();
  // A heading names, and a quote (`> …`) is someone else's words: neither is the person's plan.
  if (text === '' || /^[#>]/.test(text)) return null;
  // "That must have been hard" guesses at the past; it plans nothing.
  if (/\bmust(?:'ve|\u2019ve| have| be| feel)\b/i.test(text)) return null;
  const isLoop = (t: string): boolean => {
    const c = classify(t, null, false);
    return c.kind === 'todo' && c.lifecycle === 'active';
  };
  if (!isLoop(text) || othersDuty(text)) return null;
  // In a long line the loop is the sentence that says it ("Hey! … Recently I need to call …").
  // (No lookbehind: Obsidian on iOS before 16.4 cannot compile one.)
  const sentences = text.replace(/([.!?])\s+/gu, '$1\n').split('\n');
  return sentences.length > 1 ? (sentences.find(isLoop) ?? text) : text;
}

/** What a line could close with: its words, when it is a ticked box or says something was done; else null. */
function closingWords(line: string): Set<string> | null {
  const box = DONE_BOX.exec(line) ?? CANCELLED_BOX.exec(line);
  if (box) return loopWords(box[1]!);
  return CLOSES.test(line) ? loopWords(line) : null;
}


/**
 * Loops open at the end of `period`: said on or before `period.end` minus a
 * week, closed by no line up to `period.end`, oldest first (the same loop
 * said on several days counts from its first). With `newFrom`, only those
 * that turned a week old on or after that date: a week lists the loops it
 * saw go stale, not again every one an earlier week listed.
 */
export function openLoops(period: Period, days: readonly SourceDay[], limit: number, owner: readonly string[] = [], newFrom?: IsoDate): OpenLoop[] {
  const mine = new Set(owner.map((o) => o.toLowerCase()));
  const sorted = [...days].filter((d) => d.date <= period.end).sort((a, b) => a.date.localeCompare(b.date));
  const loops: Said[] = [];
  for (const day of sorted) {
    day.lines.forEach((line, i) => {
      // Closing first: a line that ticks a box is not also a new loop.
      const words = loops.length > 0 ? closingWords(line) : null;
      for (let k = loops.length - 1; k >= 0 && words !== null; k--) {
        if (loops[k]!.date < day.date || (loops[k]!.date === day.date && loops[k]!.source.line < i + 1)) {
          if (diceOfSets(words, loops[k]!.tokens) >= SAME_THING) loops.splice(k, 1);
        }
      }
      // In a copied conversation only the owner's words are their plans (an unlabelled line is always theirs).
      const who = speakerOf({ snippet: line });
      if (who !== null && !mine.has(who.toLowerCase())) return;
      const text = loopText(who === null ? line : line.replace(SPEAKER_LABEL, '- '));
      if (text === null) return;
      const tokens = loopWords(text);
      if (tokens.size === 0) return;
      // The same loop carried over to a later day keeps its first date.
      if (loops.some((l) => diceOfSets(l.tokens, tokens) >= 0.8)) return;
      loops.push({ date: day.date, text, tokens, source: { path: day.path, line: i + 1 } });
    });
  }
  return loops
    .filter((l) => daysBetween(l.date, period.end) >= LOOP_MIN_AGE_DAYS && (newFrom === undefined || daysBetween(l.date, newFrom) <= LOOP_MIN_AGE_DAYS))
    .slice(0, limit)
    .map(({ date, text, source }) => ({ date, text, source }));
}
