/**
 * One run at a time per vault, across every device that syncs it.
 *
 * The lock is a file in the state folder, so it travels with the vault through
 * whatever sync the person uses. Sync is not atomic: two devices can both see
 * "no lock" and both write one. Each writer therefore reads the file back after
 * writing it; whoever does not find their own lock there backs off.
 */
import { z } from 'zod';
import { localParts } from '../clock';
import type { EngineContext } from '../context';
import { joinPath } from '../lib/paths';
import type { ReportMessage } from '../types';

const lockSchema = z.object({
  deviceId: z.string(),
  runId: z.string(),
  startedAt: z.number(),
  expiresAt: z.number(),
});

export type DreamLock = z.infer<typeof lockSchema>;

export type LockResult =
  | { ok: true; lock: DreamLock; messages: ReportMessage[] }
  | { ok: false; holder: DreamLock | null; message: string };

export function lockPath(ctx: Pick<EngineContext, 'settings'>): string {
  return joinPath(ctx.settings.stateFolder, 'lock.json');
}

export type LockRead = { lock: DreamLock | null; problem?: string };

export async function readLock(ctx: Pick<EngineContext, 'vault' | 'settings'>): Promise<LockRead> {
  const path = lockPath(ctx);
  if (!(await ctx.vault.exists(path))) return { lock: null };
  let text: string;
  try {
    text = await ctx.vault.readText(path);
  } catch (e) {
    return { lock: null, problem: `the lock file could not be read (${errorText(e)})` };
  }
  try {
    const parsed = lockSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { lock: parsed.data };
  } catch {
    // fall through: a half-synced file is not JSON yet
  }
  return { lock: null, problem: 'the lock file is not valid (perhaps half-synced)' };
}

function hhmm(ctx: Pick<EngineContext, 'clock'>, ms: number): string {
  return localParts(ms, ctx.clock.timeZone).time;
}

/**
 * A lock whose expiry lies further ahead than a fresh lock could reach was
 * written by a device with a wrong clock; honouring it would block every run
 * on this vault until that far-off time.
 */
function isExpired(ctx: Pick<EngineContext, 'clock' | 'settings'>, lock: DreamLock, now: number): boolean {
  const span = ctx.settings.lockMinutes * 60_000;
  return lock.expiresAt <= now || lock.expiresAt - now > 2 * span;
}

export function describeHolder(ctx: Pick<EngineContext, 'clock'>, lock: DreamLock): string {
  return `Another dream is running on ${lock.deviceId} since ${hhmm(ctx, lock.startedAt)}; it expires at ${hhmm(ctx, lock.expiresAt)}`;
}

export async function acquireLock(ctx: EngineContext, runId: string): Promise<LockResult> {
  const now = ctx.clock.now();
  const messages: ReportMessage[] = [];
  const { lock: held, problem } = await readLock(ctx);
  if (problem) messages.push({ level: 'warn', path: lockPath(ctx), text: `Replaced the lock file: ${problem}.` });
  if (held) {
    const ours = held.deviceId === ctx.deviceId && held.runId === runId;
    const staleOwn = !ours && held.deviceId === ctx.deviceId && ctx.staleOwnLocksBefore !== undefined && held.startedAt < ctx.staleOwnLocksBefore;
    if (!ours && !staleOwn && !isExpired(ctx, held, now)) {
      return { ok: false, holder: held, message: `${describeHolder(ctx, held)}.` };
    }
    if (staleOwn && !isExpired(ctx, held, now)) {
      messages.push({
        level: 'warn',
        path: lockPath(ctx),
        text: `Took over this device's own lock from run ${held.runId} (started ${hhmm(ctx, held.startedAt)}), which did not finish; its work is checked and rolled back if needed.`,
      });
    } else if (!ours) {
      messages.push({
        level: 'warn',
        path: lockPath(ctx),
        text: `Took over an expired lock from ${held.deviceId} (run ${held.runId}, started ${hhmm(ctx, held.startedAt)}).`,
      });
    }
  }
  const lock: DreamLock = {
    deviceId: ctx.deviceId,
    runId,
    startedAt: now,
    expiresAt: now + ctx.settings.lockMinutes * 60_000,
  };
  await ctx.vault.write(lockPath(ctx), JSON.stringify(lock, null, 2) + '\n');
  const back = await readLock(ctx);
  if (!back.lock || back.lock.deviceId !== lock.deviceId || back.lock.runId !== lock.runId) {
    return {
      ok: false,
      holder: back.lock,
      message: back.lock
        ? `${describeHolder(ctx, back.lock)} (it took the lock at the same moment as this device).`
        : 'The lock file changed while this device was taking it; another device may be starting a dream. Try again later.',
    };
  }
  return { ok: true, lock, messages };
}

/** Removes the lock only when it is still ours: another device may have taken over an expired one. */
export async function releaseLock(ctx: EngineContext, runId: string): Promise<boolean> {
  const { lock } = await readLock(ctx);
  if (!lock || lock.deviceId !== ctx.deviceId || lock.runId !== runId) return false;
  await ctx.vault.remove(lockPath(ctx));
  return true;
}

import { errorText } from '../lib/errors';
export { errorText };
