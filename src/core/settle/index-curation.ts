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
 * - The person's sections and lines are theirs. On a line the plugin did not
 *   write a dream may only append one dated status of a closed set
 *   (formats/person-status.ts) from trusted, grounded evidence about that one
 *   subject, and move the whole line to their archive section; never inside
 *   code, a comment or a quote, never under About me. Only lines in the
 *   plugin's own entry format are curated.
 * - Over the target: sink plugin-written detail to the topic notes (it is
 *   already there) and say so loudly; never truncate silently, never delete.
 */
import { inertText } from '../formats/inert';
import { titleFromTopic } from '../consolidate/notes';
import { countChars, withEndingsOf } from '../lib/text';

export { acceptIndexRewrite, validateIndexRewrite } from './index-rewrite';
import { findWikiLinks, linkTarget, noteName, replaceWikiLinks, wikilink } from '../formats/wikilink';
import { OVER_KINDS, saysAny, type StatusKind } from '../extract/rules/status-words';
import { personStatusesOf, plainSubjectName, renderPersonStatus, theirWords, untouchableLines, withPersonStatus, type PersonStatus } from '../formats/person-status';
import { withoutCitation } from '../formats/citation';
import { entryPath, parseEntryState, parseIndexEntry, pluginEntryOf, renderEntryState, renderIndexEntry, type IndexEntry } from '../formats/index-entry';
import {
  indexSections as sectionsOf, indexStatusLatest, isIndexStatus, renderIndexStatus, renderSectionHeading, sectionAt, type IndexSection as Section,
} from '../formats/index-sections';
import { insertAt } from '../lib/arrays';
import { foldKey, indexLineNames } from '../sense/subject-registry';
import { ARCHIVE_SECTION_RULE, CURRENT_SECTION_RULE, PEOPLE_SECTION_RULE, PLACES_SECTION_RULE, TOPICS_SECTION_RULE } from '../formats/index-sections';
import { frontmatterHead, stripBom } from '../formats/frontmatter-block';
import { isClosedLifecycle, LIVE_LIFECYCLES, type Lifecycle } from '../formats/lifecycle';
import { changeKindOf, changeOfSubject, endsStanding } from '../rank/supersession';
import { rx } from '../lib/rx';

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
  /** what the subject is, which picks the section a new entry goes under (absent: a topic, or a person when `person`) */
  kind?: SubjectKind;
  /** other names of the subject (its note's aliases) */
  names?: readonly string[];
  /** the newest change trusted, grounded sources report of the subject itself ("moved to …", "got the … job") */
  changed?: { date: string; what: string };
  /**
   * where trusted, grounded, unheld lines say the subject stands, and the day
   * they said it: the only state that may reach the person's own line about it
   * (absent: their line is left as it is, whatever clippings say)
   */
  evidence?: { lifecycle: Lifecycle; date: string };
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
   * this run's trusted, unheld lines that say something ended ("No longer
   * car-free: …") or that someone moved or changed jobs, newest first: a plain
   * line of the person's they end or are about gets a dated status, note or no note
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

/** What a subject is, for the index: each kind has its section (people with people). */
type SubjectKind = 'person' | 'project' | 'place' | 'topic';

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

/**
 * A note summary's sentence as an index entry says it: without its citations,
 * cut at a clause or a word to fit the entry (a longer one would be sunk out of the index).
 */
export function entrySummary(sentence: string): string {
  const text = oneLine(withoutCitation(sentence));
  if (countChars(text) <= SUMMARY_MAX_CHARS) return text;
  const head = Array.from(text).slice(0, SUMMARY_MAX_CHARS - 1).join('');
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' — '));
  // A shorter clause is an opening phrase ("Shortly before 17 August 2023,"), not what the note says.
  if (clause >= SUMMARY_MAX_CHARS / 2) return head.slice(0, clause);
  const cut = head.lastIndexOf(' ');
  return `${(cut > 0 ? head.slice(0, cut) : head).replace(/[\s,;:.]+$/, '')}…`;
}

/** Strip the citation a topic-note line carries: the index points at the note, not at the journal. */
function summaryText(s: string): string {
  return inertText(oneLine(withoutCitation(s)).replace(/\s*\u00b7\s*/g, ', '));
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

/** The statuses a subject's state gives the person's line. */
function stateStatus(l: Lifecycle): 'closed' | 'paused' | 'resumed' {
  return closed(l) ? 'closed' : l === 'paused' ? 'paused' : 'resumed';
}

/** Their own words already saying the state ("— closed 2025-08-27 (sold to Acme)"): read, never rewritten. */
const SAYS_STATE: Record<'closed' | 'paused', readonly StatusKind[]> = {
  closed: OVER_KINDS,
  paused: ['paused'],
};

/**
 * The lines of the person's a dream may add a status to: list items of
 * theirs, outside fenced code, comments and quotes, never under About me.
 */
function editableLines(lines: readonly string[]): boolean[] {
  const hidden = untouchableLines(lines);
  const secs = sectionsOf(lines);
  return lines.map((line, i) => !hidden[i] && /^\s*[-*+]\s/.test(line) && pluginEntryOf(line) === null && !IDENTITY_SECTION.test(sectionAt(secs, i).name.trim()));
}

/** The plugin's entry on each line; none in fenced code, a comment or a quote (an example of the format is not one). */
function entriesOf(lines: readonly string[]): (IndexEntry | null)[] {
  const hidden = untouchableLines(lines);
  return lines.map((line, i) => (hidden[i] ? null : pluginEntryOf(line)));
}

function linkKeys(line: string): string[] {
  return findWikiLinks(line).filter((f) => !f.link.embed && f.link.target !== '').map((f) => keyOf(f.link.target));
}

function linksNote(key: string, path: string): boolean {
  return key === keyOf(path) || key === baseOf(path) || key.slice(key.lastIndexOf('/') + 1) === baseOf(path);
}

/**
 * The name a person's plain line opens with: the registry's reading of it, or,
 * once a subject of that name has a note, its opening words in any case
 * before ",", ":" or a dash ("- poterie, mardi soir", "- garden: tomatoes").
 */
function leadName(line: string): string | undefined {
  const named = indexLineNames(line)[0];
  if (named !== undefined) return named;
  const head = /^\s*[-*+]\s+(?:\[[ xX]\]\s+)?([^\s,:()[\]*]+(?: [^\s,:()[\]*]+){0,3}?)(?:,\s|:\s|\s+[\u2014\u2013-]\s+)/u.exec(line);
  return head !== null && !/\d/.test(head[1]!) ? head[1] : undefined;
}

/** Whether a person's line names the subject by one of its names (a full name in a people section also answers to its first name). */
function namesSubject(line: string, p: PromotedEntry, inPeople: boolean): boolean {
  const name = leadName(line);
  return name !== undefined && isNameOf(name, [noteName(p.path), p.topic, ...(p.names ?? [])], inPeople);
}

/** Whether `name` is one of `names` (folded), or, among people, a full name whose first name is. */
function isNameOf(name: string, names: readonly string[], inPeople: boolean): boolean {
  const keys = names.map(foldKey);
  const parts = name.split(/\s+/);
  return keys.includes(foldKey(name)) || (inPeople && parts.length === 2 && keys.includes(foldKey(parts[0]!)));
}

/** A list item's words, without its marker: what the report quotes of a line. */
const itemText = (l: string): string => l.replace(/^\s*[-*+]\s+/, '').trim();

/**
 * The name a line opens with in plain text, before whatever its description
 * links ("- Sam Okafor — product lead at [[Hollis & Pike]]"): undefined when
 * the line opens with a link or a bold name, or names nothing first.
 */
function plainLead(line: string): string | undefined {
  const body = /^\s*[-*+]\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line)?.[1] ?? '';
  const name = leadName(line);
  return name !== undefined && body.startsWith(name) && !body.slice(0, name.length).includes('[[') ? name : undefined;
}

/**
 * A line about that one subject alone: it opens with the subject's name in
 * plain text (what its description links is other things: "Sam — product
 * lead at [[Hollis & Pike]]"), or every link it has points at the note, or
 * it links nothing and leads with the subject's name.
 */
function aboutOnly(line: string, p: PromotedEntry, inPeople: boolean): boolean {
  if (plainLead(line) !== undefined && namesSubject(line, p, inPeople)) return true;
  const links = linkKeys(line);
  return links.length > 0 ? links.every((k) => linksNote(k, p.path)) : namesSubject(line, p, inPeople);
}

/** The one report line for an edit of a person's line: before and after. */
function editNote(before: string, after: string, status: PersonStatus): string {
  return `Your index line “${itemText(before)}” now reads “${itemText(after)}”: the dream added only “${renderPersonStatus(status) ?? ''}” at its end; your words are as you wrote them (the old index is in the backups).`;
}

/** The status a promoted subject's state or change gives a person's line about it, or null. */
function statusFor(line: string, p: PromotedEntry, inPeople: boolean): PersonStatus | null {
  const mine = personStatusesOf(line);
  const ev = p.evidence;
  // A person is not a project: a line among the people they list is never closed, paused or resumed
  // ("Marco ha finito il progetto" finishes Marco's project, not Marco); a move or a new job still dates it.
  if (ev !== undefined && !inPeople) {
    const kind = stateStatus(ev.lifecycle);
    const last = [...mine].reverse().find((s) => s.kind === 'closed' || s.kind === 'paused' || s.kind === 'resumed');
    const fresh = last === undefined || last.date <= ev.date;
    const due = kind === 'resumed'
      ? last !== undefined && last.kind !== 'resumed' && fresh
      : last !== undefined ? last.kind !== kind && fresh : !saysAny(theirWords(line), SAYS_STATE[kind]);
    if (due) {
      return { kind, date: ev.date };
    }
  }
  // What the line says of them (a city, a job) is history once they moved or changed jobs.
  if (p.changed !== undefined && describes(line) && !marked(mine, line)) return { kind: changeKindOf(p.changed.what), date: p.changed.date };
  return null;
}

/** A line a move or an ending already dated (an older dream's `— superseded …: …` included). */
function marked(mine: readonly PersonStatus[], line: string): boolean {
  return mine.some((s) => s.kind === 'moved' || s.kind === 'superseded') || /\u2014 superseded \d{4}-\d{2}-\d{2}/.test(line);
}

/**
 * A person's plain line that names the subject first ("- Kasia — sister,
 * Wrocław", "- 엄마 (박정숙) — …") with that name linked to the note the
 * dreams keep on it, so the index leads to the note; their words stay as
 * written. Null when the line opens with a link, does not open with the name
 * or is nested under another line.
 */
function linkedPersonLine(line: string, p: PromotedEntry, inPeople: boolean): string | null {
  // A nested line is a detail under its parent entry ("\t- Mama Festnetz: …"), not the subject's entry.
  // A line that already links the note ("- Home lab: the rack … · [[home-lab]]") leads to it as it is.
  const name = plainLead(line);
  if (/^\s/.test(line) || name === undefined || linkKeys(line).some((k) => linksNote(k, p.path))) return null;
  // Linked only by the note's own name or aliases (a full name to its first name among people), never
  // by the topic a line was filed under: that is the dreams' guess, the link would be the person's.
  const note = noteName(p.path);
  if (!isNameOf(name, [note, ...(p.names ?? [])], inPeople)) return null;
  const at = line.indexOf(name);
  return `${line.slice(0, at)}${wikilink(note, note === name ? undefined : name)}${line.slice(at + name.length)}`;
}

/**
 * Lines of the person's about the promoted subject alone (its link, or its
 * name when they link nothing): the name they open with is linked to its
 * note, and a state trusted evidence gives it, or a move, is appended as one
 * dated status; their words stay. Returns the new lines.
 */
function restatePersonLines(lines: string[], p: PromotedEntry, notes: string[]): string[] {
  const out: string[] = [];
  const editable = editableLines(lines);
  const secs = sectionsOf(lines);
  lines.forEach((line, i) => {
    const inPeople = PEOPLE_SECTION_RULE.apply(sectionAt(secs, i).name);
    if (!editable[i] || !aboutOnly(line, p, inPeople)) return;
    const linked = linkedPersonLine(line, p, inPeople);
    if (linked !== null) {
      notes.push(`Your index line “${itemText(line)}” now links its name to the note the dreams keep on it: “${itemText(linked)}”; your words are as you wrote them (the old index is in the backups).`);
      lines[i] = linked;
      line = linked;
      out.push(linked.trim());
    }
    const status = statusFor(line, p, inPeople);
    const next = status === null ? null : withPersonStatus(line, status);
    if (status === null || next === null || next === line) return;
    lines[i] = next;
    if (out[out.length - 1] === line.trim()) out.pop();
    out.push(next.trim());
    notes.push(editNote(line, next, status));
  });
  return out;
}

/**
 * A plain line of the person's that a newer line of this run ends — "no car,
 * on purpose" after "No longer car-free: bought the Octavia" (rule no-longer)
 * — or whose someone moved or changed jobs — "[[Jürgen]] — Bruder, wohnt in
 * Köln" after "Jürgen: Umzug nach Münster ist fix", with or without a note of
 * the dreams' — keeps their words and gets a dated status (`— superseded …`,
 * `— moved …`), never the newer line's words. Never one of the plugin's
 * entries, a line about two subjects, or a line already marked.
 */
function datePersonLines(lines: string[], said: readonly { date: string; text: string }[], notes: string[]): void {
  if (said.length === 0) return;
  const editable = editableLines(lines);
  lines.forEach((line, i) => {
    if (!editable[i] || marked(personStatusesOf(line), line) || new Set(linkKeys(line)).size > 1) return;
    const own = line.replace(/^\s*[-*+]\s+/, '');
    // A pointer ("— see note") says nothing a move could make stale; a full name ("Renata Kowal") also answers to its first name.
    const names = describes(line) ? indexLineNames(line).flatMap((n) => {
      const first = rx.u`^(\p{Lu}\p{Ll}{2,})\s+\p{Lu}\p{Ll}+$`.exec(n)?.[1];
      return first === undefined ? [n] : [n, first];
    }) : [];
    // A line about someone or something is ended only by a line that names it ("No longer a sister" names no Kasia).
    const subject = linkKeys(line).length > 0 ? indexLineNames(line) : [];
    for (const s of said) {
      const ended = endsStanding(s.text, own) !== null && (subject.length === 0 || mentions(s.text, subject));
      const what = ended ? null : names.length > 0 ? changeOfSubject(s.text, names) : null;
      if (!ended && what === null) continue;
      const status: PersonStatus = { kind: ended ? 'superseded' : changeKindOf(what!), date: s.date };
      const next = withPersonStatus(line, status);
      if (next === null) continue;
      lines[i] = next;
      notes.push(editNote(line, next, status));
      return;
    }
  });
}

/**
 * A plain line of the person's about a subject they renamed ("Dockclock —
 * side thing with Piotr" after "## Dockclock → Slotbook") keeps their words
 * and gets a dated status naming the new name (a plain name only: no link,
 * URL or markup), as an ending does. Never one of the plugin's entries, a
 * line about two subjects, or a line already marked.
 */
function markRenamedLines(lines: string[], renamed: readonly { from: string; to: string; date: string }[], notes: string[]): void {
  for (const r of renamed) {
    const to = plainSubjectName(r.to);
    if (to === null) continue;
    const editable = editableLines(lines);
    const i = lines.findIndex((line, j) => editable[j] && new Set(linkKeys(line)).size <= 1 && indexLineNames(line).some((n) => foldKey(n) === foldKey(r.from)));
    if (i < 0 || /\brenamed\b/i.test(lines[i]!) || lines.some((l) => indexLineNames(l).some((n) => foldKey(n) === foldKey(to)))) continue;
    const status: PersonStatus = { kind: 'renamed', date: r.date, name: to };
    const next = withPersonStatus(lines[i]!, status);
    if (next === null) continue;
    notes.push(editNote(lines[i]!, next, status));
    lines[i] = next;
  }
}

/** Whether `text` names one of `names` as a word of its own. */
function mentions(text: string, names: readonly string[]): boolean {
  const fold = (t: string): string => t.normalize('NFD').replace(rx.gu`\p{M}+`, '').toLowerCase().replace(rx.gu`[^\p{L}\p{N}]+`, ' ').trim();
  const words = ` ${fold(replaceWikiLinks(text, (l) => ` ${noteName(l.target)} `))} `;
  return names.some((n) => fold(n) !== '' && words.includes(` ${fold(n)} `));
}

/** A line that says something of its subject beyond a pointer ("— see note"): three words besides its links. */
function describes(line: string): boolean {
  const rest = replaceWikiLinks(line, () => ' ').replace(/^\s*[-*+]\s+/, '');
  return (rest.match(rx.gu`[\p{L}\p{N}]{2,}`) ?? []).length >= 3;
}

export function curateIndex(input: CurateInput): CurateResult {
  const notes: string[] = [];
  const sunk: string[] = [];
  const charsBefore = input.current === null ? 0 : countChars(input.current);
  const split = splitFront(input.current ?? '# Memory\n');
  const lines = split.lines;

  // -------------------------------------------------- what the index says now
  const { ours, personLinks } = readIndex(lines, input);
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
  // Each line keeps the ending it had (CRLF, LF, or both in one file) and a BOM stays first.
  const render = (): string => withEndingsOf(split.front + lines.join('\n').replace(/\n*$/, '\n'), input.current);
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
 * The plugin's entries as the index has them, and which subjects the person's
 * own lines are about (a link to the note, or the subject's name leading a
 * line that links nothing): those get no second entry.
 */
function readIndex(
  lines: string[],
  input: CurateInput,
): { ours: Map<string, OurEntry>; personLinks: (p: PromotedEntry) => boolean } {
  const infoByPath = new Map(input.topicNotes.map((t) => [t.path, t]));
  const ours = new Map<string, OurEntry>();
  const linkedByPerson = new Set<string>();
  const secs = sectionsOf(lines);
  const hidden = untouchableLines(lines);
  const entries = entriesOf(lines);
  const named: { line: string; inPeople: boolean }[] = [];
  lines.forEach((line, i) => {
    const entry = entries[i];
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
    if (hidden[i]) return;
    for (const k of linkKeys(line)) linkedByPerson.add(k);
    if ((findWikiLinks(line).length === 0 || plainLead(line) !== undefined) && /^\s*[-*+]\s/.test(line)) named.push({ line, inPeople: PEOPLE_SECTION_RULE.apply(sectionAt(secs, i).name) });
  });
  const personLinks = (p: PromotedEntry): boolean =>
    linkedByPerson.has(keyOf(p.path)) || linkedByPerson.has(baseOf(p.path)) || named.some((n) => namesSubject(n.line, p, n.inPeople));
  return { ours, personLinks };
}

/** This run's subjects: a person's own line dated when trusted evidence changed its state, else the plugin's entry made or updated. */
function addPromoted(
  lines: string[],
  input: CurateInput,
  ours: Map<string, OurEntry>,
  personLinks: (p: PromotedEntry) => boolean,
  notes: string[],
): void {
  const infoByPath = new Map(input.topicNotes.map((t) => [t.path, t]));
  for (const p of input.promoted) {
    if (!ours.has(p.path) && personLinks(p)) {
      // A topic the index already has a line of the person's for gets no
      // second entry; when trusted evidence changed its state, their line
      // gets one dated status at its end.
      const changed = restatePersonLines(lines, p, notes);
      if (p.evidence !== undefined && closed(p.evidence.lifecycle)) moveToPersonArchive(lines, changed, notes);
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
  const kindOf = new Map(input.promoted.map((p) => [p.path, p.kind ?? (p.person === true ? 'person' : 'topic')] as const));
  const placedAt = new Map<string, string>();
  const statusLatest = new Map<string, string>();
  const secs = sectionsOf(lines);
  const entries = entriesOf(lines);
  const hidden = untouchableLines(lines);
  lines.forEach((line, i) => {
    const entry = entries[i];
    if (entry) placedAt.set(entryPath(entry), sectionAt(secs, i).name);
    const st = hidden[i] ? null : indexStatusLatest(line);
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
    else target = personSectionFor(lines, kindOf.get(e.path) ?? 'topic') ?? OWN_SECTION[kindOf.get(e.path) ?? 'topic'];
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
  // Read before any splice: only lines after `i` move, so each index still names its line.
  const entries = entriesOf(lines);
  const hidden = untouchableLines(lines);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    const entry = entries[i];
    const sec = sectionAt(placed.secs, i);
    if (entry) {
      const path = entryPath(entry);
      if (toPlace.has(path) && sameName(placed.targetOf.get(path) ?? '', sec.name)) {
        lines[i] = placed.textOf.get(path)!;
        toPlace.delete(path);
      } else {
        lines.splice(i, 1);
      }
    } else if (isIndexStatus(line) && sec.start >= 0 && !hidden[i]) {
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
  const domainNames = new Set([...sortedEntries.map((e) => e.domain.toLowerCase()), ...Object.values(OWN_SECTION).map((n) => n.toLowerCase())]);
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
  notes.push(name === ARCHIVE ? 'Created an “Archive” section for finished work.' : `Created the section “${name}”: none of yours holds that kind of subject.`);
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
 * Where a new entry goes in an index the person organised: the first of their
 * own sections that holds its kind (people with people, a project with what is
 * current, a place with places, a topic with topics); null when none does.
 * The section is never guessed from the words of its lines: a car's service
 * is not "Health", a knee injury is not "Learning".
 */
function personSectionFor(lines: readonly string[], kind: SubjectKind): string | null {
  const own = personSections(lines).filter((s) => !IDENTITY_SECTION.test(s.name) && !ARCHIVE_SECTION_RULE.apply(s.name) && !RULES_LIKE.test(s.name));
  return own.find((s) => SECTION_RULE[kind].apply(s.name))?.name ?? null;
}

const SECTION_RULE: Record<SubjectKind, { apply: (s: string) => boolean }> = {
  person: PEOPLE_SECTION_RULE,
  project: CURRENT_SECTION_RULE,
  place: PLACES_SECTION_RULE,
  topic: TOPICS_SECTION_RULE,
};

/** The tool's own section for a kind, when nothing of the person's holds it; never "General", which says nothing. */
const OWN_SECTION: Record<SubjectKind, string> = { person: 'People', project: 'Projects', place: 'Places', topic: 'Topics' };

/** Who the person is: no entry the dreams file goes there (only the person writes it). */
const IDENTITY_SECTION = /^(?:about me|about|me|who i am|identity|o mnie|\u00fcber mich|\u00e0 propos de moi|sobre m\u00ed|sobre mim)$/iu;

/** A closed subject's line moves to the person's archive section, when they keep one. */
function moveToPersonArchive(lines: string[], changed: readonly string[], notes: string[]): void {
  for (const c of changed) {
    const secs = sectionsOf(lines);
    const archive = secs.find((s) => s.start >= 0 && ARCHIVE_SECTION_RULE.apply(s.name) && lines.slice(s.start + 1, s.end).some((l) => /^\s*[-*+]\s/.test(l) && pluginEntryOf(l) === null));
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
