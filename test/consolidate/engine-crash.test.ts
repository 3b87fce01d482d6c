/**
 * The crash promises again, but with the real engine (Sense, offline
 * extraction, note planning, the real Settle step) on the example vault: a
 * fault at sampled operations of every kind, then a clean run, then undo.
 * The fake planner of crash.test.ts appends blindly, which makes duplication
 * visible; this one checks the real planner and Settle agree with recovery.
 */
import { beforeAll, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { undoRun } from '../../src/core/run/undo';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { FaultyVault, type FaultInfo } from '../fakes/faulty-vault';
import { MemoryVault } from '../fakes/memory-vault';
import { yamlPackage } from '../../src/cli/yaml-package';

const EXAMPLE = path.join(__dirname, '../../examples/vault');
const NIGHT = '2026-11-29T03:00:00Z';
const LATER = '2026-11-29T03:31:00Z';
const LOG = 'Memory/Dreaming/dream-log.md';

function exampleFiles(): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (rel: string): void => {
    for (const name of fs.readdirSync(path.join(EXAMPLE, rel))) {
      const child = rel === '' ? name : `${rel}/${name}`;
      if (fs.statSync(path.join(EXAMPLE, child)).isDirectory()) walk(child);
      else out[child] = new Uint8Array(fs.readFileSync(path.join(EXAMPLE, child)));
    }
  };
  walk('');
  return out;
}

function ctxFor(vault: MemoryVault | FaultyVault, iso: string): EngineContext {
  return { yaml: yamlPackage, vault, clock: fixedClock(iso), settings: DEFAULT_SETTINGS, deviceId: 'laptop' };
}

function tree(vault: MemoryVault): Record<string, string> {
  const out: Record<string, string> = {};
  // Plugin state, device-local and shared, is not what undo restores.
  for (const [p, e] of vault.snapshot()) if (!p.startsWith('.dreams/') && !p.startsWith('Memory/Dreaming/')) out[p] = Buffer.from(e.bytes).toString('base64');
  return out;
}

const decode = (b64: string | undefined): string => Buffer.from(b64 ?? '', 'base64').toString('utf8');
const entries = (log: string): number => (log.match(/^## /gm) ?? []).length;
const lines = (text: string): number => text.split('\n').length;

let files: Record<string, Uint8Array>;
let before: Record<string, string>;
let clean: Record<string, string>;
let ops: FaultInfo[];

beforeAll(async () => {
  files = exampleFiles();
  const vault = new MemoryVault({ files, now: () => 0 });
  before = tree(vault);
  const counting = new FaultyVault(vault);
  const s = await runDream(ctxFor(counting, NIGHT), { trigger: 'cli', offline: true });
  expect(s.status).toBe('completed');
  expect(s.written.length).toBeGreaterThan(5);
  clean = tree(vault);
  ops = counting.ops;
});

/** One fault of each kind the run performs, plus a few positions inside the tier-note writes. */
function samples(): FaultInfo[] {
  const pick = new Map<number, FaultInfo>();
  const firstOf = (pred: (o: FaultInfo) => boolean): void => {
    const o = ops.find(pred);
    if (o) pick.set(o.n, o);
  };
  firstOf((o) => o.path.startsWith('.dreams/backups/'));
  firstOf((o) => o.op === 'replace' && o.path.startsWith('Memory/Topics/'));
  firstOf((o) => o.op === 'replace' && o.path === 'Memory/MEMORY.md');
  firstOf((o) => o.op === 'replace' && o.path === LOG);
  firstOf((o) => o.op === 'replace' && o.path.startsWith('Memory/Dreaming/Reports/'));
  const tierReplaces = ops.filter((o) => o.op === 'replace' && /^Memory\/(Daily|Topics|Identity|Skills)\//.test(o.path));
  const mid = tierReplaces[Math.floor(tierReplaces.length / 2)];
  if (mid) pick.set(mid.n, mid);
  const last = ops[ops.length - 2];
  if (last) pick.set(last.n, last);
  return [...pick.values()].sort((a, b) => a.n - b.n);
}

test.each(['before', 'after'] as const)('real engine on the example vault: a fault %s a sampled write is rolled back, redone once, and undoable', async (when) => {
  const problems: string[] = [];
  const picked = samples();
  expect(picked.length).toBeGreaterThanOrEqual(6);
  for (const f of picked) {
    const label = `fault ${when} op ${f.n} (${f.op} ${f.path})`;
    const vault = new MemoryVault({ files, now: () => 0 });
    await runDream(ctxFor(new FaultyVault(vault, { failAt: f.n, when }), NIGHT), { trigger: 'cli', offline: true });
    const broken = tree(vault);
    for (const p of new Set([...Object.keys(broken), ...Object.keys(clean)])) {
      if (broken[p] === before[p] || broken[p] === clean[p]) continue;
      // The log entry and report name the run (id, time), so compare their shape.
      if (p === LOG && entries(decode(broken[p])) === entries(decode(clean[p]))) continue;
      if (p.startsWith('Memory/Dreaming/Reports/') && Math.abs(lines(decode(broken[p])) - lines(decode(clean[p]))) <= 2) continue;
      problems.push(`${label}: ${p} half-written`);
    }
    const second = await runDream(ctxFor(vault, LATER), { trigger: 'cli', offline: true });
    if (second.status !== 'completed' && second.status !== 'noop') problems.push(`${label}: second run ${second.status}`);
    const after = tree(vault);
    for (const p of new Set([...Object.keys(after), ...Object.keys(clean)])) {
      // The dream log and report carry the run's time and id; their shape is checked below.
      if (p === LOG || p.startsWith('Memory/Dreaming/Reports/')) continue;
      if (after[p] !== clean[p]) problems.push(`${label}: after the next run ${p} differs from a clean run`);
    }
    if (entries(decode(after[LOG])) !== entries(decode(clean[LOG]))) problems.push(`${label}: dream log has ${entries(decode(after[LOG]))} entries, a clean run ${entries(decode(clean[LOG]))}`);
    let undo = await undoRun(ctxFor(vault, '2026-11-29T05:00:00Z'));
    // When the broken run had in fact finished, the second one only wrote its own log entry and report.
    if (undo.refused.length === 0 && second.written.length > 0 && second.written.length < 5) undo = await undoRun(ctxFor(vault, '2026-11-29T05:01:00Z'));
    if (undo.refused.length > 0) problems.push(`${label}: undo refused ${JSON.stringify(undo.refused)}`);
    const undone = tree(vault);
    for (const p of new Set([...Object.keys(undone), ...Object.keys(before)])) {
      if (undone[p] !== before[p]) problems.push(`${label}: after undo ${p} is not its pre-run bytes`);
    }
  }
  expect(problems).toEqual([]);
});
