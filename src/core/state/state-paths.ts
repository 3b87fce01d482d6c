/**
 * Where each piece of the engine's own state lives: the one place to change
 * when a file moves (for example to where a person's sync carries it). Every
 * reader and writer asks here; no other module joins a state file's name.
 */
import { joinPath } from '../lib/paths';
import type { Settings } from '../ports/settings';

type StateSettings = Pick<Settings, 'stateFolder'>;

/** one run at a time: who is dreaming now (state/lock.ts) */
export function lockFile(s: StateSettings): string {
  return joinPath(s.stateFolder, 'lock.json');
}

/** the run records, one `<run-id>.json` each (state/manifest.ts) */
export function runsFolder(s: StateSettings): string {
  return joinPath(s.stateFolder, 'runs');
}

export function runFile(s: StateSettings, runId: string): string {
  return joinPath(runsFolder(s), `${runId}.json`);
}

/** candidates waiting for a person, and rejection markers (review/pending-queue.ts) */
export function pendingFile(s: StateSettings): string {
  return joinPath(s.stateFolder, 'pending.json');
}

/** approval receipts (review/pending-queue.ts) */
export function receiptsFile(s: StateSettings): string {
  return joinPath(s.stateFolder, 'receipts.json');
}

/** the unreachable topics the newest dream found (settle/unreachable-record.ts) */
export function unreachableFile(s: StateSettings): string {
  return joinPath(s.stateFolder, 'unreachable.json');
}

/** backups of every note before a run changes it, `<stamp>/<vault path>.bak` (state/backup.ts) */
export function backupsFolder(s: StateSettings): string {
  return joinPath(s.stateFolder, 'backups');
}

/** a model's observations the gates left out, for later requests to merge with or supersede (state/held-out.ts) */
export function heldOutFile(s: StateSettings): string {
  return joinPath(s.stateFolder, 'held-out.json');
}
