/**
 * The summary block that opens a subject note a dream writes: the one owner
 * of its shape.
 *
 *     # Bike rebuild
 *     ## Summary
 *     Finished the Bike rebuild: new chain, cassette and bottom bracket · [[Journal/2026-11-12]] L4
 *
 *     Status: closed since 2026-11-12 · [[Journal/2026-11-12]] L4
 *
 * The block is its `## Summary` heading and the plain (not list) lines right
 * under it, up to a blank line, a heading, a list item or the topic's status
 * line (a person's own "Summary" list stays theirs). Readers
 * of a note's lines as memory leave it out: it restates lines the note holds.
 */
import { isLiveTopicStatus, isStruckTopicStatus } from './topic-status';

export const SUMMARY_HEADING = 'Summary';

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

/** Whether the line is the summary's heading. */
function isSummaryHeading(line: string): boolean {
  const m = HEADING.exec(line);
  return m !== null && m[1] === '##' && m[2]!.trim().toLowerCase() === SUMMARY_HEADING.toLowerCase();
}

/** Where the block is in a body's lines (end exclusive), or null when it has none. */
export function summaryBlock(lines: readonly string[]): { start: number; end: number } | null {
  const start = lines.findIndex(isSummaryHeading);
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length) {
    const l = lines[end]!;
    if (l.trim() === '' || HEADING.test(l) || LIST_ITEM.test(l) || isLiveTopicStatus(l) || isStruckTopicStatus(l)) break;
    end++;
  }
  return { start, end };
}

/** The sentences the block holds ([] when there is none). */
export function summarySentences(body: string): string[] {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const b = summaryBlock(lines);
  return b === null ? [] : lines.slice(b.start + 1, b.end).map((l) => l.trim());
}

/** For each line, whether it is a sentence of the summary block: no line of the note's own to match, strike or cite. */
export function inSummary(lines: readonly string[]): boolean[] {
  const b = summaryBlock(lines);
  return lines.map((_, i) => b !== null && i > b.start && i < b.end);
}
