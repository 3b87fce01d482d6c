/**
 * Chunks: the spans sent in one model call, sized by the context setting
 * (`contextChars`, characters of source text per call). A span is never split —
 * a candidate cites whole spans, and half a procedure reads as a different one —
 * so a span larger than a whole chunk is left to the offline extractor.
 */
import { renderSpan } from './prompt';
import type { Span } from '../spans';

interface Chunking {
  chunks: Span[][];
  /** spans that alone exceed the chunk size */
  oversized: Span[];
}

export function chunkSpans(spans: readonly Span[], maxChars: number): Chunking {
  const chunks: Span[][] = [];
  const oversized: Span[] = [];
  let current: Span[] = [];
  let size = 0;
  for (const span of spans) {
    // +1 for its line break; file and heading lines are small and not counted
    const len = renderSpan(span).length + 1;
    if (len > maxChars) {
      oversized.push(span);
      continue;
    }
    if (size + len > maxChars && current.length > 0) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(span);
    size += len;
  }
  if (current.length > 0) chunks.push(current);
  return { chunks, oversized };
}
