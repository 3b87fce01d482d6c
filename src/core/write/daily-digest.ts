/**
 * Tier 1 daily digests: one short note per source date in `dailyFolder`,
 * grouped by topic, each group linking to its topic note when there is one.
 * A digest is the lowest bar (confidence ≥ tier 1): it lets a person see what
 * a day held without that detail reaching the durable tiers.
 */
import { joinPath } from '../lib/paths';
import type { Settings } from '../settings';
import type { Candidate } from '../types';
import {
  addToSections, citedLine, kebab, lineText, renderWithFrontmatter, splitNote, titleFromTopic, wikilink, withShape,
  type SectionAddition, type SectionSpec,
} from './notes';
import { provenanceFor, type NoteIdentity } from './provenance';
import { ensureFinalNewline, type NoteRender } from './topic-note';

export function dailyDigestPath(settings: Pick<Settings, 'dailyFolder'>, date: string): string {
  return joinPath(settings.dailyFolder, `${date}.md`);
}

export interface DailyDigestInput {
  /** the source date (YYYY-MM-DD) */
  date: string;
  candidates: readonly Candidate[];
  /** topic (kebab) → path of its topic note, for topics that have one */
  topicNotes: ReadonlyMap<string, string>;
  today: string;
}

/**
 * The date a candidate is digested under: its newest source date, so a thing
 * said again on a later day shows up on the day it was last said.
 */
export function digestDate(c: Candidate): string | null {
  let newest: string | null = null;
  // The date becomes a file name: only a plain calendar date may.
  for (const s of c.sources) if (/^\d{4}-\d{2}-\d{2}$/.test(s.date) && (newest === null || s.date > newest)) newest = s.date;
  return newest;
}

function topicSection(topic: string, order: number, notePath: string | undefined): SectionSpec {
  const title = titleFromTopic(topic);
  return {
    heading: notePath === undefined ? title : wikilink(notePath, title),
    aliases: [title.toLowerCase()],
    order,
  };
}

export function renderDailyDigest(current: string | null, input: DailyDigestInput): NoteRender {
  const note = splitNote(current);
  if (note.error !== undefined) return { content: null, added: [], error: `${note.error}; the digest was left as it is` };

  const byTopic = new Map<string, Candidate[]>();
  for (const c of input.candidates) {
    const t = kebab(c.topic);
    byTopic.set(t, [...(byTopic.get(t) ?? []), c]);
  }
  const topics = [...byTopic.keys()].sort();
  const adds: SectionAddition[] = topics.map((t, i) => ({
    section: topicSection(t, i + 1, input.topicNotes.get(t)),
    lines: (byTopic.get(t) ?? []).map((c) => citedLine(lineText(c), c.sources)),
  }));

  let body = note.body;
  if (current === null || body.trim() === '') {
    const sourcePaths = [...new Set(input.candidates.flatMap((c) => c.sources.filter((s) => s.date === input.date).map((s) => s.path)))].sort();
    const from = sourcePaths.length > 0 ? `From ${sourcePaths.map((p) => wikilink(p, p.slice(p.lastIndexOf('/') + 1).replace(/\.md$/, ''))).join(', ')}.` : '';
    body = [`# ${input.date}`, '', ...(from === '' ? [] : [from, ''])].join('\n');
  }
  const merged = addToSections(body, adds);
  if (current !== null && merged.added.length === 0) return { content: current, added: [] };

  const identity: NoteIdentity = { id: `${input.date}-daily-digest`, type: 'daily', status: 'active' };
  const data = provenanceFor(current === null ? null : note.data, identity, input.candidates, input.today);
  return { content: withShape(renderWithFrontmatter(data, ensureFinalNewline(merged.body)), note.shape), added: merged.added };
}
