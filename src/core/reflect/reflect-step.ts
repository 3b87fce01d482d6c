/**
 * REM: after a dream's notes are written, the weeks and months it closed get
 * their reflection note (reflection.ts), which the index and the dream log
 * then point at. Also the `reflect` preview (nothing written) and the writes
 * of a backfill over past periods (one run, undone like any run).
 */
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { parseNote } from '../formats/frontmatter';
import { createTwoFilesPatch } from 'diff';
import { localDate, type IsoDate } from '../lib/dates';
import { errorText } from '../lib/errors';
import { isDreamOrigin } from '../formats/provenance';
import type { ReportMessage } from '../ports/types';
import { gatherEvidence, type Evidence, type ReflectPorts } from './evidence';
import { isoWeek, parsePeriod, periodsClosedBy, periodsEndingIn, type Period } from './periods';
import { buildReflection, evidenceStart, reflectionPath, renderReflection, type Reflection } from './reflection';
import { append } from '../lib/arrays';
import type { PlannedWrite, RunOutcome } from '../state/transaction';
import type { Selection } from '../sense/selection-shape';
import type { SourceLog } from '../sense/source-log';

/** A week with fewer daily notes has nothing to compare; it gets no note (its month still counts its days). */
const WEEK_MIN_NOTES = 2;

/** What reflection reads of the plan (consolidate/plan.ts): what Sense selected, and when the run began. */
interface PlanDates {
  selection: Selection;
  startedAt: number;
  /** the source logs Sense listed: the days are taken from them instead of listing the vault again */
  listedSources?: readonly SourceLog[];
}

interface ReflectionWrites {
  writes: PlannedWrite[];
  messages: ReportMessage[];
}

async function readOrNull(vault: VaultPort, path: string): Promise<string | null> {
  try {
    return (await vault.exists(path)) ? await vault.readText(path) : null;
  } catch {
    return null;
  }
}

function lineMap(ev: Evidence): Map<string, string[]> {
  return new Map(ev.days.map((d) => [d.path, d.lines]));
}

function enoughDays(p: Period, r: Reflection): boolean {
  const dates = new Set(r.days.map((d) => d.date)).size;
  return p.kind === 'week' ? dates >= WEEK_MIN_NOTES : dates >= 1;
}

/**
 * Writes for `periods`, oldest first. `replace`: a reflection a dream wrote
 * before is written again (a backfill); otherwise it is left as it is. One the
 * person wrote or edited into something without `origin: dream` is never
 * replaced.
 */
export async function reflectionWrites(
  ctx: ReflectPorts,
  settings: Settings,
  periods: readonly Period[],
  replace: boolean,
  /** the source logs as listed, when the caller has them (a dream: Sense's listing) */
  listed?: readonly SourceLog[],
): Promise<ReflectionWrites> {
  const folder = settings.reflectionsFolder;
  const messages: ReportMessage[] = [];
  if (folder === '' || periods.length === 0) return { writes: [], messages };
  const from = periods.map(evidenceStart).reduce((a, b) => (b < a ? b : a));
  const to = periods.map((p) => p.end).reduce((a, b) => (b > a ? b : a));
  const ev = await gatherEvidence(ctx, settings, from, to, listed);
  append(messages, ev.messages);
  const writes: PlannedWrite[] = [];
  // Week notes there will be (already there, or written now), for a month's links.
  const weeks = new Set<string>();
  for (const f of await ctx.vault.list(folder).catch(() => [])) {
    const m = /\/(\d{4}-W\d{2})\.md$/.exec(f.path);
    if (m) weeks.add(m[1]!);
  }
  for (const p of periods) {
    const path = reflectionPath(folder, p);
    const current = await readOrNull(ctx.vault, path);
    if (current !== null) {
      const own = isDreamOrigin(parseNote(ctx.yaml, current).data);
      if (!own) {
        messages.push({ level: 'info', path, text: `${path} was not written by a dream; it is left as it is.` });
        continue;
      }
      if (!replace) continue;
    }
    const r = buildReflection(p, ev);
    if (!enoughDays(p, r)) continue;
    const monthWeeks = p.kind === 'month' ? [...weeks].filter((w) => weekInMonth(w, p)).sort() : undefined;
    const content = renderReflection(r, { lines: lineMap(ev), ...(monthWeeks ? { weeks: monthWeeks } : {}) });
    if (current === content) continue;
    if (p.kind === 'week') weeks.add(p.label);
    writes.push({
      target: path,
      tier: 'reflection',
      action: current === null ? 'create' : 'update',
      reason: `Reflect on ${p.kind === 'week' ? 'the week' : 'the month'} ${p.label}: ${r.themes.length} theme(s), ${r.changes.length} change(s), ${r.loops.length} open loop(s), from ${r.days.length} daily note(s).`,
      diff: createTwoFilesPatch(path, path, current ?? '', content, current === null ? '(new file)' : 'before', 'after'),
      content,
      expected: current,
      candidateIds: [],
    });
  }
  return { writes, messages };
}

/** A week belongs to the month its Thursday is in (as ISO weeks belong to years). */
function weekInMonth(label: string, month: Period): boolean {
  const w = parsePeriod(label);
  if (!w) return false;
  const thursday = isoWeek(w.start).start;
  const th = new Date(`${thursday}T00:00:00Z`);
  th.setUTCDate(th.getUTCDate() + 3);
  const d = th.toISOString().slice(0, 10);
  return d >= month.start && d <= month.end;
}

/** The reflections a finished dream writes: the periods it closed (periods.ts periodsClosedBy). */
export async function planReflections(ctx: ReflectPorts, settings: Settings, plan: PlanDates, outcome: RunOutcome): Promise<ReflectionWrites> {
  const through = outcome.watermarkAfter ?? plan.selection.newWatermark;
  // A backfill or an approval reads no new day; it closes nothing.
  if (through === null || plan.selection.mode === 'backfill' || plan.selection.mode === 'none' || plan.selection.selected.length === 0) {
    return { writes: [], messages: [] };
  }
  const periods = periodsClosedBy(plan.selection.watermark, through, localDate(ctx.clock, plan.startedAt));
  try {
    return await reflectionWrites(ctx, settings, periods, false, plan.listedSources);
  } catch (e) {
    return { writes: [], messages: [{ level: 'warn', text: `The reflections could not be prepared (${errorText(e)}); the next dream that closes a week tries again.` }] };
  }
}

/** `reflect --week 2026-W47`: the note as it would be written, without writing it. */
export async function previewReflection(ctx: ReflectPorts, settings: Settings, label: string): Promise<{ text: string | null; messages: ReportMessage[] }> {
  const p = parsePeriod(label);
  if (!p) return { text: null, messages: [{ level: 'error', text: `"${label}" is neither a week (2026-W47) nor a month (2026-11).` }] };
  const ev = await gatherEvidence(ctx, settings, evidenceStart(p), p.end);
  const r = buildReflection(p, ev);
  const folder = settings.reflectionsFolder || 'Memory/Reflections';
  const weeks = p.kind === 'month' ? periodsEndingIn(p.start, addWeek(p.end)).filter((w) => w.kind === 'week' && weekInMonth(w.label, p)).map((w) => w.label) : undefined;
  return { text: renderReflection(r, { lines: lineMap(ev), ...(weeks ? { weeks } : {}) }), messages: [...ev.messages, { level: 'info', text: `Would be written to ${reflectionPath(folder, p)}.` }] };
}

function addWeek(d: IsoDate): IsoDate {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 6);
  return t.toISOString().slice(0, 10);
}

/** The weeks and months that end between `from` and `to` (a backfill's periods). */
export function periodsBetween(from: IsoDate, to: IsoDate): Period[] {
  return periodsEndingIn(from, to);
}
