/**
 * DreamService over the engine: it adapts, nothing more. Every call is one
 * engine function (the same ones the CLI calls), and this file only turns the
 * engine's answers and failures into what the panels and commands show.
 */
import type { EngineContext } from '../core/ports/context';
import { loadEngine, type Engine } from './lazy-engine';
import type { ReportMessage } from '../core/ports/types';
import type {
  ApprovalPreview,
  ConnectionCheck,
  DevicesView,
  DreamLogCard,
  DreamService,
  Explanation,
  PendingCandidate,
  BulkReviewResult,
  Result,
  ReviewResult,
  RunHooks,
  RunOutcomeView,
  RunTrigger,
  UndoPreview,
  UndoResult,
  UnreachableTopicView,
} from './service';
import type { Plan, RunSummary } from '../core/engine';

interface EngineServiceDeps {
  /** a fresh context per call: settings and the API key may have changed */
  context(hooks?: RunHooks): EngineContext;
  /** who approves, recorded in the receipt ("obsidian:<device>") */
  reviewer(): string;
}

function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

function fail<T>(message: string, messages?: ReportMessage[]): Result<T> {
  return { ok: false, message, ...(messages ? { messages } : {}) };
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** What an approval wrote, as the panels show it: the person's notes, not the plugin's state files. */
function approvalResult(
  ctx: EngineContext,
  outcome: { receipts: { candidateId: string }[]; run: { written: { path: string }[] } | null; failed: ReviewResult['failed'] },
): ReviewResult {
  const state = `${ctx.settings.stateFolder}/`;
  return {
    approved: outcome.receipts.map((r) => r.candidateId),
    rejected: [],
    written: outcome.run?.written.map((w) => w.path).filter((p) => !p.startsWith(state)) ?? [],
    failed: outcome.failed,
  };
}

/** Runs `fn` with the engine (loaded on the first call); a failure, the load's included, becomes a message. */
async function attempt<T>(action: string, fn: (engine: Engine) => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await fn(await loadEngine()));
  } catch (e) {
    return fail(`${action} failed: ${errorText(e)}. Check the plugin settings and the files named, then try again.`);
  }
}

export class EngineDreamService implements DreamService {
  constructor(private readonly deps: EngineServiceDeps) {}

  private ctx(hooks?: RunHooks): EngineContext {
    return this.deps.context(hooks);
  }

  plan(): Promise<Result<Plan>> {
    return attempt('The preview', (engine) => engine.planDream(this.ctx(), { trigger: 'manual' }));
  }

  async run(trigger: RunTrigger, hooks?: RunHooks): Promise<Result<RunOutcomeView>> {
    const ctx = this.ctx(hooks);
    const result = await attempt<RunSummary>('The dream', (engine) => engine.runDream(ctx, { trigger }));
    if (!result.ok) return result;
    const summary = result.value;
    if (summary.lockedBy) return ok({ kind: 'locked', deviceId: summary.lockedBy.deviceId, until: summary.lockedBy.until });
    if (summary.notDreamingDevice !== undefined) {
      const message = summary.messages.find((m) => m.level === 'warn')?.text ?? 'Another device dreams for this vault.';
      const name = summary.notDreamingDeviceName ? { deviceName: summary.notDreamingDeviceName } : {};
      return ok({ kind: 'elsewhere', deviceId: summary.notDreamingDevice === 'unknown' ? null : summary.notDreamingDevice, ...name, message });
    }
    if (summary.status === 'stopped' && !hooks?.signal?.aborted) {
      const why = summary.messages.find((m) => m.level === 'error')?.text ?? 'a write could not be made safely';
      const report = summary.reportPath ? ` The report is at ${summary.reportPath}.` : '';
      return fail(`the dream stopped before finishing because ${why}. What was written is backed up and listed in the dream log.${report}`, summary.messages);
    }
    return ok({ kind: 'done', summary });
  }

  async takeOverDreaming(): Promise<Result<string>> {
    const r = await attempt('Choosing this device to dream', (engine) => engine.takeOverDreaming(this.ctx()));
    return r.ok ? ok(r.value.name ? `“${r.value.name}” (${r.value.deviceId})` : r.value.deviceId) : r;
  }

  async devices(): Promise<Result<DevicesView>> {
    const ctx = this.ctx();
    const r = await attempt('Reading which device dreams', (engine) => engine.dreamingDevice(ctx));
    if (!r.ok) return r;
    const d = r.value.device;
    return ok({
      here: { id: ctx.deviceId, name: ctx.deviceName ?? null },
      dreaming: d ? { id: d.deviceId, name: d.name ?? null, since: d.since } : null,
      problem: r.value.problem ?? null,
    });
  }

  migrateSharedState(): Promise<Result<ReportMessage[]>> {
    return attempt('Moving the review queue where sync carries it', (engine) => engine.migrateSharedState(this.ctx()));
  }

  async planUndo(): Promise<Result<UndoPreview>> {
    const ctx = this.ctx();
    const r = await attempt('Checking what undo would restore', (engine) => engine.planUndoDream(ctx));
    if (!r.ok) return r;
    const plan = r.value;
    if (plan.runId === null) {
      return fail(plan.messages.map((m) => m.text).join(' ') || 'There is no finished dream to undo.');
    }
    const runId = plan.runId;
    const cards = await this.dreamLog();
    const card = cards.ok ? cards.value.find((c) => c.runId === runId) : undefined;
    return ok({
      runId,
      runNumber: card?.number ?? null,
      restore: [
        ...plan.restore.map((path) => ({ path, action: 'restore' as const, backup: null })),
        ...plan.remove.map((path) => ({ path, action: 'remove' as const, backup: null })),
      ],
      refuse: plan.refuse,
      queued: plan.queued,
    });
  }

  undo(runId: string): Promise<Result<UndoResult>> {
    const ctx = this.ctx();
    return attempt('Undo', async (engine) => {
      const r = await engine.undoDream(ctx, runId);
      return { restored: r.restored, removed: r.removed, queueRemoved: r.queue.removed.length, refused: r.refused, messages: r.messages };
    });
  }

  dreamLog(): Promise<Result<DreamLogCard[]>> {
    return attempt('Reading the dream log', (engine) => engine.listDreamLogCards(this.ctx()));
  }

  unreachable(): Promise<Result<UnreachableTopicView[] | null>> {
    return attempt('Finding unreachable topics', (engine) => engine.listUnreachableTopics(this.ctx()));
  }

  pending(): Promise<Result<PendingCandidate[]>> {
    return attempt('Reading the pending candidates', (engine) => engine.listPendingCards(this.ctx()));
  }

  pendingCount(): Promise<Result<number>> {
    return attempt('Counting the pending candidates', async (engine) => {
      const views = await engine.listPending(this.ctx(), true);
      return views.filter((v) => !(v.receipt && v.state === 'approved')).length;
    });
  }

  async approve(ids: string[], opts: { rationale: string; editedText?: string; mode: 'one' | 'bulk' }): Promise<Result<BulkReviewResult>> {
    const ctx = this.ctx();
    const reviewer = this.deps.reviewer();
    return attempt('Approving', async (engine) => {
      // The receipt first, then the candidates are written at once through the
      // dream transaction: the same call as `vault-dreaming review`.
      const req = { ids, mode: opts.mode, reviewer, rationale: opts.rationale, ...(opts.editedText !== undefined ? { editedText: opts.editedText } : {}) };
      const outcome = await engine.approveCandidates(ctx, req);
      return { ...approvalResult(ctx, outcome), left: outcome.left.length };
    });
  }

  previewApproval(ids?: string[]): Promise<Result<ApprovalPreview>> {
    const ctx = this.ctx();
    return attempt('Reading the pending candidates', async (engine) => {
      const { take, left } = await engine.previewApproval(ctx, ids);
      const cards = new Map((await engine.listPendingCards(ctx)).map((c) => [c.candidate.id, c]));
      return {
        take: take.flatMap((v) => cards.get(v.candidate.id) ?? []),
        left: left.flatMap((l) => {
          const card = cards.get(l.id);
          return card ? [{ candidate: card, why: engine.BULK_LEFT_TEXT[l.why] }] : [];
        }),
      };
    });
  }

  async reject(ids: string[], rationale?: string): Promise<Result<ReviewResult>> {
    // The marker keeps the id, hash, date and the reason typed; never the candidate's words.
    const ctx = this.ctx();
    return attempt('Rejecting', async (engine) => {
      const result: ReviewResult = { approved: [], rejected: [], written: [], failed: [] };
      for (const id of ids) {
        const r = await engine.rejectPending(ctx, id, rationale);
        if (r.ok) result.rejected.push(id);
        else result.failed.push({ id, reason: r.message });
      }
      return result;
    });
  }

  explain(query: string): Promise<Result<Explanation>> {
    const ctx = this.ctx();
    return attempt('Explaining', async (engine) => {
      const text = await engine.explainQuery(ctx, query);
      return { lines: text.trim() ? text.replace(/\n+$/, '').split('\n') : [] };
    });
  }

  indexSections(): Promise<Result<string[]>> {
    return attempt('Reading the index', (engine) => engine.listIndexSections(this.ctx()));
  }

  linkFromIndex(topicPath: string, section: string): Promise<Result<{ line: string; backup: string | null }>> {
    const ctx = this.ctx();
    return attempt('Linking from the index', async (engine) => {
      const r = await engine.linkTopicFromIndex(ctx, topicPath, section);
      return { line: r.line, backup: r.backup };
    });
  }

  async testConnection(): Promise<Result<ConnectionCheck>> {
    const engine = await loadEngine();
    return engine.testModelConnection(this.ctx());
  }
}
