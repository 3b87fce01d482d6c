/**
 * Merging: the same observation written on several days (or said in several
 * sessions) becomes one candidate whose sources are the union — that union is
 * what recurrence counts, and recurrence is the strongest evidence a note has
 * that something lasts.
 *
 * Single-link clustering: two candidates are one observation when they are
 * near-duplicates (DUPLICATE_THRESHOLD), a short restatement of a preference,
 * decision or procedure, or share a key phrase (keyPhraseShared) — and do
 * not contradict each other (contradiction.ts: a different value in the same
 * place, or one negates the other; such a pair is two observations, the newer
 * superseding the older), and their openings do not name different subjects
 * ("Anna moved to Berlin" / "Ola moved to Berlin": contradiction.ts,
 * differentSubjects). Groups linked through any member are one group.
 * Kind is not part of the key: "- [ ] renew passport" on Monday and
 * "- [x] renew passport" on Friday are one observation whose newest state wins.
 */
import { pairRelation } from './contradiction';
import { DUPLICATE_THRESHOLD, RESTATEMENT_OVERLAP, diceOfSets, hasCjk, overlapOfSets, tokenize } from '../extract/similarity';
import { replaceWikiLinks } from '../formats/wikilink';
import type { Span } from '../extract/spans';
import type { RawCandidate } from '../extract/raw-candidate';

export interface Merged {
  /** the newest member's wording (the person's latest phrasing and state) */
  text: string;
  kind: RawCandidate['kind'];
  topic: string;
  domain: string;
  lifecycle: RawCandidate['lifecycle'];
  /** union of the members' span ids, in first-seen order */
  spanIds: string[];
  members: RawCandidate[];
  /** strongest judgement any member carried */
  importance: number;
  stability: number;
  actionability: number;
  extractor: RawCandidate['extractor'];
  /** the most salient member's breakdown */
  salience?: RawCandidate['salience'];
  /**
   * The wording of an older group this one contradicts ("prefers coffee" after
   * "prefers tea"): the newer statement supersedes the older, which stays.
   */
  supersedes?: string;
}

const TRANSCRIPT_ROLES = new Set(['user', 'assistant', 'tool_result']);

/**
 * The evidence unit recurrence counts: a day for notes (two notes dated the
 * same day are one day), a session for transcripts.
 */
export function supportKey(span: Pick<Span, 'role' | 'session' | 'date'>): string {
  return TRANSCRIPT_ROLES.has(span.role) ? `session:${span.session}` : `day:${span.date}`;
}

/**
 * Comparisons one candidate makes with earlier ones, at most. One 400 KiB
 * chat paste (thousands of turns that all say "think" or "really") made every
 * candidate meet every earlier one through those words: 80 s for one note,
 * 277 s for 768 KiB. Candidates meet rarest key phrase first, then rarest word
 * first, newest first, so a restatement — which shares its rare words — is met
 * long before the bound; what the bound gives up is a link through common
 * words only, which the rules would rarely accept anyway. A batch where no
 * candidate reaches it (any ordinary vault) merges exactly as comparing every
 * pair would.
 */
export const MAX_PAIRINGS = 200;
/**
 * Index entries one candidate walks, at most, including entries already in
 * its group (skipped without a comparison): thousands of lines joined into
 * one group would otherwise be walked again by every later line.
 */
export const MAX_STEPS = 20 * MAX_PAIRINGS;

/** What merging did, for tests and the bench: counted, not timed. */
export interface MergeStats {
  /** pairs judged by the rules (similarEnough, then pairRelation) */
  comparisons: number;
  /** index entries walked */
  steps: number;
  /** candidates whose search stopped at MAX_PAIRINGS or MAX_STEPS */
  bounded: number;
}

/** Everything the rules read from one candidate, computed once per candidate rather than once per pair. */
interface Shape {
  /** tokenize(text), in order */
  words: string[];
  tokens: Set<string>;
  /** contentSequence */
  phrase: string[];
  /** adjacent pairs of `phrase` as `x\u0000y`, in order (phrase.length - 1 of them) */
  pairList: string[];
  pairs: Set<string>;
  numbers: Set<string>;
}

function shapeOf(text: string, words: string[], phrase: string[], tokens: Set<string> = new Set(words)): Shape {
  const pairList: string[] = [];
  for (let i = 0; i + 1 < phrase.length; i++) pairList.push(`${phrase[i]}\u0000${phrase[i + 1]}`);
  return { words, tokens, phrase, pairList, pairs: new Set(pairList), numbers: numbersIn(text) };
}

export function mergeCandidates(raw: RawCandidate[], spans: Span[], stats?: MergeStats): Merged[] {
  const byId = new Map(spans.map((s) => [s.id, s]));
  const newest = (c: RawCandidate): string =>
    c.spanIds.map((id) => byId.get(id)?.date ?? '').reduce((a, b) => (b > a ? b : a), '');
  const { root, contradicted } = groupObservations(raw, stats ?? { comparisons: 0, steps: 0, bounded: 0 });
  const byRoot = new Map<number, RawCandidate[]>();
  raw.forEach((c, i) => append(byRoot, root(i), c));
  // Groups in the order of their first member, members in input order.
  const roots = [...byRoot.keys()].sort((x, y) => x - y);
  const groupOfRoot = new Map(roots.map((r, gi) => [r, gi]));

  const newestOf: string[] = [];
  const merged = roots.map((r): Merged => {
    const group = mergeGroup(byRoot.get(r)!, newest);
    newestOf.push(group.latestDate);
    return group.merged;
  });
  // Same statement, different value: the newer group supersedes the older.
  for (const [i, j] of contradicted) {
    const [gi, gj] = [groupOfRoot.get(root(i))!, groupOfRoot.get(root(j))!];
    if (gi === gj || newestOf[gi] === newestOf[gj]) continue;
    const [newer, older] = newestOf[gi]! > newestOf[gj]! ? [merged[gi]!, merged[gj]!] : [merged[gj]!, merged[gi]!];
    newer.supersedes ??= older.text;
  }
  return merged;
}

/** Which candidates are one observation (the root of each one's group), and the pairs that say one statement with different values. */
function groupObservations(raw: readonly RawCandidate[], counted: MergeStats): { root: (i: number) => number; contradicted: [number, number][] } {
  // Union-find rather than "join the first group": a restatement that links
  // two earlier groups (Monday's and Wednesday's wording of one routine, each
  // too far from the other alone) joins them, so the observation counts every
  // day it was written.
  const shapes = raw.map((c) => shapeOf(c.text, tokenize(c.text), contentSequence(c)));
  const parent = raw.map((_c, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const union = (i: number, j: number): void => {
    const [a, b] = [root(i), root(j)];
    parent[Math.max(a, b)] = Math.min(a, b);
  };
  // Only pairs that share a token can be one observation (every rule in
  // sameObservation needs a shared token: Dice and overlap count them, and a
  // key phrase is made of them), so candidates meet through an index of
  // their key phrases and words instead of all n² pairs. An identical
  // candidate (same kind, topic and text) has exactly the same edges as its
  // first copy, so it joins that copy and is not compared again: a year of
  // notes repeats many lines word for word. Neither shortcut changes the
  // groups, which are the connected components of the "same observation"
  // relation whatever the order; only MAX_PAIRINGS and MAX_STEPS can.
  const contradicted: [number, number][] = [];
  const firstCopy = new Map<string, number>();
  const byPair = new Map<string, number[]>();
  const byToken = new Map<string, number[]>();
  const rarestFirst = (keys: Iterable<string>, index: Map<string, number[]>): number[][] =>
    [...keys].map((k) => index.get(k)).filter((l): l is number[] => l !== undefined).sort((x, y) => x.length - y.length);
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    const key = `${c.kind}\u0000${c.topic}\u0000${c.speaker ?? ''}\u0000${c.text}`;
    const copy = firstCopy.get(key);
    if (copy !== undefined) {
      union(i, copy);
      continue;
    }
    firstCopy.set(key, i);
    const met = new Set<number>();
    let compared = 0;
    let steps = 0;
    scan: for (const list of [...rarestFirst(shapes[i]!.pairs, byPair), ...rarestFirst(shapes[i]!.tokens, byToken)]) {
      for (let k = list.length - 1; k >= 0; k--) {
        if (steps === MAX_STEPS || compared === MAX_PAIRINGS) {
          counted.bounded++;
          break scan;
        }
        steps++;
        const j = list[k]!;
        if (met.has(j)) continue;
        met.add(j);
        if (root(i) === root(j)) continue;
        compared++;
        const relation = relate(c, shapes[i]!, raw[j]!, shapes[j]!);
        if (relation === 'contradicts') contradicted.push([i, j]);
        else if (relation === 'same') union(i, j);
      }
    }
    counted.comparisons += compared;
    counted.steps += steps;
    for (const p of shapes[i]!.pairs) append(byPair, p, i);
    for (const t of shapes[i]!.tokens) append(byToken, t, i);
  }
  return { root, contradicted };
}

/** One group's candidate: the newest member's state, the fullest member's wording, the strongest signals. */
function mergeGroup(members: RawCandidate[], newest: (c: RawCandidate) => string): { merged: Merged; latestDate: string } {
  // The newest member gives the state (kind, lifecycle: a todo later ticked
  // off is done); the fullest member gives the wording.
  let latest = members[0]!;
  let latestDate = newest(latest);
  for (const m of members) {
    const d = newest(m);
    if (d > latestDate) [latest, latestDate] = [m, d];
  }
  const lead = fullest(members);
  const spanIds = [...new Set(members.flatMap((m) => m.spanIds))];
  const topic = mostCommon(members.map((m) => m.topic), lead.topic);
  const domain = mostCommon(members.map((m) => m.domain), lead.domain);
  const strongest = (signal: 'importance' | 'stability' | 'actionability'): number =>
    members.reduce((best, m) => Math.max(best, m[signal]), -Infinity);
  const merged: Merged = {
    text: lead.text,
    kind: latest.kind,
    topic,
    domain,
    lifecycle: latest.lifecycle,
    spanIds,
    members,
    importance: strongest('importance'),
    stability: strongest('stability'),
    actionability: strongest('actionability'),
    extractor: members.some((m) => m.extractor === 'model') ? 'model' : 'offline',
    ...mostSalient(members),
  };
  return { merged, latestDate };
}

function append<K, V>(index: Map<K, V[]>, key: K, value: V): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

type Relation = 'same' | 'contradicts' | 'apart';

/**
 * One pair, judged: one observation, the same statement with a different
 * value (contradiction.ts: two observations, the newer superseding the
 * older), or unrelated.
 */
function relate(a: RawCandidate, sa: Shape, b: RawCandidate, sb: Shape): Relation {
  // "I agree, Mel" and "Melanie: I agree, Caroline" are two people's words.
  if ((a.speaker ?? null) !== (b.speaker ?? null)) return 'apart';
  if (!similarEnough(a, sa, b, sb)) return 'apart';
  // Checked last, only for a pair some rule would join: it aligns the two lines.
  // "Anna moved to Berlin" and "Ola moved to Berlin": the same words about two people stay apart.
  const r = pairRelation(a.text, b.text, sa.words, sb.words);
  return r === 'different-subjects' ? 'apart' : r;
}

export function sameObservation(
  a: RawCandidate,
  ta: Set<string>,
  b: RawCandidate,
  tb: Set<string>,
  pa: string[] = contentSequence(a),
  pb: string[] = contentSequence(b),
): boolean {
  return relate(a, shapeOf(a.text, tokenize(a.text), pa, ta), b, shapeOf(b.text, tokenize(b.text), pb, tb)) === 'same';
}

function similarEnough(a: RawCandidate, sa: Shape, b: RawCandidate, sb: Shape): boolean {
  if (!setsDiffer(sa.numbers, sb.numbers)) {
    if (diceOfSets(sa.tokens, sb.tokens) >= DUPLICATE_THRESHOLD) return true;
    const restatable = a.kind === b.kind && (a.kind === 'preference' || a.kind === 'decision' || a.kind === 'procedure');
    if (restatable && Math.min(sa.tokens.size, sb.tokens.size) >= 2 && overlapOfSets(sa.tokens, sb.tokens) >= RESTATEMENT_OVERLAP) return true;
  }
  return keyPhraseShared(a, sa, b, sb);
}

/** Words two lines must cover with pairs adjacent in both to be one observation in other words. */
const KEY_PHRASE_WORDS = 5;
/** …or this many, when one of those pairs holds a number both lines state ("before 10"). */
const KEY_PHRASE_WORDS_WITH_NUMBER = 4;

/**
 * The paraphrase rule. A person restates a routine in new words each time
 * ("Morning writing block 08:00–10:00 went well; no meetings before 10" …
 * "Writing block before 10 again; protected it from a 9:30 meeting"): the
 * Dice score of such lines stays below the duplicate bar because each adds
 * its own detail, yet they are the most durable thing the notes say. Two
 * lines are one observation when
 *   1. the word pairs adjacent in both ("writing block", "before 10") cover
 *      at least KEY_PHRASE_WORDS words, or KEY_PHRASE_WORDS_WITH_NUMBER when
 *      a shared pair carries a number (an exact quantity said twice is
 *      itself distinctive). Words are taken after dropping stopwords, Latin
 *      words under 3 letters and the words of the topic's name (every
 *      #seedling line says "Seedling": that says what the line is about, not
 *      what it says). One shared compound — "bottom bracket", "harvest log",
 *      "new bottom bracket" — names a subject, and lines about one subject
 *      are usually different events; two ("weekly review … bike done",
 *      "remember the user … always wants") still are, measured on the
 *      example vault; a restatement repeats more than that;
 *   2. they do not disagree on every number: when both carry numbers, at
 *      least one is common. "Good run, 8 km" / "Good run, 10 km" and
 *      "Release 0.2" / "Release 0.3" share none: different runs, different
 *      releases, kept apart;
 *   3. neither is a todo while the other is not: "Prototype reminders (web
 *      push or e-mail digest?)" asks what the later decision answers, and the
 *      answer is its own observation. (A todo and its ticked-off copy still
 *      merge through Dice.)
 * CJK needs no special case: its tokens are character bigrams, so a shared
 * pair is a shared run of three characters, and two of them are needed.
 */
function keyPhraseShared(a: Pick<RawCandidate, 'kind'>, sa: Shape, b: Pick<RawCandidate, 'kind'>, sb: Shape): boolean {
  const [pa, pb] = [sa.phrase, sb.phrase];
  if (pa.length < 2 || pb.length < 2) return false;
  if ((a.kind === 'todo') !== (b.kind === 'todo')) return false;
  if (setsDisjoint(sa.numbers, sb.numbers)) return false;
  const covered = new Set<string>();
  let withNumber = false;
  for (let i = 0; i + 1 < pa.length; i++) {
    const [x, y] = [pa[i]!, pa[i + 1]!];
    if (x === y || !sb.pairs.has(sa.pairList[i]!)) continue;
    covered.add(x);
    covered.add(y);
    if (/\d/.test(x) || /\d/.test(y)) withNumber = true;
  }
  return covered.size >= (withNumber ? KEY_PHRASE_WORDS_WITH_NUMBER : KEY_PHRASE_WORDS);
}

/** The candidate's words in order, with what cannot make a phrase distinctive removed (see keyPhraseShared). */
function contentSequence(c: Pick<RawCandidate, 'text' | 'topic'>): string[] {
  const topicWords = new Set(tokenize(c.topic.replace(/-/g, ' ')));
  return tokenize(c.text).filter((t) => !topicWords.has(t) && (hasCjk(t) || /\d/.test(t) || t.length >= 3));
}

function setsDisjoint(na: ReadonlySet<string>, nb: ReadonlySet<string>): boolean {
  if (na.size === 0 || nb.size === 0) return false;
  for (const n of na) if (nb.has(n)) return false;
  return true;
}

/**
 * Numbers and versions are what tell two otherwise identical lines apart:
 * "Release day for Seedling 0.2" and "… 0.3" are two releases, "Good run,
 * 8 km" and "Good run, 10 km" two runs. Merging them would count one
 * observation three times and keep only the newest number. When both lines
 * carry numbers and the sets differ, they are different observations; a line
 * without numbers ("the usual release checklist") can still merge with one.
 */
export function numbersDiffer(a: string, b: string): boolean {
  return setsDiffer(numbersIn(a), numbersIn(b));
}

function setsDiffer(na: ReadonlySet<string>, nb: ReadonlySet<string>): boolean {
  if (na.size === 0 || nb.size === 0) return false;
  if (na.size !== nb.size) return true;
  for (const n of na) if (!nb.has(n)) return true;
  return false;
}

function numbersIn(text: string): Set<string> {
  // Links and code are names, not quantities: `vX.Y.Z`, [[2026-11-02]].
  const plain = replaceWikiLinks(text.replace(/`[^`]*`/g, ' '), () => ' ');
  return new Set((plain.match(/\d+(?:[.,:]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '.')));
}

/**
 * The member whose words the others share most (ties: more words, then the
 * earliest): usually the first full statement, not a later "still true".
 */
function fullest(members: RawCandidate[]): RawCandidate {
  if (members.length === 1) return members[0]!;
  const sets = members.map((m) => new Set(tokenize(m.text)));
  // How many members hold each word: "shared with another member" is a count
  // above 1, found in one pass rather than by asking every other member.
  const holders = new Map<string, number>();
  for (const set of sets) for (const t of set) holders.set(t, (holders.get(t) ?? 0) + 1);
  let best = 0;
  let bestScore = -1;
  let bestSize = -1;
  sets.forEach((set, i) => {
    let shared = 0;
    for (const t of set) if ((holders.get(t) ?? 0) > 1) shared++;
    if (shared > bestScore || (shared === bestScore && set.size > bestSize)) {
      best = i;
      bestScore = shared;
      bestSize = set.size;
    }
  });
  return members[best]!;
}

/**
 * Most frequent value; ties go to `prefer` when it is among the tied, else
 * the first seen. Generic fallback topics ("general-notes") lose to a real one.
 */
function mostCommon(values: string[], prefer: string): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + (/^general-|-notes$/.test(v) ? 0.5 : 1));
  let best = prefer;
  let bestCount = counts.get(prefer) ?? 0;
  for (const [v, n] of counts) {
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

function mostSalient(members: RawCandidate[]): Pick<Merged, 'salience'> {
  let best: RawCandidate['salience'];
  for (const m of members) if (m.salience && (!best || m.salience.score > best.score)) best = m.salience;
  return best ? { salience: best } : {};
}
