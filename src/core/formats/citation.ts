/**
 * Where a line a dream wrote came from: the citation after its text.
 *
 *   - Lost my job as a banker · [[Journal/2023-08-19#^d16-6]]
 *   - Moved the release to Friday · [[Journal/2026-11-05]] L12, [[Chats/Lisbon trip#^t1|2023-08-19]]
 *
 * Each reference is a working link to the source file, then its line range
 * (`L12`, `L14–16`); a source line that carries a block id is cited by it
 * instead (the link then opens at the line itself, and survives lines added
 * above it). A daily note's own name already reads as its date, so only a
 * note named otherwise keeps the date (or a transcript its session id) as alias.
 */
import { linkTarget, noteName, parseWikiLink, renderWikiLink, WIKILINK_SOURCE } from './wikilink';

/** The separator between a line's text and its citation. */
export const CITE_SEP = ' · ';

export interface Citation {
  /** the source's vault path without ".md", as a link target */
  target: string;
  /** block id (`d16-6`) the link opens at; null when cited by lines */
  block: string | null;
  /** the date or session shown for a source not named by it; null otherwise */
  alias: string | null;
  /** the cited lines, when not cited by a block */
  lines: { start: number; end: number } | null;
}

interface CitedSource {
  path: string;
  /** what a reader knows the source by: a daily note's date, a transcript's session id */
  label: string;
  block: string | null;
  startLine: number;
  endLine: number;
}

/** The citation of one source, with the alias only where the note's name does not say it. */
export function citationOf(s: CitedSource): Citation {
  const target = linkTarget(s.path);
  return {
    target,
    block: s.block,
    alias: noteName(target) === s.label ? null : s.label,
    lines: s.block === null ? { start: s.startLine, end: s.endLine } : null,
  };
}

export function renderCitation(c: Citation): string {
  const link = renderWikiLink({ target: c.target, subpath: c.block === null ? null : `^${c.block}`, alias: c.alias, embed: false });
  if (c.lines === null) return link;
  return c.lines.start === c.lines.end ? `${link} L${c.lines.start}` : `${link} L${c.lines.start}–${c.lines.end}`;
}

/** Several references, in the order given, each once. */
export function renderCitations(cs: readonly Citation[]): string {
  return [...new Set(cs.map(renderCitation))].join(', ');
}

const REFERENCE = new RegExp(String.raw`(${WIKILINK_SOURCE})(?: L(\d+)(?:[–-](\d+))?)?`, 'g');
/**
 * The references in `refs` (`[[a]] L3, [[b#^x|2023-08-19]]`); a link that
 * cannot be one (an embed, a heading link) is skipped.
 */
export function parseCitations(refs: string): Citation[] {
  const out: Citation[] = [];
  for (const m of refs.matchAll(REFERENCE)) {
    const link = parseWikiLink(m[1]!);
    if (!link || link.embed || (link.subpath !== null && !link.subpath.startsWith('^'))) continue;
    const start = m[2] === undefined ? null : Number(m[2]);
    out.push({
      target: link.target,
      block: link.subpath === null ? null : link.subpath.slice(1),
      alias: link.alias,
      lines: start === null ? null : { start, end: m[3] === undefined ? start : Number(m[3]) },
    });
  }
  return out;
}

/** A line's own words and its citation (null when it cites nothing). */
export function splitCitation(line: string): { text: string; refs: string | null } {
  const i = line.indexOf(`${CITE_SEP}[[`);
  return i < 0 ? { text: line, refs: null } : { text: line.slice(0, i), refs: line.slice(i + CITE_SEP.length) };
}

/** A line without its citation. */
export function withoutCitation(line: string): string {
  return splitCitation(line).text;
}

/** `text · refs`, or the text alone when there is nothing to cite. */
export function renderCitedText(text: string, refs: string): string {
  return refs === '' ? text : `${text}${CITE_SEP}${refs}`;
}
