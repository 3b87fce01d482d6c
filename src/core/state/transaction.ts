/**
 * One write, done the careful way: allow-list, secret guard, compare with what
 * Sense read, backup, record the intent, compare-and-write, read back, record.
 *
 * Two kinds of trouble are told apart on purpose:
 * - a rule says no (target outside the allow-list, the person edited the note
 *   after Sense read it, the text would carry a secret): that file is skipped
 *   and reported, and the run goes on;
 * - the vault fails us (a backup that cannot be made or read back, a write that
 *   throws or reads back different, a run record that cannot be saved): the run
 *   stops writing at once. What it already wrote stays and is recorded, the
 *   watermark does not move, and the next run rolls the record back and redoes
 *   the work, so nothing is lost and nothing is written twice.
 */
import type { Clock } from '../ports/clock';
import type { Settings } from '../ports/settings';
import { dirname } from '../lib/paths';
import { sha256 } from '../lib/digest';
import type { ReportMessage, Tier, TokenUsage } from '../ports/types';
import { VaultPathError, type VaultPort } from '../ports/vault';
import { checkTarget, tierOfPath } from '../ports/allow-list';
import { BackupError, backupStamp, isFaithfulText, writeBackup } from './backup';
import { errorText } from './lock';
import { saveManifest, type ManifestWrite, type RunManifest, type WriteAction, type WrittenFile } from './manifest';
import { WriteGuard } from './write-guard';
import { backupsFolder } from './state-paths';
import type { StateOptions } from './state-options';
import type { IsoDate } from '../lib/dates';

/** What a transaction reads of the plan it writes: the run, when it began, and the sources it read (never written). */
interface PlanHead {
  runId: string;
  startedAt: number;
  selection: { selected: readonly { path: string }[] };
}

/** One write of a plan: the text a target gets, and the text it had when the plan was made. */
export interface PlannedWrite {
  target: string;
  tier: Tier | 'index' | 'log' | 'report' | 'reflection';
  action: WriteAction;
  reason: string;
  /** unified diff against the current file */
  diff: string;
  /** full new text */
  content: string;
  /** text Sense read (null when the file did not exist); compared before writing */
  expected: string | null;
  candidateIds: string[];
}

/** What phases 2 and 3 actually did, read by the dream log, report and audit. */
export interface RunOutcome {
  written: WrittenFile[];
  /** targets skipped (edited since Sense, outside the allow-list, failed read-back, …) */
  skipped: ReportMessage[];
  /** tier writes undone by the code re-check of the gates */
  reverted: string[];
  /** a hard stop (failed backup) cancelled the remaining writes */
  stopped: boolean;
  stopReason?: string;
  indexCharsBefore: number;
  indexCharsAfter: number;
  durationMs: number;
  /** files the final write guard refused because their text carried a sensitive value */
  guardRefused: string[];
  /**
   * Corrections Settle made so far, since the plan itself is frozen: the
   * run's model use including an index rewrite (absent = the plan's), the
   * `Consolidated through` date actually recorded (absent = the plan's new
   * watermark), and Settle's own messages for the report.
   */
  tokens?: TokenUsage;
  watermarkAfter?: IsoDate | null;
  settleMessages?: ReportMessage[];
}

export interface Transaction {
  runId: string;
  /** backup folder name of this run */
  stamp: string;
  manifest: RunManifest;
  /** source paths read in Sense: never targets */
  sources: ReadonlySet<string>;
  /** files not written because a rule said no, one message each */
  skipped: ReportMessage[];
  /** everything else worth telling the person */
  messages: ReportMessage[];
  stopped: boolean;
  stopReason?: string;
  /** characters of the index as this run left it, once written */
  indexChars?: number;
  /** the final check every written text passes (also installed on the vault the run writes through) */
  guard: WriteGuard;
}

export const CANCELLED = 'the run was cancelled';

export type ApplyResult =
  | { status: 'written'; entry: ManifestWrite }
  | { status: 'unchanged'; path: string }
  | { status: 'skipped'; message: ReportMessage }
  | { status: 'stopped'; reason: string };

export function openTransaction(clock: Clock, opts: Pick<StateOptions, 'stateFolder'>, plan: PlanHead, manifest: RunManifest, guard?: WriteGuard): Transaction {
  return {
    guard: guard ?? new WriteGuard(backupsFolder(opts)),
    runId: plan.runId,
    stamp: backupStamp(clock, plan.startedAt),
    manifest,
    sources: new Set(plan.selection.selected.map((s) => s.path)),
    skipped: [],
    messages: [],
    stopped: false,
  };
}

/** Stops all further writes of this run and records why (best effort: the vault may be what failed). */
export async function hardStop(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, tx: Transaction, reason: string): Promise<void> {
  if (!tx.stopped) {
    tx.stopped = true;
    tx.stopReason = reason;
    tx.messages.push({ level: 'error', text: `Writing stopped: ${reason}` });
  }
  tx.manifest.stopReason = tx.stopReason ?? reason;
  try {
    await saveManifest(vault, opts, tx.manifest);
  } catch {
    // The record as last saved still lists every confirmed write and the one in flight.
  }
}

async function persist(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, tx: Transaction): Promise<boolean> {
  try {
    await saveManifest(vault, opts, tx.manifest);
    return true;
  } catch (e) {
    await hardStop(vault, opts, tx, `the run record could not be saved (${errorText(e)})`);
    return false;
  }
}

function isVaultPathError(e: unknown): e is VaultPathError {
  return e instanceof VaultPathError || (e instanceof Error && e.name === 'VaultPathError');
}

function skip(tx: Transaction, path: string, text: string, level: ReportMessage['level'] = 'warn'): ApplyResult {
  const message: ReportMessage = { level, path, text };
  tx.skipped.push(message);
  return { status: 'skipped', message };
}

/** The write's target as the allow-list normalised it, or why it is dropped: outside the memory folders, the wrong tier's folder, a secret in the text. */
function allowedTarget(tx: Transaction, settings: Settings, write: PlannedWrite): { path: string } | ApplyResult {
  const checked = checkTarget(settings, write.target, { sources: tx.sources });
  if (!checked.ok) return skip(tx, write.target, `Dropped a write to ${write.target}: ${checked.reason}.`);
  const path = checked.path;

  if (typeof write.tier === 'number') {
    const folderTier = tierOfPath(settings, path);
    if (write.tier < 1) return skip(tx, path, `Dropped a write to ${path}: below tier 1 nothing is written.`);
    if (folderTier !== write.tier) {
      return skip(tx, path, `Dropped a tier ${write.tier} write to ${path}: that folder is not the tier ${write.tier} folder.`);
    }
  }

  // Checked here as well as on the vault, so a refused text is skipped before a
  // backup or a run-record entry is made. Reported by path and kind only:
  // quoting the value would put it in the report.
  const refusal = tx.guard.check(path, write.content);
  if (refusal) {
    return skip(tx, path, `Did not write ${path}: the final check found a sensitive value (${refusal.kinds.join(', ')}) in the new text.`, 'error');
  }
  return { path };
}

/** The file's text now (null when it does not exist), or why the write is dropped or the run stops. */
async function readBeforeWrite(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, tx: Transaction, path: string): Promise<{ current: string | null } | ApplyResult> {
  // Judged by where the file really is: a link at a memory path may lead to a
  // journal note, into .obsidian/ or out of the vault. The vault refuses to
  // write through it; here that target is dropped and the run goes on.
  try {
    const st = await vault.stat(path);
    if (st?.link) return skip(tx, path, `Dropped a write to ${path}: it is a symbolic link, and the plugin never writes through a link (the file it leads to was left as it is).`, 'error');
    return { current: (await vault.exists(path)) ? await vault.readText(path) : null };
  } catch (e) {
    if (isVaultPathError(e)) return skip(tx, path, `Dropped a write to ${path}: ${e.message}.`, 'error');
    await hardStop(vault, opts, tx, `${path} could not be read before writing (${errorText(e)})`);
    return { status: 'stopped', reason: tx.stopReason ?? '' };
  }
}

/** The backup of the text a write replaces, or why the write is skipped (not UTF-8) or the run stops (no backup). */
async function backUp(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, tx: Transaction, path: string, current: string): Promise<{ backup: string } | ApplyResult> {
  try {
    if (!(await isFaithfulText(vault, path, current))) {
      return skip(tx, path, `Skipped ${path}: it is not valid UTF-8 text, and rewriting it would change bytes.`);
    }
    return { backup: await writeBackup(vault, opts, tx.stamp, path, current, tx.runId) };
  } catch (e) {
    const reason = e instanceof BackupError ? e.message : `Backup of ${path} failed: ${errorText(e)}`;
    await hardStop(vault, opts, tx, reason);
    return { status: 'stopped', reason };
  }
}

/**
 * Applies one planned write inside the run's transaction. Never throws.
 * `settings`: the allow-list judges the target against every memory path.
 */
export async function applyWrite(vault: VaultPort, settings: Settings, tx: Transaction, write: PlannedWrite, signal?: AbortSignal): Promise<ApplyResult> {
  const opts = settings;
  if (tx.stopped) return { status: 'stopped', reason: tx.stopReason ?? 'the run stopped' };
  if (signal?.aborted) {
    await hardStop(vault, opts, tx, CANCELLED);
    return { status: 'stopped', reason: CANCELLED };
  }

  const allowed = allowedTarget(tx, settings, write);
  if ('status' in allowed) return allowed;
  const path = allowed.path;
  const read = await readBeforeWrite(vault, opts, tx, path);
  if ('status' in read) return read;
  const current = read.current;
  if (current !== write.expected) {
    const why =
      write.expected === null
        ? 'the file appeared after the plan was made'
        : current === null
          ? 'the file was deleted after the plan was made'
          : 'the file was edited after the plan was made';
    return skip(tx, path, `Skipped ${path}: ${why}; your version was kept.`);
  }
  if (current === write.content) return { status: 'unchanged', path };

  const backed = current === null ? { backup: null } : await backUp(vault, opts, tx, path, current);
  if ('status' in backed) return backed;
  const backup = backed.backup;

  const entry: ManifestWrite = {
    path,
    action: current === null ? 'create' : 'update',
    backup,
    sha256Before: current === null ? null : sha256(current),
    sha256After: sha256(write.content),
  };
  tx.manifest.inFlight = entry;
  if (!(await persist(vault, opts, tx))) return { status: 'stopped', reason: tx.stopReason ?? '' };

  let replaced: boolean;
  try {
    if (current === null && dirname(path) !== '') await vault.mkdir(dirname(path));
    replaced = await vault.replace(path, write.expected, write.content);
  } catch (e) {
    if (isVaultPathError(e)) {
      // Refused before anything was touched (a link appeared on the way since the check above).
      tx.manifest.inFlight = null;
      if (!(await persist(vault, opts, tx))) return { status: 'stopped', reason: tx.stopReason ?? '' };
      return skip(tx, path, `Dropped a write to ${path}: ${e.message}.`, 'error');
    }
    return failedWrite(vault, opts, tx, entry, `writing ${path} failed (${errorText(e)})`);
  }
  if (!replaced) {
    tx.manifest.inFlight = null;
    if (!(await persist(vault, opts, tx))) return { status: 'stopped', reason: tx.stopReason ?? '' };
    return skip(tx, path, `Skipped ${path}: it changed while the run was writing it; your version was kept.`);
  }

  let back: string;
  try {
    back = await vault.readText(path);
  } catch (e) {
    return failedWrite(vault, opts, tx, entry, `${path} could not be read back after writing (${errorText(e)})`);
  }
  if (sha256(back) !== entry.sha256After) {
    return failedWrite(vault, opts, tx, entry, `${path} did not read back as written`);
  }

  tx.manifest.written.push(entry);
  tx.manifest.inFlight = null;
  if (!(await persist(vault, opts, tx))) return { status: 'stopped', reason: tx.stopReason ?? '' };
  return { status: 'written', entry };
}

/**
 * A write that threw or read back wrong left the file in an unknown state.
 * Look at it: the new text in full counts as written (recorded, so the next
 * run can roll it back); the old text means nothing happened; anything else is
 * half-written and is put back from the backup at once.
 */
async function failedWrite(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, tx: Transaction, entry: ManifestWrite, reason: string): Promise<ApplyResult> {
  try {
    const now = (await vault.exists(entry.path)) ? await vault.readText(entry.path) : null;
    const sha = now === null ? null : sha256(now);
    if (sha === entry.sha256After) {
      tx.manifest.written.push(entry);
      tx.manifest.inFlight = null;
    } else if (sha === entry.sha256Before) {
      tx.manifest.inFlight = null;
    } else if (entry.backup !== null) {
      await vault.write(entry.path, await vault.readText(entry.backup));
      tx.manifest.inFlight = null;
    } else if (now !== null) {
      await vault.remove(entry.path);
      tx.manifest.inFlight = null;
    }
  } catch {
    // inFlight stays in the record; the next run's recovery looks at the file again.
  }
  await hardStop(vault, opts, tx, reason);
  return { status: 'stopped', reason };
}
