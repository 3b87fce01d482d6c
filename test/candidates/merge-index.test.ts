/**
 * mergeCandidates meets candidates through a token index and skips identical
 * copies; this checks that the groups are exactly those of comparing every
 * pair (the connected components of sameObservation), on random candidates
 * drawn from a small vocabulary so that merges, chains and copies are common.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { MAX_PAIRINGS, MAX_STEPS, mergeCandidates, sameObservation, type MergeStats } from '../../src/core/rank/merge';
import { tokenize } from '../../src/core/extract/similarity';
import type { Span } from '../../src/core/extract/spans';
import type { RawCandidate } from '../../src/core/extract/raw-candidate';

const words = ['morning', 'writing', 'block', 'before', '10', 'meetings', 'no', 'seedling', 'release', '0.2', 'pnpm', 'npm', 'prefer', 'over', 'run', '8', 'km', '種', '蒔く', 'decided'];

function raw(text: string, kind: RawCandidate['kind'], topic: string, i: number, speaker?: string): RawCandidate {
  return {
    text, kind, topic, domain: 'General', lifecycle: 'active', spanIds: [`s${i}`], importance: 0.5, stability: 0.5, actionability: 0.5, explicit: false, extractor: 'offline',
    ...(speaker !== undefined ? { speaker } : {}),
  };
}

function bruteForceGroups(cands: RawCandidate[]): string[][] {
  const parent = cands.map((_c, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const tokens = cands.map((c) => new Set(tokenize(c.text)));
  for (let i = 0; i < cands.length; i++) {
    for (let j = 0; j < i; j++) {
      // The same line twice is one observation, even one the rules have no words to compare ("over").
      const [a, b] = [cands[i]!, cands[j]!];
      const copy = a.kind === b.kind && a.topic === b.topic && a.speaker === b.speaker && a.text === b.text;
      if (copy || sameObservation(a, tokens[i]!, b, tokens[j]!)) {
        const [ra, rb] = [root(i), root(j)];
        parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
    }
  }
  const groups = new Map<number, string[]>();
  cands.forEach((c, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), c.spanIds[0]!]));
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, g]) => g);
}

describe('mergeCandidates through the token index', () => {
  test('groups equal the connected components of comparing every pair', () => {
    const cand = fc.record({
      text: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')),
      kind: fc.constantFrom('fact' as const, 'preference' as const, 'todo' as const, 'decision' as const),
      topic: fc.constantFrom('seedling', 'routine', 'general'),
      // Two people's words are never one observation, however alike.
      speaker: fc.constantFrom(undefined, undefined, 'Gina', 'Jon'),
    });
    fc.assert(
      fc.property(fc.array(cand, { minLength: 1, maxLength: 40 }), (xs) => {
        const cands = xs.map((x, i) => raw(x.text, x.kind, x.topic, i, x.speaker));
        const spans = cands.map((_c, i) => ({ id: `s${i}`, date: '2026-11-01' }) as Span);
        const viaIndex = mergeCandidates(cands, spans).map((m) => m.spanIds);
        expect(viaIndex).toEqual(bruteForceGroups(cands));
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * Issue 12 item 8: one 400 KiB chat paste took 80 s because every line met
 * every earlier one through the words they all share. The work is counted
 * (MergeStats), not timed: a slow machine cannot fail this, and a quadratic
 * merge cannot pass it.
 */
describe('merging N similar candidates makes a bounded number of comparisons', () => {
  // Lines that share "think", "plan", "really", "works" and differ in one
  // rare word and a number: every pair is a candidate pair, none merges.
  const rare = (i: number): string => `w${i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}x`;
  const similar = (n: number): RawCandidate[] =>
    Array.from({ length: n }, (_x, i) => raw(`I think the plan for ${rare(i)} really works, day ${i}`, 'fact', 'chat', i));
  const spansFor = (cands: RawCandidate[]): Span[] => cands.map((_c, i) => ({ id: `s${i}`, date: '2026-11-01' }) as Span);

  test.each([50, 400, 1500, 4000])('%i candidates', (n) => {
    const cands = similar(n);
    const stats: MergeStats = { comparisons: 0, steps: 0, bounded: 0 };
    const merged = mergeCandidates(cands, spansFor(cands), stats);
    expect(merged).toHaveLength(n);
    const allPairs = (n * (n - 1)) / 2;
    // Exact (every pair judged) while every candidate has fewer than MAX_PAIRINGS earlier partners…
    if (n <= MAX_PAIRINGS) expect(stats).toEqual({ comparisons: allPairs, steps: stats.steps, bounded: 0 });
    // …and never more than MAX_PAIRINGS per candidate, or MAX_STEPS index entries walked.
    expect(stats.comparisons).toBeLessThanOrEqual(n * MAX_PAIRINGS);
    expect(stats.steps).toBeLessThanOrEqual(n * MAX_STEPS);
    if (n > 2 * MAX_PAIRINGS) expect(stats.comparisons).toBeLessThan(allPairs / 2);
  });

  test('a restatement among thousands of lines sharing common words is still met through its rare words', () => {
    const first = raw('I always take the overnight ferry to Tallinn on Fridays', 'preference', 'travel', 0);
    const noise = similar(1000).map((c, i) => ({ ...c, spanIds: [`s${i + 1}`], text: `${c.text}; I always think so` }));
    const again = raw('Always take the overnight ferry to Tallinn on Fridays', 'preference', 'travel', 1001);
    const cands = [first, ...noise, again];
    const stats: MergeStats = { comparisons: 0, steps: 0, bounded: 0 };
    const merged = mergeCandidates(cands, spansFor(cands), stats);
    expect(stats.bounded).toBeGreaterThan(0);
    expect(merged.find((m) => m.text.includes('Tallinn'))?.spanIds).toEqual(['s0', 's1001']);
  });
});
