/**
 * Tier 2 topic notes: one concept or project per note, in `topicsFolder`.
 *
 * A topic note may be the person's own. Writing into it is additive: every
 * existing line and heading stays where it is, new lines go under the section
 * they belong to, and a line the note already says is not said twice. Active
 * and finished material are kept apart so closed work never reads as a todo.
 */
import { joinPath } from '../lib/paths';
import type { Settings } from '../settings';
import type { Candidate } from '../types';
import {
  addToSections, TOPIC_SECTIONS, candidateKey, citedLine, isClosedLifecycle, kebab, lineText, renderWithFrontmatter, SECTION_DONE,
  SECTION_RELATED, sectionFor, splitNote, supersedeLine, titleFromTopic, wikilink, withShape, type SectionAddition,
} from './notes';
import { provenanceFor, type NoteIdentity } from './provenance';

export function topicNotePath(settings: Pick<Settings, 'topicsFolder'>, topic: string): string {
  return joinPath(settings.topicsFolder, `${kebab(topic)}.md`);
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
}

export interface NoteRender {
  /** the full new text; null when the note cannot be written (see `error`) */
  content: string | null;
  /** lines this write adds or marks superseded, for the reason and the report */
  added: string[];
  error?: string;
}

function newestDate(c: Candidate): string {
  return c.sources.reduce((d, s) => (s.date > d ? s.date : d), '');
}

/**
 * The observation that best says where the topic stands, for the summary
 * line: the newest project status (a finished project says so), else the
 * most confident live observation.
 */
function summaryCandidate(cands: readonly Candidate[]): Candidate | undefined {
  const byNewest = [...cands].sort((a, b) => (newestDate(a) === newestDate(b) ? b.confidence - a.confidence || (a.id < b.id ? -1 : 1) : newestDate(a) < newestDate(b) ? 1 : -1));
  const status = byNewest.find((c) => c.kind === 'project_status');
  if (status) return status;
  const live = byNewest.filter((c) => !isClosedLifecycle(c.lifecycle));
  const pool = live.length > 0 ? live : byNewest;
  return [...pool].sort((a, b) => b.confidence - a.confidence || (a.id < b.id ? -1 : 1))[0];
}

/** A project whose newest status is finished is archived, whatever else is said about it. */
function isFinished(cands: readonly Candidate[]): boolean {
  const s = summaryCandidate(cands);
  if (cands.length > 0 && cands.every((c) => isClosedLifecycle(c.lifecycle))) return true;
  return s !== undefined && s.kind === 'project_status' && isClosedLifecycle(s.lifecycle);
}

/**
 * In a finished project's note every new line is reference: the bottom
 * bracket size is still worth knowing, but it must not read as current work.
 * A line that opens with a link to the note's own topic ("[[Seedling]]: …")
 * drops that prefix in the topic's own note, where it says nothing.
 */
function additionsFor(cands: readonly Candidate[], topic: string): SectionAddition[] {
  const finished = isFinished(cands);
  const bySection = new Map<string, SectionAddition>();
  for (const c of cands) {
    const section = finished ? SECTION_DONE : sectionFor(c);
    let add = bySection.get(section.heading);
    if (!add) {
      add = { section, lines: [] };
      bySection.set(section.heading, add);
    }
    add.lines.push(citedLine(lineText({ ...c, text: withoutSelfLink(c.text, topic) }), c.sources));
  }
  return [...bySection.values()];
}

export function withoutSelfLink(text: string, topic: string): string {
  const m = /^\[\[([^\]|#]+)(?:\|[^\]]*)?\]\]\s*:\s*(\S.*)$/s.exec(text);
  if (!m || kebab(m[1]!.split('/').pop() ?? '') !== kebab(topic)) return text;
  return m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1);
}

function relatedLines(body: string, related: readonly RelatedTopic[]): string[] {
  const out: string[] = [];
  for (const r of related) {
    const target = r.path.replace(/\.md$/, '');
    const base = target.slice(target.lastIndexOf('/') + 1);
    // The person may already link it in their own words: one link is enough.
    const linked = new RegExp(`\\[\\[(?:${escapeRe(target)}|${escapeRe(base)})(?:[|#\\]])`, 'i').test(body);
    if (!linked) out.push(`- ${wikilink(r.path, r.title)} · ${r.why}`);
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A finished line closes the matching open one; a candidate that says what it
 * replaces strikes that line through. Both keep the old words and add a date.
 */
function applySupersessions(body: string, cands: readonly Candidate[], today: string): { body: string; marked: string[] } {
  let out = body;
  const marked: string[] = [];
  for (const c of cands) {
    if (c.supersedes !== undefined && c.supersedes.trim() !== '') {
      const r = supersedeLine(out, candidateKey({ text: c.supersedes }), `superseded ${today} by “${c.text}”`);
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
  const title = titleFromTopic(kebab(input.topic));
  const summary = summaryCandidate(input.candidates);
  const lines = [`# ${title}`, ''];
  if (summary) lines.push(`> ${summary.text.replace(/\s*\n\s*/g, ' ').trim()}`, '');
  return lines.join('\n');
}

/**
 * Render a topic note with this run's candidates merged in. `current` is the
 * note's text as read (null = create). Returns content === current when there
 * is nothing new to say, so the caller can skip the write.
 */
export function renderTopicNote(current: string | null, input: TopicNoteInput): NoteRender {
  const note = splitNote(current);
  if (note.error !== undefined) {
    return { content: null, added: [], error: `${note.error}; the note was left as it is` };
  }
  const identity: NoteIdentity = {
    id: `${input.today}-${kebab(input.topic)}`,
    type: input.related.length >= 3 ? 'moc' : 'note',
    status: isFinished(input.candidates) ? 'archived' : 'active',
  };

  let body = current === null || note.body.trim() === '' ? newBody(input) : note.body;
  const sup = applySupersessions(body, input.candidates, input.today);
  body = sup.body;
  const adds = additionsFor(input.candidates, input.topic);
  const rel = relatedLines(body, input.related);
  if (rel.length > 0) adds.push({ section: SECTION_RELATED, lines: rel });
  const merged = addToSections(body, adds, TOPIC_SECTIONS);
  const added = [...sup.marked.map((t) => `superseded: ${t}`), ...merged.added];

  if (current !== null && added.length === 0) return { content: current, added: [] };
  const data = provenanceFor(current === null ? null : note.data, identity, input.candidates, input.today);
  // The domain groups the note in the index; a person's own value wins.
  if (!('domain' in data)) data.domain = input.domain;
  const text = renderWithFrontmatter(data, ensureFinalNewline(merged.body));
  return { content: withShape(text, note.shape), added };
}

export function ensureFinalNewline(body: string): string {
  return body.endsWith('\n') ? body : body + '\n';
}
