/**
 * Where a line a dream wrote came from: the citation after its text.
 *
 *   - Lost my job as a banker · [[Journal/2023-08-19#^d16-6]]
 *   - Moved the release to Friday · [[Journal/2026-11-05]] L12, [[Chats/Lisbon trip#^t1|2023-08-19]]
 *
 * Each reference is a working link to the source file, then its line range
 * (`L12`, `L14–16`; two ranges of one note in a row share its link: `[[Journal/2026-11-05]] L8, L9`);
 * a source line that carries a block id is cited by it
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

function linkOf(c: Citation): string {
  return renderWikiLink({ target: c.target, subpath: c.block === null ? null : `^${c.block}`, alias: c.alias, embed: false });
}

function rangeOf(lines: { start: number; end: number }): string {
  return lines.start === lines.end ? `L${lines.start}` : `L${lines.start}–${lines.end}`;
}

export function renderCitation(c: Citation): string {
  return c.lines === null ? linkOf(c) : `${linkOf(c)} ${rangeOf(c.lines)}`;
}

/**
 * Several references, in the order given, each once; line ranges of one note
 * that follow each other share its link (`[[Journal/2026-11-05]] L8, L9`).
 */
export function renderCitations(cs: readonly Citation[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  let previous: string | null = null;
  for (const c of cs) {
    const whole = renderCitation(c);
    if (seen.has(whole)) continue;
    seen.add(whole);
    const link = linkOf(c);
    parts.push(c.lines !== null && previous === link ? rangeOf(c.lines) : whole);
    previous = c.lines === null ? null : link;
  }
  return parts.join(', ');
}

const RANGE = String.raw`L(\d+)(?:[\u2013-](\d+))?`;
const REFERENCE = new RegExp(String.raw`(${WIKILINK_SOURCE})((?: ${RANGE})(?:, ${RANGE})*)?`, 'g');
const RANGES = new RegExp(RANGE, 'g');
/**
 * The references in `refs` (`[[a]] L3, L5, [[b#^x|2023-08-19]]`), one per line
 * range; a link that cannot be one (an embed, a heading link) is skipped.
 */
export function parseCitations(refs: string): Citation[] {
  const out: Citation[] = [];
  for (const m of refs.matchAll(REFERENCE)) {
    const link = parseWikiLink(m[1]!);
    if (!link || link.embed || (link.subpath !== null && !link.subpath.startsWith('^'))) continue;
    const base = { target: link.target, block: link.subpath === null ? null : link.subpath.slice(1), alias: link.alias };
    const ranges = m[2] === undefined ? [] : [...m[2].matchAll(RANGES)];
    if (ranges.length === 0 || base.block !== null) {
      out.push({ ...base, lines: null });
      continue;
    }
    for (const r of ranges) out.push({ ...base, lines: { start: Number(r[1]), end: r[2] === undefined ? Number(r[1]) : Number(r[2]) } });
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
