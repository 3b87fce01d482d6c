/**
 * How a run says which of its notes the offline extractor read in the
 * model's place: one sentence for a notice or the CLI, one line per chunk for
 * the report. A fallback nobody is told about reads as the model's judgement
 * (first-person quotes written into notes while the summary said "0 failed"),
 * so every one is named and counted.
 */
/** Why a chunk's spans went to the offline extractor instead of the model. */
export type ModelFallbackReason = 'timeout' | 'refused' | 'invalid JSON' | 'unreachable' | 'too long' | 'answer too large' | 'budget' | 'cancelled';

/** One chunk the offline extractor read because the model did not answer it usably: named in the report, counted in the summary. */
export interface ModelFallback {
  reason: ModelFallbackReason;
  /** each source note of the chunk, with the lines its spans cover */
  sources: { path: string; lines: string }[];
  spans: number;
  /** the error as the report words it */
  why: string;
}

/** Why, in words a person reads after "the model …". */
const REASON_WORDS: Record<ModelFallbackReason, string> = {
  timeout: 'timed out',
  refused: 'refused the request',
  'invalid JSON': 'answered something that was not valid JSON',
  unreachable: 'could not be reached',
  'too long': 'could not take text that long',
  'answer too large': 'answered more than the size limit',
  budget: 'reached the budget per dream',
  cancelled: 'was stopped with the dream',
};

/**
 * "3 of 25 notes were read offline: the model timed out." (the reasons by how
 * many chunks each cost, most first); null when the model read every note.
 */
export function fallbackSentence(fallbacks: readonly ModelFallback[] | undefined, notesRead: number): string | null {
  if (!fallbacks || fallbacks.length === 0) return null;
  const notes = new Set(fallbacks.flatMap((f) => f.sources.map((s) => s.path))).size;
  const by = new Map<ModelFallbackReason, number>();
  for (const f of fallbacks) by.set(f.reason, (by.get(f.reason) ?? 0) + 1);
  const reasons = [...by].sort((a, b) => b[1] - a[1]).map(([r]) => REASON_WORDS[r]);
  const all = Math.max(notes, notesRead);
  return `${notes} of ${all} ${all === 1 ? 'note' : 'notes'} ${notes === 1 ? 'was' : 'were'} read offline: the model ${reasons.join(', ')}.`;
}

/** One report line per chunk: its notes and lines, how many spans, the reason and the error. */
export function fallbackLines(fallbacks: readonly ModelFallback[] | undefined): string[] {
  return (fallbacks ?? []).map((f) => {
    const where = f.sources.map((s) => `${s.path} ${s.lines}`).join(', ');
    return `- ${where} (${f.spans} span${f.spans === 1 ? '' : 's'}) · ${f.reason}: ${f.why}`;
  });
}
