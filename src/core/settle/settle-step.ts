/**
 * Phase 3 (Settle) content: the index, the dream-log entry, the report and the
 * audit, as the transaction's SettleStep. Each step reads what phase 2 actually
 * wrote (the outcome and the files on disk), never only what was planned.
 */
import { redactSecrets } from '../secrets/scan';
import { inPassing, personLike } from '../extract/vocabulary';
import { createTwoFilesPatch } from 'diff';
import { localDate } from '../lib/dates';
import type { Settings } from '../ports/settings';
import { isTopicNotePath, type TierFolders } from '../ports/allow-list';
import { isClosedLifecycle, titleFromTopic } from '../consolidate/notes';
import { countChars, withEndingsOf } from '../lib/text';
import { parseNote } from '../formats/frontmatter';
import { noteDomain } from '../formats/provenance';
import type { ReportMessage, TokenUsage } from '../ports/types';
import { auditArtifacts } from './audit';
import { planDreamLogEntry, type DreamLogPlan } from './dream-log-entry';
import { curateIndex, entrySummary, UNTRUSTED_MARK, type CurateResult, type PromotedEntry, type TopicNoteInfo } from './index-curation';
import { acceptIndexRewrite, frontOf, requestIndexRewrite } from './index-rewrite';
import { appendReportSection, renderReport, renderReportSection, reportPath } from './report';
import { readOrNull } from './read';
import { planReflections } from '../reflect/reflect-step';
import { latestReflection, withReflectionPointer } from '../reflect/pointer';
import { newestDate, stateChange } from '../consolidate/topic-note';
import { topicDomain } from '../consolidate/plan-writes';
import { noteSlug } from '../formats/slug';
import { findWikiLinks, linkTarget, noteName, targetKey, WIKILINK_SOURCE } from '../formats/wikilink';
import { append } from '../lib/arrays';
import { parseEntryState, pluginEntryOf } from '../formats/index-entry';
import { indexSections } from '../formats/index-sections';
import { summarySentences } from '../formats/summary-block';
import { isLiveTopicStatus, parseTopicStatus } from '../formats/topic-status';
import { withoutCitation } from '../formats/citation';
import type { IndexEntryNote } from '../extract/model/index-rewrite-prompt';
import { changeOfSubject, saysChangeOfRole, saysEnded } from '../rank/supersession';
import { stripBom } from '../formats/frontmatter-block';
import { lifecycleOfStatus, stopsTopic, type Lifecycle } from '../formats/lifecycle';
import type { PlannedWrite, RunOutcome } from '../state/transaction';
import type { Candidate } from '../rank/candidate';
import type { Plan } from '../consolidate/plan';
import type { SettlePorts } from './settle-ports';
import { rx } from '../lib/rx';

/** Phase 3's content, implemented in src/core/settle/. Each step sees what phase 2 actually did. */
export interface SettleStep {
  planIndex(ports: SettlePorts, settings: Settings, plan: Plan, outcome: RunOutcome): Promise<IndexPlan>;
  /** carries `Consolidated through:` — writing it is what advances the watermark */
  planDreamLog(ports: SettlePorts, settings: Settings, plan: Plan, outcome: RunOutcome): Promise<DreamLogPlan>;
  /** the report reads no setting: where it goes and how it reads follow the plan and the clock's time zone */
  planReport(ports: SettlePorts, plan: Plan, outcome: RunOutcome, audit: ReportMessage[]): Promise<PlannedWrite>;
  /** REM: reflection notes for the weeks and months this dream closed (src/core/reflect/); before the index and log, which point at them */
  planReflections?(ports: SettlePorts, settings: Settings, plan: Plan, outcome: RunOutcome): Promise<{ writes: PlannedWrite[]; messages: ReportMessage[] }>;
  /** reads the artifacts on disk; its findings are reported, never a reason to stop */
  audit(ports: SettlePorts, settings: Settings, plan: Plan, outcome: RunOutcome): Promise<ReportMessage[]>;
}

/** The index write (null: nothing to change), and what asking the model for it cost and said. */
interface IndexPlan {
  write: PlannedWrite | null;
  tokens: TokenUsage;
  messages: ReportMessage[];
}


/**
 * Where a topic stands after this run: the newest statement that closes,
 * pauses or reopens the topic itself (topic-note.ts's stateChange), else the
 * state every line carries (a sticky paused or closed topic stays so), else
 * active. A ticked-off todo or a shipped feature does not close a project.
 */
function topicLifecycle(cands: readonly Candidate[], topic: string): Lifecycle {
  const change = stateChange(cands, topic);
  if (change) return change.state === 'archived' ? (isClosedLifecycle(change.candidate.lifecycle) ? change.candidate.lifecycle : 'closed') : change.state;
  const states = new Set(cands.map((c) => c.lifecycle));
  const only = states.size === 1 ? [...states][0]! : null;
  return only !== null && stopsTopic(only) ? only : 'active';
}

/**
 * The topic's state from this run's candidates: what the newest evidence says.
 * Its domain follows the same rule as the note's (topicDomain); the caller
 * prefers the one the note records.
 */
export function promotedEntry(path: string, cands: readonly Candidate[], owner: readonly string[] = [], noteLines: readonly string[] = [], noteSummary?: string): PromotedEntry | null {
  if (cands.length === 0) return null;
  const byNewest = [...cands].sort((a, b) => (newestDate(b) < newestDate(a) ? -1 : newestDate(b) > newestDate(a) ? 1 : b.confidence - a.confidence));
  const status = byNewest.find((c) => c.kind === 'project_status') ?? byNewest[0]!;
  const domain = topicDomain(status.topic, cands, owner);
  const lifecycle = topicLifecycle(cands, noteSlug(status.topic));
  const live = byNewest.filter((c) => !isClosedLifecycle(c.lifecycle));
  // What is new about it: a status line if there is one, else the most
  // salient line of the newest day (the newest line alone was often a
  // sign-off: "I'm gonna keep going, whatever comes my way").
  const newest = live.length > 0 ? newestDate(live[0]!) : '';
  const lead = live.find((c) => c.kind === 'project_status')
    ?? [...live].filter((c) => newestDate(c) === newest).sort((a, b) => b.confidence - a.confidence)[0];
  // A note the dreams write says where it stands in its summary: the entry is
  // its first sentence, not a raw line (consolidate/summary.ts).
  const gist = noteSummary ?? lead?.text;
  const said = isClosedLifecycle(lifecycle) || gist === undefined ? '' : withoutStateRepeat(withoutOwnName(gist, status.topic), status.topic, lifecycle);
  // A note that only clipped or pasted text speaks for says so in the index.
  const summary = cands.every((c) => c.derivedFromUntrusted) ? (said === '' ? UNTRUSTED_MARK : `${UNTRUSTED_MARK}: ${said}`) : said;
  // The newest line that says the subject itself moved or changed jobs: the
  // person's own index line about it gets that as a dated status.
  // A person's note is named in full ("Renata Kowal"); the journal says "Renata".
  const first = rx.u`^(\p{Lu}\p{Ll}{3,})\s+\p{Lu}`.exec(noteName(path))?.[1];
  const names = [noteName(path), status.topic.replace(/-/g, ' '), ...(first !== undefined ? [first] : [])];
  // Only the person's own grounded lines speak to their index line: a held,
  // ungrounded or clipped candidate never dates or restates it.
  const trusted = byNewest.filter(personEvidence);
  let changed: PromotedEntry['changed'];
  for (const c of trusted) {
    const what = changeOfSubject(c.text, names);
    if (what !== null) {
      changed = { date: newestDate(c), what };
      break;
    }
  }
  const slug = noteSlug(status.topic);
  const stated = trusted.length > 0 ? stateChange(trusted, slug) : null;
  // Evidence of a state is a line that states one: a line that only goes on about the subject
  // ("Heron one-pager started" after "Heron is done") neither resumes nor reopens it.
  const trustedLifecycle = trusted.length > 0 ? topicLifecycle(trusted, slug) : null;
  const evidence = trustedLifecycle !== null && (stated !== null || trustedLifecycle !== 'active') ? { lifecycle: trustedLifecycle, date: newestDate(stated?.candidate ?? trusted[0]!) } : null;
  // Who someone is shows in every line of their note, not only tonight's: "[[Hannah]] says …",
  // moved in from an earlier digest, makes Hannah a person though tonight's line only "handed over billing";
  // and what is read or watched is a work, whichever line says so ("we're reading Piranesi").
  const person = domain === 'People' || personLike(noteName(path), [...cands.map((c) => c.text), ...noteLines]);
  return {
    topic: slug,
    path,
    domain,
    lifecycle,
    summary,
    ...(changed ? { changed } : {}),
    ...(evidence ? { evidence } : {}),
    sourceRefs: cands.flatMap((c) => c.sources.map((s) => `${s.path}#L${s.startLine}-L${s.endLine}`)),
    person,
    kind: person ? 'person' : subjectKind(noteName(path), cands),
  };
}

/**
 * What a subject is, for the index section a new entry goes under: a project
 * when a line gives its status, a place when every line naming it names it
 * after "in", "to", "from"… (a proper name passed through or gone to), else a
 * topic. Never the domain its words suggest: a car is not "Health".
 */
function subjectKind(name: string, cands: readonly Candidate[]): 'project' | 'place' | 'topic' {
  if (cands.some((c) => c.kind === 'project_status')) return 'project';
  const naming = cands.map((c) => c.text).filter((t) => t.toLowerCase().includes(name.toLowerCase()));
  if (rx.u`^\p{Lu}`.test(name) && naming.length > 0 && naming.every((t) => inPassing(name, t))) return 'place';
  return 'topic';
}

/** A candidate that may change a line of the person's own index: their words (no clipping or pasted page), grounded and held by nothing. */
function personEvidence(c: Candidate): boolean {
  return !c.derivedFromUntrusted && c.hold === null && c.tier >= 1;
}

/** "Gina: went to a dance class" in Gina's own entry reads as "went to a dance class". */
function withoutOwnName(text: string, topic: string): string {
  const m = rx.su`^([\p{L}][\p{L}' -]{0,40}):\s+(\S.*)$`.exec(text);
  return m && noteSlug(m[1]!) === noteSlug(topic) ? m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1) : text;
}

const STATE_THEN_TOPIC = new RegExp(String.raw`^(?:paused|shelved|parked|put|waiting(?: on| for)?)\s+(?:the\s+)?(${WIKILINK_SOURCE}|[\p{L}\p{N}' -]+?)(?:\s+(?:project\s+)?(?:on hold|aside))?\s+(\S.*)$`, 'isu');

/**
 * "— paused; Paused the [[Newsletter]] until January 2027" says paused and the
 * topic twice: the entry already names both, so the summary keeps the rest
 * ("— paused; until January 2027"), in lower case as it continues the state word.
 */
function withoutStateRepeat(text: string, topic: string, lifecycle: Lifecycle): string {
  if (lifecycle !== 'paused' && lifecycle !== 'waiting') return text;
  const m = STATE_THEN_TOPIC.exec(text);
  if (!m) return text;
  const link = findWikiLinks(m[1]!)[0];
  const named = link !== undefined ? noteSlug(noteName(link.link.target)) : noteSlug(m[1]!);
  return named === noteSlug(topic) ? m[2]! : text;
}

/** The text of each topic note read for the index, by path: what a restated entry may draw on. */
const noteTextsOf = new WeakMap<TopicNoteInfo[], Map<string, string>>();

async function topicNoteInfos(ports: Pick<SettlePorts, 'vault' | 'yaml'>, s: TierFolders): Promise<TopicNoteInfo[]> {
  const folder = s.topicsFolder;
  const out: TopicNoteInfo[] = [];
  const texts = new Map<string, string>();
  noteTextsOf.set(out, texts);
  for (const f of await ports.vault.list(folder)) {
    if (!isTopicNotePath(s, f.path) || f.path.slice(folder.length + 1).includes('/')) continue;
    const text = await readOrNull(ports.vault, f.path);
    if (text === null) continue;
    texts.set(f.path, text);
    const note = parseNote(ports.yaml, text);
    const h1 = /^#\s+(.+)$/m.exec(note.body);
    const base = f.path.slice(f.path.lastIndexOf('/') + 1, -3);
    const status = typeof note.data.status === 'string' ? note.data.status.toLowerCase() : '';
    out.push({
      path: f.path,
      title: h1 ? h1[1]!.trim() : titleFromTopic(base),
      domain: noteDomain(note.data) ?? 'General',
      lifecycle: lifecycleOfStatus(status),
      mtime: f.mtime,
    });
  }
  return out;
}

/** What curation said, kept per plan so the report can list it. */
const curationNotes = new WeakMap<Plan, CurateResult>();


/**
 * With a model configured and the run online, ask it once for a tidier index
 * and take the answer only if `acceptIndexRewrite` passes it; otherwise the
 * deterministic curation stands. Either way the reason is in the run's
 * messages, and the call is counted into the run's token use.
 */
interface Rewritten {
  text: string;
  /** true when `text` is the model's checked rewrite */
  fromModel: boolean;
  /** what the request spent */
  tokens: TokenUsage;
  messages: ReportMessage[];
}

async function withModelRewrite(
  ports: SettlePorts,
  s: Settings,
  plan: Plan,
  used: TokenUsage,
  current: string | null,
  deterministic: string,
  promoted: readonly PromotedEntry[],
  topicNotes: readonly TopicNoteInfo[],
): Promise<Rewritten> {
  const none: Rewritten = { text: deterministic, fromModel: false, tokens: { calls: 0, promptTokens: 0, completionTokens: 0 }, messages: [] };
  if (plan.offline === true || s.provider === 'none' || !ports.http) return none;
  // A model call earns its cost only when this dream changed an entry (a new
  // one, one closed, renamed or moved): re-tidying an index whose entries are
  // as they were was answered "unchanged" 42 times in 85 calls.
  if (entryShape(current ?? '') === entryShape(deterministic)) return none;
  const lf = stripBom(deterministic).replace(/\r\n/g, '\n');
  const front = frontOf(lf);
  // The index rewrite is the run's last model call: a refusal here ends model
  // use with nothing after it to stop, so the frozen plan needs no correction.
  const reply = await requestIndexRewrite(
    ports,
    s,
    { body: lf.slice(front.length), budgetChars: s.indexBudgetChars, used, stopped: plan.modelStopped, entries: entryNotes(ports, lf, topicNotes) },
    s.indexPath,
  );
  if (!reply.asked) return none;
  const messages = [...reply.messages];
  if (reply.body === null) return { ...none, tokens: reply.tokens, messages };
  const proposed = withEndingsOf(front + reply.body, current ?? deterministic);
  const accepted = acceptIndexRewrite(
    current ?? '',
    proposed,
    deterministic,
    {
      // Each promoted topic must stay reachable from the index by its note.
      requiredRefs: promoted.map((p) => p.path),
      budgetChars: s.indexBudgetChars,
      allowedLinks: [...topicNotes.map((t) => linkTarget(t.path)), ...linksIn(deterministic)],
      keepPersonLines: true,
      knownText: deterministic,
      onlyPluginEntries: true,
      noteTexts: noteTextsOf.get(topicNotes as TopicNoteInfo[]),
    },
    s.indexPath,
  );
  append(messages, accepted.messages);
  return { text: accepted.text, fromModel: accepted.from === 'model', tokens: reply.tokens, messages };
}

/**
 * Each plugin entry of the index with where its note says the subject stands:
 * the status (its status line, else its frontmatter) and the summary that
 * opens it, so a tidier entry restates the note as it is now, not the index.
 */
function entryNotes(ports: Pick<SettlePorts, 'yaml'>, index: string, topicNotes: readonly TopicNoteInfo[]): IndexEntryNote[] {
  const texts = noteTextsOf.get(topicNotes as TopicNoteInfo[]);
  const out: IndexEntryNote[] = [];
  for (const l of index.split('\n')) {
    const e = pluginEntryOf(l);
    if (e === null) continue;
    const info = topicNotes.find((t) => targetKey(linkTarget(t.path)) === targetKey(e.target));
    const text = info === undefined ? undefined : texts?.get(info.path);
    if (info === undefined || text === undefined) continue;
    const body = parseNote(ports.yaml, text).body;
    const line = body.split('\n').find(isLiveTopicStatus);
    const status = line !== undefined ? parseTopicStatus(line) : null;
    const summary = summarySentences(body).map((x) => withoutCitation(x)).join(' ');
    out.push({ target: e.target, status: status !== null ? `${status.word} since ${status.date}` : info.lifecycle, summary });
  }
  return out;
}

/** The index's entries as what a change to them would be: which notes, titled how, in what state word, under which section. */
function entryShape(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  for (const s of indexSections(lines)) {
    for (const l of lines.slice(Math.max(s.start, 0), s.end)) {
      const e = pluginEntryOf(l);
      if (e !== null) out.push(`${s.name.trim().toLowerCase()}\u0000${targetKey(e.target)}\u0000${e.title}\u0000${parseEntryState(e.state).lifecycle}`);
    }
  }
  return out.sort().join('\n');
}

function linksIn(text: string): string[] {
  return findWikiLinks(text).map((f) => f.link.target).filter((t) => t !== '');
}

async function planIndexWrite(ports: SettlePorts, s: Settings, plan: Plan, outcome: RunOutcome): Promise<IndexPlan> {
  const current = await readOrNull(ports.vault, s.indexPath);
  const written = new Set(outcome.written.map((w) => w.path));
  const topicNotes = await topicNoteInfos(ports, s);
  const promoted: PromotedEntry[] = [];
  for (const w of plan.writes) {
    if (w.tier !== 2 || !written.has(w.target)) continue;
    const cands = plan.candidates.filter((c) => w.candidateIds.includes(c.id));
    const note = parseNote(ports.yaml, w.content);
    const first = note.data.origin === 'dream' ? summarySentences(note.body)[0] : undefined;
    const p = promotedEntry(w.target, cands, s.owner, note.body.split('\n'), first === undefined ? undefined : entrySummary(first));
    if (!p) continue;
    // The note records its domain (consolidate/plan-writes.ts topicDomain, or the
    // person's own domain: key): the index files it there, not by a second vote.
    const recorded = topicNotes.find((n) => n.path === w.target)?.domain;
    // The note's aliases are names the index may already use for it ("Dockclock" for Slotbook).
    const aliases = note.data.aliases;
    const names = Array.isArray(aliases) ? aliases.filter((a): a is string => typeof a === 'string') : [];
    promoted.push({ ...p, names, ...(recorded !== undefined && recorded !== 'General' ? { domain: recorded } : {}) });
  }
  const today = localDate(ports.clock, plan.startedAt);
  // What this run's own lines say ended ("No longer car-free") or that someone moved or changed jobs,
  // newest first: the person's plain index lines they end or are about get a dated status.
  const said = plan.candidates
    .filter((c) => personEvidence(c) && (saysEnded(c.text) || saysChangeOfRole(c.text)))
    .map((c) => ({ date: newestDate(c), text: c.text }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const result = curateIndex({
    current,
    promoted,
    topicNotes,
    budgetChars: s.indexBudgetChars,
    targetPct: s.indexTargetPct,
    today,
    said,
    renamed: plan.renamed ?? [],
  });
  curationNotes.set(plan, result);
  const rewritten = await withModelRewrite(ports, s, plan, outcome.tokens ?? plan.tokens, current, result.text, promoted, topicNotes);
  const { tokens, messages } = rewritten;
  // One line points at the newest reflection (src/core/reflect/pointer.ts); the model's rewrite does not decide it.
  const latest = await latestReflection(ports.vault, s.reflectionsFolder);
  const unmasked = withReflectionPointer(rewritten.text, latest?.path ?? null);
  if (unmasked === current) return { write: null, tokens, messages };
  // A password the person keeps in their own index is theirs to keep there, but
  // no file the plugin writes carries it: it is masked in what this dream
  // writes (the backup keeps the file as it was), and the index is still written.
  const masked = redactSecrets(unmasked);
  const text = masked.text;
  if (masked.hits.length > 0) {
    const n = masked.hits.length;
    messages.push({
      level: 'warn',
      path: s.indexPath,
      text: `${n === 1 ? 'A sensitive value' : `${n} sensitive values`} (${[...new Set(masked.hits.map((h) => h.kind))].join(', ')}) in ${s.indexPath} ${n === 1 ? 'is' : 'are'} masked in what this dream wrote there; the backup keeps the file as it was. A password manager is a safer place for ${n === 1 ? 'it' : 'them'}.`,
    });
  }
  const added = promoted.length;
  const write: PlannedWrite = {
    target: s.indexPath,
    tier: 'index',
    action: current === null ? 'create' : 'update',
    reason: `Curate the index${rewritten.fromModel ? ' (the model’s rewrite, checked)' : ''}: ${added} topic${added === 1 ? '' : 's'} promoted this run, ${result.charsBefore} → ${countChars(text)} characters${result.sunk.length > 0 ? `, detail of ${result.sunk.length} entr${result.sunk.length === 1 ? 'y' : 'ies'} sunk to topic notes` : ''}.`,
    diff: createTwoFilesPatch(s.indexPath, s.indexPath, redactSecrets(current ?? '').text, text, current === null ? '(new file)' : 'before', 'after'),
    content: text,
    expected: current,
    candidateIds: [],
  };
  return { write, tokens, messages };
}

async function planReportWrite(ports: Pick<SettlePorts, 'vault' | 'clock'>, plan: Plan, outcome: RunOutcome, audit: ReportMessage[]): Promise<PlannedWrite> {
  const tz = ports.clock.timeZone;
  const path = reportPath(plan, tz);
  const current = await readOrNull(ports.vault, path);
  const curation = curationNotes.get(plan);
  const findings: ReportMessage[] = [
    ...(curation?.notes ?? []).map((text): ReportMessage => ({ level: /OVER|over its target/.test(text) ? 'warn' : 'info', text })),
    ...(curation?.sunk ?? []).map((text): ReportMessage => ({ level: 'info', text })),
    ...audit,
  ];
  const content = current === null || current.trim() === ''
    ? renderReport(plan, outcome, findings, { timeZone: tz })
    : appendReportSection(current, renderReportSection(plan, outcome, findings, { timeZone: tz }));
  return {
    target: path,
    tier: 'report',
    action: current === null ? 'create' : 'update',
    reason: current === null ? 'Write the dream report.' : 'Add this run to today’s dream report.',
    diff: createTwoFilesPatch(path, path, current ?? '', content, current === null ? '(new file)' : 'before', 'after'),
    content,
    expected: current,
    candidateIds: [],
  };
}

export const settleStep: SettleStep = {
  planIndex: planIndexWrite,
  planDreamLog: planDreamLogEntry,
  planReflections,
  planReport: planReportWrite,
  audit: auditArtifacts,
};
