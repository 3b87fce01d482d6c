/**
 * Phases 2 and 3 of a dream over a copy of the example vault, driven by the
 * hand-built candidates: plan the tier notes, write them (as the transaction
 * would, with backups), then let the SettleStep plan and write the index, the
 * dream log and the report. Used by the golden test and the settle tests.
 */
import * as fs from 'fs';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { countChars } from '../../src/core/lib/text';
import { planNoteWrites } from '../../src/core/consolidate/plan-writes';
import { sha256 } from '../../src/core/lib/digest';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { settleStep } from '../../src/core/settle/settle-step';
import type { ReportMessage } from '../../src/core/ports/types';
import { copyExampleVault, EXAMPLE_APPROVED, exampleCandidates } from './example-candidates';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { WrittenFile } from '../../src/core/state/manifest';
import type { PlannedWrite, RunOutcome } from '../../src/core/state/transaction';
import type { Plan } from '../../src/core/consolidate/plan';
import type { SourceLog } from '../../src/core/sense/source-log';

export const RUN_START = Date.parse('2026-11-29T03:00:00Z');

export interface ExampleRun {
  dir: string;
  ctx: EngineContext;
  plan: Plan;
  outcome: RunOutcome;
  audit: ReportMessage[];
  /** vault paths this run created or changed */
  touched: string[];
}

function sources(dir: string): SourceLog[] {
  return fs.readdirSync(path.join(dir, 'Journal')).filter((f) => f.endsWith('.md')).sort().map((f) => {
    const st = fs.statSync(path.join(dir, 'Journal', f));
    return { path: `Journal/${f}`, date: f.slice(0, 10), size: st.size, mtime: st.mtimeMs, kind: 'daily' as const };
  });
}

export function examplePlan(dir: string, writes: PlannedWrite[], messages: ReportMessage[]): Plan {
  const candidates = exampleCandidates();
  const selected = sources(dir);
  const memory = fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8');
  return {
    runId: '20261129-0300-ab12',
    trigger: 'scheduled',
    startedAt: RUN_START,
    guardian: { run: true, reason: 'first run' },
    selection: {
      mode: 'first', watermark: null, frontierTimestamp: null, selected, deferred: [], leftBehind: 0,
      newWatermark: '2026-11-27', selectedBytes: 9216, notes: [],
    },
    spans: 64,
    candidates,
    writes,
    gatedOut: candidates.filter((c) => c.tier === 0).map((c) => ({ candidateId: c.id, text: c.text, confidence: c.confidence, reason: 'below tier 1: confidence 0.20 is under 0.50' })),
    pending: candidates.filter((c) => c.hold !== null && !EXAMPLE_APPROVED.has(c.id)),
    unreachable: [{ path: 'Memory/Topics/sourdough.md', mtime: Date.parse('2026-11-20T10:00:00Z'), excerpt: 'Starter lives in the fridge' }],
    indexAges: [],
    indexChars: countChars(memory),
    secretsOmitted: [{ path: 'Journal/2026-11-06.md', line: 9, kind: 'openai-key' }],
    tokens: { calls: 0, promptTokens: 0, completionTokens: 0 },
    messages,
    settings: DEFAULT_SETTINGS,
  };
}

async function apply(ctx: EngineContext, dir: string, w: PlannedWrite, written: WrittenFile[]): Promise<void> {
  const abs = path.join(dir, w.target);
  let backup: string | null = null;
  if (w.expected !== null) {
    backup = `.dreams/backups/20261129-0300/${w.target}.bak`;
    await ctx.vault.write(backup, w.expected);
  }
  if (!(await ctx.vault.replace(w.target, w.expected, w.content))) throw new Error(`${w.target} changed under the test`);
  written.push({ path: w.target, action: w.action, backup, sha256Before: w.expected === null ? null : sha256(w.expected), sha256After: sha256(fs.readFileSync(abs, 'utf8')) });
}

export async function runExample(prefix = 'vd-example-run-'): Promise<ExampleRun> {
  const dir = copyExampleVault(prefix);
  const ctx: EngineContext = { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(RUN_START + 42_000), settings: DEFAULT_SETTINGS, deviceId: 'test' };
  const notes = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
  const plan = examplePlan(dir, notes.writes, [...notes.dropped, ...notes.messages]);
  const written: WrittenFile[] = [];
  for (const w of notes.writes) await apply(ctx, dir, w, written);
  const outcome: RunOutcome = {
    written, skipped: [], reverted: [], stopped: false, indexCharsBefore: plan.indexChars, indexCharsAfter: plan.indexChars, durationMs: 42_000, guardRefused: [],
  };
  const { write: index } = await settleStep.planIndex(ctx, ctx.settings, plan, outcome);
  if (index) {
    await apply(ctx, dir, index, written);
    outcome.indexCharsAfter = countChars(index.content);
  }
  await apply(ctx, dir, (await settleStep.planDreamLog(ctx, ctx.settings, plan, outcome)).write, written);
  const audit = await settleStep.audit(ctx, ctx.settings, plan, outcome);
  await apply(ctx, dir, await settleStep.planReport(ctx, plan, outcome, audit), written);
  if (!plan.messages.some((m) => m.kind === 'near-duplicate')) throw new Error('expected a near-duplicate message');
  return { dir, ctx, plan, outcome, audit, touched: written.map((w) => w.path) };
}
