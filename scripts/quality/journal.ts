/**
 * Replay a journal vault (a person's daily notes, their own `MEMORY.md` and
 * topic notes) as the person lived it, and measure the memory the dreams
 * wrote against the vault's `gold.json` (issue 18, item 8; the data set's
 * README, "Suggested matching").
 *
 * The person's own files are present from the start (dated the day before the
 * first daily note); each daily note appears on its date (its mtime is that
 * date) and one offline dream runs the next morning with `--now`.
 *
 * What is measured:
 * - subject recall: gold subjects without a note of their own at the start
 *   that now have a note or an index entry, by name or alias;
 * - precision: of the notes the dreams created, those whose title, file name
 *   or aliases match a gold or optional subject;
 * - junk: `not_subjects` that became a note or an index entry;
 * - duplicates: a gold subject with two notes or two index entries;
 * - status at the end: a subject's index line and note say its end status
 *   (its last status word), never "active" for one closed, done or paused;
 * - current-fact recall: a memory line links the fact's source note and shares
 *   at least three content words with its line (a fact from the person's own
 *   memory file counts while a memory line still holds it);
 * - stale facts: a replaced fact still held, unmarked, by a subject note or
 *   the index (a dated daily digest is history and is not counted; a line
 *   that shares more words with a fact replacing it than with the old one
 *   states the change, not the old value);
 * - secrets: a gold secret's value in any file the dreams wrote;
 * - journal vs added memory characters.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { momentDates } from '../../src/cli/moment-dates';
import { compileDateFormat } from '../../src/core/sense/daily-notes-config';
import { consolidationOf, nightProblem, type Cli, type Consolidation } from './replay';

// ------------------------------------------------------------------ gold

interface GoldSubject {
  name: string;
  aliases?: string[];
  kind?: string;
  status_at_end?: string;
  status_also_acceptable?: string[];
  existing_note?: string | null;
}

interface GoldFact {
  id: string;
  fact: string;
  subject: string | null;
  source: string;
  line: string;
  superseded_by: string | null;
}

interface Gold {
  /** "Marek Nowicki, 41, freight transport planner …": who keeps the vault */
  persona?: string;
  daily_notes?: { folder?: string; format?: string };
  vault?: string;
  subjects: GoldSubject[];
  optional_subjects: { name: string; aliases?: string[] }[];
  not_subjects: string[];
  facts: GoldFact[];
  secrets: { value: string; source: string }[];
  status_changes?: { subject: string; date: string; type: string; to: string }[];
}

// ------------------------------------------------------------------ words and names

/** One spelling for a name: NFC, lower case, outer punctuation and a leading "the " dropped. */
function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[*_`[\]]/g, '')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^the /, '');
}

const STOP = new Set(
  `about above after again against also and any are because been before being below between both but can could did does
doing down during each few for from further had has have having her here hers herself him himself his how into its itself
just more most much myself nor not now off once only other our ours out over own same she should some such than that the
their theirs them then there these they this those through too under until very was were what when where which while who
whom why will with would you your yours`.split(/\s+/),
);

/** Scripts written without spaces between words: a run of them is split into words by ICU. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const WORDS = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Content words: letters or digits (any script), three or more, not stop
 * words; NFC, lower case. A run in a script written without spaces (Japanese,
 * Chinese, Thai) is one run for the whole sentence, so it is split into ICU's
 * words and those of two or more characters count (one-character particles
 * such as の or に do not).
 */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.normalize('NFC').toLowerCase().matchAll(/[\p{L}\p{N}]+(?:[.,][\p{N}]+)*/gu)) {
    const w = m[0];
    if (UNSPACED.test(w)) {
      for (const s of WORDS.segment(w)) if (s.isWordLike && s.segment.length >= 2) out.add(s.segment);
    } else if (w.length >= 3 && !STOP.has(w)) out.add(w);
  }
  return out;
}

/**
 * A memory line states a newer value rather than the old one when it shares
 * more content words with a fact that replaced the old one than with the old
 * fact itself: "Heron launch moves from 14 Sep to Mon 5 Oct" names the old
 * date, but is the change, not the stale plan.
 */
export function statesNewerValue(line: string, oldLine: string, newerLines: readonly string[]): boolean {
  const words = contentWords(line);
  const old = shared(contentWords(oldLine), words);
  return newerLines.some((n) => shared(contentWords(n), words) > old);
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

// ------------------------------------------------------------------ the vault read back

type Files = Map<string, string>;

function walk(root: string, rel = '', out: Files = new Map()): Files {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return out;
  for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) walk(root, child, out);
    else if (e.isFile()) out.set(child, fs.readFileSync(path.join(root, child), 'utf8'));
  }
  return out;
}

/**
 * Where a journal vault keeps what: its daily notes (the Daily Notes core
 * plugin's folder and moment format, from `.obsidian/daily-notes.json`, else
 * the gold's `daily_notes`), and its memory (the folder of the person's own
 * `MEMORY.md`, else `Memory`). The replay sets the plugin's memory folders to
 * it, as a person whose memory lives in `Memoria/` would in the settings.
 */
interface JournalLayout {
  dailyFolder: string;
  dailyFormat: string;
  /** folder of the memory, with a trailing slash */
  memory: string;
  index: string;
  /** the plugin's daily digests */
  digests: string;
  /** the person's own topic notes: the folder most of the gold's existing notes are in */
  topics: string;
}

/** The memory paths that are the tool's own state or read-outs, not memory. */
function notMemory(l: JournalLayout): string[] {
  return [`${l.memory}dream-log.md`, `${l.memory}Reports/`, `${l.memory}Dreaming/`, `${l.memory}Reflections/`];
}

function isMemory(l: JournalLayout, p: string): boolean {
  return p.startsWith(l.memory) && p.endsWith('.md') && !notMemory(l).some((x) => p === x || p.startsWith(x));
}

function isSubjectNote(l: JournalLayout, p: string): boolean {
  // Notes of the tool's own kinds (identity, skills) are not subject notes.
  return isMemory(l, p) && p !== l.index && !p.startsWith(l.digests) && !p.startsWith(`${l.memory}Identity/`) && !p.startsWith(`${l.memory}Skills/`);
}

function layoutOf(files: Files, gold: Gold): JournalLayout {
  let config: { folder?: string; format?: string } = {};
  const raw = files.get('.obsidian/daily-notes.json');
  if (raw !== undefined) config = JSON.parse(raw) as typeof config;
  const dailyFolder = (config.folder || gold.daily_notes?.folder || 'Journal').replace(/^\/+|\/+$/g, '');
  const dailyFormat = config.format || gold.daily_notes?.format || 'YYYY-MM-DD';
  const indexes = [...files.keys()].filter((p) => /(?:^|\/)MEMORY\.md$/.test(p) && !p.startsWith(`${dailyFolder}/`)).sort((a, b) => a.length - b.length);
  const index = indexes[0] ?? 'Memory/MEMORY.md';
  const folder = path.posix.dirname(index) === '.' ? '' : path.posix.dirname(index);
  const memory = folder ? `${folder}/` : '';
  const own = gold.subjects.map((s) => s.existing_note).filter((p): p is string => !!p && p.startsWith(memory));
  const counts = new Map<string, number>();
  for (const p of own) counts.set(path.posix.dirname(p), (counts.get(path.posix.dirname(p)) ?? 0) + 1);
  const topics = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? `${memory}Topics`;
  return { dailyFolder, dailyFormat, memory, index, digests: `${memory}Daily/`, topics };
}

/** The plugin's settings for a layout: its memory where the person keeps theirs. */
function layoutSettings(l: JournalLayout): Record<string, unknown> {
  if (l.memory === 'Memory/') return {};
  const m = l.memory.replace(/\/$/, '');
  const under = (rel: string) => (m ? `${m}/${rel}` : rel);
  return {
    memoryFolder: m,
    indexPath: l.index,
    dailyFolder: under('Daily'),
    topicsFolder: l.topics,
    identityFolder: under('Identity'),
    skillsFolder: under('Skills'),
    reportsFolder: under('Dreaming/Reports'),
    reflectionsFolder: under('Reflections'),
    dreamLogPath: under('Dreaming/dream-log.md'),
  };
}

/** The daily notes among a vault's files, with their dates, by the layout's moment format (nested folders too). */
function dailyNotesOf(files: Files, l: JournalLayout): { path: string; date: string }[] {
  const compiled = compileDateFormat(l.dailyFormat, momentDates);
  if ('error' in compiled) throw new Error(`.obsidian/daily-notes.json: ${compiled.error}`);
  const out: { path: string; date: string }[] = [];
  for (const p of files.keys()) {
    if (!p.startsWith(`${l.dailyFolder}/`) || !p.endsWith('.md')) continue;
    const name = p.slice(l.dailyFolder.length + 1, -3);
    // As the plugin reads them: a name that starts with a day written in the format (`2026-11-02-standup` too).
    const date = compiled.matcher.match(name);
    if (date !== null) out.push({ path: p, date });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** The names a note answers to: file name, H1 and `aliases:`. */
function noteNames(notePath: string, text: string): string[] {
  const names = [path.basename(notePath, '.md')];
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (fm) {
    const flow = /^aliases:\s*\[(.*)\]\s*$/m.exec(fm[1]!);
    if (flow) names.push(...flow[1]!.split(',').map((s) => s.trim().replace(/^["']|["']$/g, '')));
    const block = /^aliases:\s*\r?\n((?:\s+-\s+.*\r?\n?)+)/m.exec(fm[1]!);
    if (block) names.push(...block[1]!.split(/\r?\n/).map((l) => l.replace(/^\s+-\s+/, '').trim().replace(/^["']|["']$/g, '')));
    const single = /^aliases:\s*([^[\s].*)$/m.exec(fm[1]!);
    if (single) names.push(single[1]!.trim().replace(/^["']|["']$/g, ''));
  }
  const h1 = /^#\s+(.+)$/m.exec(text.replace(/^---\r?\n[\s\S]*?\r?\n---/, ''));
  if (h1) names.push(h1[1]!.trim());
  return names.filter(Boolean);
}

interface IndexEntry {
  line: string;
  name: string;
  section: string;
}

/**
 * An index line's entry name: its leading wikilink (target or display text),
 * its leading bold name, else the words before " — ", ":" or ",".
 */
function indexEntries(text: string): IndexEntry[] {
  const out: IndexEntry[] = [];
  let section = '';
  for (const line of text.split(/\r?\n/)) {
    const h = /^#{2,6}\s+(.+)$/.exec(line);
    if (h) {
      section = h[1]!.trim();
      continue;
    }
    const item = /^\s*[-*+]\s+(?:\[[ xX]\]\s+)?(.+)$/.exec(line);
    if (!item) continue;
    const body = item[1]!;
    let name: string | undefined;
    const link = /^\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|([^\]]+))?\]\]/.exec(body);
    const bold = /^\*\*([^*]+)\*\*/.exec(body);
    if (link) name = path.basename(link[1]!.trim());
    else if (bold) name = bold[1]!.replace(/\[\[([^\]|]+)(?:\|[^\]]+)?\]\]/g, '$1');
    else name = body.split(/\s+[—–-]\s+|:|,/)[0]!;
    out.push({ line, name: name.trim(), section });
  }
  return out;
}

// ------------------------------------------------------------------ status words

const STATUS_WORDS: [RegExp, string][] = [
  [/\b(?:active|resumed|ongoing|started|back on)\b/gi, 'active'],
  [/\b(?:paused|on hold)\b/gi, 'paused'],
  [/\b(?:closed|done|finished|completed|ended|left|over)\b/gi, 'closed'],
];

/** The last status word in a text (the current one when statuses are appended), or undefined. */
function lastStatus(text: string): string | undefined {
  let best: { at: number; status: string } | undefined;
  for (const [re, status] of STATUS_WORDS) {
    for (const m of text.matchAll(re)) if (!best || m.index > best.at) best = { at: m.index, status };
  }
  return best?.status;
}

function frontmatterStatus(text: string): string | undefined {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const s = fm && /^status:\s*(.+)$/m.exec(fm[1]!);
  return s ? lastStatus(s[1]!) : undefined;
}

const canonStatus = (s: string) => (s === 'done' ? 'closed' : (lastStatus(s) ?? s));

/**
 * A secret's value in a text as a whole token: not inside a longer run of
 * letters or digits, so a 4-digit PIN is not "found" in a run id or a
 * timestamp that happens to contain its digits.
 */
export function containsToken(text: string, value: string): boolean {
  const edge = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    const before = at > 0 ? text[at - 1]! : '';
    const after = text[at + value.length] ?? '';
    if (!(edge.test(value[0]!) && edge.test(before)) && !(edge.test(value[value.length - 1]!) && edge.test(after))) return true;
  }
  return false;
}

// ------------------------------------------------------------------ links in memory lines

function linkedNotes(line: string): Set<string> {
  const out = new Set<string>();
  for (const m of line.matchAll(/\[\[([^\]|#]+)/g)) out.add(path.basename(m[1]!.trim(), '.md').toLowerCase());
  return out;
}

const SUPERSEDED = /superseded|replaced by|no longer current|~~/i;

// ------------------------------------------------------------------ measure

interface JournalScores {
  subjects: number;
  subjectRecall: number;
  missing: string[];
  created: string[];
  precision: number;
  unmatched: string[];
  junk: string[];
  duplicates: string[];
  statusChecked: number;
  statusRight: number;
  statusWrong: string[];
  currentFacts: number;
  currentFactRecall: number;
  missedFacts: string[];
  staleFacts: string[];
  secretsFound: string[];
  journalChars: number;
  memoryAddedChars: number;
  memoryChars: number;
  /** the memory a person reads: without frontmatter, citation links and their line numbers */
  proseChars: number;
  /** where the prose goes: the parts of the memory a person reads, in characters (their sum is proseChars) */
  proseParts: ProseParts;
  /** subject notes at the end (the person's own and the dreams'), and the largest memory file's share of the memory */
  subjectNotes: number;
  largestNote: string;
  largestShare: number;
}

/** A memory file as a person reads it: no frontmatter, no citations (`· [[Journal/2026-06-01]] L3–4`), links as their text. */
function prose(text: string): string {
  return text
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '')
    .replace(/\s*·\s*(?:\[\[[^\]]+\]\](?:\s*L\d+(?:[–-]L?\d+)?)?(?:,\s*)?)+/g, '')
    .replace(/\[\[(?:[^\]|]*\|)?([^\]]+)\]\]/g, '$1');
}

/** The parts of the memory a person reads, by what a line is. */
interface ProseParts {
  /** lines kept in subject notes (not struck, not a summary) */
  noteLines: number;
  /** the `## Summary` blocks */
  summaries: number;
  /** struck-through lines with their "superseded on …" mark */
  superseded: number;
  /** the daily digests' own lines, and their "In notes" pointers */
  digestLines: number;
  digestPointers: number;
  /** headings, titles and everything else (the index's lines included) */
  headings: number;
  other: number;
}

/**
 * Splits the prose of each memory file into the parts of ProseParts, so a
 * change that makes the memory smaller shows where it took the characters
 * from (and a change that makes it larger, where it put them).
 */
function prosePartsOf(l: JournalLayout, memory: readonly (readonly [string, string])[]): ProseParts {
  const parts: ProseParts = { noteLines: 0, summaries: 0, superseded: 0, digestLines: 0, digestPointers: 0, headings: 0, other: 0 };
  for (const [p, t] of memory) {
    const digest = p.startsWith(l.digests);
    let section = '';
    const lines = prose(t).split('\n');
    lines.forEach((line, i) => {
      const n = line.length + (i < lines.length - 1 ? 1 : 0);
      if (/^#{1,6}\s/.test(line)) {
        section = line.replace(/^#+\s*/, '').trim().toLowerCase();
        parts.headings += n;
      } else if (section === 'summary' && !digest) parts.summaries += n;
      else if (/~~[^~]+~~/.test(line)) parts.superseded += n;
      else if (digest) parts[section === 'in notes' ? 'digestPointers' : 'digestLines'] += n;
      else if (/^\s*(?:[-*+]|\d+[.)])\s/.test(line) && p !== l.index) parts.noteLines += n;
      else parts.other += n;
    });
  }
  return parts;
}

function measureJournal(layout: JournalLayout, gold: Gold, before: Files, after: Files, owner?: string): JournalScores {
  const dailyPrefix = `${layout.dailyFolder}/`;
  const journalChars = [...after].filter(([p]) => p.startsWith(dailyPrefix) && p.endsWith('.md')).reduce((n, [, t]) => n + t.length, 0);
  const memoryBefore = [...before].filter(([p]) => isMemory(layout, p)).reduce((n, [, t]) => n + t.length, 0);
  const memory = [...after].filter(([p]) => isMemory(layout, p));
  const memoryChars = memory.reduce((n, [, t]) => n + t.length, 0);

  const notes = memory.filter(([p]) => isSubjectNote(layout, p)).map(([p, t]) => ({ path: p, keys: new Set(noteNames(p, t).map(nameKey)), text: t }));
  // The owner's own note (their "About me" note, which the design files lines about them in) is
  // neither a subject nor junk: it is left out of precision, and it must never be closed.
  const ownerKey = owner !== undefined ? nameKey(owner) : null;
  const ownerNotes = notes.filter((n) => ownerKey !== null && n.keys.has(ownerKey));
  const created = notes.filter((n) => !before.has(n.path) && !ownerNotes.includes(n));
  const index = after.get(layout.index) ?? '';
  const entries = indexEntries(index);
  const keysOf = (s: { name: string; aliases?: string[] }) => new Set([s.name, ...(s.aliases ?? [])].map(nameKey));
  const hits = (keys: Set<string>) => ({
    notes: notes.filter((n) => [...n.keys].some((k) => keys.has(k))),
    entries: entries.filter((e) => keys.has(nameKey(e.name))),
  });

  // Recall, duplicates, status.
  const wanted = gold.subjects.filter((s) => !s.existing_note);
  const missing: string[] = [];
  const duplicates: string[] = [];
  const statusWrong: string[] = [];
  let statusChecked = 0;
  for (const s of gold.subjects) {
    const h = hits(keysOf(s));
    if (!s.existing_note && h.notes.length === 0 && h.entries.length === 0) missing.push(s.name);
    if (h.notes.length > 1) duplicates.push(`${s.name}: notes ${h.notes.map((n) => n.path).join(', ')}`);
    if (h.entries.length > 1) duplicates.push(`${s.name}: index entries ${h.entries.map((e) => JSON.stringify(e.line)).join(', ')}`);
    if (!s.status_at_end) continue;
    statusChecked++;
    const ok = new Set([s.status_at_end, ...(s.status_also_acceptable ?? [])].map(canonStatus));
    const said: string[] = [];
    for (const e of h.entries) {
      const st = lastStatus(e.line);
      if (st && !ok.has(st)) said.push(`index "${e.line.trim()}" says ${st}`);
    }
    for (const n of h.notes) {
      const st = frontmatterStatus(n.text);
      if (st && !ok.has(st)) said.push(`${n.path} status ${st}`);
    }
    if (said.length > 0) statusWrong.push(`${s.name} (${s.status_at_end}): ${said.join('; ')}`);
  }

  for (const n of ownerNotes) {
    const st = frontmatterStatus(n.text);
    statusChecked++;
    if (st && !['active'].includes(canonStatus(st))) statusWrong.push(`the owner (active): ${n.path} status ${st}`);
  }

  // Precision and junk.
  const anySubject = [...gold.subjects, ...gold.optional_subjects].map(keysOf);
  const unmatched = created.filter((n) => !anySubject.some((keys) => [...n.keys].some((k) => keys.has(k)))).map((n) => n.path);
  const junk: string[] = [];
  for (const j of gold.not_subjects) {
    const k = new Set([nameKey(j)]);
    const h = hits(k);
    const newNotes = h.notes.filter((n) => !before.has(n.path));
    const beforeEntries = new Set(indexEntries(before.get(layout.index) ?? '').map((e) => e.line));
    const newEntries = h.entries.filter((e) => !beforeEntries.has(e.line));
    if (newNotes.length + newEntries.length > 0) junk.push(`${j}: ${[...newNotes.map((n) => n.path), ...newEntries.map((e) => JSON.stringify(e.line))].join(', ')}`);
  }

  // Facts.
  const lines = memory.flatMap(([p, t]) => t.split(/\r?\n/).map((line) => ({ path: p, line, words: contentWords(line), links: linkedNotes(line) })));
  const holds = (f: GoldFact, where: (l: (typeof lines)[number]) => boolean) => {
    const words = contentWords(f.line);
    const need = Math.min(3, words.size);
    const src = path.basename(f.source, '.md').toLowerCase();
    const own = f.source.startsWith(layout.memory);
    return lines.filter((l) => where(l) && (own || l.links.has(src)) && shared(words, l.words) >= need);
  };
  const current = gold.facts.filter((f) => !f.superseded_by);
  const missedFacts = current.filter((f) => holds(f, () => true).length === 0).map((f) => `${f.id} ${f.fact}`);
  const staleFacts: string[] = [];
  const byId = new Map(gold.facts.map((f) => [f.id, f]));
  // The facts that replace f, down the chain (W01 -> W02 -> W03).
  const replacements = (f: GoldFact): GoldFact[] => {
    const out: GoldFact[] = [];
    for (let r = f.superseded_by ? byId.get(f.superseded_by) : undefined; r !== undefined && !out.includes(r); r = r.superseded_by ? byId.get(r.superseded_by) : undefined) out.push(r);
    return out;
  };
  for (const f of gold.facts.filter((x) => x.superseded_by)) {
    // A line that says more of a newer value than of the old one states the
    // change ("launch moves from 14 Sep to 5 Oct"), not the stale value.
    const newer = replacements(f).map((r) => r.line);
    const kept = holds(f, (l) => !l.path.startsWith(layout.digests) && !SUPERSEDED.test(l.line) && !statesNewerValue(l.line, f.line, newer));
    if (kept.length > 0) staleFacts.push(`${f.id} ${f.fact} — ${kept.map((l) => `${l.path}: ${l.line.trim().slice(0, 90)}`).join(' | ')}`);
  }

  const largest = memory.reduce((a, [p, t]) => (t.length > a.chars ? { path: p, chars: t.length } : a), { path: '', chars: 0 });

  // Secrets: any file that is not one of the person's own, unchanged.
  const secretsFound: string[] = [];
  for (const [p, t] of after) {
    if (before.get(p) === t || p.startsWith(dailyPrefix)) continue;
    for (const s of gold.secrets) if (containsToken(t, s.value)) secretsFound.push(`${s.value.slice(0, 6)}… in ${p}`);
  }

  return {
    subjects: wanted.length,
    subjectRecall: wanted.length ? (wanted.length - missing.length) / wanted.length : 1,
    missing,
    created: created.map((n) => n.path),
    precision: created.length ? (created.length - unmatched.length) / created.length : 1,
    unmatched,
    junk,
    duplicates,
    statusChecked,
    statusRight: statusChecked - statusWrong.length,
    statusWrong,
    currentFacts: current.length,
    currentFactRecall: current.length ? (current.length - missedFacts.length) / current.length : 1,
    missedFacts,
    staleFacts,
    secretsFound,
    journalChars,
    memoryAddedChars: memoryChars - memoryBefore,
    memoryChars,
    proseChars: memory.reduce((n, [, t]) => n + prose(t).length, 0),
    proseParts: prosePartsOf(layout, memory),
    subjectNotes: notes.length,
    largestNote: largest.path,
    largestShare: memoryChars > 0 ? largest.chars / memoryChars : 0,
  };
}

// ------------------------------------------------------------------ replay

interface JournalReplayOptions {
  cli: Cli;
  runFlags: string[];
  env?: Record<string, string>;
  keep?: boolean;
  /** only daily notes dated on or before this (YYYY-MM-DD): the CI test's first month */
  until?: string;
  /**
   * Dream once a week (the morning after a week's last note, weeks starting
   * on Monday) instead of nightly: fewer, larger requests while a model's
   * answers are recorded by hand (scripts/quality/record.ts).
   */
  weekly?: boolean;
  /** plugin settings written to the vault's data.json before the first dream (e.g. a longer model timeout) */
  settings?: Record<string, unknown>;
}

export interface JournalResult {
  name: string;
  dates: number;
  scores: JournalScores;
  problems: string[];
  consolidation: Consolidation;
  seconds: number;
  /** where the vault keeps its daily notes and memory, as read from it */
  layout: JournalLayout;
  vault?: string;
}

function dayBefore(date: string): Date {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d;
}

function nextMorning(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `${d.toISOString().slice(0, 10)}T07:00:00Z`;
}

/** The Monday of a date's week (YYYY-MM-DD). */
function weekOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Gold limited to what the journal up to `until` can know. */
function goldUntil(gold: Gold, until: string | undefined, layout: JournalLayout): Gold {
  if (!until) return gold;
  // A source is dated when it is a daily note (by the layout's format); the person's own notes are not.
  const dated = (source: string) => {
    const date = dailyNotesOf(new Map([[source, '']]), layout)[0]?.date;
    return date === undefined || date <= until;
  };
  // A subject's status then: the last status change up to that date.
  const statusThen = (name: string): string | undefined => {
    const changes = (gold.status_changes ?? []).filter((c) => c.subject === name && c.type === 'status' && c.date <= until);
    const last = changes[changes.length - 1];
    return last ? lastStatus(last.to) : undefined;
  };
  return {
    ...gold,
    subjects: gold.subjects.map((s) => ({ ...s, status_at_end: statusThen(s.name), status_also_acceptable: undefined })),
    facts: gold.facts
      .filter((f) => dated(f.source))
      .map((f) => ({ ...f, superseded_by: f.superseded_by && dated(gold.facts.find((x) => x.id === f.superseded_by)?.source ?? '') ? f.superseded_by : null })),
    secrets: gold.secrets.filter((s) => dated(s.source)),
  };
}

export async function replayJournal(dir: string, opts: JournalReplayOptions): Promise<JournalResult> {
  const started = Date.now();
  const gold = JSON.parse(fs.readFileSync(path.join(dir, 'gold.json'), 'utf8')) as Gold;
  const source = path.join(dir, gold.vault ?? 'vault');
  const all = walk(source);
  const layout = layoutOf(all, gold);
  const dailyFolder = layout.dailyFolder;
  const daily = dailyNotesOf(all, layout).filter((n) => !opts.until || n.date <= opts.until);
  if (daily.length === 0) throw new Error(`no daily notes named ${layout.dailyFormat} under ${path.join(source, dailyFolder)}`);
  const vault = fs.mkdtempSync(path.join(os.tmpdir(), `vd-journal-${path.basename(dir)}-`));
  const problems: string[] = [];
  try {
    // The person's own files, present from the start.
    const startTime = dayBefore(daily[0]!.date);
    const dailyPaths = new Set([...all.keys()].filter((p) => p.startsWith(`${dailyFolder}/`)));
    for (const [rel] of all) {
      if (dailyPaths.has(rel)) continue;
      const to = path.join(vault, rel);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(source, rel), to);
      fs.utimesSync(to, startTime, startTime);
    }
    // The first-run screen asks the person's name as their notes write it; the
    // persona's first name is what a person would type there.
    const owner = /^\s*([\p{L}][\p{L}'-]*)/u.exec(gold.persona ?? '')?.[1];
    const settings = { ...layoutSettings(layout), ...(owner !== undefined ? { owner: [owner] } : {}), ...opts.settings };
    if (Object.keys(settings).length > 0) {
      const dataJson = path.join(vault, '.obsidian', 'plugins', 'vault-dreaming', 'data.json');
      fs.mkdirSync(path.dirname(dataJson), { recursive: true });
      fs.writeFileSync(dataJson, JSON.stringify(settings, null, 2));
    }
    const before = walk(vault);
    for (const [i, note] of daily.entries()) {
      const to = path.join(vault, note.path);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(source, note.path), to);
      const t = new Date(`${note.date}T20:00:00Z`);
      fs.utimesSync(to, t, t);
      const next = daily[i + 1];
      if (opts.weekly && next && weekOf(next.date) === weekOf(note.date)) continue;
      const r = await opts.cli(['run', '--vault', vault, '--now', nextMorning(note.date), '--json', ...opts.runFlags], { TZ: 'UTC', ...opts.env });
      const problem = nightProblem(note.date, r);
      if (problem) problems.push(problem);
    }
    const after = walk(vault);
    return {
      name: path.basename(dir),
      dates: daily.length,
      scores: measureJournal(layout, goldUntil(gold, opts.until, layout), before, after, owner),
      problems,
      consolidation: consolidationOf(vault),
      seconds: (Date.now() - started) / 1000,
      layout,
      vault: opts.keep ? vault : undefined,
    };
  } finally {
    if (!opts.keep) fs.rmSync(vault, { recursive: true, force: true });
  }
}

export function renderJournalTable(rows: readonly JournalResult[], title = 'Journal, offline'): string {
  const f = (x: number) => x.toFixed(2);
  const out = [
    `### ${title}`,
    '',
    '| journal | dates | subject recall | precision | junk | duplicates | status right | current-fact recall | stale facts | secrets written | journal chars | memory added | prose chars | subject notes | largest note | merges | superseded | s |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const s = r.scores;
    out.push(
      `| ${r.name} | ${r.dates} | ${f(s.subjectRecall)} | ${f(s.precision)} (${s.created.length - s.unmatched.length}/${s.created.length}) | ${s.junk.length} | ${s.duplicates.length} | ${s.statusRight}/${s.statusChecked} | ${f(s.currentFactRecall)} | ${s.staleFacts.length} | ${s.secretsFound.length} | ${s.journalChars} | ${s.memoryAddedChars} | ${s.proseChars} (${f(s.journalChars > 0 ? s.proseChars / s.journalChars : 0)}×) | ${s.subjectNotes} | ${(s.largestShare * 100).toFixed(0)} % | ${r.consolidation.merges} | ${r.consolidation.supersessions} | ${r.seconds.toFixed(1)} |`,
    );
  }
  out.push('');
  for (const r of rows) {
    const s = r.scores;
    const list = (label: string, xs: readonly string[]) => {
      if (xs.length > 0) out.push(`- ${label} (${xs.length}):`, ...xs.map((x) => `  - ${x}`));
    };
    if (r.vault) out.push(`- vault ${r.vault}`);
    out.push(`- ${r.name}: largest note ${s.largestNote}; memory ${s.memoryChars} characters in all (prose a person reads: ${s.proseChars}) for ${s.journalChars} of journal`);
    const pp = s.proseParts;
    out.push(`- ${r.name}: where the prose goes: note lines ${pp.noteLines}, summaries ${pp.summaries}, superseded ${pp.superseded}, digest lines ${pp.digestLines}, digest pointers ${pp.digestPointers}, headings ${pp.headings}, other ${pp.other}`);
    list('missing subjects', s.missing);
    list('created notes matching no subject', s.unmatched);
    list('junk', s.junk);
    list('duplicates', s.duplicates);
    list('status wrong', s.statusWrong);
    list('current facts not held', s.missedFacts);
    list('stale facts', s.staleFacts);
    list('secrets written', s.secretsFound);
    list('problems', r.problems);
  }
  return out.join('\n') + '\n';
}
