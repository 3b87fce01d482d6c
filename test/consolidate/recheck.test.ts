/**
 * The gate re-check reads what was written from disk and reverts what may not
 * stand there, whatever the plan claimed.
 */
import { describe, expect, test } from '@jest/globals';
import { executePlan } from '../../src/core/run/execute';
import { createManifest } from '../../src/core/state/manifest';
import { loadQueue, openTransaction, readManifest } from '../helpers/context-calls';
import { recheckWrites, tierGateViolations, type GateFacts } from '../../src/core/consolidate/recheck';
import { sha256 } from '../../src/core/lib/digest';
import { memoryEnv, RUN1 } from './support/crash-check';
import { basePlan, fakeSettle, makeCtx, planNight, SETTINGS, write } from './support/scenario';

const ok = { confidence: 0.9, recurrence: 3, derived_from_untrusted: false };
const gateCases: { name: string; tier: 1 | 2 | 3; facts: GateFacts; violations: string[] }[] = [
  { name: 'tier 1 at 0.5', tier: 1, facts: { data: { ...ok, confidence: 0.5 }, approved: true }, violations: [] },
  { name: 'tier 1 at 0.49', tier: 1, facts: { data: { ...ok, confidence: 0.49 }, approved: true }, violations: ['confidence 0.49 is below the tier 1 gate 0.5'] },
  { name: 'tier 2 at 0.75', tier: 2, facts: { data: { ...ok, confidence: 0.75 }, approved: false }, violations: [] },
  { name: 'tier 2 at 0.7', tier: 2, facts: { data: { ...ok, confidence: 0.7, recurrence: 2 }, approved: true }, violations: ['confidence 0.7 is below the tier 2 gate 0.75'] },
  // A note about a subject written about on 3 days still meets the tier-2 gate itself (issue 18: no bypass).
  { name: 'tier 2 at 0.7, subject on 3 days', tier: 2, facts: { data: { ...ok, confidence: 0.7, recurrence: 3 }, approved: true }, violations: ['confidence 0.7 is below the tier 2 gate 0.75'] },
  { name: 'tier 2 at 0.45, subject on 3 days', tier: 2, facts: { data: { ...ok, confidence: 0.45, recurrence: 3 }, approved: true }, violations: ['confidence 0.45 is below the tier 2 gate 0.75'] },
  { name: 'tier 3 passing', tier: 3, facts: { data: ok, approved: true }, violations: [] },
  { name: 'tier 3 without receipt', tier: 3, facts: { data: ok, approved: false }, violations: ['no valid approval receipt covers its candidates'] },
  { name: 'tier 3 recurrence 2', tier: 3, facts: { data: { ...ok, recurrence: 2 }, approved: true }, violations: ['recurrence 2 is below 3'] },
  { name: 'tier 3 at 0.84', tier: 3, facts: { data: { ...ok, confidence: 0.84 }, approved: true }, violations: ['confidence 0.84 is below the tier 3 gate 0.85'] },
  { name: 'tier 3 untrusted', tier: 3, facts: { data: { ...ok, derived_from_untrusted: true }, approved: true }, violations: ['it is derived from untrusted text'] },
  { name: 'missing fields fail', tier: 2, facts: { data: {}, approved: true }, violations: ['confidence is missing', 'recurrence is missing', 'derived_from_untrusted is missing'] },
  { name: 'string confidence is not a number', tier: 1, facts: { data: { ...ok, confidence: '0.9' }, approved: true }, violations: ['confidence is missing'] },
  { name: 'trust lowered on update', tier: 2, facts: { data: ok, before: { derived_from_untrusted: true }, approved: true }, violations: ['derived_from_untrusted was lowered from true'] },
  { name: 'broken frontmatter', tier: 1, facts: { data: {}, error: 'bad YAML', approved: true }, violations: ['its frontmatter could not be read (bad YAML)'] },
];

test.each(gateCases)('tierGateViolations: $name', ({ tier, facts, violations }) => {
  expect(tierGateViolations(SETTINGS, tier, facts)).toEqual(violations);
});

test('approveTier2 makes tier 2 need a receipt too', () => {
  expect(tierGateViolations({ ...SETTINGS, approveTier2: true }, 2, { data: ok, approved: false })).toEqual(['no valid approval receipt covers its candidates']);
});

const identity = (fm: string): string => `---\nid: x\ntype: identity\norigin: dream\n${fm}\n---\n# X\n`;

describe('inside a run', () => {
  test('an identity note that fails the gate is removed again and listed as reverted', async () => {
    const { vault } = await memoryEnv();
    const night = await planNight(vault, RUN1);
    const bad = write('Memory/Identity/likes-tea.md', 3, null, identity('confidence: 0.9\nrecurrence: 2\nderived_from_untrusted: false'), ['cand-pnpm']);
    const summary = await executePlan(makeCtx(vault), { ...night, writes: [...night.writes, bad] }, fakeSettle());
    expect(summary.status).toBe('completed');
    expect(summary.reverted).toEqual(['Memory/Identity/likes-tea.md']);
    expect(await vault.exists('Memory/Identity/likes-tea.md')).toBe(false);
    expect(summary.written.map((w) => w.path)).not.toContain('Memory/Identity/likes-tea.md');
    expect(summary.written.map((w) => w.path)).toContain('Memory/Identity/prefers-pnpm.md');
    expect(summary.messages.map((m) => m.text)).toContain('Reverted Memory/Identity/likes-tea.md: recurrence 2 is below 3.');
    // The report (written after the re-check) says so too.
    expect(await vault.readText('Memory/Dreaming/Reports/2026-11-29.md')).toContain('- reverted Memory/Identity/likes-tea.md');
    const m = await readManifest(makeCtx(vault), RUN1);
    expect(m.ok && m.manifest.written.find((w) => w.path === 'Memory/Identity/likes-tea.md')?.reverted).toBe('recurrence 2 is below 3');
  });

  test('an identity candidate without a receipt is reverted; an existing note gets its old bytes back', async () => {
    const { vault } = await memoryEnv();
    const old = identity('confidence: 0.95\nrecurrence: 5\nderived_from_untrusted: false');
    await vault.write('Memory/Identity/editor.md', old);
    const night = await planNight(vault, RUN1);
    const unapproved = write('Memory/Identity/editor.md', 3, old, `${old}- uses vim (unreviewed)\n`, ['cand-unknown']);
    const summary = await executePlan(makeCtx(vault), { ...night, writes: [...night.writes, unapproved] }, fakeSettle());
    expect(summary.reverted).toEqual(['Memory/Identity/editor.md']);
    expect(await vault.readText('Memory/Identity/editor.md')).toBe(old);
  });

  test('the approved identity note stands, and its receipt is marked used', async () => {
    const { vault } = await memoryEnv();
    const summary = await executePlan(makeCtx(vault), await planNight(vault, RUN1), fakeSettle());
    expect(summary.reverted).toEqual([]);
    const receipts = (await loadQueue(makeCtx(vault))).receiptsFor('cand-pnpm');
    expect(receipts).toEqual([expect.objectContaining({ candidateId: 'cand-pnpm', appliedRunId: RUN1 })]);
  });
});

test('a written file that holds a secret is reverted and reported by path only', async () => {
  const { vault } = await memoryEnv();
  const ctx = makeCtx(vault);
  const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
  const text = `---\nconfidence: 0.9\nrecurrence: 1\nderived_from_untrusted: false\n---\ntoken ${secret}\n`;
  await vault.write('Memory/Topics/aws.md', text); // as if a write had slipped past the guard
  const plan = basePlan();
  const tx = openTransaction(ctx, plan, createManifest({ runId: RUN1, trigger: 'cli', deviceId: 'laptop', startedAt: 0, phase: 'consolidate', read: [], planned: [], written: [] }));
  tx.manifest.written.push({ path: 'Memory/Topics/aws.md', action: 'create', backup: null, sha256Before: null, sha256After: sha256(text) });
  const r = await recheckWrites(ctx.vault, ctx.clock, ctx.yaml, ctx.settings, tx, plan, null);
  expect(r.reverted).toEqual(['Memory/Topics/aws.md']);
  expect(await vault.exists('Memory/Topics/aws.md')).toBe(false);
  expect(JSON.stringify(r.messages)).not.toContain(secret);
  // No copy of the failing version was kept anywhere.
  expect(vault.paths().filter((p) => p.startsWith('.dreams/backups/'))).toEqual([]);
});
