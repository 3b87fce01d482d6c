/**
 * Confidence: a weighted sum of signals, computed in code. docs/ranking.md
 * explains each weight and the calibration behind it; test/candidates/
 * calibration.test.ts holds the corpus that pins it.
 *
 * Shape of the sum: six base weights add up to 1, and an explicit "remember
 * this" by the person adds a bonus on top (capped at 1), as does — much
 * smaller — a subject that is a current theme of the reflections. Recurrence carries
 * the largest weight because it is the one signal the engine measures rather
 * than judges: a fact written on three different days is evidence that it
 * lasts, whatever an extractor thought of any single line. A model's line that
 * names a detail its spans hold counts its importance a second time
 * (`specific`, rank/specificity.ts): a reader of the whole day rated it, and
 * the engine checked the detail is there, so one mention of the title of a
 * book or a pet's name is not lost for being said once.
 */
import { dateStart, DAY_MS, isIsoDate } from '../lib/dates';
import type { Signals } from './candidate';

export const WEIGHTS: Readonly<Record<keyof Signals, number>> = {
  importance: 0.15,
  recurrence: 0.45,
  novelty: 0.1,
  stability: 0.1,
  actionability: 0.05,
  recency: 0.15,
  explicit: 0.25,
  theme: 0.05,
  specific: 0.15,
};

/** Recurrence score by distinct days/sessions: saturates at 3, the tier-3 minimum. */
const RECURRENCE_CURVE: readonly number[] = [0, 0.2, 0.65, 1];

export function recurrenceSignal(count: number): number {
  if (count <= 0) return 0;
  return RECURRENCE_CURVE[Math.min(count, RECURRENCE_CURVE.length - 1)]!;
}

/**
 * Full recency for a month, then linear down to the floor at a year. A month,
 * because a person back from a holiday (or installing the plugin on a vault of
 * old notes) runs one catch-up dream, and each of those days deserves its
 * digest; a floor of 0.4, because a year-old note still describes the person
 * and only ranks below this month's.
 */
const RECENCY_FULL_DAYS = 30;
const RECENCY_FLOOR_DAYS = 365;
const RECENCY_FLOOR = 0.4;


/** `newestDate` YYYY-MM-DD of the newest supporting source; `now` epoch ms. */
export function recencySignal(newestDate: string, now: number): number {
  if (!isIsoDate(newestDate)) return RECENCY_FLOOR;
  const t = dateStart(newestDate, 12);
  const age = Math.max(0, (now - t) / DAY_MS);
  if (age <= RECENCY_FULL_DAYS) return 1;
  if (age >= RECENCY_FLOOR_DAYS) return RECENCY_FLOOR;
  const f = (age - RECENCY_FULL_DAYS) / (RECENCY_FLOOR_DAYS - RECENCY_FULL_DAYS);
  return round(1 - f * (1 - RECENCY_FLOOR));
}

/**
 * Novelty against what memory already holds. A repeat of a line in a digest
 * (tier 1) is still almost new to the durable tiers — digests are where
 * recurring observations graduate from, and a second mention is how a one-off
 * decision earns its topic note — while a repeat of a topic-note or identity
 * line adds little.
 */
export const NOVELTY = { new: 1, inDigest: 0.9, inTopic: 0.3, inIdentityOrSkill: 0 } as const;

interface Contribution {
  signal: keyof Signals;
  value: number;
  weight: number;
  contribution: number;
}

export function contributions(signals: Signals): Contribution[] {
  return (Object.keys(WEIGHTS) as (keyof Signals)[]).map((signal) => ({
    signal,
    value: signals[signal] ?? 0,
    weight: WEIGHTS[signal],
    contribution: round((signals[signal] ?? 0) * WEIGHTS[signal]),
  }));
}

/**
 * Rounded to two decimals, the precision every view shows: a score displayed
 * as 0.50 must not be gated as 0.4975.
 */
export function confidenceOf(signals: Signals): number {
  let sum = 0;
  for (const k of Object.keys(WEIGHTS) as (keyof Signals)[]) sum += clamp01(signals[k] ?? 0) * WEIGHTS[k];
  return Math.round(Math.min(1, sum) * 100) / 100;
}

export function clamp01(x: number): number {
  if (!Number.isFinite(x)) return 0;
  return Math.min(1, Math.max(0, x));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
