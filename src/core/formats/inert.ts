/**
 * Text from a source or a model, made inert for a note the plugin writes.
 * Obsidian acts on some Markdown when it shows a note: an embed
 * (`![[Private/diary]]`, `![](…)`) pulls another note or a remote image into
 * this one, an HTML tag runs its handlers (`<img src=x onerror=…>`), and a
 * link to an app scheme (`obsidian://open?…`, `javascript:`, `file:`) does
 * whatever that app or script does when clicked. Each such piece is held as
 * inline code: the words stay readable and nothing acts. Everything else is
 * left as written (a plain `[[link]]` stays a link), or passed through
 * `plain` when a writer escapes all Markdown (the review queue).
 *
 * Every writer of a note, the queue, the report, the dream log and the index
 * puts someone else's words through here; the plugin's own links are added
 * after, never passed in.
 */

/** Schemes that name no web page: an app, a file, or script to run. */
const APP_SCHEME = String.raw`(?:(?!https?:)[A-Za-z][A-Za-z0-9+.-]*:\/\/|(?:javascript|vbscript|data|file|obsidian):(?=\S))`;

/**
 * One live piece, in the order they are tried at a position: a Markdown embed
 * or a link whose target is an app scheme (the whole link), a wiki embed, an
 * HTML tag, comment or declaration (closed or not: a cut-off tag is still
 * one to a browser's eye), a bare app address.
 */
const LIVE = new RegExp(
  [
    String.raw`!?\[[^\]\n]*\]\(\s*<?\s*` + APP_SCHEME + String.raw`[^)\n]*\)?`,
    String.raw`!\[[^\]\n]*\]\([^)\n]*\)?`,
    String.raw`!\[\[[^\]\n]*(?:\]\])?`,
    String.raw`<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)[^<>\n]*>?`,
    String.raw`<[!?][^>\n]*>?`,
    // (No lookbehind: Obsidian on iOS before 16.4 cannot compile one.)
    String.raw`\b` + APP_SCHEME + String.raw`[^\s<>()\]]*`,
  ].join('|'),
  'giu',
);

/** The longest run of backticks in `text`. */
function longestTicks(text: string): number {
  let most = 0;
  for (const m of text.matchAll(/`+/g)) most = Math.max(most, m[0].length);
  return most;
}

/**
 * `piece` as inline code. Its fence is longer than any run of backticks in
 * the whole line, so a stray backtick elsewhere can never close it early;
 * a space keeps it apart from a backslash or backtick beside it.
 */
function asCode(piece: string, fence: string, before: string, after: string): string {
  const pad = piece.startsWith('`') || piece.endsWith('`') ? ' ' : '';
  const lead = before === '\\' || before === '`' ? ' ' : '';
  const tail = after === '`' ? ' ' : '';
  return `${lead}${fence}${pad}${piece}${pad}${fence}${tail}`;
}

/** Does `text` hold anything Obsidian would act on (an embed, HTML, an app link)? */
export function hasLivePart(text: string): boolean {
  LIVE.lastIndex = 0;
  const found = LIVE.test(text);
  LIVE.lastIndex = 0;
  return found;
}

/**
 * Where `text` is inline code already: each run of backticks opens a span
 * that the next run of the same length closes (CommonMark); a run that no
 * other closes is a literal backtick. Those spans are inert as they are, and
 * left alone, so text made inert once is the same when made inert again.
 */
function codeSpans(text: string): [number, number][] {
  const runs = [...text.matchAll(/`+/g)].map((m) => ({ at: m.index, len: m[0].length }));
  const out: [number, number][] = [];
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i]!;
    const close = runs.findIndex((r, j) => j > i && r.len === open.len);
    if (close < 0) continue;
    out.push([open.at, runs[close]!.at + open.len]);
    i = close;
  }
  return out;
}

/** The live pieces of `text` outside its code spans, as [start, end]. */
function livePieces(text: string): [number, number][] {
  const spans = codeSpans(text);
  const out: [number, number][] = [];
  let from = 0;
  for (const [start, end] of [...spans, [text.length, text.length] as [number, number]]) {
    const part = text.slice(from, start);
    LIVE.lastIndex = 0;
    for (const m of part.matchAll(LIVE)) out.push([from + m.index, from + m.index + m[0].length]);
    from = end;
  }
  return out;
}

/**
 * `text` with every embed, HTML tag and app link held as inline code; the
 * rest as `plain` makes it (as written by default). Line breaks are kept;
 * what is inline code already stays as it is.
 */
export function inertText(text: string, plain: (rest: string) => string = (s) => s): string {
  if (!hasLivePart(text)) return plain(text);
  const pieces = livePieces(text);
  if (pieces.length === 0) return plain(text);
  const fence = '`'.repeat(longestTicks(text) + 1);
  let out = '';
  let at = 0;
  for (const [start, end] of pieces) {
    out += plain(text.slice(at, start));
    out += asCode(text.slice(start, end), fence, text.charAt(start - 1), text.charAt(end));
    at = end;
  }
  return out + plain(text.slice(at));
}
