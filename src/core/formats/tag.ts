/**
 * Obsidian tags in note text: `#tag`, `#nested/tag`.
 *
 * A tag starts after the start of a line, a space or `( , ;`, and runs over
 * letters, digits, `_`, `-` and `/`; a trailing `/` or `-` is not part of it.
 * A tag of digits alone (`#123`, an issue number) is not a tag, nor is `#` in
 * a heading (`# Title` has a space), inline code, a link or a URL.
 */
import { WIKILINK_SOURCE } from './wikilink';
import { rx } from '../lib/rx';

/** The pattern of one tag after its opening boundary (capture 2 is the name). */
const TAG = rx.gu`(^|[\s(,;])#([\p{L}\p{N}_][\p{L}\p{N}_/-]*)`;
/** One or more tags ending a line: labels, not words of the sentence. */
const TRAILING_TAGS = rx.u`(?:\s+#[\p{L}\p{N}_/-]+)+\s*$`;

// Where a `#` is not a tag: code, links and URLs are blanked before looking.
const INLINE_CODE = /`+[^`]*`+/g;
const HIDES_TAGS = [INLINE_CODE, new RegExp(WIKILINK_SOURCE, 'g'), /!?\[[^[\]]*\]\([^)\s]+(?:\s+"[^"]*")?\)/g, /\bhttps?:\/\/[^\s)>\]]+/gi];

function isTag(name: string): boolean {
  return name !== '' && /[^\d/]/.test(name);
}

function clean(name: string): string {
  return name.replace(/[/-]+$/, '');
}

/** The tags of `text`, each once, in order (without `#`). */
export function findTags(text: string): string[] {
  const cleaned = HIDES_TAGS.reduce((s, re) => s.replace(re, ' '), text);
  const out: string[] = [];
  for (const m of cleaned.matchAll(TAG)) {
    const tag = clean(m[2] ?? '');
    if (isTag(tag) && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** `#name`, with what a tag cannot hold made a hyphen; '' when nothing of a tag is left. */
export function renderTag(name: string): string {
  const tag = clean(name.replace(/^#+/, '').replace(rx.gu`[^\p{L}\p{N}_/-]+`, '-').replace(/^[/-]+/, ''));
  return isTag(tag) ? `#${tag}` : '';
}

/** The last level of a nested tag: `#project/seedling` → `seedling`. */
export function tagLeaf(tag: string): string {
  return tag.split('/').filter((s) => s !== '').pop() ?? tag;
}

/**
 * Visible words of a statement's tags: trailing tags are labels and go; an
 * inline tag is a word in the sentence and keeps its last level.
 */
export function tagsAsWords(text: string): string {
  return text.replace(TRAILING_TAGS, '').replace(TAG, (_m, pre: string, tag: string) => `${pre}${tagLeaf(tag)}`);
}
