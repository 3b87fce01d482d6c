/**
 * Themes feed ranking: a candidate about a subject the latest reflections
 * named as a theme gets the `theme` signal — 1 on the day the theme's period
 * ended, halving every week, nothing after four weeks. Its weight
 * (ranking.ts WEIGHTS.theme) is small on purpose: a theme says the person
 * keeps writing about a subject, not that any one line about it is worth
 * keeping, so it can tip a borderline line over a gate but never carry a
 * weak one (docs/ranking.md measures it).
 */
import { DAY_MS, dateStart, type IsoDate } from '../lib/dates';

export interface CurrentTheme {
  /** kebab-case subject, as candidates' topics are */
  topic: string;
  /** the last day of the period that named it */
  asOf: IsoDate;
}

/** Half of the signal is gone a week after the period ended… */
const THEME_HALF_LIFE_DAYS = 7;
/** …and all of it after four. */
export const THEME_MAX_AGE_DAYS = 28;

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
