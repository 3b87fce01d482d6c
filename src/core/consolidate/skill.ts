/**
 * Tier 3 skills: a procedure the person carried out in at least three sessions,
 * drafted as `skillsFolder/<name>/SKILL.md` with `status: incubating`. Only
 * approved candidates reach here. Steps come from the approved candidate text
 * alone, never from raw source snippets: the approval was given for that text
 * (its hash), and a snippet can hold things the review never saw.
 */
import { inertText } from '../formats/inert';
import { joinPath } from '../lib/paths';
import type { Settings } from '../ports/settings';
import {
  addToSections, bodyLines, citeSources, normalizeLine, splitNote, titleFromLines,
  type SectionSpec,
} from './notes';
import { provenanceFor, sessionsOf, type NoteIdentity } from '../formats/provenance';
import { noteRender, type NoteRender } from './topic-note';
import type { Tier3Input } from './identity';
import type { YamlPort } from '../ports/yaml';
import { noteSlug } from '../formats/slug';
import { CITE_SEP } from '../formats/citation';
import { append } from '../lib/arrays';
import type { Candidate } from '../rank/candidate';

export function skillNotePath(settings: Pick<Settings, 'skillsFolder'>, topic: string): string {
  return joinPath(settings.skillsFolder, noteSlug(topic), 'SKILL.md');
}

/**
 * "Release: bump the version; build; then tag and push" →
 * { goal: "Release", steps: ["bump the version", "build", "tag and push"] }.
 */
export function splitProcedure(text: string): { goal: string | null; steps: string[] } {
  const oneLine = text.replace(/\s*\n\s*/g, '; ').trim();
  const colon = /^([^:]{3,80}):\s+(.+)$/.exec(oneLine);
  const goal = colon ? colon[1]!.trim() : null;
  const rest = colon ? colon[2]! : oneLine;
  const steps = rest
    .split(/\s*(?:;|\u2192|->|,?\s+then\s+|\s\d+[.)]\s)\s*/i)
    .map((s) => s.replace(/^\d+[.)]\s*/, '').replace(/[.,;]+$/, '').trim())
    .filter((s) => s !== '');
  return { goal, steps: steps.length > 0 ? steps : [oneLine] };
}

const VARIANTS: SectionSpec = { heading: 'Also seen', aliases: ['also seen', 'variants'], order: 20 };
const SEEN: SectionSpec = { heading: 'Seen in', aliases: ['seen in', 'sources'], order: 30 };

function seenLines(cands: readonly Candidate[]): string[] {
  const refs = cands.flatMap((c) => c.sources);
  return [...new Set(refs.map((s) => s.path))].sort().map((p) => `- ${citeSources(refs.filter((s) => s.path === p))}`);
}

/**
 * Promotion (wienerdog-dream, "Skill synthesis"): a skill drafted by a dream
 * starts `incubating` because three sessions show a habit, not yet a method
 * the person relies on. When a later dream sees the same procedure carried
 * out again, in a session the skill does not already cite, it becomes
 * `active`. Conditions, each for a reason:
 * - `origin: dream` only: a skill the person wrote (or imported) has the
 *   status its author gave it; a dream never decides that for them;
 * - `status: incubating` only: promotion raises, never lowers, and an
 *   `archived` skill was retired on purpose;
 * - the same procedure: every step of the approved candidate is already a
 *   line of the skill. A variant is listed under "Also seen" but is another
 *   way of doing it, not evidence that this way is used;
 * - a new session: one not in `source_sessions`. Re-reading the sessions the
 *   draft came from is not seeing it again.
 * The candidates reaching here are approved tier-3 ones (plan-writes routes
 * nothing else to a skill), so the promotion carries that receipt.
 */
export function skillPromotion(yaml: YamlPort, current: string | null, candidates: readonly Candidate[]): boolean {
  if (current === null) return false;
  const note = splitNote(yaml, current);
  if (note.error !== undefined) return false;
  return promotes(note.data, note.body, candidates);
}

function promotes(data: Record<string, unknown>, body: string, candidates: readonly Candidate[]): boolean {
  if (data.origin !== 'dream' || data.status !== 'incubating') return false;
  const raw = data.source_sessions;
  const recorded = new Set(Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : typeof raw === 'string' ? [raw] : []);
  const present = new Set(bodyLines(body).map(normalizeLine));
  return candidates.some(
    (c) =>
      splitProcedure(c.text).steps.every((step) => present.has(normalizeLine(step))) &&
      sessionsOf(c.sources).some((s) => !recorded.has(s)),
  );
}

export function renderSkillNote(yaml: YamlPort, current: string | null, input: Tier3Input): NoteRender {
  const note = splitNote(yaml, current);
  if (note.error !== undefined) return { content: null, added: [], error: `${note.error}; the skill was left as it is` };
  const name = noteSlug(input.topic);
  const cands = [...input.candidates].sort((a, b) => b.confidence - a.confidence || (a.id < b.id ? -1 : 1));
  const first = cands[0];
  let body = note.body;
  let added: string[] = [];
  let promote = false;
  if (current === null || body.trim() === '') {
    const lines = [`# ${titleFromLines(name, input.candidates.map((c) => c.text))}`, ''];
    if (first) {
      const { goal, steps } = splitProcedure(first.text);
      if (goal !== null) lines.push(`${inertText(goal)}.`, '');
      const cite = citeSources(first.sources);
      lines.push('## Steps');
      append(lines, steps.map((s, i) => `${i + 1}. ${inertText(s)}${CITE_SEP}${cite}`));
      lines.push('');
      added = steps;
    }
    body = lines.join('\n');
    const rest = cands.slice(1).map((c) => `- ${inertText(c.text)}${CITE_SEP}${citeSources(c.sources)} · approved ${c.id.slice(0, 8)}`);
    const merged = addToSections(body, [{ section: VARIANTS, lines: rest }, { section: SEEN, lines: seenLines(cands) }]);
    body = merged.body;
    append(added, merged.added);
  } else {
    // An existing skill keeps its numbered steps as they are: a new variant is
    // listed beside them, not spliced into someone's numbering.
    // A procedure whose every step the skill already lists is not a variant.
    promote = promotes(note.data, body, cands);
    const present = new Set(bodyLines(body).map(normalizeLine));
    const variants = cands.filter((c) => !splitProcedure(c.text).steps.every((step) => present.has(normalizeLine(step))));
    const merged = addToSections(body, [
      { section: VARIANTS, lines: variants.map((c) => `- ${inertText(c.text)}${CITE_SEP}${citeSources(c.sources)} · approved ${c.id.slice(0, 8)}`) },
      { section: SEEN, lines: seenLines(cands) },
    ]);
    body = merged.body;
    added = merged.added;
    if (added.length === 0 && !promote) return { content: current, added: [] };
  }
  const identity: NoteIdentity = { id: `${input.today}-${name}`, type: 'skill', status: 'incubating' };
  const data = provenanceFor(current === null ? null : note.data, identity, input.candidates, input.today);
  // Merging keeps an existing status as it is; promotion is the one
  // change a dream makes to it.
  if (promote) data.status = 'active';
  // Agent harnesses find a skill by these two keys.
  if (!('name' in data)) data.name = name;
  if (!('description' in data) && first) data.description = first.text.replace(/\s*\n\s*/g, ' ').trim();
  return noteRender(yaml, note, data, body, added, 'skill');
}
