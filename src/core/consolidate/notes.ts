/**
 * Shared text rules for the notes a dream writes: how a source is cited, how a
 * line is compared with the lines already in a note, and how new lines are put
 * under a named section of a note someone else may have written.
 *
 * Everything here is pure and works on bodies with "\n" line endings; callers
 * restore the file's own line ending (see `withEol`).
 */
import { inSummary } from '../formats/summary-block';
import { inertText } from '../formats/inert';
import { editFrontmatter, parseNote, renderNote, stripBom } from '../formats/frontmatter';
import type { YamlPort } from '../ports/yaml';
import { SECRET_NOTE } from '../secrets/scan';
import { blockIdOf } from '../extract/turns';
import { shapeOf, withShape, type TextShape } from '../lib/text';
import { replaceWikiLinks, shownText, wikilink } from '../formats/wikilink';
import { citationOf, parseCitations, renderCitations, renderCitedText, splitCitation, withoutCitation } from '../formats/citation';
import { append, insertAt } from '../lib/arrays';
import { EMPTY_FRONTMATTER } from '../formats/frontmatter-block';
import { fencedLines } from '../formats/fences';
import { isClosedLifecycle } from '../formats/lifecycle';
import type { SourceRef } from '../extract/spans';
import type { Candidate } from '../rank/candidate';
import { rx } from '../lib/rx';

// ---------------------------------------------------------------- names

/** "javascript-tooling" → "Javascript tooling" (sentence case, as Obsidian's UI). */
export function titleFromTopic(topic: string): string {
  const words = topic.replace(/[-_]+/g, ' ').trim();
  if (words === '') return 'Misc';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A new note's title as its subject is written in its own lines: "LGBTQ",
 * "Seedling", "Bike rebuild" rather than "Lgbtq" from the kebab name. The
 * most frequent spelling wins (an earlier one on a tie) and is kept as
 * written ("iPhone"); a subject the lines only write in lower case ("my
 * routine") keeps the sentence-case name.
 */
export function titleFromLines(topic: string, texts: readonly string[]): string {
  const fallback = titleFromTopic(topic);
  const words = topic.split(/[-_]+/).filter((w) => w !== '');
  // A kebab name is letters and digits; anything else is not looked for.
  if (words.length === 0 || words.some((w) => !rx.u`^[\p{L}\p{N}]+$`.test(w))) return fallback;
  // "growers" is how the kebab name spells "Grower's".
  const spelled = words.map((w) => w.replace(/s$/, "['’]?s"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${spelled.join('[\\s_-]+')}(?![\\p{L}\\p{N}])`, 'giu');
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const m of replaceWikiLinks(text, shownText).matchAll(pattern)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [form, n] of counts) if (best === null || n > counts.get(best)!) best = form;
  if (best === null) return possessiveTitle(words, texts) ?? wordCasing(words, texts) ?? fallback;
  if (best === best.toLowerCase()) return fallback;
  return best;
}

/**
 * "javascript-tooling" when the lines never write the whole name but write
 * "JavaScript": each word as the lines write it where that is more than a
 * capital at a sentence's start ("JavaScript", "iOS", "API", "Paris" inside
 * a sentence), so the note is not named "Javascript tooling". Null when no
 * word is written so.
 */
function wordCasing(words: readonly string[], texts: readonly string[]): string | null {
  const plain = texts.map((t) => replaceWikiLinks(t, shownText));
  let changed = false;
  const out = words.map((w, i) => {
    const counts = new Map<string, number>();
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])(${w})(?![\\p{L}\\p{N}])`, 'giu');
    for (const text of plain) {
      for (const m of text.matchAll(re)) {
        const form = m[2]!;
        const before = text.slice(0, m.index + m[1]!.length);
        // A capital only because a sentence (or a list item) starts there says nothing about the word.
        const atStart = /(?:^|[.!?:]\s+|^\s*[-*+]\s+|\n\s*)$/u.test(before);
        const inner = form.slice(1) !== form.slice(1).toLowerCase();
        if (form === form.toLowerCase() || (!inner && atStart)) continue;
        counts.set(form, (counts.get(form) ?? 0) + 1);
      }
    }
    let best: string | null = null;
    for (const [form, n] of counts) if (best === null || n > counts.get(best)!) best = form;
    if (best === null) return i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w;
    changed = true;
    return best;
  });
  return changed ? out.join(' ') : null;
}

/**
 * "melanies-family" when the lines never write it whole: the first word is
 * a name the lines write ("Melanie: …"), so the title is "Melanie's family".
 */
function possessiveTitle(words: readonly string[], texts: readonly string[]): string | null {
  const first = words[0]!;
  if (words.length < 2 || !first.endsWith('s')) return null;
  const base = first.slice(0, -1);
  const name = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${base})(?![\\p{L}\\p{N}])`, 'iu');
  for (const text of texts) {
    const m = name.exec(replaceWikiLinks(text, shownText));
    if (m && m[1]! !== m[1]!.toLowerCase()) return `${m[1]!}'s ${words.slice(1).join(' ')}`;
  }
  return null;
}

// ---------------------------------------------------------------- citations

function sourceLabel(s: SourceRef): string {
  // A daily note reads best by its date; a transcript by its session id.
  return s.session.startsWith('note:') ? s.date : s.session;
}

/**
 * The citation of a line's sources (formats/citation.ts):
 * `[[Journal/2026-11-02]] L14–16, [[Journal/2023-08-19#^d16-6]]`, oldest
 * first, so a reader can check every line a dream wrote against what the
 * person actually said.
 */
export function citeSources(sources: readonly SourceRef[]): string {
  const sorted = [...sources].sort((a, b) => (a.date === b.date ? (a.path < b.path ? -1 : a.path > b.path ? 1 : a.startLine - b.startLine) : a.date < b.date ? -1 : 1));
  return renderCitations(sorted.map((s) => citationOf({
    path: s.path,
    label: sourceLabel(s),
    block: s.session.startsWith('note:') ? blockIdOf(s.snippet) : null,
    startLine: s.startLine,
    endLine: s.endLine,
  })));
}

/** One list item: the observation, then where it came from. */
export function citedLine(text: string, sources: readonly SourceRef[], prefix = '- '): string {
  const oneLine = inertText(text.replace(/\s*\r?\n\s*/g, ' ').trim());
  return renderCitedText(`${prefix}${oneLine}`, citeSources(sources));
}

// ---------------------------------------------------------------- comparing lines

/**
 * The comparable core of a note line: no list marker or checkbox, no source
 * reference, no emphasis, case and spacing folded. Two lines that say the same
 * thing compare equal, so a second run never adds a line the note already has.
 */
export function normalizeLine(line: string): string {
  let s = line.trim();
  s = s.replace(/^(?:[-*+]|\d+[.)])\s+/, '');
  s = s.replace(/^\[[ xX]\]\s+/, '');
  s = withoutCitation(s);
  s = s.replace(/~~/g, '').replace(/[*_`]/g, '');
  s = s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return s.replace(/[.;:,!]+$/, '');
}

export function candidateKey(c: Pick<Candidate, 'text'>): string {
  return normalizeLine(c.text);
}

// ---------------------------------------------------------------- frontmatter

/**
 * Frontmatter + body without touching the body. (`renderNote` drops one blank
 * line after the closing `---`; a person's blank line is theirs to keep.)
 */
function renderWithFrontmatter(data: Record<string, unknown>, body: string): string {
  return renderNote(data, '\n' + body);
}

export interface NoteParts {
  data: Record<string, unknown>;
  /** the note as read, with "\n" line endings and no BOM ('' for a new note) */
  source: string;
  body: string;
  shape: TextShape;
  hasFrontmatter: boolean;
  /** set when the frontmatter is unreadable: such a note is not rewritten */
  error?: string;
}

export function splitNote(yaml: YamlPort, text: string | null): NoteParts {
  if (text === null) return { data: {}, source: '', body: '', shape: shapeOf(null), hasFrontmatter: false };
  const shape = shapeOf(text);
  const parsed = parseNote(yaml, text);
  const source = stripBom(text).replace(/\r\n/g, '\n');
  const parts: NoteParts = { data: parsed.data, source, body: parsed.body, shape, hasFrontmatter: parsed.hasFrontmatter };
  if (parsed.error !== undefined) parts.error = parsed.error;
  return parts;
}

/**
 * A note's new text in the file's own shape: a new note (or one without
 * frontmatter) gets `data` rendered as its frontmatter; a note with
 * frontmatter keeps it as written, with only the keys whose value changes
 * edited in place (`editFrontmatter`), so a person's comments, flow lists and
 * quoting survive a dream adding lines below them.
 */
export function rewriteNote(yaml: YamlPort, note: NoteParts, data: Record<string, unknown>, body: string): { content: string; error?: undefined } | { content: null; error: string } {
  if (!note.hasFrontmatter && note.source === '') return { content: withShape(renderWithFrontmatter(data, body), note.shape) };
  // A person's note without frontmatter gets one written as an edit of an
  // empty one, so what is added is as compact as on a note that had it.
  const edit = editFrontmatter(yaml, note.hasFrontmatter ? note.source : EMPTY_FRONTMATTER, data);
  if ('error' in edit) return { content: null, error: edit.error };
  return { content: withShape(edit.head + body, note.shape) };
}

export function bodyLines(body: string): string[] {
  return stripBom(body).replace(/\r\n/g, '\n').split('\n');
}

// ---------------------------------------------------------------- sections

/** A named place in a note where lines of one sort belong. */
export interface SectionSpec {
  /** the heading text we write when the section is missing */
  heading: string;
  /** other heading texts (normalised) that mean the same section in a person's note */
  aliases: readonly string[];
  /** position among our sections, for placing a missing one */
  order: number;
}

export interface SectionAddition {
  section: SectionSpec;
  lines: string[];
}

interface HeadingAt {
  index: number;
  level: number;
  text: string;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

function normalizeHeading(text: string): string {
  return replaceWikiLinks(text, shownText).replace(/[*_`]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function headingsOf(lines: readonly string[]): HeadingAt[] {
  const out: HeadingAt[] = [];
  const fenced = fencedLines(lines);
  lines.forEach((line, index) => {
    if (fenced[index]) return;
    const m = HEADING.exec(line);
    if (m) out.push({ index, level: m[1]!.length, text: m[2]! });
  });
  return out;
}

function matches(h: HeadingAt, spec: SectionSpec): boolean {
  const t = normalizeHeading(h.text);
  return t === normalizeHeading(spec.heading) || spec.aliases.includes(t);
}

/** End (exclusive) of the section that starts at heading `h`. */
function sectionEnd(lines: readonly string[], heads: readonly HeadingAt[], h: HeadingAt): number {
  const next = heads.find((o) => o.index > h.index && o.level <= h.level);
  return next ? next.index : lines.length;
}

/**
 * Add lines under named sections of a body, keeping every existing line where
 * it is. A line whose normalised text is already anywhere in the note is not
 * added again. A missing section is created before the first section of
 * `layout` that should follow it, else at the end — never inside a person's
 * section.
 * Returns the new body and the lines actually added.
 */
export function addToSections(body: string, additions: readonly SectionAddition[], layout: readonly SectionSpec[] = []): { body: string; added: string[] } {
  const lines = bodyLines(body);
  const summary = inSummary(lines);
  const present = new Set(lines.filter((_, i) => !summary[i]).map(normalizeLine).filter((s) => s !== ''));
  const added: string[] = [];
  const sorted = [...additions].sort((a, b) => a.section.order - b.section.order);
  for (const add of sorted) {
    const fresh: string[] = [];
    for (const l of add.lines) {
      const key = normalizeLine(l);
      if (key !== '' && present.has(key)) continue;
      if (key !== '') present.add(key);
      fresh.push(l);
    }
    if (fresh.length === 0) continue;
    insertUnder(lines, add.section, fresh, [...layout, ...sorted.map((a) => a.section)]);
    append(added, fresh);
  }
  return { body: lines.join('\n'), added };
}

function insertUnder(lines: string[], spec: SectionSpec, fresh: string[], known: readonly SectionSpec[]): void {
  const heads = headingsOf(lines);
  const own = heads.find((h) => h.level >= 2 && matches(h, spec));
  if (own) {
    const end = sectionEnd(lines, heads, own);
    let at = end;
    while (at > own.index + 1 && (lines[at - 1] ?? '').trim() === '') at--;
    insertAt(lines, at, fresh);
    return;
  }
  // Place the new section before the first section of ours that comes later in order.
  const later = heads.find((h) => h.level === 2 && known.some((s) => s.order > spec.order && matches(h, s)));
  const block = [`## ${spec.heading}`, ...fresh, ''];
  if (later) {
    insertAt(lines, later.index, block);
    return;
  }
  // At the end: keep exactly one blank line before the new heading and a final newline.
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  if (lines.length > 0) lines.push('');
  append(lines, block);
}

/** The newest day a candidate's sources are from ('' when none is dated). */
export function newestDate(c: Pick<Candidate, 'sources'>): string {
  return c.sources.reduce((d, s) => (s.date > d ? s.date : d), '');
}

/**
 * What a struck line says after it: the date, what replaced it and where that
 * was written, so the old line leads to the new one. In the note that holds
 * the new line, the date and a link to its source; in another note that this
 * run writes it into, the source and a link to that note ("superseded on
 * 2026-10-12 by [[Journal/2026-10-12]] in [[Memory/Topics/SKM]]"): the new
 * line is one click away and is not written twice. Only when it is written
 * nowhere else does the mark quote it ("… by “No SKM there …” ([[Journal/2026-10-12]])").
 */
export function supersededBy(c: Pick<Candidate, 'text' | 'sources'>, today: string, where: 'same note' | { in: string } | 'nowhere else'): string {
  const date = newestDate(c) || today;
  const source = c.sources.find((s) => s.date === date) ?? c.sources[0];
  const link = source === undefined ? '' : wikilink(source.path);
  // In its own note the new line is right there: the date and its source say enough.
  if (where === 'same note') return link === '' ? `superseded on ${date}` : `superseded on ${date} by ${link}`;
  if (where !== 'nowhere else' && link !== '') return `superseded on ${date} by ${link} in ${wikilink(where.in)}`;
  return `superseded on ${date} by “${inertText(c.text)}”${link === '' ? '' : ` (${link})`}`;
}

/**
 * Strike a line through and say what replaced it. The old words stay readable:
 * a dream supersedes, it never deletes (an add-only rule learnt from memory
 * systems whose "update" lost the original).
 */
export function supersedeLine(body: string, oldKey: string, note: string): { body: string; changed: boolean } {
  const lines = bodyLines(body);
  const summary = inSummary(lines);
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.includes('~~') || summary[i]) continue;
    if (normalizeLine(line) !== oldKey) continue;
    const m = /^(\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)(.*)$/.exec(line);
    const lead = m ? m[1]! : '';
    const rest = m ? m[2]! : line.trim();
    lines[i] = `${lead}~~${rest}~~ ${note}`;
    changed = true;
  }
  return { body: lines.join('\n'), changed };
}

/**
 * A restatement is cited on the line it restates: the new sources join the
 * line's citation (each once, oldest kept first) and its words stay as they
 * are. The line is found by its text as memory read it; a line since edited
 * or struck is left alone (`changed` false).
 */
export function citeOnLine(body: string, line: string, sources: readonly SourceRef[]): { body: string; changed: boolean } {
  const lines = bodyLines(body);
  const want = line.trim();
  const summary = inSummary(lines);
  const i = lines.findIndex((l, at) => l.trim() === want && !l.includes('~~') && !summary[at]);
  if (i < 0) return { body, changed: false };
  const raw = lines[i]!;
  const indent = /^\s*/.exec(raw)![0];
  const { text, refs } = splitCitation(raw.trim());
  const merged = renderCitations([...parseCitations(refs ?? ''), ...parseCitations(citeSources(sources))]);
  const next = `${indent}${renderCitedText(text, merged)}`;
  if (next === raw) return { body, changed: false };
  lines[i] = next;
  return { body: lines.join('\n'), changed: true };
}

// The sections of a topic note, in order. Shared so that a missing section is
// placed consistently whichever note type asks for it.
export const SECTION_CURRENT: SectionSpec = { heading: 'Current', aliases: ['current', 'status', 'now', 'active', 'notes', 'facts', 'overview'], order: 10 };
export const SECTION_DECISIONS: SectionSpec = { heading: 'Decisions', aliases: ['decisions', 'decision log', 'decided'], order: 20 };
export const SECTION_PREFERENCES: SectionSpec = { heading: 'Preferences', aliases: ['preferences', 'prefs', 'likes'], order: 30 };
export const SECTION_PROCEDURES: SectionSpec = { heading: 'How to', aliases: ['how to', 'how-to', 'procedures', 'steps', 'recipes'], order: 40 };
const SECTION_OPEN: SectionSpec = { heading: 'Open', aliases: ['open', 'todo', 'todos', 'to do', 'next', 'next steps', 'open questions', 'tasks'], order: 50 };
export const SECTION_DONE: SectionSpec = { heading: 'Done and reference', aliases: ['done and reference', 'done', 'archive', 'archived', 'reference', 'history', 'closed', 'legacy'], order: 60 };
export const SECTION_RELATED: SectionSpec = { heading: 'Related', aliases: ['related', 'see also', 'links'], order: 90 };

/** The layout of a topic note (and of an identity note, which uses a subset). */
export const TOPIC_SECTIONS: readonly SectionSpec[] = [SECTION_CURRENT, SECTION_DECISIONS, SECTION_PREFERENCES, SECTION_PROCEDURES, SECTION_OPEN, SECTION_DONE, SECTION_RELATED];

export { isClosedLifecycle } from '../formats/lifecycle';

/** Which section of a topic note an observation belongs in. */
export function sectionFor(c: Pick<Candidate, 'kind' | 'lifecycle'>): SectionSpec {
  // Finished work is reference material, whatever kind it is: it must never
  // read as an active todo again (lifecycle is sticky until the person reopens it).
  if (isClosedLifecycle(c.lifecycle)) return SECTION_DONE;
  switch (c.kind) {
    case 'decision': return SECTION_DECISIONS;
    case 'preference': return SECTION_PREFERENCES;
    case 'procedure': return SECTION_PROCEDURES;
    case 'todo': return SECTION_OPEN;
    default: return SECTION_CURRENT;
  }
}

/** The words of an observation as written into its section. */
export function lineText(c: Pick<Candidate, 'text' | 'lifecycle'> & { secretOmitted?: boolean }): string {
  // A line whose secret was cut out says so, so the person knows to look at the source.
  if (c.secretOmitted === true && !c.text.includes(SECRET_NOTE)) return lineText({ ...c, secretOmitted: false, text: `${c.text} (${SECRET_NOTE})` });
  if (isClosedLifecycle(c.lifecycle)) {
    const word = c.lifecycle === 'done' ? 'Done' : c.lifecycle === 'closed' ? 'Closed' : 'Archived';
    return withStateWord(word, c.text);
  }
  if (c.lifecycle === 'waiting' || c.lifecycle === 'paused') {
    return withStateWord(c.lifecycle === 'waiting' ? 'Waiting' : 'Paused', c.text);
  }
  return c.text;
}

/** The words lineText puts before a finished line, and the list item that opens with one. */
const FINISHED_ITEM = /^[-*+]\s+(?:Done|Closed|Archived)\s*:\s+(\S.*)$/;

/** The words of a list item lineText wrote for a finished observation ("- Done: X · cite" → "X · cite"), or null for any other line. */
export function finishedLineText(line: string): string | null {
  return FINISHED_ITEM.exec(line)?.[1] ?? null;
}

/**
 * The state word in front of a line, unless the person's own words already
 * open with it: "Paused: Paused the newsletter" reads as a stutter.
 */
function withStateWord(word: string, text: string): string {
  const first = rx.u`^[\p{L}]+`.exec(text)?.[0]?.toLowerCase() ?? '';
  const stem = word.toLowerCase().replace(/(?:ed|e)$/, '');
  return first.startsWith(stem) ? text : `${word}: ${text}`;
}
