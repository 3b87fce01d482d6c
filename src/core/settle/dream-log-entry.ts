/**
 * The dream-log entry for this run, as a PlannedWrite. Writing it is what
 * advances the watermark, so `Consolidated through:` is exactly the newest
 * source date this run processed — and is left out for a backfill, which
 * fills in history behind the frontier without moving it.
 *
 * Rendering, appending, numbering and trimming belong to `dreamlog.ts`; this
 * file only gathers what the entry says from the plan and what was written.
 */
import { inertText } from '../formats/inert';
import { createTwoFilesPatch } from 'diff';
import { entryPath, pluginEntryOf } from '../formats/index-entry';
import { indexSections, sectionAt } from '../formats/index-sections';
import type { Settings } from '../ports/settings';
import { appendDreamLogEntry, nextDreamNumber, parseDreamLog, renderDreamLogEntry, trimDreamLog } from '../formats/dreamlog';
import { redactSecrets } from '../secrets/scan';
import { currentSourceLogs } from '../sense/sense';
import { mayHoldBack, watermarkToRecord } from '../sense/watermark';
import type { ReportMessage } from '../ports/types';
import { reportPath } from './report';
import { readOrNull } from './read';
import { utf8Bytes } from '../extract/model/measure';
import type { IsoDate } from '../lib/dates';
import type { PlannedWrite, RunOutcome } from '../state/transaction';
import type { Plan } from '../consolidate/plan';
import type { DreamLogRecord } from '../state/manifest';
import type { SettlePorts } from './settle-ports';

/**
 * The dream-log write, what its entry says (kept in the run record for the
 * Dream log panel), and the `Consolidated through` it records — which may be
 * held back from the plan's (a log changed during the run): a correction the
 * run applies, since the plan itself is never edited.
 */
export interface DreamLogPlan {
  write: PlannedWrite;
  record: DreamLogRecord;
  watermark: IsoDate | null;
  messages: ReportMessage[];
}



/** Each entry of the plugin's in an index text, by its note, with the section it sits under; and the section names. */
function entriesBySection(text: string): { entries: Map<string, { title: string; state: string; section: string }>; sections: string[]; other: Map<string, string> } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const secs = indexSections(lines);
  const entries = new Map<string, { title: string; state: string; section: string }>();
  const other = new Map<string, string>();
  lines.forEach((line, i) => {
    const section = sectionAt(secs, i).name;
    const e = pluginEntryOf(line);
    if (e) entries.set(entryPath(e), { title: e.title, state: e.state, section });
    else if (/^\s*[-*+]\s/.test(line)) other.set(line.trim(), section);
  });
  return { entries, sections: secs.filter((s) => s.start >= 0).map((s) => s.name), other };
}

/**
 * Up to `max` sentences on how the index moved — an entry added, moved, taken
 * out or restated, a section made, a line of the person's dated — so a person
 * skimming the diary reads what happened, not diff markers.
 */
function indexChanges(before: string, after: string, max = 6): string[] {
  const was = entriesBySection(before);
  const now = entriesBySection(after);
  const out: string[] = [];
  const under = (s: string): string => (s === '' ? 'at the top' : `under “${s}”`);
  for (const name of now.sections) if (!was.sections.includes(name)) out.push(`New section “${name}”`);
  for (const [path, e] of now.entries) {
    const old = was.entries.get(path);
    if (!old) out.push(`Added “${e.title}” ${under(e.section)}`);
    else if (old.section !== e.section) out.push(`Moved “${e.title}” from “${old.section}” to “${e.section}”`);
    else if (old.state !== e.state) out.push(`“${e.title}” now reads: ${e.state}`);
  }
  for (const [path, e] of was.entries) if (!now.entries.has(path)) out.push(`Took “${e.title}” out of the index`);
  const dated = [...now.other.keys()].filter((l) => !was.other.has(l)).length;
  if (dated > 0) out.push(`${dated} of your lines given a dated status`);
  const shown = out.slice(0, max).map((l) => inertText(Array.from(l).length > 100 ? Array.from(l).slice(0, 99).join('') + '…' : l));
  if (out.length > max) shown.push(`… and ${out.length - max} more change${out.length - max === 1 ? '' : 's'}`);
  return shown;
}

/** One honest sentence about the night. */
function honestNote(plan: Plan, outcome: RunOutcome, tierFiles: number): string {
  if (plan.selection.selected.length === 0) return 'Nothing new to read since the last run.';
  const parts: string[] = [];
  parts.push(tierFiles === 0 ? 'No tier note changed' : `${tierFiles} note${tierFiles === 1 ? '' : 's'} written`);
  if (plan.pending.length > 0) parts.push(plan.pending.length === 1 ? '1 candidate waits for approval' : `${plan.pending.length} candidates wait for approval`);
  if (plan.gatedOut.length > 0) parts.push(`${plan.gatedOut.length} not sure enough to keep`);
  if (outcome.reverted.length > 0) parts.push(`${outcome.reverted.length} reverted by the gate re-check`);
  if (plan.secretsOmitted.length > 0) parts.push(`${plan.secretsOmitted.length} sensitive value${plan.secretsOmitted.length === 1 ? '' : 's'} omitted (see the report)`);
  return parts.join('; ') + '.';
}

export async function planDreamLogEntry(ports: SettlePorts, s: Settings, plan: Plan, outcome: RunOutcome): Promise<DreamLogPlan> {
  const path = s.dreamLogPath;
  const current = await readOrNull(ports.vault, path);
  const parsed = parseDreamLog(current ?? '');
  const { number } = nextDreamNumber(parsed.entries);

  const tierWritten = outcome.written.filter((w) => {
    const p = plan.writes.find((x) => x.target === w.path);
    return p !== undefined && typeof p.tier === 'number';
  });
  const changes = changeLines(plan, outcome, tierWritten, s.reflectionsFolder);
  const l2Bytes = tierWritten.reduce((n, w) => n + utf8Bytes(plan.writes.find((x) => x.target === w.path)?.content ?? ''), 0);

  // The index as it was (its backup, or nothing if this run created it) and as it is now.
  let highlights: string[] = [];
  const indexWrite = outcome.written.find((w) => w.path === s.indexPath);
  if (indexWrite) {
    const before = indexWrite.backup !== null ? ((await readOrNull(ports.vault, indexWrite.backup)) ?? '') : '';
    const after = (await readOrNull(ports.vault, s.indexPath)) ?? '';
    highlights = indexChanges(before, after);
  }

  // A log dated inside this batch that changed while the run was working would
  // land behind the new watermark and never be read: hold the watermark back
  // to its date. The plan stays as Sense made it; the run takes the corrected
  // date from the returned `watermark`, so the summary, report and audit agree.
  const messages: ReportMessage[] = [];
  const through = await watermarkThrough(ports, s, plan, messages);

  // The cursor inside the last date read (sense/cursor.ts) is kept with this
  // run's record and counts once this entry is written; a watermark held back
  // to an earlier date has none (the dates after it are read from their start).
  const cursor = through !== null && through === plan.selection.newWatermark ? (plan.selection.cursor?.after ?? null) : null;
  const partOfDay = cursor !== null && cursor.steps[0] !== undefined && cursor.steps[0].through !== null;

  const note = honestNote(plan, outcome, tierWritten.length);
  const indexName = s.indexPath.slice(s.indexPath.lastIndexOf('/') + 1);
  const report = reportPath(plan, ports.clock.timeZone);
  const entry = renderDreamLogEntry({
    number,
    startedAt: plan.startedAt,
    timeZone: ports.clock.timeZone,
    trigger: plan.trigger,
    runId: plan.runId,
    durationSec: outcome.durationMs / 1000,
    consolidatedThrough: through,
    partOfDay,
    logsConsolidated: plan.selection.selected.length,
    deferred: plan.selection.deferred.length,
    leftBehind: plan.selection.leftBehind,
    logKiB: plan.selection.selectedBytes / 1024,
    l2KiB: l2Bytes / 1024,
    changes,
    indexCharsBefore: outcome.indexCharsBefore,
    indexCharsAfter: outcome.indexCharsAfter,
    highlights,
    note,
    reportPath: report,
    indexName,
    // Read now, after Settle planned the index: a model rewrite of the index is part of the night's cost.
    tokens: outcome.tokens ?? plan.tokens,
  });
  const appended = appendDreamLogEntry(current ?? '', redactSecrets(entry).text);
  const trimmed = trimDreamLog(appended, s.dreamLogMaxEntries);
  const trimNote = trimmed.removed.length > 0 ? ` Trimmed ${trimmed.removed.length} oldest entr${trimmed.removed.length === 1 ? 'y' : 'ies'} (cap ${s.dreamLogMaxEntries}).` : '';
  const write: PlannedWrite = {
    target: path,
    tier: 'log',
    action: current === null ? 'create' : 'update',
    reason: `Append Dream #${number}${unchangedWhy(plan)}${through ? `, consolidated through ${through}` : ''}.${trimNote}`,
    diff: createTwoFilesPatch(path, path, current ?? '', trimmed.text, current === null ? '(new file)' : 'before', 'after'),
    content: trimmed.text,
    expected: current,
    candidateIds: [],
  };
  // The run record is a file the plugin writes: it gets the entry's words as redacted as the entry.
  const clean = (t: string): string => redactSecrets(t).text;
  const record = {
    number,
    logsConsolidated: plan.selection.selected.length,
    logsDeferred: plan.selection.deferred.length,
    changes: [...changes, `${indexName}: ${outcome.indexCharsBefore} → ${outcome.indexCharsAfter} chars`].map(clean),
    note: clean(note),
    reportPath: report,
    cursor,
  };
  return { write, record, watermark: through, messages };
}

/** One line per change the run made: the digests together, each other note, the reflections, what was taken back. */
function changeLines(plan: Plan, outcome: RunOutcome, tierWritten: readonly RunOutcome['written'][number][], reflectionsFolder: string): string[] {
  // Digests are many and alike: one line for all of them keeps the diary skimmable.
  const tierOf = (path: string): unknown => plan.writes.find((x) => x.target === path)?.tier;
  const digests = tierWritten.filter((w) => tierOf(w.path) === 1).map((w) => w.path).sort();
  const changes: string[] = [];
  if (digests.length > 0) {
    const name = (p: string): string => p.slice(p.lastIndexOf('/') + 1).replace(/\.md$/, '');
    const range = digests.length === 1 ? name(digests[0]!) : `${name(digests[0]!)} … ${name(digests[digests.length - 1]!)}`;
    changes.push(`Daily digests: ${digests.length} written (${range})`);
  }
  for (const w of tierWritten) {
    if (tierOf(w.path) === 1) continue;
    const reason = inertText(plan.writes.find((x) => x.target === w.path)?.reason ?? '');
    // "Create the topic note “Bike rebuild”: 6 new lines…" reads as what happened: "Created the topic note “Bike rebuild”: …".
    const said = /^(Create|Update) (.+)$/.exec(reason);
    changes.push(said ? `${said[1]}d ${said[2]!.replace(/\.$/, '')} (${w.path})` : `${w.action === 'create' ? 'Created' : 'Updated'} ${w.path}${reason === '' ? '' : ` — ${reason}`}`);
  }
  // The reflections this dream wrote (src/core/reflect/), as links the log and its panel open.
  for (const w of outcome.written) {
    if (reflectionsFolder !== '' && w.path.startsWith(`${reflectionsFolder}/`)) changes.push(`Reflection: [[${w.path.replace(/\.md$/, '')}]]`);
  }
  if (outcome.reverted.length > 0) changes.push(`Taken back by the final check (not sure enough for its kind of note): ${outcome.reverted.join(', ')}`);
  return changes;
}

/**
 * The date the entry records as read up to. A log dated inside this batch that
 * changed while the run was working would land behind the new watermark and
 * never be read: the watermark is held back to its date (with a warning).
 */
async function watermarkThrough(ports: SettlePorts, s: Settings, plan: Plan, messages: ReportMessage[]): Promise<IsoDate | null> {
  const through = plan.selection.mode === 'backfill' ? null : plan.selection.newWatermark;
  if (through === null || !mayHoldBack(plan.selection)) return through;
  const recorded = watermarkToRecord(plan.selection, await currentSourceLogs(ports, s), plan.startedAt);
  if (recorded.note === null) return through;
  messages.push({ level: 'warn', text: recorded.note });
  return recorded.consolidatedThrough;
}

function unchangedWhy(plan: Plan): string {
  if (plan.trigger === 'approval') return ' (approval: the date read up to is unchanged)';
  return plan.selection.mode === 'backfill' ? ' (backfill: the date read up to is unchanged)' : '';
}
