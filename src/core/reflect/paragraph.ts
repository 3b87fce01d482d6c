/**
 * "The week in a paragraph" from a model: kept only sentence by sentence, each
 * sentence citing days (`[[Journal/2026-11-18]]`) of the period whose notes
 * hold most of its words. A sentence without a citation, citing a day outside
 * the period, or saying what its days do not, is dropped and reported: model
 * output is data, checked like every other model line. (The model call itself
 * is not wired yet; this is the check it will pass through.)
 */
import { tokenize } from '../extract/similarity';
import { findWikiLinks, noteName, replaceWikiLinks, shownText, WIKILINK_SOURCE, type WikiLink } from '../formats/wikilink';
import type { ReportMessage } from '../ports/types';
import type { SourceDay } from './themes';

/** Share of a sentence's words its cited days must hold. */
const SUPPORTED = 0.6;

interface CheckedParagraph {
  /** the sentences kept, in order, with their citations */
  text: string;
  dropped: ReportMessage[];
}

/** The day a link cites (`[[Journal/2026-11-18]]`, `[[2026-11-18#^b3|18 Nov]]`), or null. */
function citedDay(link: WikiLink): string | null {
  const name = noteName(link.target);
  return /^\d{4}-\d{2}-\d{2}$/.test(name) ? name : null;
}

// A sentence ends at . ! or ? and the citations after it, before a capital letter.
const SENTENCE_END = new RegExp(String.raw`([.!?](?:\s*${WIKILINK_SOURCE}(?:,\s*${WIKILINK_SOURCE})*)?)\s+(?=\p{Lu})`, 'gu');

function sentences(text: string): string[] {
  const marked = text.replace(/\s+/g, ' ').trim().replace(SENTENCE_END, '$1\u0000');
  return marked.split('\u0000').filter((s) => s.trim() !== '');
}

export function checkParagraph(text: string, days: readonly SourceDay[]): CheckedParagraph {
  const byDate = new Map<string, SourceDay[]>();
  for (const d of days) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d]);
  const kept: string[] = [];
  const dropped: ReportMessage[] = [];
  for (const s of sentences(text)) {
    const cited = [...new Set(findWikiLinks(s).map((f) => citedDay(f.link)).filter((d): d is string => d !== null))];
    const words = new Set(tokenize(replaceWikiLinks(s, (link) => (citedDay(link) === null ? shownText(link) : ' '))));
    const drop = (why: string): void => void dropped.push({ level: 'warn', text: `Dropped from the week in a paragraph (${why}): “${s}”` });
    if (cited.length === 0) {
      drop('it cites no day');
      continue;
    }
    const outside = cited.filter((d) => !byDate.has(d));
    if (outside.length > 0) {
      drop(`it cites ${outside.join(', ')}, not a day of this period`);
      continue;
    }
    const held = new Set<string>();
    for (const d of cited) for (const day of byDate.get(d)!) for (const w of tokenize(day.lines.join(' '))) held.add(w);
    const found = [...words].filter((w) => held.has(w)).length;
    if (words.size === 0 || found / words.size < SUPPORTED) {
      drop(`its days do not say it (${found} of ${words.size} words)`);
      continue;
    }
    kept.push(s);
  }
  return { text: kept.join(' '), dropped };
}
