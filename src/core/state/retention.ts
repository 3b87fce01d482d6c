/**
 * Backup retention: what keeps `<state>/backups/` from growing for ever.
 *
 * The rule, as the settings state it: a backup folder (one per run start
 * minute, `YYYYMMDD-HHMM`) is kept while it holds a backup of one of the last
 * `backupKeepDreams` runs that made backups, or while it is at most
 * `backupKeepDays` days old. Everything else in a stamp folder is removed
 * after a run finishes, under that run's lock.
 *
 * What is never removed: a folder of a run that has not finished (the next
 * run's rollback needs it), a folder whose name is not a stamp (the plugin did
 * not make it), and anything at all when a run record cannot be read (the
 * rule could not tell which folders that run needs). A run whose backups are
 * removed gets `backupsPrunedAt` in its record before the first file goes, so
 * undo can say why a backup is missing instead of calling it lost.
 */
import type { Clock } from '../ports/clock';
import type { VaultPort } from '../ports/vault';
import { DAY_MS } from '../lib/dates';
import type { ReportMessage } from '../ports/types';
import { backupStamp } from './backup';
import { errorText } from './lock';
import { FINISHED_PHASES, listManifests, saveManifest, type RunManifest } from './manifest';
import { backupsFolder } from './state-paths';
import type { StateOptions } from './state-options';

const STAMP = /^\d{8}-\d{4}$/;

interface PruneResult {
  /** stamp folders removed, oldest first */
  removed: string[];
  messages: ReportMessage[];
}

/** The rule in words, for messages and the settings tab. */
export function retentionRule(s: Pick<StateOptions, 'backupKeepDreams' | 'backupKeepDays'>): string {
  const dreams = s.backupKeepDreams === 1 ? 'the last dream' : `the last ${s.backupKeepDreams} dreams`;
  const days = s.backupKeepDays === 0 ? '' : s.backupKeepDays === 1 ? ' and everything from the last day' : ` and everything from the last ${s.backupKeepDays} days`;
  return `the backups of ${dreams}${days} are kept`;
}

/** The stamp folders holding a run's backups (its written files and the one in flight). */
function foldersOf(root: string, m: RunManifest): Set<string> {
  const out = new Set<string>();
  const writes = m.inFlight ? [...m.written, m.inFlight] : m.written;
  for (const w of writes) {
    if (w.backup === null || !w.backup.startsWith(`${root}/`)) continue;
    out.add(w.backup.slice(root.length + 1).split('/')[0]!);
  }
  return out;
}

/** Which stamp folders the rule removes now, and the runs whose backups they hold. */
async function pruneCandidates(
  vault: VaultPort,
  clock: Clock,
  opts: StateOptions,
  keepRunId?: string,
): Promise<{ folders: Map<string, string[]>; runs: RunManifest[]; problem: string | null }> {
  const root = backupsFolder(opts);
  const files = await vault.list(root);
  const folders = new Map<string, string[]>();
  if (files.length === 0) return { folders, runs: [], problem: null };
  const { manifests, messages } = await listManifests(vault, opts);
  if (messages.length > 0) return { folders, runs: [], problem: 'a run record could not be read, so which backups it needs is unknown' };

  const s = opts;
  const cutoff = backupStamp(clock, clock.now() - s.backupKeepDays * DAY_MS);
  const keep = new Set<string>();
  const withBackups = manifests.filter((m) => foldersOf(root, m).size > 0);
  withBackups.slice(-s.backupKeepDreams).forEach((m) => foldersOf(root, m).forEach((f) => keep.add(f)));
  for (const m of withBackups) {
    if (m.runId === keepRunId || !FINISHED_PHASES.includes(m.phase)) foldersOf(root, m).forEach((f) => keep.add(f));
  }
  for (const f of files) {
    const folder = f.path.slice(root.length + 1).split('/')[0]!;
    if (!STAMP.test(folder) || folder >= cutoff || keep.has(folder)) continue;
    const list = folders.get(folder) ?? [];
    list.push(f.path);
    folders.set(folder, list);
  }
  const runs = withBackups.filter((m) => [...foldersOf(root, m)].some((f) => folders.has(f)));
  return { folders, runs, problem: null };
}

/**
 * Removes the backup folders the retention rule no longer keeps. The caller
 * holds the lock. Never throws: a failure is reported and the rest stays.
 */
export async function pruneBackups(vault: VaultPort, clock: Clock, opts: StateOptions, keepRunId?: string): Promise<PruneResult> {
  const root = backupsFolder(opts);
  let found;
  try {
    found = await pruneCandidates(vault, clock, opts, keepRunId);
  } catch (e) {
    return { removed: [], messages: [{ level: 'warn', text: `Old backups were not pruned (${errorText(e)}); they stay in ${root}.` }] };
  }
  if (found.problem) return { removed: [], messages: [{ level: 'warn', text: `Old backups were not pruned: ${found.problem}. They stay in ${root}.` }] };
  if (found.folders.size === 0) return { removed: [], messages: [] };

  // Recorded first: a prune cut short still leaves undo knowing why a backup is gone.
  const now = clock.now();
  try {
    for (const m of found.runs) {
      if (m.backupsPrunedAt !== null) continue;
      m.backupsPrunedAt = now;
      await saveManifest(vault, opts, m);
    }
  } catch (e) {
    return { removed: [], messages: [{ level: 'warn', text: `Old backups were not pruned: a run record could not be updated (${errorText(e)}).` }] };
  }

  const removed: string[] = [];
  const messages: ReportMessage[] = [];
  for (const folder of [...found.folders.keys()].sort()) {
    try {
      const base = `${root}/${folder}`;
      const subfolders = new Set<string>([base]);
      for (const path of found.folders.get(folder)!) {
        await vault.remove(path);
        for (let d = path.slice(0, path.lastIndexOf('/')); d.length > base.length; d = d.slice(0, d.lastIndexOf('/'))) subfolders.add(d);
      }
      // Deepest first, so each folder is empty when its turn comes.
      for (const d of [...subfolders].sort((a, b) => b.split('/').length - a.split('/').length || (a < b ? 1 : -1))) {
        await vault.removeEmptyFolder(d);
      }
      removed.push(folder);
    } catch (e) {
      messages.push({ level: 'warn', text: `The old backup folder ${root}/${folder} could not be removed completely (${errorText(e)}); what is left stays.` });
    }
  }
  if (removed.length > 0) {
    const range = removed.length === 1 ? removed[0] : `${removed[0]} to ${removed[removed.length - 1]}`;
    messages.unshift({
      level: 'info',
      text: `Removed ${removed.length} old backup folder${removed.length === 1 ? '' : 's'} (${range}) from ${root}: ${retentionRule(opts)}.`,
    });
  }
  return { removed, messages };
}
