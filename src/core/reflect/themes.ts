/**
 * Themes: the subjects a period's days kept coming back to. A subject "came
 * up" on a day when the day's note names it — by its name, one of its aliases
 * or a link to it. Counting takes the list of subjects as data (see
 * ReflectSubject), so whatever knows the person's subjects (today the topic
 * notes and the index; later the subject registry) can feed it.
 */
import { escapeRegExp } from '../lib/text';
import { findWikiLinks } from '../formats/wikilink';
import { slugify } from '../formats/slug';
import { splitCitation } from '../formats/citation';
import { DAY_MS, dateStart, type IsoDate } from '../lib/dates';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { THEME_MAX_AGE_DAYS, type CurrentTheme } from '../rank/theme-signal';
import { parsePeriod, type Period } from './periods';

export interface ReflectSubject {
  /** what the reflection calls it: the note's or the index entry's name */
  name: string;
  /** other names the person uses for it */
  aliases: string[];
  /** a person: a theme like any subject, but a line about them finishing something is no change of theirs */
  person: boolean;
  /** talks in a copied conversation: there on every day of it, so never a theme */
  speaker?: boolean;
  /** vault path of its note, when it has one (the reflection links it) */
  path: string | null;
}

/** One source day: its date, path and lines (1-based line n is lines[n-1]). */
export interface SourceDay {
  date: IsoDate;
  path: string;
  lines: string[];
}

/** A copied conversation's `- **Name**: ` label: who talks, not what about. */
export const SPEAKER_LABEL = /^\s*(?:[-*+]\s+)?\*\*[^*]+\*\*\s*:\s*/;

/** Short names are matched only as written ("Ola", not "ola"), and two letters never. */
const MIN_TERM = 3;
const CASELESS_FROM = 4;

interface Matcher {
  subject: ReflectSubject;
  res: RegExp[];
  links: Set<string>;
}

function keyOf(name: string): string {
  return name.normalize('NFC').toLowerCase().trim();
}

export function matchers(subjects: readonly ReflectSubject[]): Matcher[] {
  return subjects.map((subject) => {
    const terms = [...new Set([subject.name, ...subject.aliases].map((t) => t.normalize('NFC').trim()).filter((t) => Array.from(t).length >= MIN_TERM))];
    // No lookbehind: Obsidian on iOS before 16.4 cannot compile one.
    const res = terms.map((t) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(t)}(?![\\p{L}\\p{N}])`, Array.from(t).length >= CASELESS_FROM ? 'iu' : 'u'));
    const links = new Set([subject.name, ...subject.aliases].map(keyOf));
    if (subject.path) links.add(keyOf(subject.path.replace(/\.md$/i, '').split('/').pop() ?? ''));
    return { subject, res, links };
  });
}

/** The subjects a text names (by name, alias or link), in the order it first names them, with where. */
export function subjectsAt(text: string, ms: readonly Matcher[]): { subject: ReflectSubject; at: number }[] {
  const links = findWikiLinks(text);
  return ms
    .map((m) => ({ subject: m.subject, at: [...m.res.map((re) => re.exec(text)?.index ?? Infinity), ...links.filter((f) => m.links.has(keyOf(f.link.target.split('/').pop() ?? ''))).map((f) => f.index)].reduce((a, b) => Math.min(a, b), Infinity) }))
    .filter((f) => f.at < Infinity)
    .sort((a, b) => a.at - b.at);
}

/** The subjects a text names, in the order it names them. */
export function subjectsIn(text: string, ms: readonly Matcher[]): ReflectSubject[] {
  return subjectsAt(text, ms).map((f) => f.subject);
}

/** The subjects one day names; passed in when a caller reads the same days for many periods. */
export type MentionsOf = (day: SourceDay) => readonly ReflectSubject[];

/** subject name → the days (sorted) it came up on. */
function daysBySubject(days: readonly SourceDay[], subjects: readonly ReflectSubject[], mentionsOf?: MentionsOf): Map<string, IsoDate[]> {
  const ms = mentionsOf ? [] : matchers(subjects);
  const wanted = new Set(subjects);
  const out = new Map<string, Set<IsoDate>>();
  for (const day of days) {
    const named = mentionsOf ? mentionsOf(day).filter((s) => wanted.has(s)) : subjectsIn(day.lines.join('\n'), ms);
    for (const s of named) {
      const set = out.get(s.name) ?? new Set<IsoDate>();
      set.add(day.date);
      out.set(s.name, set);
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}

export interface Theme {
  subject: ReflectSubject;
  /** the days of the period it came up on (a theme has at least two) */
  days: IsoDate[];
  /** days in the period before (the week or month before) */
  before: number;
  /** days in the periods before that one, up to four of them */
  earlier: number;
}

/** A theme needs two days: one day is an event, two are a thread. */
const THEME_MIN_DAYS = 2;

/**
 * Themes of `period`, most days first: each subject with at least two days in
 * it, with its days in the period before and in the earlier ones (for the
 * trend). `days` may hold days outside the period; only the period's count.
 */
export function countThemes(
  period: Period,
  previous: readonly Period[],
  days: readonly SourceDay[],
  subjects: readonly ReflectSubject[],
  limit: number,
  mentionsOf?: MentionsOf,
): Theme[] {
  const by = daysBySubject(days, subjects, mentionsOf);
  const within = (p: Period, ds: readonly IsoDate[]): number => ds.filter((d) => d >= p.start && d <= p.end).length;
  const out: Theme[] = [];
  for (const s of subjects) {
    const all = by.get(s.name) ?? [];
    const mine = all.filter((d) => d >= period.start && d <= period.end);
    if (mine.length < THEME_MIN_DAYS) continue;
    const before = previous[0] ? within(previous[0], all) : 0;
    const earlier = previous.slice(1).reduce((n, p) => n + within(p, all), 0);
    out.push({ subject: s, days: mine, before, earlier });
  }
  out.sort((a, b) => b.days.length - a.days.length || a.days[0]!.localeCompare(b.days[0]!) || a.subject.name.localeCompare(b.subject.name));
  return out.slice(0, limit);
}

/**
 * "4d ↑", "2d ↓", "3d =" (as many days as the period before), "2d new" (no
 * day in the four periods before), "3d back" (none in the period before, some
 * earlier): the days it came up on, against the period before.
 */
export function trendText(t: Pick<Theme, 'days' | 'before' | 'earlier'>): string {
  const n = t.days.length;
  if (t.before === 0) return `${n}d ${t.earlier === 0 ? 'new' : 'back'}`;
  return `${n}d ${n > t.before ? '↑' : n < t.before ? '↓' : '='}`;
}

const THEME_ITEM = /(.+?)\s\d+d\s(?:new|back|\u2191|\u2193|=)(?:,\s+|$)/gu;

/** The subjects a reflection's `- Themes: [[A]] 4d ↑, B 2d new · …` line names. */
export function themesOf(text: string): string[] {
  const line = /^-\s+Themes:\s+(.+)$/m.exec(text)?.[1] ?? '';
  // Each theme is a name, its days and its trend ("[[Running]] 4d ↑"); the citations follow " · ".
  return [...splitCitation(line).text.matchAll(THEME_ITEM)].map((m) => {
    const link = findWikiLinks(m[1]!)[0]?.link;
    return link ? (link.alias ?? link.target.split('/').pop() ?? '') : m[1]!.trim();
  }).filter((s) => s !== '');
}

/** The newest week reflection's themes, for the top of the Dream log panel; null when there is none. */
export async function latestWeekThemes(vault: VaultPort, opts: Pick<Settings, 'reflectionsFolder'>): Promise<{ label: string; path: string; themes: string[] } | null> {
  const folder = opts.reflectionsFolder;
  if (folder === '') return null;
  const weeks = (await vault.list(folder).catch(() => []))
    .map((f) => ({ path: f.path, label: /(?:^|\/)(\d{4}-W\d{2})\.md$/.exec(f.path)?.[1] ?? null }))
    .filter((w): w is { path: string; label: string } => w.label !== null)
    .sort((a, b) => b.label.localeCompare(a.label));
  const newest = weeks[0];
  if (!newest) return null;
  try {
    return { ...newest, themes: themesOf(await vault.readText(newest.path)) };
  } catch {
    return null;
  }
}

/** Themes of the week reflections that ended in the last four weeks before `today`. */
export async function currentThemes(vault: VaultPort, opts: Pick<Settings, 'reflectionsFolder'>, today: IsoDate): Promise<CurrentTheme[]> {
  const folder = opts.reflectionsFolder;
  if (folder === '') return [];
  const out: CurrentTheme[] = [];
  for (const f of await vault.list(folder).catch(() => [])) {
    const m = /(?:^|\/)(\d{4}-W\d{2})\.md$/.exec(f.path);
    const p = m ? parsePeriod(m[1]!) : null;
    if (!p || p.end > today || (dateStart(today) - dateStart(p.end)) / DAY_MS > THEME_MAX_AGE_DAYS) continue;
    let text: string;
    try {
      text = await vault.readText(f.path);
    } catch {
      continue;
    }
    for (const name of themesOf(text)) out.push({ topic: slugify(name), asOf: p.end });
  }
  return out;
}
