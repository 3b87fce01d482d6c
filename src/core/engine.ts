/**
 * The engine's public face: what the CLI and the plugin call. Each function
 * composes the phases; the rules live in sense/, candidates/, consolidate/,
 * settle/ and review/.
 */
import type { DreamOptions, EngineContext } from './context';
import type { Plan, RunSummary, StatusReport } from './types';

export class NotAvailableYet extends Error {
  constructor(what: string) {
    super(`${what} is not available yet`);
    this.name = 'NotAvailableYet';
  }
}

/** Phase 1 only: read-only, writes nothing (not even .dreams/). */
export function planDream(_ctx: EngineContext, _opts: DreamOptions): Promise<Plan> {
  return Promise.reject(new NotAvailableYet('plan'));
}

/** A full dream: Sense, Consolidate, Settle, as one recoverable transaction. */
export function runDream(_ctx: EngineContext, _opts: DreamOptions): Promise<RunSummary> {
  return Promise.reject(new NotAvailableYet('run'));
}

export function dreamStatus(_ctx: EngineContext): Promise<StatusReport> {
  return Promise.reject(new NotAvailableYet('status'));
}
