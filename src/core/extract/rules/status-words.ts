/**
 * Status words, not sentence patterns: a line says a subject closed, is done,
 * paused, resumed, moved, was renamed, cancelled or postponed by one of a
 * small set of words per language (words/*.ts, one file per language with the
 * same keys). Which subject the word is about is the subject the line is
 * about (the caller's subject resolution), checked clause by clause here: a
 * state word in a clause about another subject says nothing of this one.
 */
import type { Lifecycle } from '../../formats/lifecycle';
import type { Rule } from '../../lib/rule';
import { escapeRegExp, inJoinedScript } from '../../lib/text';
import { minOf } from '../../lib/arrays';
import { splitSentences } from '../vocabulary';
import type { StatusWords } from './words/shape';
import { DE } from './words/de';
import { EN } from './words/en';
import { ES } from './words/es';
import { FR } from './words/fr';
import { IT } from './words/it';
import { NL } from './words/nl';
import { PL } from './words/pl';
import { PT } from './words/pt';
import { JA } from './words/ja';
import { KO } from './words/ko';
import { ZH } from './words/zh';
import { rx } from '../../lib/rx';

/** The languages whose status words are read, each from its own file. */
const LANGUAGES: Readonly<Record<string, StatusWords>> = { en: EN, de: DE, fr: FR, es: ES, it: IT, pt: PT, nl: NL, pl: PL, ja: JA, zh: ZH, ko: KO };

/** The statuses, in the order a line holding several is read as one: a stop outranks a finish ("closed, all done"). */
const STATUS_KINDS = ['archived', 'closed', 'cancelled', 'paused', 'waiting', 'done', 'postponed', 'resumed', 'renamed', 'moved'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

/** One status word found in a text. */
interface StatusHit {
  kind: StatusKind;
  /** where the word starts and ends in the text (NFC) */
  index: number;
  end: number;
}

const LETTER = String.raw`[\p{L}\p{N}]`;

/** The forms a word of the table stands for: `termin(é|ée)` → terminé, terminée; `repris(e)?` → repris, reprise. */
function forms(word: string): string[] {
  const m = /^(.+)\(([^()]+)\)(\?)?$/u.exec(word);
  if (m === null) return [word];
  const ends = m[2]!.split('|').map((e) => m[1]! + e);
  return m[3] === '?' ? [m[1]!, ...ends] : ends;
}

/**
 * Every language's words of one key as one alternation, longest first (a
 * phrase before its first word); `joined`: only the words of scripts written
 * without spaces (lib/text.ts), else only the others.
 */
function alternation(pick: (w: StatusWords) => readonly string[], joined: boolean | null = null): string {
  const words = [...new Set(Object.values(LANGUAGES).flatMap((w) => pick(w).flatMap(forms).map((x) => x.normalize('NFC').toLowerCase())))]
    .filter((x) => joined === null || inJoinedScript(x) === joined);
  words.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return words.map((x) => escapeRegExp(x).replace(/ /g, String.raw`\s+`)).join('|') || '(?!)';
}

/**
 * Every language's words for "finished" (the table's `done` key), as a pattern
 * source, for a rule that reads them beside a subject's own name ("Bagno
 * finito", "Bornholm trip ended"): the one list, not a copy of it.
 */
export function finishingWordsSource(): string {
  finishing ??= alternation((w) => w.done);
  return finishing;
}

let finishing: string | undefined;

/**
 * A whole word, not part of a compound: "closed-minded" and "well-done" hold
 * none. A word of a script without spaces (完成了, 再開) stands inside its
 * run of letters, with no boundary to ask for.
 */
function wholeWords(pick: (w: StatusWords) => readonly string[]): RegExp {
  return new RegExp(String.raw`(?<!${LETTER}|${LETTER}-)(?:${alternation(pick, false)})(?!${LETTER}|-${LETTER})|(?:${alternation(pick, true)})`, 'giu');
}

interface Matchers {
  /** any word of any kind, with no boundary asked for: a text this finds nothing in has no status word */
  any: RegExp;
  kinds: readonly [StatusKind, RegExp][];
  negated: RegExp;
  notStates: RegExp;
}

let matchers: Matchers | null = null;

/** Built on first use: the plugin's load compiles none of them. */
function getMatchers(): Matchers {
  matchers ??= {
    any: new RegExp(alternation((w) => STATUS_KINDS.flatMap((k) => w[k])), 'iu'),
    kinds: STATUS_KINDS.map((k) => [k, wholeWords((w) => w[k])] as const),
    negated: new RegExp(String.raw`(?<!${LETTER})(?:${alternation((w) => w.negators, false)})\s+$|(?:${alternation((w) => w.negators, true)})$`, 'iu'),
    notStates: wholeWords((w) => w.notStates),
  };
  return matchers;
}

/**
 * The status words of `text` in reading order, without those a negator takes
 * back or a non-state phrase holds. One line is asked about many times in a
 * dream (its lifecycle, its subject's status, the loops a reflection lists),
 * so the answers for the most recent texts are kept.
 */
function statusWordsIn(text: string): readonly StatusHit[] {
  const known = seen.get(text);
  if (known !== undefined) return known;
  const hits = findStatusWords(text);
  if (seen.size >= SEEN_AT_MOST) seen.clear();
  seen.set(text, hits);
  return hits;
}

const seen = new Map<string, readonly StatusHit[]>();
/** How many texts' answers are kept before they are all let go. */
const SEEN_AT_MOST = 4096;

function findStatusWords(text: string): readonly StatusHit[] {
  const t = text.normalize('NFC');
  const m = getMatchers();
  // Most lines hold no status word: one scan without boundaries says so, instead of one per kind.
  if (!m.any.test(t)) return [];
  const blocked = [...t.matchAll(m.notStates)].map((x) => [x.index, x.index + x[0].length] as const);
  const hits: StatusHit[] = [];
  for (const [kind, re] of m.kinds) {
    for (const x of t.matchAll(re)) {
      const index = x.index;
      const end = index + x[0].length;
      if (blocked.some(([a, b]) => index < b && end > a)) continue;
      if (m.negated.test(t.slice(Math.max(0, index - 24), index))) continue;
      if (hits.some((h) => index < h.end && end > h.index)) continue;
      hits.push({ kind, index, end });
    }
  }
  return Object.freeze(hits.sort((a, b) => a.index - b.index));
}

/** The one status a text states, by the order of STATUS_KINDS, or null. */
function statusOf(text: string): StatusKind | null {
  const found = new Set(statusWordsIn(text).map((h) => h.kind));
  return STATUS_KINDS.find((k) => found.has(k)) ?? null;
}

/** What a status does to a subject's lifecycle: resumed, moved, renamed and postponed stop nothing (a later date is a date, not a state). */
const LIFECYCLE_OF: Partial<Record<StatusKind, Lifecycle>> = {
  archived: 'archived', closed: 'closed', cancelled: 'closed', paused: 'paused', waiting: 'waiting', done: 'done',
};

/** The status words of a text that give a lifecycle (a move, a rename or a resumption gives none). */
function stateWordsIn(text: string): readonly StatusHit[] {
  return statusWordsIn(text).filter((h) => LIFECYCLE_OF[h.kind] !== undefined);
}

/** The lifecycle a line's status words give it; `active` when they give none. */
export function lifecycleOfText(text: string): Lifecycle {
  for (const h of [...statusWordsIn(text)].sort((a, b) => STATUS_KINDS.indexOf(a.kind) - STATUS_KINDS.indexOf(b.kind))) {
    const l = LIFECYCLE_OF[h.kind];
    if (l !== undefined) return l;
  }
  return 'active';
}

/** The statuses that say a subject is over: its index line needs no second "closed" when its words say one. */
export const OVER_KINDS: readonly StatusKind[] = ['closed', 'done', 'archived', 'cancelled'];

/** Whether a text says one of `kinds` in so many words. */
export function saysAny(text: string, kinds: readonly StatusKind[]): boolean {
  return statusWordsIn(text).some((h) => kinds.includes(h.kind));
}

/** Whether a text takes a subject up again in so many words ("back on", "reprise", "wieder aufgenommen"). */
export function saysResumed(text: string): boolean {
  return saysAny(text, ['resumed']);
}

export const STATUS_WORD_RULE: Rule<string, StatusKind | null> = {
  id: 'status-word',
  locales: Object.keys(LANGUAGES),
  apply: statusOf,
};

/** The input of the aboutness rule: a line and the subject it was filed under. */
interface StatusAbout {
  text: string;
  /** the subject's topic (kebab-case) */
  topic: string;
  /** the names of the other subjects the person has, lower case: a clause naming one of them is about that one */
  others?: readonly string[];
}

/** How many words may come before a state word for it to be the state of a clause that does not name its subject ("Finally done", "Project paused"). */
const STATE_OPENS_WITHIN = 1;

/** A line's clauses: its sentences, and within a sentence the parts a semicolon or a dash sets apart (and the full-width comma and semicolon of Chinese and Japanese, which set no spaces). */
function clausesOf(text: string): string[] {
  return splitSentences(text).flatMap((s) => s.split(/\s*;\s+|\s+[\u2014\u2013]\s+|[\uff0c\uff1b]/u)).map((c) => c.trim()).filter((c) => c !== '');
}

/** Whether normed words say a normed name: whole words, or inside a run of letters for a name of a script without spaces. */
function says(words: string, name: string): boolean {
  return inJoinedScript(name) ? name.trim() !== '' && words.includes(name.trim()) : words.includes(name);
}

/** Words of a text, lower case and without accents, space-padded: " velo avance " for "vélo avance". */
const norm = (x: string): string => ` ${x.normalize('NFD').replace(rx.gu`\p{M}+`, '').toLowerCase().replace(rx.gu`[^\p{L}\p{N}]+`, ' ').trim()} `;

/**
 * Whether the status words of a line are about `topic`. A clause naming the
 * subject (its name or its name's first word) carries its state; when some
 * clause names it and none of those says a state, the state is another
 * subject's. When no clause names it (a line under its heading), a state
 * word opening a clause is the subject's, unless that clause names another
 * subject of the person's.
 */
function statusIsAbout(input: StatusAbout): boolean {
  const { text, topic } = input;
  const name = norm(topic.replace(/-/g, ' '));
  const head = norm(topic.split('-')[0] ?? topic);
  const clauses = clausesOf(text);
  const others = (input.others ?? []).map(norm).filter((o) => o.trim() !== '' && !name.includes(o) && !o.includes(name));
  const namesOther = (c: string): boolean => others.some((o) => says(norm(c), o));
  const naming = clauses.filter((c) => says(norm(c), name) || says(norm(c), head));
  if (naming.length > 0) return naming.some((c) => stateWordsIn(c).length > 0 && !(namesOther(c) && !statusNextTo(c, name, head)));
  if (clauses.length < 2) return !namesOther(text);
  return clauses.some((c) => !namesOther(c) && stateWordsIn(c).some((h) => c.slice(0, h.index).trim().split(/\s+/).filter((w) => rx.u`\p{L}`.test(w)).length <= STATE_OPENS_WITHIN));
}

/** Whether a state word in a clause naming two subjects sits right by this one's name (no more than two words away). */
function statusNextTo(clause: string, name: string, head: string): boolean {
  const places = namePlaces(clause, name, head);
  return wordPlaces(clause, stateWordsIn(clause)).some((h) => places.some((p) => Math.abs(h.at - p) <= 2));
}

/** Where the subject's name (or its first word) stands in a clause, as word positions of its first and last word. */
function namePlaces(clause: string, name: string, head: string): number[] {
  const words = norm(clause).trim().split(' ');
  const at = (n: string): number[] => {
    const parts = n.trim().split(' ');
    if (inJoinedScript(n)) return words.flatMap((w, i) => (parts.length === 1 && w.includes(parts[0]!) ? [i] : []));
    return words.flatMap((_, i) => (words.slice(i, i + parts.length).join(' ') === parts.join(' ') ? [i, i + parts.length - 1] : []));
  };
  return [...at(name), ...at(head)];
}

/** Each hit with the word position it starts at in the clause. */
function wordPlaces(clause: string, hits: readonly StatusHit[]): { hit: StatusHit; at: number }[] {
  return hits.map((hit) => ({ hit, at: norm(clause.slice(0, hit.index)).trim().split(' ').filter((w) => w !== '').length }));
}

/**
 * The status a line gives its subject when it holds several: the word
 * nearest the subject's name in a clause naming it, the later one on a tie
 * ("the cutover is done, so the course is back on" takes the course up
 * again; the done is the cutover's). Null when no clause names the subject or
 * none of those holds a status word.
 */
function statusOfSubject(input: { text: string; topic: string }): StatusKind | null {
  const name = norm(input.topic.replace(/-/g, ' '));
  const head = norm(input.topic.split('-')[0] ?? input.topic);
  let best: { kind: StatusKind; distance: number; at: number } | null = null;
  for (const c of clausesOf(input.text)) {
    const places = namePlaces(c, name, head);
    if (places.length === 0) continue;
    const hits = wordPlaces(c, statusWordsIn(c).filter((h) => LIFECYCLE_OF[h.kind] !== undefined || h.kind === 'resumed'));
    for (const { hit, at } of hits) {
      const distance = minOf(places.map((p) => Math.abs(at - p)));
      if (best === null || distance < best.distance || (distance === best.distance && at > best.at)) best = { kind: hit.kind, distance, at };
    }
  }
  return best?.kind ?? null;
}

export const STATUS_OF_SUBJECT_RULE: Rule<{ text: string; topic: string }, StatusKind | null> = {
  id: 'status-of-subject',
  locales: ['*'],
  apply: statusOfSubject,
};

export const STATUS_ABOUT_RULE: Rule<StatusAbout, boolean> = {
  id: 'status-is-about',
  locales: ['*'],
  apply: statusIsAbout,
};
