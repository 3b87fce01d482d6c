/**
 * Index curation (Phase 3.2): keep MEMORY.md a page a person can skim.
 *
 * The rules, and why:
 * - Size is measured in characters (code points), never bytes or UTF-16
 *   units: a byte budget quietly cuts a CJK index to a third of its room.
 * - Curation runs on EVERY run. An index curated only when over its target
 *   settles just under it and stops shrinking — the target becomes a floor.
 * - Entries are grouped by domain: one status line per domain, then one line
 *   per live project with a pointer to its topic note. The index is not a
 *   mirror of the topic folder; detail lives in the topic notes.
 * - Finished work is one line under `## Archive`. A full entry for closed work
 *   is the surest way for an index to grow without saying anything new.
 * - Every new entry is placed under a named section. Appending at the end puts
 *   it under whatever heading is last — once under a "rules" heading it reads
 *   as a standing rule and no later pass touches it again.
 * - The person's sections and lines are theirs: never moved, edited or
 *   deleted. Only lines in the plugin's own entry format are curated.
 * - Over the target: sink plugin-written detail to the topic notes (it is
 *   already there) and say so loudly; never truncate silently, never delete.
 */
import { titleFromTopic } from '../consolidate/notes';
import { countChars, shapeOf, withShape } from '../lib/text';

export { acceptIndexRewrite, validateIndexRewrite } from './index-rewrite';
import type { Lifecycle } from '../ports/types';
import { findWikiLinks, linkTarget, noteName, replaceWikiLinks } from '../formats/wikilink';
import { withoutCitation } from '../formats/citation';
import { entryPath, parseEntryState, parseIndexEntry, pluginEntryOf, renderEntryState, renderIndexEntry } from '../formats/index-entry';
import {
  indexSections as sectionsOf, indexStatusLatest, isIndexStatus, renderIndexStatus, renderSectionHeading, sectionAt, type IndexSection as Section,
} from '../formats/index-sections';
import { insertAt } from '../lib/arrays';
import { foldKey, indexLineNames } from '../sense/subject-registry';
import { ARCHIVE_SECTION_RULE, CURRENT_SECTION_RULE, PEOPLE_SECTION_RULE } from '../formats/index-sections';
import { frontmatterHead, stripBom } from '../formats/frontmatter-block';
import { isClosedLifecycle, LIFECYCLES, LIVE_LIFECYCLES } from '../formats/lifecycle';
import { changeOfSubject, endsStanding } from '../rank/supersession';

export interface PromotedEntry {
  topic: string;
  /** vault path of the topic note */
  path: string;
  domain: string;
  lifecycle: Lifecycle;
  /** one sentence about the topic's current state */
  summary: string;
  /** source references of the candidates behind it (for the rewrite validator) */
  sourceRefs: string[];
  /** its lines use it as someone who speaks or acts (vocabulary.ts person-like) */
  person?: boolean;
  /** other names of the subject (its note's aliases) */
  names?: readonly string[];
  /** the newest change the sources report of the subject itself ("moved to …", "got the … job") */
  changed?: { date: string; what: string };
}

export interface TopicNoteInfo {
  path: string;
  title: string;
  domain: string;
  lifecycle: Lifecycle;
  /** epoch ms */
  mtime: number;
}

export interface CurateInput {
  current: string | null;
  promoted: readonly PromotedEntry[];
  topicNotes: readonly TopicNoteInfo[];
  budgetChars: number;
  targetPct: number;
  /** YYYY-MM-DD */
  today: string;
  /**
   * this run's lines that say something ended ("No longer car-free: …") or that
   * someone moved or changed jobs, newest first: a plain line of the person's
   * they end or are about gets a dated status, note or no note
   */
  said?: readonly { date: string; text: string }[];
  /** subjects this run's lines renamed ("## Dockclock → Slotbook"): the person's line about one gets a dated status */
  renamed?: readonly { from: string; to: string; date: string }[];
}

export interface CurateResult {
  text: string;
  charsBefore: number;
  charsAfter: number;
  /** what curation did and found, one sentence each (an over-target index is said loudly here) */
  notes: string[];
  /** one line per entry whose detail was moved out of the index (it stays in its topic note) */
  sunk: string[];
}

/** A summary longer than this is detail: the index keeps the pointer, the topic note keeps the words. */
const SUMMARY_MAX_CHARS = 120;
/** A person's line this long is reported (never edited): it likely holds detail a topic note should carry. */
const PERSON_LINE_REPORT_CHARS = 400;

const RULES_LIKE = /\b(rules?|constraints?|conventions?|principles?|instructions?|polic(?:y|ies)|guidelines?|always|never)\b/i;
const ARCHIVE = 'Archive';

const closed = isClosedLifecycle;

interface OurEntry {
  title: string;
  lifecycle: Lifecycle;
  summary: string | null;
  path: string;
  domain: string;
  /** date of the latest activity we know of, YYYY-MM-DD */
  latest: string | null;
}

function entryLine(e: OurEntry, withSummary: boolean): string {
  const summary = withSummary && !closed(e.lifecycle) ? e.summary : null;
  return renderIndexEntry({ title: e.title, state: renderEntryState(e.lifecycle, summary), target: linkTarget(e.path), alias: noteName(e.path) });
}

/** A summary sunk out of the index keeps the untrusted mark, if it had one: that is not detail. */
function keptMark(summary: string | null): string | null {
  return summary !== null && summary.startsWith(UNTRUSTED_MARK) ? UNTRUSTED_MARK : null;
}

/** How an index entry says its note rests on untrusted text only (clippings, pasted pages). */
export const UNTRUSTED_MARK = 'from clipped text, not your words';

function oneLine(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Strip the citation a topic-note line carries: the index points at the note, not at the journal. */
function summaryText(s: string): string {
  return oneLine(withoutCitation(s)).replace(/\s*·\s*/g, ', ');
}

interface Split {
  front: string;
  lines: string[];
}

function splitFront(text: string): Split {
  const lf = stripBom(text).replace(/\r\n/g, '\n');
  const front = frontmatterHead(lf);
  return { front, lines: lf.slice(front.length).split('\n') };
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Where the next list line of a section goes: after its last list item, else after its heading and status line. */
function insertionPoint(lines: readonly string[], s: Section): number {
  let at = s.start + 1;
  for (let i = s.start + 1; i < s.end; i++) {
    const l = lines[i] ?? '';
    if (isIndexStatus(l) || /^\s*(?:[-*+]|\d+[.)])\s/.test(l)) at = i + 1;
  }
  return at;
}

/** The word an index line uses for a state. */
function stateWord(l: Lifecycle): string {
  return LIFECYCLES.includes(l) ? l : 'active';
}

const STATE_IN_LINE = /\b(active|ongoing|in progress|paused|on hold|closed|done|finished|archived|waiting)\b/i;

/**
 * Lines of the person's that link the promoted topic: where they carry a
 * status word that this run's sources contradict, that word changes (and
 * nothing else); a line with no status word gets one appended only when the
 * topic is no longer active. Returns the lines as rewritten.
 */
function restatePersonLines(lines: string[], p: PromotedEntry, keyOf: (t: string) => string, baseOf: (t: string) => string): string[] {
  const out: string[] = [];
  const word = stateWord(p.lifecycle);
  lines.forEach((line, i) => {
    if (pluginEntryOf(line) !== null) return;
    const links = findWikiLinks(line).map((f) => f.link.target).filter((t) => t !== '').map(keyOf);
    if (!links.some((l) => l === keyOf(p.path) || l === baseOf(p.path) || l.slice(l.lastIndexOf('/') + 1) === baseOf(p.path))) return;
    const m = STATE_IN_LINE.exec(line);
    let next = line;
    if (m) {
      const said = m[1]!.toLowerCase();
      const same = said === word || (word === 'active' && /^(?:ongoing|in progress)$/.test(said)) || (word === 'paused' && said === 'on hold') || (closed(p.lifecycle) && /^(?:closed|done|finished|archived)$/.test(said));
      if (!same) next = line.slice(0, m.index) + word + line.slice(m.index + m[1]!.length);
    } else if (p.lifecycle !== 'active') {
      next = `${line.replace(/\s+$/, '')} — ${word}`;
    }
    // What the line says of them (a city, a job) is history once they moved
    // or changed jobs: a dated status says so, their words kept as written.
    if (p.changed !== undefined && !/superseded/i.test(next) && describes(next)) {
      next = `${next.replace(/\s+$/, '')} — superseded ${p.changed.date}: ${p.changed.what}`;
    }
    if (next !== line) {
      lines[i] = next;
      out.push(next.trim());
    }
  });
  return out;
}

/**
 * A plain line of the person's that a newer line of this run ends — "no car,
 * on purpose" after "No longer car-free: bought the Octavia" (rule no-longer)
 * — or whose someone moved or changed jobs — "[[Jürgen]] — Bruder, wohnt in
 * Köln" after "Jürgen: Umzug nach Münster ist fix", with or without a note of
 * the dreams' — keeps their words and gets a dated status, as a promoted
 * subject's line does (issue 18 item 4). Never one of the plugin's entries, a
 * heading, or a line already marked.
 */
function datePersonLines(lines: string[], said: readonly { date: string; text: string }[], notes: string[]): void {
  if (said.length === 0) return;
  lines.forEach((line, i) => {
    if (!/^\s*[-*+]\s/.test(line) || pluginEntryOf(line) !== null || /superseded/i.test(line)) return;
    const own = line.replace(/^\s*[-*+]\s+/, '');
    // A pointer ("— see note") says nothing a move could make stale; a full name ("Renata Kowal") also answers to its first name.
    const names = describes(line) ? indexLineNames(line).flatMap((n) => {
      const first = /^(\p{Lu}\p{Ll}{2,})\s+\p{Lu}\p{Ll}+$/u.exec(n)?.[1];
      return first === undefined ? [n] : [n, first];
    }) : [];
    for (const s of said) {
      const what = endsStanding(s.text, own) ?? (names.length > 0 ? changeOfSubject(s.text, names) : null);
      if (what === null) continue;
      lines[i] = `${line.replace(/\s+$/, '')} — superseded ${s.date}: ${what}`;
      notes.push(`Your index line “${own.trim()}” is superseded since ${s.date} (the rest of it is as you wrote it; the old index is in the backups): ${lines[i].trim()}`);
      return;
    }
  });
}

/**
 * A plain line of the person's about a subject they renamed ("Dockclock —
 * side thing with Piotr" after "## Dockclock → Slotbook") keeps their words
 * and gets a dated status naming the new name, as an ending does (issue 18
 * item 4): the one entry stays, and says what the thing is called now. Never
 * one of the plugin's entries, and never a line already marked.
 */
function markRenamedLines(lines: string[], renamed: readonly { from: string; to: string; date: string }[], notes: string[]): void {
  for (const r of renamed) {
    const i = lines.findIndex((line) => /^\s*[-*+]\s/.test(line) && pluginEntryOf(line) === null && indexLineNames(line).some((n) => foldKey(n) === foldKey(r.from)));
    if (i < 0 || /\brenamed\b/i.test(lines[i]!) || lines.some((l) => indexLineNames(l).some((n) => foldKey(n) === foldKey(r.to)))) continue;
    const own = lines[i]!.replace(/^\s*[-*+]\s+/, '').trim();
    lines[i] = `${lines[i]!.replace(/\s+$/, '')} — renamed ${r.date}: ${r.to}`;
    notes.push(`Your index line “${own}” now says it was renamed ${r.to} on ${r.date} (the rest of it is as you wrote it; the old index is in the backups).`);
  }
}

/** A line that says something of its subject beyond a pointer ("— see note"): three words besides its links. */
function describes(line: string): boolean {
  const rest = replaceWikiLinks(line, () => ' ').replace(/^\s*[-*+]\s+/, '');
  return (rest.match(/[\p{L}\p{N}]{2,}/gu) ?? []).length >= 3;
}

export function curateIndex(input: CurateInput): CurateResult {
  const notes: string[] = [];
  const sunk: string[] = [];
  const shape = shapeOf(input.current);
  const charsBefore = input.current === null ? 0 : countChars(input.current);
  const split = splitFront(input.current ?? '# Memory\n');
  const lines = split.lines;

  // -------------------------------------------------- what the index says now
  const { ours, personLinks } = readIndex(lines, input, notes);
  addPromoted(lines, input, ours, personLinks, notes);
  datePersonLines(lines, input.said ?? [], notes);
  markRenamedLines(lines, input.renamed ?? [], notes);

  // -------------------------------------------------- decide where each entry belongs
  const placed = placeEntries(lines, input, ours, notes, sunk);
  const { sortedEntries, textOf } = placed;

  // -------------------------------------------------- entries that stay are rewritten in place; the rest come out
  const toPlace = rewriteInPlace(lines, placed);

  // -------------------------------------------------- new and moved entries go under a named section
  for (const e of sortedEntries) {
    if (!toPlace.has(e.path)) continue;
    const section = placed.targetOf.get(e.path)!;
    const s = ensureSection(lines, section, sortedEntries, notes);
    lines.splice(insertionPoint(lines, s), 0, textOf.get(e.path)!);
    if (!placed.placedAt.has(e.path)) notes.push(`Added “${e.title}” under “${section}”.`);
  }

  // -------------------------------------------------- one status line per domain section holding our entries
  addStatusLines(lines, placed);

  // -------------------------------------------------- budget and outliers
  const render = (): string => withShape(split.front + lines.join('\n').replace(/\n*$/, '\n'), shape);
  const target = Math.floor((input.budgetChars * input.targetPct) / 100);
  const text = sinkToTarget(lines, sortedEntries, target, render, sunk);
  reportLongLines(lines, notes);
  const charsAfter = countChars(text);
  if (charsAfter > input.budgetChars) {
    notes.unshift(`MEMORY.md is ${charsAfter} characters, OVER its budget of ${input.budgetChars} (target ${target}, ${input.targetPct} %). Nothing was cut. ${longest(lines)} Move detail into topic notes, or raise the index budget in settings.`);
  } else if (charsAfter > target) {
    notes.unshift(`MEMORY.md is ${charsAfter} characters, over its target of ${target} (${input.targetPct} % of the ${input.budgetChars} budget). Nothing was cut. ${longest(lines)} Move detail into topic notes, or raise the target in settings.`);
  }
  return { text, charsBefore, charsAfter, notes, sunk };
}

const keyOf = (target: string): string => linkTarget(target).toLowerCase();
const baseOf = (target: string): string => keyOf(target).slice(keyOf(target).lastIndexOf('/') + 1);

/**
 * The plugin's entries as the index has them, and which notes the person's own
 * lines link; a promoted subject the person names without a link gets one.
 */
function readIndex(
  lines: string[],
  input: CurateInput,
  notes: string[],
): { ours: Map<string, OurEntry>; personLinks: (path: string) => boolean } {
  const infoByPath = new Map(input.topicNotes.map((t) => [t.path, t]));
  const ours = new Map<string, OurEntry>();
  const linkedByPerson = new Set<string>();
  const secs = sectionsOf(lines);
  lines.forEach((line, i) => {
    const entry = pluginEntryOf(line);
    if (entry) {
      const path = entryPath(entry);
      const parsed = parseEntryState(entry.state);
      const info = infoByPath.get(path);
      const sec = sectionAt(secs, i);
      ours.set(path, {
        title: entry.title,
        lifecycle: info && closed(info.lifecycle) ? info.lifecycle : parsed.lifecycle,
        summary: parsed.summary,
        path,
        domain: info?.domain ?? (sec.start >= 0 && !RULES_LIKE.test(sec.name) && !sameName(sec.name, ARCHIVE) ? sec.name : 'General'),
        // The run's clock dates what this run saw; a file's mtime says when
        // it was copied or synced, not when its subject last moved.
        latest: null,
      });
      return;
    }
    for (const t of findWikiLinks(line).map((f) => f.link.target).filter((t) => t !== '')) linkedByPerson.add(keyOf(t));
  });
  const personLinks = (path: string): boolean => linkedByPerson.has(keyOf(path)) || linkedByPerson.has(baseOf(path));
  linkPersonNames(lines, input.promoted.filter((p) => !ours.has(p.path) && !personLinks(p.path)), notes);
  for (const line of lines) {
    if (pluginEntryOf(line) !== null) continue;
    for (const t of findWikiLinks(line).map((f) => f.link.target).filter((t) => t !== '')) linkedByPerson.add(keyOf(t));
  }
  return { ours, personLinks };
}

/** This run's subjects: a person's own line restated when the state changed, else the plugin's entry made or updated. */
function addPromoted(
  lines: string[],
  input: CurateInput,
  ours: Map<string, OurEntry>,
  personLinks: (path: string) => boolean,
  notes: string[],
): void {
  const infoByPath = new Map(input.topicNotes.map((t) => [t.path, t]));
  for (const p of input.promoted) {
    if (!ours.has(p.path) && personLinks(p.path)) {
      // A topic the index already links gets no second entry; when its state
      // changed, the person's line says so — only the status word changes.
      const changed = restatePersonLines(lines, p, keyOf, baseOf);
      for (const c of changed) {
        const says = p.changed !== undefined && c.includes(`superseded ${p.changed.date}:`) ? `what it said is superseded since ${p.changed.date}` : `now says ${stateWord(p.lifecycle)}`;
        notes.push(`Your index line for “${titleFromTopic(p.topic)}” ${says} (the rest of it is as you wrote it; the old index is in the backups): ${c}`);
      }
      if (closed(p.lifecycle)) moveToPersonArchive(lines, changed, notes);
      continue;
    }
    const prev = ours.get(p.path);
    ours.set(p.path, {
      title: prev?.title ?? infoByPath.get(p.path)?.title ?? titleFromTopic(p.topic),
      // Lifecycle is sticky: a closed entry reopens only when the sources say it is live again.
      lifecycle: p.lifecycle,
      summary: p.summary.trim() === '' ? (prev?.summary ?? null) : summaryText(p.summary),
      path: p.path,
      domain: prev && prev.domain !== 'General' ? prev.domain : p.domain,
      latest: input.today,
    });
  }
}

interface Placed {
  secs: Section[];
  sortedEntries: OurEntry[];
  /** the section each entry goes under */
  targetOf: Map<string, string>;
  /** each entry's line */
  textOf: Map<string, string>;
  /** the section each entry was under, when it was in the index */
  placedAt: Map<string, string>;
  /** the `latest` date each section's status line carried */
  statusLatest: Map<string, string>;
}

/** Where each entry goes (finished work under Archive, a project never under a rules heading) and the line it gets. */
function placeEntries(lines: string[], input: CurateInput, ours: Map<string, OurEntry>, notes: string[], sunk: string[]): Placed {
  const personOf = new Map(input.promoted.map((p) => [p.path, p.person === true]));
  const placedAt = new Map<string, string>();
  const statusLatest = new Map<string, string>();
  const secs = sectionsOf(lines);
  lines.forEach((line, i) => {
    const entry = pluginEntryOf(line);
    if (entry) placedAt.set(entryPath(entry), sectionAt(secs, i).name);
    const st = indexStatusLatest(line);
    if (st !== null) statusLatest.set(sectionAt(secs, i).name.toLowerCase(), st);
  });
  const sortedEntries = [...ours.values()].sort((a, b) => (a.domain === b.domain ? (a.title < b.title ? -1 : 1) : a.domain < b.domain ? -1 : 1));
  const targetOf = new Map<string, string>();
  const textOf = new Map<string, string>();
  for (const e of sortedEntries) {
    if (e.summary !== null && countChars(e.summary) > SUMMARY_MAX_CHARS) {
      e.summary = keptMark(e.summary);
      sunk.push(`${e.title}: detail moved out of the index; it stays in ${e.path}.`);
    }
    const was = placedAt.get(e.path);
    let target: string;
    if (closed(e.lifecycle)) target = ARCHIVE;
    else if (was !== undefined && was !== '' && !RULES_LIKE.test(was) && !sameName(was, ARCHIVE)) target = was;
    else target = personSectionFor(lines, e, personOf.get(e.path) ?? false) ?? ownSection(e, personOf.get(e.path) ?? false);
    if (was !== undefined && RULES_LIKE.test(was) && !closed(e.lifecycle)) {
      notes.push(`Moved “${e.title}” from “${was}” to “${target}”: a project under a rules heading would read as a standing rule.`);
    }
    if (was !== undefined && !sameName(was, ARCHIVE) && target === ARCHIVE) notes.push(`“${e.title}” is ${e.lifecycle}: reduced to one line under “Archive”.`);
    targetOf.set(e.path, target);
    textOf.set(e.path, entryLine(e, e.summary !== null));
  }
  return { secs, sortedEntries, targetOf, textOf, placedAt, statusLatest };
}

/** Entries already under their section get their new line there; the others and the old status lines come out. The entries still to place. */
function rewriteInPlace(lines: string[], placed: Placed): Set<string> {
  const toPlace = new Set(placed.sortedEntries.map((e) => e.path));
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    const entry = pluginEntryOf(line);
    const sec = sectionAt(placed.secs, i);
    if (entry) {
      const path = entryPath(entry);
      if (toPlace.has(path) && sameName(placed.targetOf.get(path) ?? '', sec.name)) {
        lines[i] = placed.textOf.get(path)!;
        toPlace.delete(path);
      } else {
        lines.splice(i, 1);
      }
    } else if (isIndexStatus(line) && sec.start >= 0) {
      lines.splice(i, 1);
    }
  }
  return toPlace;
}

/** The section called `name`, made (after the last domain section, Archive last) when the index has none. */
function ensureSection(lines: string[], name: string, sortedEntries: readonly OurEntry[], notes: string[]): Section {
  const found = sectionsOf(lines).find((s) => s.start >= 0 && sameName(s.name, name));
  if (found) return found;
  const all = sectionsOf(lines);
  const archive = all.find((s) => s.start >= 0 && sameName(s.name, ARCHIVE));
  const domainNames = new Set(sortedEntries.flatMap((e) => [e.domain.toLowerCase(), ownSection(e, false).toLowerCase()]));
  const lastDomain = [...all].reverse().find((s) => s.start >= 0 && domainNames.has(s.name.trim().toLowerCase()));
  let at: number;
  if (name === ARCHIVE) at = lines.length;
  else if (lastDomain) at = lastDomain.end;
  else if (archive) at = archive.start;
  else at = lines.length;
  // Keep one blank line between sections and end the file with a newline.
  if (at === lines.length) {
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
    at = lines.length;
    lines.push('', renderSectionHeading(name), '');
    at += 1;
  } else {
    const prevBlank = at > 0 && lines[at - 1]!.trim() === '';
    const block = prevBlank ? [renderSectionHeading(name), ''] : ['', renderSectionHeading(name), ''];
    insertAt(lines, at, block);
    at += prevBlank ? 0 : 1;
  }
  notes.push(name === ARCHIVE ? 'Created an “Archive” section for finished work.' : `Created the section “${name}”: no existing section matched that domain.`);
  return sectionsOf(lines).find((s) => s.start === at)!;
}

/** A status line under each section of the plugin's that holds its entries (never in the person's own sections). */
function addStatusLines(lines: string[], placed: Placed): void {
  const theirs = new Set(personSections(lines).map((s) => s.name));
  for (const s of [...sectionsOf(lines)].reverse()) {
    // The person's own sections are theirs: no tool status line inside them.
    if (s.start < 0 || sameName(s.name, ARCHIVE) || theirs.has(s.name)) continue;
    const here = new Set(lines.slice(s.start + 1, s.end));
    const inHere = placed.sortedEntries.filter((e) => here.has(placed.textOf.get(e.path) ?? ''));
    if (inHere.length === 0) continue;
    lines.splice(s.start + 1, 0, statusLine(inHere, placed.statusLatest.get(s.name.toLowerCase()) ?? null));
  }
}

/** The index text, with summaries sunk into their notes, longest first, until it is under the target. */
function sinkToTarget(lines: string[], sortedEntries: readonly OurEntry[], target: number, render: () => string, sunk: string[]): string {
  let text = render();
  if (countChars(text) <= target) return text;
  const withSummaries = sortedEntries.filter((e) => e.summary !== null && e.summary !== UNTRUSTED_MARK).sort((a, b) => countChars(b.summary ?? '') - countChars(a.summary ?? ''));
  for (const e of withSummaries) {
    if (countChars(text) <= target) break;
    const old = entryLine(e, true);
    const i = lines.indexOf(old);
    if (i < 0) continue;
    e.summary = keptMark(e.summary);
    lines[i] = entryLine(e, e.summary !== null);
    sunk.push(`${e.title}: detail moved out of the index to fit the target; it stays in ${e.path}.`);
    text = render();
  }
  return text;
}

/** A person's line long enough to hold a topic note's detail is reported, never edited. */
function reportLongLines(lines: readonly string[], notes: string[]): void {
  for (const s of sectionsOf(lines)) {
    for (let i = Math.max(s.start + 1, 0); i < s.end; i++) {
      const l = lines[i] ?? '';
      if (parseIndexEntry(l) !== null || isIndexStatus(l)) continue;
      const n = countChars(l);
      if (n > PERSON_LINE_REPORT_CHARS) {
        notes.push(`A line under “${s.name === '' ? '(top of the file)' : s.name}” is ${n} characters; detail like that belongs in a topic note (left as you wrote it).`);
      }
    }
  }
}

/** The person's own sections: those holding a list line that is not one of the plugin's entries. */
function personSections(lines: readonly string[]): Section[] {
  return sectionsOf(lines).filter((s) => s.start >= 0 && lines.slice(s.start + 1, s.end).some((l) => /^\s*[-*+]\s/.test(l) && pluginEntryOf(l) === null));
}

/**
 * Where a new entry goes in an index the person organised (issue 18 item 4):
 * a person with the people, anything else with what is current; null when the
 * person has no section of that kind (the entry keeps its domain's section).
 */
function personSectionFor(lines: readonly string[], e: OurEntry, person: boolean): string | null {
  const own = personSections(lines);
  if (own.length === 0) return null;
  const pick = (rule: { test: (s: string) => boolean }) => own.find((s) => rule.test(s.name))?.name ?? null;
  if (person) return pick(PEOPLE_SECTION_RULE);
  return pick(CURRENT_SECTION_RULE) ?? (e.domain === 'General' ? own.find((s) => !PEOPLE_SECTION_RULE.test(s.name) && !ARCHIVE_SECTION_RULE.test(s.name) && !RULES_LIKE.test(s.name) && !IDENTITY_SECTION.test(s.name))?.name ?? null : null);
}

/**
 * The tool's own section, when nothing of the person's fits: a person with
 * the people (whatever the words of their lines: "Priya wants a first PR" is
 * not Learning), else the entry's domain, and a subject no domain word named under
 * the name of the folder its notes are in, never "General" (issue 18 item 4: a
 * section called General says nothing about what is in it).
 */
function ownSection(e: Pick<OurEntry, 'domain'>, person: boolean): string {
  if (person) return 'People';
  return e.domain !== 'General' ? e.domain : OWN_TOPICS_SECTION;
}
const OWN_TOPICS_SECTION = 'Topics';

/** Who the person is: no entry the dreams file goes there (issue 21: only the person writes it). */
const IDENTITY_SECTION = /^(?:about me|about|me|who i am|identity|o mnie|über mich|à propos de moi|sobre mí|sobre mim)$/iu;

/**
 * A person's line that names a promoted subject without linking it ("Kasia —
 * sister, Warsaw", "Renata Kowal — my boss") is that subject's entry: its name
 * becomes a link to the note (their words kept), and no second entry is made.
 */
function linkPersonNames(lines: string[], promoted: readonly PromotedEntry[], notes: string[]): void {
  if (promoted.length === 0) return;
  const secs = sectionsOf(lines);
  lines.forEach((line, i) => {
    if (pluginEntryOf(line) !== null) return;
    const names = indexLineNames(line);
    const name = names[0];
    if (name === undefined || findWikiLinks(line).length > 0) return;
    const parts = name.split(/\s+/);
    const first = parts.length === 2 && PEOPLE_SECTION_RULE.test(sectionAt(secs, i).name) ? parts[0]! : null;
    const p = promoted.find((x) => {
      const keys = [foldKey(noteName(x.path)), foldKey(x.topic), ...(x.names ?? []).map(foldKey)];
      return keys.includes(foldKey(name)) || (first !== null && keys.includes(foldKey(first)));
    });
    if (!p) return;
    const at = line.indexOf(name);
    const note = noteName(p.path);
    const link = note === name ? `[[${note}]]` : `[[${note}|${name}]]`;
    lines[i] = line.slice(0, at) + link + line.slice(at + name.length);
    notes.push(`Your index line for “${name}” now links its note ${p.path} (the rest is as you wrote it; the old index is in the backups).`);
  });
}

/** A closed subject's line moves to the person's archive section, when they keep one. */
function moveToPersonArchive(lines: string[], changed: readonly string[], notes: string[]): void {
  for (const c of changed) {
    const secs = sectionsOf(lines);
    const archive = secs.find((s) => s.start >= 0 && ARCHIVE_SECTION_RULE.test(s.name) && lines.slice(s.start + 1, s.end).some((l) => /^\s*[-*+]\s/.test(l) && pluginEntryOf(l) === null));
    if (!archive) return;
    const i = lines.findIndex((l) => l.trim() === c);
    if (i < 0 || sectionAt(secs, i).start === archive.start) continue;
    const [line] = lines.splice(i, 1);
    const again = sectionsOf(lines).find((s) => s.start >= 0 && sameName(s.name, archive.name))!;
    lines.splice(insertionPoint(lines, again), 0, line!);
    notes.push(`Moved your line “${c}” to “${archive.name}”.`);
  }
}

/**
 * Entries in the plugin's format that sit where a reader would take them for
 * something else: above every section, or under a rules-like heading.
 */
export function misplacedEntries(text: string): { line: string; section: string }[] {
  const lines = splitFront(text).lines;
  const secs = sectionsOf(lines);
  const out: { line: string; section: string }[] = [];
  lines.forEach((line, i) => {
    if (parseIndexEntry(line) === null) return;
    const s = sectionAt(secs, i);
    if (s.start < 0 || RULES_LIKE.test(s.name)) out.push({ line, section: s.start < 0 ? '' : s.name });
  });
  return out;
}

function statusLine(entries: readonly OurEntry[], previousLatest: string | null): string {
  const counts = LIVE_LIFECYCLES.map((l) => [l, entries.filter((e) => e.lifecycle === l).length] as const).filter(([, n]) => n > 0);
  // Without fresher evidence the date the status line already carried stands, so a quiet run rewrites nothing.
  const latest = [...entries.map((e) => e.latest), previousLatest].filter((d): d is string => d !== null).sort().pop();
  const what = counts.map(([l, n]) => `${n} ${l}`).join(', ');
  return renderIndexStatus(what === '' ? 'no live projects' : what, latest);
}

function longest(lines: readonly string[]): string {
  const sizes = sectionsOf(lines)
    .filter((s) => s.start >= 0)
    .map((s) => ({ name: s.name, n: countChars(lines.slice(s.start, s.end).join('\n')) }))
    .sort((a, b) => b.n - a.n)
    .slice(0, 3);
  return sizes.length === 0 ? '' : `Longest sections: ${sizes.map((s) => `“${s.name}” (${s.n})`).join(', ')}.`;
}
