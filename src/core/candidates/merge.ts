/**
 * Merging: the same observation written on several days (or said in several
 * sessions) becomes one candidate whose sources are the union — that union is
 * what recurrence counts, and recurrence is the strongest evidence a note has
 * that something lasts.
 *
 * Greedy single-link clustering in input order: a candidate joins the first
 * group holding a member it is a near-duplicate of (DUPLICATE_THRESHOLD).
 * Kind is not part of the key: "- [ ] renew passport" on Monday and
 * "- [x] renew passport" on Friday are one observation whose newest state wins.
 */
import type { RawCandidate, Span } from '../types';
import { DUPLICATE_THRESHOLD, RESTATEMENT_OVERLAP, diceOfSets, overlapOfSets, tokenize } from './similarity';

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

  const groups: { members: RawCandidate[]; tokens: Set<string>[] }[] = [];
  for (const c of raw) {
    const tokens = new Set(tokenize(c.text));
    const home = groups.find((g) =>
      g.tokens.some((t, i) => sameObservation(c, tokens, g.members[i]!, t)),
    );
    if (home) {
      home.members.push(c);
      home.tokens.push(tokens);
    } else {
      groups.push({ members: [c], tokens: [tokens] });
    }
  }

  return groups.map(({ members }) => {
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
    };
  });
}

export function sameObservation(a: RawCandidate, ta: Set<string>, b: RawCandidate, tb: Set<string>): boolean {
  if (numbersDiffer(a.text, b.text)) return false;
  if (diceOfSets(ta, tb) >= DUPLICATE_THRESHOLD) return true;
  const restatable = a.kind === b.kind && (a.kind === 'preference' || a.kind === 'decision' || a.kind === 'procedure');
  return restatable && Math.min(ta.size, tb.size) >= 2 && overlapOfSets(ta, tb) >= RESTATEMENT_OVERLAP;
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
