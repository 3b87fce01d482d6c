/**
 * The one way the engine reads and writes its JSON state files (the lock, run
 * records, the pending queue and receipts, the unreachable list): read, check
 * against the file's schema, and hand back either the typed value or one
 * problem saying what is wrong, in the same shape for every file. Which file
 * lives where is decided in state-paths.ts.
 *
 * A state file is shared with other devices by sync and survives crashes, so
 * "cannot be read" is an ordinary outcome, never a throw: each caller decides
 * what a bad file means for it (the lock is taken over, a run record is left
 * for a person, the queue is set aside and started afresh).
 */
import type { VaultPort } from '../ports/vault';
import { errorText } from '../lib/errors';
import type * as z from 'zod/mini';

interface StateFileProblem {
  path: string;
  /**
   * `unreadable`: the vault would not read it; `not-json`: cut short or
   * half-synced; `shape`: JSON, but not what this file holds.
   */
  kind: 'unreadable' | 'not-json' | 'shape';
  /** the reader's error or the first schema issue (`entries.0.candidate.tier: Invalid input`) */
  detail: string;
  /** the file as read, for a caller that sets a bad file aside; null when unreadable */
  text: string | null;
}

type StateFileRead<T> =
  | { status: 'ok'; value: T; text: string }
  | { status: 'missing' }
  | { status: 'invalid'; problem: StateFileProblem };

/** `text` checked against `schema`: the typed value, or what is wrong with it. */
export function parseStateText<T>(path: string, text: string, schema: z.ZodMiniType<T>): { ok: true; value: T } | { ok: false; problem: StateFileProblem } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: { path, kind: 'not-json', detail: errorText(e), text } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const first = parsed.error.issues[0];
  const detail = first ? `${first.path.map(String).join('.') || 'the whole file'}: ${first.message}` : 'unexpected shape';
  return { ok: false, problem: { path, kind: 'shape', detail, text } };
}

/**
 * `listed`: the caller has just listed the file (run records), so it is read
 * without asking first whether it exists: one vault call per file, which the
 * Dream log panel makes for every run record it shows.
 */
export async function readStateFile<T>(
  vault: VaultPort,
  path: string,
  schema: z.ZodMiniType<T>,
  options: { listed?: boolean } = {},
): Promise<StateFileRead<T>> {
  if (options.listed !== true && !(await vault.exists(path))) return { status: 'missing' };
  let text: string;
  try {
    text = await vault.readText(path);
  } catch (e) {
    // Gone between the two calls: a lock released, a file moved by sync.
    if (!(await vault.exists(path).catch(() => true))) return { status: 'missing' };
    return { status: 'invalid', problem: { path, kind: 'unreadable', detail: errorText(e), text: null } };
  }
  const r = parseStateText(path, text, schema);
  return r.ok ? { status: 'ok', value: r.value, text } : { status: 'invalid', problem: r.problem };
}

/** What is wrong with the file, as the end of a sentence: "… is not valid JSON (perhaps cut short or half-synced: …)". */
export function describeProblem(p: StateFileProblem): string {
  switch (p.kind) {
    case 'unreadable':
      return `could not be read (${p.detail})`;
    case 'not-json':
      return `is not valid JSON (perhaps cut short or half-synced: ${p.detail})`;
    case 'shape':
      return `does not have the expected shape (${p.detail})`;
  }
}

/** The text a state file is written as: two-space JSON with a final newline, so a diff or a person reads it. */
export function stateText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Writes a state file whole, through `VaultPort.write`: NodeVault writes a
 * temporary file and renames it over the old one, so a crash leaves the old
 * file or the new one. Obsidian's adapter writes hidden files in place; a file
 * torn there by a crash reads back as `not-json`, which every caller handles.
 */
export async function writeStateFile(vault: VaultPort, path: string, value: unknown): Promise<void> {
  await vault.write(path, stateText(value));
}
