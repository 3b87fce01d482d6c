/**
 * Fenced code in Markdown: the one owner of where a code block opens and
 * closes (CommonMark: three or more backticks or tildes, indented at most three
 * spaces; it closes at a line of the same character, at least as long, with
 * nothing after it; one left open runs to the end). The index sections, the
 * unreachable-topic scan, the Light/REM Sleep skip, spans and a tier note's
 * headings all read fences by this rule (test/structure/format-owners.test.ts
 * keeps it so), so no two of them disagree about whether a line is code.
 */

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** The fence characters a line opens (or closes) fenced code with, or null when it is no fence line. */
export function fenceMarker(line: string): string | null {
  return FENCE.exec(line)?.[1] ?? null;
}

/** Whether `line` closes fenced code opened by `marker`. */
export function closesFence(line: string, marker: string): boolean {
  const m = fenceMarker(line);
  return m !== null && m[0] === marker[0] && m.length >= marker.length && line.trim() === m;
}

function scanFences(lines: readonly string[]): { fenced: boolean[]; open: boolean } {
  let open: string | null = null;
  const fenced = lines.map((line) => {
    if (open === null) {
      open = fenceMarker(line);
      return open !== null;
    }
    if (closesFence(line, open)) open = null;
    return true;
  });
  return { fenced, open: open !== null };
}

/** For each line, whether it is inside fenced code (the fence lines included). */
export function fencedLines(lines: readonly string[]): boolean[] {
  return scanFences(lines).fenced;
}

/** Whether fenced code is still open after the last line. */
export function leavesFenceOpen(lines: readonly string[]): boolean {
  return scanFences(lines).open;
}
