/**
 * Small, pure formatting for what the panels and notices show. Kept apart from
 * the views so the wording can be tested without a DOM.
 */
import { afterFrontmatter, DAY_MS, fallbackSentence } from '../core/run/shell';
import type { RunSummary } from '../core/engine';
import type { ReviewResult } from './service';

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
  // The notes a person finds changed: the dream log and the report are the plugin's own.
  const notes = s.written.filter((w) => !w.path.endsWith('dream-log.md') && w.path !== s.reportPath).length;
  const parts = [
    `${plural(s.logsSelected, 'daily note')} read`,
    `${plural(notes, 'note')} written`,
  ];
  if (s.logsDeferred > 0) parts.push(`${s.logsDeferred} more daily notes wait for the next dream`);
  if (s.pending > 0) parts.push(`${plural(s.pending, 'candidate')} waiting for review`);
  if (s.secretsOmitted > 0) parts.push(`${plural(s.secretsOmitted, 'secret')} left out (check the report)`);
  // A run stopped before reading anything (a cloud model without its key) says why, and only that.
  const why = s.status === 'stopped' && s.logsSelected === 0 ? s.messages.find((m) => m.level === 'error')?.text : undefined;
  if (why !== undefined) return `Dream stopped: ${why}`;
  const head = s.status === 'stopped' ? 'Dream stopped early' : 'Dream finished';
  const offline = fallbackSentence(s.modelFallbacks, s.logsSelected);
  const tail = s.reportPath ? ` Report: ${s.reportPath}.` : '';
  return `${head}: ${parts.join(', ')}.${offline ? ` ${offline}` : ''}${tail}`;
}

/**
 * The title a person knows a note by: its file name without `.md` (a skill's
 * folder for `SKILL.md`); a kebab-case file name reads as words
 * (`bike-rebuild.md` → "Bike rebuild"), which is also the alias such a note
 * carries, so `[[Bike rebuild]]` reaches it.
 */
export function noteTitle(path: string): string {
  const parts = path.split('/');
  let name = parts.at(-1) ?? path;
  if (name === 'SKILL.md' && parts.length > 1) name = parts.at(-2)!;
  name = name.replace(/\.md$/i, '');
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(name) && !/^\d{4}-\d{2}-\d{2}/.test(name)) {
    const words = name.replace(/-/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return name;
}

export function reviewNotice(r: ReviewResult): string {
  const parts: string[] = [];
  if (r.approved.length > 0) parts.push(`Approved ${plural(r.approved.length, 'candidate')}`);
  if (r.rejected.length > 0) parts.push(`Rejected ${plural(r.rejected.length, 'candidate')}`);
  if (r.written.length > 0) parts.push(`wrote ${r.written.join(', ')} (backed up first)`);
  let text = parts.length > 0 ? `${parts.join('; ')}.` : 'Nothing changed.';
  if (r.failed.length > 0) {
    text += ` Not done: ${r.failed.map((f) => f.reason).join('; ')}.`;
  }
  return text;
}

/** The title of the note a candidate goes to: its heading as approving would write it, else its file's title. */
export function targetTitle(item: { target: string; after: string | null }): string {
  const h1 = item.after ? /^# (.+)$/m.exec(afterFrontmatter(item.after)) : null;
  return h1?.[1]?.trim() || noteTitle(item.target);
}
