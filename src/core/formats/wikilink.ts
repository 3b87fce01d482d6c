/**
 * Obsidian wikilinks: the one grammar every phase reads and writes them by.
 *
 *   [[target]]  [[target|alias]]  [[target#Heading]]  [[target#^block-id|alias]]  ![[embed]]
 *
 * `target` is a note name or a vault path (".md" may be written or left out);
 * it is empty for a link inside the same note (`[[#Heading]]`). Inside a
 * Markdown table Obsidian writes the alias bar as `\|`; it is read the same.
 *
 * One escaping rule for names: Obsidian allows none of `[ ] | # ^` in a file
 * name, and a line break (or any control character) would end the line the
 * link sits on and start a heading or list item of its own, so rendering
 * replaces each of them in a target with a space (and drops outer spaces and a
 * trailing backslash); an alias may hold `#` and `^` but not `[ ] |` or a
 * control character. What is rendered always parses back to the same parts.
 */
import { containsSecret, redactSecrets } from '../secrets/scan';

export interface WikiLink {
  target: string;
  /** heading (`Heading`, `Heading#Sub`) or block (`^id`) after the `#`; null when absent */
  subpath: string | null;
  alias: string | null;
  embed: boolean;
}

interface FoundWikiLink {
  link: WikiLink;
  /** offset of the `[[` (or of the `!` of an embed) in the searched text */
  index: number;
  /** the link as written */
  raw: string;
}

/** The pattern of one wikilink, for rules that look for a link inside a larger shape. */
export const WIKILINK_SOURCE = String.raw`!?\[\[[^\[\]\n]*\]\]`;

/** A wiki embed as someone else's text may carry it: closed or cut off at the line's end (inert.ts holds either as code). */
export const WIKI_EMBED_SOURCE = String.raw`!\[\[[^\]\n]*(?:\]\])?`;

const ONE = /^(!?)\[\[([^[\]\n]*)\]\]$/;

function parts(embed: boolean, inner: string): WikiLink {
  // `\|` is the alias bar inside a table cell.
  const bar = inner.search(/\\?\|/);
  const head = bar < 0 ? inner : inner.slice(0, bar);
  const alias = bar < 0 ? null : inner.slice(bar + (inner[bar] === '\\' ? 2 : 1));
  const hash = head.indexOf('#');
  const target = (hash < 0 ? head : head.slice(0, hash)).trim();
  const subpath = hash < 0 ? null : head.slice(hash + 1).trim();
  return { target, subpath, alias, embed };
}

/** The link `raw` is exactly (surrounding spaces allowed), or null. */
export function parseWikiLink(raw: string): WikiLink | null {
  const m = ONE.exec(raw.trim());
  return m ? parts(m[1] === '!', m[2]!) : null;
}

/** Every wikilink in `text`, in order. */
export function findWikiLinks(text: string): FoundWikiLink[] {
  const out: FoundWikiLink[] = [];
  for (const m of text.matchAll(new RegExp(WIKILINK_SOURCE, 'g'))) {
    const raw = m[0];
    const embed = raw.startsWith('!');
    out.push({ link: parts(embed, raw.slice(embed ? 3 : 2, -2)), index: m.index, raw });
  }
  return out;
}

/** `text` with each wikilink replaced by what `fn` returns for it. */
export function replaceWikiLinks(text: string, fn: (link: WikiLink) => string): string {
  return text.replace(new RegExp(WIKILINK_SOURCE, 'g'), (raw) => fn(parseWikiLink(raw)!));
}

/** What a reader sees of a link: its alias, else its target as written. */
export function shownText(link: WikiLink): string {
  return link.alias ?? link.target;
}

// Outer spaces are not part of a name, and a backslash before the bar would read as the table escape `\|`.
const edges = (s: string): string => s.replace(/^\s+|[\s\\]+$/g, '');

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/g;

/** A note name or path made safe as a link target (the escaping rule above). */
export function safeTarget(name: string): string {
  return edges(name.replace(CONTROL, ' ').replace(/[[\]|#^]/g, ' '));
}

/** An alias made safe inside a link; also any name shown on one line of a note. */
export function safeAlias(alias: string): string {
  return alias.replace(CONTROL, ' ').replace(/[[\]|]/g, ' ');
}

/**
 * A secret in a note's name (a token pasted into a file name) is cut out of a
 * link to it, like anywhere else: the link no longer opens the note, but the
 * line that cites it is still written, and the report names the file.
 */
function withoutSecrets(text: string): string {
  return containsSecret(text) ? redactSecrets(text).text : text;
}

export function renderWikiLink(link: WikiLink): string {
  const subpath = link.subpath === null ? '' : `#${edges(safeAlias(link.subpath))}`;
  const alias = link.alias === null ? '' : `|${safeAlias(withoutSecrets(link.alias))}`;
  return `${link.embed ? '!' : ''}[[${safeTarget(withoutSecrets(link.target))}${subpath}${alias}]]`;
}

/** Vault path → link target: Obsidian resolves Markdown notes without ".md". */
export function linkTarget(path: string): string {
  return path.endsWith('.md') ? path.slice(0, -3) : path;
}

/** A link to the note at `path`, with an optional alias. */
export function wikilink(path: string, alias?: string): string {
  return renderWikiLink({ target: linkTarget(path), subpath: null, alias: alias ?? null, embed: false });
}

/**
 * The key two links to the same note share: the target without ".md",
 * lowercased (Obsidian matches names case-insensitively).
 */
export function targetKey(target: string): string {
  return target.trim().replace(/\.md$/i, '').toLowerCase();
}

/** The note name a target points at: its last path segment, without ".md". */
/** The name a link shows for its note: its text when it has one, else the note's name without its folders ("[[Memory/Topics/Kasia]]" → "Kasia"). */
export function linkName(link: WikiLink): string {
  return link.alias ?? noteName(link.target);
}

export function noteName(target: string): string {
  const t = target.trim().replace(/\.md$/i, '');
  return t.slice(t.lastIndexOf('/') + 1);
}
