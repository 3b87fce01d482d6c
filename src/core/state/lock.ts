/**
 * One run at a time per vault, across every device that syncs it.
 *
 * On one device the lock is atomic: it is taken with an exclusive create
 * (`VaultPort.replace` with `expected` null), and an expired or abandoned lock
 * is taken over with a compare-and-swap on the exact text that was judged
 * expired, so of any number of runs started together exactly one proceeds
 * (NodeVault makes both atomic across processes; the plugin is one instance
 * per vault and serialises in memory).
 *
 * Across devices the file only travels with the person's sync, which is not
 * atomic: two devices can both see "no lock" and both create one. That is a
 * property of where the file lives, not of how it is taken here.
 *
 * A lock is a lease in real time (`leaseFrom`/`leaseUntil`, by `Clock.wall`),
 * judged by every run in real time, whatever instant the run itself is dated
 * (`--now`): judged by the run's own clock, a run with a later `--now`, or an
 * undo with none, found a live run's lock "expired" and took it over mid-run.
 * `startedAt`/`expiresAt` stay in the holder's run clock; a lock an
 * earlier version wrote, without a lease, is judged by them as before.
 */
import { wallNow } from '../ports/clock';
import { localParts, MINUTE_MS } from '../lib/dates';
import * as z from 'zod/mini';
import { onFirstUse } from '../lib/zod-locale';
import type { Clock } from '../ports/clock';
import type { VaultPort } from '../ports/vault';
import type { ReportMessage } from '../ports/types';
import { describeProblem, parseStateText, readStateFile, stateText } from './state-file';
import { lockFile } from './state-paths';
import type { StateOptions, ThisDevice } from './state-options';

/** The lock's schema, built on first use (`onFirstUse`: zod builds parsers as schemas are made). */
function buildSchemas() {
  const lockSchema = z.object({
    deviceId: z.string(),
    runId: z.string(),
    startedAt: z.number(),
    expiresAt: z.number(),
    leaseFrom: z.optional(z.number()),
    leaseUntil: z.optional(z.number()),
    /** the holder's process id on its device, when its host has one (the CLI) */
    pid: z.optional(z.number()),
  });
  return { lockSchema };
}
const schemas = onFirstUse(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;

type DreamLock = z.infer<Schemas['lockSchema']>;

type LockResult =
  | { ok: true; lock: DreamLock; messages: ReportMessage[] }
  | { ok: false; holder: DreamLock | null; message: string };

export function lockPath(opts: Pick<StateOptions, 'stateFolder'>): string {
  return lockFile(opts);
}

/** `problem`: why a lock file that is there holds no lock (a half-synced file is not JSON yet). */
type LockRead = { lock: DreamLock | null; problem?: string };

export async function readLock(vault: VaultPort, opts: Pick<StateOptions, 'stateFolder'>): Promise<LockRead> {
  const r = await readStateFile(vault, lockPath(opts), schemas().lockSchema);
  if (r.status === 'ok') return { lock: r.value };
  if (r.status === 'missing') return { lock: null };
  return { lock: null, problem: `the lock file ${describeProblem(r.problem)}` };
}

function parseLock(path: string, text: string): LockRead {
  const r = parseStateText(path, text, schemas().lockSchema);
  return r.ok ? { lock: r.value } : { lock: null, problem: `the lock file ${describeProblem(r.problem)}` };
}

function hhmm(clock: Clock, ms: number): string {
  return localParts(ms, clock.timeZone).time;
}

/**
 * A lock whose expiry lies further ahead than a fresh lock could reach was
 * written by a device with a wrong clock; honouring it would block every run
 * on this vault until that far-off time.
 */
function isExpired(opts: Pick<StateOptions, 'lockMinutes'>, lock: DreamLock, wall: number): boolean {
  const span = opts.lockMinutes * MINUTE_MS;
  const { until } = leaseOf(lock);
  return until <= wall || until - wall > 2 * span;
}

/** When the lock's holder took it and when it lapses, in real time. */
export function leaseOf(lock: DreamLock): { from: number; until: number } {
  return { from: lock.leaseFrom ?? lock.startedAt, until: lock.leaseUntil ?? lock.expiresAt };
}

/**
 * The lock was taken on this device by a process that is no longer running:
 * a run killed mid-dream (`kill -9`, a closed terminal) releases nothing, and
 * waiting out its lease blocked every dream for the lease's length. Only on
 * the same device: a process id means nothing on another machine.
 */
function holderGone(device: ThisDevice, lock: DreamLock): boolean {
  const p = device.processes;
  return p !== undefined && lock.pid !== undefined && lock.pid !== p.self && !p.alive(lock.pid);
}

function describeHolder(clock: Clock, lock: DreamLock): string {
  const { from, until } = leaseOf(lock);
  return `Another dream is running on ${lock.deviceId} since ${hhmm(clock, from)}; it expires at ${hhmm(clock, until)}`;
}

export async function acquireLock(vault: VaultPort, clock: Clock, device: ThisDevice, opts: Pick<StateOptions, 'stateFolder' | 'lockMinutes'>, runId: string): Promise<LockResult> {
  const now = clock.now();
  const wall = wallNow(clock);
  const span = opts.lockMinutes * MINUTE_MS;
  const path = lockPath(opts);
  const lock: DreamLock = {
    deviceId: device.deviceId,
    runId,
    startedAt: now,
    expiresAt: now + span,
    leaseFrom: wall,
    leaseUntil: wall + span,
    ...(device.processes !== undefined ? { pid: device.processes.self } : {}),
  };
  const text = stateText(lock);
  // Bounded: each round ends with the lock taken or refused, unless the file
  // vanished in between (its holder released it), which only lets us try again.
  for (let round = 0; round < 3; round++) {
    // The common case, a free vault: an exclusive create. Of two runs starting
    // together exactly one creates the file; the other reads the winner's lock.
    // (Looked for first, so a run turned away by a held lock makes no write call at all.)
    if (!(await vault.exists(path)) && (await vault.replace(path, null, text))) return confirmed(vault, clock, opts, lock, []);
    let current: string;
    try {
      current = await vault.readText(path);
    } catch (e) {
      if (!(await vault.exists(path))) continue;
      return { ok: false, holder: null, message: `The lock file could not be read (${errorText(e)}); no dream was started.` };
    }
    const { lock: held, problem } = parseLock(path, current);
    const messages: ReportMessage[] = [];
    if (problem) messages.push({ level: 'warn', path, text: `Replaced the lock file: ${problem}.` });
    if (held) {
      const ours = held.deviceId === device.deviceId && held.runId === runId;
      const staleOwn = !ours && held.deviceId === device.deviceId && ((device.staleOwnLocksBefore !== undefined && leaseOf(held).from < device.staleOwnLocksBefore) || holderGone(device, held));
      if (!ours && !staleOwn && !isExpired(opts, held, wall)) {
        return { ok: false, holder: held, message: `${describeHolder(clock, held)}.` };
      }
      if (staleOwn && !isExpired(opts, held, wall)) {
        messages.push({
          level: 'warn',
          path,
          text: `Took over this device's own lock from run ${held.runId} (started ${hhmm(clock, leaseOf(held).from)}), which did not finish; its work is checked and rolled back if needed.`,
        });
      } else if (!ours) {
        messages.push({
          level: 'warn',
          path,
          text: `Took over an expired lock from ${held.deviceId} (run ${held.runId}, started ${hhmm(clock, leaseOf(held).from)}).`,
        });
      }
    }
    // Taking over is a compare-and-swap on the exact text judged above: when
    // two runs find the same expired lock, one swaps it and the other finds
    // the winner's lock in its place.
    if (await vault.replace(path, current, text)) return confirmed(vault, clock, opts, lock, messages);
    const after = await readLock(vault, opts);
    if (after.lock) {
      return { ok: false, holder: after.lock, message: `${describeHolder(clock, after.lock)} (it took the lock at the same moment as this run).` };
    }
  }
  return { ok: false, holder: null, message: 'The lock file kept changing while this run was taking it; another dream may be starting. Try again later.' };
}

/**
 * Reads the lock back after taking it. On this device the create or swap
 * already decided; the read-back is for sync, which can deliver another
 * device's lock over ours right after it landed: whoever does not find their
 * own lock there backs off.
 */
async function confirmed(vault: VaultPort, clock: Clock, opts: Pick<StateOptions, 'stateFolder'>, lock: DreamLock, messages: ReportMessage[]): Promise<LockResult> {
  const back = await readLock(vault, opts);
  if (back.lock && back.lock.deviceId === lock.deviceId && back.lock.runId === lock.runId) return { ok: true, lock, messages };
  return {
    ok: false,
    holder: back.lock,
    message: back.lock
      ? `${describeHolder(clock, back.lock)} (it took the lock at the same moment as this device).`
      : 'The lock file changed while this device was taking it; another device may be starting a dream. Try again later.',
  };
}

/** Removes the lock only when it is still ours: another device may have taken over an expired one. */
export async function releaseLock(vault: VaultPort, device: ThisDevice, opts: Pick<StateOptions, 'stateFolder'>, runId: string): Promise<boolean> {
  const { lock } = await readLock(vault, opts);
  if (!lock || lock.deviceId !== device.deviceId || lock.runId !== runId) return false;
  await vault.remove(lockPath(opts));
  return true;
}

import { errorText } from '../lib/errors';
export { errorText };
