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
import { foldKey, SubjectRegistry } from '../sense/subject-registry';

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

/** Subjects the offline extractor knows by name (lower-case spaced name → subject), as a registry to resolve through. */
export function registryOfNames(known: ReadonlyMap<string, string>): SubjectRegistry {
  const reg = new SubjectRegistry();
  for (const [name, subject] of known) reg.add({ name: subject, names: [name], from: 'link' });
  return reg;
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
    return { subject: home?.topic ?? slugify(owner[0]!), kind: 'owner', path: home?.path ?? null };
  }
  if (known) return { subject: known.topic, kind: 'known', path: known.path };
  return { subject: slugify(name), kind: 'new', path: null };
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
  s = s.replace(/^#(?=\p{L})/u, '').replace(/^[\s"“”'‘’([{]+|[\s"“”'‘’)\]}.,;:!?]+$/gu, '');
  return s.replace(/(\p{L})['’]s$/iu, '$1').trim();
}
