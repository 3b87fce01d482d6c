/**
 * The subjects a vault already knows, and the one resolver that answers
 * "which subject is this?".
 *
 * Built in Sense from what the person wrote: their notes under the topics
 * folder (file name in any case or Unicode form, H1, `aliases:`), their index
 * (an entry's link target and display text, its bold name, or the name a
 * plain line opens with: "Kasia — sister, Warsaw"), and the notes their daily
 * notes link (`[[Bathroom renovation]]`). A name, an alias, a slug, a link or a
 * wikilinked mention all resolve case- and accent-insensitively, so nothing
 * gets a second note or a second index entry for a subject the vault has.
 *
 * A known subject's `subject` is the slug the rest of the engine groups lines by: the
 * slug of its note's file name when it has a note, else of its name.
 */
import { slugify } from '../formats/slug';
import { PEOPLE_SECTION_RULE } from '../formats/index-sections';
import { findWikiLinks, parseWikiLink, replaceWikiLinks, shownText } from '../formats/wikilink';
import { rx } from '../lib/rx';
import { nameWeight } from '../lib/text';

/** The key a name is looked up by: accents and case folded, then slugged ("Ślub" and "slub" meet). */
export function foldKey(name: string): string {
  return slugify(foldAccents(name));
}

/** A text with its accents left out, letters kept otherwise ("Łódź" → "Lodz"). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(rx.gu`\p{M}+`, '').replace(/[\u0142\u0141\u00f8\u00d8\u0111\u0110\u0131\u00df]/g, (ch) => FOLD_LETTERS[ch] ?? ch);
}

/**
 * The subject a note's path is the note of: the slug of its file name, or of
 * its folder for a skill's `SKILL.md` (`Skills/Seedling release/SKILL.md`).
 */
export function subjectOfPath(path: string): string {
  const parts = path.split('/');
  const file = parts.pop() ?? '';
  if (/^skill\.md$/i.test(file) && parts.length > 0) return slugify(parts.pop()!);
  return slugify(file.replace(/\.md$/i, ''));
}

/** Letters Unicode does not decompose into a base letter and an accent. */
const FOLD_LETTERS: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ı: 'i', ß: 'ss' };

interface KnownSubject {
  /** the slug lines about it are grouped by */
  subject: string;
  /** the name as the person writes it */
  name: string;
  /** its note, when it has one */
  path: string | null;
  /** every name it answers to (name, file name, H1, aliases, link texts) */
  names: string[];
  /** where the registry learned it */
  from: 'note' | 'index' | 'link';
}

/** What a link, a path or a name names: `[[Memory/Topics/Ola|Ola]]` → "Ola", `Topics/Ola.md` → "Ola". */
function bareName(ref: string): string[] {
  const trimmed = ref.trim();
  const link = parseWikiLink(trimmed);
  const out: string[] = [];
  const target = link ? link.target : trimmed;
  out.push(target.replace(/\.md$/i, '').split('/').pop() ?? target);
  if (link?.alias) out.push(link.alias);
  return out.filter((s) => s.trim() !== '');
}

export class SubjectRegistry {
  private readonly byKey = new Map<string, KnownSubject>();
  readonly subjects: KnownSubject[] = [];

  /**
   * Add what the vault says about one subject. When any of its names is
   * already known, the names join that subject (a person's line "Piotr Lis"
   * and a note `Piotr.md` with `aliases: [Piotr Lis]` are one subject); a note
   * wins over an index line or a link as the subject's home.
   */
  add(s: { name: string; path?: string | null; names?: readonly string[]; from: KnownSubject['from'] }): KnownSubject | null {
    const names = [s.name, ...(s.names ?? [])].map((n) => n.trim()).filter((n) => foldKey(n) !== '');
    if (names.length === 0) return null;
    const path = s.path ?? null;
    let known: KnownSubject | undefined;
    for (const n of names) {
      const k = this.byKey.get(foldKey(n));
      // Two notes are two subjects even when an alias of one is the other's name.
      if (k && !(k.path !== null && path !== null && k.path !== path)) {
        known = k;
        break;
      }
    }
    if (!known) {
      known = { subject: path ? subjectOfPath(path) : slugify(names[0]!), name: names[0]!, path, names: [], from: s.from };
      this.subjects.push(known);
    } else if (path !== null && known.path === null) {
      known.path = path;
      known.subject = subjectOfPath(path);
      known.name = names[0]!;
      known.from = 'note';
    }
    for (const n of names) {
      if (!known.names.some((x) => foldKey(x) === foldKey(n))) known.names.push(n);
      // The first subject to claim a name keeps it.
      if (!this.byKey.has(foldKey(n))) this.byKey.set(foldKey(n), known);
    }
    this.byKey.set(foldKey(known.subject), this.byKey.get(foldKey(known.subject)) ?? known);
    return known;
  }

  /**
   * A subject the person renamed keeps its note and entry: the new name joins
   * it (and names a note not yet written). False when the old name is not a
   * subject the vault knows, or the new one is already another subject.
   */
  rename(from: string, to: string): boolean {
    const known = this.resolve(from);
    let clash = this.resolve(to);
    // A link to the new name the same day ("From now on: [[Slotbook]]") is the renamed subject, not another.
    if (known && clash && clash !== known && clash.path === null && clash.from === 'link') {
      this.subjects.splice(this.subjects.indexOf(clash), 1);
      for (const [k, v] of this.byKey) if (v === clash) this.byKey.set(k, known);
      for (const n of clash.names) if (!known.names.some((x) => foldKey(x) === foldKey(n))) known.names.push(n);
      clash = known;
    }
    if (!known || (clash && clash !== known) || foldKey(to) === '') return false;
    if (!known.names.some((n) => foldKey(n) === foldKey(to))) known.names.push(to);
    this.byKey.set(foldKey(to), known);
    if (known.path === null) {
      known.name = to;
      known.subject = slugify(to);
      this.byKey.set(foldKey(known.subject), known);
    }
    return true;
  }

  /**
   * The subject a name, alias, slug, path or link names, or null. A name
   * that is the first words of exactly one known name is that subject:
   * "Baltica" is "Baltica Rail Cargo", "Renata" is "Renata Kowal" (at least
   * four letters, so "Job" is no one's). Not the other way: "Seedling
   * release", a procedure, is not the project "Seedling".
   */
  resolve(ref: string): KnownSubject | null {
    const names = bareName(ref);
    for (const n of names) {
      const k = this.byKey.get(foldKey(n));
      if (k) return k;
    }
    for (const n of names) {
      const key = foldKey(n);
      if (nameWeight(key) < 4) continue;
      const hits = new Set<KnownSubject>();
      for (const [k, subject] of this.byKey) {
        if (k.startsWith(`${key}-`)) hits.add(subject);
      }
      if (hits.size === 1) return [...hits][0]!;
    }
    return null;
  }

  /** The subject that claimed exactly this name (any case or accent form), or null: no first-words match. */
  exact(name: string): KnownSubject | null {
    return this.byKey.get(foldKey(name)) ?? null;
  }

  /** Every key a name is looked up by, with the subject that claimed it first. */
  keys(): IterableIterator<[string, KnownSubject]> {
    return this.byKey.entries();
  }

  /** Whether `subject` is the slug of a subject the registry keeps. */
  keeps(subject: string): boolean {
    return this.subjects.some((s) => s.subject === subject);
  }

}

// ---------------------------------------------------------------- reading the person's files

function aliasesOf(data: Record<string, unknown>): string[] {
  const a = data.aliases ?? data.alias;
  if (typeof a === 'string') return a.split(',').map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(a)) return a.filter((x): x is string => typeof x === 'string');
  return [];
}

/** A note's H1, outside its frontmatter. */
export function h1Of(body: string): string | null {
  const m = /^#\s+(.+?)\s*#*\s*$/m.exec(body);
  return m ? m[1]!.trim() : null;
}

/** Add a note the vault holds: file name, H1 and aliases all name it. */
export function addNote(reg: SubjectRegistry, path: string, data: Record<string, unknown>, body: string): void {
  const file = (path.split('/').pop() ?? path).replace(/\.md$/i, '');
  const h1 = h1Of(body);
  reg.add({ name: file, path, names: [...(h1 ? [h1] : []), ...aliasesOf(data)], from: 'note' });
}

/**
 * The name an index line gives its subject: its leading link (target and
 * display text), its leading bold name, or the capitalised words (any words
 * of a script without case) a plain line opens with before " — ", ":" or ","
 * (at most four words), and the other
 * name it goes by in brackets after it ("Tomasz Nowak (Tomek)").
 */
export function indexLineNames(line: string): string[] {
  const item = /^\s*[-*+]\s+(?:\[[ xX]\]\s+)?(.+)$/.exec(line);
  if (!item) return [];
  const body = item[1]!;
  const link = findWikiLinks(body)[0];
  if (link && link.index === 0) return bareName(link.raw);
  const bold = /^\*\*([^*]+)\*\*/.exec(body);
  if (bold) return [replaceWikiLinks(bold[1]!, shownText).trim()];
  const head = /^(.+?)(\s+[\u2014\u2013-]\s+|:\s|,\s)/.exec(body);
  if (!head) return [];
  // "Tomasz Nowak (Tomek)", "Katarzyna (Kasia)": the name, then the other name it goes by.
  // A bracket that is not a name ("Flat (rented, until 2027)") stays part of the line's words.
  const aka = /^([^()]+?)\s*\(([^()]+)\)$/.exec(head[1]!.trim());
  const other = aka !== null && rx.u`^(?:\p{Lu}|\p{Lo})[\p{L}'\u2019-]*(?: (?:\p{Lu}|\p{Lo})[\p{L}'\u2019-]*){0,2}$`.test(aka[2]!.trim()) ? [aka[2]!.trim()] : [];
  const name = (other.length > 0 ? aka![1]! : head[1]!).trim();
  const words = name.split(/\s+/);
  // A product or project is often written in lower case ("pipewatch — CI cost CLI", "obsidian-git — sync"):
  // one word before a dash names what the entry is about; before a comma or colon it may be any word ("pytest, never unittest").
  // A script without letter case (Korean, Japanese, Chinese: "엄마 (박정숙) — …", "민지 언니 — …") marks no name
  // by a capital: its words are read as a capitalised name would be.
  const named = rx.u`^(?:\p{Lu}|\p{Lo})`.test(name) || (words.length === 1 && /^\s+[\u2014\u2013]\s+$/.test(head[2]!));
  if (words.length > 4 || !named || /\d/.test(name) || findWikiLinks(name).length > 0) return [];
  return [name, ...other];
}

/** Add every subject an index names, with its section (people's full names also answer to the first name). */
export function addIndex(reg: SubjectRegistry, text: string): void {
  let section = '';
  for (const line of text.split(/\r?\n/)) {
    const h = /^\s{0,3}#{1,6}\s+(.+)$/.exec(line);
    if (h) {
      section = h[1]!.trim();
      continue;
    }
    const names = indexLineNames(line);
    if (names.length === 0) continue;
    const extra: string[] = [];
    const parts = names[0]!.split(/\s+/);
    if (PEOPLE_SECTION_RULE.apply(section) && parts.length === 2 && parts.every((p) => rx.u`^\p{Lu}\p{Ll}+$`.test(p))) extra.push(parts[0]!);
    reg.add({ name: names[0]!, names: [...names.slice(1), ...extra], from: 'index' });
  }
}

/** Add the notes a daily note links: the person named them, so that is their name. */
export function addLinks(reg: SubjectRegistry, text: string): void {
  for (const { link } of findWikiLinks(text)) {
    if (link.embed || link.target === '' || /(?:^|\/)\d{4}-\d{2}-\d{2}/.test(link.target)) continue;
    const name = (link.target.split('/').pop() ?? '').replace(/\.md$/i, '');
    const display = link.alias !== null && link.alias.trim() !== '' ? [link.alias.trim()] : [];
    if (reg.resolve(name) === null) reg.add({ name, names: display, from: 'link' });
  }
}

/**
 * A rename the person wrote: a heading or line that is only "Old → New" (the
 * old name in any case: a lower-case product name is renamed too), or
 * "renamed Old to New". Only a subject the vault knows is renamed.
 */
const RENAMES = [
  rx.gmu`^\s*(?:#{1,6}\s+|[-*+]\s+)?(\p{L}[\p{L}\p{N}' ]{1,40}?)\s*(?:\u2192|->|=>)\s*(\p{Lu}[\p{L}\p{N}' ]{1,40}?)\s*$`,
  rx.gu`\brenam(?:ed|ing)\s+(?:the\s+|it\s+from\s+)?(\p{Lu}[\p{L}\p{N}']*(?: \p{Lu}[\p{L}\p{N}']*){0,3})\s+(?:to|as|into)\s+(\p{Lu}[\p{L}\p{N}']*(?: \p{Lu}[\p{L}\p{N}']*){0,3})`,
];

export function addRenames(reg: SubjectRegistry, text: string): { from: string; to: string }[] {
  const plain = replaceWikiLinks(text, shownText);
  const out: { from: string; to: string }[] = [];
  for (const re of RENAMES) {
    for (const m of plain.matchAll(re)) {
      const from = m[1]!.trim();
      const to = m[2]!.trim();
      if (reg.rename(from, to)) out.push({ from, to });
    }
  }
  return out;
}
