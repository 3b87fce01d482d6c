/**
 * Post-write audit (Phase 3.6): read what is ON DISK after the run and report
 * what looks wrong. A write call that returned is not evidence that a file
 * changed — a diary trim once reported success on a file it never touched, and
 * only counting the headings afterwards showed it.
 *
 * Findings are reported, never a reason to stop or undo: the work is already
 * committed, and a diagnostic must not block the job it diagnoses. Backups
 * are counted here; the retention rule (state/retention.ts) prunes them.
 */
import type { Settings } from '../ports/settings';
import { parseDreamLog } from '../formats/dreamlog';
import { parseNote } from '../formats/frontmatter';
import { containsSecret } from '../secrets/scan';
import type { ReportMessage } from '../ports/types';
import { countChars } from '../lib/text';
import { provenanceFacts } from '../formats/provenance';
import { misplacedEntries } from './index-curation';
import { readOrNull } from './read';
import { backupsFolder } from '../state/state-paths';
import { retentionRule } from '../state/retention';
import { append } from '../lib/arrays';
import type { RunOutcome } from '../state/transaction';
import type { Plan } from '../consolidate/plan';
import type { SettlePorts } from './settle-ports';


export function auditIndexText(text: string, budget: number, targetPct: number, path: string): ReportMessage[] {
  const out: ReportMessage[] = [];
  const chars = countChars(text);
  const target = Math.floor((budget * targetPct) / 100);
  const pct = Math.round((chars / budget) * 100);
  if (chars > budget) out.push({ level: 'warn', path, text: `The index is ${chars} characters, over its budget of ${budget} (${pct} %); move detail into topic notes or raise the budget.` });
  else if (chars > target) out.push({ level: 'warn', path, text: `The index is ${chars} characters, over its target of ${target} (${pct} % of the ${budget} budget).` });
  else out.push({ level: 'info', path, text: `The index is ${chars} characters, ${pct} % of the ${budget} budget (target ${target}).` });
  for (const m of misplacedEntries(text)) {
    const name = /\*\*(.+?)\*\*/.exec(m.line)?.[1] ?? m.line.trim();
    out.push({
      level: 'warn',
      path,
      text: m.section === ''
        ? `The index entry “${name}” sits above every section; entries belong under a domain heading.`
        : `The index entry “${name}” sits under “${m.section}”, which reads as a rules section; it belongs under its domain heading.`,
    });
  }
  return out;
}

export function auditDreamLogText(text: string, max: number, expectFrontier: string | null, path: string): ReportMessage[] {
  const out: ReportMessage[] = [];
  const log = parseDreamLog(text);
  for (const p of log.problems) out.push({ level: 'warn', path, text: `Dream log: ${p}` });
  const numbers = log.entries.map((e) => e.number);
  for (let i = 1; i < numbers.length; i++) {
    const a = numbers[i - 1], b = numbers[i];
    if (a !== null && a !== undefined && b !== null && b !== undefined && b <= a) {
      out.push({ level: 'warn', path, text: `In the dream log, Dream #${b} follows Dream #${a}; numbers should only increase.` });
    }
  }
  if (log.entries.length > max) out.push({ level: 'warn', path, text: `The dream log holds ${log.entries.length} entries, more than the cap of ${max}.` });
  const frontier = [...log.entries].reverse().find((e) => e.consolidatedThrough !== null);
  if (log.entries.length > 0 && !frontier) out.push({ level: 'warn', path, text: 'The dream log has no entry with “Consolidated through”; the next run has no watermark.' });
  if (expectFrontier !== null && frontier?.consolidatedThrough !== expectFrontier) {
    out.push({ level: 'error', path, text: `The dream log’s newest watermark reads ${frontier?.consolidatedThrough ?? 'nothing'}, expected ${expectFrontier}.` });
  }
  out.push({ level: 'info', path, text: `The dream log holds ${log.entries.length} entr${log.entries.length === 1 ? 'y' : 'ies'} (cap ${max}).` });
  return out;
}

/** A finished item listed under an open/todo heading reads as work still to do. */
function closedUnderOpen(text: string): number {
  let inOpen = false;
  let n = 0;
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    const h = /^#{2,6}\s+(.*)$/.exec(line);
    if (h) inOpen = /^(open|todo|todos|to do|next|next steps|tasks)$/i.test(h[1]!.trim());
    else if (inOpen && /^\s*[-*+]\s+(?:Done|Closed|Archived):/.test(line)) n++;
  }
  return n;
}

export async function auditArtifacts(ports: Pick<SettlePorts, 'vault' | 'yaml'>, s: Settings, plan: Plan, outcome: RunOutcome): Promise<ReportMessage[]> {
  const out: ReportMessage[] = [];

  const index = await readOrNull(ports.vault, s.indexPath);
  if (index !== null) append(out, auditIndexText(index, s.indexBudgetChars, s.indexTargetPct, s.indexPath));

  const log = await readOrNull(ports.vault, s.dreamLogPath);
  const recorded = outcome.watermarkAfter !== undefined ? outcome.watermarkAfter : plan.selection.newWatermark;
  const expect = plan.selection.mode === 'backfill' || outcome.stopped ? null : recorded;
  if (log === null) {
    if (!outcome.stopped) out.push({ level: 'error', path: s.dreamLogPath, text: `${s.dreamLogPath} is missing after the run.` });
  } else append(out, auditDreamLogText(log, s.dreamLogMaxEntries, expect, s.dreamLogPath));

  for (const w of outcome.written) {
    const text = await readOrNull(ports.vault, w.path);
    if (text === null) {
      out.push({ level: 'error', path: w.path, text: `${w.path} was written by this run but is not on disk.` });
      continue;
    }
    if (containsSecret(text)) {
      // The path only: quoting the value here would copy it into the report.
      out.push({ level: 'error', path: w.path, text: `${w.path} contains what looks like a credential; restore it from its backup and review it (value not shown).` });
    }
    const planned = plan.writes.find((p) => p.target === w.path);
    if (planned === undefined || typeof planned.tier !== 'number') continue;
    const note = parseNote(ports.yaml, text);
    // `origin` is required only where this run created the note: a note the
    // person wrote keeps its own authorship (and its provenance under `dreamed:`); a digest leaves out the keys that say nothing.
    const missing = provenanceFacts(note.data, w.action === 'update' ? 'update' : 'create').missing;
    if (note.error !== undefined || missing.length > 0) {
      out.push({ level: 'warn', path: w.path, text: `${w.path} lacks provenance: ${note.error ?? `missing ${missing.join(', ')}`}.` });
    }
    const misfiled = closedUnderOpen(note.body);
    if (misfiled > 0) out.push({ level: 'warn', path: w.path, text: `${w.path} lists ${misfiled} finished item(s) under an open heading.` });
  }

  const backupRoot = backupsFolder(s);
  try {
    const files = await ports.vault.list(backupRoot);
    const dirs = new Set(files.map((f) => f.path.slice(backupRoot.length + 1).split('/')[0]));
    const kib = files.reduce((n, f) => n + f.size, 0) / 1024;
    out.push({ level: 'info', text: `Backups: ${dirs.size} folder${dirs.size === 1 ? '' : 's'} in ${backupRoot}, ${kib.toFixed(1)} KiB in all (${retentionRule(s)}; older ones are removed).` });
  } catch {
    out.push({ level: 'warn', text: `The backups folder ${backupRoot} could not be listed.` });
  }
  return out;
}
