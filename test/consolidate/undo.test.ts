/**
 * Undo and recovery put back exactly what a run wrote, and refuse — by name,
 * with the reason — any file that changed since.
 */
import { describe, expect, test } from '@jest/globals';
import { anchoredClock } from '../../src/core/ports/clock';
import { executePlan } from '../../src/core/run/execute';
import { acquireLock, loadQueue, readManifest } from '../helpers/context-calls';
import { findIncompleteRuns } from '../../src/core/run/recovery';
import { PendingQueue } from '../../src/core/review/pending-queue';
import { planUndo, undoRun } from '../../src/core/run/undo';
import { FaultyVault } from '../fakes/faulty-vault';
import { LATER, memoryEnv, RUN1, RUN2 } from './support/crash-check';
import { candidate, fakeSettle, INITIAL_FILES, makeCtx, planNight } from './support/scenario';
import { renderUndo } from '../../src/core/run/plan-text';
import { parseStateNote } from '../../src/core/state/shared-state';

const TOPIC = 'Memory/Topics/tooling.md';
const MORNING = '2026-11-29T08:00:00Z';

describe('undo', () => {
  test('refuses a file changed since the run, restores the rest, and says so', async () => {
    const env = await memoryEnv();
    const { vault } = env;
    const before = env.tree();
    await executePlan(makeCtx(vault), await planNight(vault, RUN1), fakeSettle());
    const mine = `${await vault.readText(TOPIC)}- my morning note\n`;
    await vault.write(TOPIC, mine);

    const calls = vault.mutatingCalls().length;
    const preview = await planUndo(makeCtx(vault, MORNING));
    expect(vault.mutatingCalls().length).toBe(calls); // the preview writes nothing
    expect(preview.runId).toBe(RUN1);
    expect(preview.refuse).toEqual([{ path: TOPIC, reason: 'it was changed after the run wrote it', why: 'changed' }]);
    expect(preview.remove).toContain('Memory/Topics/gardening.md');

    const r = await undoRun(makeCtx(vault, MORNING));
    expect(r.refused).toEqual(preview.refuse);
    expect(r.restored.sort()).toEqual(preview.restore.sort());
    expect(r.removed.sort()).toEqual(preview.remove.sort());
    expect(r.messages.map((m) => m.text)).toContain(`Did not undo ${TOPIC}: it was changed after the run wrote it. Its backup is still in the backups folder.`);
    expect(await vault.readText(TOPIC)).toBe(mine);
    const after = env.tree();
    for (const p of Object.keys({ ...before, ...after })) if (p !== TOPIC) expect([p, after[p]]).toEqual([p, before[p]]);
    // Not everything came back, so the run is not marked undone.
    const m = await readManifest(makeCtx(vault), RUN1);
    expect(m.ok && m.manifest.phase).toBe('done');
    expect(m.ok && m.manifest.history.map((h) => h.action)).toEqual(['undo-incomplete']);
    // Undo kept a copy of what it overwrote.
    expect(vault.paths().some((p) => p.startsWith('.dreams/backups/20261129-0800/Memory/Dreaming/dream-log.md'))).toBe(true);
  });

  test('a complete undo marks the run undone and puts the review queue back as it was before the approval (issue 19)', async () => {
    const { vault } = await memoryEnv();
    const queueBefore = await loadQueue(makeCtx(vault));
    expect(queueBefore.approvedForApply().map((c) => c.id)).toEqual(['cand-pnpm']);
    await executePlan(makeCtx(vault), await planNight(vault, RUN1), fakeSettle());
    expect((await loadQueue(makeCtx(vault))).approvedForApply()).toEqual([]);
    const r = await undoRun(makeCtx(vault, MORNING), RUN1);
    expect(r.refused).toEqual([]);
    const m = await readManifest(makeCtx(vault), RUN1);
    expect(m.ok && m.manifest.phase).toBe('undone');
    // Pending again with no receipt: the next dream does not write the undone approval again.
    const queue = await loadQueue(makeCtx(vault, MORNING));
    expect(queue.approvedForApply()).toEqual([]);
    expect(queue.list({ includeExpired: true }).map((v) => [v.candidate.id, v.state])).toEqual([['cand-pnpm', 'pending']]);
    expect((await undoRun(makeCtx(vault, MORNING), RUN1)).messages.map((m) => m.text)).toEqual([`Run ${RUN1} was already undone.`]);
  });

  test('waits for a running dream instead of racing it', async () => {
    const { vault } = await memoryEnv();
    await executePlan(makeCtx(vault), await planNight(vault, RUN1), fakeSettle());
    await acquireLock(makeCtx(vault, MORNING, { deviceId: 'phone' }), 'run-phone');
    const r = await undoRun(makeCtx(vault, MORNING));
    expect(r.restored).toEqual([]);
    expect(r.messages[0]?.text).toBe('Another dream is running on phone since 08:00; it expires at 08:30. Undo waits until it is over.');
  });

  test('waits for a running dream dated in the past by --now, judging its lock in real time (issue 19)', async () => {
    const { vault } = await memoryEnv();
    await executePlan(makeCtx(vault), await planNight(vault, RUN1), fakeSettle());
    const real = Date.parse('2026-12-01T16:00:00Z');
    await acquireLock(makeCtx(vault, MORNING, { deviceId: 'cli-a', clock: anchoredClock('2026-11-05T08:00:00Z', 'UTC', () => real) }), 'run-a');
    const lock = vault.peek('.dreams/lock.json');
    const later = real + 2 * 60_000;
    const r = await undoRun(makeCtx(vault, MORNING, { clock: { now: () => later, timeZone: 'UTC', wall: () => later } }));
    expect(r.restored).toEqual([]);
    expect(r.messages[0]?.text).toBe('Another dream is running on cli-a since 16:00; it expires at 16:30. Undo waits until it is over.');
    expect(vault.peek('.dreams/lock.json')).toBe(lock);
  });

  test('undoing an older run refuses what a later run wrote over, and puts back only what is still its own', async () => {
    const { vault } = await memoryEnv();
    await executePlan(makeCtx(vault), await planNight(vault, RUN1), fakeSettle());
    await vault.write('Journal/2026-11-29.md', '# 2026-11-29\n- Repotted the basil #garden\n');
    const next = '2026-11-30T03:00:00Z';
    await executePlan(makeCtx(vault, next), await planNight(vault, '20261130-030000-dddd', next), fakeSettle());
    const r = await undoRun(makeCtx(vault, '2026-11-30T08:00:00Z'), RUN1);
    expect(r.refused.map((f) => f.path).sort()).toEqual(
      ['Memory/MEMORY.md', 'Memory/Identity/prefers-pnpm.md', 'Memory/Dreaming/Reports/2026-11-29.md', 'Memory/Topics/gardening.md', 'Memory/Dreaming/dream-log.md'].sort(),
    );
    // The second night had nothing on tooling, so that note is still exactly what the first run wrote.
    expect(r.restored).toEqual([TOPIC]);
    expect(r.removed.sort()).toEqual(['Memory/Daily/2026-11-26.md', 'Memory/Daily/2026-11-27.md', 'Memory/Daily/2026-11-28.md']);
    expect(await vault.readText(TOPIC)).toBe(INITIAL_FILES[TOPIC]);
    expect(await vault.exists('Memory/Daily/2026-11-29.md')).toBe(true);
  });

  test('undo of a dream takes back what it added to the review queue and the device record, and says "removed" for them', async () => {
    const { vault } = await memoryEnv();
    const ctx = makeCtx(vault);
    const queuePath = PendingQueue.queuePath(ctx.settings);
    const devicePath = 'Memory/Dreaming/dreaming-device.md';
    const held = (id: string, text: string, recurrence = 1) => candidate({ id, text, tier: 2, recurrence, hold: { by: 'policy', reasons: ['tier-2-setting'] } });
    await (await loadQueue(ctx)).add([held('cand-bike', 'Rebuilding the bike this winter')], Date.parse('2026-11-28T21:00:00Z'));
    const queueBefore = await vault.readText(queuePath);
    expect(await vault.exists(devicePath)).toBe(false);

    // A dream that writes no approved candidate, queues a new one and refreshes the waiting one.
    const night = await planNight(vault, RUN1);
    const plan = { ...night, writes: night.writes.filter((w) => w.candidateIds.length === 0), pending: [held('cand-garlic', 'Plants garlic every autumn'), held('cand-bike', 'Rebuilding the bike this winter', 4)] };
    const summary = await executePlan(ctx, plan, fakeSettle(), { dreaming: 'check' });
    expect(summary.status).toBe('completed');
    expect((await loadQueue(ctx)).list().map((v) => [v.candidate.id, v.candidate.recurrence])).toEqual([['cand-pnpm', 3], ['cand-bike', 4], ['cand-garlic', 1]]);
    expect(await vault.exists(devicePath)).toBe(true);

    const preview = await planUndo(makeCtx(vault, MORNING));
    expect(preview.queued).toBe(1);
    expect(preview.remove).toContain('Memory/Topics/gardening.md');
    expect(preview.restore).toContain('Memory/Topics/tooling.md');
    expect(preview.restore).not.toContain('Memory/Topics/gardening.md');

    const r = await undoRun(makeCtx(vault, MORNING));
    // The same records and the same cards; only the order of keys inside a record may differ.
    const [cardsAfter, machineAfter] = (await vault.readText(queuePath)).split('## Machine state');
    const [cardsBefore, machineBefore] = queueBefore.split('## Machine state');
    expect(cardsAfter).toBe(cardsBefore);
    expect(parseStateNote(machineAfter ?? '').records).toEqual(parseStateNote(machineBefore ?? '').records);
    expect(await vault.exists(devicePath)).toBe(false);
    expect(r.queue).toEqual({ removed: ['cand-garlic'], restored: ['cand-bike'] });
    expect(r.removed).toContain(devicePath);
    expect(r.removed).toContain('Memory/Topics/gardening.md');
    expect(r.restored).toContain('Memory/Topics/tooling.md');
    expect(r.restored).not.toContain('Memory/Topics/gardening.md');
    const out = renderUndo(r).split('\n');
    expect(out).toContain('  removed   Memory/Topics/gardening.md');
    expect(out).toContain(`  removed   ${devicePath}`);
    expect(out).toContain('  restored  Memory/Topics/tooling.md');
    expect(out).toContain('  removed   1 candidate the dream added to the review queue');
    expect(out).not.toContain('  restored  Memory/Topics/gardening.md');
  });

  test('a candidate the person approved after the dream stays when the dream is undone', async () => {
    const { vault } = await memoryEnv();
    const ctx = makeCtx(vault);
    const night = await planNight(vault, RUN1);
    const plan = { ...night, writes: night.writes.filter((w) => w.candidateIds.length === 0), pending: [candidate({ id: 'cand-garlic', text: 'Plants garlic every autumn' })] };
    await executePlan(ctx, plan, fakeSettle());
    const approved = await (await loadQueue(makeCtx(vault, MORNING))).approve('cand-garlic', { reviewer: 'sam', rationale: 'true' });
    expect(approved.ok).toBe(true);
    const r = await undoRun(makeCtx(vault, MORNING));
    expect(r.queue.removed).toEqual([]);
    expect((await loadQueue(makeCtx(vault, MORNING))).approvedForApply().map((c) => c.id)).toContain('cand-garlic');
  });

  test('with no finished run there is nothing to undo', async () => {
    const { vault } = await memoryEnv();
    expect((await undoRun(makeCtx(vault))).messages.map((m) => m.text)).toEqual(['There is no finished run to undo.']);
  });
});

describe('recovery of a run that died', () => {
  test('the next run rolls it back, leaves alone what the person changed since, and redoes the work', async () => {
    const { vault } = await memoryEnv();
    // Dies right after writing the dream log (the watermark has moved on disk).
    const faulty = new FaultyVault(vault, { failWhen: (f) => f.op === 'write' && f.path.startsWith('.dreams/runs/') && vault.peek('Memory/Dreaming/dream-log.md') !== INITIAL_FILES['Memory/Dreaming/dream-log.md'] });
    const first = await executePlan(makeCtx(faulty), await planNight(vault, RUN1), fakeSettle());
    expect(first.status).toBe('stopped');
    const found = await findIncompleteRuns(makeCtx(vault));
    expect(found.runs.map((r) => r.runId)).toEqual([RUN1]);

    const mine = `${await vault.readText('Memory/Topics/gardening.md')}- I fixed this line by hand\n`;
    await vault.write('Memory/Topics/gardening.md', mine);
    const second = await executePlan(makeCtx(vault, LATER), await planNight(vault, RUN2, LATER), fakeSettle(), { replan: () => planNight(vault, RUN2, LATER) });
    expect(second.status).toBe('completed');
    const texts = second.messages.map((m) => m.text);
    expect(texts.some((t) => t.startsWith(`Run ${RUN1} (started 2026-11-29 03:00) did not finish`))).toBe(true);
    expect(texts).toContain(`Left Memory/Topics/gardening.md as it is while rolling back run ${RUN1}: it was changed after the run wrote it.`);
    // Redone once, not twice: one new dream-log entry, the topic note got its lines once.
    expect(((await vault.readText('Memory/Dreaming/dream-log.md')).match(/## Dream 2/g) ?? []).length).toBe(1);
    expect(((await vault.readText(TOPIC)).match(/Switched the blog to pnpm/g) ?? []).length).toBe(1);
    const m = await readManifest(makeCtx(vault), RUN1);
    expect(m.ok && m.manifest.phase).toBe('rolled-back');
    expect((await findIncompleteRuns(makeCtx(vault))).runs).toEqual([]);
  });

  test('without a way to plan again, the next run stops after the rollback instead of writing from a stale plan', async () => {
    const { vault } = await memoryEnv();
    await executePlan(makeCtx(new FaultyVault(vault, { failWhen: (f) => f.path === 'Memory/MEMORY.md' })), await planNight(vault, RUN1), fakeSettle());
    const stale = await planNight(vault, RUN2, LATER);
    const second = await executePlan(makeCtx(vault, LATER), stale, fakeSettle());
    expect(second.status).toBe('stopped');
    expect(second.messages.map((m) => m.text).join('\n')).toContain('run again to redo its work');
    expect(await vault.readText(TOPIC)).toBe(INITIAL_FILES[TOPIC]);
  });
});

test('a run refused by the lock writes nothing and says who holds it', async () => {
  const { vault } = await memoryEnv();
  await acquireLock(makeCtx(vault, '2026-11-29T02:50:00Z', { deviceId: 'desktop' }), 'run-desktop');
  const calls = vault.mutatingCalls().length;
  const s = await executePlan(makeCtx(vault), await planNight(vault, RUN1), fakeSettle());
  expect(s.status).toBe('skipped');
  expect(s.messages.map((m) => m.text)).toEqual(['Another dream is running on desktop since 02:50; it expires at 03:20.']);
  expect(vault.mutatingCalls().length).toBe(calls);
});
