/**
 * Plain-text views of a plan, a run summary and a status report, for the CLI
 * (and anything else that wants to show them as text). A person reads these
 * at a terminal to decide whether to let a run write: the order follows the
 * questions they ask — what will be read, what it found, what will be written
 * and why, what was held back — and every number carries its unit.
 */
import { wholeDays, localParts, type IsoDate } from '../lib/dates';
import type { UndoResult } from './undo';
import type { PendingView } from '../review/pending-queue';
import { holdText } from '../rank/hold';
import type { ReportMessage, Tier } from '../ports/types';
import { append } from '../lib/arrays';
import { describeModelEstimate } from './model-estimate-words';
import { fallbackSentence } from '../formats/model-fallbacks';
import type { SourceRef } from '../extract/spans';
import type { Candidate } from '../rank/candidate';
import type { Plan } from '../consolidate/plan';
import type { RunSummary } from './execute';
import type { IncompleteRun } from './recovery';

export interface StatusReport {
  watermark: IsoDate | null;
  lastDream: { number: number; startedAt: number; trigger: string } | null;
  /** the newest run that wrote approved candidates (it reads no source) */
  lastApproval?: { number: number; startedAt: number } | null;
  pending: number;
  lock: { deviceId: string; startedAt: number; expiresAt: number } | null;
  incompleteRuns: IncompleteRun[];
  sourceLogs: number;
  unreadLogs: number;
  messages: ReportMessage[];
}

interface RenderOptions {
  /** zone for times; UTC when absent */
  timeZone?: string;
  /** lines of each write's diff to show before eliding; default 40 */
  maxDiffLines?: number;
  /** index entries to list by age; default 15 */
  maxIndexAges?: number;
}

const TIER_TITLE: Record<Tier, string> = {
  3: 'Tier 3: identity and skills',
  2: 'Tier 2: topic notes',
  1: 'Tier 1: daily digest',
  0: 'Below tier 1 (dropped)',
};

const SIGNAL_NAMES = ['importance', 'recurrence', 'novelty', 'stability', 'actionability', 'explicit', 'recency'] as const;

export function renderPlan(plan: Plan, opts: RenderOptions = {}): string {
  const out: string[] = [];
  const sel = plan.selection;
  out.push(`Dream plan ${plan.runId} (${plan.trigger}, ${when(plan.startedAt, opts)})`);
  out.push('Dry run: nothing has been written.');
  if (plan.guardian) out.push(`Guardian: ${plan.guardian.run ? 'run' : 'skip'}, ${plan.guardian.reason}`);

  section(out, 'Watermark');
  const after = sel.newWatermark ?? (sel.mode === 'backfill' ? 'unchanged (backfill)' : 'unchanged');
  out.push(`  ${sel.watermark ?? 'none (first run)'} -> ${after}   [${sel.mode}]`);
  if (sel.frontierTimestamp !== null) out.push(`  frontier: ${when(sel.frontierTimestamp, opts)}`);

  section(out, `Selected logs: ${sel.selected.length}, ${kib(sel.selectedBytes)}`);
  if (sel.selected.length === 0) out.push('  none: nothing new since the watermark');
  for (const log of sel.selected) out.push(`  ${log.path}  ${kib(log.size)}${log.kind === 'transcript' ? '  (transcript)' : ''}`);
  if (sel.deferred.length > 0) {
    out.push(`  deferred to a later run (batch cap): ${sel.deferred.length}`);
    for (const log of sel.deferred) out.push(`    ${log.path}  ${kib(log.size)}`);
  }
  if (sel.leftBehind > 0) out.push(`  left behind (older than the first batch, use backfill): ${sel.leftBehind}`);
  for (const note of sel.notes) out.push(`  note: ${note}`);

  section(out, `Candidates: ${plan.candidates.length} from ${plan.spans} spans`);
  if (plan.candidates.length === 0) out.push('  none');
  for (const tier of [3, 2, 1, 0] as Tier[]) {
    const group = plan.candidates.filter((c) => c.tier === tier).sort((a, b) => b.confidence - a.confidence);
    if (group.length === 0) continue;
    out.push(`  ${TIER_TITLE[tier]} (${group.length})`);
    for (const c of group) append(out, candidateLines(c, '    '));
  }

  section(out, `Pending review: ${plan.pending.length}`);
  for (const c of plan.pending) {
    out.push(`  ${c.id}  ${oneLine(c.text)}`);
    out.push(`    held because: ${c.hold ? holdText(c.hold) : 'approval required'}`);
  }

  section(out, `Gated out: ${plan.gatedOut.length}`);
  for (const g of plan.gatedOut) out.push(`  ${fix2(g.confidence)}  ${oneLine(g.text)}\n    why: ${g.reason}`);

  section(out, `Planned writes: ${plan.writes.length}`);
  if (plan.writes.length === 0) out.push('  none');
  const maxDiff = opts.maxDiffLines ?? 40;
  for (const w of plan.writes) {
    out.push(`  ${w.action} ${w.target}  [${typeof w.tier === 'number' ? `tier ${w.tier}` : w.tier}]`);
    out.push(`    reason: ${w.reason}`);
    const diff = diffBody(w.diff);
    for (const line of diff.slice(0, maxDiff)) out.push(`    ${line}`);
    if (diff.length > maxDiff) out.push(`    ... ${diff.length - maxDiff} more diff lines`);
  }

  if (plan.unreachable.length > 0) {
    section(out, `Unreachable topics (no index entry links to them): ${plan.unreachable.length}`);
    for (const u of plan.unreachable) out.push(`  ${u.path}  modified ${when(u.mtime, opts)}${u.excerpt ? `  "${oneLine(u.excerpt, 60)}"` : ''}`);
  }

  section(out, `Index: ${plan.indexChars.toLocaleString('en-US')} of ${plan.settings.indexBudgetChars.toLocaleString('en-US')} characters`);
  if (plan.indexChars > plan.settings.indexBudgetChars) out.push('  over budget: detail will be sunk to topic notes');
  const ages = [...plan.indexAges].sort((a, b) => (a.mtime ?? -Infinity) - (b.mtime ?? -Infinity));
  const maxAges = opts.maxIndexAges ?? 15;
  if (ages.length > 0) out.push(`  entries by age of their target (oldest first):`);
  for (const a of ages.slice(0, maxAges)) {
    const age = a.mtime === null ? 'target missing' : `${wholeDays(plan.startedAt - a.mtime)} d`;
    out.push(`    ${age.padStart(14)}  ${oneLine(a.entry, 70)}`);
  }
  if (ages.length > maxAges) out.push(`    ... ${ages.length - maxAges} more entries`);

  if (plan.secretsOmitted.length > 0) {
    section(out, `Secrets omitted: ${plan.secretsOmitted.length} (values never copied; review these sources by hand)`);
    for (const s of plan.secretsOmitted) out.push(`  ${s.path}#L${s.line}  ${s.kind}`);
  }

  const estimate = plan.modelEstimate;
  if (plan.tokens.calls > 0 || estimate) {
    section(out, plan.tokens.calls > 0 ? 'Model' : 'Model (not asked by this preview; candidates above are from the offline extractor)');
    if (plan.tokens.calls > 0) out.push(`  ${plan.tokens.calls} calls, ${plan.tokens.promptTokens} prompt + ${plan.tokens.completionTokens} completion tokens`);
    if (estimate) out.push(`  a dream would ${describeModelEstimate(estimate)}`);
    if (estimate?.overBudget) out.push(`  OVER BUDGET: ${estimate.overBudget}; a dream would make no model call and read every note offline`);
  }

  messages(out, plan.messages);
  return out.join('\n') + '\n';
}

export function renderRunSummary(summary: RunSummary, opts: RenderOptions = {}): string {
  void opts;
  const out: string[] = [];
  out.push(`Dream ${summary.runId} (${summary.trigger}): ${STATUS_TEXT[summary.status]}`);
  out.push(`  watermark: ${summary.watermarkBefore ?? 'none'} -> ${summary.watermarkAfter ?? 'unchanged'}`);
  out.push(`  logs: ${summary.logsSelected} read (${kib(summary.bytes)}), ${summary.logsDeferred} deferred`);
  const t = summary.candidatesByTier;
  out.push(`  candidates: tier 3 ${t['3']}, tier 2 ${t['2']}, tier 1 ${t['1']}, dropped ${t['0']}`);
  out.push(`  pending review: ${summary.pending}   gated out: ${summary.gatedOut}`);
  if (summary.tokens.calls > 0) {
    out.push(`  model: ${summary.tokens.calls} calls, ${summary.tokens.promptTokens} + ${summary.tokens.completionTokens} tokens`);
  }
  if (summary.modelFallbacks && summary.modelFallbacks.length > 0) {
    const by = new Map<string, number>();
    for (const f of summary.modelFallbacks) by.set(f.reason, (by.get(f.reason) ?? 0) + 1);
    out.push(`  model fallbacks: ${summary.modelFallbacks.length} (${[...by].map(([r, n]) => `${r} ${n}`).join(', ')}); ${fallbackSentence(summary.modelFallbacks, summary.logsSelected)!}`);
  }
  out.push(`  took ${(summary.durationMs / 1000).toFixed(1)} s`);

  section(out, `Written: ${summary.written.length}`);
  for (const w of summary.written) out.push(`  ${w.action.padEnd(6)} ${w.path}${w.backup ? `  (backup ${w.backup})` : ''}`);
  if (summary.reverted.length > 0) {
    section(out, `Reverted (broke a gate on re-check): ${summary.reverted.length}`);
    for (const r of summary.reverted) out.push(`  ${r}`);
  }
  if (summary.unreachable.length > 0) {
    section(out, `Unreachable topics: ${summary.unreachable.length}`);
    for (const u of summary.unreachable) out.push(`  ${u}`);
  }
  if (summary.secretsOmitted > 0) {
    // The final write guard checked every file the run wrote: that is what "never copied" rests on.
    const refused = summary.guardRefused ?? [];
    section(out, `Secrets omitted: ${summary.secretsOmitted} (see the report for where; values never copied${refused.length > 0 ? `; the final check refused to write ${refused.join(', ')}` : ''})`);
  }
  if (summary.reportPath) out.push(`\nReport: ${summary.reportPath}`);
  messages(out, summary.messages);
  return out.join('\n') + '\n';
}

export function renderStatus(status: StatusReport, opts: RenderOptions = {}): string {
  const out: string[] = [];
  out.push('Vault dreaming status');
  out.push(`  watermark: ${status.watermark ?? 'none (no dream yet)'}`);
  out.push(
    status.lastDream
      ? `  last dream: #${status.lastDream.number}, ${when(status.lastDream.startedAt, opts)} (${status.lastDream.trigger})`
      : '  last dream: none',
  );
  if (status.lastApproval) out.push(`  last approval written: #${status.lastApproval.number}, ${when(status.lastApproval.startedAt, opts)}`);
  out.push(`  source logs: ${status.sourceLogs}, not yet consolidated: ${status.unreadLogs}`);
  out.push(`  pending review: ${status.pending}`);
  out.push(
    status.lock
      ? `  lock: held by ${status.lock.deviceId} since ${when(status.lock.startedAt, opts)}, expires ${when(status.lock.expiresAt, opts)}`
      : '  lock: free',
  );
  if (status.incompleteRuns.length > 0) {
    section(out, `Incomplete runs: ${status.incompleteRuns.length} (the next run rolls them back)`);
    for (const r of status.incompleteRuns) {
      out.push(`  ${r.runId}  started ${when(r.startedAt, opts)}, ${r.written.length} files written`);
    }
  }
  messages(out, status.messages);
  return out.join('\n') + '\n';
}

function count(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? '' : 's'}`;
}

/** What undo did, in the words of what happened to each file: put back, or deleted because the dream made it. */
function undoCounts(result: UndoResult): string {
  const parts = [`${count(result.restored.length, 'file')} restored`, `${count(result.removed.length, 'file')} removed`];
  return parts.join(', ');
}

export function renderUndo(result: UndoResult): string {
  const out: string[] = [];
  const pruned = result.refused.filter((r) => r.why === 'pruned');
  if (result.runId === null) out.push('Nothing undone.');
  else if (pruned.length > 0) out.push(`Did not undo run ${result.runId}: the backups it needs were removed by the backup retention setting. Nothing was changed.`);
  else if (result.refused.length === 0) out.push(`Undid run ${result.runId}: ${undoCounts(result)}.`);
  else out.push(`Undid run ${result.runId} in part: ${undoCounts(result)}, ${result.refused.length} left alone.`);
  for (const p of result.restored) out.push(`  restored  ${p}`);
  for (const p of result.removed) out.push(`  removed   ${p}`);
  if (result.queue.removed.length > 0) out.push(`  removed   ${count(result.queue.removed.length, 'candidate')} the dream added to the review queue`);
  if (result.queue.restored.length > 0) out.push(`  restored  ${count(result.queue.restored.length, 'candidate')} in the review queue as they were before the dream`);
  if (pruned.length > 0) {
    section(out, 'Backups removed (older than the retention setting keeps):');
    for (const r of pruned) out.push(`  ${r.path}: ${r.reason}`);
  }
  const changed = result.refused.filter((r) => r.why !== 'no-backup' && r.why !== 'pruned');
  const noBackup = result.refused.filter((r) => r.why === 'no-backup');
  if (changed.length > 0) {
    section(out, 'Left alone (changed since the run wrote them; nothing of yours is overwritten):');
    for (const r of changed) out.push(`  ${r.path}: ${r.reason}`);
  }
  if (noBackup.length > 0) {
    section(out, 'Not restored (no usable backup; the file stays as the run wrote it):');
    for (const r of noBackup) out.push(`  ${r.path}: ${r.reason}`);
  }
  messages(out, result.messages);
  return out.join('\n') + '\n';
}

/** The review queue as a person works through it: what, why it waits, where from. */
export function renderPendingList(views: readonly PendingView[]): string {
  if (views.length === 0) return 'No candidates waiting for review.\n';
  const out: string[] = [];
  const order: PendingView['state'][] = ['pending', 'approved', 'expired', 'applied'];
  const title: Record<PendingView['state'], string> = {
    pending: 'Waiting for review',
    approved: 'Approved, written by the next run',
    expired: 'Approval expired (approve again to keep)',
    applied: 'Approved and written',
  };
  for (const state of order) {
    const group = views.filter((v) => v.state === state);
    if (group.length === 0) continue;
    if (out.length > 0) out.push('');
    out.push(`${title[state]}: ${group.length}`);
    for (const v of group) {
      const c = v.candidate;
      out.push(`  ${c.id}  ${fix2(c.confidence)}  tier ${c.tier}  ${oneLine(c.text)}`);
      out.push(`      ${c.kind}, topic ${c.topic}, recurrence ${c.recurrence}, queued ${v.addedOn}${v.edited ? ', edited' : ''}${c.derivedFromUntrusted ? '  [UNTRUSTED SOURCE]' : ''}`);
      if (c.hold) out.push(`      held: ${holdText(c.hold)}`);
      out.push(`      sources: ${mergeSourceRefs(c.sources).map(sourceRef).join(', ') || 'none'}`);
      if (v.receipt) out.push(`      receipt: ${v.receipt.reviewer} on ${v.receipt.reviewedOn}, valid until ${v.receipt.expiresOn}: ${oneLine(v.receipt.rationale, 70)}`);
    }
  }
  out.push('', 'Decide with: review --vault DIR --approve ID --rationale TEXT  |  --reject ID');
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------- pieces

const STATUS_TEXT: Record<RunSummary['status'], string> = {
  completed: 'completed',
  noop: 'nothing to do',
  skipped: 'skipped',
  stopped: 'stopped before finishing; writes cancelled',
};

function candidateLines(c: Candidate, indent: string): string[] {
  const lines: string[] = [];
  const flags = [
    c.derivedFromUntrusted ? 'UNTRUSTED SOURCE' : '',
    c.hold ? 'pending' : '',
    c.secretOmitted ? 'secret omitted' : '',
    c.duplicateOf ? 'repeats an existing line' : '',
  ].filter((f) => f !== '');
  lines.push(`${indent}${fix2(c.confidence)}  ${oneLine(c.text)}`);
  lines.push(
    `${indent}      ${c.kind}, topic ${c.topic}, recurrence ${c.recurrence}, ${c.extractor}${flags.length ? `  [${flags.join(', ')}]` : ''}`,
  );
  lines.push(`${indent}      ${SIGNAL_NAMES.map((n) => `${n} ${fix2(c.signals[n])}`).join(', ')}`);
  lines.push(`${indent}      sources: ${mergeSourceRefs(c.sources).map(sourceRef).join(', ') || 'none'}`);
  for (const r of gateHighlights(c.gateReasons)) lines.push(`${indent}      gate: ${r}`);
  if (c.hold) lines.push(`${indent}      held: ${holdText(c.hold)}`);
  if (c.duplicateOf) lines.push(`${indent}      repeats: ${oneLine(c.duplicateOf, 70)}`);
  return lines;
}

export function sourceRef(s: Pick<SourceRef, 'path' | 'startLine' | 'endLine' | 'untrusted'>): string {
  const lines = s.startLine === s.endLine ? `L${s.startLine}` : `L${s.startLine}-L${s.endLine}`;
  return `${s.path}#${lines}${s.untrusted ? ' (untrusted)' : ''}`;
}

/**
 * Adjacent and overlapping spans of one file read as one range
 * (`#L3-L8`, not six single lines), in file order; untrusted if any part is.
 */
export function mergeSourceRefs<T extends Pick<SourceRef, 'path' | 'startLine' | 'endLine' | 'untrusted'>>(
  refs: readonly T[],
): Pick<SourceRef, 'path' | 'startLine' | 'endLine' | 'untrusted'>[] {
  const byPath = new Map<string, T[]>();
  for (const r of refs) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  const out: Pick<SourceRef, 'path' | 'startLine' | 'endLine' | 'untrusted'>[] = [];
  for (const [path, list] of byPath) {
    const sorted = [...list].sort((a, b) => a.startLine - b.startLine);
    let cur: { path: string; startLine: number; endLine: number; untrusted: boolean } | null = null;
    for (const r of sorted) {
      if (cur && r.startLine <= cur.endLine + 1) {
        cur.endLine = Math.max(cur.endLine, r.endLine);
        cur.untrusted ||= r.untrusted;
      } else {
        if (cur) out.push(cur);
        cur = { path, startLine: r.startLine, endLine: r.endLine, untrusted: r.untrusted };
      }
    }
    if (cur) out.push(cur);
  }
  return out;
}

/**
 * Every gate a candidate meets is implied by the highest one it meets, so only
 * that one is shown, with every miss and every other remark.
 */
function gateHighlights(reasons: readonly string[]): string[] {
  const met = reasons.filter((r) => /\bmet\b/.test(r) && !/\bmissed\b/.test(r));
  const highest = met[met.length - 1];
  return reasons.filter((r) => !met.includes(r) || r === highest);
}

/** The unified diff without its `Index:`/`===` preamble, which says nothing new here. */
function diffBody(diff: string): string[] {
  const lines = diff.replace(/\n$/, '').split('\n');
  const start = lines.findIndex((l) => l.startsWith('---') || l.startsWith('@@'));
  return (start < 0 ? lines : lines.slice(start)).filter((l) => l !== '\\ No newline at end of file');
}

function messages(out: string[], list: ReportMessage[]): void {
  if (list.length === 0) return;
  section(out, `Messages: ${list.length}`);
  for (const m of list) out.push(`  ${m.level.padEnd(5)} ${m.path ? `${m.path}: ` : ''}${m.text}`);
}

function section(out: string[], title: string): void {
  out.push('', title);
}

function when(epochMs: number, opts: RenderOptions): string {
  const p = localParts(epochMs, opts.timeZone ?? 'UTC');
  return `${p.date} ${p.time} ${p.zone}`;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}


function fix2(n: number): string {
  return n.toFixed(2);
}

function oneLine(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
