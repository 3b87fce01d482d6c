import type { SourceRef } from '../../src/core/extract/spans';
import type { Candidate } from '../../src/core/rank/candidate';

/** A source reference into a daily note, as Sense would record it. */
export function ref(date: string, startLine: number, endLine = startLine, snippet = '', over: Partial<SourceRef> = {}): SourceRef {
  const path = over.path ?? `Journal/${date}.md`;
  return { path, startLine, endLine, snippet, untrusted: false, role: 'person', date, session: `note:${path}`, ...over };
}

let n = 0;
/** A candidate with sensible defaults; override what the case is about. */
export function cand(text: string, over: Partial<Candidate> = {}): Candidate {
  n += 1;
  return {
    id: over.id ?? `c${String(n).padStart(7, '0')}`,
    text,
    kind: 'fact',
    topic: 'seedling',
    domain: 'Software',
    lifecycle: 'active',
    sources: [ref('2026-11-02', 4)],
    recurrence: 1,
    derivedFromUntrusted: false,
    signals: { importance: 0.7, recurrence: 0.2, novelty: 1, stability: 0.8, actionability: 0.5, explicit: 0, recency: 1 },
    confidence: 0.8,
    tier: 2,
    gateReasons: [],
    hold: null,
    extractor: 'offline',
    secretOmitted: false,
    ...over,
  };
}

/** Strip the common indentation of a template literal (like `dedent`). */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\n/, '').split('\n');
  if (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines[lines.length - 1] = '';
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
