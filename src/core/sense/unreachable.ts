/**
 * The index seen from both ends.
 *
 * indexEntryAges walks from each index entry to the note it points at and
 * records that note's mtime: an index says a project is "active" in the same
 * words the day the work stops, and the target's mtime is the only evidence
 * that does not depend on someone remembering to update a line.
 *
 * unreachableTopics walks back: topic notes that no index link reaches but
 * that changed since the frontier — a topic the person is still writing to
 * that the index has lost. Only recent ones are listed: an old orphan is a
 * one-off clean-up a person asks for, not a nightly report to learn to ignore.
 * Being listed is a prompt to look, never a reason to add an index line.
 */
import { parseNote } from '../formats/frontmatter';
import { basename, dirname, isHiddenPath, joinPath } from '../lib/paths';
import { isTopicNotePath, type TierFolders } from '../ports/allow-list';
import type { Settings } from '../ports/settings';
import type { FileStat, VaultPort } from '../ports/vault';
import type { YamlPort } from '../ports/yaml';
import { findWikiLinks } from '../formats/wikilink';
import { fencedLines } from '../formats/index-sections';
import { stripBom } from '../formats/frontmatter-block';

export interface UnreachableTopic {
  path: string;
  mtime: number;
  excerpt: string;
}

export interface IndexEntryAge {
  /** the index line (trimmed) */
  entry: string;
  target: string;
  /** mtime of the target, null when the target does not exist */
  mtime: number | null;
}

interface IndexLink {
  /** link target as written, without alias or heading */
  target: string;
  /** 1-based line in the index */
  line: number;
  /** the index line, trimmed */
  entry: string;
  kind: 'wikilink' | 'markdown';
}

/**
 * Links to notes in the index text: `[[x]]`, `[[x|alias]]`, `[[x#h]]`,
 * `![[x]]`, and Markdown links to `.md` files. External URLs and links inside
 * fenced code are not links to notes.
 */
export function indexLinks(indexText: string): IndexLink[] {
  const out: IndexLink[] = [];
  const lines = stripBom(indexText).split(/\r?\n/);
  const fenced = fencedLines(lines);
  lines.forEach((raw, i) => {
    if (fenced[i]) return;
    // Inline code is not a link either.
    const line = raw.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length));
    const entry = raw.trim();
    for (const { link } of findWikiLinks(line)) {
      if (link.target !== '') out.push({ target: link.target, line: i + 1, entry, kind: 'wikilink' });
    }
    for (const m of line.matchAll(/\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
      let target = (m[1] ?? '').replace(/^<|>$/g, '');
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      target = target.split('#')[0]!;
      try {
        target = decodeURIComponent(target);
      } catch {
        // keep it as written
      }
      if (/\.md$/i.test(target)) out.push({ target, line: i + 1, entry, kind: 'markdown' });
    }
  });
  return out;
}

interface LinkTables {
  md: string[];
  byLower: Map<string, string>;
  byName: Map<string, string[]>;
}

/**
 * The vault's notes by lower-case path and by file name, built once per
 * listing: Sense resolves the index's links twice (reachability, entry ages),
 * and over a 100,000-note vault each build cost about a second.
 */
const tablesOf = new WeakMap<readonly FileStat[], LinkTables>();

function linkTables(files: readonly FileStat[]): LinkTables {
  const known = tablesOf.get(files);
  if (known !== undefined) return known;
  const md: string[] = [];
  const byLower = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const f of files) {
    const p = f.path;
    if (!/\.md$/i.test(p)) continue;
    md.push(p);
    byLower.set(p.toLowerCase(), p);
    const name = basename(p).toLowerCase();
    const list = byName.get(name);
    if (list) list.push(p);
    else byName.set(name, [p]);
  }
  const tables = { md, byLower, byName };
  tablesOf.set(files, tables);
  return tables;
}

/**
 * Resolve a link target the way Obsidian does: by exact path, relative to
 * the linking note, by path suffix, then by file name. Case-insensitive. An
 * ambiguous name resolves to the one in the linking note's folder, else the
 * shortest path (Obsidian's own preference), else stays unresolved.
 */
export function makeLinkResolver(files: readonly FileStat[], sourcePath: string): (target: string) => string | null {
  const { md, byLower, byName } = linkTables(files);
  const sourceDir = dirname(sourcePath);
  return (rawTarget: string): string | null => {
    const absolute = rawTarget.trim().replace(/\\/g, '/').replace(/^\.\//, '').startsWith('/');
    const t = normalizedTarget(rawTarget);
    if (t === null) return null;
    const exact = byLower.get(t.toLowerCase());
    if (exact !== undefined) return exact;
    if (!absolute) {
      const rel = normalizeRelative(joinPath(sourceDir, t));
      if (rel !== null) {
        const hit = byLower.get(rel.toLowerCase());
        if (hit !== undefined) return hit;
      }
    }
    const lower = t.toLowerCase();
    const candidates = t.includes('/')
      ? md.filter((p) => p.toLowerCase().endsWith('/' + lower))
      : (byName.get(lower) ?? []);
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length === 0) return null;
    const local = candidates.filter((p) => dirname(p) === sourceDir);
    if (local.length === 1) return local[0]!;
    const sorted = [...candidates].sort((a, b) => a.split('/').length - b.split('/').length || a.length - b.length);
    const best = sorted[0]!;
    const second = sorted[1]!;
    return best.split('/').length < second.split('/').length ? best : null;
  };
}

/** A link target as the resolver looks it up: forward slashes, no leading "./" or "/", with ".md"; null when empty. */
function normalizedTarget(rawTarget: string): string | null {
  let t = rawTarget.trim().replace(/\\/g, '/').replace(/^\.\//, '');
  if (t === '') return null;
  if (!/\.md$/i.test(t)) t += '.md';
  return t.replace(/^\/+/, '');
}

/**
 * The files a link to one of `targets` could resolve to: every way the
 * resolver matches (exact path, relative path, path suffix, file name) ends
 * in the same file name, so a resolver over these answers as one over the
 * whole vault. Over 100,000 notes and an index of a few dozen links this is
 * a pass of length checks instead of tables of every path.
 */
function filesNamedBy(files: readonly FileStat[], targets: readonly string[]): FileStat[] {
  const names = new Set<string>();
  const lengths = new Set<number>();
  for (const raw of targets) {
    const t = normalizedTarget(raw);
    if (t === null) continue;
    const name = basename(t).toLowerCase();
    names.add(name);
    lengths.add(name.length);
  }
  // Lower-casing keeps the length of a name that ends up ASCII, so for ASCII
  // targets a name of another length is passed over without lower-casing it.
  const byLength = [...names].every((n) => /^[\x20-\x7e]*$/.test(n));
  return files.filter((f) => {
    const p = f.path;
    const nameLength = p.length - p.lastIndexOf('/') - 1;
    if (byLength && !lengths.has(nameLength)) return false;
    return names.has(p.slice(p.length - nameLength).toLowerCase());
  });
}

function normalizeRelative(path: string): string | null {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}

async function markdownFiles(vault: VaultPort): Promise<FileStat[]> {
  return (await vault.list('')).filter((f) => /\.md$/i.test(f.path));
}

/** Paths the index reaches, resolved against every note in the vault. */
function reachedPaths(indexText: string, indexPath: string, files: readonly FileStat[]): Set<string> {
  const links = indexLinks(indexText);
  const resolve = makeLinkResolver(filesNamedBy(files, links.map((l) => l.target)), indexPath);
  const reached = new Set<string>();
  for (const link of links) {
    const p = resolve(link.target);
    if (p !== null) reached.add(p);
  }
  return reached;
}

const EXCERPT_MAX = 120;

/** First line of the body that is not blank and not a heading, at most 120 characters. */
export function topicExcerpt(yaml: YamlPort, text: string): string {
  const { body } = parseNote(yaml, text);
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '' || /^#{1,6}(\s|$)/.test(line)) continue;
    const chars = Array.from(line);
    return chars.length <= EXCERPT_MAX ? line : chars.slice(0, EXCERPT_MAX - 1).join('') + '…';
  }
  return '';
}

/**
 * `files`: the vault's listing when the caller already has it (saves a walk of
 * the vault). `now`: the dream's clock. A note is listed by the one dream
 * whose span, from the frontier to its clock, holds the note's mtime: one
 * dated after the clock (a synced file from a device whose clock runs ahead,
 * a replay with `--now` in the past) would otherwise count as changed at
 * every dream until the clock passed it.
 */
export async function unreachableTopics(
  yaml: YamlPort,
  vault: VaultPort,
  settings: TierFolders & Pick<Settings, 'indexPath'>,
  indexText: string,
  frontierTimestamp: number | null,
  files?: readonly FileStat[],
  now: number = Number.POSITIVE_INFINITY,
): Promise<UnreachableTopic[]> {
  const listed = files ?? (await markdownFiles(vault));
  // Only topic notes changed since the last dream's frontier are reported, so
  // those are found first: a dream with nothing new resolves no link at all
  // (the link tables cost about a second over a 100,000-note vault).
  const changed = listed.filter((f) =>
    /\.md$/i.test(f.path) &&
    // A link is not a topic note: its text is some other file's (a journal
    // note, another plugin's data), which an excerpt would copy into the report.
    !f.link &&
    (frontierTimestamp === null || f.mtime > frontierTimestamp) &&
    f.mtime <= now &&
    f.path !== settings.indexPath &&
    isTopicNotePath(settings, f.path) &&
    !isHiddenPath(f.path));
  if (changed.length === 0) return [];
  const reached = reachedPaths(indexText, settings.indexPath, listed);
  const out: UnreachableTopic[] = [];
  for (const f of changed) {
    if (reached.has(f.path)) continue;
    let excerpt = '';
    try {
      excerpt = topicExcerpt(yaml, await vault.readText(f.path));
    } catch {
      excerpt = '';
    }
    out.push({ path: f.path, mtime: f.mtime, excerpt });
  }
  return out;
}

export async function indexEntryAges(
  vault: VaultPort,
  indexText: string,
  settings: Pick<Settings, 'indexPath'>,
  files?: readonly FileStat[],
): Promise<IndexEntryAge[]> {
  const links = indexLinks(indexText);
  if (links.length === 0) return [];
  const listed = files ?? (await markdownFiles(vault));
  const resolve = makeLinkResolver(filesNamedBy(listed, links.map((l) => l.target)), settings.indexPath);
  const mtimes = new Map<string, number>();
  const targets = links.map((l) => resolve(l.target));
  const wanted = new Set(targets);
  for (const f of listed) if (wanted.has(f.path)) mtimes.set(f.path, f.mtime);
  return links.map((l, i) => {
    const p = targets[i]!;
    return { entry: l.entry, target: p ?? l.target, mtime: p === null ? null : (mtimes.get(p) ?? null) };
  });
}
