/**
 * What memory already holds, read once per run for two rules:
 *
 * - Novelty: a candidate that repeats a line already in a memory note is marked
 *   `duplicateOf` and loses novelty; the source references on that line count
 *   as earlier evidence (`priorSupport`), so a fact seen on Monday and again on
 *   Thursday adds up across two nightly runs instead of starting from one each time.
 * - Sticky lifecycle: a topic whose note says `status: archived/closed/paused`,
 *   or that the index lists under an archive-like section, stays put. Closed
 *   work coming back as an active todo is the most common way a memory turns
 *   into a nag; only the person reopens a topic.
 */
import { parseNote, stripBom } from '../formats/frontmatter';
import { provenanceFacts } from '../formats/provenance';
import { tierOfPath, type TierFolders } from '../ports/allow-list';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { DUPLICATE_THRESHOLD, diceOfSets, tokenize } from '../extract/similarity';
import { readHeldOut } from '../state/held-out';
import { errorText } from '../lib/errors';
import { pairRelation } from './contradiction';
import type { YamlPort } from '../ports/yaml';
import { noteSlug } from '../formats/slug';
import { resolveSubject } from '../extract/subject-resolver';
import { findWikiLinks, linkName, replaceWikiLinks } from '../formats/wikilink';
import { parseCitations, withoutCitation } from '../formats/citation';
import { entryPath, parseEntryState, parseIndexEntry } from '../formats/index-entry';
import { addIndex, addLinks, h1Of, subjectOfPath, SubjectRegistry } from '../sense/subject-registry';
import { summaryBlock } from '../formats/summary-block';
import { fencedLines } from '../formats/fences';
import type { ArchivedTopic, ExistingMemory, MemoryLine, MemoryNote, MemoryTier } from '../sense/memory';

/**
 * The digests that keep lines under a subject's heading, by the subject the
 * heading names through the subject resolver ("## Kasia", "## [[Memory/Topics/Kasia|Kasia]]",
 * "## Katarzyna" when that is her alias → kasia), with the heading as written
 * ("Priya Shah"): where the write phase looks for a subject's lines once its
 * note can hold them, and how it names the note.
 */
export function digestsBySubject(memory: ExistingMemory): Map<string, { paths: string[]; title: string }> {
  const out = new Map<string, { paths: string[]; title: string }>();
  const registry = memory.registry ?? new SubjectRegistry();
  for (const note of memory.notes) {
    if (note.tier !== 1) continue;
    const seen = new Set<string>();
    for (const line of note.lines) {
      if (line.heading === undefined) continue;
      const title = replaceWikiLinks(line.heading, linkName).trim();
      const slug = noteSlug(resolveSubject(title, registry)?.subject ?? title);
      if (slug === '' || seen.has(slug)) continue;
      seen.add(slug);
      const known = out.get(slug);
      if (known) known.paths.push(note.path);
      else out.set(slug, { paths: [note.path], title });
    }
  }
  return out;
}

export function emptyMemory(): ExistingMemory {
  return { notes: [], archived: new Map(), messages: [], registry: new SubjectRegistry() };
}

type MemorySettings = TierFolders & Pick<Settings, 'indexPath'>;


const STATE_WORDS: { re: RegExp; state: ArchivedTopic['state'] }[] = [
  { re: /^(?:archived?|archive)$/i, state: 'archived' },
  { re: /^(?:closed|done|finished|cancell?ed|abandoned|retired)$/i, state: 'closed' },
  { re: /^(?:paused|on[ -]hold|snoozed|snowed|shelved|parked)$/i, state: 'paused' },
];

function stateOf(status: string | null): ArchivedTopic['state'] | null {
  if (status === null) return null;
  for (const w of STATE_WORDS) if (w.re.test(status.trim())) return w.state;
  return null;
}

const ARCHIVE_SECTION = /\b(?:archived?|archives|closed|finished|done|past|former|inactive|paused|on hold|shelved|retired)\b/i;

/**
 * Support keys cited on a line written by a dream: `[[Journal/2026-11-02]] L3`
 * is the day 2026-11-02; `[[Sources/Transcripts/x.jsonl|claude:sess-a]] L9` the session.
 */
export function supportFromLine(line: string): string[] {
  const keys = new Set<string>();
  for (const cite of parseCitations(line)) {
    const target = cite.target;
    const label = (cite.alias ?? '').trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(label)) keys.add(`day:${label}`);
    else if (/^[\w.-]+:[\w.-]+$/.test(label) && /\.jsonl?$|Transcripts\//i.test(target)) keys.add(`session:${label}`);
    else {
      const d = /(?:^|\/)(\d{4}-\d{2}-\d{2})[^/]*$/.exec(target);
      if (d && !/(?:^|\/)Memory\//.test(target)) keys.add(`day:${d[1]!}`);
    }
  }
  return Array.from(keys);
}

/** A memory line without its source references (` · [[…]] L3`). */
function lineWords(line: string): string {
  return withoutCitation(line);
}

/** Content lines of a note body: list items and prose, not headings or rules. */
function contentLines(body: string, firstLine: number, dreamWritten: boolean): MemoryLine[] {
  const out: MemoryLine[] = [];
  let heading: string | undefined;
  const lines = body.split('\n').map((raw) => raw.replace(/\r$/, ''));
  const fenced = fencedLines(lines);
  // A dream's summary restates the note's lines: it is no line of its own to repeat, merge or strike.
  const summary = dreamWritten ? summaryBlock(lines) : null;
  lines.forEach((line, i) => {
    if (summary !== null && i >= summary.start && i < summary.end) return;
    const inFence = fenced[i]!;
    const h2 = inFence ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (h2) heading = h2[1]!;
    if (inFence || line.trim() === '' || /^\s{0,3}#{1,6}\s/.test(line) || /^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return;
    const tokens = new Set(tokenize(lineWords(line)));
    if (tokens.size === 0) return;
    out.push({ line: firstLine + i, text: line.trim(), tokens, support: supportFromLine(line), ...(heading !== undefined ? { heading } : {}) });
  });
  return out;
}

export function memoryNoteFromText(yaml: YamlPort, path: string, text: string, tier: MemoryTier): { note: MemoryNote; error?: string } {
  const parsed = parseNote(yaml, stripBom(text));
  const status = typeof parsed.data.status === 'string' ? parsed.data.status.toLowerCase() : null;
  return {
    note: {
      path,
      topic: subjectOfPath(path),
      tier,
      data: parsed.data,
      status,
      untrusted: provenanceFacts(parsed.data).untrusted === true,
      lines: contentLines(parsed.body, parsed.bodyStartLine, parsed.data.origin === 'dream'),
      headings: [...parsed.body.matchAll(/^##\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1]!),
      ...(h1Of(parsed.body) !== null ? { title: h1Of(parsed.body)! } : {}),
    },
    error: parsed.error,
  };
}

/** Topics the index places under an archive-like heading (links there count). */
export function archivedInIndex(indexText: string): string[] {
  const out: string[] = [];
  let inArchive = false;
  let level = 0;
  for (const line of stripBom(indexText).replace(/\r\n/g, '\n').split('\n')) {
    const h = /^\s{0,3}(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      const l = h[1]!.length;
      if (ARCHIVE_SECTION.test(h[2]!)) {
        inArchive = true;
        level = l;
      } else if (inArchive && l <= level) inArchive = false;
      continue;
    }
    if (!inArchive) continue;
    for (const { link } of findWikiLinks(line)) {
      const t = link.target;
      if (t !== '') out.push(subjectOfPath(t.endsWith('.md') ? t : `${t}.md`));
    }
  }
  return out;
}

/**
 * Topics whose index entry (the plugin's own format, "- **Newsletter** —
 * paused; … · [[…]]") says paused. A topic note's frontmatter has no paused
 * status, so this line is where a pause is recorded; without reading it, the
 * next run would file the paused project's lines as active work again.
 */
export function pausedInIndex(indexText: string): string[] {
  const out: string[] = [];
  for (const line of stripBom(indexText).replace(/\r\n/g, '\n').split('\n')) {
    const entry = parseIndexEntry(line);
    if (entry && parseEntryState(entry.state).lifecycle === 'paused') out.push(subjectOfPath(entryPath(entry)));
  }
  return out;
}

export async function loadExistingMemory(
  yaml: YamlPort,
  vault: VaultPort,
  settings: MemorySettings & Pick<Settings, 'memoryFolder'> & Partial<Pick<Settings, 'stateFolder'>>,
): Promise<ExistingMemory> {
  const memory = emptyMemory();
  if (settings.stateFolder !== undefined) {
    const held = await readHeldOut(vault, { stateFolder: settings.stateFolder });
    if (held.length > 0) memory.heldOut = held.map((l, i) => ({ line: i + 1, text: l.text, tokens: new Set(tokenize(l.text)), support: [...l.support] }));
  }
  const folders = [settings.dailyFolder, settings.topicsFolder, settings.identityFolder, settings.skillsFolder];
  const seen = new Set<string>();
  for (const folder of folders) {
    let files;
    try {
      files = await vault.list(folder);
    } catch (e) {
      memory.messages.push({ level: 'warn', path: folder, text: `could not list memory folder: ${errorText(e)}` });
      continue;
    }
    for (const f of files) {
      if (!/\.md$/i.test(f.path) || seen.has(f.path)) continue;
      seen.add(f.path);
      const tier = tierOfPath(settings, f.path);
      if (tier === null) continue;
      if (f.link) {
        // Its real file is somewhere else (a journal note, another plugin's
        // data): what it says is not memory, and the plugin never writes it.
        memory.messages.push({ level: 'warn', path: f.path, text: `${f.path} is a symbolic link; it is not read as memory and never written` });
        continue;
      }
      let text: string;
      try {
        text = await vault.readText(f.path);
      } catch (e) {
        memory.messages.push({ level: 'warn', path: f.path, text: `could not read memory note: ${errorText(e)}; novelty ignores it` });
        continue;
      }
      const { note, error } = memoryNoteFromText(yaml, f.path, text, tier);
      if (error) memory.messages.push({ level: 'warn', path: f.path, text: `${error}; its status is not known, so it is treated as active` });
      memory.notes.push(note);
      if (tier === 2) {
        memory.registry ??= new SubjectRegistry();
        const file = (f.path.split('/').pop() ?? f.path).replace(/\.md$/i, '');
        const aliases = Array.isArray(note.data.aliases) ? note.data.aliases.filter((a): a is string => typeof a === 'string') : typeof note.data.aliases === 'string' ? [note.data.aliases] : [];
        memory.registry.add({ name: file, path: f.path, names: [...(note.title ? [note.title] : []), ...aliases], from: 'note' });
      }
      const state = stateOf(note.status);
      if (state && tier === 2) memory.archived.set(note.topic, { where: `${f.path} (status: ${note.status ?? ''})`, state });
    }
  }
  try {
    if (await vault.exists(settings.indexPath)) {
      const index = await vault.readText(settings.indexPath);
      memory.registry ??= new SubjectRegistry();
      addIndex(memory.registry, index);
      for (const topic of archivedInIndex(index)) {
        if (!memory.archived.has(topic)) memory.archived.set(topic, { where: `${settings.indexPath} (archive section)`, state: 'archived' });
      }
      for (const topic of pausedInIndex(index)) {
        if (!memory.archived.has(topic)) memory.archived.set(topic, { where: `${settings.indexPath} (index entry says paused)`, state: 'paused' });
      }
    }
  } catch (e) {
    memory.messages.push({ level: 'warn', path: settings.indexPath, text: `could not read the index: ${errorText(e)}` });
  }
  // The names the person linked in lines memory kept ("[[Tomasz Grabowski]] gave
  // the tour", waiting in a digest): written as they write them, after their
  // notes and index, which name a subject first.
  memory.registry ??= new SubjectRegistry();
  for (const note of memory.notes) {
    if (note.tier !== 1 && note.tier !== 2) continue;
    for (const line of note.lines) addLinks(memory.registry, line.text);
  }
  return memory;
}

interface Repeat {
  note: MemoryNote;
  line: MemoryLine;
  score: number;
}

/**
 * Token → lines holding it, built once per memory: a year of digests is
 * thousands of lines, and each run compares hundreds of candidates with them.
 */
type LineIndex = Map<string, { note: MemoryNote; line: MemoryLine }[]>;
const lineIndex = new WeakMap<ExistingMemory, { notes: number; index: LineIndex }>();

function indexOf(memory: ExistingMemory): LineIndex {
  const cached = lineIndex.get(memory);
  // Rebuilt when notes were added after the first lookup (tests assemble memories by hand).
  if (cached && cached.notes === memory.notes.length) return cached.index;
  const index: LineIndex = new Map();
  for (const note of memory.notes) {
    for (const line of note.lines) {
      for (const t of line.tokens) {
        const list = index.get(t);
        if (list) list.push({ note, line });
        else index.set(t, [{ note, line }]);
      }
    }
  }
  lineIndex.set(memory, { notes: memory.notes.length, index });
  return index;
}

/**
 * Memory lines at or above the duplicate bar for `text`, each once, with its
 * score and whether it states a different value or the opposite.
 */
function* linesNear(memory: ExistingMemory, text: string): Generator<Repeat & { contradicted: boolean }> {
  const tokens = new Set(tokenize(text));
  const seen = new Set<MemoryLine>();
  for (const t of tokens) {
    for (const { note, line } of indexOf(memory).get(t) ?? []) {
      if (seen.has(line)) continue;
      seen.add(line);
      const score = diceOfSets(tokens, line.tokens);
      if (score < DUPLICATE_THRESHOLD) continue;
      // "Mikalo moved to Boston" neither repeats nor replaces the remembered "Katelo moved to Boston".
      const r = pairRelation(text, lineWords(line.text));
      if (r === 'different-subjects') continue;
      yield { note, line, score, contradicted: r === 'contradicts' };
    }
  }
}

/**
 * The memory line a newer statement contradicts: near enough to be about the
 * same thing (the duplicate bar) but saying a different value or the
 * opposite. The newer statement supersedes it; the line stays, struck through.
 */
export function findContradicted(memory: ExistingMemory, text: string): Repeat | null {
  let best: Repeat | null = null;
  for (const { note, line, score, contradicted } of linesNear(memory, text)) {
    if (!contradicted || line.text.includes('~~')) continue;
    if (!best || score > best.score) best = { note, line, score };
  }
  return best;
}

/**
 * The memory line a text repeats (best match at or above the duplicate bar,
 * and not contradicting it), preferring higher tiers.
 */
export function findRepeat(memory: ExistingMemory, text: string): Repeat | null {
  let best: Repeat | null = null;
  for (const { note, line, score, contradicted } of linesNear(memory, text)) {
    // "Prefers coffee" is not a repeat of the remembered "prefers tea": it is news.
    if (contradicted) continue;
    if (!best || note.tier > best.note.tier || (note.tier === best.note.tier && score > best.score)) {
      best = { note, line, score };
    }
  }
  return best;
}

