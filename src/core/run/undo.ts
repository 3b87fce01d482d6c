/**
 * Undo: put back what one run wrote, from its backups.
 *
 * Undo is for the person who looks at the morning's notes and says "no". It
 * must not cost them anything they did since: a file whose bytes are no longer
 * exactly what the run wrote is refused, by name, with the reason. The rest is
 * restored. Undo keeps a copy of everything it overwrites or removes, so even
 * an undo can be walked back by hand from the backups folder.
 */
import type { EngineContext } from '../ports/context';
import { PendingQueue, reviewOptions } from '../review/pending-queue';
import type { ReportMessage } from '../ports/types';
import { stateFolderProblem } from '../ports/allow-list';
import type { LeftAloneWhy } from '../state/backup';
import { acquireLock, errorText, releaseLock } from '../state/lock';
import { listManifests, readManifest, saveManifest, standingWrites, type RunManifest } from '../state/manifest';
import { localParts } from '../lib/dates';
import { retentionRule } from '../state/retention';
import { revertRunFiles } from './recovery';
import { append } from '../lib/arrays';
import { stateOptions } from '../state/state-options';
import { restoreDeviceNote, sharedNotePath } from '../state/shared-state';

/**
 * A file undo did not put back. `why` tells the person's change ("changed":
 * their version stays, the run's backup is still there) from a backup that
 * cannot be used ("no-backup": the file stays as the run wrote it).
 */
interface UndoRefusal {
  path: string;
  reason: string;
  why?: LeftAloneWhy;
}

export interface UndoPlan {
  /** null when there is no run to undo */
  runId: string | null;
  /** files put back from their backups */
  restore: string[];
  /** files the run created, deleted */
  remove: string[];
  refuse: UndoRefusal[];
  /** how many candidates the run added to the review queue (taken out again unless the person decided on them) */
  queued: number;
  messages: ReportMessage[];
}

export interface UndoResult {
  runId: string | null;
  /** put back as they were (from a backup, or the device record's earlier text) */
  restored: string[];
  /** created by the run, deleted */
  removed: string[];
  refused: UndoRefusal[];
  /** the review queue: candidates the run added and undo took out, and entries it put back as they were */
  queue: { removed: string[]; restored: string[] };
  messages: ReportMessage[];
}

const NO_QUEUE = { removed: [], restored: [] };

type Found = { manifest: RunManifest; messages: ReportMessage[] } | { manifest: null; messages: ReportMessage[] };

async function findRun(ctx: EngineContext, runId?: string): Promise<Found> {
  if (runId !== undefined) {
    const r = await readManifest(ctx.vault, stateOptions(ctx.settings), runId);
    if (!r.ok) return { manifest: null, messages: [r.message] };
    if (r.manifest.phase === 'undone' || r.manifest.phase === 'rolled-back') {
      return { manifest: null, messages: [{ level: 'info', text: `Run ${runId} was already ${r.manifest.phase === 'undone' ? 'undone' : 'rolled back'}.` }] };
    }
    return { manifest: r.manifest, messages: [] };
  }
  const { manifests, messages } = await listManifests(ctx.vault, stateOptions(ctx.settings));
  const done = manifests.filter((m) => m.phase === 'done');
  const newest = done[done.length - 1];
  if (!newest) return { manifest: null, messages: [...messages, { level: 'info', text: 'There is no finished run to undo.' }] };
  return { manifest: newest, messages };
}

/**
 * The files whose backup the retention rule removed. Undo of such a run
 * changes nothing: putting back only the notes whose backups remain would
 * leave the index and the dream log describing notes that are no longer so.
 */
async function prunedBackups(ctx: EngineContext, manifest: RunManifest): Promise<{ refuse: UndoRefusal[]; message: ReportMessage | null }> {
  if (manifest.backupsPrunedAt === null) return { refuse: [], message: null };
  const on = localParts(manifest.backupsPrunedAt, ctx.clock.timeZone).date;
  const refuse: UndoRefusal[] = [];
  for (const w of standingWrites(manifest)) {
    if (w.sha256Before === null) continue; // a created note is removed, it needs no backup
    if (w.backup !== null && (await ctx.vault.exists(w.backup))) continue;
    refuse.push({ path: w.path, reason: `its backup was removed on ${on} by the backup retention setting`, why: 'pruned' });
  }
  if (refuse.length === 0) return { refuse, message: null };
  return {
    refuse,
    message: {
      level: 'warn',
      text:
        `Run ${manifest.runId} cannot be undone: the backups of ${refuse.length} note(s) it changed (${refuse.map((r) => r.path).join(', ')}) ` +
        `were removed on ${on} by the backup retention setting (${retentionRule(ctx.settings)}). Nothing was changed.`,
    },
  };
}

/**
 * For each note this run wrote that a later finished dream wrote again, that
 * dream and its date (the newest first). Undo leaves such a note alone, as any
 * note changed since; the refusal then says exactly what to do — undo the
 * later dream first, then this one again — so the person's words before this
 * run are not left only in a backup until retention removes it.
 */
async function laterWriters(ctx: EngineContext, manifest: RunManifest): Promise<Map<string, { date: string; runId: string }>> {
  const mine = new Set(standingWrites(manifest).map((w) => w.path));
  const out = new Map<string, { date: string; runId: string }>();
  if (mine.size === 0) return out;
  const { manifests } = await listManifests(ctx.vault, stateOptions(ctx.settings));
  const later = manifests.filter((m) => m.phase === 'done' && m.runId !== manifest.runId && m.startedAt > manifest.startedAt).sort((a, b) => b.startedAt - a.startedAt);
  for (const m of later) {
    const what = { date: localParts(m.startedAt, ctx.clock.timeZone).date, runId: m.runId };
    for (const w of standingWrites(m)) if (mine.has(w.path) && !out.has(w.path)) out.set(w.path, what);
  }
  return out;
}

/** What undo would restore and refuse, writing nothing (for the confirm dialog). */
export async function planUndo(ctx: EngineContext, runId?: string): Promise<UndoPlan> {
  const found = await findRun(ctx, runId);
  if (!found.manifest) return { runId: null, restore: [], remove: [], refuse: [], queued: 0, messages: found.messages };
  const pruned = await prunedBackups(ctx, found.manifest);
  if (pruned.message) return { runId: found.manifest.runId, restore: [], remove: [], refuse: pruned.refuse, queued: 0, messages: [...found.messages, pruned.message] };
  const r = await revertRunFiles(ctx, found.manifest, { variant: 'undo', dryRun: true });
  return {
    runId: found.manifest.runId,
    restore: r.restored.filter((p) => !r.removed.includes(p)),
    remove: r.removed,
    refuse: [...r.leftAlone, ...r.failed],
    queued: found.manifest.queued?.added.length ?? 0,
    messages: [...found.messages, ...r.messages],
  };
}

export async function undoRun(ctx: EngineContext, runId?: string): Promise<UndoResult> {
  const badState = stateFolderProblem(ctx.settings);
  if (badState) return { runId: null, restored: [], removed: [], refused: [], queue: NO_QUEUE, messages: [{ level: 'error', text: `Nothing was undone: ${badState}.` }] };
  const found = await findRun(ctx, runId);
  if (!found.manifest) return { runId: null, restored: [], removed: [], refused: [], queue: NO_QUEUE, messages: found.messages };
  const manifest = found.manifest;
  // Refused before the lock: a run that cannot be undone whole is not undone at all, and nothing is written.
  const pruned = await prunedBackups(ctx, manifest);
  if (pruned.message) return { runId: manifest.runId, restored: [], removed: [], refused: pruned.refuse, queue: NO_QUEUE, messages: [...found.messages, pruned.message] };
  const lockId = `undo-${manifest.runId}`;
  let lock;
  try {
    lock = await acquireLock(ctx.vault, ctx.clock, ctx, stateOptions(ctx.settings), lockId);
  } catch (e) {
    return { runId: manifest.runId, restored: [], removed: [], refused: [], queue: NO_QUEUE, messages: [{ level: 'error', text: `Undo could not take the lock (${errorText(e)}); nothing was changed.` }] };
  }
  if (!lock.ok) return { runId: manifest.runId, restored: [], removed: [], refused: [], queue: NO_QUEUE, messages: [{ level: 'error', text: `${lock.message} Undo waits until it is over.` }] };
  const messages: ReportMessage[] = [...found.messages, ...lock.messages];
  try {
    const reverted = await revertRunFiles(ctx, manifest, { variant: `undo-${manifest.runId}` });
    const leftAlone: UndoRefusal[] = [...reverted.leftAlone, ...reverted.failed];
    const r = { ...reverted, leftAlone };
    append(messages, r.messages);
    const later = r.leftAlone.some((f) => f.why === 'changed') ? await laterWriters(ctx, manifest) : new Map<string, { date: string; runId: string }>();
    for (const f of r.leftAlone) {
      const by = f.why === 'changed' ? later.get(f.path) : undefined;
      if (by !== undefined) {
        messages.push({
          level: 'warn',
          path: f.path,
          text: `Did not undo ${f.path}: the dream of ${by.date} (run ${by.runId}) wrote it again. To take it back too, undo that dream first ("Undo" on its card in the dream log, or vault-dreaming undo --run ${by.runId}), then this one again. Its backup is still in the backups folder.`,
        });
        continue;
      }
      const after =
        f.why === 'no-backup'
          ? 'It stays as the run wrote it: there is no usable copy to put back.'
          : 'Its backup is still in the backups folder.';
      messages.push({ level: 'warn', path: f.path, text: `Did not undo ${f.path}: ${f.reason}. ${after}` });
    }
    let queued: UndoResult['queue'] = NO_QUEUE;
    try {
      const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
      await queue.withdrawApplied(manifest.runId);
      if (manifest.queued) queued = await queue.takeBack(manifest.queued);
    } catch (e) {
      messages.push({ level: 'warn', text: `Could not put the review queue back as it was before the run (${errorText(e)}).` });
    }
    const device = await undoDeviceNote(ctx, manifest, messages);
    const restored = r.restored.filter((p) => !r.removed.includes(p));
    const removed = [...r.removed];
    if (device?.done === 'restored') restored.push(device.path);
    if (device?.done === 'removed') removed.push(device.path);
    const complete = r.leftAlone.length === 0;
    if (complete) manifest.phase = 'undone';
    manifest.history.push({ at: ctx.clock.now(), action: complete ? 'undone' : 'undo-incomplete', restored: r.restored, leftAlone: r.leftAlone });
    try {
      await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
    } catch (e) {
      messages.push({ level: 'error', text: `The files were restored but the run record could not be updated (${errorText(e)}).` });
    }
    const did = undoneWords(restored.length, removed.length, queued.removed.length);
    messages.push({
      level: complete ? 'info' : 'warn',
      text: complete ? `Undid run ${manifest.runId}: ${did}.` : `Partly undid run ${manifest.runId}: ${did}, ${r.leftAlone.length} refused.`,
    });
    return { runId: manifest.runId, restored, removed, refused: r.leftAlone, queue: queued, messages };
  } finally {
    try {
      await releaseLock(ctx.vault, ctx, stateOptions(ctx.settings), lockId);
    } catch {
      // The lock expires on its own.
    }
  }
}

/** "2 file(s) restored, 1 removed, 3 candidate(s) taken out of the review queue" */
function undoneWords(restored: number, removed: number, queued: number): string {
  const parts = [`${restored} file(s) restored`, `${removed} removed`];
  if (queued > 0) parts.push(`${queued} candidate(s) taken out of the review queue`);
  return parts.join(', ');
}

/** The device record as it was before the run claimed the role, unless it changed since. */
async function undoDeviceNote(
  ctx: EngineContext,
  manifest: RunManifest,
  messages: ReportMessage[],
): Promise<{ path: string; done: 'removed' | 'restored' | 'changed' } | null> {
  if (!manifest.device) return null;
  const path = sharedNotePath(ctx.settings, 'dreaming-device');
  try {
    const done = await restoreDeviceNote(ctx.vault, ctx.settings, manifest.device);
    if (done === 'changed') messages.push({ level: 'info', path, text: `Left ${path} as it is: it changed after the run recorded this device there.` });
    return { path, done };
  } catch (e) {
    messages.push({ level: 'warn', path, text: `Could not put ${path} back as it was (${errorText(e)}).` });
    return null;
  }
}
