/**
 * A realistic night for the transaction tests: three daily notes since the
 * watermark, an existing topic note the person keeps, an existing index, a
 * dream log, an approved identity candidate — and a planner and SettleStep
 * that behave like the real ones where it matters here: every note they touch
 * is APPENDED to from what is on disk and the watermark in the dream log. So
 * if a crashed run's writes were not rolled back, the next run would add the
 * same lines a second time, and the tree comparison would show it.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fixedClock } from '../../../src/core/ports/clock';
import type { EngineContext } from '../../../src/core/ports/context';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/core/ports/settings';
import { sha256 } from '../../../src/core/lib/digest';
import type { ReportMessage } from '../../../src/core/ports/types';
import type { VaultPort } from '../../../src/core/ports/vault';
import { yamlPackage } from '../../../src/cli/yaml-package';
import { loadQueue } from '../../helpers/context-calls';
import type { PlannedWrite, RunOutcome } from '../../../src/core/state/transaction';
import type { Candidate } from '../../../src/core/rank/candidate';
import type { Plan } from '../../../src/core/consolidate/plan';
import type { SettleStep } from '../../../src/core/settle/settle-step';
import type { SettlePorts } from '../../../src/core/settle/settle-ports';
import type { Selection } from '../../../src/core/sense/selection-shape';

export const SETTINGS: Settings = { ...DEFAULT_SETTINGS, sourceFolders: ['Journal'] };

/** Obsidian's default configuration folder: a target the allow-list must refuse. */
export const APP_CONFIG = ['', 'obsidian'].join('.');

const NIGHT = '2026-11-29T03:00:00Z';

export function makeCtx(vault: VaultPort, iso = NIGHT, extra: Partial<EngineContext> = {}): EngineContext {
  return { vault, clock: fixedClock(iso), settings: SETTINGS, yaml: yamlPackage, deviceId: 'laptop', ...extra };
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `vd-${prefix}-`));
}

export const INITIAL_FILES: Record<string, string> = {
  'Journal/2026-11-25.md': '# 2026-11-25\n- already consolidated #tooling\n',
  'Journal/2026-11-26.md': '# 2026-11-26\n- Switched the blog to pnpm #tooling\n- Planted garlic #garden\n',
  'Journal/2026-11-27.md': '# 2026-11-27\r\n- pnpm workspaces work well #tooling\r\n',
  'Journal/2026-11-28.md': '\uFEFF# 2026-11-28\n- Mulched the beds #garden\n- Prefer pnpm again #tooling\n',
  'Memory/Topics/tooling.md':
    '---\nid: tooling\ntype: note\ncreated: 2026-10-01\nupdated: 2026-11-20\nmy_key: kept\norigin: dream\nconfidence: 0.8\nrecurrence: 2\nderived_from_untrusted: false\n---\n# Tooling\n- I wrote this line myself\n',
  'Memory/MEMORY.md': '# Memory\n\n## Software\n- [[tooling]] build tools\n',
  'Memory/Dreaming/dream-log.md': '# Dream log\n\n## Dream 1 — 2026-11-25\nConsolidated through: 2026-11-25\n',
  [`${APP_CONFIG}/app.json`]: '{"theme":"dark"}\n',
  'Clippings/article.md': '# Web article\n',
};

export function candidate(over: Partial<Candidate> & { id: string; text: string }): Candidate {
  return {
    kind: 'preference',
    topic: 'tooling',
    domain: 'Software',
    lifecycle: 'active',
    sources: [
      { path: 'Journal/2026-11-26.md', startLine: 2, endLine: 2, snippet: 'Switched the blog to pnpm', untrusted: false, role: 'person', date: '2026-11-26', session: 'note:Journal/2026-11-26.md' },
    ],
    recurrence: 3,
    derivedFromUntrusted: false,
    signals: { importance: 0.8, recurrence: 1, novelty: 1, stability: 0.9, actionability: 0.6, explicit: 0, recency: 1 },
    confidence: 0.9,
    tier: 3,
    gateReasons: [],
    hold: { by: 'policy', reasons: ['tier-3'] },
    extractor: 'offline',
    secretOmitted: false,
    ...over,
  };
}

const PNPM = candidate({ id: 'cand-pnpm', text: 'Prefers pnpm over npm for JavaScript projects' });

/** Writes the initial vault and approves the identity candidate. */
export async function seedVault(vault: VaultPort): Promise<void> {
  for (const [p, text] of Object.entries(INITIAL_FILES)) await vault.write(p, text);
  const queue = await loadQueue(makeCtx(vault, '2026-11-28T20:00:00Z'));
  await queue.add([PNPM], Date.parse('2026-11-28T20:00:00Z'));
  const r = await queue.approve('cand-pnpm', { reviewer: 'sam', rationale: 'said so three times' }, Date.parse('2026-11-28T20:00:00Z'));
  if (!r.ok) throw new Error(r.message);
}

export function emptySelection(watermark: string | null): Selection {
  return {
    mode: 'resume',
    watermark,
    frontierTimestamp: null,
    selected: [],
    deferred: [],
    leftBehind: 0,
    newWatermark: null,
    selectedBytes: 0,
    notes: [],
  };
}

export function basePlan(over: Partial<Plan> = {}): Plan {
  return {
    runId: '20261129-030000-aaaa',
    trigger: 'cli',
    startedAt: Date.parse(NIGHT),
    guardian: null,
    selection: emptySelection('2026-11-25'),
    spans: 0,
    candidates: [],
    writes: [],
    gatedOut: [],
    pending: [],
    unreachable: [],
    indexAges: [],
    indexChars: 0,
    secretsOmitted: [],
    tokens: { calls: 0, promptTokens: 0, completionTokens: 0 },
    messages: [],
    settings: SETTINGS,
    ...over,
  };
}

async function readOrNull(vault: VaultPort, p: string): Promise<string | null> {
  return (await vault.exists(p)) ? vault.readText(p) : null;
}

function watermarkOf(log: string | null): string | null {
  const all = [...(log ?? '').matchAll(/Consolidated through: (\d{4}-\d{2}-\d{2})/g)];
  return all.length > 0 ? (all[all.length - 1]?.[1] ?? null) : null;
}

export function write(target: string, tier: PlannedWrite['tier'], expected: string | null, content: string, candidateIds: string[] = []): PlannedWrite {
  return { target, tier, action: expected === null ? 'create' : 'update', reason: 'test', diff: '', content, expected, candidateIds };
}

function note(fm: Record<string, string | number | boolean>, body: string): string {
  return `---\n${Object.entries(fm).map(([k, v]) => `${k}: ${String(v)}`).join('\n')}\n---\n${body}`;
}

/** Sense, for the scenario: everything after the watermark, appended to what is on disk. */
export async function planNight(vault: VaultPort, runId: string, iso = NIGHT): Promise<Plan> {
  const watermark = watermarkOf(await readOrNull(vault, 'Memory/Dreaming/dream-log.md'));
  const logs = (await vault.list('Journal'))
    .filter((f) => /\d{4}-\d{2}-\d{2}\.md$/.test(f.path))
    .map((f) => ({ ...f, date: f.path.slice(-13, -3) }))
    .filter((f) => watermark === null || f.date > watermark);
  const selection: Selection = {
    ...emptySelection(watermark),
    selected: logs.map((l) => ({ path: l.path, date: l.date, size: l.size, mtime: l.mtime, kind: 'daily' as const })),
    newWatermark: logs.length > 0 ? (logs[logs.length - 1]?.date ?? null) : null,
    selectedBytes: logs.reduce((n, l) => n + l.size, 0),
  };
  const writes: PlannedWrite[] = [];
  const tooling: string[] = [];
  const garden: string[] = [];
  for (const l of logs) {
    const lines = (await vault.readText(l.path)).replace(/^\uFEFF/, '').split(/\r?\n/).filter((s) => s.startsWith('- '));
    const digestPath = `Memory/Daily/${l.date}.md`;
    const before = await readOrNull(vault, digestPath);
    const digest = before ?? note({ id: l.date, type: 'daily', origin: 'dream', confidence: 0.6, recurrence: 1, derived_from_untrusted: false }, `# ${l.date}\n`);
    writes.push(write(digestPath, 1, before, digest + lines.map((s) => `${s} (${l.path})\n`).join('')));
    for (const s of lines) (s.includes('#tooling') ? tooling : garden).push(`${s} (${l.path})`);
  }
  if (logs.length > 0) {
    const t = await readOrNull(vault, 'Memory/Topics/tooling.md');
    writes.push(write('Memory/Topics/tooling.md', 2, t, (t ?? '') + tooling.map((s) => `${s}\n`).join('')));
    const g = await readOrNull(vault, 'Memory/Topics/gardening.md');
    const gBase = g ?? note({ id: 'gardening', type: 'note', origin: 'dream', confidence: 0.8, recurrence: 2, derived_from_untrusted: false }, '# Gardening\n');
    writes.push(write('Memory/Topics/gardening.md', 2, g, gBase + garden.map((s) => `${s}\n`).join('')));
    const idPath = 'Memory/Identity/prefers-pnpm.md';
    const id = await readOrNull(vault, idPath);
    const idBase = id ?? note({ id: 'prefers-pnpm', type: 'identity', origin: 'dream', confidence: 0.9, recurrence: 3, derived_from_untrusted: false }, '# Prefers pnpm\n');
    writes.push(write(idPath, 3, id, `${idBase}- ${PNPM.text} (seen ${logs.length} days)\n`, ['cand-pnpm']));
  }
  return basePlan({ runId, startedAt: Date.parse(iso), selection, writes, candidates: logs.length > 0 ? [PNPM] : [] });
}

/** Settle, for the scenario. */
export function fakeSettle(): SettleStep & { audits: ReportMessage[][] } {
  const audits: ReportMessage[][] = [];
  return {
    audits,
    async planIndex(ports: SettlePorts, settings: Settings, plan: Plan, outcome: RunOutcome) {
      const cur = await readOrNull(ports.vault, settings.indexPath);
      const add = `- consolidated through ${plan.selection.newWatermark ?? '?'} (${outcome.written.length} notes)\n`;
      return { write: write(settings.indexPath, 'index', cur, (cur ?? '# Memory\n') + add), tokens: { calls: 0, promptTokens: 0, completionTokens: 0 }, messages: [] };
    },
    async planDreamLog(ports: SettlePorts, settings: Settings, plan: Plan) {
      const cur = await readOrNull(ports.vault, settings.dreamLogPath);
      const n = ((cur ?? '').match(/^## Dream /gm) ?? []).length + 1;
      const entry = `\n## Dream ${n} — 2026-11-29\nConsolidated through: ${plan.selection.newWatermark ?? ''}\n`;
      const record = { number: n, logsConsolidated: plan.selection.selected.length, logsDeferred: 0, changes: [], note: '', reportPath: null };
      return { write: write(settings.dreamLogPath, 'log', cur, (cur ?? '# Dream log\n') + entry), record, watermark: plan.selection.newWatermark, messages: [] };
    },
    async audit(ports: SettlePorts, _settings: Settings, _plan: Plan, outcome: RunOutcome) {
      const found: ReportMessage[] = [];
      for (const w of outcome.written) {
        const text = await readOrNull(ports.vault, w.path);
        if (text === null || sha256(text) !== w.sha256After) found.push({ level: 'warn', path: w.path, text: 'not as written' });
      }
      audits.push(found);
      return found;
    },
    async planReport(ports: SettlePorts, plan: Plan, outcome: RunOutcome, audit: ReportMessage[]) {
      const p = `${plan.settings.reportsFolder}/2026-11-29.md`;
      const cur = await readOrNull(ports.vault, p);
      const body = [
        '# Dream report',
        ...outcome.written.map((w) => `- ${w.action} ${w.path}`),
        ...outcome.reverted.map((r) => `- reverted ${r}`),
        ...outcome.skipped.map((m) => `- skipped ${m.path ?? ''}`),
        ...audit.map((m) => `- audit ${m.text}`),
      ].join('\n');
      return write(p, 'report', cur, `${body}\n`);
    },
  };
}

