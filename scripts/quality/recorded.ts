/**
 * The recorded capable model: an OpenAI-compatible server on 127.0.0.1 that
 * answers the plugin's extraction requests with what a capable
 * general-purpose model answered for one LoCoMo conversation or one journal
 * (`../shared/datasets/model-answers/*.json`, `datasets/model-answers/*.json`,
 * see their README), request by request, whatever the prompt layout of this
 * build:
 *
 * - a LoCoMo candidate cites the turns it quoted (`turns`, block ids like
 *   `d3-5`); a request gets every candidate one of whose turns is in one of its
 *   spans (found by block id and words, as the oracle finds them), citing the
 *   spans that hold its turns;
 * - a journal candidate cites the source lines it rests on (`sources`, note
 *   path and line text, scripts/quality/source-lines.ts); a request gets every
 *   candidate one of whose lines is in one of its spans, citing those spans;
 * - `supersedes_text` and `same_as_text` (the EXISTING MEMORY lines the model
 *   said the observation replaces or restates) become the ids of the lines of
 *   this request's EXISTING MEMORY with the same words, else null;
 * - an index rewrite is answered with the index unchanged (as the model did).
 *
 * It reads only the request's text, like the oracle: what it knows about a
 * span is what a model would see.
 */
import * as fs from 'node:fs';
import type { Conversation } from './locomo';
import { chatCompletion, Oracle, spansOf } from './oracle';
import { quotedSpans, spansHolding, type SourceLine } from './source-lines';

export interface RecordedCandidate {
  text: string;
  kind: string;
  topic: string;
  domain: string;
  lifecycle: string | null;
  importance: number;
  stability: number;
  actionability: number;
  explicit: boolean;
  /** LoCoMo: the block ids of the turns it quoted */
  turns?: string[];
  /** a journal: the source lines it rests on */
  sources?: SourceLine[];
  supersedes_text: string | null;
  same_as_text?: string | null;
}

interface RecordedFile {
  requests: { date: string; candidates: RecordedCandidate[] }[];
}

export function loadAnswers(file: string): RecordedCandidate[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedFile;
  if (!Array.isArray(data.requests)) throw new Error(`${file} has no "requests" list`);
  return data.requests.flatMap((r) => r.candidates);
}

/** Words only, lower case: how a memory line is matched to the recorded one. */
function norm(text: string): string {
  return text.toLowerCase().replace(/…$/, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The `[mN] text` lines of a request's EXISTING MEMORY. */
export function memoryLinesOf(user: string): { id: string; text: string }[] {
  const start = user.indexOf('EXISTING MEMORY\n');
  const end = user.indexOf('END OF EXISTING MEMORY');
  if (start < 0 || end < start) return [];
  return Array.from(user.slice(start, end).matchAll(/^\[(m\d+)\]\s?(.*)$/gm), (m) => ({ id: m[1]!, text: m[2]! }));
}

/** The memory id whose words are the recorded line's (either may be cut short with "…"). */
function supersededId(recorded: string | null, memory: readonly { id: string; text: string }[]): string | null {
  if (recorded === null || recorded.trim() === '') return null;
  const want = norm(recorded);
  let best: string | null = null;
  for (const m of memory) {
    const have = norm(m.text);
    if (have === want) return m.id;
    const shorter = have.length < want.length ? have : want;
    const longer = have.length < want.length ? want : have;
    if (best === null && shorter.length >= 24 && longer.startsWith(shorter)) best = m.id;
  }
  return best;
}

export class RecordedModel {
  private readonly finder: Oracle;
  /** extraction requests answered, and how many of their candidates found a superseded or restated line */
  readonly stats = { requests: 0, candidates: 0, supersedes: 0, supersedesFound: 0, sameAs: 0, sameAsFound: 0, indexRewrites: 0 };

  /** `conversation`: the LoCoMo conversation the answers cite by turn; none for a journal's answers (cited by source line) */
  constructor(
    private readonly candidates: readonly RecordedCandidate[],
    conversation?: Conversation,
  ) {
    this.finder = new Oracle(conversation ? [conversation] : []);
  }

  /** For each candidate, the ids of this request's spans that hold what it cites. */
  private locate(user: string): (c: RecordedCandidate) => string[] {
    const spansOfTurn = new Map<string, string[]>();
    for (const span of spansOf(user)) {
      for (const r of this.finder.turnsIn(span)) {
        const b = r.turn.diaId.toLowerCase().replace(':', '-');
        spansOfTurn.set(b, [...new Set([...(spansOfTurn.get(b) ?? []), span.id])]);
      }
    }
    const quoted = quotedSpans(user);
    return (c) => [...new Set([...(c.turns ?? []).flatMap((t) => spansOfTurn.get(t.toLowerCase()) ?? []), ...spansHolding(c.sources ?? [], quoted)])];
  }

  extract(user: string): Record<string, unknown>[] {
    const spanIdsOf = this.locate(user);
    const memory = memoryLinesOf(user);
    const out: Record<string, unknown>[] = [];
    for (const c of this.candidates) {
      const spanIds = spanIdsOf(c);
      if (spanIds.length === 0) continue;
      const supersedes = supersededId(c.supersedes_text, memory);
      if (c.supersedes_text !== null) this.stats.supersedes++;
      if (supersedes !== null) this.stats.supersedesFound++;
      const sameAs = supersedes === null ? supersededId(c.same_as_text ?? null, memory) : null;
      if ((c.same_as_text ?? null) !== null) this.stats.sameAs++;
      if (sameAs !== null) this.stats.sameAsFound++;
      else if (c.supersedes_text !== null && process.env.RECORDED_DEBUG) process.stderr.write(`recorded model: no memory line for "${c.supersedes_text.slice(0, 60)}" among\n${memory.map((m) => `  ${m.id} ${m.text.slice(0, 90)}`).join('\n')}\n`);
      out.push({
        text: c.text,
        kind: c.kind,
        topic: c.topic,
        domain: c.domain,
        lifecycle: c.lifecycle,
        span_ids: spanIds,
        importance: c.importance,
        stability: c.stability,
        actionability: c.actionability,
        explicit: c.explicit,
        supersedes,
        same_as: sameAs,
      });
    }
    this.stats.requests++;
    this.stats.candidates += out.length;
    return out;
  }

  answer(body: unknown): Record<string, unknown> {
    return chatCompletion(body, 'recorded', (user) => {
      if (user.includes('INDEX START')) {
        this.stats.indexRewrites++;
        return this.finder.rewriteIndex(user);
      }
      return { candidates: this.extract(user) };
    });
  }
}
