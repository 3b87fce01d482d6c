/**
 * With a model configured, the summaries of the subject notes a dream
 * changed are the model's: one small request per dream for all of them
 * (summary-prompt.ts), inside the run's call and token budget. Each sentence
 * names the lines it rests on by id; the engine cites those lines itself and
 * passes every sentence through the same check as the rule's (summary.ts
 * summarizeWrites). A summary the check refuses, or an answer that cannot be
 * read, leaves the rule's summary, with the reason in the report.
 */
import type { Settings } from '../ports/settings';
import type { ReportMessage, TokenUsage } from '../ports/types';
import type { YamlPort } from '../ports/yaml';
import type { PlannedWrite } from '../state/transaction';
import type { ModelPorts } from '../extract/model/model-ports';
import { estimateTokens, ModelCallError, type ModelRequest } from '../extract/model/provider';
import { createProvider } from '../extract/model/providers';
import { buildSummaryMessage, parseSummaryAnswer, subjectKey, SUMMARY_JSON_SCHEMA, SUMMARY_SYSTEM_PROMPT, type SummarySubject } from '../extract/model/summary-prompt';
import { parseTopicStatus } from '../formats/topic-status';
import { isUnder } from '../lib/paths';
import { noteName } from '../formats/wikilink';
import { currentLines, newestCitations } from './summary';
import { splitNote } from './notes';

/** At most this many subjects in the one request; the rest keep the rule's summary. */
const MAX_SUBJECTS = 12;
/** A subject's newest current lines the request shows, whole; older ones are left out. */
const LINES_PER_SUBJECT = 12;
/** The request's quoted lines stop before this many characters (whole subjects only). */
const MAX_PROMPT_CHARS = 6000;
/** What the answer may cost: three short sentences a subject. */
const COMPLETION_TOKENS_PER_SUBJECT = 160;

/** The most the one summary request costs, for the cost preview. */
export function summaryCallEstimate(): { promptTokens: number; completionTokens: number } {
  return { promptTokens: estimateTokens(SUMMARY_SYSTEM_PROMPT) + Math.ceil(MAX_PROMPT_CHARS / 4), completionTokens: MAX_SUBJECTS * COMPLETION_TOKENS_PER_SUBJECT };
}

interface Asked {
  target: string;
  subject: SummarySubject;
  /** line id → the line's citation */
  refs: Map<string, string>;
}

function subjectsOf(yaml: YamlPort, topicsFolder: string, writes: readonly PlannedWrite[]): Asked[] {
  const out: Asked[] = [];
  let chars = 0;
  for (const w of writes) {
    if (out.length >= MAX_SUBJECTS || w.tier !== 2 || !isUnder(w.target, topicsFolder)) continue;
    const note = splitNote(yaml, w.content);
    if (note.error !== undefined || note.data.origin !== 'dream') continue;
    const all = currentLines(note.body);
    const status = all.map((l) => parseTopicStatus(l.text)).find((s) => s !== null);
    const lines = all.filter((l) => parseTopicStatus(l.text) === null)
      .sort((a, b) => (a.date === b.date ? b.at - a.at : a.date < b.date ? 1 : -1))
      .slice(0, LINES_PER_SUBJECT);
    if (lines.length === 0) continue;
    const size = lines.reduce((n, l) => n + l.text.length + 16, 0);
    if (chars + size > MAX_PROMPT_CHARS && out.length > 0) break;
    chars += size;
    const key = subjectKey(out.length);
    const title = /^#\s+(.+)$/m.exec(note.body)?.[1]?.trim() ?? noteName(w.target);
    out.push({
      target: w.target,
      subject: { title, ...(status ? { status: `${status.word} since ${status.date}` } : {}), lines: lines.map((l) => ({ text: l.text, date: l.date })) },
      refs: new Map(lines.map((l, j) => [`${key}${j + 1}`, l.refs])),
    });
  }
  return out;
}

interface SummaryReply {
  /** note path → the model's sentences, cited, still to be checked */
  proposals: Map<string, string[]>;
  tokens: TokenUsage;
  messages: ReportMessage[];
  /** why model calls must end for this run (a fatal failure of this call) */
  stopped?: string;
}

/**
 * Ask once for the summaries of the subject notes in `writes`. Nothing is
 * asked when no model can be reached, calls already ended, or the budget
 * would be passed (said in the report).
 */
export async function requestSummaries(ports: ModelPorts & { yaml: YamlPort }, s: Settings, writes: readonly PlannedWrite[], used: TokenUsage): Promise<SummaryReply> {
  const tokens: TokenUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
  const proposals = new Map<string, string[]>();
  const none = (text?: string, level: ReportMessage['level'] = 'info'): SummaryReply => ({
    proposals, tokens, messages: text === undefined ? [] : [{ level, text: `The model was not asked for the subject notes' summaries: ${text}. The rule's summaries were written.` }],
  });
  const choice = createProvider(ports, s);
  if (choice.provider === null || ports.signal?.aborted) return none();
  const asked = subjectsOf(ports.yaml, s.topicsFolder, writes);
  if (asked.length === 0) return none();
  const message = buildSummaryMessage(asked.map((a) => a.subject), s.redactBeforeSend);
  const request: ModelRequest = { system: SUMMARY_SYSTEM_PROMPT, user: message.text, jsonSchema: SUMMARY_JSON_SCHEMA, maxTokens: asked.length * COMPLETION_TOKENS_PER_SUBJECT };
  if (used.calls >= s.maxModelCallsPerRun) return none(`the run already made its budget of ${s.maxModelCallsPerRun} model calls`);
  const spent = used.promptTokens + used.completionTokens;
  const next = estimateTokens(request.system + request.user) + request.maxTokens;
  if (spent + next > s.maxTokensPerRun) return none(`the call (about ${next} tokens) would take the run past its budget of ${s.maxTokensPerRun} tokens (${spent} used)`);
  ports.onProgress?.({ phase: 'extract', detail: 'Asking the model for the notes\' summaries' });
  tokens.calls = 1;
  let answer: string;
  try {
    const response = await choice.provider.complete(request);
    tokens.promptTokens = response.promptTokens;
    tokens.completionTokens = response.completionTokens;
    answer = response.text;
  } catch (e) {
    const why = e instanceof ModelCallError ? e.message : `the call failed unexpectedly (${e instanceof Error ? e.message : String(e)})`;
    const fatal = !(e instanceof ModelCallError) || e.failure === 'fatal';
    return { ...none(`the call failed (${why})`, 'warn'), ...(fatal ? { stopped: why } : {}) };
  }
  const parsed = parseSummaryAnswer(answer);
  if (!parsed.ok) return none(`its answer could not be read (${parsed.error})`, 'warn');
  asked.forEach((a, i) => {
    const sentences = parsed.summaries.get(subjectKey(i));
    if (sentences === undefined || sentences.length === 0) return;
    // A line id the request did not give this subject cites nothing: the check refuses that sentence.
    proposals.set(a.target, sentences.map((x) => {
      const refs = x.lines.map((id) => a.refs.get(id.trim().toLowerCase())).filter((r): r is string => r !== undefined);
      const text = x.text.replace(/\s+/g, ' ').trim();
      return refs.length === 0 ? text : `${text} · ${newestCitations(refs)}`;
    }));
  });
  return { proposals, tokens, messages: [] };
}
