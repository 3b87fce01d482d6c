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
  restore: string[];
  refuse: UndoRefusal[];
  messages: ReportMessage[];
}

export interface UndoResult {
  runId: string | null;
  restored: string[];
  refused: UndoRefusal[];
  messages: ReportMessage[];
}

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

/** What undo would restore and refuse, writing nothing (for the confirm dialog). */
export async function planUndo(ctx: EngineContext, runId?: string): Promise<UndoPlan> {
  const found = await findRun(ctx, runId);
  if (!found.manifest) return { runId: null, restore: [], refuse: [], messages: found.messages };
  const pruned = await prunedBackups(ctx, found.manifest);
  if (pruned.message) return { runId: found.manifest.runId, restore: [], refuse: pruned.refuse, messages: [...found.messages, pruned.message] };
  const r = await revertRunFiles(ctx, found.manifest, { variant: 'undo', dryRun: true });
  return { runId: found.manifest.runId, restore: r.restored, refuse: [...r.leftAlone, ...r.failed], messages: [...found.messages, ...r.messages] };
}

export async function undoRun(ctx: EngineContext, runId?: string): Promise<UndoResult> {
  const badState = stateFolderProblem(ctx.settings);
  if (badState) return { runId: null, restored: [], refused: [], messages: [{ level: 'error', text: `Nothing was undone: ${badState}.` }] };
  const found = await findRun(ctx, runId);
  if (!found.manifest) return { runId: null, restored: [], refused: [], messages: found.messages };
  const manifest = found.manifest;
  // Refused before the lock: a run that cannot be undone whole is not undone at all, and nothing is written.
  const pruned = await prunedBackups(ctx, manifest);
  if (pruned.message) return { runId: manifest.runId, restored: [], refused: pruned.refuse, messages: [...found.messages, pruned.message] };
  const lockId = `undo-${manifest.runId}`;
  let lock;
  try {
    lock = await acquireLock(ctx.vault, ctx.clock, ctx, stateOptions(ctx.settings), lockId);
  } catch (e) {
    return { runId: manifest.runId, restored: [], refused: [], messages: [{ level: 'error', text: `Undo could not take the lock (${errorText(e)}); nothing was changed.` }] };
  }
  if (!lock.ok) return { runId: manifest.runId, restored: [], refused: [], messages: [{ level: 'error', text: `${lock.message} Undo waits until it is over.` }] };
  const messages: ReportMessage[] = [...found.messages, ...lock.messages];
  try {
    const reverted = await revertRunFiles(ctx, manifest, { variant: `undo-${manifest.runId}` });
    const leftAlone: UndoRefusal[] = [...reverted.leftAlone, ...reverted.failed];
    const r = { ...reverted, leftAlone };
    append(messages, r.messages);
    for (const f of r.leftAlone) {
      const after =
        f.why === 'no-backup'
          ? 'It stays as the run wrote it: there is no usable copy to put back.'
          : 'Its backup is still in the backups folder.';
      messages.push({ level: 'warn', path: f.path, text: `Did not undo ${f.path}: ${f.reason}. ${after}` });
    }
    try {
      const queue = await PendingQueue.load(ctx.vault, ctx.clock, reviewOptions(ctx.settings));
      await queue.withdrawApplied(manifest.runId);
    } catch (e) {
      messages.push({ level: 'warn', text: `Could not return the run's approved candidates to the queue (${errorText(e)}).` });
    }
    const complete = r.leftAlone.length === 0;
    if (complete) manifest.phase = 'undone';
    manifest.history.push({ at: ctx.clock.now(), action: complete ? 'undone' : 'undo-incomplete', restored: r.restored, leftAlone: r.leftAlone });
    try {
      await saveManifest(ctx.vault, stateOptions(ctx.settings), manifest);
    } catch (e) {
      messages.push({ level: 'error', text: `The files were restored but the run record could not be updated (${errorText(e)}).` });
    }
    messages.push({
      level: complete ? 'info' : 'warn',
      text: complete
        ? `Undid run ${manifest.runId}: ${r.restored.length} file(s) restored.`
        : `Partly undid run ${manifest.runId}: ${r.restored.length} file(s) restored, ${r.leftAlone.length} refused.`,
    });
    return { runId: manifest.runId, restored: r.restored, refused: r.leftAlone, messages };
  } finally {
    try {
      await releaseLock(ctx.vault, ctx, stateOptions(ctx.settings), lockId);
    } catch {
      // The lock expires on its own.
    }
  }
}
