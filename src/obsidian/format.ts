/**
 * Small, pure formatting for what the panels and notices show. Kept apart from
 * the views so the wording can be tested without a DOM.
 */
import { DAY_MS } from '../core/engine';
import type { RunSummary } from '../core/types';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "2026-11-27 14:05" in the device's zone: the person reads local time. */
export function formatTime(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatAge(epochMs: number, now: number): string {
  const days = Math.floor((now - epochMs) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 60) return `${days} days ago`;
  return `${Math.floor(days / 30)} months ago`;
}

export function pendingLabel(count: number): string {
  if (count === 0) return 'No candidates waiting for review';
  return `${plural(count, 'candidate')} waiting for review`;
}

/** The one line a finished run leaves in a notice. */
export function summaryLine(s: RunSummary): string {
  if (s.status === 'skipped') {
    const why = s.messages.find((m) => m.level === 'info')?.text;
    return `Dream skipped${why ? `: ${why}` : '.'}`;
  }
  if (s.status === 'noop') return 'Dream finished: no new daily notes since the last dream, nothing written.';
  const notes = s.written.filter((w) => !w.path.endsWith('dream-log.md')).length;
  const parts = [
    `${plural(s.logsSelected, 'log')} consolidated`,
    `${plural(notes, 'note')} written`,
  ];
  if (s.logsDeferred > 0) parts.push(`${s.logsDeferred} deferred to the next run`);
  if (s.pending > 0) parts.push(`${plural(s.pending, 'candidate')} waiting for review`);
  if (s.secretsOmitted > 0) parts.push(`${plural(s.secretsOmitted, 'secret')} left out (check the report)`);
  const head = s.status === 'stopped' ? 'Dream stopped early' : 'Dream finished';
  const tail = s.reportPath ? ` Report: ${s.reportPath}.` : '';
  return `${head}: ${parts.join(', ')}.${tail}`;
}
