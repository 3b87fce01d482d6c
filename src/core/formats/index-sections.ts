/**
 * The `## ` sections of the index. A `## ` line inside fenced code is an
 * example, not a section: every reader of the index (curation, the rewrite
 * check, "Link from index", the unreachable-topic scan) finds sections and
 * fences by this one rule, so they cannot disagree about where a line sits.
 */

export interface IndexSection {
  /** the heading's text; '' for the preamble above the first section */
  name: string;
  /** line index of the `## ` line; -1 for the preamble */
  start: number;
  /** line index after the section's last line */
  end: number;
}

const H2 = /^##\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

function scanFences(lines: readonly string[]): { fenced: boolean[]; open: boolean } {
  let open: string | null = null;
  const fenced = lines.map((line) => {
    const f = FENCE.exec(line);
    if (f) {
      if (open === null) open = f[1]!;
      else if (f[1]!.startsWith(open[0]!) && f[1]!.length >= open.length) open = null;
      return true;
    }
    return open !== null;
  });
  return { fenced, open: open !== null };
}

/**
 * For each line, whether it is inside fenced code (the fence lines included).
 * A fence closes with the same character, at least as long (CommonMark); one
 * left open runs to the end.
 */
export function fencedLines(lines: readonly string[]): boolean[] {
  return scanFences(lines).fenced;
}

/** Whether fenced code is still open after the last line. */
export function leavesFenceOpen(lines: readonly string[]): boolean {
  return scanFences(lines).open;
}

/** The heading text of a `## ` line, or null (`###` and deeper are not sections). */
function sectionHeading(line: string): string | null {
  return H2.exec(line)?.[1] ?? null;
}

export function renderSectionHeading(name: string): string {
  return `## ${name.replace(/\s*[\r\n]+\s*/g, ' ').trim()}`;
}

/** The preamble, then each section, covering every line once. */
export function indexSections(lines: readonly string[]): IndexSection[] {
  const fenced = fencedLines(lines);
  const out: IndexSection[] = [];
  let cur: IndexSection = { name: '', start: -1, end: lines.length };
  lines.forEach((line, i) => {
    const name = fenced[i] ? null : sectionHeading(line);
    if (name === null) return;
    cur.end = i;
    out.push(cur);
    cur = { name, start: i, end: lines.length };
  });
  out.push(cur);
  return out;
}

/** The section names of an index text, in order. */
export function sectionNames(text: string): string[] {
  return indexSections(text.split(/\r?\n/)).filter((s) => s.start >= 0).map((s) => s.name);
}

/** The section line `index` sits in (the heading line belongs to its own section). */
export function sectionAt(sections: readonly IndexSection[], index: number): IndexSection {
  return sections.find((s) => index >= s.start && index < s.end) ?? sections[0]!;
}
