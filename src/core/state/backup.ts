/**
 * Backups: a copy of every existing file taken before the run changes it, in
 * `<state>/backups/YYYYMMDD-HHMM/<vault path>.bak`.
 *
 * The `.bak` suffix and the hidden state folder keep backups out of Obsidian's
 * index and out of search, so an old state of a note never shows up as if it
 * were current. Nothing here deletes a backup: they are the way back from
 * every write, including the writes of undo itself. Only the retention rule
 * (state/retention.ts) removes old ones, and says so in the run's record.
 */
import { localParts } from '../lib/dates';
import type { Clock } from '../ports/clock';
import type { VaultPort } from '../ports/vault';
import { basename, dirname, joinPath } from '../lib/paths';
import { sha256, sha256Bytes } from '../lib/digest';
import type { ManifestWrite } from './manifest';
import { backupsFolder } from './state-paths';
import type { StateOptions } from './state-options';

export class BackupError extends Error {
  constructor(readonly path: string, reason: string) {
    super(`Backup of ${path} failed: ${reason}`);
    this.name = 'BackupError';
  }
}

/** `YYYYMMDD-HHMM` of the run's start in the clock's zone, as a person reading the folder expects. */
export function backupStamp(clock: Clock, startedAt: number): string {
  const { date, time } = localParts(startedAt, clock.timeZone);
  return `${date.replace(/-/g, '')}-${time.replace(':', '')}`;
}

/**
 * Bytes a file name may have: 255 on ext4, APFS and NTFS (in UTF-16 units
 * there, never more than the UTF-8 bytes). A note whose name is near the
 * limit exists, and its backup's suffix would push it past: the write failed
 * (ENAMETOOLONG) and stopped every dream that touched the note.
 */
const NAME_MAX_BYTES = 255;

function utf8Bytes(s: string): number {
  return new TextEncoder().encode(s).length;
}

/**
 * A backup file's name: the note's name and the suffix, or, when that is
 * over the limit, as much of the note's name as fits (whole characters) with
 * a hash of the whole path, so two long names that begin alike get two
 * backups. Undo finds a backup by the path the run record keeps, never by
 * its name.
 */
function backupName(path: string, suffix: string): string {
  const name = basename(path);
  if (utf8Bytes(name) + utf8Bytes(suffix) <= NAME_MAX_BYTES) return `${name}${suffix}`;
  const tag = `~${sha256(path).slice(0, 16)}`;
  const room = NAME_MAX_BYTES - utf8Bytes(tag) - utf8Bytes(suffix);
  let kept = '';
  for (const ch of name) {
    if (utf8Bytes(kept + ch) > room) break;
    kept += ch;
  }
  return `${kept}${tag}${suffix}`;
}

export function backupPathFor(opts: Pick<StateOptions, 'stateFolder'>, stamp: string, path: string, variant?: string): string {
  return joinPath(backupsFolder(opts), stamp, dirname(path), backupName(path, variant ? `.${variant}.bak` : '.bak'));
}

/**
 * True when the file's bytes are exactly the UTF-8 encoding of `text`. A file
 * that is not valid UTF-8 would lose bytes in a text round trip, so it is
 * never rewritten.
 */
export async function isFaithfulText(vault: VaultPort, path: string, text: string): Promise<boolean> {
  const bytes = await vault.readBytes(path);
  return sha256Bytes(bytes) === sha256(text);
}

/**
 * Writes the backup and reads it back. Throws BackupError when the copy cannot
 * be made or does not read back identical: the caller must then stop writing.
 * Two runs in the same minute share a stamp folder; a different older copy of
 * the same path is never overwritten, the new one gets the `variant` suffix.
 */
export async function writeBackup(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, stamp: string, path: string, text: string, variant: string): Promise<string> {
  const want = sha256(text);
  try {
    let target = backupPathFor(opts, stamp, path);
    for (let i = 0; await vault.exists(target); i++) {
      if (sha256(await vault.readText(target)) === want) return target;
      target = backupPathFor(opts, stamp, path, i === 0 ? variant : `${variant}-${i}`);
    }
    await vault.write(target, text);
    const back = await vault.readText(target);
    if (sha256(back) !== want) throw new BackupError(path, `the copy at ${target} does not read back identical`);
    return target;
  } catch (e) {
    if (e instanceof BackupError) throw e;
    throw new BackupError(path, e instanceof Error ? e.message : String(e));
  }
}

type RestoreOutcome =
  | { kind: 'restored'; path: string }
  | { kind: 'removed'; path: string }
  | { kind: 'already'; path: string }
  | { kind: 'left-alone'; path: string; reason: string; why: LeftAloneWhy };

/**
 * Why undo left a file: the person's change (their version stays, and the
 * run's backup is still there to compare by hand), or a backup that cannot be
 * used (the file stays as the run wrote it; there is nothing to put back), or
 * a backup the retention rule removed (state/retention.ts; undo then changes nothing).
 */
export type LeftAloneWhy = 'changed' | 'no-backup' | 'pruned';

interface RestoreOptions {
  /** where to keep a copy of what the restore overwrites or removes */
  stamp: string;
  variant: string;
  /** only report what would happen */
  dryRun?: boolean;
  /** keep a copy of the version being replaced or removed (default true) */
  keepCopy?: boolean;
}

/**
 * Puts one file back the way it was before a run wrote it — only when the file
 * still holds exactly what the run wrote. A file changed since (by the person,
 * by sync, by a later run) is left alone: restoring would destroy their change.
 */
export async function restoreWrite(vault: VaultPort, state: Pick<StateOptions, 'stateFolder'>, entry: ManifestWrite, opts: RestoreOptions): Promise<RestoreOutcome> {
  const path = entry.path;
  const current = (await vault.exists(path)) ? await vault.readText(path) : null;
  const currentSha = current === null ? null : sha256(current);
  if (currentSha === entry.sha256Before) return { kind: 'already', path };
  if (current === null) return { kind: 'left-alone', path, reason: 'it was deleted after the run wrote it', why: 'changed' };
  if (currentSha !== entry.sha256After) return { kind: 'left-alone', path, reason: 'it was changed after the run wrote it', why: 'changed' };

  if (entry.action === 'create' || entry.sha256Before === null) {
    if (opts.dryRun) return { kind: 'removed', path };
    if (opts.keepCopy !== false) await writeBackup(vault, state, opts.stamp, path, current, opts.variant);
    await vault.remove(path);
    return { kind: 'removed', path };
  }
  if (entry.backup === null) return { kind: 'left-alone', path, reason: 'the run recorded no backup for it', why: 'no-backup' };
  if (!(await vault.exists(entry.backup))) return { kind: 'left-alone', path, reason: `its backup ${entry.backup} is missing`, why: 'no-backup' };
  const before = await vault.readText(entry.backup);
  if (sha256(before) !== entry.sha256Before) {
    return { kind: 'left-alone', path, reason: `its backup ${entry.backup} does not match the recorded checksum`, why: 'no-backup' };
  }
  if (opts.dryRun) return { kind: 'restored', path };
  if (opts.keepCopy !== false) await writeBackup(vault, state, opts.stamp, path, current, opts.variant);
  // Compare-and-write: an edit landing between the read above and this write wins.
  const ok = await vault.replace(path, current, before);
  if (!ok) return { kind: 'left-alone', path, reason: 'it changed while being restored', why: 'changed' };
  return { kind: 'restored', path };
}
