/**
 * The offline extractor: the built-in, deterministic way to turn spans into
 * candidates when no model is configured, and the fallback for any chunk a
 * model call failed on. It reads the person's own cues ("decided", "prefer",
 * "- [ ]", "shelved", "remember") rather than guessing at meaning, and it
 * drops what a person would not want remembered (greetings, weather, meals,
 * fragments, bare links) so topic notes do not become a copy of the journal.
 *
 * Signal heuristics (all in 0..1, see docs/ranking.md for how they are weighed):
 * - importance: a plain fact's salience (salience.ts: who, what, when, with
 *   whom, how many — minus questions, advice to "you", generic evaluations);
 *   a cued kind's own value (decision 0.75, preference/procedure 0.7, status
 *   and todo 0.6) moved ±0.2 by salience; +0.15 when the person asked to
 *   remember it; −0.15 for a very short line (not for todos, nor for a line
 *   naming a linked project); at least 0.9 for a decision recorded as one,
 *   or a project closed or paused in so many words, about a linked project
 *   (declaredFor).
 * - stability: preference 0.9, procedure 0.85, decision 0.8, fact
 *   0.45 + 0.45 × salience (at least 0.9 for "I am", "my sister" …), status
 *   0.45, todo 0.4; a closed/archived/paused/done state at least 0.6 (it
 *   stays true); 0.9 for a recorded decision or state; −0.3 for time-bound
 *   wording.
 * - actionability: procedure 0.85, open todo 0.8, preference 0.7, decision
 *   0.65, status 0.5, fact 0.3 (salience under 0.5: 0.2), finished todo 0.2.
 *
 * Conversation turns (`- **Gina**: …`, turns.ts) keep their speaker: the
 * gist is the turn's most salient sentence, only the vault owner's words
 * count as their cues, and the other person's words are kept as facts about
 * them, labelled with their name.
 */
import { hasCjk, tokenize } from './similarity';
import { absoluteDates } from './relative-dates';
import { gistOf, NOTHING_CHECKABLE_STEP, salienceOf, type Salience } from './salience';
import { isOwner, parseTurn, withoutMarkup } from './turns';
import { slugify } from '../formats/slug';
import { activityClasses } from './subject-phrases';
import { escapeRegExp } from '../lib/text';
import { tagsAsWords } from '../formats/tag';
import { findWikiLinks, parseWikiLink, replaceWikiLinks, shownText, WIKILINK_SOURCE } from '../formats/wikilink';
import { append } from '../lib/arrays';
import { bareValue, continuesSubject, splitSentences, withoutWeekdayLead } from './vocabulary';
import { DECISION, EPHEMERAL, EXPLICIT_CUE, FILLER, IDENTITY_LIKE, PREFERENCE, PROCEDURE, SELF_DIRECTED_CUE, SPEAKER_LABEL, STATUS, TODO, TURN_FLOOR, isReaction } from './offline-cues';
import { DATE_WORDS, domainFor, harmoniseDomains, headingSubject, knownSubjects, linkSubject, openingSubject, spanSubject } from './line-subjects';
import { mentionedSubject, resolveSubject } from './subject-resolver';
import type { SubjectRegistry } from '../sense/subject-registry';
import { fenceMarker } from '../formats/fences';
import { itemLabels, leadTopics } from './list-context';
import { stopsTopic, type Lifecycle } from '../formats/lifecycle';
import { lifecycleOfText, STATUS_ABOUT_RULE, STATUS_OF_SUBJECT_RULE, STATUS_WORD_RULE } from './rules/status-words';
import type { Span } from './spans';
import type { CandidateKind, RawCandidate } from './raw-candidate';
import { rx } from '../lib/rx';

export { IDENTITY_LIKE } from './offline-cues';
export { domainFor, headingSubject, spanSubject } from './line-subjects';

/** A leading date, bare, bracketed or as a link to its daily note (`[[2026-11-02]]: …`). */
const DATE_PREFIX = new RegExp(String.raw`^\s*(?:(${WIKILINK_SOURCE})|\[?\d{4}-\d{2}-\d{2}\]?)\s*[:\u2013\u2014-]?\s*`);
const BARE_LINK = new RegExp(String.raw`^(?:https?:\/\/\S+|${WIKILINK_SOURCE}|\[[^[\]]*\]\([^)]*\))$`);
/** "[[Seedling]]: prefer …": the link names what the clause is about. */
const LINK_LABEL = new RegExp(String.raw`^${WIKILINK_SOURCE}:\s*`);

// ------------------------------------------------------------ cleaning

interface Unit {
  text: string;
  task: 'open' | 'done' | null;
  numbered: boolean;
}

/** Split a span into the statements it holds (items, sentences of long paragraphs). */
/** A line that ends a sentence: the next line of a paragraph starts a new statement. */
const ENDS_SENTENCE = /[.!?\u2026\u3002\uff01\uff1f]["\u201d'\u2019)]*$/u;

function unitsOf(span: Span): Unit[] {
  let lines = span.text.split('\n');
  // Quotes and callouts: drop the markers and the callout's title line (a
  // label such as "Pasted from a forum", not a statement); each quoted line
  // stands on its own, since quotes are rarely wrapped prose.
  const isQuote = /^\s{0,3}>/.test(lines[0] ?? '');
  lines = lines.map((l) => l.replace(/^\s{0,3}(?:>\s?)+/, ''));
  if (/^\s*\[![\w-]+\][+-]?/.test(lines[0] ?? '')) lines.shift();
  if (isQuote) lines = lines.flatMap((l) => [l, '']);
  const units: Unit[] = [];
  let current: Unit | null = null;
  let inItem = false;
  for (const line of lines) {
    // "- - [ ] task" (a task typed inside a bullet) is still a task.
    const m = /^\s*([-*+]|\d{1,9}[.)])\s+(?:[-*+]\s+)?(?:\[([ xX/-])\]\s+)?(.*)$/.exec(line);
    if (m) {
      if (current) units.push(current);
      const box = m[2];
      current = {
        text: m[3] ?? '',
        task: box === undefined ? null : box === ' ' || box === '/' ? 'open' : 'done',
        numbered: /\d/.test(m[1] ?? ''),
      };
      inItem = true;
    } else if (line.trim() === '') {
      if (current) units.push(current);
      current = null;
    } else if (current && (inItem || !ENDS_SENTENCE.test(current.text))) {
      // A wrapped line continues its item or sentence.
      current.text += ' ' + line.trim();
    } else {
      // A journal line that follows a finished sentence is its own statement
      // (Obsidian shows it on its own line): "Signed the contract." /
      // "Job search: closed." are two things, about two subjects.
      if (current) units.push(current);
      inItem = false;
      current = { text: line.trim(), task: null, numbered: false };
    }
  }
  if (current) units.push(current);

  const out: Unit[] = [];
  for (const u of units) {
    // A conversation turn stays whole: splitting it would leave every sentence
    // after the first without its speaker. Its gist is chosen per sentence later.
    if (u.text.length <= 280 || parseTurn(u.text) !== null) {
      out.push(u);
      continue;
    }
    // Long prose: one statement per sentence, so a cue sentence is not buried.
    for (const sentence of splitSentences(u.text)) out.push({ ...u, text: sentence });
  }
  return out;
}

/** Visible text of a statement: no list/time/date prefixes, no emphasis, tags reduced to words. */
export function cleanStatement(text: string): string {
  let s = text.normalize('NFC');
  s = s.replace(DATE_PREFIX, (m, link?: string) => (link === undefined || /^\d{4}-\d{2}-\d{2}$/.test(parseWikiLink(link)?.target ?? '') ? '' : m));
  s = s.replace(/^\s*\[?\(?\d{1,2}[:.h]\d{2}(?:\s*[ap]\.?m\.?)?\)?\]?\s*[:\u2013\u2014,-]?\s*/i, '');
  s = s.replace(/(\*\*|__|==|~~)(.+?)\1/g, '$2');
  s = s.replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2');
  s = s.replace(/\u2705\s*\d{4}-\d{2}-\d{2}/g, '').replace(/\u2705|\u2611\ufe0f|\u2714\ufe0f/gu, '');
  s = tagsAsWords(s);
  s = s.replace(/\s+/g, ' ').trim();
  return s;
}

/** Sentences, split after . ! ? (and their CJK forms) followed by space. */
/**
 * A journal line keeps its sentences that say something: a short one that
 * names nothing, counts nothing and dates nothing ("Phew.", "She's right.",
 * "Best day of the summer.") only says how it felt, and memory keeps each
 * fact "in the source's words or shorter". A line of one sentence, one
 * whose every sentence is idle, or one that would keep under six words stays
 * as written.
 */
function withoutIdleSentences(text: string): string {
  const sentences = splitSentences(text);
  if (sentences.length < 2) return text;
  const idle = (x: string): boolean => {
    const words = x.split(/\s+/);
    // A name or an acronym after the first word ("No SKM there.") says which
    // thing; a state ("Bike done.", "Newsletter paused.") is news; a script
    // without spaces between words is not counted in words.
    if (words.length > IDLE_WORDS || words.slice(1).some((w) => rx.u`\p{Lu}`.test(w)) || hasCjk(x) || rx.u`[^\p{Script=Latin}\P{L}]`.test(x)) return false;
    // The state words are the per-language table's ("Il bagno è finito.", "Kurs abgesagt."), not an English list.
    if (STATUS.test(x) || STATUS_WORD_RULE.apply(x) !== null || /\b(?:over|gone|back|started)\b/i.test(x) && words.length <= 3) return false;
    // A label says what the rest is about ("Cerámica: mi primer cuenco decente."), and a class or
    // course named is an event of its own ("Segunda clase de cerámica.").
    if (rx.u`^\p{Lu}[\p{L}'\u2019 -]{1,30}:\s+\S`.test(x) || activityClasses(x).length > 0) return false;
    return salienceOf(x).score <= IDLE_SALIENCE;
  };
  const kept = sentences.filter((x) => !idle(x));
  // What is left must still say something on its own ("Dentist at 15:00." alone reads as a fragment).
  if (kept.length === 0 || kept.length === sentences.length || kept.join(' ').split(/\s+/).length < KEPT_WORDS) return text;
  return kept.join(' ');
}

/** An idle sentence: salience no more than the bare minimum, and at most this many words. */
const IDLE_SALIENCE = 0.3;
const IDLE_WORDS = 6;
/** The fewest words a line trimmed of idle sentences keeps. */
const KEPT_WORDS = 6;

/** A name as names are compared for containment: lower case, apostrophes dropped, a slug's hyphens as spaces. */
function looseName(name: string): string {
  return name.toLowerCase().replace(/['\u2019]/g, '').replace(/-/g, ' ').trim();
}

/** The words addressed to a future self are not part of the fact: "Remember: X — write that down" → "X". */
function stripExplicitCue(text: string): string {
  let out = text.replace(/\s*[\u2014\u2013-]+\s*(?:write (?:that|this|it) down|remember (?:that|this|it)|don'?t forget (?:that|this|it))\b[^.!?]*[.!?]?\s*$/i, '.');
  const m = /^(?:remember(?: that| this)?|reminder(?: to self)?|note to self|nb|don'?t forget(?: that)?|important|for future me|keep in mind(?: that)?)\s*[:,-]\s*/i.exec(out);
  if (m) out = out.slice(m[0].length);
  out = out.replace(/\.\.$/, '.');
  return out.charAt(0).toUpperCase() + out.slice(1);
}

function visibleLength(text: string): { words: number; cjk: number } {
  const plain = replaceWikiLinks(text, shownText)
    .replace(/\[([^[\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, '');
  const cjk = (plain.match(rx.gu`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`) ?? []).length;
  const words = plain.split(/\s+/).filter((w) => rx.u`[\p{L}\p{N}]`.test(w)).length;
  return { words, cjk };
}

/** Why a statement is not worth remembering, or null. */
export function fillerReason(text: string, hasStrongCue: boolean): string | null {
  const { words, cjk } = visibleLength(text);
  if (words === 0 && cjk === 0) return 'only links or markup';
  // A cue carries meaning a bare fragment lacks: "Still prefer pnpm" stands, "Went home" does not;
  // so does a linked subject with a value: "[[Ola]]'s birthday — 38".
  const minWords = hasStrongCue || (findWikiLinks(text).length > 0 && rx.u`\p{N}`.test(text)) ? 3 : 4;
  if (hasCjk(text) ? cjk < 6 && words < minWords : words < minWords) return 'too short to stand alone';
  if (BARE_LINK.test(text.trim())) return 'a bare link';
  if (hasStrongCue) return null;
  for (const re of FILLER) if (re.test(text)) return 'everyday filler';
  return null;
}

// ------------------------------------------------------------ classification

interface Classification {
  kind: CandidateKind;
  lifecycle: Lifecycle;
  explicit: boolean;
  /**
   * The person recorded this as a decision or a change of a project's state
   * about a project they link ("Decision: …", "Decided to …", "Paused the
   * [[Newsletter]]", "Project closed."). Set by the extractor once the topic is
   * known; see declaredFor.
   */
  declared?: boolean;
}

export function classify(text: string, task: Unit['task'], numbered: boolean): Classification {
  const explicit = EXPLICIT_CUE.test(text);
  // The person's status words, in any of their languages (rules/status-words.ts).
  const lifecycle: Lifecycle = lifecycleOfText(text);
  if (task === 'done') return { kind: 'todo', lifecycle: lifecycle === 'active' ? 'done' : lifecycle, explicit };
  if (task === 'open') return { kind: 'todo', lifecycle: lifecycle === 'done' ? 'active' : lifecycle, explicit };
  if (DECISION.test(text)) return { kind: 'decision', lifecycle, explicit };
  if (PREFERENCE.test(text)) return { kind: 'preference', lifecycle: 'active', explicit };
  if (lifecycle !== 'active') return { kind: 'project_status', lifecycle, explicit };
  if (TODO.test(text)) return { kind: 'todo', lifecycle: 'active', explicit };
  if (numbered || PROCEDURE.test(text)) return { kind: 'procedure', lifecycle: 'active', explicit };
  if (STATUS.test(text)) return { kind: 'project_status', lifecycle: 'active', explicit };
  return { kind: 'fact', lifecycle: 'active', explicit };
}

const clamp = (x: number): number => Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;

/**
 * Judgement signals from the statement's kind and its salience.
 *
 * A plain fact is worth what its words make it worth: importance is its
 * salience, stability rises with it (0.45 + 0.45 × salience; a line about who
 * the person is — "I am", "my sister" — at least 0.9). A cued kind (decision,
 * preference, todo, procedure, status) starts from its kind's value, moved up
 * or down by salience (± 0.2 at the extremes), so "Decided to get pizza?"
 * ranks below "Decided to move to Lisbon in May".
 *
 * `namesProject`: the line names a project the person links (by link or by
 * name). Such a line is specific however short it is: "Release day for
 * Seedling 0.2." is a milestone, not a fragment.
 */
function judge(
  text: string,
  c: Classification,
  linked: boolean,
  namesProject = false,
  salience: Salience = salienceOf(text.replace(SPEAKER_LABEL, '')),
): Pick<RawCandidate, 'importance' | 'stability' | 'actionability'> {
  const ephemeral = EPHEMERAL.test(text);
  const settled = c.lifecycle !== 'active' && c.lifecycle !== 'waiting';
  const statement = text.replace(SPEAKER_LABEL, '');
  const s = salience.score + (linked || namesProject ? 0.1 : 0);
  const identity = IDENTITY_LIKE.test(statement);
  const baseImportance: Record<CandidateKind, number> = {
    decision: 0.75, preference: 0.7, procedure: 0.7, project_status: 0.6, todo: 0.6, fact: 0,
  };
  const baseStability: Record<CandidateKind, number> = {
    preference: 0.9, procedure: 0.85, decision: 0.8, project_status: 0.45, todo: 0.4,
    fact: identity ? Math.max(0.9, 0.45 + 0.45 * s) : 0.45 + 0.45 * s,
  };
  const baseAction: Record<CandidateKind, number> = {
    procedure: 0.85, todo: c.lifecycle === 'active' || c.lifecycle === 'waiting' ? 0.8 : 0.2, preference: 0.7,
    decision: 0.65, project_status: 0.5, fact: s >= 0.5 ? 0.3 : 0.2,
  };
  let importance = c.kind === 'fact' ? s : baseImportance[c.kind] + (s - 0.5) * 0.4;
  if (c.explicit) importance += 0.15;
  // A recorded decision or state change of a linked project is what the
  // project's note exists to hold, and it stays true until the person writes
  // the next one.
  if (c.declared === true) importance = Math.max(importance, 0.9);
  // Tasks are short by nature ("Write the 0.4 changelog"); brevity only costs other kinds
  // (salience already took it off a fact).
  const short = visibleLength(statement).words < 6 && !hasCjk(text);
  if (short && c.kind !== 'todo' && c.kind !== 'fact' && !namesProject) importance -= 0.15;
  let stability = settled && c.kind !== 'preference' ? Math.max(0.6, baseStability[c.kind]) : baseStability[c.kind];
  if (c.declared === true) stability = Math.max(stability, 0.9);
  if (ephemeral) stability -= 0.3;
  return { importance: clamp(importance), stability: clamp(stability), actionability: clamp(baseAction[c.kind]) };
}

/**
 * What the extractor judges a kept line worth from its words alone (its kind,
 * its salience, a link in it). The write phase re-checks the tier-2 gate with
 * it when a line an earlier digest kept moves into the note its subject has
 * since earned (consolidate/plan-writes.ts): the line was judged once, on a day its
 * subject had no note; the gate is asked again, not skipped.
 */
export function keptLineWorth(text: string): Pick<RawCandidate, 'importance' | 'stability' | 'actionability'> {
  return judge(text, classify(text, null, false), findWikiLinks(text).length > 0);
}

// ------------------------------------------------------------ extractor

interface OfflineOptions {
  untrustedFolders?: string[];
  /** subjects memory already has (kebab-case), or [name, subject] for a name that is another subject's (an alias); a line that names one joins it (knownSubjectNames) */
  knownSubjects?: ReadonlyArray<string | readonly [string, string]>;
  /** the vault owner's names and aliases (settings.owner) */
  owner?: readonly string[];
}

const PROCEDURE_NOUN = rx.iu`\b((?:[\p{L}\d-]+\s+)?(?:checklist|procedure|routine|steps|recipe|workflow|runbook|process))\b`;

/**
 * Deterministic candidates from spans. Same input, same output, in span order.
 *
 * - A numbered list (with the line that introduces it) is one procedure, not
 *   one candidate per step: a checklist is remembered as a whole.
 * - A preference keeps only the clause that states it ("I prefer pnpm over
 *   npm"), so the same preference written with different surroundings on
 *   different days still merges.
 * - A line without a link, tag or subject heading joins a topic it names
 *   ("Release day for Seedling" → seedling) when that topic is linked
 *   elsewhere in the batch or exists in memory.
 * - Transcript messages contribute only statements with a cue (decision,
 *   preference, todo, procedure, lifecycle, "remember"): a chat is mostly
 *   working talk, and copying it would bury the few lasting facts.
 */
export function offlineExtract(spans: Span[], opts: OfflineOptions = {}): RawCandidate[] {
  const untrustedFolders = opts.untrustedFolders ?? ['Clippings'];
  const subjects = knownSubjects(spans, untrustedFolders, opts.knownSubjects ?? []);
  const speakersByPath = speakersOf(spans);
  const leads = leadTopics(spans, untrustedFolders, subjects);
  const labels = itemLabels(spans);
  const ctxFor = (span: Span): StatementContext => ({
    subjects, untrustedFolders, owner: opts.owner ?? [], speakers: speakersByPath.get(span.path) ?? [], lead: leads.get(span.id) ?? null, heading: ownHeading(span),
    label: labels.get(span.id) ?? null,
  });
  const out: RawCandidate[] = [];
  const consumed = new Set<string>();

  for (const run of procedureRuns(spans)) {
    const c = procedureCandidate(run, subjects, untrustedFolders);
    if (c) {
      out.push(c.candidate);
      for (const id of c.consumedIds) consumed.add(id);
      if (c.introRemainder) append(out, statementCandidates(run.intro!, c.introRemainder, ctxFor(run.intro!)));
    }
  }
  for (const span of spans) {
    if (consumed.has(span.id) || fenceMarker(span.text) !== null) continue;
    append(out, statementCandidates(span, null, ctxFor(span)));
  }
  // Keep the output in source order (procedures sit where their first step sits).
  const order = new Map(spans.map((s, i) => [s.id, i]));
  out.sort((a, b) => (order.get(a.spanIds[0]!) ?? 0) - (order.get(b.spanIds[0]!) ?? 0));
  return harmoniseDomains(adoptOrphans(continueSubjects(out, spans), spans, subjects));
}

/**
 * A list line that opens with "her", "his", "they"… (vocabulary.ts,
 * continues-subject) and names no subject of its own goes on about the
 * subject of the line right above it in the same note:
 *
 *     - Ola's first day at the hospital. Starts 07:00, loves it
 *     - her hours now: Mon–Fri 7–15, no Saturdays.
 *
 * Only the next line, only when the line above has a named subject.
 */
function continueSubjects(cands: RawCandidate[], spans: readonly Span[]): RawCandidate[] {
  const byId = new Map(spans.map((s) => [s.id, s]));
  let prev: { topic: string; span: Span } | null = null;
  return cands.map((c) => {
    const span = byId.get(c.spanIds[0]!);
    let out = c;
    if (span && prev && FALLBACK_TOPIC.test(c.topic) && c.speaker === undefined && continuesSubject(c.text)
      && prev.span.path === span.path && span.startLine <= prev.span.endLine + 1) {
      out = { ...c, topic: prev.topic };
    }
    if (span) prev = FALLBACK_TOPIC.test(out.topic) ? null : { topic: out.topic, span };
    return out;
  });
}

interface StatementContext {
  /** the subjects this run knows by name, to resolve a heading, an opening name or a mention through (subject-resolver.ts) */
  subjects: SubjectRegistry;
  untrustedFolders: string[];
  owner: readonly string[];
  /** everyone who speaks in the span's note: naming the listener is not naming a subject */
  speakers: readonly string[];
  /** the subject the line that introduces this list links (leadTopics), or null */
  lead?: string | null;
  /** the person's own heading the span stands under, when it names something (not "Log" or "Tasks") */
  heading: string | null;
  /** the label item this item is nested under ("Bornholm booked:"), or null (itemLabels) */
  label?: string | null;
}

/** The span's own heading as the person wrote it, when it names something of theirs. */
function ownHeading(span: Span): string | null {
  const h = span.headingPath[span.headingPath.length - 1];
  return h !== undefined && headingSubject(h) !== null ? replaceWikiLinks(h, shownText).replace(/\s+/g, ' ').trim() : null;
}

/**
 * What one unit of a span says, ready to classify: for a conversation turn its
 * speaker, whether that is the vault's owner, and the gist (the most salient
 * sentence or clause, replies removed); for an ordinary line the whole line.
 * null when a turn holds nothing but replies.
 */
function statementOf(unit: Unit, ctx: StatementContext): { text: string; speaker: string | null; owner: boolean; salience: Salience } | null {
  const turn = unit.task === null ? parseTurn(unit.text) : null;
  if (turn === null) {
    let text = withoutWeekdayLead(withoutIdleSentences(cleanStatement(withoutMarkup(unit.text))));
    // "54:47 — under 55!!" under "## Bieg Niepodległości 10 km" is the race's result.
    const heading = ctx.heading;
    if (ctx.label !== undefined && ctx.label !== null) text = `${ctx.label} ${text}`;
    else if (heading !== null && bareValue(text)) text = `${heading}: ${text}`;
    return { text, speaker: null, owner: true, salience: salienceOf(text) };
  }
  // "Melanie, that's a great pic!": a name said to the listener opens a reply, not a statement.
  const vocative = new RegExp(`^(?:(?:wow|hey|oh|aw+|yes|yeah|thanks|hi)[,!]?\\s+)?(?:${ctx.speakers.map((n) => `${escapeRegExp(n.slice(0, 3))}[\\p{L}'’]*`).join('|') || '\\u0000'})[,!]\\s+`, 'iu');
  const body = splitSentences(cleanStatement(turn.text))
    .map((x) => x.replace(vocative, '').replace(rx.u`^\p{Ll}`, (ch) => ch.toUpperCase()))
    .join(' ');
  // A question in a conversation asks; what the asker knows is in their other sentences.
  const sentences = splitSentences(body).filter((x) => !isReaction(x) && !/\?\s*$/.test(x));
  const addressees = ctx.speakers.filter((sp) => sp !== turn.speaker);
  const gist = gistOf(sentences, { speaker: turn.speaker, addressees });
  if (gist === null) return null;
  // Talk that says nothing checkable, or next to nothing, is not a candidate at all: said again
  // in every session ("I won't quit", "Thanks for the support") it would otherwise earn
  // recurrence, as a fact written on several days does.
  if (gist.salience.score < TURN_FLOOR || gist.salience.steps.some((x) => x.feature.startsWith(NOTHING_CHECKABLE_STEP))) return null;
  return { text: gist.text, speaker: turn.speaker, owner: isOwner(turn.speaker, ctx.owner), salience: gist.salience };
}

function statementCandidates(span: Span, onlyText: string | null, ctx: StatementContext): RawCandidate[] {
  const { subjects, untrustedFolders } = ctx;
  const isTranscript = span.role === 'user' || span.role === 'assistant' || span.role === 'tool_result';
  const structural = spanSubject(span, untrustedFolders);
  const out: RawCandidate[] = [];
  const seen = new Set<string>();
  const units = onlyText === null ? unitsOf(span) : [{ text: onlyText, task: null, numbered: false }];
  for (const unit of units) {
    const said = statementOf(unit, ctx);
    if (said === null) continue;
    let text = said.text;
    const c = classify(text, unit.task, unit.numbered);
    if (said.speaker !== null) {
      // Only the owner's own words are their "remember this", their
      // preference or their decision; the other person's are facts about them.
      c.explicit = said.owner && SELF_DIRECTED_CUE.test(text);
      if (!said.owner && (c.kind === 'preference' || c.kind === 'decision')) c.kind = 'fact';
    }
    if (c.explicit) text = stripExplicitCue(text);
    if (c.kind === 'preference') text = preferenceClause(text);
    const strongCue = c.explicit || c.kind !== 'fact' || unit.task !== null;
    if (fillerReason(text, strongCue) !== null) continue;
    if (isTranscript && !strongCue) continue;
    // Read a year later, "yesterday" means nothing: dates are made absolute
    // against the note's date once the statement is chosen.
    text = absoluteDates(text, span.date);
    if (said.speaker !== null && !said.owner) text = `${said.speaker}: ${text}`;
    if (seen.has(text)) continue;
    seen.add(text);
    const domain = domainFor(text, span.tags, span.headingPath);
    // A preference is about the person, not the project it was noticed in:
    // "I prefer pnpm" belongs with their software preferences, not under Seedling.
    const chosen =
      c.kind === 'preference'
        ? mentionedSubject(text, subjects) ?? fallbackTopic(domainFor(text, [], []), 'preference')
        : knownSubjectOf(structural, subjects) ?? (said.speaker === null ? openingSubject(text, subjects) : null) ?? mentionedSubject(text, subjects) ?? ctx.lead ?? fallbackTopic(domain, c.kind);
    // A state word changes only the subject of its own clause: a line filed under one subject never closes another.
    // A name inside the subject's own ("Dad" in "Dad's house", "Kasia" in "Kasia's car") is not another subject.
    const others = (): string[] => {
      const own = [chosen.replace(/-/g, ' '), ...(subjects.subjects.find((s) => s.subject === chosen)?.names ?? [])].map(looseName);
      return subjects.subjects.filter((s) => s.subject !== chosen).flatMap((s) => s.names).filter((n) => {
        const k = looseName(n);
        return !own.some((o) => o.startsWith(`${k} `) || o.startsWith(`${k}s `));
      });
    };
    // A line that takes its subject up again beside its name ("… done, so X is back on") keeps it live.
    const resumed = c.lifecycle !== 'active' && STATUS_OF_SUBJECT_RULE.apply({ text, topic: chosen }) === 'resumed';
    if (c.lifecycle !== 'active' && c.kind !== 'todo' && (resumed || !STATUS_ABOUT_RULE.apply({ text, topic: chosen, others: others() }))) {
      c.lifecycle = 'active';
      if (c.kind === 'project_status' && !STATUS.test(text) && !resumed) c.kind = 'fact';
    }
    const namesProject = subjects.keeps(chosen) && (span.links.length > 0 || mentionedSubject(text, subjects) === chosen || (said.speaker === null && openingSubject(text, subjects) === chosen));
    const declared = !isTranscript && !span.untrusted && said.owner && declaredFor(text, c, chosen, subjects);
    const judged = { ...c, declared };
    out.push({
      text,
      kind: c.kind,
      topic: chosen,
      domain,
      lifecycle: c.lifecycle,
      spanIds: [span.id],
      ...judge(text, judged, span.links.length + span.tags.length > 0, namesProject, said.salience),
      explicit: c.explicit || declared,
      extractor: 'offline',
      salience: said.salience,
      ...(said.speaker !== null && !said.owner ? { speaker: said.speaker } : {}),
    });
  }
  return out;
}

/** The clause of a longer line that carries the preference. */
function preferenceClause(text: string): string {
  const clauses = splitSentences(text).flatMap((x) => x.split(/\s+[\u2014\u2013]\s+|;\s+/)).map((c) => c.trim()).filter((c) => c !== '');
  if (clauses.length < 2) return text;
  const hit = clauses.find((c) => PREFERENCE.test(c));
  if (!hit || hit.split(/\s+/).length < 3) return text;
  const clause = hit.replace(LINK_LABEL, '').replace(/[.;:,]+$/, '');
  return clause.charAt(0).toUpperCase() + clause.slice(1);
}

/** Who speaks in each note (`- **Gina**: …`), in order of first turn. */
function speakersOf(spans: Span[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const span of spans) {
    for (const line of span.text.split('\n')) {
      const turn = parseTurn(line.replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+/, ''));
      if (!turn) continue;
      const list = out.get(span.path) ?? [];
      if (!list.includes(turn.speaker)) list.push(turn.speaker);
      out.set(span.path, list);
    }
  }
  return out;
}

// ------------------------------------------------------------ procedures

interface ProcedureRun {
  intro: Span | null;
  steps: Span[];
}

const NUMBERED = /^\s*\d{1,9}[.)]\s+/;

/** Consecutive numbered-item spans of one file, with the line right above them if it ends in ":". */
function procedureRuns(spans: Span[]): ProcedureRun[] {
  const runs: ProcedureRun[] = [];
  let current: ProcedureRun | null = null;
  spans.forEach((span, i) => {
    const numbered = NUMBERED.test(span.text) && span.role !== 'tool_result';
    const prev = current?.steps[current.steps.length - 1];
    if (numbered && current && prev && prev.path === span.path && span.startLine <= prev.endLine + 2) {
      current.steps.push(span);
      return;
    }
    if (current && current.steps.length >= 2) runs.push(current);
    current = null;
    if (!numbered) return;
    const before = spans[i - 1];
    const intro =
      before && before.path === span.path && before.endLine + 1 >= span.startLine - 1 && /:\s*$/.test(before.text) ? before : null;
    current = { intro, steps: [span] };
  });
  const last = current as ProcedureRun | null;
  if (last && last.steps.length >= 2) runs.push(last);
  return runs;
}

function procedureCandidate(
  run: ProcedureRun,
  subjects: SubjectRegistry,
  untrustedFolders: string[],
): { candidate: RawCandidate; consumedIds: string[]; introRemainder: string | null } | null {
  const steps = run.steps.map((s) => cleanStatement(s.text.replace(NUMBERED, '').replace(/\n\s*/g, ' '))).filter((t) => t !== '');
  if (steps.length < 2) return null;
  let title = '';
  let introRemainder: string | null = null;
  if (run.intro) {
    const introText = cleanStatement(run.intro.text.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/\n\s*/g, ' '));
    const sentences = splitSentences(introText);
    title = (sentences.pop() ?? '').replace(/:\s*$/, '');
    const rest = sentences.join(' ').trim();
    introRemainder = rest.split(/\s+/).length >= 4 ? rest : null;
  }
  const noun = PROCEDURE_NOUN.exec(title);
  const label = noun ? noun[1]!.toLowerCase() : title;
  const first = run.intro ?? run.steps[0]!;
  const linked = spanSubject(first, untrustedFolders);
  const topic = noun ? slugify(label) : linked ?? mentionedSubject(title, subjects) ?? 'how-to';
  const heading = label === '' ? 'Steps' : label.charAt(0).toUpperCase() + label.slice(1);
  const text = `${heading}: ${steps.map((st, i) => `(${i + 1}) ${st.replace(/[.;]+$/, '')}`).join('; ')}.`;
  const all = [...(run.intro ? [run.intro] : []), ...run.steps];
  const tags = all.flatMap((s) => s.tags);
  const c: Classification = { kind: 'procedure', lifecycle: 'active', explicit: false };
  return {
    candidate: {
      text,
      kind: 'procedure',
      topic,
      domain: domainFor(text, tags, first.headingPath),
      lifecycle: 'active',
      spanIds: all.map((s) => s.id),
      ...judge(text, c, tags.length > 0 || all.some((s) => s.links.length > 0)),
      explicit: false,
      extractor: 'offline',
    },
    consumedIds: all.map((s) => s.id),
    introRemainder,
  };
}

// ------------------------------------------------------------ one topic per project

/**
 * A heading or tag that names a project the person links elsewhere is that
 * project: "## Bike" in a note that links [[Bike rebuild]] is the bike
 * rebuild, not a second subject "bike". The name resolves through the one
 * subject resolver (a name, alias, case or accent form of a known subject);
 * else a heading matches a linked subject when one name is the other plus
 * more words, and only one linked subject fits.
 */
export function knownSubjectOf(topic: string | null, subjects: SubjectRegistry): string | null {
  if (topic === null) return null;
  const r = resolveSubject(topic, subjects);
  if (r === null) return topic;
  if (r.kind !== 'new') return r.subject;
  const fits = subjects.subjects.map((k) => k.subject).filter((k) => k.startsWith(topic + '-') || topic.startsWith(k + '-'));
  return fits.length === 1 ? fits[0]! : topic;
}

const DECLARED_DECISION = /(?:^|[.!?:]\s+)(?:decided\b|decision\s*:|(?:i|we) (?:have )?decided\b|final decision\b)/i;
const DECLARED_STATE = new RegExp(String.raw`\b(?:project (?:closed|finished|done|archived|paused|shelved|cancell?ed)|(?:closed|finished|paused|shelved|archived|cancell?ed|parked) (?:the )?(?:${WIKILINK_SOURCE}|project))`, 'i');

/**
 * A decision the person records as one ("Decision: …", "Decided to …") or a
 * project they close or pause in so many words, about a project they link.
 * That is the journaling form of "remember this": the person wrote it down
 * so that it would be the project's record. It counts only for a topic the
 * person links (so a chat line "we decided to get pizza" is not lifted) and
 * only in the person's own words (the caller checks trust and role).
 */
function declaredFor(text: string, c: Classification, subject: string, subjects: SubjectRegistry): boolean {
  if (!subjects.keeps(subject)) return false;
  if (c.kind === 'decision') return DECLARED_DECISION.test(text);
  const stateChange = stopsTopic(c.lifecycle);
  return stateChange && DECLARED_STATE.test(text);
}

const FALLBACK_TOPIC = /^[a-z]+-(?:notes|decisions|how-to|open-loops)$/;

/** Long words too common to tie a line to a subject (stems, as tokenize gives them). */
const COMMON_WORDS = new Set((
  'about after again always another around because before being better could every first great hours ' +
  'little minut minutes never other place really right since still their there these thing think those ' +
  'three today tomorrow under until where which while would yesterday start started again evening morning night'
).split(' '));

/**
 * A line that names no subject (no link, tag or subject heading) but shares
 * words with a project the person links on the same day joins that project:
 * "the digest worker needs the SMTP credentials" on the day Seedling 0.3
 * shipped the e-mail digest is Seedling's. Without a shared word it stays in
 * the catch-all: a dentist appointment on a Seedling day is not Seedling's.
 * Only the same day adopts, and only a word that can tell subjects apart
 * (five letters or more, not a date, a common word or a verb's past): words shared with a
 * subject's lines on other days, or "back", "Monday", "minutes", said nothing
 * about the line, and a journal's partner or parent, named on most days,
 * collected half the journal that way. Preferences keep their own topics;
 * procedures are named by themselves.
 */
function adoptOrphans(cands: RawCandidate[], spans: Span[], subjects: SubjectRegistry): RawCandidate[] {
  const projects = new Set(subjects.subjects.map((s) => s.subject));
  const pathOf = new Map(spans.map((s) => [s.id, s.path]));
  const linksOf = new Map(spans.map((s) => [s.id, s.links.length]));
  // The subjects each note links: they were that day's even when no kept line says so.
  const linkedIn = new Map<string, Set<string>>();
  for (const s of spans) {
    const set = linkedIn.get(s.path) ?? new Set<string>();
    for (const l of s.links) set.add(linkSubject(l));
    linkedIn.set(s.path, set);
  }
  const vocab = new Map<string, Map<string, number>>();
  const daysOf = new Map<string, Set<string>>();
  for (const c of cands) {
    if (!projects.has(c.topic)) continue;
    const v = vocab.get(c.topic) ?? new Map<string, number>();
    for (const t of new Set(tokenize(c.text))) v.set(t, (v.get(t) ?? 0) + 1);
    vocab.set(c.topic, v);
    const d = daysOf.get(c.topic) ?? new Set<string>();
    for (const id of c.spanIds) d.add(pathOf.get(id) ?? '');
    daysOf.set(c.topic, d);
  }
  if (vocab.size === 0) return cands;
  // A word every project uses says nothing about which one a line belongs to.
  const spread = new Map<string, number>();
  for (const v of vocab.values()) for (const t of v.keys()) spread.set(t, (spread.get(t) ?? 0) + 1);
  return cands.map((c) => {
    if (!FALLBACK_TOPIC.test(c.topic) || c.kind === 'preference' || c.kind === 'procedure') return c;
    // A line that links something has named its own subject.
    if (c.spanIds.some((id) => (linksOf.get(id) ?? 0) > 0)) return c;
    const paths = new Set(c.spanIds.map((id) => pathOf.get(id) ?? ''));
    // Words that can tell one subject from another: "frost", "digest", not "back", "monday" or "minutes".
    // Nor a verb's past ("moved", "booked"): "60% of accounts moved" is not about the brother whose first day moved.
    const pasts = new Set((c.text.match(rx.gu`\p{L}{3,}ed(?![\p{L}\p{N}])`) ?? []).flatMap((w) => tokenize(w)));
    const tokens = new Set(tokenize(c.text).filter((t) => (t.length >= 5 || /\d/.test(t) || hasCjk(t)) && !DATE_WORDS.test(t) && !COMMON_WORDS.has(t) && !pasts.has(t)));
    let best: { topic: string; score: number } | null = null;
    for (const [topic, v] of [...vocab].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const own = new Set(tokenize(topic.replace(/-/g, ' ')));
      // Two characters of Chinese or Japanese (similarity.ts reads them as pairs) are a short word: two of them tell subjects apart.
      let shared = 0;
      for (const t of tokens) if (v.has(t) && !own.has(t) && (vocab.size === 1 || (spread.get(t) ?? 0) < vocab.size)) shared += hasCjk(t) ? 0.5 : 1;
      const sameDay = [...paths].some((p) => daysOf.get(topic)?.has(p) === true || linkedIn.get(p)?.has(topic) === true);
      if (!sameDay || shared < 1) continue;
      const score = shared;
      if (!best || score > best.score) best = { topic, score };
    }
    return best ? { ...c, topic: best.topic } : c;
  });
}

/** With no link, tag or heading to go on, group by domain and kind rather than inventing a subject. */
function fallbackTopic(domain: string, kind: CandidateKind): string {
  const byKind: Partial<Record<CandidateKind, string>> = {
    preference: 'preferences', decision: 'decisions', procedure: 'how-to', todo: 'open-loops',
  };
  const suffix = byKind[kind] ?? 'notes';
  return domain === 'General' ? `general-${suffix}` : slugify(`${domain} ${suffix}`);
}
