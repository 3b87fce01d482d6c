/**
 * The few lines memory already holds that a chunk's subjects touch, given to
 * the model with short ids (`m1`, `m2`, …) so an observation can say which
 * line it replaces or closes (a moved date, a changed preference, finished
 * work). The engine resolves the id back to the note and line it came from;
 * the model never names a path, and an id it was not given means nothing.
 *
 * Chosen by shared content words with the chunk's spans, best first, within a
 * character budget: the lines are part of the fixed cost of every call.
 */
import type { ExistingMemory, MemoryTier } from '../../rank/existing-memory';
import { tokenize } from '../../rank/similarity';
import type { Span } from '../../types';
import { withoutCitation } from '../../formats/citation';

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

/** Characters of memory lines per call: about 300 tokens, inside the 1.5k fixed budget. */
const MEMORY_CONTEXT_CHARS = 1200;
const MAX_LINES = 12;
const MAX_LINE_CHARS = 160;
/** fewer shared content words than this is not the same subject */
const MIN_SHARED = 2;

export function memoryContext(memory: ExistingMemory | undefined, chunk: readonly Span[], maxChars = MEMORY_CONTEXT_CHARS): MemoryRef[] {
  if (!memory || memory.notes.length === 0) return [];
  const words = new Set(chunk.flatMap((s) => tokenize(s.text)));
  const scored: { path: string; tier: MemoryTier; line: string; text: string; shared: number }[] = [];
  for (const note of memory.notes) {
    for (const l of note.lines) {
      // a struck line is already superseded
      if (l.text.includes('~~')) continue;
      let shared = 0;
      for (const t of l.tokens) if (words.has(t)) shared++;
      if (shared < MIN_SHARED) continue;
      scored.push({ path: note.path, tier: note.tier, line: l.text, text: promptText(l.text), shared });
    }
  }
  // Most shared words first; a note of a higher tier before a digest line.
  scored.sort((a, b) => b.shared - a.shared || b.tier - a.tier || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const out: MemoryRef[] = [];
  let used = 0;
  for (const s of scored) {
    if (out.length >= MAX_LINES) break;
    const cost = s.text.length + 8 + (out.some((o) => o.path === s.path) ? 0 : s.path.length + 4);
    if (used + cost > maxChars) continue;
    used += cost;
    out.push({ id: `m${out.length + 1}`, path: s.path, tier: s.tier, line: s.line, text: s.text });
  }
  return out;
}

/** A memory line's words: no list marker or checkbox, no citation, on one line, cut short. */
function promptText(line: string): string {
  let s = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/^\[[ xX]\]\s+/, '');
  s = withoutCitation(s).replace(/\s+/g, ' ').trim();
  return s.length > MAX_LINE_CHARS ? `${s.slice(0, MAX_LINE_CHARS - 1)}…` : s;
}
