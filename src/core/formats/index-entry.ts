/**
 * The plugin's own line in the index (`Memory/MEMORY.md`), one per topic note:
 *
 *   - **Seedling** — active; release moved to Friday · [[Memory/Topics/seedling|seedling]]
 *
 * A title in bold, the state (a lifecycle word, then optionally `; ` and a
 * short summary), and a link to the topic note by its vault path. Curation,
 * the rewrite check and the paused-topic reader all read it here; a person's
 * line of the same shape that links a bare name (no folder) is theirs, not ours.
 */
import { parseWikiLink, renderWikiLink, WIKILINK_SOURCE } from './wikilink';
import { LIFECYCLES, type Lifecycle } from './lifecycle';

export interface IndexEntry {
  title: string;
  /** `active`, `paused; waiting on the printer`, … as written */
  state: string;
  /** the linked note: a vault path (with or without ".md") for the plugin's own entries */
  target: string;
  alias: string | null;
}

const LIFECYCLE_WORDS: readonly Lifecycle[] = LIFECYCLES;

const LINE = new RegExp(String.raw`^- \*\*(.+?)\*\* \u2014 (.+?) \u00b7 (${WIKILINK_SOURCE})\s*$`);

/** The entry `line` is, or null (a link with a heading or block, or an embed, is not an entry). */
export function parseIndexEntry(line: string): IndexEntry | null {
  const m = LINE.exec(line);
  const link = m ? parseWikiLink(m[3]!) : null;
  if (!m || !link || link.embed || link.subpath !== null || link.target === '') return null;
  return { title: m[1]!, state: m[2]!, target: link.target, alias: link.alias };
}

export function renderIndexEntry(e: IndexEntry): string {
  return `- **${e.title}** — ${e.state} · ${renderWikiLink({ target: e.target, subpath: null, alias: e.alias, embed: false })}`;
}

/**
 * An entry the plugin wrote: it links its note by path (the target has a
 * folder) and its state opens with a lifecycle word (`active`, `paused; …`).
 * A person's bold line linking a folder note ("- **Trellis** — my sync app,
 * never ship on Fridays · [[Projects/Trellis]]") says no such word: it is
 * theirs, never rewritten, moved or doubled.
 */
function isPluginEntry(e: IndexEntry | null): e is IndexEntry {
  if (e === null || !e.target.includes('/')) return false;
  const m = /^(\w+)(?:;\s|$)/.exec(e.state.trim());
  return m !== null && (LIFECYCLE_WORDS as readonly string[]).includes(m[1]!);
}

/** The plugin's entry in `line`, or null for any other line (the person's included). */
export function pluginEntryOf(line: string): IndexEntry | null {
  const e = parseIndexEntry(line);
  return isPluginEntry(e) ? e : null;
}

/** The vault path of the note an entry links. */
export function entryPath(e: IndexEntry): string {
  return e.target.endsWith('.md') ? e.target : `${e.target}.md`;
}


/** `paused; waiting on the printer` → paused + its summary; a state in no known word reads as active with that summary. */
export function parseEntryState(state: string): { lifecycle: Lifecycle; summary: string | null } {
  const m = /^(\w+)(?:;\s*(.*))?$/.exec(state.trim());
  const word = m?.[1] as Lifecycle | undefined;
  if (!m || word === undefined || !LIFECYCLE_WORDS.includes(word)) return { lifecycle: 'active', summary: state.trim() };
  return { lifecycle: word, summary: m[2] !== undefined && m[2] !== '' ? m[2] : null };
}

export function renderEntryState(lifecycle: Lifecycle, summary: string | null): string {
  return summary === null ? lifecycle : `${lifecycle}; ${summary}`;
}
