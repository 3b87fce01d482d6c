/**
 * Tier 2 topic notes: one concept or project per note, in `topicsFolder`.
 *
 * A topic note may be the person's own. Writing into it is additive: every
 * existing line and heading stays where it is, new lines go under the section
 * they belong to, and a line the note already says is not said twice. Active
 * and finished material are kept apart so closed work never reads as a todo.
 */
import { joinPath } from '../lib/paths';
import type { Settings } from '../ports/settings';
import { rx } from '../lib/rx';
import { escapeRegExp, inJoinedScript } from '../lib/text';
import { finishingWordsSource, saysAny, saysResumed } from '../extract/rules/status-words';
import { tokenize } from '../extract/similarity';
import {
  addToSections, TOPIC_SECTIONS, candidateKey, citeSources, citedLine, isClosedLifecycle, lineText, SECTION_CURRENT, SECTION_DONE,
  newestDate, rewriteNote, SECTION_RELATED, sectionFor, splitNote, supersedeLine, supersededBy, titleFromLines, type NoteParts, type SectionAddition,
} from './notes';
import { provenanceFor, withDomain, type NoteIdentity } from '../formats/provenance';
import type { YamlPort } from '../ports/yaml';
import { noteSlug } from '../formats/slug';
import { findWikiLinks, linkName, noteName, parseWikiLink, replaceWikiLinks, shownText, targetKey, WIKILINK_SOURCE, wikilink, type WikiLink } from '../formats/wikilink';
import { CITE_SEP } from '../formats/citation';
export { newestDate } from './notes';
import { append, minOf } from '../lib/arrays';
import { isLiveTopicStatus, renderTopicStatus } from '../formats/topic-status';
import { topicStatusWord } from '../formats/lifecycle';
import type { Candidate } from '../rank/candidate';

export function topicNotePath(settings: Pick<Settings, 'topicsFolder'>, topic: string): string {
  return joinPath(settings.topicsFolder, `${noteSlug(topic)}.md`);
}

export interface RelatedTopic {
  path: string;
  title: string;
  /** why the two are related, in a few words ("shares sources from 2026-11-02") */
  why: string;
}

export interface TopicNoteInput {
  topic: string;
  domain: string;
  candidates: readonly Candidate[];
  related: readonly RelatedTopic[];
  /** YYYY-MM-DD */
  today: string;
  /** the note's name as its file is named (a new note's H1) */
  title?: string;
  /** other names the person uses for the subject: a note the dreams write keeps them as `aliases` */
  aliases?: readonly string[];
}

export interface NoteRender {
  /** the full new text; null when the note cannot be written (see `error`) */
  content: string | null;
  /** lines this write adds or marks superseded, for the reason and the report */
  added: string[];
  error?: string;
}


type TopicState = 'active' | 'paused' | 'archived';

const NOT_YET = /\b(?:nearly|almost|not|half|partly|mostly)\s+$/i;

/**
 * A "done" that closes the topic itself ("Bike done", "Finished the bike
 * rebuild"), not something done within it ("Seedling: harvest log shipped",
 * "bike nearly done"): the topic's name sits next to the done word.
 */
export function closesTopic(text: string, topic: string): boolean {
  if (inJoinedScript(topic)) return closesJoinedTopic(text, topic);
  const words = topic.split('-').filter((w) => w.length >= 3);
  if (words.length === 0) return false;
  // An apostrophe inside a word goes, as in the topic's slug: "Dad's house" is dads-house.
  const plain = replaceWikiLinks(text, linkName).toLowerCase().replace(rx.gu`(\p{L})['\u2019](?=\p{L})`, '$1');
  const esc = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // The full name ("bike rebuild") or its head word ("Bike done"), then a finishing word of any
  // language's table, or "complete" / "over", which say a state only right beside the name.
  // Letters, not `\\w`/`\\b` (ASCII): "Łazienka done" closes "łazienka".
  const name = `(?:${esc.join('[\\s-]+(?:[\\p{L}\\p{N}]+[\\s-]+)?')}|${esc[0]!})`;
  const after = new RegExp(`(?<![\\p{L}\\p{N}])${name}[\\p{L}\\p{N}]*[\\s,:]+(?:is\\s+|was\\s+|now\\s+)?([\\p{L}\\p{N}]+\\s+)?(${finishingWordsSource()}|complete|over)(?![\\p{L}\\p{N}])`, 'iu').exec(plain);
  // A word of the table counts as the table reads it: "ended up" is no ending.
  const tableSays = after !== null && (/^(?:complete|over)$/.test(after[2]!) || saysAny(plain.slice(after.index), ['done']));
  if (after && tableSays && !(after[1] !== undefined && NOT_YET.test(after[1]))) return true;
  return new RegExp(`\\b(?:finished|completed|wrapped up|closed|closing)\\s+(?:the\\s+|my\\s+)?${name}`, 'iu').test(plain);
}

/** Characters that may stand between a Chinese or Japanese name and its finishing word: a bracket, a particle, a word for what it is (「青山」项目完成了, 陶芸教室は終わった). */
const JOINED_GAP = 4;

/**
 * closesTopic for a name in a script without spaces: the name, then within
 * a few characters of the same clause a finishing word of the table, as the
 * table reads it ("今天青山项目的数据库设计完成了" finishes the design, not
 * the project: the word is too far from the name).
 */
let finishing: RegExp | undefined;

function closesJoinedTopic(text: string, topic: string): boolean {
  // A slug's hyphen was a space or a mark ("정산 v2" → 정산-v2, "青山 2.0") or joined nothing (青山项目): each is read.
  const plain = replaceWikiLinks(text, linkName).toLowerCase();
  const name = new RegExp(topic.split('-').filter((w) => w !== '').map(escapeRegExp).join('[^\\p{L}\\p{N}]*'), 'gu');
  for (const at of plain.matchAll(name)) {
    const clause = plain.slice(at.index + at[0].length).split(/[\u3002\uff0c\uff1b\uff01\uff1f,;.!?]/)[0] ?? '';
    finishing ??= new RegExp(finishingWordsSource(), 'iu');
    const m = finishing.exec(clause);
    if (m !== null && m.index <= JOINED_GAP && saysAny(clause.slice(m.index), ['done'])) return true;
  }
  return false;
}

function stateOf(c: Candidate, topic: string): TopicState | null {
  if (c.lifecycle === 'closed' || c.lifecycle === 'archived') return 'archived';
  if (c.lifecycle === 'paused') return 'paused';
  // "Done" of any kind of line ("the trip ended with the ferry home", "Closing this off: Dad's
  // house is done"): the topic is over when the line says so of the topic itself, by its name.
  if (c.lifecycle === 'done' && closesTopic(c.text, topic)) return 'archived';
  if (c.lifecycle === 'active' && saysResumed(c.text)) return 'active';
  return null;
}

/** The newest statement that changes where the topic stands (closed, paused, reopened), if any. */
export function stateChange(cands: readonly Candidate[], topic: string): { state: TopicState; candidate: Candidate } | null {
  let best: { state: TopicState; candidate: Candidate } | null = null;
  for (const c of cands) {
    const state = stateOf(c, topic);
    if (state === null) continue;
    if (!best || newestDate(c) >= newestDate(best.candidate)) best = { state, candidate: c };
  }
  return best;
}

/** Whether a frontmatter value is a plain state word (active, paused, closed…), not the person's own phrase. */
function isStateValue(v: unknown): boolean {
  return typeof v === 'string' && (v.trim().toLowerCase() === 'active' || previousState({ status: v }) !== 'active');
}

function previousState(data: Record<string, unknown>): TopicState {
  const s = typeof data.status === 'string' ? data.status.trim().toLowerCase() : '';
  if (/^(?:archived?|closed|done|finished|cancell?ed|abandoned|retired)$/.test(s)) return 'archived';
  if (/^(?:paused|on[ -]hold|shelved|parked|snoozed)$/.test(s)) return 'paused';
  return 'active';
}

/**
 * Where a topic stands, said once under its title with the date and source of
 * the statement that put it there. A newer status strikes the older one
 * through (superseded, with the date), never deletes it.
 */
function withStatusLine(body: string, state: TopicState, c: Candidate): string {
  const date = newestDate(c);
  return withStatusLineAt(body, state, date, citeSources(c.sources.filter((s) => s.date === date)));
}

/** The same from a date and the citation of the line that states it (a line moved in from a digest). */
export function withStatusLineAt(body: string, state: TopicState, date: string, cite: string | null): string {
  const line = `${renderTopicStatus(topicStatusWord(state), date)}${cite === null || cite === '' ? '' : `${CITE_SEP}${cite}`}`;
  const lines = body.split('\n');
  let at = -1;
  for (let i = 0; i < lines.length; i++) {
    if (isLiveTopicStatus(lines[i]!)) lines[i] = `~~${lines[i]!}~~ superseded on ${date}`;
    if (at < 0 && /^#\s/.test(lines[i]!)) at = i + 1;
  }
  if (at < 0) at = 0;
  lines.splice(at, 0, '', line);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

/**
 * In a finished project's note every new line is reference: the bottom
 * bracket size is still worth knowing, but it must not read as current work.
 * A line that opens with a link to the note's own topic ("[[Seedling]]: …")
 * drops that prefix in the topic's own note, where it says nothing.
 */
function additionsFor(cands: readonly Candidate[], topic: string, finished: boolean): SectionAddition[] {
  const bySection = new Map<string, SectionAddition>();
  const answered = answeredTasks(cands);
  // Oldest first, as later dreams append: a section reads as a timeline whose
  // last lines are the newest, a day's lines in the order they were written.
  const firstLine = (c: Candidate): number => minOf(c.sources.filter((s) => s.date === newestDate(c)).map((s) => s.startLine));
  const byDate = cands.map((c, i) => ({ c, i, d: newestDate(c), l: firstLine(c) }))
    .sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : a.l - b.l || a.i - b.i)).map((x) => x.c);
  for (const c of byDate) {
    if (answered.has(c)) continue;
    const section = finished ? SECTION_DONE : sectionFor(c);
    let add = bySection.get(section.heading);
    if (!add) {
      add = { section, lines: [] };
      bySection.set(section.heading, add);
    }
    const sources = [...c.sources];
    for (const [task, outcome] of answered) if (outcome === c) append(sources, task.sources.filter((s) => !sources.some((o) => o.path === s.path && o.startLine === s.startLine)));
    add.lines.push(citedLine(lineText({ ...c, text: withoutSelfLink(c.text, topic) }), sources));
  }
  return [...bySection.values()];
}

/**
 * A ticked task whose outcome the same note records ("- [x] Find an open
 * dataset of frost dates" under "Found the EU last-frost dataset …") is one
 * fact said twice: the outcome line keeps it, citing the task's lines too.
 * Outcome: a line of this batch that is not itself a finished task, from one
 * of the task's source notes, sharing three content words with it (or half of
 * a short task's). The task still closes a matching open line
 * (applySupersessions reads every candidate, folded or not).
 */
function answeredTasks(cands: readonly Candidate[]): Map<Candidate, Candidate> {
  const out = new Map<Candidate, Candidate>();
  for (const task of cands) {
    if (task.kind !== 'todo' || !isClosedLifecycle(task.lifecycle)) continue;
    const words = new Set(tokenize(task.text));
    let best: { c: Candidate; shared: number } | null = null;
    for (const c of cands) {
      if (c === task || (c.kind === 'todo' && isClosedLifecycle(c.lifecycle))) continue;
      if (!c.sources.some((s) => task.sources.some((t) => t.path === s.path))) continue;
      const shared = new Set(tokenize(c.text).filter((w) => words.has(w))).size;
      if ((shared >= 3 || (shared >= 2 && shared * 2 >= words.size)) && (!best || shared > best.shared)) best = { c, shared };
    }
    if (best) out.set(task, best.c);
  }
  return out;
}

const SELF_LINK = new RegExp(String.raw`^(${WIKILINK_SOURCE})\s*:\s*(\S.*)$`, 's');

/** The link points at this topic's own note (any folder, any casing, by the one slug rule). */
function linksItself(link: WikiLink, topic: string): boolean {
  return !link.embed && link.subpath === null && noteSlug(noteName(link.target)) === noteSlug(topic);
}

/**
 * A line in a topic's own note never links to that note: a leading
 * "[[Seedling]]: " says nothing there and is dropped, and a link inside the
 * line ("Paused the [[Newsletter]]") becomes the words it shows. A note that
 * links to itself sends the reader in a circle and counts as a backlink.
 */
function withoutSelfLink(text: string, topic: string): string {
  const m = SELF_LINK.exec(text);
  const link = m ? parseWikiLink(m[1]!) : null;
  const rest = m && link && linksItself(link, topic) ? m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1) : text;
  return rest.replace(new RegExp(WIKILINK_SOURCE, 'g'), (raw) => {
    const l = parseWikiLink(raw);
    return l && linksItself(l, topic) ? shownText(l) : raw;
  });
}

function relatedLines(body: string, related: readonly RelatedTopic[]): string[] {
  const out: string[] = [];
  for (const r of related) {
    const keys = new Set([targetKey(r.path), targetKey(noteName(r.path))]);
    // The person may already link it in their own words: one link is enough.
    const linked = findWikiLinks(body).some((f) => keys.has(targetKey(f.link.target)));
    if (!linked) out.push(`- ${wikilink(r.path, r.title)} · ${r.why}`);
  }
  return out;
}

/**
 * The mark on a line a newer one replaced in the same note. The newer line is
 * in the note with the same date and its own citation, so quoting it again
 * would say everything twice (plan-writes quotes it when the newer line lives
 * in another note).
 */
/**
 * A finished line closes the matching open one; a candidate that says what it
 * replaces strikes that line through. Both keep the old words and add a date.
 */
function applySupersessions(body: string, cands: readonly Candidate[], today: string): { body: string; marked: string[] } {
  let out = body;
  const marked: string[] = [];
  for (const c of cands) {
    if (c.supersedes !== undefined && c.supersedes.trim() !== '') {
      const r = supersedeLine(out, candidateKey({ text: c.supersedes }), supersededBy(c, today, 'same note'));
      if (r.changed) marked.push(c.supersedes);
      out = r.body;
    }
    if (isClosedLifecycle(c.lifecycle)) {
      const r = supersedeLine(out, candidateKey(c), `${c.lifecycle} ${today} (see Done and reference)`);
      if (r.changed) marked.push(c.text);
      out = r.body;
    }
  }
  return { body: out, marked };
}

function newBody(input: TopicNoteInput): string {
  const title = input.title ?? titleFromLines(noteSlug(input.topic), input.candidates.map((c) => c.text));
  // No summary quote: it repeated a line the sections hold.
  return [`# ${title}`, ''].join('\n');
}

/**
 * Render a topic note with this run's candidates merged in. `current` is the
 * note's text as read (null = create). Returns content === current when there
 * is nothing new to say, so the caller can skip the write.
 */
export function renderTopicNote(yaml: YamlPort, current: string | null, input: TopicNoteInput): NoteRender {
  const note = splitNote(yaml, current);
  if (note.error !== undefined) {
    return { content: null, added: [], error: `${note.error}; the note was left as it is` };
  }
  // Current, not stale: a closing, pausing or reopening
  // statement changes the note's status; lifecycle is sticky otherwise.
  const before = current === null ? 'active' : previousState(note.data);
  const change = stateChange(input.candidates, noteSlug(input.topic));
  const state: TopicState = change?.state ?? before;
  const dreamWritten = current === null || note.data.origin === 'dream';
  const identity: NoteIdentity = {
    id: `${input.today}-${noteSlug(input.topic)}`,
    type: input.related.length >= 3 ? 'moc' : 'note',
    status: state,
  };

  let body = current === null || note.body.trim() === '' ? newBody(input) : note.body;
  const sup = applySupersessions(body, input.candidates, input.today);
  body = sup.body;
  const statusAdds: SectionAddition[] = [];
  if (change && change.state !== before) {
    if (dreamWritten) {
      body = withStatusLine(body, change.state, change.candidate);
      sup.marked.push(`status ${before} → ${change.state}`);
    } else {
      // A person's note is not rewritten: its change of state is a dated line.
      const date = newestDate(change.candidate);
      statusAdds.push({ section: SECTION_CURRENT, lines: [`- Status on ${date}: ${topicStatusWord(change.state)}${CITE_SEP}${citeSources(change.candidate.sources.filter((s) => s.date === date))}`] });
    }
  }
  const adds = [...statusAdds, ...additionsFor(input.candidates, input.topic, state === 'archived')];
  const rel = relatedLines(body, input.related);
  if (rel.length > 0) adds.push({ section: SECTION_RELATED, lines: rel });
  const merged = addToSections(body, adds, TOPIC_SECTIONS);
  // An older statement this batch also added ("tea" on Monday, "coffee" on
  // Friday, read in one run) is struck through once it is in place.
  const late: string[] = [];
  for (const c of input.candidates) {
    if (c.supersedes === undefined || c.supersedes.trim() === '') continue;
    // This batch wrote the older line without its link to this note (withoutSelfLink): look for it so.
    let r = supersedeLine(merged.body, candidateKey({ text: withoutSelfLink(c.supersedes, input.topic) }), supersededBy(c, input.today, 'same note'));
    if (!r.changed) r = supersedeLine(merged.body, candidateKey({ text: c.supersedes }), supersededBy(c, input.today, 'same note'));
    if (r.changed) late.push(c.supersedes);
    merged.body = r.body;
  }
  const added = [...sup.marked.map((t) => `superseded: ${t}`), ...late.map((t) => `superseded: ${t}`), ...merged.added];

  if (current !== null && added.length === 0) return { content: current, added: [] };
  // A line here because its subject recurs carries the subject's days as its
  // recurrence: that is what the tier re-check reads on this note.
  const withSubject = input.candidates.map((c) => ({ ...c, recurrence: Math.max(c.recurrence, new Set(c.subjectSupport ?? []).size) }));
  const data = provenanceFor(current === null ? null : note.data, identity, withSubject, input.today);
  if (dreamWritten && 'status' in data) data.status = state;
  // The person's own `status` property follows a change of state too (their queries and
  // the index read it), when it holds one of the states read above; any other value is theirs.
  else if (change && change.state !== before && isStateValue(note.data.status)) data.status = state;
  if (dreamWritten && input.aliases && input.aliases.length > 0) {
    const had = Array.isArray(data.aliases) ? data.aliases.filter((a): a is string => typeof a === 'string') : [];
    const all = [...had, ...input.aliases.filter((a) => !had.some((h) => h.toLowerCase() === a.toLowerCase()))];
    if (all.length > had.length) data.aliases = all;
  }
  // The domain groups the note in the index; a person's own value wins.
  withDomain(data, input.domain);
  return noteRender(yaml, note, data, merged.body, added, 'note');
}

/**
 * The finished render: frontmatter edited in place (or written fresh) over
 * the new body. A header that cannot be edited without changing what it says
 * leaves the note as it is, with the reason.
 */
export function noteRender(yaml: YamlPort, note: NoteParts, data: Record<string, unknown>, body: string, added: string[], what: string): NoteRender {
  const out = rewriteNote(yaml, note, data, ensureFinalNewline(body));
  if (out.content === null) return { content: null, added: [], error: `${out.error}; the ${what} was left as it is` };
  return { content: out.content, added };
}

function ensureFinalNewline(body: string): string {
  return body.endsWith('\n') ? body : body + '\n';
}
