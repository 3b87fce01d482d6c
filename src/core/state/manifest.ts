/**
 * The run manifest: the record a run keeps of itself in `.dreams/runs/<run-id>.json`.
 *
 * It is rewritten after every file operation, and an intended write is
 * recorded (as `inFlight`) before the file is touched, so a run that dies at
 * any point leaves a record accurate enough for the next run to undo exactly
 * what it did: nothing more (never a file the person changed since), nothing less.
 */
import * as z from 'zod/mini';
import { onFirstUse } from '../lib/zod-locale';
import type { Clock } from '../ports/clock';
import type { VaultPort } from '../ports/vault';
import { utcStamp } from '../lib/dates';
import { sha256 } from '../lib/digest';
import type { ReportMessage } from '../ports/types';
import { describeProblem, readStateFile, writeStateFile } from './state-file';
import { runFile, runsFolder as runsFolderOf } from './state-paths';
import type { StateOptions } from './state-options';

export type WriteAction = 'create' | 'update';

export interface WrittenFile {
  path: string;
  action: WriteAction;
  backup: string | null;
  sha256Before: string | null;
  sha256After: string;
}

const RUN_PHASES = ['sense', 'consolidate', 'settle', 'done', 'undone', 'rolled-back'] as const;
type RunPhase = (typeof RUN_PHASES)[number];

/** Phases after which a run has nothing left to recover. */
export const FINISHED_PHASES: readonly RunPhase[] = ['done', 'undone', 'rolled-back'];

/** The run record's schemas, built on first use (`onFirstUse`: zod builds parsers as schemas are made). */
function buildSchemas() {
  const writtenSchema = z.object({
    path: z.string(),
    action: z.enum(['create', 'update']),
    backup: z.nullable(z.string()),
    sha256Before: z.nullable(z.string()),
    sha256After: z.string(),
    /** set when the gate re-check reverted this write; undo and recovery leave it alone */
    reverted: z.optional(z.string()),
  });

  /**
   * What the run's dream-log entry said, kept with the run so the Dream log
   * panel reads it from here instead of parsing the entry's prose back.
   */
  const dreamLogRecordSchema = z.object({
    number: z.int(),
    logsConsolidated: z.int(),
    logsDeferred: z.int(),
    changes: z.array(z.string()),
    note: z.string(),
    reportPath: z.nullable(z.string()),
    /**
     * How far the dream got through the notes of the date it stopped on
     * (sense/cursor.ts), in force while this entry holds the watermark; null
     * when the date was read whole. Absent in records written before it existed.
     */
    cursor: z.optional(
      z.nullable(
        z.object({
          date: z.string(),
          steps: z.array(z.object({ through: z.nullable(z.string()), cut: z.optional(z.boolean()), only: z.optional(z.boolean()), upTo: z.number() })),
        }),
      ),
    ),
  });

  const manifestSchema = z.object({
    version: z._default(z.literal(1), 1),
    runId: z.string(),
    trigger: z.string(),
    deviceId: z.string(),
    startedAt: z.number(),
    phase: z.enum(RUN_PHASES),
    read: z.array(z.object({ path: z.string(), bytes: z.number(), mtime: z.number(), sha256: z.string() })),
    planned: z.array(
      z.object({
        target: z.string(),
        tier: z.union([z.number(), z.string()]),
        action: z.enum(['create', 'update']),
        reason: z.string(),
      }),
    ),
    written: z.array(writtenSchema),
    /** recorded before a file is touched; cleared once the write is confirmed or known not to have happened */
    inFlight: z._default(z.nullable(writtenSchema), null),
    watermarkBefore: z._default(z.nullable(z.string()), null),
    watermarkAfter: z._default(z.nullable(z.string()), null),
    stopReason: z._default(z.nullable(z.string()), null),
    /** what a later recovery or undo did to this run */
    history: z._default(
      z.array(
        z.object({
          at: z.number(),
          action: z.enum(['rolled-back', 'undone', 'undo-incomplete', 'rollback-incomplete']),
          restored: z.array(z.string()),
          leftAlone: z.array(z.object({ path: z.string(), reason: z.string() })),
        }),
      ),
      [],
    ),
    finishedAt: z._default(z.nullable(z.number()), null),
    /** set once the run's dream-log entry is written; null for runs that write none (a person's index link) */
    dreamLog: z._default(z.nullable(dreamLogRecordSchema), null),
    /**
     * 1 + the highest sequence of the runs before it. Run ids sort by start
     * time, but two runs can start in the same second (an approval applied right
     * after a dream, or any runs under a fixed --now clock), and undo must take
     * back the newest one.
     */
    sequence: z._default(z.int(), 0),
    /**
     * When the backup retention rule removed this run's backups (state/retention.ts);
     * null while they are kept. Undo reads it to say why a backup is missing.
     */
    backupsPrunedAt: z._default(z.nullable(z.number()), null),
    /** candidates the run added to the review queue, and the entries it refreshed as they were (undo takes both back) */
    queued: z._default(z.nullable(z.object({ added: z.array(z.string()), updated: z.array(z.unknown()) })), null),
    /** the dreaming-device note before this run claimed it (null: none) and the hash of what it wrote; null: untouched */
    device: z._default(z.nullable(z.object({ before: z.nullable(z.string()), sha256After: z.string() })), null),
  });
  return { writtenSchema, dreamLogRecordSchema, manifestSchema };
}
const schemas = onFirstUse(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;

export type ManifestWrite = z.infer<Schemas['writtenSchema']>;
export type DreamLogRecord = z.infer<Schemas['dreamLogRecordSchema']>;
export type RunManifest = z.infer<Schemas['manifestSchema']>;
type ManifestInput = z.input<Schemas['manifestSchema']>;

function runsFolder(opts: Pick<StateOptions, 'stateFolder'>): string {
  return runsFolderOf(opts);
}

function manifestPath(opts: Pick<StateOptions, 'stateFolder'>, runId: string): string {
  return runFile(opts, runId);
}

/**
 * `YYYYMMDD-HHMMSS-<4 hex>` in UTC: ids sort by time even across a change of
 * time zone or daylight saving, which local wall time would not. The hex part
 * keeps two devices starting in the same second apart; pass `seed` for an id
 * that is reproducible (tests, golden files).
 */
export function newRunId(clock: Clock, seed?: string): string {
  const now = clock.now();
  const stamp = utcStamp(now);
  const entropy = seed ?? `${now}:${Math.random()}`;
  return `${stamp}-${sha256(entropy).slice(0, 4)}`;
}

export function createManifest(input: ManifestInput): RunManifest {
  return schemas().manifestSchema.parse(input);
}

export async function saveManifest(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, manifest: RunManifest): Promise<void> {
  await writeStateFile(vault, manifestPath(opts, manifest.runId), manifest);
}

type ManifestRead = { ok: true; manifest: RunManifest } | { ok: false; path: string; message: ReportMessage };

/** `listed`: the path comes from a listing of the runs folder (see readStateFile). */
async function readManifestAt(vault: VaultPort, path: string, listed = false): Promise<ManifestRead> {
  const r = await readStateFile(vault, path, schemas().manifestSchema, { listed });
  if (r.status === 'ok') return { ok: true, manifest: r.value };
  // Left as it is, never set aside: a person (or the next recovery) may still need what it records.
  const text = r.status === 'missing' ? 'Run record is gone.' : `Run record ${describeProblem(r.problem)}; it was left as it is for a person to inspect.`;
  return { ok: false, path, message: { level: 'error', path, text } };
}

export async function readManifest(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>, runId: string): Promise<ManifestRead> {
  const path = manifestPath(opts, runId);
  if (!(await vault.exists(path))) {
    return { ok: false, path, message: { level: 'error', path, text: `No run with id ${runId}.` } };
  }
  return readManifestAt(vault, path, true);
}

/** Every run record, oldest first (by sequence, then run id), plus one message per unreadable record. */
export async function listManifests(
  vault: VaultPort,
  opts: Pick<StateOptions, 'stateFolder'>,
): Promise<{ manifests: RunManifest[]; messages: ReportMessage[] }> {
  const files = (await vault.list(runsFolder(opts)))
    .filter((f) => f.path.endsWith('.json'))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const manifests: RunManifest[] = [];
  const messages: ReportMessage[] = [];
  for (const f of files) {
    const r = await readManifestAt(vault, f.path, true);
    if (r.ok) manifests.push(r.manifest);
    else messages.push(r.message);
  }
  manifests.sort((a, b) => a.sequence - b.sequence || (a.runId < b.runId ? -1 : a.runId > b.runId ? 1 : 0));
  return { manifests, messages };
}

/** The sequence number the next run record takes. */
export async function nextSequence(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>): Promise<number> {
  const { manifests } = await listManifests(vault, opts);
  return manifests.reduce((m, x) => Math.max(m, x.sequence), 0) + 1;
}

/** The manifest's view of what the run wrote and still stands (reverted writes excluded). */
export function standingWrites(manifest: RunManifest): WrittenFile[] {
  return manifest.written
    .filter((w) => w.reverted === undefined)
    .map((w) => ({ path: w.path, action: w.action, backup: w.backup, sha256Before: w.sha256Before, sha256After: w.sha256After }));
}
