/**
 * Guardian: the "Minimum hours between dreams" for dreams that start by
 * themselves (on vault open, at the daily time). Inside that interval a
 * scheduled dream does nothing, whatever changed since: editing today's note
 * and reopening the vault used to dream again on every open, four dreams a
 * day, each with its notice, dream-log entry, report and backup folder. A
 * person who wants a dream sooner starts one; manual runs bypass it.
 *
 * The interval is measured from the newest Dream heading's start time. Work
 * that waits (a same-day append, logs the batch cap deferred) is read by the
 * next dream: Sense's `>=` selection and the frontier timestamp make sure of
 * that, so nothing is lost by waiting.
 */
import { HOUR_MS, MINUTE_MS } from '../lib/dates';
import type { DreamOptions } from '../ports/context';
import type { Watermark } from './watermark';

export interface GuardianDecision {
  run: boolean;
  reason: string;
}

export interface GuardianInput {
  trigger: DreamOptions['trigger'];
  watermark: Watermark;
  /** epoch ms */
  now: number;
  debounceHours: number;
}

// Sync between devices can put a heading slightly ahead of this clock.
const CLOCK_SKEW_MS = 5 * MINUTE_MS;

function hours(ms: number): string {
  const h = ms / HOUR_MS;
  return h < 10 ? h.toFixed(1) : String(Math.round(h));
}

export function guardian(input: GuardianInput): GuardianDecision {
  const { trigger, watermark: wm, now, debounceHours } = input;
  if (trigger !== 'scheduled') {
    return { run: true, reason: `${trigger} run: the minimum interval applies only to dreams that start by themselves.` };
  }
  if (!wm.hasEntries) return { run: true, reason: 'First run: no dream log entries yet.' };
  const last = wm.lastDreamAt;
  if (last === null) {
    return { run: true, reason: 'The last dream heading has no readable time, so the minimum interval cannot be judged.' };
  }
  if (last > now + CLOCK_SKEW_MS) {
    return { run: true, reason: 'The last dream heading is in the future (clock or sync problem); not trusting it to skip.' };
  }
  const age = now - last;
  if (age >= debounceHours * HOUR_MS) {
    return { run: true, reason: `The last dream was ${hours(age)} h ago (minimum ${debounceHours} h between dreams).` };
  }
  return {
    run: false,
    reason: `The last dream was ${hours(age)} h ago; dreams start by themselves at most once every ${debounceHours} h ("Minimum hours between dreams"). Run one yourself to dream now.`,
  };
}
