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
import { foldKey } from '../../sense/subject-registry';
import { isCatchAll, isDatedLabel } from '../subjects';
import type { ExistingMemory, MemoryNote, MemoryTier } from '../../sense/memory';
import type { Span } from '../spans';

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

/** Characters of memory lines per call: about 400 tokens, inside the 1.5k fixed budget. */
const MEMORY_CONTEXT_CHARS = 1600;
const MAX_LINES = 14;
const MAX_LINE_CHARS = 160;
/** fewer shared content words than this is not the same subject */
const MIN_SHARED = 2;

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
}

/**
 * The memory lines a chunk's request carries (issue 21 item 1), chosen by
 * relevance so a change can point at the line it replaces:
 * - the current lines of the notes of the subjects the spans mention (a
 *   note's subject named in the spans, or speaking in them), newest first,
 *   open ones before finished ones;
 * - lines anywhere that share rare words with the spans ("adoption agencies"
 *   counts for more than a name every line has), best first.
 * The two lists take turns within the character budget. Struck lines are
 * already superseded and never offered.
 */
export function memoryContext(memory: ExistingMemory | undefined, chunk: readonly Span[], maxChars = MEMORY_CONTEXT_CHARS): MemoryRef[] {
  if (!memory || memory.notes.length === 0) return [];
  // Each span's words apart: a change is said in one span (a turn, a line),
  // and a chunk of two days' talk shares some words with every line.
  const spansWith = new Map<string, number[]>();
  chunk.forEach((s, i) => {
    for (const t of new Set(tokenize(s.text))) spansWith.set(t, [...(spansWith.get(t) ?? []), i]);
  });
  const said = ` ${chunk.map((s) => s.text).join(' ').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const says = (name: string): boolean => name.length >= 3 && said.includes(` ${name} `);
  const live = memory.notes.flatMap((note) => note.lines.filter((l) => !l.text.includes('~~')).map((l) => ({ note, l })));
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
    if (!/\p{L}/u.test(replaceWikiLinks(withoutCitation(l.text), () => ''))) continue;
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
    scored.push({ path: note.path, tier: note.tier, line: l.text, text: promptText(l.text), weight: done ? weight / 2 : weight, shared, newest, ofSubject });
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
  const out: MemoryRef[] = [];
  const taken = new Set<Scored>();
  let used = 0;
  const take = (s: Scored): void => {
    if (taken.has(s) || out.length >= MAX_LINES) return;
    taken.add(s);
    const cost = s.text.length + 8 + (out.some((o) => o.path === s.path) ? 0 : s.path.length + 4);
    if (used + cost > maxChars) return;
    used += cost;
    out.push({ id: '', path: s.path, tier: s.tier, line: s.line, text: s.text });
  };
  for (let i = 0; i < Math.max(byWords.length, bySubject.length) && out.length < MAX_LINES; i++) {
    if (i < byWords.length) take(byWords[i]!);
    if (i < bySubject.length) take(bySubject[i]!);
  }
  // Grouped by note for the prompt (each note is named once), ids in that order.
  const order = [...new Set(out.map((o) => o.path))];
  return out
    .map((o, i) => ({ o, i }))
    .sort((a, b) => order.indexOf(a.o.path) - order.indexOf(b.o.path) || a.i - b.i)
    .map(({ o }, i) => ({ ...o, id: `m${i + 1}` }));
}

/** Lower-case words and digits, single-spaced. */
function plainWords(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** A memory line's words: no list marker or checkbox, no citation, on one line, cut short. */
function promptText(line: string): string {
  let s = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/^\[[ xX]\]\s+/, '');
  s = withoutCitation(s).replace(/\s+/g, ' ').trim();
  return s.length > MAX_LINE_CHARS ? `${s.slice(0, MAX_LINE_CHARS - 1)}…` : s;
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
export function mentionedSubjects(memory: ExistingMemory | undefined, text: string, owner: readonly string[] = []): { name: string; aliases: string[] }[] {
  if (!memory) return [];
  const said = ` ${plainWords(text)} `;
  const says = (name: string): boolean => {
    const w = plainWords(name);
    return w.length >= 3 && said.includes(` ${w} `);
  };
  const mine = new Set(owner.map((o) => foldKey(o)));
  const out = new Map<string, { name: string; aliases: string[] }>();
  const add = (topic: string, name: string, others: readonly string[]): void => {
    if (topic === '' || isDatedLabel(topic) || isCatchAll(topic) || mine.has(topic) || out.has(topic)) return;
    const names = [name, ...others];
    if (names.some((n) => mine.has(foldKey(n))) || !names.some((n) => says(n) || says(n.replace(/-/g, ' ')))) return;
    out.set(topic, { name, aliases: [...new Set(others.filter((n) => foldKey(n) !== foldKey(name)))] });
  };
  for (const k of memory.registry?.subjects ?? []) add(k.topic, k.name, k.names);
  // A subject digested under a heading has no note yet: its name is its heading.
  for (const note of memory.notes) if (note.tier === 1) for (const h of note.headings ?? []) add(memory.registry?.topicOf(h) ?? slugify(h), h, []);
  return [...out.values()].slice(0, MAX_SUBJECTS);
}
