/**
 * Tier 3 identity notes: who the person is (preferences, facts about them,
 * standing decisions), in `identityFolder`. Written only for candidates with a
 * valid approval — identity is what every future session starts from, so a
 * person, not a score, decides what goes in. Each line carries its sources and
 * the short id of the approved candidate, so an approval can be traced back to
 * the receipt bound to that candidate's hash.
 */
import { joinPath } from '../lib/paths';
import type { Settings } from '../ports/settings';
import {
  addToSections, TOPIC_SECTIONS, citedLine, lineText, SECTION_CURRENT, SECTION_DECISIONS,
  SECTION_PREFERENCES, SECTION_PROCEDURES, splitNote, titleFromLines, type SectionAddition, type SectionSpec,
} from './notes';
import { provenanceFor, type NoteIdentity } from '../formats/provenance';
import { noteRender, type NoteRender } from './topic-note';
import type { YamlPort } from '../ports/yaml';
import { noteSlug } from '../formats/slug';
import type { Candidate } from '../rank/candidate';

export function identityNotePath(settings: Pick<Settings, 'identityFolder'>, topic: string): string {
  return joinPath(settings.identityFolder, `${noteSlug(topic)}.md`);
}

export interface Tier3Input {
  topic: string;
  /** approved candidates only; the caller checks approvals */
  candidates: readonly Candidate[];
  today: string;
}

function identitySection(c: Candidate): SectionSpec {
  switch (c.kind) {
    case 'preference': return SECTION_PREFERENCES;
    case 'decision': return SECTION_DECISIONS;
    case 'procedure': return SECTION_PROCEDURES;
    default: return SECTION_CURRENT;
  }
}

/** `· approved a1b2c3d4` after the citation: which reviewed candidate this line is. */
function approvedLine(c: Candidate): string {
  return `${citedLine(lineText(c), c.sources)} · approved ${c.id.slice(0, 8)}`;
}

export function renderIdentityNote(yaml: YamlPort, current: string | null, input: Tier3Input): NoteRender {
  const note = splitNote(yaml, current);
  if (note.error !== undefined) return { content: null, added: [], error: `${note.error}; the note was left as it is` };
  const bySection = new Map<string, SectionAddition>();
  for (const c of input.candidates) {
    const section = identitySection(c);
    const add = bySection.get(section.heading) ?? { section, lines: [] };
    add.lines.push(approvedLine(c));
    bySection.set(section.heading, add);
  }
  let body = note.body;
  if (current === null || body.trim() === '') body = [`# ${titleFromLines(noteSlug(input.topic), input.candidates.map((c) => c.text))}`, ''].join('\n');
  const merged = addToSections(body, [...bySection.values()], TOPIC_SECTIONS);
  if (current !== null && merged.added.length === 0) return { content: current, added: [] };
  const identity: NoteIdentity = { id: `${input.today}-${noteSlug(input.topic)}`, type: 'identity', status: 'active' };
  const data = provenanceFor(current === null ? null : note.data, identity, input.candidates, input.today);
  return noteRender(yaml, note, data, merged.body, merged.added, 'note');
}
