/**
 * Themes feed ranking: a candidate about a subject the latest reflections
 * named as a theme gets the `theme` signal — 1 on the day the theme's period
 * ended, halving every week, nothing after four weeks. Its weight
 * (ranking.ts WEIGHTS.theme) is small on purpose: a theme says the person
 * keeps writing about a subject, not that any one line about it is worth
 * keeping, so it can tip a borderline line over a gate but never carry a
 * weak one (docs/ranking.md measures it).
 */
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { slugify } from '../formats/slug';
import { splitCitation } from '../formats/citation';
import { findWikiLinks } from '../formats/wikilink';
import { DAY_MS, dateStart } from '../lib/dates';
import type { IsoDate } from '../ports/types';
import { parsePeriod } from './periods';

export interface CurrentTheme {
  /** kebab-case subject, as candidates' topics are */
  topic: string;
  /** the last day of the period that named it */
  asOf: IsoDate;
}

/** Half of the signal is gone a week after the period ended… */
const THEME_HALF_LIFE_DAYS = 7;
/** …and all of it after four. */
const THEME_MAX_AGE_DAYS = 28;

/** The signal for `topic` at `now` (epoch ms): in [0, 1], decaying with the theme's age. */
export function themeSignal(topic: string, themes: readonly CurrentTheme[], now: number): number {
  let best = 0;
  for (const t of themes) {
    if (t.topic !== topic) continue;
    const age = Math.max(0, (now - dateStart(t.asOf, 12)) / DAY_MS);
    if (age > THEME_MAX_AGE_DAYS) continue;
    best = Math.max(best, Math.round(0.5 ** (age / THEME_HALF_LIFE_DAYS) * 1000) / 1000);
  }
  return best;
}

const THEME_ITEM = /(.+?)\s\d+d\s(?:new|back|↑|↓|=)(?:,\s+|$)/gu;

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
