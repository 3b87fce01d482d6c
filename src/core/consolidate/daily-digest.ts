/**
 * Tier 1 daily digests: one short note per source date in `dailyFolder`.
 * A digest points, it does not copy: a line a topic note
 * holds appears only as a link to that note ("In notes"); the day's lines
 * whose subject has no note yet are listed under a heading per subject — the
 * headings are how the next run counts the days a subject came up — each
 * citing only its own day. Frontmatter is lean (no empty tags, no status).
 */
import { joinPath } from '../lib/paths';
import type { Settings } from '../ports/settings';
import {
  addToSections, citedLine, lineText, splitNote, titleFromLines, titleFromTopic,
  type SectionAddition, type SectionSpec,
} from './notes';
import { leanDigest, provenanceFor, type NoteIdentity } from '../formats/provenance';
import { noteRender, type NoteRender } from './topic-note';
import type { YamlPort } from '../ports/yaml';
import { noteSlug } from '../formats/slug';
import { noteName, wikilink } from '../formats/wikilink';
import type { Candidate } from '../rank/candidate';

export function dailyDigestPath(settings: Pick<Settings, 'dailyFolder'>, date: string): string {
  return joinPath(settings.dailyFolder, `${date}.md`);
}

interface DailyDigestInput {
  /** the source date (YYYY-MM-DD) */
  date: string;
  candidates: readonly Candidate[];
  /** topic (kebab) → path of its topic note, for topics that have one */
  topicNotes: ReadonlyMap<string, string>;
  today: string;
  /** false for a candidate whose line is not written to its topic note (default: every tier ≥ 2 line is) */
  inTopicNote?: (c: Candidate) => boolean;
  /** the name the vault already knows a topic by ("Piotr Lis" for a line that says "Piotr's tip") */
  knownName?: (topic: string) => string | undefined;
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

/** A digest's pointer to a note that holds some of the day's lines: one bare link, so a second run the same day finds it there. */
function inNotesLine(notePath: string): string {
  return `- ${wikilink(notePath, titleFromTopic(noteName(notePath)))}`;
}

/** Where a digest points into the topic notes that hold the day's lines. */
const IN_NOTES: SectionSpec = { heading: 'In notes', aliases: ['in notes'], order: 0 };

function topicSection(topic: string, order: number, notePath: string | undefined, texts: readonly string[], known?: string): SectionSpec {
  const title = known ?? titleFromLines(topic, texts);
  return {
    heading: notePath === undefined ? title : wikilink(notePath, title),
    aliases: [title.toLowerCase()],
    order,
  };
}

/** A digest line cites only its own day: older days' citations live in the notes that hold them. */
function sameDay(c: Candidate, date: string): Candidate['sources'] {
  const own = c.sources.filter((s) => s.date === date);
  return own.length > 0 ? own : c.sources;
}

/**
 * A digest body after a subject's lines left it for the note the subject
 * earned: the note is pointed at under "In notes", and lines that stayed under
 * the subject's heading (they missed the tier-2 gate) keep a heading that
 * links the note, as a later night's digest would write it.
 */
export function digestPointingTo(body: string, heading: string, notePath: string, title: string): string {
  const linked = body.split('\n').map((l) => (l === heading ? `## ${wikilink(notePath, title)}` : l)).join('\n');
  // A new "In notes" goes first, before the day's subject headings, where a digest written whole has it.
  const subjects = linked.split('\n').filter((l) => /^## /.test(l)).map((l) => ({ heading: l.slice(3).trim(), aliases: [], order: 1 }));
  return addToSections(linked, [{ section: IN_NOTES, lines: [inNotesLine(notePath)] }], subjects).body;
}

export function renderDailyDigest(yaml: YamlPort, current: string | null, input: DailyDigestInput): NoteRender {
  const note = splitNote(yaml, current);
  if (note.error !== undefined) return { content: null, added: [], error: `${note.error}; the digest was left as it is` };

  // Lines a topic note holds are pointed at, never re-listed: one link per note.
  const pointers = new Set<string>();
  const byTopic = new Map<string, Candidate[]>();
  for (const c of input.candidates) {
    const t = noteSlug(c.topic);
    const notePath = input.topicNotes.get(t);
    if (c.tier >= 2 && notePath !== undefined && input.inTopicNote?.(c) !== false) {
      pointers.add(notePath);
      continue;
    }
    byTopic.set(t, [...(byTopic.get(t) ?? []), c]);
  }
  const topics = [...byTopic.keys()].sort();
  const adds: SectionAddition[] = topics.map((t, i) => ({
    section: topicSection(t, i + 1, input.topicNotes.get(t), (byTopic.get(t) ?? []).map((c) => c.text), input.knownName?.(t)),
    lines: (byTopic.get(t) ?? []).map((c) => citedLine(lineText(c), sameDay(c, input.date))),
  }));
  if (pointers.size > 0) {
    const lines = [...pointers].sort().map(inNotesLine);
    adds.unshift({ section: IN_NOTES, lines });
  }

  let body = note.body;
  if (current === null || body.trim() === '') body = `# ${input.date}\n`;
  const merged = addToSections(body, adds);
  if (current !== null && merged.added.length === 0) return { content: current, added: [] };

  const identity: NoteIdentity = { id: `${input.date}-daily-digest`, type: 'daily', status: 'active' };
  const ownDay = input.candidates.map((c) => ({ ...c, sources: sameDay(c, input.date) }));
  const fresh = provenanceFor(current === null ? null : note.data, identity, ownDay, input.today);
  // Lean: a digest is a pointer page; its id, status, tags and a clean flag say nothing.
  const data = current === null ? leanDigest(fresh) : fresh;
  return noteRender(yaml, note, data, merged.body, merged.added, 'digest');
}
