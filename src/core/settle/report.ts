/**
 * The dream report: what one run read, wrote, held back and why, in
 * `reportsFolder/YYYY-MM-DD.md`. A second run on the same day appends its own
 * section rather than overwriting the first.
 *
 * A run that wrote nothing says WHY. Memory systems whose thresholds were
 * unreachable looked broken for weeks because a quiet night and a broken one
 * read the same; the report is where the difference shows.
 *
 * Candidate text copied here is cut to one short line, and a pending
 * candidate's text is not copied at all: the review screen held it because it
 * carried front matter, HTML, an internal path or command-like text, and this
 * report is a note like any other.
 */
import { fallbackLines, fallbackSentence } from '../formats/model-fallbacks';
import { inertText } from '../formats/inert';
import { modelCallLines } from './model-calls';
import type { UnplacedObservation, UnplacedReason } from '../rank/unplaced';
import { formatInstant, utcDate, localDate } from '../lib/dates';
import { joinPath } from '../lib/paths';
import { containsSecret, redactSecrets, SECRET_NOTE } from '../secrets/scan';
import type { ReportMessage, Tier } from '../ports/types';
import { noteName, safeAlias, wikilink } from '../formats/wikilink';
import { holdText } from '../rank/hold';
import { plainTerms } from '../formats/plain-words';
import type { WrittenFile } from '../state/manifest';
import type { RunOutcome } from '../state/transaction';
import type { Plan } from '../consolidate/plan';

interface ReportOptions {
  /** IANA zone for the heading and the file date; default UTC */
  timeZone?: string;
}

export function reportPath(plan: Plan, timeZone = 'UTC'): string {
  const date = localDate({ now: () => plan.startedAt, timeZone }, plan.startedAt);
  return joinPath(plan.settings.reportsFolder, `${date}.md`);
}

function link(path: string): string {
  return path.endsWith('.md') ? wikilink(path, noteName(path)) : `\`${safeAlias(path).replace(/`/g, "'")}\``;
}

/** One short, inert line of someone's text: no line breaks, no heading, no secret. */
function quoteLine(text: string, max = 100): string {
  if (containsSecret(text)) return SECRET_NOTE;
  const one = text.replace(/\s+/g, ' ').trim().replace(/^#+\s*/, '');
  const chars = Array.from(one);
  return inertText(chars.length > max ? chars.slice(0, max - 1).join('') + '…' : one);
}

function kib(bytes: number): string {
  return (Math.round((bytes / 1024) * 10) / 10).toFixed(1);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function tierOf(plan: Plan, w: WrittenFile): Tier | 'index' | 'log' | 'report' | 'reflection' | null {
  const planned = plan.writes.find((p) => p.target === w.path);
  if (planned) return planned.tier;
  if (w.path === plan.settings.indexPath) return 'index';
  if (w.path === plan.settings.dreamLogPath) return 'log';
  if (w.path.startsWith(plan.settings.reportsFolder + '/')) return 'report';
  if (plan.settings.reflectionsFolder !== '' && w.path.startsWith(plan.settings.reflectionsFolder + '/')) return 'reflection';
  return null;
}

const TIER_TITLES: [Tier | 'index' | 'log' | 'reflection', string][] = [
  [1, 'Daily digests'],
  ['reflection', 'Reflections'],
  [2, 'Topic notes'],
  [3, 'Identity and skills (approved)'],
  ['index', 'Index'],
  ['log', 'Dream log'],
];

/** Why a run wrote no tier note, in the order a person would check. */
function quietReasons(plan: Plan, outcome: RunOutcome): string[] {
  const out: string[] = [];
  const s = plan.settings;
  if (outcome.stopped) out.push(`Writing stopped: ${outcome.stopReason ?? 'a hard stop'}. Nothing after that point was written.`);
  if (plan.guardian && !plan.guardian.run) out.push(`The scheduled run was skipped: ${plan.guardian.reason}`);
  if (plan.selection.selected.length === 0) {
    out.push(
      plan.selection.watermark === null
        ? 'No daily notes were found to read. Check the source folders in settings.'
        : `No daily note dated on or after ${plan.selection.watermark} changed since the last run, so there was nothing new to read.`,
    );
    return out;
  }
  const tiered = plan.candidates.filter((c) => c.tier >= 1).length;
  if (plan.candidates.length === 0) {
    out.push(`The ${plural(plan.selection.selected.length, 'note')} read held nothing recognised as a fact, preference, decision, procedure, project status or todo.`);
  }
  if (plan.gatedOut.length > 0 && tiered === 0) {
    out.push(`All ${plural(plan.gatedOut.length, 'candidate')} scored below the daily digest threshold (${s.tier1Threshold.toFixed(2)}); see “Left out (and why)”.`);
  }
  if (plan.pending.length > 0) out.push(`${plural(plan.pending.length, 'candidate')} ${plan.pending.length === 1 ? 'waits' : 'wait'} for your approval before being written.`);
  const repeats = plan.candidates.filter((c) => c.duplicateOf !== undefined).length;
  if (repeats > 0) out.push(`${plural(repeats, 'candidate')} repeat what the notes already say.`);
  if (outcome.skipped.length > 0) out.push(`${plural(outcome.skipped.length, 'target')} could not be written; see “Skipped”.`);
  if (outcome.reverted.length > 0) out.push(`${plural(outcome.reverted.length, 'write')} no longer met their threshold when read back after writing and were undone; see “Reverted”.`);
  if (out.length === 0) out.push('Every candidate was already in the notes, or was dropped before writing (see the messages).');
  return out;
}

function backupFolders(written: readonly WrittenFile[]): string[] {
  const dirs = new Set<string>();
  for (const w of written) {
    if (w.backup === null) continue;
    const m = /^(.*?\/backups\/[^/]+)\//.exec(w.backup);
    dirs.add(m ? m[1]! : w.backup.slice(0, w.backup.lastIndexOf('/')));
  }
  return [...dirs].sort();
}

function messageLine(m: ReportMessage): string {
  const where = m.path !== undefined && !m.text.includes(m.path) ? ` (${m.path})` : '';
  const level = m.level === 'error' ? '**Error:** ' : m.level === 'warn' ? '**Warning:** ' : '';
  return `- ${level}${inertText(plainTerms(m.text.replace(/\s*\n\s*/g, ' ')))}${where}`;
}

/**
 * How many notes wait for the next dream and why, in plain words: the batch
 * cap, and where inside a date this dream stopped (sense/cursor.ts).
 */
function deferredWhy(plan: Plan): string | null {
  const sel = plan.selection;
  if (sel.deferred.length === 0 || sel.mode === 'backfill') return null;
  const s = plan.settings;
  const cap = `a dream reads at most ${plural(s.batchMaxLogs, 'daily note')} or ${s.batchMaxKiB} KiB of them (“Notes per dream” in the settings)`;
  const last = sel.selected[sel.selected.length - 1];
  const inDay = last === undefined ? 0 : sel.deferred.filter((l) => l.date === last.date).length;
  const waiting = `${plural(sel.deferred.length, 'daily note')} ${sel.deferred.length === 1 ? 'waits' : 'wait'} for the next dream, because ${cap}`;
  if (last === undefined || inDay === 0) return `${waiting}; the next dream starts at ${sel.deferred[0]!.date}.`;
  const readThere = sel.selected.filter((l) => l.date === last.date).length;
  return `${waiting}. This dream stopped part-way through the notes dated ${last.date} (${readThere} read, ${inDay} not yet, in file-name order); the next dream goes on from there, and a note of that day changed behind that point is read again.`;
}

export function renderReportSection(plan: Plan, outcome: RunOutcome, audit: readonly ReportMessage[], opts: ReportOptions = {}): string {
  const tz = opts.timeZone ?? 'UTC';
  const out: string[] = [];
  out.push(`## Dream run ${plan.runId} · ${formatInstant(plan.startedAt, tz)}`, '');
  runFacts(plan, outcome, out);
  out.push('');

  // ------------------------------------------------ written
  writtenSection(plan, outcome, out);

  // ------------------------------------------------ held back
  heldBackSections(plan, outcome, out);

  // ------------------------------------------------ for the person to look at
  lookAtSections(plan, outcome, audit, out);
  // Messages and reasons come from many places; whatever slipped into them,
  // the report must not be where a credential is finally written down.
  return redactSecrets(out.join('\n').replace(/\n+$/, '\n')).text;
}

/** The run in a few lines: trigger, watermark, logs, candidates, duration and model use, the index's size. */
function runFacts(plan: Plan, outcome: RunOutcome, out: string[]): void {
  const s = plan.settings;
  const sel = plan.selection;
  const completed = !outcome.stopped;
  const recorded = outcome.watermarkAfter !== undefined ? outcome.watermarkAfter : sel.newWatermark;
  const after = completed ? (recorded ?? sel.watermark) : sel.watermark;
  const wm = (d: string | null): string => d ?? 'none';
  const tokens = outcome.tokens ?? plan.tokens;
  out.push(`- Trigger: ${plan.trigger}`);
  out.push(
    plan.trigger === 'approval'
      ? `- Read up to: ${wm(sel.watermark)} (unchanged: an approval reads no source)`
      : sel.mode === 'backfill'
      ? `- Read up to: ${wm(sel.watermark)} (unchanged: a backfill fills in history before it)`
      : `- Read up to: ${wm(sel.watermark)} → ${wm(after)}${completed ? '' : ' (not moved: the run stopped)'}`,
  );
  const deferred = sel.deferred.length > 0 ? `, ${plural(sel.deferred.length, 'log')} deferred to the next run` : '';
  const behind = sel.leftBehind > 0 ? `, ${plural(sel.leftBehind, 'older log')} left behind, older than the date read up to (a backfill reads them)` : '';
  out.push(`- Logs: ${sel.selected.length} selected (${kib(sel.selectedBytes)} KiB)${deferred}${behind}`);
  const why = deferredWhy(plan);
  if (why !== null) out.push(`- Deferred: ${why}`);
  const byTier = [0, 1, 2, 3].map((t) => plan.candidates.filter((c) => c.tier === t).length);
  out.push(`- Candidates: ${plan.candidates.length} (daily digest: ${byTier[1]}, topic note: ${byTier[2]}, identity or skill note: ${byTier[3]}, below every threshold: ${byTier[0]})`);
  out.push(`- Duration: ${Math.round(outcome.durationMs / 1000)} s · model: ${plural(tokens.calls, 'call')}, ${tokens.promptTokens} prompt + ${tokens.completionTokens} completion tokens`);
  const target = Math.floor((s.indexBudgetChars * s.indexTargetPct) / 100);
  out.push(`- Index: ${outcome.indexCharsBefore} → ${outcome.indexCharsAfter} characters (target ${target}, budget ${s.indexBudgetChars})${outcome.indexCharsAfter > target ? ' — **over the target**' : ''}`);
}

/** What was written, by tier, or why nothing was. */
function writtenSection(plan: Plan, outcome: RunOutcome, out: string[]): void {
  const tierWrites = outcome.written.filter((w) => typeof tierOf(plan, w) === 'number');
  out.push('### Written', '');
  if (outcome.written.length === 0) out.push('Nothing.', '');
  for (const [tier, title] of TIER_TITLES) {
    const ws = outcome.written.filter((w) => tierOf(plan, w) === tier);
    if (ws.length === 0) continue;
    out.push(`#### ${title}`);
    for (const w of ws) {
      const said = plan.writes.find((p) => p.target === w.path)?.reason;
      const reason = said === undefined ? undefined : inertText(said);
      out.push(`- ${w.action === 'create' ? 'created' : 'updated'} ${link(w.path)}${reason ? ` — ${reason}` : ''}`);
    }
    out.push('');
  }
  if (tierWrites.length === 0) {
    out.push('### Why nothing was written', '');
    for (const r of quietReasons(plan, outcome)) out.push(`- ${r}`);
    out.push('');
  }
}

/** What waits for approval, what the gates left out and why, the model calls, what was reverted or skipped. */
function heldBackSections(plan: Plan, outcome: RunOutcome, out: string[]): void {
  if (plan.pending.length > 0) {
    out.push('### Pending review', '');
    out.push(`${plural(plan.pending.length, 'candidate')} ${plan.pending.length === 1 ? 'waits' : 'wait'} for your approval. Review ${plan.pending.length === 1 ? 'it' : 'them'} in the Pending panel (ribbon icon), or with \`vault-dreaming review\`. Their text is shown there, not here.`);
    const reasons = new Map<string, number>();
    for (const c of plan.pending) {
      const r = c.hold ? plainTerms(holdText(c.hold)) : 'held for review';
      reasons.set(r, (reasons.get(r) ?? 0) + 1);
    }
    for (const [r, n] of [...reasons].sort((a, b) => b[1] - a[1])) out.push(`- ${n} × ${r}`);
    out.push('');
  }
  out.push('### Left out (and why)', '');
  if (plan.gatedOut.length === 0) out.push('None.');
  for (const g of plan.gatedOut) out.push(`- “${quoteLine(g.text)}” — ${plainTerms(g.reason)}`);
  out.push('');
  unplacedSection(plan, out);
  const calls = modelCallLines(plan.modelCalls);
  if (calls.length > 0) out.push('### Model calls', '', calls.join('\n'), '');
  const offline = fallbackLines(plan.modelFallbacks);
  if (offline.length > 0) out.push('### Read offline instead of by the model', '', fallbackSentence(plan.modelFallbacks, plan.selection.selected.length)!, '', offline.join('\n'), '');
  out.push('### Reverted', '');
  if (outcome.reverted.length === 0) out.push('None.');
  for (const r of outcome.reverted) out.push(`- ${r}`);
  out.push('');
  if (outcome.skipped.length > 0) {
    out.push('### Skipped', '');
    for (const m of outcome.skipped) out.push(messageLine(m));
    out.push('');
  }
}

const UNPLACED_ORDER: readonly UnplacedReason[] = ['gated out', 'merged into a line', 'held', 'refused'];

/**
 * Every observation the model gave that is in no note, with why; the gated-out
 * ones are quoted under "Left out (and why)" and only counted here.
 */
function unplacedSection(plan: Plan, out: string[]): void {
  // What a call's answer held that could not be read as an observation (no span of its request, the schema) is refused too; its words were never kept.
  const onRead: UnplacedObservation[] = (plan.modelCalls ?? []).flatMap((c) =>
    c.droppedOnRead.map((why) => ({ reason: 'refused' as const, text: null, where: c.sources.map((x) => `${x.path} ${x.lines}`), detail: `dropped on reading call ${c.n}'s answer (${why})` })),
  );
  const all = [...(plan.unplaced ?? []), ...onRead];
  if (all.length === 0) return;
  out.push("### The model's observations in no note", '');
  const by = UNPLACED_ORDER.map((r) => [r, all.filter((u) => u.reason === r).length] as const).filter(([, n]) => n > 0);
  out.push(`${plural(all.length, 'observation')}: ${by.map(([r, n]) => `${n} ${r}`).join(', ')}${by.some(([r]) => r === 'gated out') ? ' (the gated-out ones are quoted under “Left out (and why)”)' : ''}.`, '');
  for (const u of all) {
    if (u.reason === 'gated out') continue;
    const where = u.where.length > 0 ? ` (${u.where.join(', ')})` : '';
    const why = `${u.reason}: ${plainTerms(inertText(u.detail))}${where}`;
    out.push(u.text === null ? `- ${why}` : `- “${quoteLine(u.text)}” — ${why}`);
  }
  out.push('');
}

/** What the person should look at: unreachable topics, near duplicates, secrets left out, backups, the audit, messages. */
function lookAtSections(plan: Plan, outcome: RunOutcome, audit: readonly ReportMessage[], out: string[]): void {
  if (plan.unreachable.length > 0) {
    out.push('### Unreachable topics', '');
    out.push('Topic notes changed since the last run that no index entry links to. Link them from the index if a reader would look for them there; nothing was added automatically.');
    for (const u of plan.unreachable) out.push(`- ${link(u.path)} — changed ${utcDate(u.mtime)}`);
    out.push('');
  }
  const nearDupes = plan.messages.filter((m) => m.kind === 'near-duplicate');
  if (nearDupes.length > 0) {
    out.push('### Near-duplicate notes', '');
    for (const m of nearDupes) out.push(`- ${m.text}`);
    out.push('');
  }
  const refused = outcome.guardRefused;
  if (plan.secretsOmitted.length > 0 || refused.length > 0) {
    out.push('### Sensitive values omitted', '');
    if (plan.secretsOmitted.length > 0) {
      const n = plan.secretsOmitted.length;
      // "Not copied" is what the final write guard checked on every file this run wrote, not a hope.
      out.push(`**Alert:** ${plural(n, 'sensitive value')} (authentication material) ${n === 1 ? 'was' : 'were'} found in the sources and not copied anywhere (the final check read every file this run wrote). Those sources need manual review:`);
      for (const x of plan.secretsOmitted) out.push(`- ${link(x.path)} ${x.line === 0 ? 'file name' : `line ${x.line}`} (${x.kind})`);
    }
    if (refused.length > 0) {
      out.push(`**Alert:** the final check refused to write ${plural(refused.length, 'file')} whose new text still carried a sensitive value; ${refused.length === 1 ? 'it was' : 'they were'} left as before:`);
      for (const p of refused) out.push(`- ${p}`);
    }
    out.push('');
  }
  const backups = backupFolders(outcome.written);
  if (backups.length > 0) {
    out.push('### Backups', '');
    const n = outcome.written.filter((w) => w.backup !== null).length;
    out.push(`${plural(n, 'file')} backed up before being rewritten, in ${backups.map((b) => `\`${b}/\``).join(', ')}. \`vault-dreaming undo\` or the Dream log panel restores them.`);
    out.push('');
  }
  if (audit.length > 0) {
    out.push('### Index curation and audit', '');
    for (const m of audit) out.push(messageLine(m));
    out.push('');
  }
  const rest = [...plan.messages, ...(outcome.settleMessages ?? [])].filter((m) => m.kind !== 'near-duplicate');
  if (rest.length > 0) {
    out.push('### Messages', '');
    for (const m of rest) out.push(messageLine(m));
    out.push('');
  }
}

/** A whole new report file for this run. */
export function renderReport(plan: Plan, outcome: RunOutcome, audit: readonly ReportMessage[], opts: ReportOptions = {}): string {
  const date = localDate({ now: () => plan.startedAt, timeZone: opts.timeZone ?? 'UTC' }, plan.startedAt);
  return `# Dream report ${date}\n\n${renderReportSection(plan, outcome, audit, opts)}`;
}

/** Add this run's section to a report another run already wrote today, in that file's line endings. */
export function appendReportSection(existing: string, section: string): string {
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  let base = existing;
  if (base.trim() !== '') {
    if (!base.endsWith('\n')) base += eol;
    if (!/\r?\n\r?\n$/.test(base)) base += eol;
  }
  return base + section.replace(/\r\n/g, '\n').replace(/\n/g, eol);
}
