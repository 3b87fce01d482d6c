/**
 * The `## ` sections of the index. A `## ` line inside fenced code is an
 * example, not a section: every reader of the index (curation, the rewrite
 * check, "Link from index", the unreachable-topic scan) finds sections and
 * fences by this one rule, so they cannot disagree about where a line sits.
 */

import { fencedLines } from './fences';
import type { Rule } from '../lib/rule';
import { rx } from '../lib/rx';

export { fencedLines, leavesFenceOpen } from './fences';

export interface IndexSection {
  /** the heading's text; '' for the preamble above the first section */
  name: string;
  /** line index of the `## ` line; -1 for the preamble */
  start: number;
  /** line index after the section's last line */
  end: number;
}

const H2 = /^##\s+(.+?)\s*#*\s*$/;

/** The heading text of a `## ` line, or null (`###` and deeper are not sections). */
function sectionHeading(line: string): string | null {
  return H2.exec(line)?.[1] ?? null;
}

export function renderSectionHeading(name: string): string {
  return `## ${name.replace(/\s*[\r\n]+\s*/g, ' ').trim()}`;
}

/** The preamble, then each section, covering every line once. */
export function indexSections(lines: readonly string[]): IndexSection[] {
  const fenced = fencedLines(lines);
  const out: IndexSection[] = [];
  let cur: IndexSection = { name: '', start: -1, end: lines.length };
  lines.forEach((line, i) => {
    const name = fenced[i] ? null : sectionHeading(line);
    if (name === null) return;
    cur.end = i;
    out.push(cur);
    cur = { name, start: i, end: lines.length };
  });
  out.push(cur);
  return out;
}

/** The section names of an index text, in order. */
export function sectionNames(text: string): string[] {
  return indexSections(text.split(/\r?\n/)).filter((s) => s.start >= 0).map((s) => s.name);
}

/** The section line `index` sits in (the heading line belongs to its own section). */
export function sectionAt(sections: readonly IndexSection[], index: number): IndexSection {
  return sections.find((s) => index >= s.start && index < s.end) ?? sections[0]!;
}

/**
 * The status line the plugin writes under a domain section's heading:
 * `*Status: 2 active, 1 paused · latest 2026-11-30*`. Curation writes and
 * finds it, the rewrite check leaves it to curation.
 */
const STATUS_LINE = /^\*Status: (?:no live projects|\d+ (?:active|waiting|paused)(?:, \d+ (?:active|waiting|paused))*)(?: \u00b7 latest \d{4}-\d{2}-\d{2})?\*$/;

export function renderIndexStatus(what: string, latest: string | undefined): string {
  return `*Status: ${what}${latest === undefined ? '' : ` · latest ${latest}`}*`;
}

/** Only the plugin's exact shape: a person's `*Status: waiting on the landlord*` is theirs. */
export function isIndexStatus(line: string): boolean {
  return STATUS_LINE.test(line);
}

/** The `latest` date a status line carries, or null. */
export function indexStatusLatest(line: string): string | null {
  return isIndexStatus(line) ? /latest (\d{4}-\d{2}-\d{2})/.exec(line)?.[1] ?? null : null;
}

// What a section of the person's index holds, by its heading (the subject registry and index curation read these).

/** A section where the person lists people. */
export const PEOPLE_SECTION_RULE: Rule<string, boolean> = {
  id: 'people-section',
  locales: ['en', 'pl', 'de', 'fr', 'es', 'it', 'pt', 'nl'],
  apply: (s) => /\b(?:people|persons?|family|friends|contacts|who|ludzie|rodzina|znajomi|osoby|personen|familie|freunde|leute|menschen|kontakte|bekannte|gens|famille|amis|personas|familia|amigos|gente|persone|famiglia|amici|pessoas|mensen|vrienden)\b/iu.test(s),
};

/** A section for finished or set-aside things. */
export const ARCHIVE_SECTION_RULE: Rule<string, boolean> = {
  id: 'archive-section',
  locales: ['en', 'pl', 'de', 'fr', 'es'],
  apply: (s) => rx.iu`(?<![\p{L}\p{N}])(?:archived?|archives|closed|finished|done|past|former|inactive|old|archiwum|zako\u0144czone|archiv|erledigt|termin\u00e9|archivo|terminado)(?![\p{L}\p{N}])`.test(s),
};

/** A section for what is going on now (projects, current things). */
export const CURRENT_SECTION_RULE: Rule<string, boolean> = {
  id: 'current-section',
  locales: ['en', 'pl', 'de', 'fr', 'es'],
  apply: (s) => rx.iu`(?<![\p{L}\p{N}])(?:now|current(?:ly)?|active|ongoing|in progress|projects?|focus|doing|teraz|obecnie|projekty|aktualne|jetzt|aktuell|projekte|en cours|projets|ahora|proyectos|actual)(?![\p{L}\p{N}])`.test(s),
};

/** A section for places. */
export const PLACES_SECTION_RULE: Rule<string, boolean> = {
  id: 'places-section',
  locales: ['en', 'pl', 'de', 'fr', 'es', 'it'],
  apply: (s) => rx.iu`(?<![\p{L}\p{N}])(?:places?|locations?|cities|towns|travel|trips?|where|miejsca|podr\u00f3\u017ce|orte|reisen|lieux|voyages|lugares|viajes|luoghi|viaggi)(?![\p{L}\p{N}])`.test(s),
};

/** A section for subjects that are neither people, projects nor places: interests, areas, themes. */
export const TOPICS_SECTION_RULE: Rule<string, boolean> = {
  id: 'topics-section',
  locales: ['en', 'pl', 'de', 'fr', 'es', 'it'],
  apply: (s) => rx.iu`(?<![\p{L}\p{N}])(?:topics?|subjects?|interests?|areas?|themes?|notes|things|tematy|zainteresowania|themen|interessen|sujets|int\u00e9r\u00eats|temas|intereses|argomenti)(?![\p{L}\p{N}])`.test(s),
};
