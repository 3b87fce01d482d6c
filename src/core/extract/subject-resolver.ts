/**
 * The one answer to "which subject is this name?", for both extraction paths.
 *
 * A name reaches the engine from a line (a heading, a link, a tag, the name a
 * sentence opens with) or from a model's `topic`. Whatever its form — a link
 * `[[People/Kasia|Kasia]]`, a possessive "Kasia's", a slug, another case or
 * Unicode form, an alias — it resolves through the subject registry (the
 * person's notes, aliases and index entries; sense/subject-registry.ts) to
 * the subject the vault already keeps, or else to a new subject named by its
 * slug, which then earns its note like any other (extract/subjects.ts).
 *
 * The vault's owner is a person the notes are by, not a subject they found:
 * a name that is one of the owner's is answered as the owner, so that no
 * caller files it as a new subject.
 */
import { slugify } from '../formats/slug';
import { findWikiLinks } from '../formats/wikilink';
import { foldAccents, foldKey, SubjectRegistry } from '../sense/subject-registry';
import type { ExistingMemory } from '../sense/memory';
import { rx } from '../lib/rx';
import { inJoinedScript } from '../lib/text';

interface ResolvedSubject {
  /** the slug lines about it are grouped by (its note's file name when it has one) */
  subject: string;
  /** known: a subject the vault keeps; owner: the vault's owner; new: a subject the vault does not know yet */
  kind: 'known' | 'owner' | 'new';
  /** its note, when it has one */
  path: string | null;
}

interface SubjectOptions {
  /** the owner's names and aliases, as their notes write them (settings.owner) */
  owner?: readonly string[];
}

/**
 * The subjects memory already knows, as names a line can say: every note's
 * subject, and every name the registry has (the person's notes, aliases and
 * index entries, and the notes memory's own lines link, such as "[[Tomasz
 * Grabowski]] gave the tour" kept in a digest before he has a note of his
 * own). A name of another subject is given with it: an alias ("job hunt") is
 * its subject's name, not a subject of its own.
 */
export function knownSubjectNames(memory: Pick<ExistingMemory, 'notes' | 'registry'>): Array<string | readonly [string, string]> {
  const out: Array<string | readonly [string, string]> = memory.notes.map((n) => n.topic);
  for (const s of memory.registry?.subjects ?? []) for (const n of s.names) out.push([n, s.subject]);
  return out;
}

/**
 * The words a prompt or a model puts for the owner when no name is known
 * ("the person", "the user", "la personne"): the owner, never a subject with
 * a note of its own.
 */
const OWNER_PLACEHOLDERS = new Set(
  ['the person', 'person', 'the user', 'user', 'the owner', 'owner', 'the author', 'the narrator', 'me', 'myself', 'la personne', 'die person', 'der nutzer', 'la persona', 'osoba'].map(foldKey),
);

/** True for a topic that is only the prompt's word for the owner. */
export function isOwnerPlaceholder(name: string): boolean {
  return OWNER_PLACEHOLDERS.has(foldKey(bareSubjectName(name)));
}

/**
 * The subject a name stands for, or null when nothing of it can name one (an
 * empty string, punctuation only). A known subject wins over the owner when
 * the owner's name is also a note of theirs: that note is where the owner's
 * lines go.
 */
export function resolveSubject(ref: string, registry: SubjectRegistry, opts: SubjectOptions = {}): ResolvedSubject | null {
  const name = bareSubjectName(ref);
  if (foldKey(name) === '') return null;
  // The owner's placeholder is the owner: by their name when one is known, else no subject at all.
  if (isOwnerPlaceholder(name)) return opts.owner !== undefined && opts.owner.length > 0 ? resolveSubject(opts.owner[0]!, registry, opts) : null;
  const known = registry.resolve(ref) ?? (name !== ref.trim() ? registry.resolve(name) : null);
  const owner = opts.owner ?? [];
  const ownerKeys = new Set(owner.map(foldKey).filter((k) => k !== ''));
  const isOwner = ownerKeys.has(foldKey(name)) || (known !== null && known.names.some((n) => ownerKeys.has(foldKey(n))));
  if (isOwner) {
    const home = known ?? owner.map((o) => registry.resolve(o)).find((k) => k !== null) ?? null;
    return { subject: home?.subject ?? slugify(owner[0]!), kind: 'owner', path: home?.path ?? null };
  }
  if (known) return { subject: known.subject, kind: 'known', path: known.path };
  return { subject: slugify(name), kind: 'new', path: null };
}

/**
 * The subject a name is when the vault does not know it yet: the slug of the
 * bare name (a link's note, a tag without its `#`, a possessive's owner).
 */
export function newSubject(ref: string): string {
  return slugify(bareSubjectName(ref));
}

/** A text's words, folded as names are looked up: accents and case left out, apostrophes dropped or read as a break. */
function foldedWords(text: string, apostrophe: '' | ' '): string {
  return ` ${foldAccents(text).normalize('NFKC').toLowerCase().replace(/['\u2019]/g, apostrophe).replace(rx.gu`[^\p{L}\p{N}]+`, ' ').trim()} `;
}

/**
 * Whether a text says a name, as whole words in any case or accent form
 * ("Gdansk" says Gdańsk), a slug's hyphens as spaces; a possessive says its
 * owner ("Kasia's car" says Kasia) and a possessive name is said as written
 * ("Bob's bike"). The text is read once for all the names asked.
 */
export function saidIn(text: string): (name: string) => boolean {
  const whole = foldedWords(text, '');
  const split = foldedWords(text, ' ');
  return (name) => {
    const n = foldedWords(name.replace(/-/g, ' '), '');
    // "今天青山项目的…" says 青山: in a script without spaces a name sits inside a run of letters.
    if (inJoinedScript(n)) return whole.includes(n.trim());
    return n.trim() !== '' && (whole.includes(n) || split.includes(n));
  };
}

/**
 * Every subject the registry knows that a text names (saidIn), each once,
 * in the order the text first names them. `accept` leaves out names a caller
 * does not count (a catch-all such as "preferences").
 */
export function mentionedSubjects(text: string, registry: SubjectRegistry, accept: (key: string) => boolean = () => true): string[] {
  const whole = foldedWords(text, '');
  const split = foldedWords(text, ' ');
  const at = new Map<string, number>();
  for (const [key, known] of registry.keys()) {
    if (!accept(key)) continue;
    const n = ` ${key.replace(/-/g, ' ')} `;
    // The position in the text as written with apostrophes as breaks, where both forms have it;
    // a name in a script without spaces, inside its run of letters (saidIn).
    const i = inJoinedScript(key) ? whole.indexOf(n.trim()) : split.indexOf(n) >= 0 ? split.indexOf(n) : whole.indexOf(n);
    if (i >= 0 && i < (at.get(known.subject) ?? Infinity)) at.set(known.subject, i);
  }
  return [...at].sort((a, b) => a[1] - b[1]).map(([subject]) => subject);
}

/** The first subject a text names (mentionedSubjects), or null. */
export function mentionedSubject(text: string, registry: SubjectRegistry): string | null {
  return mentionedSubjects(text, registry)[0] ?? null;
}

/**
 * A name without what a line wraps it in: a link's shown text or target is
 * left to the registry; here a possessive ("Kasia's", "Kasia’s", "James'"),
 * a leading `#` of a tag and surrounding punctuation go.
 */
export function bareSubjectName(ref: string): string {
  let s = ref.trim();
  const first = findWikiLinks(s)[0];
  if (first !== undefined && first.index === 0) s = first.link.alias?.trim() || first.link.target.split('/').pop() || '';
  s = s.replace(rx.u`^#(?=\p{L})`, '').replace(/^[\s"\u201c\u201d'\u2018\u2019([{]+|[\s"\u201c\u201d'\u2018\u2019)\]}.,;:!?]+$/gu, '');
  return s.replace(rx.iu`(\p{L})['\u2019]s$`, '$1').trim();
}
