/**
 * mergeCandidates meets candidates through a token index and skips identical
 * copies; this checks that the groups are exactly those of comparing every
 * pair (the connected components of sameObservation), on random candidates
 * drawn from a small vocabulary so that merges, chains and copies are common.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { mergeCandidates, sameObservation } from '../../src/core/rank/merge';
import { tokenize } from '../../src/core/rank/similarity';
import type { RawCandidate, Span } from '../../src/core/types';

const words = ['morning', 'writing', 'block', 'before', '10', 'meetings', 'no', 'seedling', 'release', '0.2', 'pnpm', 'npm', 'prefer', 'over', 'run', '8', 'km', '種', '蒔く', 'decided'];

function raw(text: string, kind: RawCandidate['kind'], topic: string, i: number): RawCandidate {
  return { text, kind, topic, domain: 'General', lifecycle: 'active', spanIds: [`s${i}`], importance: 0.5, stability: 0.5, actionability: 0.5, explicit: false, extractor: 'offline' };
}

function bruteForceGroups(cands: RawCandidate[]): string[][] {
  const parent = cands.map((_c, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const tokens = cands.map((c) => new Set(tokenize(c.text)));
  for (let i = 0; i < cands.length; i++) {
    for (let j = 0; j < i; j++) {
      if (sameObservation(cands[i]!, tokens[i]!, cands[j]!, tokens[j]!)) {
        const [a, b] = [root(i), root(j)];
        parent[Math.max(a, b)] = Math.min(a, b);
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
    });
    fc.assert(
      fc.property(fc.array(cand, { minLength: 1, maxLength: 40 }), (xs) => {
        const cands = xs.map((x, i) => raw(x.text, x.kind, x.topic, i));
        const spans = cands.map((_c, i) => ({ id: `s${i}`, date: '2026-11-01' }) as Span);
        const viaIndex = mergeCandidates(cands, spans).map((m) => m.spanIds);
        expect(viaIndex).toEqual(bruteForceGroups(cands));
      }),
      { numRuns: 300 },
    );
  });
});
