/**
 * Recorded answers over a journal, keyed by source line: a recorded candidate
 * names the lines of the person's notes it rests on (`{ path, line }`, the
 * line's text as the request quoted it), not the span ids of the request it
 * answered, so a later prompt layout — other span ids, spans cut or joined
 * differently, other memory ids — still finds the spans that hold them.
 *
 * - `recordedLinesOf` turns the span ids of an answer into the source lines
 *   of those spans (when answers are collected from a recording);
 * - `spansHolding` finds, in a later request, the spans holding any of a
 *   candidate's source lines (when they are replayed).
 *
 * Lines are compared by their words (lower case, letters and digits), so a
 * bullet, an indent or the span id around a line does not matter; a line
 * without words (a code fence) is never a key.
 */

/** One quoted span of an extraction request, with the note it came from and its lines. */
interface QuotedSpan {
  id: string;
  path: string;
  lines: string[];
}

/** One source line a recorded candidate rests on. */
export interface SourceLine {
  path: string;
  line: string;
}

/** Words only, lower case: how a quoted line is matched to a recorded one. */
function lineKey(text: string): string {
  return text.toLowerCase().replace(/…$/, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The spans of an extraction request's SOURCE SPANS block: `# path (date,
 * role)` starts a note, `## …` a heading, `[s12] text` (or `[s4 web_quote,
 * untrusted] text`) a span, and an indented line continues the span above it.
 */
export function quotedSpans(user: string): QuotedSpan[] {
  const start = user.indexOf('SOURCE SPANS\n');
  const end = user.lastIndexOf('END OF SOURCE SPANS');
  if (start < 0) return [];
  const body = user.slice(start + 'SOURCE SPANS\n'.length, end > start ? end : undefined);
  const spans: QuotedSpan[] = [];
  let path = '';
  let open: QuotedSpan | undefined;
  for (const line of body.split('\n')) {
    const file = /^# (.+?)(?: \([^()]*\))?$/.exec(line);
    const span = /^\[(s\d+)(?:\s[^\]]*)?\]\s?(.*)$/.exec(line);
    if (file) {
      path = file[1]!.trim();
      open = undefined;
    } else if (line.startsWith('#')) open = undefined;
    else if (span) {
      open = { id: span[1]!, path, lines: [span[2]!] };
      spans.push(open);
    } else if (open && line.trim() !== '') open.lines.push(line.replace(/^\s+/, ''));
  }
  return spans;
}

/** The source lines of the spans an answer cited, each once, in the order cited. */
export function recordedLinesOf(spanIds: readonly string[], spans: readonly QuotedSpan[]): SourceLine[] {
  const out: SourceLine[] = [];
  const seen = new Set<string>();
  for (const id of spanIds) {
    const span = spans.find((s) => s.id === id);
    if (!span) continue;
    for (const line of span.lines) {
      const key = `${span.path}\n${lineKey(line)}`;
      if (lineKey(line) === '' || seen.has(key)) continue;
      seen.add(key);
      out.push({ path: span.path, line });
    }
  }
  return out;
}

/** The ids of the spans of this request that hold one of the recorded lines (same note, same words). */
export function spansHolding(lines: readonly SourceLine[], spans: readonly QuotedSpan[]): string[] {
  const want = new Set(lines.map((l) => `${l.path}\n${lineKey(l.line)}`).filter((k) => !k.endsWith('\n')));
  return spans.filter((s) => s.lines.some((l) => want.has(`${s.path}\n${lineKey(l)}`))).map((s) => s.id);
}
