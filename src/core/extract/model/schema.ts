/**
 * The model's answer, validated. The model proposes observations and judgement
 * signals; it never chooses a path, a tier, a trust flag, recurrence or the
 * final confidence. Anything else in the answer is stripped here and the
 * attempt is reported, because an answer that sets `tier: 3` or names a file is
 * either a confused model or source text that talked it into trying.
 */
import * as z from 'zod/mini';
import { onFirstUse } from '../../lib/zod-locale';
import { containsSecret, redactSecrets } from '../../secrets/scan';
import type { ReportMessage } from '../../ports/types';
import type { MemoryRef } from './memory-context';
import { noteSlug, slugify } from '../../formats/slug';
import { stripBom } from '../../formats/frontmatter-block';
import { LIFECYCLES } from '../../formats/lifecycle';
import type { CandidateKind, RawCandidate } from '../raw-candidate';
import { bareSubjectName } from '../subject-resolver';
import { tokenize } from '../similarity';
import { rx } from '../../lib/rx';

export const CANDIDATE_KINDS = ['fact', 'preference', 'decision', 'procedure', 'project_status', 'todo'] as const satisfies readonly CandidateKind[];

/** Fields the engine computes; an answer that sets them is reported and they are ignored. */
const ENGINE_FIELDS = [
  'path', 'file', 'target', 'folder', 'tier', 'confidence', 'recurrence', 'derived_from_untrusted',
  'untrusted', 'trust', 'trusted', 'role', 'source', 'sources', 'source_sessions', 'origin', 'approved',
];

/** JSON Schema sent to providers that enforce structured output (strict mode: every field required). */
export const ANSWER_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['candidates'],
  properties: {
    candidates: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'text', 'kind', 'topic', 'domain', 'lifecycle', 'span_ids',
          'importance', 'stability', 'actionability', 'explicit', 'supersedes', 'same_as',
        ],
        properties: {
          text: { type: 'string' },
          kind: { type: 'string', enum: [...CANDIDATE_KINDS] },
          topic: { type: 'string' },
          domain: { type: 'string' },
          lifecycle: { type: ['string', 'null'], enum: [...LIFECYCLES, null] },
          span_ids: { type: 'array', items: { type: 'string' } },
          importance: { type: 'number' },
          stability: { type: 'number' },
          actionability: { type: 'number' },
          explicit: { type: 'boolean' },
          supersedes: { type: ['string', 'null'] },
          same_as: { type: ['string', 'null'] },
        },
      },
    },
  },
};

// ------------------------------------------------------------------ zod

/** "project status", "Project-Status" → "project_status": harmless spelling drift of local models. */
const enumWord = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s-]+/g, '_') : v);

/** Classic zod's `preprocess`: mini spells it as a pipe from a transform. */
const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

/** The model answer's candidate schema, built on first use (`onFirstUse`: zod builds parsers as schemas are made). */
function buildSchemas() {
  /** "0.7" → 0.7. Out-of-range values are refused, not clamped: a 7 on a 0..10 scale is not 1. */
  const unit = preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number().check(z.minimum(0), z.maximum(1)),
  );

  const explicitFlag = preprocess((v) => {
    if (v === 'true' || v === 1 || v === 'yes') return true;
    if (v === 'false' || v === 0 || v === 'no' || v === null || v === undefined) return false;
    return v;
  }, z.boolean());

  /** "s12", "[s12]", 12, "12" → "s12"; a comma-separated string becomes a list. */
  const spanIds = preprocess(
    (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).split(/[\s,]+/).filter((s) => s !== '') : v),
    z.pipe(
      z.array(z.union([z.string(), z.number()])),
      z.transform((ids: (string | number)[]) =>
        ids.map((id) => {
          const s = String(id).trim().replace(/^\[|\]$/g, '');
          return /^\d+$/.test(s) ? `s${s}` : s;
        }),
      ),
    ),
  );

  /** "m3", "[m3]" or 3 → "m3"; absent, empty or null → null */
  const memoryId = preprocess((v) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string' && typeof v !== 'number') return v;
    const s = String(v).trim().replace(/^\[|\]$/g, '').toLowerCase();
    return /^\d+$/.test(s) ? `m${s}` : s;
  }, z.nullable(z.string()));

  const candidateSchema = z.object({
    text: z.string().check(z.trim(), z.minLength(1)),
    kind: preprocess(enumWord, z.enum(CANDIDATE_KINDS)),
    topic: z.string(),
    domain: z._default(z.string(), 'General'),
    lifecycle: preprocess((v) => (v === undefined || v === null ? 'active' : enumWord(v)), z.enum(LIFECYCLES)),
    span_ids: spanIds,
    importance: unit,
    stability: unit,
    actionability: unit,
    explicit: explicitFlag,
    supersedes: memoryId,
    same_as: memoryId,
  });
  return { candidateSchema };
}
const schemas = onFirstUse(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;

type ModelCandidate = z.output<Schemas['candidateSchema']>;

// ------------------------------------------------------------------ JSON extraction

type Extracted = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * The JSON value in a model's answer. Local models wrap it in ```json fences,
 * put a sentence before it, or think aloud in <think> blocks first.
 */
export function extractJson(answer: string): Extracted {
  const text = stripBom(answer).replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  if (text === '') return { ok: false, error: 'the answer was empty' };
  const attempts: string[] = [text];
  const fence = /```(?:json|JSON)?[ \t]*\r?\n([\s\S]*?)```/.exec(text);
  if (fence?.[1] !== undefined) attempts.push(fence[1].trim());
  const balanced = firstBalanced(text);
  if (balanced !== null) attempts.push(balanced);
  let lastError = 'no JSON object found in the answer';
  for (const candidate of attempts) {
    try {
      return { ok: true, value: JSON.parse(candidate) as unknown };
    } catch (e) {
      lastError = `the answer is not valid JSON (${e instanceof Error ? e.message : String(e)})`;
    }
  }
  return { ok: false, error: lastError };
}

/** The first complete {…} or […] in the text, respecting strings. */
function firstBalanced(text: string): string | null {
  const start = text.search(/[{[]/);
  if (start < 0) return null;
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') stack.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return null;
      if (stack.length === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

// ------------------------------------------------------------------ mapping

/**
 * Candidates read from one answer, at most. A chunk is a few thousand words
 * and the completion allowance a few thousand tokens, so an honest answer
 * holds tens; one of 20,000 (a broken or hostile endpoint) took 276 s to
 * validate and merge. The rest are dropped and the report says how many.
 */
export const MAX_CANDIDATES_PER_ANSWER = 500;

interface ParsedAnswer {
  raw: RawCandidate[];
  messages: ReportMessage[];
  /** candidates in the answer */
  answered: number;
  /** why each candidate that was not read was dropped (schema, no span of this request, over the cap) */
  dropped: string[];
}

type AnswerResult = { ok: true; answer: ParsedAnswer } | { ok: false; error: string };

/**
 * Validate an answer against the chunk it answers. Fails (so the client can ask
 * for a repair) only when the answer as a whole is unusable; single bad
 * candidates are dropped and reported.
 */
export function parseAnswer(
  answerText: string,
  chunkSpanIds: ReadonlySet<string>,
  label: string,
  memory: readonly MemoryRef[] = [],
): AnswerResult {
  const memoryById = new Map(memory.map((m) => [m.id, m]));
  const extracted = extractJson(answerText);
  if (!extracted.ok) return { ok: false, error: extracted.error };
  const value = extracted.value;
  let list: unknown[];
  const messages: ReportMessage[] = [];
  if (Array.isArray(value)) {
    list = value;
  } else if (isRecord(value) && Array.isArray(value.candidates)) {
    list = value.candidates;
    const extra = Object.keys(value).filter((k) => k !== 'candidates');
    if (extra.length > 0) {
      messages.push(warn(`${label}: the model's answer carried fields outside the contract (${extra.join(', ')}); ignored`));
    }
  } else {
    return { ok: false, error: 'the answer must be an object with a "candidates" array' };
  }

  const answered = list.length;
  const dropped: string[] = [];
  if (list.length > MAX_CANDIDATES_PER_ANSWER) {
    for (let i = MAX_CANDIDATES_PER_ANSWER; i < list.length; i++) dropped.push(`over the ${MAX_CANDIDATES_PER_ANSWER} read per answer`);
    messages.push(
      warn(`${label}: the answer held ${list.length} candidates; the first ${MAX_CANDIDATES_PER_ANSWER} were read and ${list.length - MAX_CANDIDATES_PER_ANSWER} dropped (at most ${MAX_CANDIDATES_PER_ANSWER} per answer)`),
    );
    list = list.slice(0, MAX_CANDIDATES_PER_ANSWER);
  }

  const raw: RawCandidate[] = [];
  const problems: string[] = [];
  list.forEach((item, i) => {
    const n = i + 1;
    if (isRecord(item)) {
      const claimed = Object.keys(item).filter((k) => ENGINE_FIELDS.includes(k.toLowerCase()));
      if (claimed.length > 0) {
        messages.push(
          warn(`${label}: candidate ${n} tried to set ${claimed.join(', ')}; ignored (the engine computes these, never the model)`),
        );
      }
    }
    const parsed = schemas().candidateSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(`candidate ${n}: ${issue ? `${issue.path.join('.') || 'value'} ${issue.message}` : 'invalid'}`);
      dropped.push(`schema: ${issue ? `${issue.path.join('.') || 'value'} ${issue.message}` : 'invalid'}`);
      return;
    }
    const mapped = toRawCandidate(parsed.data, chunkSpanIds, memoryById, `${label}: candidate ${n}`, messages);
    if (mapped) raw.push(mapped);
    else dropped.push('no span of its request');
  });

  if (list.length > 0 && raw.length === 0 && problems.length === list.length) {
    return { ok: false, error: `no candidate matched the schema (${problems.slice(0, 3).join('; ')})` };
  }
  for (const p of problems) messages.push(warn(`${label}: dropped ${p}`));
  return { ok: true, answer: { raw, messages, answered, dropped } };
}

function toRawCandidate(
  c: ModelCandidate,
  chunkSpanIds: ReadonlySet<string>,
  memory: ReadonlyMap<string, MemoryRef>,
  label: string,
  messages: ReportMessage[],
): RawCandidate | null {
  const known = [...new Set(c.span_ids.filter((id) => chunkSpanIds.has(id)))];
  const unknown = c.span_ids.filter((id) => !chunkSpanIds.has(id));
  if (unknown.length > 0) {
    messages.push(warn(`${label} cited span ids it was not given (${unknown.slice(0, 5).join(', ')}); discarded`));
  }
  if (known.length === 0) {
    messages.push(warn(`${label} has no supporting span from this chunk; dropped`));
    return null;
  }

  let text = cleanModelText(c.text);
  if (text.length > 500) text = text.slice(0, 500).trimEnd() + '…';
  const redacted = redactSecrets(text);
  if (redacted.hits.length > 0) {
    text = redacted.text;
    messages.push(warn(`${label} repeated a sensitive value (${kinds(redacted.hits)}); omitted from its text`));
  }

  let topicSource = c.topic;
  if (containsSecret(topicSource)) {
    topicSource = '';
    messages.push(warn(`${label} put a sensitive value in its topic; replaced by "general"`));
  }
  const topic = topicSlug(topicSource);
  if (topic.pathLike) {
    messages.push(warn(`${label} named a path as its topic ("${redactSecrets(c.topic).text.slice(0, 80)}"); used "${topic.slug}"`));
  }

  // The line it replaces, by the id this request gave it: the engine resolves
  // it (note and line), re-checks trust, and never deletes the old line.
  let supersedesLine: RawCandidate['supersedesLine'];
  if (c.supersedes !== null) {
    const ref = memory.get(c.supersedes);
    if (ref) supersedesLine = { path: ref.path, line: ref.line };
    else messages.push(warn(`${label} said it replaces a memory line it was not given (${redactSecrets(c.supersedes).text.slice(0, 20)}); that reference was dropped`));
  }

  const sameAsLine = restatedLine(c, text, memory, supersedesLine !== undefined, label, messages);

  return {
    ...(supersedesLine ? { supersedesLine } : {}),
    ...(sameAsLine ? { sameAsLine } : {}),
    text,
    kind: c.kind,
    topic: topic.slug,
    domain: containsSecret(c.domain) ? 'General' : domainName(c.domain),
    lifecycle: c.lifecycle,
    spanIds: known,
    importance: c.importance,
    stability: c.stability,
    actionability: c.actionability,
    explicit: c.explicit,
    extractor: 'model',
  };
}

/**
 * The memory line an observation restates (`same_as`), by the id this request
 * gave it, when the two share their content words: a restatement says what
 * the line says, so at least two of the line's words (all, for a line of
 * fewer) are in the observation. An id the request did not show, a line that
 * shares too little, or a restatement that also says it replaces a line is
 * reported and the observation is read as a line of its own.
 */
function restatedLine(
  c: ModelCandidate,
  text: string,
  memory: ReadonlyMap<string, MemoryRef>,
  replaces: boolean,
  label: string,
  messages: ReportMessage[],
): RawCandidate['sameAsLine'] {
  if (c.same_as === null) return undefined;
  const id = redactSecrets(c.same_as).text.slice(0, 20);
  const ref = memory.get(c.same_as);
  if (!ref) {
    messages.push(warn(`${label} said it restates a memory line it was not given (${id}); read as a line of its own`));
    return undefined;
  }
  if (replaces) {
    messages.push(warn(`${label} said it both restates and replaces a memory line; read as a replacement only`));
    return undefined;
  }
  const lineWords = new Set(tokenize(ref.text));
  const said = new Set(tokenize(text));
  const shared = [...lineWords].filter((w) => said.has(w)).length;
  if (shared < Math.min(MIN_SHARED_WORDS, lineWords.size) || shared === 0) {
    messages.push(warn(`${label} said it restates ${id}, but shares ${shared === 0 ? 'no' : 'too few'} content words with that line; read as a line of its own`));
    return undefined;
  }
  return { path: ref.path, line: ref.line };
}

/** Content words a restatement shares with the line it restates, at least. */
const MIN_SHARED_WORDS = 2;

/**
 * A topic as a file name, by the one slug rule (formats/slug.ts): letters and
 * digits of any script, joined by single hyphens. Separators, dots and `..` cannot survive, so a topic can never
 * leave the topics folder or become a hidden or dotted file.
 */
export function topicSlug(topic: string): { slug: string; pathLike: boolean } {
  // A link or a possessive names its subject ("[[People/Kasia|Kasia]]", "Kasia's"): the slug is of that name.
  const name = bareSubjectName(topic);
  const pathLike = /[/\\]|\.\.|^\./.test(name);
  const slug = slugify(name) === '' ? 'general' : noteSlug(name);
  return { slug, pathLike };
}

/**
 * Model text as it may be written into a note: one line, no control
 * characters (NUL, ESC), no invisible format characters that split a word
 * (zero-width space, bidi overrides), and nothing that hides text in Obsidian
 * (`%%` comments, `<!-- -->`). Links are left to the review screen, which
 * holds any that opens an app or a file (`obsidian://`, `file://`).
 */
function cleanModelText(text: string): string {
  return text
    .replace(/[\u200B\u200C\u200E\u200F\u2060\uFEFF\u00AD\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(rx.gu`\p{Cc}`, ' ')
    .replace(/%%+/g, ' ')
    .replace(/<!--+|-{2,}>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A domain becomes an index section name: a few plain words on one line. A
 * line break, markup or anything but letters, digits, spaces, "&" and "-"
 * makes it "General": a domain that needs cleaning was not a domain. Who the
 * person is ("About me", identity, "People") is the engine's to decide from
 * the subject, never the model's (consolidate/plan-writes.ts topicDomain).
 */
function domainName(domain: string): string {
  const one = domain.trim();
  if (!rx.u`^[\p{L}\p{N}][\p{L}\p{N} &'\u2019-]{0,39}$`.test(one) || RESERVED_DOMAIN.test(one)) return 'General';
  return one.replace(/\s+/g, ' ');
}

/** Section names only the engine or the person may choose. */
export const RESERVED_DOMAIN = /^(?:about me|about myself|me|myself|identity|who i am|profile|people|persons?|contacts?|rules?|standing rules|instructions?|archive)$/i;

function kinds(hits: { kind: string }[]): string {
  return [...new Set(hits.map((h) => h.kind))].join(', ');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function warn(text: string): ReportMessage {
  return { level: 'warn', text };
}
