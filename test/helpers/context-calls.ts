/**
 * The state layer's calls as the tests state them: from one context. The engine
 * hands each call its ports and options; these wrappers do the same, so a test
 * reads as before and still drives the real function.
 */
import type { DreamOptions, EngineContext } from '../../src/core/ports/context';
import type { Plan } from '../../src/core/consolidate/plan';
import type { PlannedWrite } from '../../src/core/state/transaction';
import { PendingQueue } from '../../src/core/review/pending-queue';
import * as senseStep from '../../src/core/sense/sense';
import * as sources from '../../src/core/sense/sources';
import * as backup from '../../src/core/state/backup';
import * as lock from '../../src/core/state/lock';
import * as manifest from '../../src/core/state/manifest';
import * as shared from '../../src/core/state/shared-state';
import * as transaction from '../../src/core/state/transaction';
import * as model from '../../src/core/extract/model';
import type { WriteGuard } from '../../src/core/state/write-guard';

type Ctx<K extends keyof EngineContext> = Pick<EngineContext, K>;

export const acquireLock = (ctx: EngineContext, runId: string) => lock.acquireLock(ctx.vault, ctx.clock, ctx, ctx.settings, runId);
export const releaseLock = (ctx: EngineContext, runId: string) => lock.releaseLock(ctx.vault, ctx, ctx.settings, runId);
export const lockPath = (ctx: Ctx<'settings'>) => lock.lockPath(ctx.settings);
export const readLock = (ctx: Ctx<'vault' | 'settings'>) => lock.readLock(ctx.vault, ctx.settings);

export const readManifest = (ctx: Ctx<'vault' | 'settings'>, runId: string) => manifest.readManifest(ctx.vault, ctx.settings, runId);
export const listManifests = (ctx: Ctx<'vault' | 'settings'>) => manifest.listManifests(ctx.vault, ctx.settings);
export const saveManifest = (ctx: Ctx<'vault' | 'settings'>, m: manifest.RunManifest) => manifest.saveManifest(ctx.vault, ctx.settings, m);

export const backupStamp = (ctx: Ctx<'clock'>, startedAt: number) => backup.backupStamp(ctx.clock, startedAt);
export const backupPathFor = (ctx: Ctx<'settings'>, stamp: string, path: string, variant?: string) => backup.backupPathFor(ctx.settings, stamp, path, variant);
export const writeBackup = (ctx: Ctx<'vault' | 'settings'>, stamp: string, path: string, text: string, variant: string) =>
  backup.writeBackup(ctx.vault, ctx.settings, stamp, path, text, variant);

export const openTransaction = (ctx: Ctx<'clock' | 'settings'>, plan: Plan, m: manifest.RunManifest, guard?: WriteGuard) =>
  transaction.openTransaction(ctx.clock, ctx.settings, plan, m, guard);
export const applyWrite = (ctx: EngineContext, tx: transaction.Transaction, write: PlannedWrite) => transaction.applyWrite(ctx.vault, ctx.settings, tx, write, ctx.signal);

export const readDreamingDevice = (ctx: Ctx<'vault' | 'settings'>) => shared.readDreamingDevice(ctx.vault, ctx.settings);

export const sense = (ctx: EngineContext, opts: DreamOptions) => senseStep.sense(ctx, ctx.settings, opts);
export const currentSourceLogs = (ctx: EngineContext) => senseStep.currentSourceLogs(ctx, ctx.settings);
export const listSourceLogs = (ctx: Ctx<'vault' | 'clock' | 'yaml' | 'dates' | 'settings'>, folders: Parameters<typeof sources.listSourceLogs>[2]) => sources.listSourceLogs(ctx, ctx.settings, folders);

export const loadQueue = (ctx: Ctx<'vault' | 'clock' | 'settings'>) => PendingQueue.load(ctx.vault, ctx.clock, ctx.settings);

type ModelArgs = Parameters<typeof model.modelExtract>;
export const modelExtract = (ctx: EngineContext, spans: ModelArgs[2], opts?: ModelArgs[3]) => model.modelExtract(ctx, ctx.settings, spans, opts);
export const measureModelPath = (ctx: EngineContext, spans: ModelArgs[2], opts?: ModelArgs[3]) => model.measureModelPath(ctx, ctx.settings, spans, opts);
