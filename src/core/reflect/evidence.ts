/**
 * What a reflection is made from, read once for every period a run reflects
 * on: the source days (read-only, as Sense reads them), the person's subjects
 * (topic notes with their aliases, and index entries), and the memory lines
 * that cite source lines (topic notes and the digests of the days).
 */
import type { Settings } from '../ports/settings';
import { isTopicNotePath } from '../ports/allow-list';
import type { SensePorts } from '../sense/sense-ports';
import type { VaultPort } from '../ports/vault';
import { parseNote } from '../formats/frontmatter';
import { findWikiLinks } from '../formats/wikilink';
import { errorText } from '../lib/errors';
import { currentSourceLogs } from '../sense/sense';
import { readCheckedSource } from '../sense/sources';
import type { ReportMessage } from '../ports/types';
import { memoryLinesOf, type MemoryLine } from './changes';
import { SPEAKER_LABEL, type ReflectSubject, type SourceDay } from './themes';
import { namesIn, speakerOf } from '../extract/subjects';
import { escapeRegExp } from '../lib/text';
import { untrustedLinesOf } from '../extract/spans';
import type { Citation } from '../formats/citation';
import { append } from '../lib/arrays';
import type { IsoDate } from '../lib/dates';
import type { SourceLog } from '../sense/source-log';
import { rx } from '../lib/rx';

export interface Evidence {
  days: SourceDay[];
  subjects: ReflectSubject[];
  memory: MemoryLine[];
  messages: ReportMessage[];
  /** the vault owner's names in a copied conversation: only their words open a loop */
  owner?: string[];
}

/** What a reflection reads through: the vault, the frontmatter reader, and what lists the source days. */
export type ReflectPorts = Pick<SensePorts, 'vault' | 'clock' | 'yaml' | 'dates' | 'configDir'>;

async function readOrNull(vault: VaultPort, path: string): Promise<string | null> {
  try {
    return (await vault.exists(path)) ? await vault.readText(path) : null;
  } catch {
    return null;
  }
}

function stringList(v: unknown): string[] {
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : [];
}

const PEOPLE_SECTION = /\b(?:people|persons?|family|friends?|contacts?|colleagues|team|who)\b/i;
const PERSON_TAG = /^(?:person|people|family|friend|contact|colleague)$/i;

/**
 * Subjects from the index: `- [[Name]] — …` and `- Name — …` entries (a name
 * of at most four words before a dash or colon). Under a people section a
 * full name is also known by its first name ("Piotr Lis" is "Piotr").
 */
export function subjectsFromIndex(text: string): ReflectSubject[] {
  const out: ReflectSubject[] = [];
  let people = false;
  for (const raw of text.split('\n')) {
    const h = /^#{1,6}\s+(.+)$/.exec(raw);
    if (h) {
      people = PEOPLE_SECTION.test(h[1]!);
      continue;
    }
    const m = /^\s*[-*+]\s+(.+)$/.exec(raw);
    if (!m) continue;
    const body = m[1]!;
    const link = findWikiLinks(body)[0];
    let name: string | null = null;
    if (link && link.index <= 2) name = (link.link.target.split('/').pop() ?? '').trim();
    else {
      const n = rx.u`^([\p{Lu}][\p{L}\p{N}'\u2019.-]*(?: [\p{L}\p{N}'\u2019.-]+){0,3})\s+(?:\u2014|\u2013|-|:)\s`.exec(body);
      if (n) name = n[1]!;
    }
    if (!name || /^\d{4}-\d{2}-\d{2}/.test(name)) continue;
    const aliases: string[] = [];
    const first = name.split(' ')[0]!;
    if (people && name.includes(' ') && Array.from(first).length >= 3) aliases.push(first);
    out.push({ name, aliases, person: people, path: null });
  }
  return out;
}

/** One list of subjects, a note's own entry winning over an index line of the same name. */
function mergeSubjects(...lists: ReflectSubject[][]): ReflectSubject[] {
  const byKey = new Map<string, ReflectSubject>();
  for (const list of lists) {
    for (const s of list) {
      const key = s.name.normalize('NFC').toLowerCase();
      const had = byKey.get(key) ?? [...byKey.values()].find((x) => x.aliases.some((a) => a.toLowerCase() === key));
      if (!had) {
        byKey.set(key, { ...s, aliases: [...s.aliases] });
        continue;
      }
      had.aliases = [...new Set([...had.aliases, ...s.aliases])];
      had.person ||= s.person;
      had.path ??= s.path;
    }
  }
  return [...byKey.values()];
}

/** A name must come back on this many days of the evidence to be a subject without a note or an index entry. */
const NAME_MIN_DAYS = 3;
/** "Aug", "Sept", "Tue": a date's words are capitalised, and name nothing. */
const CALENDAR_WORD = /^(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/;

/**
 * Names the person keeps writing (a capitalised name inside a sentence, as
 * extract/subjects.ts namesIn reads them, or a link) on at least three days:
 * subjects memory has no note for yet. Until the subject registry lists them,
 * this is how a journal's recurring people and places reach the themes.
 */
function recurringNames(days: readonly SourceDay[]): ReflectSubject[] {
  const seen = new Map<string, { name: string; days: Set<string> }>();
  for (const d of days) {
    for (const line of d.lines) {
      if (/^\s*#/.test(line)) continue;
      const text = line.replace(SPEAKER_LABEL, '');
      for (const n of namesIn(text)) {
        if (n.initial === true || n.topic.length < 3 || /\d/.test(n.topic) || CALENDAR_WORD.test(n.topic)) continue;
        const name = surface(text, n.topic);
        const e = seen.get(n.topic) ?? { name, days: new Set<string>() };
        e.days.add(d.date);
        seen.set(n.topic, e);
      }
    }
  }
  return [...seen.values()].filter((e) => e.days.size >= NAME_MIN_DAYS).map((e) => ({ name: e.name, aliases: [], person: false, path: null }));
}

/**
 * A recurring name that is how a known subject's name begins ("Baltica" for
 * Baltica Rail Cargo) is that subject's short name: an alias, not a second
 * subject that splits its days.
 */
function shortNames(names: readonly ReflectSubject[], known: readonly ReflectSubject[]): ReflectSubject[] {
  return names.map((n) => {
    const of = known.find((k) => [k.name, ...k.aliases].some((full) => full.toLowerCase().startsWith(`${n.name.toLowerCase()} `)));
    return of ? { ...n, name: of.name, aliases: [n.name] } : n;
  });
}

/** The name as written in `text` ("LGBTQ", "Pan Henryk"), found by its slug's words. */
function surface(text: string, topic: string): string {
  const re = new RegExp(topic.split('-').map(escapeRegExp).join(String.raw`[\s'\u2019.-]+`), 'iu');
  return re.exec(text)?.[0] ?? topic;
}

/** The sources of the period that are not the person's words: whole notes (clippings), and quoted lines of a day, by path without `.md`. */
interface UntrustedSources {
  notes: Set<string>;
  lines: Map<string, Set<number>>;
}

function untrustedCite(c: Citation, u: UntrustedSources): boolean {
  const stem = [...u.notes, ...u.lines.keys()].find((p) => p === c.target || p.endsWith(`/${c.target}`));
  if (stem === undefined) return false;
  if (u.notes.has(stem)) return true;
  const quoted = u.lines.get(stem)!;
  if (c.lines === null) return false;
  for (let l = c.lines.start; l <= c.lines.end; l++) if (!quoted.has(l)) return false;
  return true;
}

/**
 * Memory's lines with only what they cite of the person's words: a line
 * that cited untrusted text alone (a clipping's day, a quoted page) is left
 * out, so it names no theme, change or day of the person's.
 */
function trustedMemory(lines: MemoryLine[], u: UntrustedSources): MemoryLine[] {
  if (u.notes.size === 0 && u.lines.size === 0) return lines;
  const out: MemoryLine[] = [];
  for (const m of lines) {
    if (m.cites.length === 0) {
      out.push(m);
      continue;
    }
    const cites = m.cites.filter((c) => !untrustedCite(c, u));
    if (cites.length > 0) out.push(cites.length === m.cites.length ? m : { ...m, cites });
  }
  return out;
}

/** Source days from `from` to `to`, the person's subjects, and memory's lines. */
export async function gatherEvidence(
  ctx: ReflectPorts,
  settings: Settings,
  from: IsoDate,
  to: IsoDate,
  /** the source logs as listed (currentSourceLogs), when the caller has them: a dream passes Sense's, so the vault is walked once */
  listed?: readonly SourceLog[],
): Promise<Evidence> {
  const messages: ReportMessage[] = [];
  const days: SourceDay[] = [];
  // Listed without reading, then the frontmatter of the period's notes alone is
  // checked (the plugin's own output is not the person's day): reading every
  // note to learn its origin cost a first dream over 100,000 notes minutes.
  // Each note is read once, for its origin and its text together.
  const logs = (listed ?? (await currentSourceLogs(ctx, settings))).filter((l) => l.kind === 'daily' && l.date >= from && l.date <= to);
  // Someone else's words are read as data, never as the person's week: a
  // clipping named like a day is no day, and a quoted web page in a day is
  // blank to every theme, change and loop (its line numbers stay the file's).
  const untrusted: UntrustedSources = { notes: new Set(), lines: new Map() };
  for (const log of logs) {
    const r = await readCheckedSource(ctx.yaml, ctx.vault, log);
    if (r === null) continue;
    append(messages, r.messages);
    if (r.text === null) continue;
    const trust = untrustedLinesOf(ctx.yaml, log.path, r.text, log.date, settings.untrustedFolders);
    const stem = log.path.replace(/\.md$/i, '');
    if (trust.whole) {
      untrusted.notes.add(stem);
      continue;
    }
    if (trust.lines.size > 0) untrusted.lines.set(stem, trust.lines);
    days.push({ date: log.date, path: log.path, lines: r.text.split('\n').map((l, i) => (trust.lines.has(i + 1) ? '' : l)) });
  }
  days.sort((a, b) => a.date.localeCompare(b.date) || a.path.localeCompare(b.path));

  const s = settings;
  const fromNotes: ReflectSubject[] = [];
  const memory: MemoryLine[] = [];
  let files: { path: string }[] = [];
  try {
    files = await ctx.vault.list(s.topicsFolder);
  } catch (e) {
    messages.push({ level: 'warn', text: `The topic notes could not be listed (${errorText(e)}); the reflection names no subject from them.` });
  }
  for (const f of files) {
    if (!isTopicNotePath(s, f.path)) continue;
    const text = await readOrNull(ctx.vault, f.path);
    if (text === null) continue;
    const note = parseNote(ctx.yaml, text);
    const base = f.path.slice(f.path.lastIndexOf('/') + 1, -3);
    const h1 = /^#\s+(.+)$/m.exec(note.body)?.[1]?.trim();
    const tags = stringList(note.data.tags);
    fromNotes.push({
      name: base,
      aliases: [...stringList(note.data.aliases), ...(h1 && h1 !== base ? [h1] : [])],
      person: tags.some((t) => PERSON_TAG.test(t)) || note.data.type === 'person',
      path: f.path,
    });
    // A note a dream made from untrusted text alone records no change of the person's.
    if (note.data.derived_from_untrusted === true) continue;
    append(memory, trustedMemory(memoryLinesOf(f.path, text), untrusted));
  }
  for (const d of new Set(days.map((x) => x.date))) {
    const path = `${s.dailyFolder}/${d}.md`;
    const text = await readOrNull(ctx.vault, path);
    if (text !== null) append(memory, trustedMemory(memoryLinesOf(path, text), untrusted));
  }
  const index = await readOrNull(ctx.vault, s.indexPath);
  const fromIndex = index === null ? [] : subjectsFromIndex(index);
  // A note that the index lists under People is a person too.
  // Someone talking in a copied conversation (`- **Name**: …`) is a person, and on every day of it: not a theme.
  const speakers = new Set<string>();
  for (const d of days) for (const l of d.lines) {
    const who = speakerOf({ snippet: l });
    if (who !== null) speakers.add(who.toLowerCase());
  }
  const people = new Set([...fromIndex.filter((x) => x.person).map((x) => x.name.toLowerCase()), ...speakers]);
  const subjects = mergeSubjects(fromNotes, fromIndex, shortNames(recurringNames(days), [...fromNotes, ...fromIndex]));
  const among = (set: ReadonlySet<string>, n: ReflectSubject): boolean => set.has(n.name.toLowerCase()) || n.aliases.some((a) => set.has(a.toLowerCase()));
  for (const n of subjects) {
    if (among(people, n)) n.person = true;
    if (among(speakers, n)) n.speaker = true;
  }
  return { days, subjects, memory, messages, owner: [...settings.owner] };
}
