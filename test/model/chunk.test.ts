import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { chunkSpans } from '../../src/core/extract/model/chunk';
import { renderSpan } from '../../src/core/extract/model/prompt';
import { span } from './fixtures';

describe('chunkSpans', () => {
  it('fills chunks in order, never splitting a span', () => {
    const spans = ['a', 'b', 'c', 'd'].map((t, i) => span(`s${i + 1}`, t.repeat(100)));
    const size = renderSpan(spans[0]!).length + 1;
    const { chunks, oversized } = chunkSpans(spans, size * 2);
    expect(chunks.map((c) => c.map((s) => s.id))).toEqual([['s1', 's2'], ['s3', 's4']]);
    expect(oversized).toEqual([]);
  });

  it('sets aside a span larger than a chunk', () => {
    const { chunks, oversized } = chunkSpans([span('s1', 'x'), span('s2', 'y'.repeat(5000)), span('s3', 'z')], 1000);
    expect(chunks.map((c) => c.map((s) => s.id))).toEqual([['s1', 's3']]);
    expect(oversized.map((s) => s.id)).toEqual(['s2']);
  });

  it('covers every span exactly once and keeps each chunk within its size', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 3000 }), { maxLength: 40 }), fc.integer({ min: 200, max: 4000 }), (lengths, max) => {
        const spans = lengths.map((n, i) => span(`s${i + 1}`, 'x'.repeat(n)));
        const { chunks, oversized } = chunkSpans(spans, max);
        const seen = [...chunks.flat(), ...oversized].map((s) => s.id).sort();
        expect(seen).toEqual(spans.map((s) => s.id).sort());
        for (const c of chunks) {
          expect(c.length).toBeGreaterThan(0);
          expect(c.reduce((sum, s) => sum + renderSpan(s).length + 1, 0)).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});
