/**
 * What changed in a period: a status that changed (closed, paused, resumed,
 * done), something that moved, was renamed, began or ended, a decision taken
 * back ("no longer …"), and every fact memory marked superseded. Two places
 * say so, and both are read:
 *
 * - memory: a line a dream marked `~~…~~ superseded on DATE`, and a
 *   `Status: WORD since DATE` line; each cites its source day;
 * - the source days: a line in the person's words with a change cue. Where a
 *   memory line cites that source line, the change links it too ("the note
 *   line that records it").
 */
import { classify } from '../extract/offline-extractor';
import { saysResumed } from '../extract/rules/status-words';
import { parseCitations, splitCitation, type Citation } from '../formats/citation';
import { findWikiLinks, replaceWikiLinks, shownText, targetKey } from '../formats/wikilink';
import { diceOfSets, tokenize } from '../extract/similarity';
import type { Period } from './periods';
import { matchers, SPEAKER_LABEL, subjectsAt, subjectsIn, type ReflectSubject, type SourceDay } from './themes';
import { stopsTopic } from '../formats/lifecycle';
import { parseTopicStatus } from '../formats/topic-status';
import type { IsoDate } from '../lib/dates';
import { rx } from '../lib/rx';

/** Words that say something changed on their own, whatever the line is about. */
const CHANGE_CUES: RegExp[] = [
  /\bmov(?:ed|es|ing) (?:to|out|in|house|back|there|at the weekend)\b|\brelocat\w+/i,
  /\brenam(?:ed|ing|es)\b|\bnow called\b|\bcalling it\b.*\bfrom now on\b/i,
  /\b(?:first|last) day (?:at|of|in)\b|^(?:#+\s*)?day 1\b/i,
  /\bno longer\b|\bnot any ?more\b|\bchanged (?:my|our) minds?\b/i,
  /\bpaus(?:e|es|ed|ing)\b|\bon hold\b|\bshelv(?:e|ed|ing)\b/i,
  /\b(?:closed|cancell?ed|abandoned|discharged|resigned|quit (?:my|the)|handed in (?:my )?notice|cleared (?:for|to))\b(?!-)/i,
  rx.iu`\b(?:got|took|accepted|signed|start(?:ed|s)?) (?:the |a |my |her |his |their )?(?:new )?(?:\p{L}+ )?(?:job|offer|contract|role|position)\b|\bnew job\b`,
  rx.iu`\b(?:no|stop(?:ped)?) \p{L}+ing for\b`,
];

/** A heading that renames: `## Old name → New name`. */
const RENAME_HEADING = /^#{1,6}\s+[^\u2192]{2,60}\s+(?:\u2192|->)\s+[^\u2192]{2,60}$/;
const TASK = /^\s*[-*+]\s+\[[ xX/-]\]\s/;
const SUPERSEDED = /~~.*~~\s*superseded on (\d{4}-\d{2}-\d{2})/;
/** The replacing line a strike quotes: `superseded on DATE by “…”`. */
const QUOTED_REPLACEMENT = /superseded on \S+ by [\u201c"](.+?)[\u201d"]/;

export interface LineRef {
  path: string;
  /** 1-based */
  line: number;
}

/** A memory line with the source lines it cites. */
export interface MemoryLine extends LineRef {
  text: string;
  cites: Citation[];
}

export interface Change {
  date: IsoDate;
  subject: string | null;
  /** the change in the person's words (from the source line) or memory's */
  text: string;
  /** the source line that says it */
  source: LineRef;
  /** the memory line that records it, if one does */
  memory: LineRef | null;
  /** what a superseded fact became (the `by “…”` of memory's mark) */
  now?: string;
  /** 0: a memory mark or said in so many words; 1: a lifecycle word; 2: done/finished about a subject */
  strength: 0 | 1 | 2;
}

/** The memory lines of one note, with what each cites. */
export function memoryLinesOf(path: string, text: string): MemoryLine[] {
  const out: MemoryLine[] = [];
  text.split('\n').forEach((t, i) => {
    const { refs } = splitCitation(t);
    const cites = refs === null ? [] : parseCitations(refs);
    out.push({ path, line: i + 1, text: t, cites });
  });
  return out;
}

function plain(line: string): string {
  return replaceWikiLinks(line, shownText).replace(/^\s*(?:#{1,6}|[-*+]|\d+[.)])\s+/, '').replace(/\s+/g, ' ').trim();
}

/**
 * The cue that makes a source line a change, strongest first: 'change' (words
 * that say so: moved, renamed, paused, first day, no longer, resumed…),
 * 'state' (a lifecycle word the extractor reads: closed, parked, archived),
 * 'weak' (done, finished: only about a known subject).
 */
export function changeCue(line: string): 'change' | 'state' | 'weak' | null {
  if (line.trim() === '' || TASK.test(line)) return null;
  if (RENAME_HEADING.test(line.trim())) return 'change';
  const text = plain(line);
  if (CHANGE_CUES.some((re) => re.test(text)) || saysResumed(text)) return 'change';
  const c = classify(text, null, false);
  if (stopsTopic(c.lifecycle)) return 'state';
  if (c.lifecycle === 'done') return 'weak';
  return null;
}

/**
 * The sentence or dash-clause of a line that holds its strongest change cue
 * ("Weekly review: 6 users. Newsletter paused." → "Newsletter paused"), or
 * its first when none does.
 */
export function changeClause(line: string): string {
  const t = line.replace(/\s\^[\w-]+\s*$/, '').replace(/\s+/g, ' ').trim();
  const parts = t.split(/[.;!?]+(?:\s+|$)| \u2014 | \u2013 /u).map((x) => x.trim()).filter((x) => x !== '');
  const rank = { change: 0, state: 1, weak: 2 } as const;
  let best: string | undefined;
  let bestRank = 3;
  for (const x of parts) {
    const cue = changeCue(x);
    if (cue !== null && rank[cue] < bestRank) [best, bestRank] = [x, rank[cue]];
  }
  return best ?? parts[0] ?? t;
}

/** The new fact says nothing the old did not but its numbers (quoted remarks aside). */
function numbersMoved(old: string, now: string): boolean {
  const words = (t: string): string[] => t.toLowerCase().replace(/["\u201c][^"\u201d]*["\u201d]/g, ' ').match(rx.gu`\p{L}+`) ?? [];
  const before = new Set(words(old));
  const after = words(now);
  return after.length > 0 && after.every((w) => before.has(w)) && /\d/.test(now);
}

/** The date a daily note's link target names (`Journal/2026-11-02`), or null. */
export function dayOfTarget(target: string): IsoDate | null {
  const m = /(?:^|\/)(\d{4}-\d{2}-\d{2})[^/]*$/.exec(target);
  return m ? m[1]! : null;
}

function sameSource(c: Citation, ref: LineRef): boolean {
  if (c.lines === null) return false;
  const target = ref.path.replace(/\.md$/i, '');
  return (c.target === target || target.endsWith(`/${c.target}`)) && c.lines.start <= ref.line && ref.line <= c.lines.end;
}

/**
 * What replaced a struck line, in its own note ("superseded on 2026-08-03 by
 * [[Journal/2026-08-03]]") or in the note the mark names ("… by
 * [[Journal/2026-08-03]] in [[Memory/Topics/SKM]]"): that note's current
 * line citing the source, the one sharing most words with the old line; ''
 * when none does.
 */
function newLineHere(m: MemoryLine, old: string, citing: ReadonlyMap<string, readonly MemoryLine[]>): string {
  const by = /superseded on \S+ by (.*)$/.exec(m.text)?.[1] ?? '';
  const [source, holder] = findWikiLinks(by).map((f) => f.link.target);
  if (source === undefined) return '';
  const note = holder !== undefined ? targetKey(holder) : targetKey(m.path);
  const words = new Set(tokenize(old));
  let best: { text: string; overlap: number } | null = null;
  for (const l of citing.get(source) ?? []) {
    if (targetKey(l.path) !== note || l.text.includes('~~')) continue;
    const overlap = diceOfSets(new Set(tokenize(l.text)), words);
    if (best === null || overlap > best.overlap) best = { text: plain(splitCitation(l.text.replace(/^\s*[-*+]\s+/, '')).text), overlap };
  }
  return best?.text ?? '';
}

/** The changes memory already records: a struck-through line superseded in the period, a status line dated in it. */
function changesMemoryMarked(
  period: Period,
  days: readonly SourceDay[],
  subjects: readonly ReflectSubject[],
  memoryMarks: readonly MemoryLine[],
  found: Map<string, Change>,
  citing: ReadonlyMap<string, readonly MemoryLine[]>,
): void {
  const key = (r: LineRef): string => `${r.path}#${r.line}`;
  const sourceDays = new Map(days.map((d) => [d.path.replace(/\.md$/i, ''), d]));
  for (const m of memoryMarks) {
    const sup = SUPERSEDED.exec(m.text);
    const status = parseTopicStatus(m.text.trim());
    const date = sup?.[1] ?? status?.date ?? null;
    if (date === null || date < period.start || date > period.end) continue;
    let source: LineRef | null = null;
    let text: string;
    // What the struck line became: the mark's own quote, else the line of its note citing the new source.
    const old = sup ? plain(splitCitation(m.text.replace(/~~/g, '')).text.replace(/\s*superseded on .*$/, '')) : '';
    const quotedNow = sup ? QUOTED_REPLACEMENT.exec(m.text)?.[1] : undefined;
    const became = sup ? (quotedNow ?? newLineHere(m, old, citing)) : '';
    // A replacement found in the note rather than named by the mark is memory's guess at the
    // line: the day's own words, when they say a change there, say it better.
    const strength: Change['strength'] = sup && !status && quotedNow === undefined ? 1 : 0;
    if (status) {
      const cite = m.cites.find((c) => c.lines !== null && dayOfTarget(c.target) !== null);
      const day = cite?.lines ? [...sourceDays.values()].find((d) => sameSource(cite, { path: d.path, line: cite.lines!.start })) : undefined;
      if (cite?.lines && day) source = { path: day.path, line: cite.lines.start };
      // The person's own words where the status came from; memory's status word otherwise.
      const said = day && cite?.lines ? plain(day.lines[cite.lines.start - 1] ?? '') : '';
      text = said !== '' ? said : `${noteName(m.path)}: ${status.word}`;
    } else {
      // The struck line cites the old value's day; the change is the day of the new one, the line that says it.
      const now = became;
      // Only a number moved ("morning pain 2/10" → "1/10", an MRR total): progress its note holds, not a change.
      if (now !== '' && numbersMoved(old, now)) continue;
      const words = new Set(tokenize(now));
      let best = 0;
      for (const d of days.filter((x) => x.date === date)) {
        d.lines.forEach((l, i) => {
          const overlap = diceOfSets(new Set(tokenize(l)), words);
          if (overlap > best) {
            best = overlap;
            source = { path: d.path, line: i + 1 };
          }
        });
      }
      text = now === '' ? old : `${old} → ${now}`;
    }
    if (source === null) continue;
    const day = days.find((d) => d.path === source!.path)!;
    // The note that records it is the subject, unless it is a day's digest.
    const about = subjects.find((x) => x.path === m.path)?.name ?? (dayOfTarget(m.path.replace(/\.md$/i, '')) === null ? noteName(m.path) : null);
    found.set(key(source), { date: day.date, subject: about, text, source, memory: { path: m.path, line: m.line }, strength, ...(became !== '' ? { now: became } : {}) });
  }
}

/** Up to `limit` changes of the period, oldest first; those said outright before those only implied. */
export function detectChanges(
  period: Period,
  days: readonly SourceDay[],
  subjects: readonly ReflectSubject[],
  memory: readonly MemoryLine[],
  limit: number,
): Change[] {
  const ms = matchers(subjects);
  const found = new Map<string, Change>();
  const key = (r: LineRef): string => `${r.path}#${r.line}`;
  // Memory's own marks first: a dream already decided these are changes.
  const memoryMarks = memory.filter((m) => SUPERSEDED.test(m.text) || parseTopicStatus(m.text.trim()) !== null);
  const marks = new Set(memoryMarks);
  // Memory lines by the source file they cite, so each source line finds its record without a scan of all memory.
  const citing = new Map<string, MemoryLine[]>();
  for (const m of memory) {
    if (marks.has(m)) continue;
    for (const c of m.cites) {
      if (c.lines === null) continue;
      const list = citing.get(c.target) ?? [];
      list.push(m);
      citing.set(c.target, list);
    }
  }
  changesMemoryMarked(period, days, subjects, memoryMarks, found, citing);
  for (const day of days) {
    if (day.date < period.start || day.date > period.end) continue;
    let heading = '';
    let headingChanges = false;
    day.lines.forEach((line, i) => {
      const isHeading = /^#{1,6}\s/.test(line);
      if (isHeading) heading = line;
      const cue = changeCue(line);
      if (isHeading) headingChanges = cue !== null;
      // Under a heading that says the change ("## Dockclock → Slotbook"), the lines tell its details: one change.
      else if (headingChanges) return;
      if (cue === null) return;
      const source = { path: day.path, line: i + 1 };
      if (found.get(key(source))?.strength === 0) return;
      // The change is about what its own clause opens with ("Bike done. Newsletter paused." is the
      // newsletter's), else what the line names first ("Renata's leaving drinks — she moves to Szczecin").
      // In a copied conversation the `**Name**:` label says who talks and a speaker's name in the turn
      // whom it addresses ("Wow, Caroline!"); the one talking is the subject only when nothing else is named.
      const label = SPEAKER_LABEL.exec(line)?.[0];
      const other = label === undefined ? [] : subjectsIn(line.slice(label.length), ms).filter((x) => x.speaker !== true);
      const named = label === undefined ? subjectsIn(line, ms) : other.length > 0 ? other : subjectsIn(label, ms);
      const opens = named.length > 1 ? subjectsAt(changeClause(plain(line)), ms).filter((f) => f.at === 0).map((f) => f.subject) : [];
      const about = opens.length > 0 ? opens : named.length > 0 ? named : subjectsIn(heading, ms);
      // "Finished another painting" in a chat is an afternoon, not a change: done counts about a project,
      // place or thing, named in the clause that says it ("Finished the book … Same with Dockclock" is the book's).
      if (cue === 'weak' && !subjectsIn(changeClause(plain(line)), ms).some((s) => !s.person)) return;
      const rec = (citing.get(day.path.replace(/\.md$/i, '')) ?? []).find((m) => m.cites.some((c) => sameSource(c, source))) ?? null;
      // A line with only a lifecycle word, recorded by the same memory line as
      // a line that says the change outright, is part of that change.
      const strength = cue === 'change' ? 0 : cue === 'state' ? 1 : 2;
      const same = rec === null ? undefined : [...found.values()].find((f) => f.memory?.path === rec.path && f.memory.line === rec.line && f.strength === 0);
      if (same && strength > 0) return;
      // Unnamed, the subject is the one whose note records the line.
      const filedUnder = about.length === 0 && rec !== null ? subjects.find((s) => s.path === rec.path) : undefined;
      // A lifecycle word about nothing known ("Archived 150 unread") is an errand, not a change of anything.
      if (strength > 0 && about.length === 0 && filedUnder === undefined) return;
      found.set(key(source), {
        date: day.date,
        subject: about[0]?.name ?? filedUnder?.name ?? null,
        text: plain(line),
        source,
        memory: rec ? { path: rec.path, line: rec.line } : null,
        strength,
      });
    });
  }
  const all = [...found.values()].sort((a, b) => a.strength - b.strength || Number(a.memory === null) - Number(b.memory === null) || a.date.localeCompare(b.date) || a.source.line - b.source.line);
  // One change per subject and day, the line that says most of it: of the strongest
  // ("[[Mewa]] — pausing the boat." and "Pausing Mewa until 20 October."), the longer clause.
  const best = new Map<string, Change>();
  for (const c of all) {
    if (c.subject === null) continue;
    const k = `${c.date}|${c.subject.toLowerCase()}`;
    const had = best.get(k);
    if (!had || (had.strength === c.strength && had.now === undefined && c.now === undefined && changeClause(c.text).length > changeClause(had.text).length)) best.set(k, c);
  }
  const kept = all.filter((c) => c.subject === null || best.get(`${c.date}|${c.subject.toLowerCase()}`) === c).slice(0, limit);
  return kept.sort((a, b) => a.date.localeCompare(b.date) || a.source.line - b.source.line);
}

function noteName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.md$/i, '');
}
