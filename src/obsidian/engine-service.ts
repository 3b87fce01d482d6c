/**
 * DreamService over the engine. The panels and commands speak this interface;
 * this file turns engine answers (and engine failures) into what they show.
 * Review, undo and explain call the same engine functions as the CLI
 * (`vault-dreaming review`, `undo`, `explain`), so the panel and the command
 * line change the queue and the vault the same way. Linking a topic from the
 * index uses engine.linkTopicFromIndex when the engine has it, else a
 * backed-up one-line insert here.
 */
import type { EngineContext } from '../core/context';
import { formatTokens, parseDreamLog, type DreamLogEntry } from '../core/formats/dreamlog';
import * as engine from '../core/engine';
import { NotAvailableYet } from '../core/engine';
import { WEIGHTS } from '../core/rank/ranking';
import { writeBackup, backupStamp } from '../core/run/backup';
import { readLock } from '../core/run/lock';
import { listManifests } from '../core/run/manifest';
import { planNoteWrites } from '../core/write/plan-writes';
import type { PendingView } from '../core/review/pending-queue';
import { createProvider } from '../core/extract/model/providers';
import { sense } from '../core/sense/sense';
import type { Plan, ReportMessage, RunSummary, StatusReport } from '../core/types';
import { indexSections, insertIndexLink, topicLinkLine } from './index-link';
import type {
  ConnectionCheck,
  DreamLogCard,
  DreamService,
  Explanation,
  PendingCandidate,
  ReceiptState,
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
import { errorText } from '../core/lib/errors';

export interface EngineServiceDeps {
  /** a fresh context per call: settings and the API key may have changed */
  context(hooks?: RunHooks): EngineContext;
  /** who approves, recorded in the receipt ("obsidian:<device>") */
  reviewer(): string;
  /** one tiny request to the configured model */
  ping?(ctx: EngineContext): Promise<ConnectionCheck>;
}

type Fn = (...args: unknown[]) => Promise<unknown>;

function engineFn(name: string): Fn | null {
  const fn = (engine as unknown as Record<string, unknown>)[name];
  return typeof fn === 'function' ? (fn as Fn) : null;
}

function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

function fail<T>(message: string, messages?: ReportMessage[]): Result<T> {
  return { ok: false, message, ...(messages ? { messages } : {}) };
}

function notAvailable<T>(what: string): Result<T> {
  return { ok: false, notAvailable: true, message: `${what} is not available in this version yet. Use the command line runner meanwhile, or update the plugin.` };
}


async function attempt<T>(what: string, action: string, fn: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await fn());
  } catch (e) {
    if (e instanceof NotAvailableYet) return notAvailable(what);
    return fail(`${action} failed: ${errorText(e)}. Check the plugin settings and the files named, then try again.`);
  }
}

export class EngineDreamService implements DreamService {
  constructor(private readonly deps: EngineServiceDeps) {}

  private ctx(hooks?: RunHooks): EngineContext {
    return this.deps.context(hooks);
  }

  plan(): Promise<Result<Plan>> {
    return attempt('Preview', 'The preview', () => engine.planDream(this.ctx(), { trigger: 'manual' }));
  }

  async run(trigger: RunTrigger, hooks?: RunHooks): Promise<Result<RunOutcomeView>> {
    const ctx = this.ctx(hooks);
    try {
      const { lock } = await readLock(ctx);
      if (lock && lock.deviceId !== ctx.deviceId && lock.expiresAt > ctx.clock.now()) {
        return ok({ kind: 'locked', deviceId: lock.deviceId, until: lock.expiresAt });
      }
    } catch {
      // An unreadable lock is the engine's to judge when it acquires it.
    }
    const result = await attempt<RunSummary>('Dreaming', 'The dream', () => engine.runDream(ctx, { trigger }));
    if (!result.ok) return result;
    const summary = result.value;
    if (summary.status === 'stopped' && !hooks?.signal?.cancelled) {
      const why = summary.messages.find((m) => m.level === 'error')?.text ?? 'a write could not be made safely';
      const report = summary.reportPath ? ` The report is at ${summary.reportPath}.` : '';
      return fail(`the dream stopped before finishing because ${why}. What was written is backed up and listed in the dream log.${report}`, summary.messages);
    }
    return ok({ kind: 'done', summary });
  }

  async planUndo(): Promise<Result<UndoPreview>> {
    const ctx = this.ctx();
    const r = await attempt('Undo', 'Checking what undo would restore', () => engine.planUndoDream(ctx));
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
      restore: plan.restore.map((path) => ({ path, action: 'restore' as const, backup: null })),
      refuse: plan.refuse,
    });
  }

  undo(runId: string): Promise<Result<UndoResult>> {
    const ctx = this.ctx();
    return attempt('Undo', 'Undo', async () => {
      const r = await engine.undoDream(ctx, runId);
      return { restored: r.restored, refused: r.refused, messages: r.messages };
    });
  }

  status(): Promise<Result<StatusReport>> {
    return attempt('Status', 'Reading the dream status', () => engine.dreamStatus(this.ctx()));
  }

  async dreamLog(): Promise<Result<DreamLogCard[]>> {
    const ctx = this.ctx();
    return attempt('The dream log', 'Reading the dream log', async () => {
      const path = ctx.settings.dreamLogPath;
      if (!(await ctx.vault.exists(path))) return [];
      const text = await ctx.vault.readText(path);
      const parsed = parseDreamLog(text);
      const { manifests } = await listManifests(ctx);
      const byRun = new Map(manifests.map((m) => [m.runId, m]));
      const cards: DreamLogCard[] = [];
      for (const entry of [...parsed.entries].reverse()) {
        const manifest = entry.runId ? byRun.get(entry.runId) : undefined;
        const card = dreamCard(entry, text.slice(entry.start, entry.end));
        if (manifest) {
          card.touched = manifest.written.filter((w) => !w.reverted).map((w) => w.path);
          const backup = manifest.written.find((w) => w.backup)?.backup;
          card.backupFolder = backup
            ? `${ctx.settings.stateFolder}/backups/${backupStamp(ctx, manifest.startedAt)}`
            : null;
          if (manifest.phase !== 'done') card.runId = null;
        } else card.runId = null;
        if (card.reportPath && !(await ctx.vault.exists(card.reportPath))) card.reportPath = null;
        cards.push(card);
      }
      return cards;
    });
  }

  unreachable(): Promise<Result<UnreachableTopicView[]>> {
    const ctx = this.ctx();
    return attempt('Unreachable topics', 'Finding unreachable topics', async () => {
      const s = await sense(ctx, { trigger: 'manual' });
      return s.unreachable.map((u) => ({ path: u.path, mtime: u.mtime, excerpt: u.excerpt }));
    });
  }

  async pending(): Promise<Result<PendingCandidate[]>> {
    const ctx = this.ctx();
    return attempt('Pending candidates', 'Reading the pending candidates', async () => {
      const views = await engine.listPending(ctx, true);
      const out: PendingCandidate[] = [];
      for (const v of views) out.push(await this.pendingCard(ctx, v));
      return out;
    });
  }

  private async pendingCard(ctx: EngineContext, v: PendingView): Promise<PendingCandidate> {
    const c = v.candidate;
    // What approval would write, computed by the same planner a run uses, so
    // the diff shown is the diff the next dream makes.
    let target = `${ctx.settings.topicsFolder}/${c.topic}.md`;
    let before: string | null = null;
    let after = '';
    let problem: string | undefined;
    try {
      const plan = await planNoteWrites(ctx, [c], { approvedIds: new Set([c.id]) });
      const rank = (t: unknown): number => (typeof t === 'number' ? t : -1);
      const w = [...plan.writes].sort((a, b) => rank(b.tier) - rank(a.tier))[0];
      if (w) {
        target = w.target;
        before = w.expected;
        after = w.content;
      } else {
        problem = plan.dropped[0]?.text ?? 'Approving it would change no note as things stand (the notes may already say it).';
      }
    } catch (e) {
      problem = `The change it would make could not be computed: ${errorText(e)}.`;
    }
    let receipt: ReceiptState = { state: 'none' };
    if (v.receipt && v.state === 'approved') receipt = { state: 'valid', expiresAt: Date.parse(`${v.receipt.expiresOn}T23:59:59Z`) };
    if (v.receipt && v.state === 'expired') receipt = { state: 'expired', expiredAt: Date.parse(`${v.receipt.expiresOn}T23:59:59Z`) };
    return {
      candidate: c,
      target,
      tier: c.tier,
      weights: { ...WEIGHTS },
      reason: c.hold ? engine.holdText(c.hold) : c.tier === 3 ? 'Identity and skill notes wait for your approval.' : 'Waiting for your approval.',
      receipt,
      before,
      after: after || (before ?? ''),
      queuedAt: Date.parse(`${v.addedOn}T00:00:00Z`),
      ...(problem ? { problem } : {}),
    };
  }

  async approve(ids: string[], opts: { rationale: string; editedText?: string }): Promise<Result<ReviewResult>> {
    const ctx = this.ctx();
    const reviewer = this.deps.reviewer();
    return attempt('Approving', 'Approving', async () => {
      // Receipt first, then the candidates are written at once through the
      // dream transaction (backups, compare-before-write, gate re-check) —
      // exactly what `vault-dreaming review --approve` does.
      const input = { reviewer, rationale: opts.rationale, ...(opts.editedText !== undefined ? { editedText: opts.editedText } : {}) };
      const outcome = await engine.approveAndApply(ctx, ids, input);
      const state = `${ctx.settings.stateFolder}/`;
      return {
        approved: outcome.receipts.map((r) => r.candidateId),
        rejected: [],
        written: outcome.run?.written.map((w) => w.path).filter((p) => !p.startsWith(state)) ?? [],
        failed: outcome.failed,
      };
    });
  }

  async approvePassing(): Promise<Result<BulkReviewResult>> {
    const ctx = this.ctx();
    const reviewer = this.deps.reviewer();
    return attempt('Approving', 'Approving in bulk', async () => {
      const outcome = await engine.approvePassingPending(ctx, { reviewer, rationale: 'Approved in bulk: passes its tier gate' });
      const state = `${ctx.settings.stateFolder}/`;
      return {
        approved: outcome.receipts.map((r) => r.candidateId),
        rejected: [],
        written: outcome.run?.written.map((w) => w.path).filter((p) => !p.startsWith(state)) ?? [],
        failed: outcome.failed,
        left: outcome.left.length,
      };
    });
  }

  async reject(ids: string[], _rationale?: string): Promise<Result<ReviewResult>> {
    // The rejection marker is content-free by design (id, hash, date), so the
    // optional rationale is not stored.
    const ctx = this.ctx();
    return attempt('Rejecting', 'Rejecting', async () => {
      const result: ReviewResult = { approved: [], rejected: [], written: [], failed: [] };
      for (const id of ids) {
        const r = await engine.rejectPending(ctx, id);
        if (r.ok) result.rejected.push(id);
        else result.failed.push({ id, reason: r.message });
      }
      return result;
    });
  }

  async explain(query: string): Promise<Result<Explanation>> {
    const ctx = this.ctx();
    return attempt('Explain', 'Explaining', async () => {
      const text = await engine.explainQuery(ctx, query);
      return { lines: text.trim() ? text.replace(/\n+$/, '').split('\n') : [], candidates: [] };
    });
  }

  async indexSections(): Promise<Result<string[]>> {
    const ctx = this.ctx();
    return attempt('Index sections', 'Reading the index', async () => {
      const path = ctx.settings.indexPath;
      return (await ctx.vault.exists(path)) ? indexSections(await ctx.vault.readText(path)) : [];
    });
  }

  async linkFromIndex(topicPath: string, section: string): Promise<Result<{ line: string; backup: string | null }>> {
    const ctx = this.ctx();
    const fn = engineFn('linkTopicFromIndex');
    if (fn) {
      return attempt('Linking from the index', 'Linking from the index', async () => {
        const r = (await fn(ctx, topicPath, section)) as { line?: string; backup?: string | null } | undefined;
        return { line: r?.line ?? topicLinkLine(topicPath), backup: r?.backup ?? null };
      });
    }
    return attempt('Linking from the index', 'Linking from the index', async () => {
      const path = ctx.settings.indexPath;
      const before = (await ctx.vault.exists(path)) ? await ctx.vault.readText(path) : null;
      const line = topicLinkLine(topicPath);
      const after = insertIndexLink(before ?? '', section, line);
      // Backed up like any write the plugin makes, so the person can undo by hand.
      const backup = before === null ? null : await writeBackup(ctx, backupStamp(ctx, ctx.clock.now()), path, before, 'link');
      if (!(await ctx.vault.replace(path, before, after))) {
        throw new Error(`${path} changed while linking; nothing was written, try again`);
      }
      return { line, backup };
    });
  }

  async testConnection(): Promise<Result<ConnectionCheck>> {
    const ctx = this.ctx();
    if (ctx.settings.provider === 'none') return fail('No model is configured: choose a provider first. Without one the offline extractor is used.');
    if (this.deps.ping) {
      const ping = this.deps.ping.bind(this.deps);
      return attempt('The connection test', 'The connection test', () => ping(ctx));
    }
    const choice = createProvider(ctx);
    if (!choice.provider) return fail(`Cannot test: ${choice.reason}. Fill it in above, then test again.`);
    const provider = choice.provider;
    const started = Date.now();
    try {
      // One tiny request: proves the URL, the key and the model name together.
      await provider.complete({ system: 'Answer with the single word ok.', user: 'ok?', maxTokens: 5 });
      return ok({ provider: provider.name, model: ctx.settings.model, detail: `answered in ${Date.now() - started} ms` });
    } catch (e) {
      return fail(`The model did not answer: ${errorText(e)}. Check the base URL, the model name and the API key.`);
    }
  }

  watchedPaths(): string[] {
    const s = this.ctx().settings;
    return [s.memoryFolder, s.dreamLogPath, s.indexPath, s.topicsFolder, s.stateFolder];
  }
}

/** A dream-log entry's own text → the card's fields. Lines the log format names. */
export function dreamCard(entry: DreamLogEntry, body: string): DreamLogCard {
  const lines = body.split(/\r?\n/);
  const changes: string[] = [];
  let inChanges = false;
  let note: string | null = null;
  let inNote = false;
  let logs: number | null = null;
  let deferred: number | null = null;
  let tokens: string | null = null;
  let reportPath: string | null = null;
  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    if (line.startsWith('### ')) {
      const h = line.slice(4).toLowerCase();
      inChanges = h.startsWith('what changed');
      inNote = h.startsWith('note');
      continue;
    }
    const logsMatch = /logs consolidated:\s*(\d+)(?:\s*\((\d+)\s*deferred)?/i.exec(line);
    if (logsMatch) {
      logs = Number(logsMatch[1]);
      deferred = logsMatch[2] !== undefined ? Number(logsMatch[2]) : 0;
    }
    const tokenMatch = /^[-*]?\s*(?:\*\*)?(?:model|tokens)(?:\*\*)?\s*:\s*(?:\*\*)?\s*(.+)$/i.exec(line);
    if (tokenMatch?.[1]) tokens = tokenMatch[1].trim();
    const reportMatch = /^Report:\s*\[\[([^\]|]+)(?:\|[^\]]*)?\]\]/.exec(line);
    if (reportMatch?.[1]) {
      reportPath = /\.md$/i.test(reportMatch[1]) ? reportMatch[1] : `${reportMatch[1]}.md`;
      inNote = false;
      continue;
    }
    if (inChanges && /^[-*] /.test(line) && !/^[-*] Highlights:$/.test(line)) changes.push(line.slice(2).trim());
    if (inNote && line && !line.startsWith('<!--')) note = note ? `${note} ${line}` : line;
  }
  // The entry's own `**Tokens**:` line, read by the dream-log parser; older entries fall back to whatever line named the model's use.
  if (entry.tokens) tokens = entry.tokens.calls === 0 ? 'No model calls' : `${formatTokens(entry.tokens)} tokens`;
  const time = entry.heading.replace(/^#+\s*/, '').replace(/^.*?Dream #\d+\s*·?\s*/, '');
  return {
    number: entry.number ?? 0,
    time,
    trigger: entry.trigger ?? 'unknown',
    watermark: entry.consolidatedThrough,
    logsConsolidated: logs,
    logsDeferred: deferred,
    changes,
    tokens,
    note,
    reportPath,
    backupFolder: null,
    touched: [],
    runId: entry.runId,
  };
}
