/**
 * The few lines memory already holds that a chunk's subjects touch, given to
 * the model with short ids (`m1`, `m2`, …) so an observation can say which
 * line it replaces or closes (a moved date, a changed preference, finished
 * work). The engine resolves the id back to the note and line it came from;
 * the model never names a path, and an id it was not given means nothing.
 *
 * Chosen by relevance (see memoryContext), within a character budget: the
 * lines are part of the fixed cost of every call.
 */
import { tokenize } from '../similarity';
import { withoutCitation } from '../../formats/citation';
import { replaceWikiLinks } from '../../formats/wikilink';
import { slugify } from '../../formats/slug';
import { foldKey, SubjectRegistry } from '../../sense/subject-registry';
import { isCatchAll, isDatedLabel } from '../subjects';
import { resolveSubject, saidIn } from '../subject-resolver';
import { HELD_OUT, type ExistingMemory, type MemoryNote, type MemoryTier } from '../../sense/memory';
import type { Span } from '../spans';
import { rx } from '../../lib/rx';

/** One memory line as the prompt offers it. */
export interface MemoryRef {
  id: string;
  path: string;
  tier: MemoryTier;
  /** the line as it is in the note (what supersession matches) */
  line: string;
  /** its words for the prompt: no list marker, no citation */
  text: string;
}

/**
 * Tokens of memory lines per call when the settings give none (four
 * characters a token, as the cost estimate counts): about forty lines of a
 * subject's note, in full. Each is part of the fixed cost of every call.
 */
const MEMORY_CONTEXT_TOKENS = 1000;
/** the mark supersession leaves on a line (consolidate/notes.ts supersededBy) */
const SUPERSEDED = /\bsuperseded on \d{4}-\d{2}-\d{2}\b/;
/** fewer shared content words than this is not the same subject */
const MIN_SHARED = 2;

/** The lines a request carries, and how many lines of the subjects in play the budget left out. */
interface MemoryContext {
  refs: MemoryRef[];
  /** whole lines of the subjects in play (or sharing words with a span) that did not fit */
  leftOut: number;
}

interface MemoryContextOptions {
  /** budget in tokens (settings.memoryContextTokens) */
  budgetTokens?: number;
  /** the owner's names: their note is in play in every request */
  owner?: readonly string[];
}

interface Scored {
  path: string;
  tier: MemoryTier;
  line: string;
  text: string;
  /** shared words, each weighted by how rare it is in memory */
  weight: number;
  shared: number;
  /** newest day the line cites ('' when none) */
  newest: string;
  /** the subject the chunk mentions whose note (or digest heading) holds the line, '' for none */
  ofSubject: string;
  /** an open todo or a waiting line: shown whenever its subject is in play */
  open: boolean;
}

/**
 * The memory lines a chunk's request carries, chosen by
 * relevance so a change can point at the line it replaces:
 * - the current lines of the notes of the subjects the spans mention (a
 *   note's subject named in the spans, or speaking in them), newest first,
 *   open ones before finished ones;
 * - lines anywhere that share rare words with the spans ("adoption agencies"
 *   counts for more than a name every line has), best first.
 * The two lists take turns within the character budget. Struck lines are
 * already superseded and never offered.
 */
export function memoryContext(memory: ExistingMemory | undefined, chunk: readonly Span[], opts: MemoryContextOptions = {}): MemoryContext {
  if (!memory || (memory.notes.length === 0 && (memory.heldOut?.length ?? 0) === 0)) return { refs: [], leftOut: 0 };
  const maxChars = (opts.budgetTokens ?? MEMORY_CONTEXT_TOKENS) * 4;
  // Each span's words apart: a change is said in one span (a turn, a line),
  // and a chunk of two days' talk shares some words with every line.
  const spansWith = new Map<string, number[]>();
  chunk.forEach((s, i) => {
    for (const t of new Set(tokenize(s.text))) spansWith.set(t, [...(spansWith.get(t) ?? []), i]);
  });
  const said = saidIn(chunk.map((s) => s.text).join(' '));
  const saysWords = (name: string): boolean => name.length >= 3 && said(name);
  // A subject is in play when the spans say any of its names (an alias, as
  // the registry has them), and the owner's note always: every unlabelled
  // line of a journal is about them.
  const namesOf = new Map<string, string[]>();
  for (const k of memory.registry?.subjects ?? []) namesOf.set(slugify(k.subject), [k.name, ...k.names].map(plainWords));
  const owners = new Set((opts.owner ?? []).map((o) => slugify(o)).filter((o) => o !== ''));
  const says = (subject: string): boolean =>
    saysWords(subject) || owners.has(slugify(subject)) || (namesOf.get(slugify(subject)) ?? []).some(saysWords);
  // A superseded line is struck through (`~~…~~ superseded on DATE by …`): it is never offered.
  // The model's observations held below the daily-digest bar on earlier nights, listed as not in a note: offered by shared words, to merge with or supersede.
  const held: MemoryNote[] = memory.heldOut && memory.heldOut.length > 0
    ? [{ path: HELD_OUT, topic: '', tier: 1, data: {}, status: null, untrusted: false, lines: memory.heldOut }]
    : [];
  const live = [...memory.notes, ...held].flatMap((note) => note.lines.filter((l) => !l.text.includes('~~') && !SUPERSEDED.test(l.text)).map((l) => ({ note, l })));
  const df = new Map<string, number>();
  for (const { l } of live) for (const t of l.tokens) if (spansWith.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  // The subjects the spans mention that memory files lines under (a note, a
  // digest heading), and how many lines each files: the fewer, the more a
  // line naming it is about it.
  const subjectOf = (note: MemoryNote, l: MemoryNote['lines'][number]): string =>
    note.tier === 2 ? note.topic.replace(/-/g, ' ') : note.tier === 1 && l.heading !== undefined ? plainWords(l.heading) : '';
  const filed = new Map<string, number>();
  for (const { note, l } of live) {
    const subject = subjectOf(note, l);
    if (says(subject)) filed.set(subject, (filed.get(subject) ?? 0) + 1);
  }
  const mentioned = [...filed.keys()].sort((a, b) => filed.get(a)! - filed.get(b)!);
  const scored: Scored[] = [];
  for (const { note, l } of live) {
    // A line that is only a link (a digest's pointer to a note) says nothing to replace.
    if (!rx.u`\p{L}`.test(replaceWikiLinks(withoutCitation(l.text), () => ''))) continue;
    // The span this line is nearest to: shared words, each weighted by rarity;
    // not a span of a day the line was written from (a note read again holds
    // the very words its lines were made of).
    const ownDays = new Set(l.support.filter((k) => k.startsWith('day:')).map((k) => k.slice(4)));
    const per = new Map<number, { shared: number; weight: number }>();
    for (const t of l.tokens) {
      const idf = Math.log(1 + live.length / (df.get(t) ?? 1));
      for (const i of spansWith.get(t) ?? []) {
        if (ownDays.has(chunk[i]!.date)) continue;
        const p = per.get(i) ?? { shared: 0, weight: 0 };
        p.shared++;
        p.weight += idf;
        per.set(i, p);
      }
    }
    let shared = 0;
    let weight = 0;
    for (const p of per.values()) if (p.weight > weight) ({ shared, weight } = p);
    // Which mentioned subject the line is about: its note's (or digest
    // heading's), or the most particular one it names, wherever it was filed
    // ("researching adoption agencies" kept in the person's note before
    // "adoption" had one).
    const own = subjectOf(note, l);
    const words = ` ${plainWords(l.text)} `;
    const named = mentioned.find((m) => words.includes(` ${m} `));
    const ofSubject = named !== undefined && (!filed.has(own) || filed.get(named)! < filed.get(own)!) ? named : filed.has(own) ? own : '';
    if (shared < MIN_SHARED && !ofSubject) continue;
    const newest = l.support.filter((k) => k.startsWith('day:')).sort().at(-1)?.slice(4) ?? '';
    // Rare words count, not many words: a long line shares many common ones.
    weight /= Math.sqrt(Math.max(l.tokens.size, 1));
    // A finished thing is rarely what a new line replaces: it counts for half.
    const done = /^\s*[-*+]\s+(?:\[[xX]\]\s+)?Done:/.test(l.text);
    scored.push({ path: note.path, tier: note.tier, line: l.text, text: promptText(l.text), weight: done ? weight / 2 : weight, shared, newest, ofSubject, open: isOpenLine(l) });
  }
  const byWords = scored
    .filter((s) => s.shared >= MIN_SHARED)
    .sort((a, b) => b.weight - a.weight || b.tier - a.tier || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const isDone = (s: Scored) => /^\s*[-*+]\s+(?:\[[xX]\]\s+)?Done:/.test(s.line);
  // Each mentioned subject's lines, open before done, newest first; the
  // subjects take turns, the one with fewest lines first (a person's note
  // holds many lines, "adoption" a few, and those few are the ones to see).
  const groups = new Map<string, Scored[]>();
  for (const s of scored) if (s.ofSubject !== '') groups.set(s.ofSubject, [...(groups.get(s.ofSubject) ?? []), s]);
  const lists = [...groups.values()]
    .map((g) => g.sort((a, b) => Number(isDone(a)) - Number(isDone(b)) || (a.newest < b.newest ? 1 : a.newest > b.newest ? -1 : b.weight - a.weight)))
    .sort((a, b) => a.length - b.length);
  const bySubject: Scored[] = [];
  for (let i = 0; lists.some((g) => i < g.length); i++) for (const g of lists) if (i < g.length) bySubject.push(g[i]!);
  return withinBudget(bySubject, byWords, maxChars);
}

/**
 * Open todos and waiting lines of the subjects in play first, whatever the
 * budget: the night's news is most often the one that closes them. Then the
 * two lists take turns; a line that does not fit is left out whole (never
 * cut mid-sentence) and counted, and a shorter one may still fit.
 */
function withinBudget(bySubject: readonly Scored[], byWords: readonly Scored[], maxChars: number): MemoryContext {
  const out: MemoryRef[] = [];
  const taken = new Set<Scored>();
  const considered = new Set<Scored>();
  let used = 0;
  const take = (s: Scored, always = false): void => {
    considered.add(s);
    if (taken.has(s)) return;
    const cost = s.text.length + 8 + (out.some((o) => o.path === s.path) ? 0 : s.path.length + 4);
    if (!always && used + cost > maxChars) return;
    taken.add(s);
    used += cost;
    out.push({ id: '', path: s.path, tier: s.tier, line: s.line, text: s.text });
  };
  for (const s of bySubject) if (s.open) take(s, true);
  for (let i = 0; i < Math.max(byWords.length, bySubject.length); i++) {
    if (i < byWords.length) take(byWords[i]!);
    if (i < bySubject.length) take(bySubject[i]!);
  }
  // Grouped by note for the prompt (each note is named once), ids in that order.
  const order = [...new Set(out.map((o) => o.path))];
  const refs = out
    .map((o, i) => ({ o, i }))
    .sort((a, b) => order.indexOf(a.o.path) - order.indexOf(b.o.path) || a.i - b.i)
    .map(({ o }, i) => ({ ...o, id: `m${i + 1}` }));
  return { refs, leftOut: considered.size - taken.size };
}

/** The words a topic note's open section goes by (consolidate/notes.ts SECTION_OPEN). */
const OPEN_HEADING = /^(?:open|todos?|to do|next|next steps|open questions|tasks)$/i;

/** A todo not yet done or a line waiting on something: `- [ ] …`, `Waiting: …`, or a line under an open section. */
function isOpenLine(l: MemoryNote['lines'][number]): boolean {
  if (/^\s*[-*+]\s+\[ \]\s/.test(l.text) || /^\s*[-*+]\s+(?:\[ \]\s+)?(?:Waiting|Todo|To do):/i.test(l.text)) return true;
  return l.heading !== undefined && OPEN_HEADING.test(l.heading.trim());
}

/** Lower-case words and digits, single-spaced. */
function plainWords(text: string): string {
  return text.toLowerCase().replace(rx.gu`[^\p{L}\p{N}]+`, ' ').trim();
}

/** A memory line's words in full: no list marker or checkbox, no citation, on one line. */
function promptText(line: string): string {
  const s = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/^\[[ xX]\]\s+/, '');
  return withoutCitation(s).replace(/\s+/g, ' ').trim();
}

/** Subjects one request may name, at most: the line is part of the fixed cost of every call. */
const MAX_SUBJECTS = 20;

/**
 * The subjects the vault knows (the subject registry: topic notes with their
 * titles and aliases, the index's entries, linked notes) and the subjects
 * memory digests under a heading, that `text` mentions by any of their names,
 * for the request's SUBJECTS line, so the model's `topic` can name one. The
 * owner is said on its own line.
 */
export function promptSubjects(memory: ExistingMemory | undefined, text: string, owner: readonly string[] = []): { name: string; aliases: string[] }[] {
  if (!memory) return [];
  const said = saidIn(text);
  const says = (name: string): boolean => plainWords(name).length >= 3 && said(name);
  const mine = new Set(owner.map((o) => foldKey(o)));
  const out = new Map<string, { name: string; aliases: string[] }>();
  const add = (topic: string, name: string, others: readonly string[]): void => {
    if (topic === '' || isDatedLabel(topic) || isCatchAll(topic) || mine.has(topic) || out.has(topic)) return;
    const names = [name, ...others];
    if (names.some((n) => mine.has(foldKey(n))) || !names.some(says)) return;
    out.set(topic, { name, aliases: [...new Set(others.filter((n) => foldKey(n) !== foldKey(name)))] });
  };
  for (const k of memory.registry?.subjects ?? []) add(k.subject, k.name, k.names);
  // A subject digested under a heading has no note yet: its name is its heading.
  for (const note of memory.notes) if (note.tier === 1) for (const h of note.headings ?? []) add(resolveSubject(h, memory.registry ?? new SubjectRegistry())?.subject ?? '', h, []);
  return [...out.values()].slice(0, MAX_SUBJECTS);
}

/** Identity notes that say who the person is, by their topic. */
const ABOUT_ME = /^(?:about-me|about-myself|me|myself|identity|profile|who-i-am)$/;
const NAME_LINE = rx.iu`^(?:[-*+]\s+)?(?:\*\*)?(?:my\s+)?(?:full\s+)?name(?:\*\*)?\s*:\s*(?:\*\*)?\s*(\p{L}[\p{L}'\u2019 .-]{0,60}?)\s*(?:\*\*)?\s*$`;
const NAME_SAID = rx.u`\b(?:[Mm]y name is|I am called|I'm called|[Cc]all me)\s+(\p{Lu}[\p{L}'\u2019-]+(?:\s+\p{Lu}[\p{L}'\u2019-]+)?)`;

/**
 * Whose notes these are: the names the settings give (`owner`, `--owner`),
 * else the name the person's About me note gives (its `name:` and
 * `aliases:`, a `Name: …` line, "my name is …"). Empty when neither says: a
 * journal never names its writer, and the request then says so.
 */
export function ownerNames(configured: readonly string[], memory: ExistingMemory | undefined): string[] {
  if (configured.length > 0) return [...configured];
  for (const note of memory?.notes ?? []) {
    if (note.tier !== 3 || !ABOUT_ME.test(note.topic)) continue;
    const names: string[] = [];
    if (typeof note.data.name === 'string' && note.data.name.trim() !== '') names.push(note.data.name.trim());
    for (const l of note.lines) {
      const words = withoutCitation(l.text).trim();
      const found = NAME_LINE.exec(words)?.[1] ?? NAME_SAID.exec(words)?.[1];
      if (found !== undefined && found.trim() !== '') names.push(found.trim());
    }
    const aliases = Array.isArray(note.data.aliases) ? note.data.aliases.filter((a): a is string => typeof a === 'string' && a.trim() !== '') : [];
    if (names.length > 0) return [...new Set([...names, ...aliases.map((a) => a.trim())])];
  }
  return [];
}

/** The note memory keeps on the owner: a topic note under one of their names, else their About me note. */
export function ownerNote(memory: ExistingMemory | undefined, owner: readonly string[]): string | null {
  if (!memory || owner.length === 0) return null;
  const slugs = new Set(owner.map((o) => slugify(o)));
  const topic = memory.notes.find((n) => n.tier === 2 && slugs.has(n.topic));
  if (topic) return topic.path;
  for (const o of owner) {
    const known = memory.registry?.resolve(o);
    // resolve() also takes a name's one longer subject (caroline → caroline-pottery): only the owner's own counts.
    if (known?.path && [known.name, ...known.names].some((n) => foldKey(n) === foldKey(o))) return known.path;
  }
  return memory.notes.find((n) => n.tier === 3 && ABOUT_ME.test(n.topic))?.path ?? null;
}
