/**
 * The recorder: an OpenAI-compatible server on 127.0.0.1 through which a
 * capable model (a person reading the requests, or another program) answers
 * the plugin's own extraction requests over a replay, one file per request.
 *
 * - each extraction request is saved to the folder as `req-NNN.json` (its
 *   system and user text as lists of lines, so the prompt reads as text);
 * - the server then polls the folder until `ans-NNN.json` appears (the model's
 *   answer, `{ "candidates": [...] }` as the prompt asks) and sends it back as
 *   the reply; an answer that is not JSON is reported and waited on again;
 * - a request whose text equals an earlier saved one that has its answer is
 *   answered from that file at once, so a replay run again after a night that
 *   timed out goes through the nights already answered without waiting;
 * - an index rewrite is answered with the index unchanged, a summaries
 *   request with none (the rule's summaries are written, as in a replay);
 *   neither is saved.
 *
 * This is a script for recording, not a test: it waits on the file system.
 * `collectRecording` then turns the folder into answers keyed by source line
 * (scripts/quality/source-lines.ts) that the recorded model replays.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { chatCompletion, Oracle, promptOf } from './oracle';
import type { RecordedCandidate } from './recorded';
import { memoryLinesOf } from './recorded';
import { quotedSpans, recordedLinesOf } from './source-lines';

/** What one saved request holds. */
interface SavedRequest {
  n: number;
  system: string[];
  user: string[];
}

const pad = (n: number) => String(n).padStart(3, '0');

export class Recorder {
  readonly stats = { saved: 0, replayed: 0, indexRewrites: 0, summaries: 0 };
  private readonly unchanged = new Oracle([]);

  constructor(
    private readonly dir: string,
    private readonly pollMs = 1000,
  ) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /** The saved requests, in order. */
  private saved(): SavedRequest[] {
    return fs
      .readdirSync(this.dir)
      .filter((f) => /^req-\d+\.json$/.test(f))
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(this.dir, f), 'utf8')) as SavedRequest);
  }

  private answerFile(n: number): string {
    return path.join(this.dir, `ans-${pad(n)}.json`);
  }

  /** The answer in `ans-NNN.json`, or undefined while it is absent or not yet valid JSON. */
  private readAnswer(n: number): unknown {
    const file = this.answerFile(n);
    if (!fs.existsSync(file)) return undefined;
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    } catch (e) {
      process.stderr.write(`recorder: ${file} is not JSON yet (${e instanceof Error ? e.message : String(e)})\n`);
      return undefined;
    }
  }

  private async waitFor(n: number): Promise<unknown> {
    for (;;) {
      const a = this.readAnswer(n);
      if (a !== undefined) return a;
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }

  async answer(body: unknown): Promise<Record<string, unknown>> {
    const { system, user } = promptOf(body);
    if (user.includes('INDEX START')) {
      this.stats.indexRewrites++;
      return chatCompletion(body, 'recorder', (u) => this.unchanged.rewriteIndex(u));
    }
    // A summaries request is answered with none, so the rule's summaries are written, as a replay does.
    if (user.includes('LINES START')) {
      this.stats.summaries++;
      return chatCompletion(body, 'recorder', () => ({ summaries: [] }));
    }
    const saved = this.saved();
    const same = saved.find((r) => r.system.join('\n') === system && r.user.join('\n') === user && fs.existsSync(this.answerFile(r.n)));
    let n: number;
    if (same) {
      n = same.n;
      this.stats.replayed++;
    } else {
      n = saved.reduce((m, r) => Math.max(m, r.n), 0) + 1;
      const request: SavedRequest = { n, system: system.split('\n'), user: user.split('\n') };
      fs.writeFileSync(path.join(this.dir, `req-${pad(n)}.json`), JSON.stringify(request, null, 1) + '\n');
      this.stats.saved++;
      process.stderr.write(`recorder: saved req-${pad(n)}.json; waiting for ans-${pad(n)}.json\n`);
    }
    const reply = await this.waitFor(n);
    return chatCompletion(body, 'recorder', () => reply);
  }
}

interface AnsweredCandidate {
  text: string;
  kind: string;
  topic: string;
  domain: string;
  lifecycle: string | null;
  span_ids: string[];
  importance: number;
  stability: number;
  actionability: number;
  explicit: boolean;
  supersedes?: string | null;
  same_as?: string | null;
}

/**
 * The recording in `dir` as replayable answers: per request, the dates its
 * spans cover and its candidates with the span ids replaced by the source
 * lines of those spans and the memory ids by the memory lines' text.
 */
export function collectRecording(dir: string): { requests: { n: number; dates: string; candidates: RecordedCandidate[] }[] } {
  const requests = fs
    .readdirSync(dir)
    .filter((f) => /^req-\d+\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SavedRequest);
  return {
    requests: requests.map((r) => {
      const user = r.user.join('\n');
      const answerFile = path.join(dir, `ans-${pad(r.n)}.json`);
      if (!fs.existsSync(answerFile)) throw new Error(`${answerFile} is missing: the recording of request ${r.n} is not finished`);
      const answer = JSON.parse(fs.readFileSync(answerFile, 'utf8')) as { candidates: AnsweredCandidate[] };
      const spans = quotedSpans(user);
      const memory = new Map(memoryLinesOf(user).map((m) => [m.id, m.text]));
      const dates = /notes from (\d{4}-\d{2}-\d{2}(?: to \d{4}-\d{2}-\d{2})?)/.exec(user)?.[1] ?? '';
      return {
        n: r.n,
        dates,
        candidates: answer.candidates.map((c) => ({
          text: c.text,
          kind: c.kind,
          topic: c.topic,
          domain: c.domain,
          lifecycle: c.lifecycle,
          importance: c.importance,
          stability: c.stability,
          actionability: c.actionability,
          explicit: c.explicit,
          sources: recordedLinesOf(c.span_ids, spans),
          supersedes_text: c.supersedes ? (memory.get(c.supersedes) ?? null) : null,
          same_as_text: c.same_as ? (memory.get(c.same_as) ?? null) : null,
        })),
      };
    }),
  };
}
