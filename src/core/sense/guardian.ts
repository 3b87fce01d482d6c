/**
 * Guardian: lets a scheduled run that is merely early exit quietly.
 *
 * It asks Phase 1's own question with Phase 1's own `>=`: a log dated ON the
 * watermark can have been appended to after the last run read it, and with
 * session logs (`2026-11-02-1430.md`) same-day appends are the normal case. A
 * cheaper `>` would hide exactly that work until a later run cleared the
 * debounce. The modification test is anchored on the last Dream heading's
 * start time — never on a SKIP comment — so a file that landed while that run
 * was working still counts as unread.
 */
import { HOUR_MS, MINUTE_MS } from '../lib/dates';
import type { DreamOptions } from '../context';
import type { GuardianDecision, IsoDate, SourceLog } from '../types';
import type { Watermark } from './watermark';

export interface GuardianInput {
  trigger: DreamOptions['trigger'];
  watermark: Watermark;
  logs: readonly SourceLog[];
  /** epoch ms */
  now: number;
  /** local date of `now`; logs dated later are not due yet */
  today: IsoDate;
  debounceHours: number;
}

// Sync between devices can put a heading slightly ahead of this clock.
const CLOCK_SKEW_MS = 5 * MINUTE_MS;

function hours(ms: number): string {
  const h = ms / HOUR_MS;
  return h < 10 ? h.toFixed(1) : String(Math.round(h));
}

export function guardian(input: GuardianInput): GuardianDecision {
  const { trigger, watermark: wm, logs, now, today, debounceHours } = input;
  if (trigger !== 'scheduled') {
    return { run: true, reason: `${trigger} run: the guardian only judges scheduled runs.` };
  }
  if (!wm.hasEntries) return { run: true, reason: 'First run: no dream log entries yet.' };
  if (wm.newestEntryIsBackfill) {
    // A backfill fills history and leaves the frontier alone, so ordinary
    // work may still be waiting behind it.
    return { run: true, reason: 'The last entry was a backfill (no "Consolidated through"), so ordinary work may be waiting.' };
  }
  const last = wm.lastDreamAt;
  if (last === null) {
    return { run: true, reason: 'The last dream heading has no readable time, so the debounce cannot be judged.' };
  }
  if (last > now + CLOCK_SKEW_MS) {
    return { run: true, reason: 'The last dream heading is in the future (clock or sync problem); not trusting it to skip.' };
  }
  const age = now - last;
  const debounceMs = debounceHours * HOUR_MS;
  if (age >= debounceMs) {
    return { run: true, reason: `The last dream was ${hours(age)} h ago (debounce ${debounceHours} h).` };
  }

  const due = logs.filter((l) => l.date <= today && (wm.watermark === null || l.date >= wm.watermark));
  const changed = due.filter((l) => l.mtime > last);
  if (changed.length > 0) {
    const first = changed[0]!;
    return {
      run: true,
      reason: `${changed.length} source${changed.length === 1 ? '' : 's'} dated on or after ${wm.watermark ?? 'the watermark'} changed since the last dream (e.g. ${first.path}).`,
    };
  }
  // Logs dated strictly after the watermark are always selected in full; when
  // the batch cap deferred them they are unread whatever their mtime says, and
  // waiting a whole debounce per batch would make a backlog take weeks.
  const deferred = wm.watermark === null ? [] : due.filter((l) => l.date > wm.watermark!);
  if (deferred.length > 0) {
    return {
      run: true,
      reason: `${deferred.length} log${deferred.length === 1 ? '' : 's'} dated after the watermark ${wm.watermark} still wait${deferred.length === 1 ? 's' : ''} to be read.`,
    };
  }
  return {
    run: false,
    reason: `The last dream was ${hours(age)} h ago (debounce ${debounceHours} h) and no source dated on or after ${wm.watermark ?? 'the watermark'} changed since.`,
  };
}
