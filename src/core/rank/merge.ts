/**
 * Merging: the same observation written on several days (or said in several
 * sessions) becomes one candidate whose sources are the union — that union is
 * what recurrence counts, and recurrence is the strongest evidence a note has
 * that something lasts.
 *
 * Single-link clustering: two candidates are one observation when they are
 * near-duplicates (DUPLICATE_THRESHOLD), a short restatement of a preference,
 * decision or procedure, or share a key phrase (sharesKeyPhrase) — and do
 * not contradict each other (contradiction.ts: a different value in the same
 * place, or one negates the other; such a pair is two observations, the newer
 * superseding the older). Groups linked through any member are one group.
 * Kind is not part of the key: "- [ ] renew passport" on Monday and
 * "- [x] renew passport" on Friday are one observation whose newest state wins.
 */
import type { RawCandidate, Span } from '../types';
import { contradicts } from './contradiction';
import { DUPLICATE_THRESHOLD, RESTATEMENT_OVERLAP, diceOfSets, hasCjk, overlapOfSets, tokenize } from './similarity';

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

export function mergeCandidates(raw: RawCandidate[], spans: Span[]): Merged[] {
  const byId = new Map(spans.map((s) => [s.id, s]));
  const newest = (c: RawCandidate): string =>
    c.spanIds.map((id) => byId.get(id)?.date ?? '').reduce((a, b) => (b > a ? b : a), '');

  // Union-find rather than "join the first group": a restatement that links
  // two earlier groups (Monday's and Wednesday's wording of one routine, each
  // too far from the other alone) joins them, so the observation counts every
  // day it was written.
  const tokens = raw.map((c) => new Set(tokenize(c.text)));
  const phrases = raw.map((c) => contentSequence(c));
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
  // key phrase is made of them), so candidates meet through a token index
  // instead of all n² pairs. An identical candidate (same kind, topic and
  // text) has exactly the same edges as its first copy, so it joins that copy
  // and is not compared again: a year of notes repeats many lines word for
  // word. Neither shortcut changes the groups, which are the connected
  // components of the "same observation" relation whatever the order.
  const contradicted: [number, number][] = [];
  const firstCopy = new Map<string, number>();
  const byToken = new Map<string, number[]>();
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    const key = `${c.kind}\u0000${c.topic}\u0000${c.text}`;
    const copy = firstCopy.get(key);
    if (copy !== undefined) {
      union(i, copy);
      continue;
    }
    firstCopy.set(key, i);
    const met = new Set<number>();
    for (const t of tokens[i]!) {
      for (const j of byToken.get(t) ?? []) {
        if (met.has(j)) continue;
        met.add(j);
        if (root(i) === root(j)) continue;
        if (!similarEnough(c, tokens[i]!, raw[j]!, tokens[j]!, phrases[i]!, phrases[j]!)) continue;
        if (contradicts(c.text, raw[j]!.text)) contradicted.push([i, j]);
        else union(i, j);
      }
    }
    for (const t of tokens[i]!) {
      const list = byToken.get(t);
      if (list) list.push(i);
      else byToken.set(t, [i]);
    }
  }
  const byRoot = new Map<number, RawCandidate[]>();
  raw.forEach((c, i) => {
    const r = root(i);
    const list = byRoot.get(r);
    if (list) list.push(c);
    else byRoot.set(r, [c]);
  });
  // Groups in the order of their first member, members in input order.
  const groups = [...byRoot.entries()].sort((x, y) => x[0] - y[0]).map(([, members]) => ({ members }));

  const merged = groups.map(({ members }): Merged => {
    // The newest member gives the state (kind, lifecycle: a todo later ticked
    // off is done); the fullest member gives the wording.
    let latest = members[0]!;
    for (const m of members) if (newest(m) > newest(latest)) latest = m;
    const lead = fullest(members);
    const spanIds: string[] = [];
    for (const m of members) for (const id of m.spanIds) if (!spanIds.includes(id)) spanIds.push(id);
    const topic = mostCommon(members.map((m) => m.topic), lead.topic);
    const domain = mostCommon(members.map((m) => m.domain), lead.domain);
    return {
      text: lead.text,
      kind: latest.kind,
      topic,
      domain,
      lifecycle: latest.lifecycle,
      spanIds,
      members,
      importance: Math.max(...members.map((m) => m.importance)),
      stability: Math.max(...members.map((m) => m.stability)),
      actionability: Math.max(...members.map((m) => m.actionability)),
      extractor: members.some((m) => m.extractor === 'model') ? 'model' : 'offline',
      ...mostSalient(members),
    };
  });
  // Same statement, different value: the newer group supersedes the older.
  const groupOf = new Map<number, number>();
  if (contradicted.length > 0) {
    const position = new Map(raw.map((c, i) => [c, i]));
    groups.forEach((g, gi) => g.members.forEach((m) => groupOf.set(position.get(m)!, gi)));
  }
  const newestOf = (m: Merged): string => m.members.map(newest).reduce((a, b) => (b > a ? b : a), '');
  for (const [i, j] of contradicted) {
    const [gi, gj] = [groupOf.get(i), groupOf.get(j)];
    if (gi === undefined || gj === undefined || gi === gj) continue;
    const [a, b] = [merged[gi]!, merged[gj]!];
    if (newestOf(a) === newestOf(b)) continue;
    const [newer, older] = newestOf(a) > newestOf(b) ? [a, b] : [b, a];
    newer.supersedes ??= older.text;
  }
  return merged;
}

export function sameObservation(
  a: RawCandidate,
  ta: Set<string>,
  b: RawCandidate,
  tb: Set<string>,
  pa: string[] = contentSequence(a),
  pb: string[] = contentSequence(b),
): boolean {
  // "I agree, Mel" and "Melanie: I agree, Caroline" are two people's words.
  if ((a.speaker ?? null) !== (b.speaker ?? null)) return false;
  // Checked last, only for a pair some rule would join: it aligns the two lines.
  return similarEnough(a, ta, b, tb, pa, pb) && !contradicts(a.text, b.text);
}

export function similarEnough(a: RawCandidate, ta: Set<string>, b: RawCandidate, tb: Set<string>, pa: string[], pb: string[]): boolean {
  if (!numbersDiffer(a.text, b.text)) {
    if (diceOfSets(ta, tb) >= DUPLICATE_THRESHOLD) return true;
    const restatable = a.kind === b.kind && (a.kind === 'preference' || a.kind === 'decision' || a.kind === 'procedure');
    if (restatable && Math.min(ta.size, tb.size) >= 2 && overlapOfSets(ta, tb) >= RESTATEMENT_OVERLAP) return true;
  }
  return sharesKeyPhrase(a, b, pa, pb);
}

/** Words two lines must cover with pairs adjacent in both to be one observation in other words. */
export const KEY_PHRASE_WORDS = 5;
/** …or this many, when one of those pairs holds a number both lines state ("before 10"). */
export const KEY_PHRASE_WORDS_WITH_NUMBER = 4;

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
export function sharesKeyPhrase(
  a: Pick<RawCandidate, 'text' | 'kind'>,
  b: Pick<RawCandidate, 'text' | 'kind'>,
  pa: string[],
  pb: string[],
): boolean {
  if (pa.length < 2 || pb.length < 2) return false;
  if ((a.kind === 'todo') !== (b.kind === 'todo')) return false;
  if (numbersDisjoint(a.text, b.text)) return false;
  const pairsB = new Set<string>();
  for (let i = 0; i + 1 < pb.length; i++) pairsB.add(`${pb[i]}\u0000${pb[i + 1]}`);
  const covered = new Set<string>();
  let withNumber = false;
  for (let i = 0; i + 1 < pa.length; i++) {
    const [x, y] = [pa[i]!, pa[i + 1]!];
    if (x === y || !pairsB.has(`${x}\u0000${y}`)) continue;
    covered.add(x);
    covered.add(y);
    if (/\d/.test(x) || /\d/.test(y)) withNumber = true;
  }
  return covered.size >= (withNumber ? KEY_PHRASE_WORDS_WITH_NUMBER : KEY_PHRASE_WORDS);
}

/** The candidate's words in order, with what cannot make a phrase distinctive removed (see sharesKeyPhrase). */
export function contentSequence(c: Pick<RawCandidate, 'text' | 'topic'>): string[] {
  const topicWords = new Set(tokenize(c.topic.replace(/-/g, ' ')));
  return tokenize(c.text).filter((t) => !topicWords.has(t) && (hasCjk(t) || /\d/.test(t) || t.length >= 3));
}

/** Both lines carry numbers and not one of them is common. */
export function numbersDisjoint(a: string, b: string): boolean {
  const na = numbersIn(a);
  const nb = numbersIn(b);
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
  const na = numbersIn(a);
  const nb = numbersIn(b);
  if (na.size === 0 || nb.size === 0) return false;
  if (na.size !== nb.size) return true;
  for (const n of na) if (!nb.has(n)) return true;
  return false;
}

function numbersIn(text: string): Set<string> {
  // Links and code are names, not quantities: `vX.Y.Z`, [[2026-11-02]].
  const plain = text.replace(/`[^`]*`/g, ' ').replace(/\[\[[^\]]*\]\]/g, ' ');
  return new Set((plain.match(/\d+(?:[.,:]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '.')));
}

/**
 * The member whose words the others share most (ties: more words, then the
 * earliest): usually the first full statement, not a later "still true".
 */
function fullest(members: RawCandidate[]): RawCandidate {
  if (members.length === 1) return members[0]!;
  const sets = members.map((m) => new Set(tokenize(m.text)));
  let best = 0;
  let bestScore = -1;
  let bestSize = -1;
  sets.forEach((set, i) => {
    let shared = 0;
    for (const t of set) if (sets.some((o, j) => j !== i && o.has(t))) shared++;
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
