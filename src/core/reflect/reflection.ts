/**
 * One reflection note: a week's or a month's themes, what changed and open
 * loops, each line a claim followed by the source days that support it. Built
 * from Evidence alone, so the same memory and sources give the same note. A
 * month rolls up its weeks: its own counts over the month's days, the subjects
 * that changed (the week notes say how), the loops still open.
 */
import { inertText } from '../formats/inert';
import { citationOf, CITE_SEP, renderCitation } from '../formats/citation';
import { findWikiLinks, linkTarget, noteName, renderWikiLink } from '../formats/wikilink';
import { addDays, type IsoDate } from '../lib/dates';
import { escapeRegExp } from '../lib/text';
import { containsSecret, redactSecrets } from '../secrets/scan';
import { append } from '../lib/arrays';
import type { ReportMessage } from '../ports/types';
import { checkParagraph } from './paragraph';
import { renderNote } from '../formats/frontmatter';
import { changeClause, dayOfTarget, detectChanges, type Change, type LineRef } from './changes';
import type { Evidence } from './evidence';
import { openLoops, type OpenLoop } from './loops';
import { previousPeriod, type Period } from './periods';
import { countThemes, matchers, subjectsIn, trendText, type MentionsOf, type ReflectSubject, type SourceDay, type Theme } from './themes';
import { rx } from '../lib/rx';

export interface Reflection {
  period: Period;
  /** the source days inside the period */
  days: { date: IsoDate; path: string }[];
  themes: Theme[];
  /** the days the themes line cites: each theme's on two of them at least */
  themeDays: IsoDate[];
  changes: Change[];
  loops: OpenLoop[];
  /** every subject known, to link a change's subject to its note */
  subjects: readonly ReflectSubject[];
}

/**
 * How much each part holds. A reflection is a read-out that points into the
 * subject notes and days, read in a glance: the weeks and months of a year
 * must stay a small part of the memory they read (at most 15 %
 * on the marek journal), and a day's link is most of a claim's characters, so
 * the themes are as many as a few cited days can show (`themeDays`). A month
 * rolls up its weeks: its themes, the subjects that changed, the loops still
 * open.
 */
const LIMITS = {
  week: { themes: 2, themeDays: 2, changes: 3, loops: 2 },
  month: { themes: 4, themeDays: 3, changes: 2, loops: 0 },
} as const;
/** Loops are looked for in the eight weeks before a period ends. */
const LOOP_WINDOW_DAYS = 56;
/** Trends compare with the period before and the three before that. */
const TREND_PERIODS = 4;

/** The first date a reflection of `p` reads: the trend's periods and the loops' window. */
export function evidenceStart(p: Period): IsoDate {
  let start = p.start;
  let q = p;
  for (let i = 0; i < TREND_PERIODS; i++) q = previousPeriod(q);
  if (q.start < start) start = q.start;
  const loops = addDays(p.end, -LOOP_WINDOW_DAYS);
  return loops < start ? loops : start;
}

/**
 * The subjects memory says a day touched: a subject note's line that cites the
 * day, or the day's digest linking the note. A subject the dream filed a day's
 * lines under came up that day even where the day never wrote its name
 * ("the support group" filed under LGBTQ advocacy).
 */
function touchedByDay(ev: Evidence): Map<IsoDate, Set<ReflectSubject>> {
  const byPath = new Map<string, ReflectSubject>();
  const byName = new Map<string, ReflectSubject>();
  for (const s of ev.subjects) {
    if (s.path === null) continue;
    byPath.set(s.path, s);
    byName.set(noteName(s.path).toLowerCase(), s);
  }
  const out = new Map<IsoDate, Set<ReflectSubject>>();
  const add = (d: IsoDate, s: ReflectSubject): void => {
    const set = out.get(d) ?? new Set<ReflectSubject>();
    set.add(s);
    out.set(d, set);
  };
  for (const m of ev.memory) {
    const own = byPath.get(m.path);
    if (own) {
      for (const c of m.cites) {
        const d = dayOfTarget(c.target);
        if (d !== null) add(d, own);
      }
      continue;
    }
    // A digest is named by its day; the subject notes its lines link were touched that day.
    const digestDay = dayOfTarget(linkTarget(m.path));
    if (digestDay === null) continue;
    for (const f of findWikiLinks(m.text)) {
      const s = byPath.get(`${f.link.target}.md`) ?? byName.get(noteName(f.link.target).toLowerCase());
      if (s) add(digestDay, s);
    }
  }
  return out;
}

interface Mentions {
  ms: ReturnType<typeof matchers>;
  touched: Map<IsoDate, Set<ReflectSubject>>;
  named: Map<SourceDay, readonly ReflectSubject[]>;
}

/** Which subjects each day names or memory filed it under, worked out once per Evidence however many periods read it. */
const mentionCache = new WeakMap<Evidence, Mentions>();

function mentionsFor(ev: Evidence): MentionsOf {
  let m = mentionCache.get(ev);
  if (!m) {
    m = { ms: matchers(ev.subjects), touched: touchedByDay(ev), named: new Map() };
    mentionCache.set(ev, m);
  }
  const { ms, touched, named } = m;
  return (day) => {
    let found = named.get(day);
    if (!found) {
      const said = subjectsIn(day.lines.join('\n'), ms);
      const filed = [...(touched.get(day.date) ?? [])].filter((s) => !said.includes(s));
      found = filed.length > 0 ? [...said, ...filed] : said;
      named.set(day, found);
    }
    return found;
  };
}

export function buildReflection(period: Period, ev: Evidence): Reflection {
  const mentionsOf = mentionsFor(ev);
  const limits = LIMITS[period.kind];
  const inPeriod = ev.days.filter((d) => d.date >= period.start && d.date <= period.end);
  const previous: Period[] = [];
  for (let q = previousPeriod(period), i = 0; i < TREND_PERIODS; i++, q = previousPeriod(q)) previous.push(q);
  const readFrom = previous[previous.length - 1]!.start;
  const trendDays = ev.days.filter((d) => d.date >= readFrom && d.date <= period.end);
  // A person is a theme like a place or a project; who talks in a copied conversation is on every day of it.
  const ranked = countThemes(period, previous, trendDays, ev.subjects.filter((s) => s.speaker !== true), limits.themes, mentionsOf);
  const { themes, days: themeDays } = citedThemes(ranked, limits.themeDays);
  // A month's changes are grouped by week when written: it reads more of them.
  const changes = detectChanges(period, inPeriod, ev.subjects, ev.memory, period.kind === 'week' ? limits.changes : limits.changes * 4);
  const loopDays = ev.days.filter((d) => d.date >= addDays(period.end, -LOOP_WINDOW_DAYS) && d.date <= period.end);
  // A loop is listed once, by the week it went stale in: a month carried it over from a week
  // that already listed it, so the month repeats none (on the Marek journal every month's
  // loop was a week's, again).
  const loops = period.kind === 'week' ? openLoops(period, loopDays, limits.loops, ev.owner ?? [], period.start) : [];
  return { period, days: inPeriod.map((d) => ({ date: d.date, path: d.path })), themes, themeDays, changes, loops, subjects: ev.subjects };
}

/**
 * The fewest days that show each theme on two of its days, picked greedily:
 * each time the day that most themes still short of two came up on (the
 * earlier on a tie). Themes are taken most days first while their days fit in
 * `maxDays`; one that would need more is left out, and the next is tried.
 */
function citedThemes(ranked: readonly Theme[], maxDays: number): { themes: Theme[]; days: IsoDate[] } {
  let best: { themes: Theme[]; days: IsoDate[] } = { themes: [], days: [] };
  for (const next of ranked) {
    const themes = [...best.themes, next];
    const days = coverOf(themes);
    if (days.length <= maxDays) best = { themes, days };
  }
  return best;
}

function coverOf(themes: readonly Theme[]): IsoDate[] {
  const need = themes.map((t) => Math.min(2, t.days.length));
  const candidates = [...new Set(themes.flatMap((t) => t.days))].sort();
  const chosen: IsoDate[] = [];
  for (;;) {
    let pick: IsoDate | null = null;
    let gain = 0;
    for (const d of candidates) {
      if (chosen.includes(d)) continue;
      const g = themes.reduce((n, t, i) => n + (need[i]! > 0 && t.days.includes(d) ? 1 : 0), 0);
      if (g > gain) [pick, gain] = [d, g];
    }
    if (pick === null) return chosen.sort();
    const day: IsoDate = pick;
    chosen.push(day);
    themes.forEach((t, i) => {
      if (t.days.includes(day)) need[i] = need[i]! - 1;
    });
  }
}

// ---------------------------------------------------------------- rendering

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function monthShort(d: IsoDate): string {
  return MONTH_NAMES[Number(d.slice(5, 7)) - 1]!.slice(0, 3);
}

/** "16–22 Nov", "30 Nov – 6 Dec" (the file name, 2026-W47, says the week and its year), "November 2026". */
function titleOf(p: Period): string {
  if (p.kind === 'month') return `${MONTH_NAMES[Number(p.label.slice(5, 7)) - 1]!} ${p.label.slice(0, 4)}`;
  const day = (d: IsoDate): number => Number(d.slice(8, 10));
  const span = monthShort(p.start) === monthShort(p.end) ? `${day(p.start)}–${day(p.end)}` : `${day(p.start)} ${monthShort(p.start)} – ${day(p.end)}`;
  return `${span} ${monthShort(p.end)}`;
}

function dayLink(path: string): string {
  return renderWikiLink({ target: linkTarget(path), subpath: null, alias: null, embed: false });
}

function daysCite(days: readonly IsoDate[], paths: ReadonlyMap<IsoDate, string>): string {
  return days.map((d) => dayLink(paths.get(d) ?? d)).join(', ');
}

/** A source line's block id, when it ends with one (`… ^d16-6`). */
function blockOf(line: string | undefined): string | null {
  const m = line === undefined ? null : /\s\^([\w-]+)\s*$/.exec(line);
  return m ? m[1]! : null;
}

function lineCite(ref: LineRef, date: IsoDate, lines?: readonly string[]): string {
  return renderCitation(citationOf({ path: ref.path, label: date, block: blockOf(lines?.[ref.line - 1]), startLine: ref.line, endLine: ref.line }));
}

/**
 * `text` within `max` characters: cut at its last comma inside the limit, else
 * at a word, with "…". A secret in it is cut out first, as in every note.
 */
function clip(raw: string, max: number): string {
  const text = containsSecret(raw) ? redactSecrets(raw).text : raw;
  const chars = Array.from(text);
  if (chars.length <= max) return inertText(text);
  const head = chars.slice(0, max).join('');
  const comma = head.lastIndexOf(', ');
  if (comma >= max / 2) return inertText(head.slice(0, comma));
  const space = head.lastIndexOf(' ', head.length - 1);
  return inertText(`${(space >= max / 2 ? head.slice(0, space) : Array.from(head).slice(0, max - 1).join('')).replace(/[\s,;:\u2014\u2013-]+$/, '')}…`);
}

/**
 * What a change line says: the sentence or dash-clause of the person's line
 * that holds the change ("Weekly review: 6 users. Newsletter paused." →
 * "Newsletter paused"), short — the line itself is one click away. A
 * superseded fact says what it became.
 */
export function gistOf(c: Pick<Change, 'text' | 'now'>, max = 40): string {
  if (c.now !== undefined && c.now !== '') return clip(`now ${c.now.replace(/\s+/g, ' ').trim()}`, max);
  return clip(changeClause(c.text), max);
}

function subjectLink(s: ReflectSubject): string {
  if (s.path === null) return s.name;
  const base = noteName(s.path);
  return renderWikiLink({ target: base, subpath: null, alias: base === s.name ? null : s.name, embed: false });
}

/** Where `name` stands in `text` as a word of its own (case as written), or -1. */
function wordAt(text: string, name: string): number {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!rx.u`[\p{L}\p{N}]`.test(text.charAt(at - 1)) && !rx.u`[\p{L}\p{N}]`.test(text.charAt(at + name.length))) return at;
  }
  return -1;
}

/**
 * The change's subject in its line: where the gist names the subject's note,
 * the name becomes the link ("bought the [[Octavia]]"); one it leads with by
 * another name gives way to it ("Bathroom: done" → "[[Bathroom renovation]]:
 * done"); a gist that names a subject without a note stays as it is; any
 * other gets the subject in front ("[[Mewa]]: paused until spring").
 */
function withSubject(gist: string, s: ReflectSubject | undefined, name: string | null): string {
  if (name === null) return gist;
  const base = s?.path ? noteName(s.path) : null;
  const link = s ? subjectLink(s) : name;
  if (base !== null) {
    const at = wordAt(gist, base);
    if (at >= 0) return `${gist.slice(0, at)}${link}${gist.slice(at + base.length)}`;
  }
  const names = [name, ...(s?.aliases ?? [])].filter((n) => n.trim() !== '');
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const lead = new RegExp(`^(?:${alternatives})(?![\\p{L}\\p{N}])\\s*:?\\s*`, 'iu');
  if (base !== null && lead.test(gist)) {
    const rest = gist.replace(lead, '');
    return rest === '' ? link : `${link}: ${rest}`;
  }
  if (names.some((n) => wordAt(gist.toLowerCase(), n.toLowerCase()) >= 0)) return gist;
  return `${link}: ${gist}`;
}

export function reflectionPath(folder: string, p: Period): string {
  return `${folder}/${p.label}.md`;
}

interface RenderOptions {
  /** the week notes a month rolls up (labels that exist), for the links */
  weeks?: readonly string[];
  /** source lines by path, for block ids */
  lines?: ReadonlyMap<string, readonly string[]>;
  /**
   * A model's "week in a paragraph" and the period's days: only its sentences
   * whose cited days say it are written (paragraph.ts); each dropped one is
   * passed to `dropped`.
   */
  paragraph?: { text: string; days: readonly SourceDay[]; dropped: (m: ReportMessage) => void };
}

/**
 * A month's changes in one line: the subjects that changed, each citing the
 * day of its first change; the week notes (linked above) say how.
 */
function monthChanges(r: Reflection, paths: ReadonlyMap<IsoDate, string>, find: (n: string | null) => ReflectSubject | undefined): string[] {
  const names: string[] = [];
  const days: IsoDate[] = [];
  for (const c of r.changes) {
    if (c.subject === null) continue;
    const s = find(c.subject);
    const name = s ? subjectLink(s) : c.subject;
    if (names.includes(name)) continue;
    if (names.length === LIMITS.month.changes) break;
    names.push(name);
    if (!days.includes(c.date)) days.push(c.date);
  }
  return names.length === 0 ? [] : [`- Changed: ${names.join(', ')}${CITE_SEP}${daysCite(days.sort(), paths)}`];
}

/**
 * The reflection's body: a title, then one claim per list line, each with its
 * citations and led by what it is (Themes, Changed, Open loop); a part with
 * nothing to say is left out, so a quiet week is its title and its themes.
 */
function renderReflectionBody(r: Reflection, opts: RenderOptions): string {
  const paths = new Map(r.days.map((d) => [d.date, d.path]));
  const out: string[] = [`# ${titleOf(r.period)}`];
  if (opts.paragraph) {
    const checked = checkParagraph(opts.paragraph.text, opts.paragraph.days);
    for (const m of checked.dropped) opts.paragraph.dropped(m);
    if (checked.text !== '') out.push('', checked.text);
  }
  const month = r.period.kind === 'month';
  const weeks = month ? (opts.weeks ?? []) : [];
  // The first and the last week, linked: the ones between sit beside them in the folder.
  if (weeks.length > 0) out.push('', weeks.length === 1 ? `Weeks: [[${weeks[0]!}]]` : `Weeks: [[${weeks[0]!}]] to [[${weeks[weeks.length - 1]!}]]`);
  const byName = new Map(r.subjects.map((s) => [s.name.toLowerCase(), s]));
  const find = (n: string | null): ReflectSubject | undefined => (n === null ? undefined : byName.get(n.toLowerCase()));
  const claims: string[] = [];
  if (r.themes.length > 0) claims.push(`- Themes: ${r.themes.map((t) => `${subjectLink(t.subject)} ${trendText(t)}`).join(', ')}${CITE_SEP}${daysCite(r.themeDays, paths)}`);
  append(claims, month
    ? monthChanges(r, paths, find)
    : r.changes.map((c) => `- Changed: ${withSubject(gistOf(c), find(c.subject), c.subject)}${CITE_SEP}${lineCite(c.source, c.date, opts.lines?.get(c.source.path))}`));
  append(claims, r.loops.map((l) => `- Open loop: ${clip(l.text.replace(/\s\^[\w-]+\s*$/, '').replace(/\s+/g, ' '), 40)}${CITE_SEP}${lineCite(l.source, l.date, opts.lines?.get(l.source.path))}`));
  if (claims.length > 0) {
    out.push('');
    append(out, claims);
  }
  return out.join('\n') + '\n';
}

/**
 * The whole note. Its frontmatter is the provenance of a read-out: `type` and
 * `origin: dream` (what lets a later backfill replace it, and never a note the
 * person wrote). The rest of a dream note's record would repeat the note or
 * the dream log: its sources are the days every line cites, its id is its
 * file name, the run that wrote it is in the log, and it judges nothing (no
 * confidence to give; the counts are in the lines). Across a year of weeks
 * that record was a third of what the reflections held.
 */
export function renderReflection(r: Reflection, opts: RenderOptions): string {
  return renderNote({ type: 'reflection', origin: 'dream' }, renderReflectionBody(r, opts));
}
