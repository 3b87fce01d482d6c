/**
 * Where a note's frontmatter starts and ends: the one owner of the
 * split (every module that needs the block as written, or the body after it,
 * asks here; test/structure/format-owners.test.ts keeps it so). No YAML is read
 * here, and nothing is imported, so the plugin's shell may use it before the
 * engine loads; frontmatter.ts parses the block with gray-matter by the same
 * opening and closing rule.
 */

import { stripBom } from '../lib/text';

export { stripBom };

/**
 * The opening fence this plugin reads: `---`, optionally a language name in
 * letters, then the line's end. gray-matter would also take `---` followed by
 * any other text as a language; such a line is the person's text, not a fence.
 */
export const OPENING = /^---[^\S\n]*[A-Za-z]*[^\S\n]*\n/;

/**
 * A note's frontmatter cut exactly where gray-matter cuts it (the first line
 * starting `---` after the opening one closes it), so the text edited here is
 * the text `parseNote` read. Works on "\n" text without a BOM.
 */
export interface FrontmatterBlock {
  /** the opening `---` line with its newline */
  open: string;
  /** the YAML between the delimiters, ending with its newline ('' when empty) */
  yaml: string;
  /** the closing `---` line with its newline, when it has one */
  close: string;
  /** the text after the closing line */
  body: string;
}

export function frontmatterBlock(text: string): FrontmatterBlock | null {
  const opening = OPENING.exec(text);
  if (!opening) return null;
  const open = opening[0];
  const closeAt = text.indexOf('\n---', open.length - 1);
  if (closeAt < 0) return null;
  const yaml = closeAt + 1 > open.length ? text.slice(open.length, closeAt + 1) : '';
  const afterDashes = closeAt + 4;
  const close = text.charAt(afterDashes) === '\n' ? '---\n' : '---';
  return { open, yaml, close, body: text.slice(afterDashes + close.length - 3) };
}

/**
 * The frontmatter block as written, from the opening line through the end of
 * the closing line (blanks after its `---` included), or '' when the text has
 * none. Works on "\n" text.
 */
export function frontmatterHead(text: string): string {
  const b = frontmatterBlock(text);
  if (b === null) return '';
  const head = text.slice(0, text.length - b.body.length);
  return b.close === '---' ? head + (/^[^\S\n]*\n?/.exec(b.body)?.[0] ?? '') : head;
}

/** A note's text after its frontmatter (all of it when it has none). Works on "\n" text. */
export function afterFrontmatter(text: string): string {
  return text.slice(frontmatterHead(text).length);
}

/** Whether the text opens with a frontmatter line (closed or not). */
export function opensFrontmatter(text: string): boolean {
  return OPENING.test(text);
}

/** The empty block, for a note that gets its first frontmatter. */
export const EMPTY_FRONTMATTER = '---\n---\n';
