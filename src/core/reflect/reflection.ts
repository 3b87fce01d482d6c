/**
 * One reflection note: a week's or a month's themes, what changed, open loops
 * and people, each line a claim followed by the source days that support it.
 * Built from Evidence alone, so the same memory and sources give the same note.
 * A month rolls up its weeks: its own counts over the month's days, each change
 * with the week note it was in.
 */
import { citationOf, CITE_SEP, renderCitation } from '../formats/citation';
import { linkTarget, renderWikiLink } from '../formats/wikilink';
import { containsSecret, redactSecrets } from '../secrets';
import { addDays } from '../lib/dates';
import { newProvenance } from '../write/provenance';
import type { IsoDate, ReportMessage } from '../types';
import { checkParagraph } from './paragraph';
import type { YamlPort } from '../yaml';
import { renderNote } from '../formats/frontmatter';
import { detectChanges, type Change, type LineRef } from './changes';
import type { Evidence } from './evidence';
import { openLoops, type OpenLoop } from './loops';
import { isoWeek, previousPeriod, type Period } from './periods';
import { countThemes, daysBySubject, matchers, subjectsIn, trendText, type MentionsOf, type ReflectSubject, type SourceDay, type Theme } from './themes';

export interface Reflection {
  period: Period;
  /** the source days inside the period */
  days: { date: IsoDate; path: string }[];
  themes: Theme[];
  changes: Change[];
  loops: OpenLoop[];
  people: { subject: ReflectSubject; days: IsoDate[] }[];
}

/** How much each section holds: a reflection is read in a minute, and memory stays small. */
const LIMITS = {
  week: { themes: 3, changes: 5, loops: 2, people: 4 },
  month: { themes: 5, changes: 10, loops: 3, people: 5 },
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

/** Which subjects each day names, worked out once per Evidence however many periods read it. */
const mentionCache = new WeakMap<Evidence, Map<SourceDay, readonly ReflectSubject[]>>();

function mentionsFor(ev: Evidence): MentionsOf {
  let cache = mentionCache.get(ev);
  if (!cache) {
    cache = new Map();
    mentionCache.set(ev, cache);
  }
  const ms = matchers(ev.subjects);
  const known = cache;
  return (day) => {
    let named = known.get(day);
    if (!named) {
      named = subjectsIn(day.lines.join('\n'), ms);
      known.set(day, named);
    }
    return named;
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
  // People are listed on their own; themes are what the days were about.
  const themes = countThemes(period, previous, trendDays, ev.subjects.filter((s) => !s.person), limits.themes, mentionsOf);
  const by = daysBySubject(inPeriod, ev.subjects.filter((s) => s.person), mentionsOf);
  const people = ev.subjects
    .filter((s) => s.person && (by.get(s.name)?.length ?? 0) > 0)
    .map((s) => ({ subject: s, days: by.get(s.name)! }))
    .sort((a, b) => b.days.length - a.days.length || a.subject.name.localeCompare(b.subject.name))
    .slice(0, limits.people);
  const changes = detectChanges(period, inPeriod, ev.subjects, ev.memory, limits.changes);
  const loopDays = ev.days.filter((d) => d.date >= addDays(period.end, -LOOP_WINDOW_DAYS) && d.date <= period.end);
  const loops = openLoops(period, loopDays, limits.loops, ev.owner ?? []);
  return { period, days: inPeriod.map((d) => ({ date: d.date, path: d.path })), themes, changes, loops, people };
}

// ---------------------------------------------------------------- rendering

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function humanDate(d: IsoDate, withYear = false): string {
  const [y, m, day] = d.split('-').map(Number);
  return `${day ?? 1} ${MONTH_NAMES[(m ?? 1) - 1]!.slice(0, 3)}${withYear ? ` ${y ?? ''}` : ''}`;
}

function titleOf(p: Period): string {
  if (p.kind === 'month') {
    const [y, m] = p.label.split('-').map(Number);
    return `${MONTH_NAMES[(m ?? 1) - 1]!} ${y ?? ''}`;
  }
  return `Week ${p.label} (${humanDate(p.start)} – ${humanDate(p.end, true)})`;
}

function dayLink(path: string): string {
  return renderWikiLink({ target: linkTarget(path), subpath: null, alias: null, embed: false });
}

/**
 * A month cites at most four of a subject's days (its first and last two):
 * the week notes it links hold the rest, and a month of day links would be
 * most of the note.
 */
const MONTH_CITED_DAYS = 4;

function daysCite(days: readonly IsoDate[], paths: ReadonlyMap<IsoDate, string>, kind: Period['kind'] = 'week'): string {
  const shown = kind === 'month' && days.length > MONTH_CITED_DAYS ? [...days.slice(0, 2), ...days.slice(-2)] : days;
  return shown.map((d) => dayLink(paths.get(d) ?? d)).join(', ');
}

/** A source line's block id, when it ends with one (`… ^d16-6`). */
function blockOf(line: string | undefined): string | null {
  const m = line === undefined ? null : /\s\^([\w-]+)\s*$/.exec(line);
  return m ? m[1]! : null;
}

function lineCite(ref: LineRef, date: IsoDate, lines?: readonly string[]): string {
  return renderCitation(citationOf({ path: ref.path, label: date, block: blockOf(lines?.[ref.line - 1]), startLine: ref.line, endLine: ref.line }));
}

function short(text: string, max = 100): string {
  const t = text.replace(/\s\^[\w-]+\s*$/, '').replace(/\s+/g, ' ').trim();
  return Array.from(t).length > max ? `${Array.from(t).slice(0, max - 1).join('')}…` : t;
}

function subjectLink(s: ReflectSubject): string {
  if (s.path === null) return s.name;
  const base = (s.path.split('/').pop() ?? s.path).replace(/\.md$/i, '');
  return renderWikiLink({ target: base, subpath: null, alias: base === s.name ? null : s.name, embed: false });
}

export function reflectionPath(folder: string, p: Period): string {
  return `${folder}/${p.label}.md`;
}

interface RenderOptions {
  today: IsoDate;
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

/** The reflection's body: one claim per list line, each with its citations. */
function renderReflectionBody(r: Reflection, opts: RenderOptions): string {
  const paths = new Map(r.days.map((d) => [d.date, d.path]));
  const out: string[] = [`# ${titleOf(r.period)}`, ''];
  if (opts.paragraph) {
    const checked = checkParagraph(opts.paragraph.text, opts.paragraph.days);
    for (const m of checked.dropped) opts.paragraph.dropped(m);
    if (checked.text !== '') out.push(checked.text, '');
  }
  if (r.period.kind === 'month' && opts.weeks && opts.weeks.length > 0) {
    out.push(`Weeks: ${opts.weeks.map((w) => `[[${w}]]`).join(', ')}`, '');
  }
  const weekOf = (d: IsoDate): string => {
    const w = isoWeek(d).label;
    return r.period.kind === 'month' && opts.weeks?.includes(w) ? ` ([[${w}]])` : '';
  };
  out.push('## Themes');
  if (r.themes.length === 0) out.push('No subject came up on two days or more.');
  for (const t of r.themes) out.push(`- ${subjectLink(t.subject)} — ${trendText(t, r.period.kind)}${CITE_SEP}${daysCite(t.days, paths, r.period.kind)}`);
  out.push('', '## What changed');
  if (r.changes.length === 0) out.push('Nothing was recorded as changed.');
  for (const c of r.changes) {
    const about = c.subject !== null && !c.text.toLowerCase().includes(c.subject.toLowerCase()) ? `${c.subject}: ` : '';
    const memory = c.memory === null ? '' : `; noted in ${renderCitation(citationOf({ path: c.memory.path, label: (c.memory.path.split('/').pop() ?? '').replace(/\.md$/i, ''), block: null, startLine: c.memory.line, endLine: c.memory.line }))}`;
    out.push(`- ${humanDate(c.date)}: ${about}${short(c.text, r.period.kind === 'month' ? 50 : 70)}${weekOf(c.date)}${CITE_SEP}${lineCite(c.source, c.date, opts.lines?.get(c.source.path))}${memory}`);
  }
  out.push('', '## Open loops');
  if (r.loops.length === 0) out.push('None older than a week.');
  for (const l of r.loops) out.push(`- ${humanDate(l.date)}: ${short(l.text, 60)}${CITE_SEP}${lineCite(l.source, l.date, opts.lines?.get(l.source.path))}`);
  out.push('', '## People');
  if (r.people.length === 0) out.push('No one from the index came up.');
  for (const p of r.people) out.push(`- ${subjectLink(p.subject)} — ${p.days.length} day${p.days.length === 1 ? '' : 's'}${CITE_SEP}${daysCite(p.days, paths, r.period.kind)}`);
  return out.join('\n') + '\n';
}

/** The whole note, with the provenance every dream note carries. */
export function renderReflection(yaml: YamlPort, r: Reflection, opts: RenderOptions): string {
  const data = newProvenance({
    id: `${r.period.label}-reflection`,
    type: 'reflection',
    today: opts.today,
    status: 'active',
    // A secret in a day's file name is cut out, as in every note's source_sessions.
    sources: r.days.map((d) => (containsSecret(d.path) ? `note:${redactSecrets(d.path).text}` : `note:${d.path}`)),
    // Counted, not judged: every line is a count or a quote of the cited days.
    confidence: 1,
    recurrence: new Set(r.days.map((d) => d.date)).size,
    untrusted: false,
  });
  // Like a digest, a reflection is a pointer page: an empty tag list and an
  // "active" status say nothing, and across a year of weeks they add up.
  delete data.tags;
  delete data.status;
  return renderNote(yaml, data, renderReflectionBody(r, opts));
}
