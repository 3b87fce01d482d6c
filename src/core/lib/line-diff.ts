/**
 * Line diffs, for the unified diffs a plan shows (`unifiedDiff`) and the
 * changed lines a pending card or the dream log lists (`diffLines`). Our own
 * rather than the `diff` package: these two uses are all the plugin needs, in
 * a fifth of its size in main.js.
 *
 * The unit is a line with its "\n" (the last line may have none), so a line
 * that only gains or loses its final newline counts as changed, as in `diff -u`.
 */

interface DiffPart {
  /** the lines of this run, each with its "\n" */
  value: string;
  added?: boolean;
  removed?: boolean;
}

type Op = '=' | '-' | '+';

/**
 * Beyond this many differing lines the shortest edit is not searched for: the
 * differing middle is shown removed, then added. Still a correct diff; it keeps
 * a rewrite of a long note from costing quadratic time and memory.
 */
const MAX_EDITS = 1000;

function lineTokens(text: string): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl + 1;
    out.push(text.slice(at, end));
    at = end;
  }
  return out;
}

/**
 * A shortest edit script from `a` to `b` (Myers' greedy algorithm: for each
 * number of edits d, the furthest point reached on every diagonal k = x - y),
 * read back from the end. Null when more than MAX_EDITS edits are needed.
 */
function shortestEdit(a: readonly string[], b: readonly string[]): Op[] | null {
  const n = a.length, m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  const v = new Int32Array(2 * max + 3);
  const at = (k: number): number => k + max + 1;
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[at(k - 1)]! < v[at(k + 1)]!) ? v[at(k + 1)]! : v[at(k - 1)]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[at(k)] = x;
      if (x >= n && y >= m) found = d;
    }
    trace.push(v.slice(at(-d), at(d) + 1));
  }
  if (found < 0) return null;
  const ops: Op[] = [];
  let x = n, y = m;
  for (let d = found; d > 0; d--) {
    const prev = trace[d - 1]!;
    const px = (k: number): number => prev[k + d - 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && px(k - 1) < px(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = px(prevK);
    const startX = down ? prevX : prevX + 1;
    for (; x > startX; x--, y--) ops.push('=');
    ops.push(down ? '+' : '-');
    x = prevX;
    y = prevX - prevK;
  }
  for (; x > 0; x--) ops.push('=');
  return ops.reverse();
}

/** The two texts as runs of unchanged, removed and added lines; in each change, removals come first. */
export function diffLines(before: string, after: string): DiffPart[] {
  const a = lineTokens(before), b = lineTokens(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail), midB = b.slice(head, b.length - tail);
  const mid = shortestEdit(midA, midB) ?? [...midA.map((): Op => '-'), ...midB.map((): Op => '+')];
  const ops: Op[] = [...a.slice(0, head).map((): Op => '='), ...mid, ...a.slice(a.length - tail).map((): Op => '=')];

  const parts: DiffPart[] = [];
  let i = 0, j = 0;
  for (let o = 0; o < ops.length; ) {
    if (ops[o] === '=') {
      let value = '';
      for (; o < ops.length && ops[o] === '='; o++, i++, j++) value += a[i];
      parts.push({ value });
      continue;
    }
    let removed = '', added = '';
    for (; o < ops.length && ops[o] !== '='; o++) {
      if (ops[o] === '-') removed += a[i++];
      else added += b[j++];
    }
    if (removed !== '') parts.push({ value: removed, removed: true });
    if (added !== '') parts.push({ value: added, added: true });
  }
  return parts;
}

/** One line of a hunk: its mark and its text with the "\n" it had, if any. */
interface HunkLine {
  mark: ' ' | '-' | '+';
  text: string;
}

/**
 * A unified diff (`diff -u` with 4 lines of context, the form `patch` and git
 * read) of one file, under the headers `Index:`, a rule, `--- name\told` and
 * `+++ name\tnew`. A text without a final newline gets the usual
 * `\ No newline at end of file`.
 */
export function unifiedDiff(name: string, before: string, after: string, oldHeader: string, newHeader: string, context = 4): string {
  const lines: HunkLine[] = [];
  for (const part of diffLines(before, after)) {
    const mark = part.added ? '+' : part.removed ? '-' : ' ';
    for (const text of lineTokens(part.value)) lines.push({ mark, text });
  }
  const out = [`Index: ${name}`, '='.repeat(67), `--- ${name}\t${oldHeader}`, `+++ ${name}\t${newHeader}`];
  let i = 0;
  while (i < lines.length) {
    const first = lines.findIndex((l, at) => at >= i && l.mark !== ' ');
    if (first < 0) break;
    // A hunk runs from `context` lines before a change to `context` lines after
    // the last change that is no more than 2 × context unchanged lines from the previous one.
    const start = Math.max(i, first - context);
    let end = first;
    for (let at = first; at < lines.length; at++) {
      if (lines[at]!.mark !== ' ') end = at;
      else if (at - end > 2 * context) break;
    }
    const stop = Math.min(lines.length, end + 1 + context);
    const hunk = lines.slice(start, stop);
    const before = lines.slice(0, start);
    const oldStart = before.filter((l) => l.mark !== '+').length;
    const newStart = before.filter((l) => l.mark !== '-').length;
    const oldCount = hunk.filter((l) => l.mark !== '+').length;
    const newCount = hunk.filter((l) => l.mark !== '-').length;
    // An empty side names the line before it, as `diff -u` does.
    out.push(`@@ -${oldCount === 0 ? oldStart : oldStart + 1},${oldCount} +${newCount === 0 ? newStart : newStart + 1},${newCount} @@`);
    for (const l of hunk) {
      out.push(l.mark + l.text.replace(/\n$/, ''));
      if (!l.text.endsWith('\n')) out.push('\\ No newline at end of file');
    }
    i = stop;
  }
  return out.join('\n') + '\n';
}
