/**
 * What in a Markdown note would act when Obsidian shows it: an embed
 * (`![[…]]`, `![…](…)`), an HTML tag, a link or bare address that opens an
 * app or runs script (`obsidian://`, `javascript:`, `file:`, `data:`).
 * A scheme named with no address after it ("obsidian://, file:// and the
 * like") opens nothing. Inline code, fenced code and backslash-escaped
 * characters are text, so they are taken out first; the frontmatter is kept (a property value is
 * no place for any of these either).
 */
export function liveParts(text: string): string[] {
  const lines = text.split('\n');
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1]!;
      else if (f[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence === null) kept.push(line);
  }
  const plain = kept
    .join('\n')
    .replace(/\\[\\`*_[\]<>!#|~=$%{}()]/g, ' ')
    .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, ' ');
  const found: string[] = [];
  for (const re of [/!\[\[[^\]\n]*\]\]/g, /!\[[^\]\n]*\]\([^)\n]*\)/g, /<\/?[a-z][^>\n]*>/gi, /\b(?:obsidian|javascript|vbscript|file|data):(?:\/\/)?[^\s,;)\]`'"/][^\s)\]`'"]*/gi]) {
    for (const m of plain.matchAll(re)) found.push(m[0]);
  }
  return found;
}
