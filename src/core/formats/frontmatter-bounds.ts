/**
 * How big and how deep a note's frontmatter may be before any YAML engine sees
 * it. Every path that parses frontmatter (whichever engine or library does the
 * parsing) calls `frontmatterBoundsProblem` on the block first.
 *
 * Reason: YAML engines recurse once per nesting level. A flow sequence nested a
 * few thousand deep (about 8 KB of `[`) overflowed the stack inside the `yaml`
 * package, and at some depths V8 died outright ("RegExpCompiler Allocation
 * failed", SIGABRT) instead of throwing, so no run or plan of that vault could
 * finish. The check here is a linear scan with no recursion and no regular
 * expression over the block, so it cannot fail the same way.
 */

/**
 * Characters a frontmatter block may have. A person's header is a few hundred;
 * a topic note's `source_sessions` grows by about 30 a day cited, so 256 KiB
 * leaves it decades.
 */
export const MAX_FRONTMATTER_CHARS = 256 * 1024;
/** Nesting levels (block indentation and flow brackets together) a frontmatter block may have. */
export const MAX_FRONTMATTER_DEPTH = 64;

/**
 * Why the block must not be parsed, or null when it is within the bounds.
 * `block` is the YAML between the fences, with "\n" line endings.
 */
export function frontmatterBoundsProblem(block: string): string | null {
  if (block.length > MAX_FRONTMATTER_CHARS) {
    return `${Math.ceil(block.length / 1024)} KiB, over the ${MAX_FRONTMATTER_CHARS / 1024} KiB a frontmatter may have`;
  }
  if (nestingDepth(block, MAX_FRONTMATTER_DEPTH) > MAX_FRONTMATTER_DEPTH) {
    return `nested more than ${MAX_FRONTMATTER_DEPTH} levels deep`;
  }
  return null;
}

/**
 * An upper bound of the block's nesting depth, stopping once past `limit`.
 * Block levels are counted from indentation (each deeper indent opens one,
 * as do the `- `, `? ` and `: ` indicators that start a compact nested node),
 * flow levels from open brackets. It counts generously: a bracket inside a
 * quoted string counts too, which only a header no person writes would reach.
 */
function nestingDepth(block: string, limit: number): number {
  const indents: number[] = [];
  let flow = 0;
  let deepest = 0;
  let lineStart = 0;
  while (lineStart <= block.length) {
    let lineEnd = block.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = block.length;
    let i = lineStart;
    while (i < lineEnd && isBlank(block.charCodeAt(i))) i++;
    if (i < lineEnd && block[i] !== '#') {
      if (flow === 0) {
        // Inside a flow collection indentation means nothing.
        const column = i - lineStart;
        while (indents.length > 0 && (indents[indents.length - 1] ?? 0) >= column) indents.pop();
        indents.push(column);
        while (i < lineEnd && isIndicator(block[i]) && (i + 1 === lineEnd || isBlank(block.charCodeAt(i + 1)))) {
          i++;
          while (i < lineEnd && isBlank(block.charCodeAt(i))) i++;
          indents.push(i - lineStart);
        }
      }
      let lineFlow = flow;
      for (; i < lineEnd; i++) {
        const c = block[i];
        if (c === '[' || c === '{') {
          flow++;
          if (flow > lineFlow) lineFlow = flow;
        } else if ((c === ']' || c === '}') && flow > 0) flow--;
      }
      deepest = Math.max(deepest, indents.length + lineFlow);
      if (deepest > limit) return deepest;
    }
    lineStart = lineEnd + 1;
  }
  return deepest;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

function isIndicator(c: string | undefined): boolean {
  return c === '-' || c === '?' || c === ':';
}
