/**
 * Phase 2 of a dream over a copy of the example vault (hand-built candidates,
 * tier notes written with backups), stopped just before Settle plans the index,
 * with a model configured against the loopback server. Each test then lets the
 * SettleStep plan the index and reads what it made of the model's answer.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { planNoteWrites } from '../../src/core/consolidate/plan-writes';
import type { HttpFn } from '../../src/core/ports/http';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { sha256 } from '../../src/core/lib/digest';
import { userMessage, type LlmServer, type RecordedRequest } from '../helpers/llm-server';
import { copyExampleVault, EXAMPLE_APPROVED, exampleCandidates } from '../content/example-candidates';
import { examplePlan, RUN_START } from '../content/example-run';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { WrittenFile } from '../../src/core/state/manifest';
import type { PlannedWrite, RunOutcome } from '../../src/core/state/transaction';
import type { Plan } from '../../src/core/consolidate/plan';

export const PROTOCOLS = [
  { name: 'openai', provider: 'openai' as const, base: (s: LlmServer) => s.openaiBaseUrl },
  { name: 'anthropic', provider: 'anthropic' as const, base: (s: LlmServer) => s.anthropicBaseUrl },
];
type ProtocolCase = (typeof PROTOCOLS)[number];

export interface Prepared {
  dir: string;
  ctx: EngineContext;
  plan: Plan;
  outcome: RunOutcome;
  written: WrittenFile[];
}

export async function apply(ctx: EngineContext, w: PlannedWrite, written: WrittenFile[]): Promise<void> {
  let backup: string | null = null;
  if (w.expected !== null) {
    backup = `.dreams/backups/20261129-0300/${w.target}.bak`;
    await ctx.vault.write(backup, w.expected);
  }
  if (!(await ctx.vault.replace(w.target, w.expected, w.content))) throw new Error(`${w.target} changed under the test`);
  written.push({ path: w.target, action: w.action, backup, sha256Before: w.expected === null ? null : sha256(w.expected), sha256After: sha256(await ctx.vault.readText(w.target)) });
}

interface PrepareOptions {
  settings?: Partial<Settings>;
  http?: HttpFn;
  /** replace the example vault's MEMORY.md before the run */
  memory?: (text: string) => string;
}

export async function prepare(server: LlmServer, p: ProtocolCase, opts: PrepareOptions = {}): Promise<Prepared> {
  const dir = copyExampleVault('vd-index-rewrite-');
  if (opts.memory) {
    const file = path.join(dir, 'Memory/MEMORY.md');
    fs.writeFileSync(file, opts.memory(fs.readFileSync(file, 'utf8')));
  }
  const settings: Settings = { ...DEFAULT_SETTINGS, provider: p.provider, baseUrl: p.base(server), model: 'test-model', ...opts.settings };
  const ctx: EngineContext = { yaml: yamlPackage,
    vault: new NodeVault(dir),
    clock: fixedClock(RUN_START + 42_000),
    settings,
    http: opts.http ?? fetchHttp,
    apiKey: 'test-key-123',
    deviceId: 'test',
  };
  const notes = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
  const plan = { ...examplePlan(dir, notes.writes, [...notes.dropped, ...notes.messages]), settings };
  const written: WrittenFile[] = [];
  for (const w of notes.writes) await apply(ctx, w, written);
  const outcome: RunOutcome = {
    written, skipped: [], reverted: [], stopped: false, indexCharsBefore: plan.indexChars, indexCharsAfter: plan.indexChars, durationMs: 42_000, guardRefused: [],
  };
  return { dir, ctx, plan, outcome, written };
}

/** The index text a request quoted to the model (between its markers). */
export function sentIndex(req: RecordedRequest): string {
  const m = /\nINDEX START\n([\s\S]*?)\nINDEX END\n/.exec(userMessage(req));
  if (!m) throw new Error('no index in the request');
  return m[1]! + '\n';
}

/** Is this request the index rewrite (rather than extraction)? */
export function isIndexRequest(req: RecordedRequest): boolean {
  return userMessage(req).includes('\nINDEX START\n');
}
