/**
 * From what an extractor proposed to scored, gated candidates. This is where
 * the engine takes over from the extractor: it keeps the extractor's wording
 * and judgement signals, and computes everything that decides where text may
 * go — sources, recurrence, trust, confidence, tier, review hold, lifecycle —
 * from the spans themselves. A RawCandidate has no field for a tier, a path, a
 * trust flag or a confidence, and any extra field a model sends is dropped
 * here because only known fields are copied.
 */
import { findSecrets, findSecretsMarked, knownSecretsIn, redactMarked, redactSecrets, redactSecretsAndKnown, SECRET_NOTE, SECRET_REPLACEMENT, type KnownSecret } from '../secrets/scan';
import type { Settings } from '../ports/settings';
import { sha256 } from '../lib/digest';
import type {
  ReportMessage,
} from '../ports/types';
import { findContradicted, findRepeat } from './existing-memory';
import { knownSubjectNames } from '../extract/subject-resolver';
import { gate, POLICY_REASON_TEXT } from './gates';
import { capPerLog } from './log-cap';
import { mergeCandidates, supportKey, type Merged } from './merge';
import { NOVELTY, clamp01, confidenceOf, recencySignal, recurrenceSignal } from './ranking';
import { screenCandidate } from './review-screen';
import type { GroundingContext } from './grounding';
import { absoluteDates } from '../extract/relative-dates';
import { CANDIDATE_KINDS } from '../extract/model/schema';
import { LIFECYCLES, stopsTopic, type Lifecycle } from '../formats/lifecycle';
import { holdFor } from './hold';
import { normalizeText } from '../extract/similarity';
import { chooseSubjects, isCatchAll, subjectHistory, type SubjectChoice } from '../extract/subjects';
import { addLinks, addRenames, SubjectRegistry } from '../sense/subject-registry';
import { findReplaced, restatedLines, type Replaced } from './supersession';

/** Notes a newer line may mark superseded on its own: digests and topic notes (identity and skill notes change only with an approval). */
const REPLACEABLE_TIERS: ReadonlySet<number> = new Set([1, 2]);
import { slugify } from '../formats/slug';
import { withoutCitation } from '../formats/citation';
import { themeSignal, type CurrentTheme } from './theme-signal';
import { groundedDetails } from './specificity';
import { unplacedOf, whereOf, type UnplacedObservation } from './unplaced';
import { HELD_OUT } from '../sense/memory';
import type { HeldOutLine } from '../state/held-out';
import { append } from '../lib/arrays';
import type { ExistingMemory } from '../sense/memory';
import type { SourceRef, Span } from '../extract/spans';
import type { CandidateKind, RawCandidate } from '../extract/raw-candidate';
import type { ModelCallOutcome } from '../extract/model/client';
import { saysResumed } from '../extract/rules/status-words';
import type { Candidate, GatedOut, SecretOmitted, Signals } from './candidate';
import { rx } from '../lib/rx';

export { collectSpans, spansFromNote, spanIdCounter } from '../extract/spans';
export { offlineExtract } from '../extract/offline-extractor';
export { digestsBySubject, loadExistingMemory } from './existing-memory';
export { knownSubjectNames } from '../extract/subject-resolver';
export type { ExistingMemory } from '../sense/memory';
export { explainCandidates } from './explain';

export interface CandidateBuild {
  /** tier 1 and above, best first */
  candidates: Candidate[];
  /** below tier 1, or dropped by a rule (sticky lifecycle), with the reason */
  gatedOut: GatedOut[];
  secretsOmitted: SecretOmitted[];
  messages: ReportMessage[];
  /** every scored candidate including tier 0, for explain and the report */
  considered: Candidate[];
  /** model call → how the candidates it answered ended (ModelCallRecord.outcomes) */
  callOutcomes: Map<number, Partial<Record<ModelCallOutcome, number>>>;
  /** subjects the person's own lines renamed this run, with the day they said so */
  renamed: Rename[];
  /** every observation a model gave that no note will hold, and why (rank/unplaced.ts) */
  unplaced: UnplacedObservation[];
  /** the model's observations this run gated out, kept for later requests (state/held-out.ts), and the earlier ones it merged with or superseded */
  heldOut: { added: HeldOutLine[]; used: string[] };
}

interface Rename {
  from: string;
  to: string;
  /** YYYY-MM-DD of the line that said so */
  date: string;
}

const PERSON_ROLES = new Set(['person', 'user']);

type GateSettings = Pick<
  Settings,
  'tier1Threshold' | 'tier2Threshold' | 'tier3Threshold' | 'tier3MinRecurrence' | 'approveTier2'> & Partial<Pick<Settings, 'owner'>
>;

/** Keep only known fields, with values in range; the rest of a model's object never gets in. */
function sanitiseRaw(c: RawCandidate): RawCandidate | null {
  const text = typeof c.text === 'string' ? c.text.replace(/\s+/g, ' ').trim().slice(0, 600) : '';
  if (text === '') return null;
  const num = (x: unknown): number => (typeof x === 'number' ? clamp01(x) : 0.5);
  const domainRaw = typeof c.domain === 'string' ? c.domain.replace(rx.gu`[^\p{L}\p{N} &-]+`, ' ').replace(/\s+/g, ' ').trim().slice(0, 40) : '';
  return {
    text,
    kind: (CANDIDATE_KINDS as readonly CandidateKind[]).includes(c.kind) ? c.kind : 'fact',
    topic: sanitiseTopic(typeof c.topic === 'string' ? c.topic : ''),
    domain: domainRaw === '' ? 'General' : domainRaw.charAt(0).toUpperCase() + domainRaw.slice(1),
    lifecycle: (LIFECYCLES as readonly Lifecycle[]).includes(c.lifecycle) ? c.lifecycle : 'active',
    spanIds: Array.isArray(c.spanIds) ? c.spanIds.filter((x): x is string => typeof x === 'string') : [],
    importance: num(c.importance),
    stability: num(c.stability),
    actionability: num(c.actionability),
    explicit: c.explicit === true,
    extractor: c.extractor === 'model' ? 'model' : 'offline',
    // The offline extractor's own breakdown, shown by explain; a model's answer carries none.
    ...(c.extractor !== 'model' && c.salience ? { salience: c.salience } : {}),
    ...(c.extractor !== 'model' && typeof c.speaker === 'string' ? { speaker: c.speaker } : {}),
    // Resolved by the model client from an id it gave the model; only a model answer carries one.
    ...(c.extractor === 'model' && typeof c.supersedesLine?.path === 'string' && typeof c.supersedesLine.line === 'string'
      ? { supersedesLine: { path: c.supersedesLine.path, line: c.supersedesLine.line } }
      : {}),
    ...(c.extractor === 'model' && typeof c.sameAsLine?.path === 'string' && typeof c.sameAsLine.line === 'string'
      ? { sameAsLine: { path: c.sameAsLine.path, line: c.sameAsLine.line } }
      : {}),
    ...(c.extractor === 'model' && typeof c.call === 'number' ? { call: c.call } : {}),
  };
}

/** Where a scored candidate ended, in the words of the per-call account. */
function outcomeOf(c: Candidate): ModelCallOutcome {
  if (c.tier === 0) return 'below tier 1';
  if (c.hold?.by === 'screen') return c.hold.reasons.includes('ungrounded') ? 'held: not grounded in its spans' : 'held by the review screen';
  if (c.hold !== null || c.tier === 3) return 'waits for approval';
  if (c.restates !== undefined) return 'merged into a memory line';
  if (c.duplicateOf !== undefined) return 'repeats memory';
  return c.tier === 1 ? 'kept in a digest' : 'kept in a topic note';
}

/** kebab-case, no path separators or dots, never empty. */
export function sanitiseTopic(topic: string): string {
  const k = slugify(topic.replace(/\.md$/i, '').split(/[\\/]/).filter((s) => s !== '' && s !== '..').pop() ?? '');
  return k === '' ? 'general-notes' : k;
}

export function candidateId(text: string, topic: string): string {
  return sha256(`${normalizeText(text)}\n${topic}`).slice(0, 12);
}

function toSourceRef(span: Span): SourceRef {
  return {
    path: span.path,
    startLine: span.startLine,
    endLine: span.endLine,
    snippet: redactMarked(span.text, span.secrets).text,
    untrusted: span.untrusted,
    role: span.role,
    date: span.date,
    session: span.session,
  };
}

/** Every secret in the spans, by file and line; the value itself never leaves this function. */
function secretLocations(spans: readonly Span[]): SecretOmitted[] {
  const out: SecretOmitted[] = [];
  const seen = new Set<string>();
  // A secret in a file's name (line 0): the name is shown redacted, and the person renames the file.
  for (const path of new Set(spans.map((s) => s.path))) {
    for (const hit of findSecrets(path)) out.push({ path: redactSecrets(path).text, line: 0, kind: hit.kind });
  }
  for (const span of spans) {
    for (const hit of findSecretsMarked(span.text, span.secrets)) {
      const isNote = span.session.startsWith('note:');
      const line = isNote ? span.startLine + countNewlines(span.text.slice(0, hit.start)) : span.startLine;
      const key = `${span.path}:${line}:${hit.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ path: redactSecrets(span.path).text, line, kind: hit.kind });
    }
  }
  return out;
}

function countNewlines(s: string): number {
  let n = 0;
  for (const ch of s) if (ch === '\n') n++;
  return n;
}

export function buildCandidates(
  raw: readonly RawCandidate[],
  spans: readonly Span[],
  existing: ExistingMemory,
  settings: GateSettings,
  now: number,
  /** subjects the latest reflections named as themes (rank/theme-signal.ts) */
  themes: readonly CurrentTheme[] = [],
): CandidateBuild {
  const messages: ReportMessage[] = [];
  const byId = new Map(spans.map((s) => [s.id, s]));
  const callOutcomes = new Map<number, Partial<Record<ModelCallOutcome, number>>>();
  const count = (r: Pick<RawCandidate, 'call'>, outcome: ModelCallOutcome): void => {
    if (r.call === undefined) return;
    const o = callOutcomes.get(r.call) ?? {};
    o[outcome] = (o[outcome] ?? 0) + 1;
    callOutcomes.set(r.call, o);
  };

  const unplaced: UnplacedObservation[] = [];
  // 1. Known fields only, and only span ids the extractor was given.
  const clean = withGivenSpans(raw, byId, count, messages, unplaced);

  // 2. No log gives more than MAX_CANDIDATES_PER_LOG (one pasted chat gave thousands).
  const capped = capPerLog(clean, byId);
  append(messages, capped.messages);
  const underCap = new Set(capped.kept);
  for (const c of clean) {
    if (underCap.has(c)) continue;
    count(c, 'dropped: over the per-note cap');
    if (c.extractor === 'model') unplaced.push({ reason: 'refused', text: c.text, where: whereOf(c.spanIds.map((id) => byId.get(id)!)), detail: 'its note gave more candidates than one note may' });
  }

  // 3. The same observation across days and sessions becomes one.
  const merged = mergeCandidates(capped.kept, [...spans]);

  // Secrets are found on the source lines, where a value split over two lines
  // still has its shape; every candidate loses those values in whatever form
  // the extractor or the model left them (joined with a space, half quoted).
  const known = spans.flatMap((s) => knownSecretsIn(s.text, s.secrets));

  // 4. What each is about: a subject that recurs earns a note (subjects.ts).
  // The notes the person links from their own notes are subjects they named.
  const renamed = learnNames(existing, spans, messages);
  const subjects = chooseSubjects(
    merged.map((m) => ({
      topic: sanitiseTopic(m.topic),
      text: redactSecretsAndKnown(m.text, known).text,
      sources: m.spanIds.map((id) => byId.get(id)).filter((s): s is Span => s !== undefined).map(toSourceRef),
      extractor: m.extractor,
    })),
    subjectHistory(existing),
    settings.owner ?? [],
  );

  const considered: Candidate[] = [];
  const gatedOut: GatedOut[] = [];
  const ids = new Set<string>();
  for (const [i, m] of merged.entries()) {
    const c = score(m, byId, existing, settings, now, known, subjects[i]!, themes);
    const outcome: ModelCallOutcome = 'secretLine' in c ? 'dropped: a secret was its substance' : 'dropped' in c ? 'dropped by the gates' : outcomeOf(c.candidate);
    for (const r of m.members) count(r, outcome);
    const where = (): string[] => whereOf(m.spanIds.map((id) => byId.get(id)).filter((x): x is Span => x !== undefined));
    // A line whose substance was a secret is not memory: it stays in the source, and the warning below names its file and line.
    if ('secretLine' in c) {
      if (m.extractor === 'model') unplaced.push({ reason: 'refused', text: null, where: where(), detail: 'a sensitive value was its substance' });
      continue;
    }
    if ('message' in c && c.message) messages.push(c.message);
    if ('dropped' in c) {
      gatedOut.push(c.dropped);
      if (m.extractor === 'model') unplaced.push({ reason: 'refused', text: c.dropped.text, where: where(), detail: c.dropped.reason });
      continue;
    }
    if (ids.has(c.candidate.id)) continue;
    ids.add(c.candidate.id);
    considered.push(c.candidate);
  }
  considered.sort((a, b) => b.confidence - a.confidence || (a.id < b.id ? -1 : 1));
  digestFew(considered);
  leftOut(considered, gatedOut, unplaced);
  const heldOut = heldOutOf(merged, considered);
  const secretsOmitted = secretLocations(spans);
  if (secretsOmitted.length > 0) {
    messages.push({
      level: 'warn',
      text: `${secretsOmitted.length} sensitive value(s) found in the sources and left out of every note: ${secretsOmitted
        .map((s) => `${s.path} ${s.line === 0 ? 'file name' : `line ${s.line}`} (${s.kind})`)
        .join(', ')}. ${SECRET_NOTE}.`,
    });
  }
  return { candidates: considered.filter((c) => c.tier > 0), gatedOut, secretsOmitted, messages, considered, callOutcomes, renamed, unplaced, heldOut };
}

/** What the gates left out, and every model observation no note will hold (unplaced.ts). */
function leftOut(considered: readonly Candidate[], gatedOut: GatedOut[], unplaced: UnplacedObservation[]): void {
  for (const c of considered) {
    // A repeat of a line memory holds is in that note already (a day read
    // again, a restatement): not left out, whatever its score.
    if (c.tier === 0 && c.duplicateOf === undefined) {
      gatedOut.push({ candidateId: c.id, text: c.text, confidence: c.confidence, reason: c.gateReasons[0] ?? 'below the tier 1 gate' });
    }
    const u = unplacedOf(c);
    if (u) unplaced.push(u);
  }
}

/**
 * The model's observations this run left below the daily-digest bar (not a
 * repeat, not from untrusted text), for later requests to show as not in a
 * note; and the earlier held-out lines an observation merged with or
 * superseded, which leave that list.
 */
function heldOutOf(merged: readonly Merged[], considered: readonly Candidate[]): { added: HeldOutLine[]; used: string[] } {
  const added = considered
    .filter((c) => c.extractor === 'model' && c.tier === 0 && c.duplicateOf === undefined && !c.derivedFromUntrusted && !c.secretOmitted)
    .map((c) => ({ text: c.text, topic: c.topic, support: [...new Set(c.sources.map(supportKey))], date: c.sources.reduce((d, x) => (x.date > d ? x.date : d), '') }));
  const used = new Set<string>();
  for (const m of merged) {
    for (const r of m.members) {
      if (r.sameAsLine?.path === HELD_OUT) used.add(r.sameAsLine.line);
      if (r.supersedesLine?.path === HELD_OUT) used.add(r.supersedesLine.line);
    }
  }
  return { added, used: [...used] };
}

/** The candidates with known fields, citing only spans the extractor was given (the rest dropped, and said so), dated where a model wrote "yesterday". */
function withGivenSpans(
  raw: readonly RawCandidate[],
  byId: ReadonlyMap<string, Span>,
  count: (r: Pick<RawCandidate, 'call'>, outcome: ModelCallOutcome) => void,
  messages: ReportMessage[],
  unplaced: UnplacedObservation[],
): RawCandidate[] {
  const clean: RawCandidate[] = [];
  let unknownIds = 0;
  let orphaned = 0;
  for (const r of raw) {
    const c = sanitiseRaw(r);
    if (!c) continue;
    const known = c.spanIds.filter((id) => byId.has(id));
    unknownIds += new Set(c.spanIds).size - new Set(known).size;
    if (known.length === 0) {
      orphaned++;
      count(c, 'dropped: no span of its request');
      if (c.extractor === 'model') unplaced.push({ reason: 'refused', text: c.text, where: [], detail: 'it cited no span of its request, so nothing in the sources supports it' });
      continue;
    }
    // A model's wording may keep "yesterday"; read a year later it means
    // nothing. When every span it cites is from one day, the date is certain.
    const days = new Set(known.map((id) => byId.get(id)!.date));
    const text = c.extractor === 'model' && days.size === 1 ? absoluteDates(c.text, [...days][0]!) : c.text;
    clean.push({ ...c, text, spanIds: Array.from(new Set(known)) });
  }
  if (unknownIds > 0) {
    messages.push({ level: 'warn', text: `${unknownIds} span id(s) cited by the extractor were never given to it; they were ignored.` });
  }
  if (orphaned > 0) {
    messages.push({ level: 'warn', text: `${orphaned} candidate(s) cited no span they were given and were dropped: nothing in the sources supports them.` });
  }
  return clean;
}

/** The subjects the person's own spans rename ("## Dockclock → Slotbook") or link, added to memory's registry. */
function learnNames(existing: ExistingMemory, spans: readonly Span[], messages: ReportMessage[]): Rename[] {
  const registry = (existing.registry ??= new SubjectRegistry());
  const renamed = new Set<string>();
  const out: Rename[] = [];
  for (const s of spans) {
    if (s.untrusted || !PERSON_ROLES.has(s.role)) continue;
    // A rename is often the heading itself ("## Dockclock → Slotbook"): read the span's headings too.
    const headings = (s.headingPath ?? []).map((h) => `## ${h}`).join('\n');
    for (const r of addRenames(registry, `${headings}\n${s.text}`)) {
      if (renamed.has(`${r.from}→${r.to}`)) continue;
      renamed.add(`${r.from}→${r.to}`);
      out.push({ ...r, date: s.date });
      messages.push({ level: 'info', path: s.path, text: `“${r.from}” is now called “${r.to}”: one subject, one note and one index entry, “${r.from}” kept as an alias.` });
    }
    addLinks(registry, s.text);
  }
  return out;
}

/**
 * A digest lists the day's salient items (design.md, "Digests point"): lines
 * about a subject (waiting under its name until it earns a note), decisions,
 * preferences, to-dos and what the person asked to remember. A plain line that
 * names no subject at all (it would sit under a catch-all such as "General
 * notes": the weather, a chore, an errand) stays in the source, with the
 * reason in the report (offline lines only: a model picked its lines): the journal already holds it, and a memory that copies
 * every line is larger than what it read.
 */
function digestFew(considered: Candidate[]): void {
  for (const c of considered) {
    // A model's line was chosen by a reader of the whole day; the offline extractor's catch-all holds every leftover line.
    if (c.extractor !== 'offline' || c.tier !== 1 || c.subjectSupport !== undefined || !isCatchAll(c.topic) || c.signals.explicit > 0 || c.hold !== null) continue;
    if (c.kind === 'todo' || c.kind === 'decision' || c.kind === 'preference') continue;
    c.tier = 0;
    c.gateReasons.unshift('Left in the source: it names no subject, and is no decision, preference or to-do');
  }
}

/** The importance of a line that replaces a fact memory holds (a changed value is worth keeping). */
const CHANGED_FACT_IMPORTANCE = 0.8;

/**
 * The memory line a newer line replaces by what a person writes when
 * something changed (supersession.ts): the best match, the subject's own note
 * first, then topic notes before digests.
 */
function replacedLine(existing: ExistingMemory, text: string, subject: SubjectChoice): Replaced | null {
  const own = subject.topic === null ? null : existing.notes.find((n) => n.tier === 2 && n.topic === subject.topic)?.path ?? null;
  return findReplaced(existing, text, own, REPLACEABLE_TIERS)
    .sort((a, b) => Number(b.note.path === own) - Number(a.note.path === own) || b.note.tier - a.note.tier || b.score - a.score)[0] ?? null;
}

function score(
  m: Merged,
  byId: Map<string, Span>,
  existing: ExistingMemory,
  settings: GateSettings,
  now: number,
  known: readonly KnownSecret[],
  subject: SubjectChoice,
  themes: readonly CurrentTheme[],
): { candidate: Candidate; message?: ReportMessage } | { dropped: GatedOut } | { secretLine: true } {
  const support = m.spanIds.map((id) => byId.get(id)!).filter((s) => s !== undefined);
  const derivedFromUntrusted = support.some((s) => s.untrusted);

  // Secret guard. A candidate that held a secret of its source line ("pasted
  // it here by mistake: OPENAI_API_KEY=…", "the wifi password is …") was about
  // that secret; with the value gone what is left is not memory, so it is
  // dropped whole rather than kept with a hole in it: only the source keeps
  // it, and the report's warning names its file and line. A secret the model
  // put there itself (an endpoint echoing the configured key) is cut out and
  // the candidate kept with the note.
  const cleaned = withoutSecret(m.text, support, known);
  if ('secretLine' in cleaned) return cleaned;
  const { text, secretOmitted } = cleaned;

  const weighed = weigh(m, support, byId, existing, now, text, subject, themes, derivedFromUntrusted, settings.owner ?? []);
  const { repeat, priorSupport, recurrence, replaced, signals, topicSignals, topicConfidence, topic } = weighed;
  let confidence = weighed.confidence;
  const id = candidateId(text, topic);

  // Sticky lifecycle: a closed topic stays closed until the person reopens it.
  const sticky = stickyLifecycle(m, subject, topic, existing, byId);
  if ('archivedTodo' in sticky) {
    return {
      dropped: {
        candidateId: id,
        text,
        confidence,
        reason: `topic "${topic}" is ${sticky.archivedTodo.state} (${sticky.archivedTodo.where}); its todos are not brought back as active. Write "reopened" in a daily note to track it again.`,
      },
    };
  }
  const { lifecycle, kind, lifecycleNotes } = sticky;

  const verdict = gate({ kind, text, confidence, topicConfidence, recurrence, derivedFromUntrusted, subjectDays: subject.support.length }, settings);
  // A line its subject's note takes carries the confidence it passed with.
  let keptSignals = signals;
  if (verdict.tier === 2 && topicConfidence > confidence) {
    confidence = topicConfidence;
    keptSignals = topicSignals;
  }
  // Without any subject there is no topic note to hold it: it stays in its
  // day's digest (tier 3 goes to identity or skills, not to a topic). A line
  // confident enough for tier 2 on its own founds its subject's note.
  if (!subject.named && verdict.tier === 2) {
    verdict.tier = 1;
    verdict.approval = null;
    verdict.reasons.push('Kept in the daily digest: it names no subject (a person, pet, place, project or activity), and there are no catch-all topic notes');
  }
  const sources = support.map(toSourceRef);
  const screen = screenCandidate(text, support.map((s) => s.text), { fromModel: m.extractor === 'model', grounding: m.extractor === 'model' ? groundingContext(support, existing, m, topic, settings.owner ?? []) : {} });
  const hold = holdFor(verdict.tier, screen, verdict.approval);
  const candidate: Candidate = {
    id,
    text,
    kind,
    topic,
    domain: m.domain,
    lifecycle,
    sources,
    recurrence,
    derivedFromUntrusted,
    signals: keptSignals,
    confidence,
    tier: verdict.tier,
    gateReasons: [
      ...verdict.reasons,
      ...lifecycleNotes,
      ...(hold?.by === 'screen' && verdict.approval ? [POLICY_REASON_TEXT[verdict.approval]] : []),
    ],
    hold,
    extractor: m.extractor,
    secretOmitted,
  };
  if (m.salience) candidate.salience = m.salience;
  if (repeat) candidate.duplicateOf = `${repeat.note.path}#L${repeat.line.line}`;
  // A line the model says this restates, by the id its prompt gave (never
  // from someone else's text): its sources are cited there, no line is added.
  const restated = derivedFromUntrusted ? undefined : restatedMemoryLine(m, existing);
  if (restated) {
    candidate.restates = { path: restated.note.path, line: restated.line.text };
    candidate.duplicateOf = `${restated.note.path}#L${restated.line.line}`;
    if (priorSupport.length > 0) candidate.priorSupport = priorSupport;
    if (subject.topic !== null) candidate.subjectSupport = subject.support;
    // It says what that line says: nothing it could replace.
    return { candidate };
  }
  if (priorSupport.length > 0) candidate.priorSupport = priorSupport;
  if (subject.topic !== null) candidate.subjectSupport = subject.support;
  return supersession(candidate, m, existing, text, repeat, replaced, derivedFromUntrusted);
}

/**
 * The signals of a merged candidate: recurrence (distinct days or sessions,
 * plus the evidence memory already cites), explicitness (only the person's
 * own "remember this"), novelty against memory, recency, a current theme;
 * its confidence alone and as a line of its subject's note.
 */
function weigh(
  m: Merged,
  support: readonly Span[],
  byId: Map<string, Span>,
  existing: ExistingMemory,
  now: number,
  text: string,
  subject: SubjectChoice,
  themes: readonly CurrentTheme[],
  derivedFromUntrusted: boolean,
  owner: readonly string[],
) {
  // Recurrence: distinct days (notes) or sessions (transcripts), plus the
  // evidence already cited on the memory line this repeats.
  const keys = new Set(support.map(supportKey));
  const repeat = findRepeat(existing, text);
  const priorSupport = repeat && !repeat.note.untrusted ? repeat.line.support.filter((k) => !keys.has(k)) : [];
  // A held-out observation the model says this restates (by the id its request gave): its days are evidence, its words are not written.
  for (const k of heldOutRestated(m, existing)) if (!keys.has(k) && !priorSupport.includes(k)) priorSupport.push(k);
  const recurrence = keys.size + priorSupport.length;

  // Explicit counts only when the person said it: a "remember this" inside a
  // clipping, a web quote or tool output is exactly what an injection looks like.
  const explicit = m.members.some(
    (r) => r.explicit && r.spanIds.every((id) => {
      const s = byId.get(id);
      return s !== undefined && !s.untrusted && PERSON_ROLES.has(s.role);
    }),
  );

  const newestDate = support.map((s) => s.date).reduce((a, b) => (b > a ? b : a), '');
  const novelty = !repeat
    ? NOVELTY.new
    : repeat.note.tier === 3
      ? NOVELTY.inIdentityOrSkill
      : repeat.note.tier === 2
        ? NOVELTY.inTopic
        : NOVELTY.inDigest;
  // A line that replaces what memory holds (supersession.ts) is news however
  // short it is ("MRR: 1,419 + 774 = 2,193 zł"): as important as a changed fact.
  const replaced = repeat === null && m.supersedes === undefined && !m.members.some((r) => r.supersedesLine !== undefined) && !derivedFromUntrusted
    ? replacedLine(existing, text, subject) : null;
  const signals: Signals = {
    importance: clamp01(replaced ? Math.max(m.importance, CHANGED_FACT_IMPORTANCE) : m.importance),
    recurrence: recurrenceSignal(recurrence),
    novelty,
    stability: clamp01(m.stability),
    actionability: clamp01(m.actionability),
    explicit: explicit ? 1 : 0,
    recency: recencySignal(newestDate, now),
  };
  const topic = subject.topic ?? subject.fallback;
  // Only a subject with its own note can be a theme's: a line without one stays in its digest.
  const theme = subject.topic === null ? 0 : themeSignal(subject.topic, themes, now);
  if (theme > 0) signals.theme = theme;
  // A model's line naming a detail its spans hold: its importance counts again (specificity.ts).
  if (m.extractor === 'model' && signals.importance > 0 && groundedDetails(text, support.map((s) => s.text), owner).length > 0) {
    signals.specific = signals.importance;
  }
  const confidence = confidenceOf(signals);
  // A line about a subject written about on several days recurs with it in
  // its subject's note: that confidence is what the tier-2 gate reads
  // (gates.ts). Whether the line is kept at all is its own confidence.
  const topicSignals: Signals = { ...signals, recurrence: recurrenceSignal(Math.max(recurrence, subject.support.length)) };
  const topicConfidence = subject.topic !== null ? confidenceOf(topicSignals) : confidence;
  return { repeat, priorSupport, recurrence, replaced, signals, topicSignals, confidence, topicConfidence, topic };
}

/**
 * Secret guard. A candidate that held a secret of its source line ("pasted
 * it here by mistake: OPENAI_API_KEY=…", "the wifi password is …") was about
 * that secret; with the value gone what is left is not memory, so it is
 * dropped whole rather than kept with a hole in it: only the source keeps
 * it, and the report's warning names its file and line. A secret the model
 * put there itself (an endpoint echoing the configured key) is cut out and
 * the candidate kept with the note.
 */
/**
 * What a model's line may name besides its spans' words: the owner and the
 * subjects the request listed (memory notes, registry names and aliases) and
 * the notes, headings and links its spans sit under; and each span's note
 * date. What memory already holds of the line's subject grounds it too: the
 * request showed the model those lines, and a capable model writes "Physio #4
 * on 22 July" or "the 2016 Octavia" from them (each was grounded when kept).
 */
function groundingContext(support: readonly Span[], existing: ExistingMemory, m: Merged, topic: string, owner: readonly string[]): GroundingContext {
  const names = [...owner, ...knownSubjectNames(existing).map((n) => (typeof n === 'string' ? n : n[0]))];
  for (const s of support) append(names, [s.path.replace(/^.*\//, '').replace(/\.md$/i, ''), ...s.headingPath, ...s.links]);
  // The lines the model named as replaced or restated, without their citations.
  const shown = m.members.flatMap((r) => [r.supersedesLine, r.sameAsLine]).flatMap((l) => (l !== undefined ? [withoutCitation(l.line.replace(/^\s*[-*+]\s+/, ''))] : []));
  const own = existing.notes.find((n) => n.tier === 2 && n.topic === topic);
  for (const l of own?.lines ?? []) if (!l.text.includes('~~')) shown.push(withoutCitation(l.text.replace(/^\s*[-*+]\s+/, '')));
  return { noteDates: support.map((s) => s.date), names, shown };
}

function withoutSecret(original: string, support: readonly Span[], known: readonly KnownSecret[]): { text: string; secretOmitted: boolean } | { secretLine: true } {
  let text = original;
  let secretOmitted = false;
  const redacted = redactSecretsAndKnown(text, known);
  if (redacted.hits.length > 0 || text.includes(SECRET_REPLACEMENT)) {
    if (support.some((s) => findSecretsMarked(s.text, s.secrets).length > 0)) return { secretLine: true };
    secretOmitted = true;
    text = redacted.text.includes(SECRET_NOTE) ? redacted.text : `${redacted.text} (${SECRET_NOTE})`;
  }
  return { text, secretOmitted };
}

/**
 * Sticky lifecycle: an archived/closed/paused topic stays that way until the
 * person's own newest words reopen it; its todos are not brought back (the
 * archived topic is returned for the message). A new line about a paused
 * topic keeps its own lifecycle: "swam 50 m tonight" under a paused swimming
 * class is not itself a pause (written "Paused: …", it outvoted a resumption
 * on the same night), while the topic stays paused until words resume it. A
 * person is not a project: "so closed-minded" or "I've paused my classes" in
 * their words does not close or pause the note about them.
 */
function stickyLifecycle(
  m: Merged,
  subject: SubjectChoice,
  topic: string,
  existing: ExistingMemory,
  byId: Map<string, Span>,
): { lifecycle: Candidate['lifecycle']; kind: Candidate['kind']; lifecycleNotes: string[] } | { archivedTodo: { state: string; where: string } } {
  const personal = subject.person && stopsTopic(m.lifecycle);
  let lifecycle = personal ? 'active' : m.lifecycle;
  const kind = personal && m.kind === 'project_status' ? 'fact' : m.kind;
  const lifecycleNotes: string[] = [];
  const archived = existing.archived.get(topic);
  if (archived && (lifecycle === 'active' || lifecycle === 'waiting')) {
    const newestMember = m.members.find((r) => r.text === m.text) ?? m.members[0]!;
    const reopenedByPerson =
      saysResumed(newestMember.text) &&
      newestMember.spanIds.every((sid) => {
        const s = byId.get(sid);
        return s !== undefined && !s.untrusted;
      });
    if (reopenedByPerson) {
      lifecycleNotes.push(`Reopens the ${archived.state} topic "${topic}" (${archived.where})`);
    } else if (kind === 'todo') {
      return { archivedTodo: archived };
    } else if (archived.state !== 'paused') {
      lifecycle = archived.state;
      lifecycleNotes.push(`Kept as reference: topic "${topic}" is ${archived.state} (${archived.where})`);
    }
  }
  return { lifecycle, kind, lifecycleNotes };
}

/** What the candidate supersedes: the line the model named (never on untrusted text), a contradicted line, the older of a batch, a replaced fact. */
function supersession(
  candidate: Candidate,
  m: Merged,
  existing: ExistingMemory,
  text: string,
  repeat: ReturnType<typeof findRepeat>,
  replaced: Replaced | null,
  derivedFromUntrusted: boolean,
): { candidate: Candidate; message?: ReportMessage } {
  // A line the model says this replaces, by the id its
  // prompt gave: text from someone else never rewrites what memory holds, so
  // an observation built on an untrusted span supersedes nothing.
  const named = m.members.find((r) => r.supersedesLine !== undefined)?.supersedesLine;
  // A held-out observation is in no note: nothing to strike, it only leaves the held-out list.
  const asked = named?.path === HELD_OUT ? undefined : named;
  if (derivedFromUntrusted) {
    if (asked) {
      return {
        candidate,
        message: { level: 'warn', path: asked.path, text: `Refused: the model said “${text}” replaces the line “${oneLine(asked.line)}”, but it rests on untrusted text (a clipping, a web quote or tool output); the line stays as it is.` },
      };
    }
    return { candidate };
  }
  if (asked) {
    candidate.supersedes = asked.line;
    candidate.supersedesPath = asked.path;
    if (existing.notes.find((n) => n.path === asked.path)?.tier === 3) {
      return { candidate, message: { level: 'info', path: asked.path, text: `The model said “${text}” replaces the line “${oneLine(asked.line)}”; identity and skill notes change only with your approval, so that line stays until you edit it.` } };
    }
    return { candidate };
  }
  // The newer of two contradicting statements supersedes the older:
  // in this batch, or a line memory already holds.
  const older = repeat ? null : findContradicted(existing, text);
  if (older) {
    candidate.supersedes = older.line.text;
    candidate.supersedesPath = older.note.path;
  } else if (m.supersedes !== undefined) candidate.supersedes = m.supersedes;
  else if (replaced) {
    candidate.supersedes = replaced.text;
    candidate.supersedesPath = replaced.note.path;
    // A changed role ends every line of the subject's note that states the old one.
    const restated = replaced.rule === 'changed-role' ? restatedLines(replaced.note, replaced.text) : [];
    if (restated.length > 0) candidate.alsoSupersedes = restated;
  }
  return { candidate };
}

/** The support of the held-out observation a member's `same_as` named (none for an untrusted member). */
function heldOutRestated(m: Merged, existing: ExistingMemory): string[] {
  const asked = m.members.find((r) => r.sameAsLine?.path === HELD_OUT)?.sameAsLine;
  if (!asked) return [];
  return existing.heldOut?.find((l) => l.text === asked.line.trim())?.support ?? [];
}

/** The memory line a member's `same_as` named, when it is still in its note and not struck. */
function restatedMemoryLine(m: Merged, existing: ExistingMemory) {
  const asked = m.members.find((r) => r.sameAsLine !== undefined)?.sameAsLine;
  if (!asked || m.members.some((r) => r.supersedesLine !== undefined)) return null;
  const note = existing.notes.find((n) => n.path === asked.path);
  const line = note?.lines.find((l) => l.text === asked.line.trim() && !l.text.includes('~~'));
  return note && line ? { note, line } : null;
}

/** A memory line's words for a message: no list marker, no citation, one short line. */
function oneLine(line: string): string {
  let s = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
  s = withoutCitation(s).replace(/\s+/g, ' ').trim();
  return s.length > 100 ? `${s.slice(0, 99)}…` : s;
}
