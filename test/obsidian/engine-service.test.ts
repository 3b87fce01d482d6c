import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { WEIGHTS } from '../../src/core/rank/ranking';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { dreamStatus, runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { EngineDreamService } from '../../src/obsidian/engine-service';
import { realisticPending } from './fake-service';
import { yamlPackage } from '../../src/cli/yaml-package';
import { loadQueue } from '../helpers/context-calls';

const EXAMPLE = path.join(__dirname, '../../examples/vault');

function tempVault(): { dir: string; ctx: EngineContext; service: EngineDreamService } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-service-'));
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  // The copies are dated before the test's clock, as notes written before a dream are: a copy keeps today's mtime,
  // which the fixed clock would see as written after it.
  const before = new Date('2026-11-28T20:00:00Z');
  const stamp = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) stamp(p);
      else fs.utimesSync(p, before, before);
    }
  };
  stamp(dir);
  const ctx: EngineContext = { yaml: yamlPackage,
    vault: new NodeVault(dir),
    clock: fixedClock('2026-11-29T08:30:00Z'),
    settings: DEFAULT_SETTINGS,
    deviceId: 'test-device',
  };
  return { dir, ctx, service: new EngineDreamService({ context: () => ctx, reviewer: () => 'obsidian:test-device' }) };
}

function ctxOf(dir: string): EngineContext {
  return { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-29T08:30:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'test-device' };
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function seeded() {
  const v = tempVault();
  dirs.push(v.dir);
  const queue = await loadQueue(v.ctx);
  const [pnpm, release] = realisticPending();
  if (!pnpm || !release) throw new Error('fixture');
  await queue.add([pnpm.candidate, release.candidate]);
  return { ...v, pnpm: pnpm.candidate, release: release.candidate };
}

describe('EngineDreamService over the pending queue (real files)', () => {
  test('pending lists the queue with target, weights and the diff the next dream would make', async () => {
    const { service, release } = await seeded();
    const r = await service.pending();
    if (!r.ok) throw new Error(r.message);
    expect(r.value.map((p) => p.candidate.id)).toEqual(['c-7f3a91', release.id]);
    for (const card of r.value) {
      expect(card.receipt).toEqual({ state: 'none' });
      expect(card.problem).toBeUndefined();
      expect(card.target).toMatch(/^Memory\/.+\.md$/);
      expect(card.after).toContain('origin: dream');
      expect(card.after).toContain(card.candidate.text.slice(0, 30));
      expect(card.weights).toEqual(WEIGHTS);
    }
  });

  test('approve writes a receipt bound to the text, with reviewer and rationale, and writes the candidate at once', async () => {
    const { service, dir, release } = await seeded();
    const r = await service.approve([release.id], { mode: 'one', rationale: 'Checked the three release days' });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.approved).toEqual([release.id]);
    expect(r.value.failed).toEqual([]);
    // the release checklist becomes an incubating skill, through the transaction (log and report included)
    expect(r.value.written).toEqual(expect.arrayContaining([expect.stringMatching(/^Memory\/Skills\/.+\/SKILL\.md$/), 'Memory/Dreaming/dream-log.md']));
    const receipts = { receipts: (await loadQueue(ctxOf(dir))).receiptsFor(release.id) };
    expect(receipts.receipts).toEqual([expect.objectContaining({ candidateId: release.id, reviewer: 'obsidian:test-device', rationale: 'Checked the three release days' })]);
    // written, so it no longer waits in the panel
    const after = await service.pending();
    if (!after.ok) throw new Error(after.message);
    expect(after.value.find((p) => p.candidate.id === release.id)).toBeUndefined();
  });

  test('an approval is recorded as an approval: run record, dream log entry and status', async () => {
    const { service, dir, release } = await seeded();
    const r = await service.approve([release.id], { mode: 'one', rationale: 'Checked the three release days' });
    if (!r.ok) throw new Error(r.message);
    const runs = fs.readdirSync(path.join(dir, '.dreams/runs')).map((f) => JSON.parse(fs.readFileSync(path.join(dir, '.dreams/runs', f), 'utf8')) as { trigger: string; phase: string });
    expect(runs).toEqual([expect.objectContaining({ trigger: 'approval', phase: 'done' })]);
    const log = fs.readFileSync(path.join(dir, 'Memory/Dreaming/dream-log.md'), 'utf8');
    expect(log).toContain('**Trigger**: approval');
    expect(log).toContain('(approval: no source read; the date read up to is unchanged)');
    expect(log).not.toMatch(/backfill/i);
    // The status (the CLI's `status`; the plugin shows the dream log instead):
    // no dream has run yet, so the approval is reported as what it is.
    const status = await dreamStatus(ctxOf(dir));
    expect(status.lastDream).toBeNull();
    expect(status.lastApproval).toEqual(expect.objectContaining({ number: 1 }));
    const cards = await service.dreamLog();
    if (!cards.ok) throw new Error(cards.message);
    expect(cards.value[0]).toMatchObject({ trigger: 'approval', watermark: null });
  });

  test('reject removes the candidate and keeps no text of it', async () => {
    const { service, dir, pnpm } = await seeded();
    const r = await service.reject([pnpm.id]);
    expect(r.ok).toBe(true);
    const file = fs.readFileSync(path.join(dir, 'Memory/Dreaming/review-queue.md'), 'utf8');
    expect((await loadQueue(ctxOf(dir))).list().map((v) => v.candidate.id)).not.toContain(pnpm.id);
    expect(file.split('Prefers pnpm over npm').length - 1).toBe(0);
  });

  test('a candidate whose source lines changed says so instead of showing a diff', async () => {
    const { service, dir } = await seeded();
    fs.writeFileSync(path.join(dir, 'Journal/2026-11-13.md'), '# Friday\n\n- rewritten\n');
    const r = await service.pending();
    if (!r.ok) throw new Error(r.message);
    const release = r.value.find((p) => p.candidate.id === 'c-2b8e04');
    expect(release?.problem).toMatch(/Journal\/2026-11-13\.md changed since they were read/);
  });

  test('an unknown id fails with the reason, the others go through', async () => {
    const { service, release } = await seeded();
    const r = await service.approve(['nope', release.id], { mode: 'bulk', rationale: 'ok' });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.approved).toEqual([release.id]);
    expect(r.value.failed).toEqual([{ id: 'nope', reason: 'No pending candidate with id nope.' }]);
  });

  test('link from index: one line under the chosen section, index backed up first', async () => {
    const { service, dir } = await seeded();
    const before = fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8');
    const sections = await service.indexSections();
    expect(sections).toEqual({ ok: true, value: ['About me', 'Projects', 'Standing rules'] });
    const r = await service.linkFromIndex('Memory/Topics/sourdough.md', 'About me');
    if (!r.ok) throw new Error(r.message);
    const after = fs.readFileSync(path.join(dir, 'Memory/MEMORY.md'), 'utf8');
    expect(after).toBe(before.replace('evenings and early mornings.\n', 'evenings and early mornings.\n- [[sourdough]]\n'));
    expect(r.value.backup).toMatch(/^\.dreams\/backups\/\d{8}-\d{4}\/Memory\/MEMORY\.md/);
    expect(fs.readFileSync(path.join(dir, r.value.backup ?? ''), 'utf8')).toBe(before);
  });

  test('a link made from the Unreachable panel is a recorded run: Undo last dream takes it back', async () => {
    const { service, dir } = await seeded();
    const index = path.join(dir, 'Memory/MEMORY.md');
    const before = fs.readFileSync(index, 'utf8');
    const linked = await service.linkFromIndex('Memory/Topics/sourdough.md', 'Projects');
    if (!linked.ok) throw new Error(linked.message);
    expect(fs.readFileSync(index, 'utf8')).not.toBe(before);
    // the lock is released, the run record is finished and names the index
    expect(fs.existsSync(path.join(dir, '.dreams/lock.json'))).toBe(false);
    const records = fs.readdirSync(path.join(dir, '.dreams/runs')).map((f) => JSON.parse(fs.readFileSync(path.join(dir, '.dreams/runs', f), 'utf8')) as { trigger: string; phase: string; written: { path: string }[] });
    expect(records).toEqual([expect.objectContaining({ trigger: 'link', phase: 'done', written: [expect.objectContaining({ path: 'Memory/MEMORY.md' })] })]);

    const preview = await service.planUndo();
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value.restore.map((f) => f.path)).toEqual(['Memory/MEMORY.md']);
    const undone = await service.undo(preview.value.runId);
    if (!undone.ok) throw new Error(undone.message);
    expect(undone.value.restored).toEqual(['Memory/MEMORY.md']);
    expect(fs.readFileSync(index, 'utf8')).toBe(before);
  });

  test('a link to an index edited meanwhile writes nothing and says why', async () => {
    const { ctx, dir } = await seeded();
    const index = path.join(dir, 'Memory/MEMORY.md');
    // The vault changes between the read and the write: compare-before-write refuses.
    const vault = ctx.vault;
    let edited = false;
    const racing: EngineContext = {
      ...ctx,
      vault: Object.assign(Object.create(vault) as typeof vault, {
        replace: async (p: string, expected: string | null, next: string) => {
          if (!edited && p === 'Memory/MEMORY.md') {
            edited = true;
            fs.appendFileSync(index, '- a line the person just typed\n');
          }
          return vault.replace(p, expected, next);
        },
      }),
    };
    const service = new EngineDreamService({ context: () => racing, reviewer: () => 'r' });
    const r = await service.linkFromIndex('Memory/Topics/sourdough.md', 'Projects');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/changed while the run was writing it/);
    expect(fs.readFileSync(index, 'utf8')).toMatch(/a line the person just typed\n$/);
    expect(fs.readFileSync(index, 'utf8')).not.toContain('[[sourdough]]');
  });

  test('unreachable topics are the list the last dream recorded (sourdough is not linked); none before a dream', async () => {
    const { service, ctx } = await seeded();
    expect(await service.unreachable()).toEqual({ ok: true, value: null });
    const summary = await runDream(ctx, { trigger: 'manual' });
    const r = await service.unreachable();
    if (!r.ok) throw new Error(r.message);
    expect(r.value!.map((t) => t.path)).toEqual(summary.unreachable);
    expect(r.value!.map((t) => t.path)).toContain('Memory/Topics/sourdough.md');
    expect(r.value!.map((t) => t.path)).not.toContain('Memory/Topics/seedling.md');
  });

  test('no dream log yet: an empty list, not an error', async () => {
    const { service } = await seeded();
    expect(await service.dreamLog()).toEqual({ ok: true, value: [] });
  });

  test('explain answers with readable lines about the matching candidate', async () => {
    const { service } = await seeded();
    const r = await service.explain('pnpm');
    if (!r.ok) throw new Error(r.message);
    expect(r.value.lines.join('\n').toLowerCase()).toContain('pnpm');
  });
});

describe('Dream log cards come from the log headings and the run records', () => {
  test('a dream on the example vault: its card says what its entry says, without reading the prose back', async () => {
    const { service, ctx } = await seeded();
    const summary = await runDream(ctx, { trigger: 'manual', offline: true });
    expect(summary.status).toBe('completed');
    const r = await service.dreamLog();
    if (!r.ok) throw new Error(r.message);
    expect(r.value).toHaveLength(1);
    const card = r.value[0]!;
    expect(card).toMatchObject({
      number: 1,
      trigger: 'manual',
      watermark: summary.watermarkAfter,
      logsConsolidated: summary.logsSelected,
      logsDeferred: summary.logsDeferred,
      reportPath: summary.reportPath,
      runId: summary.runId,
      tokens: 'No model calls',
    });
    expect(card.time).toMatch(/^2026-11-29 08:30/);
    expect(card.changes.some((c) => /^MEMORY\.md: \d+ → \d+ chars$/.test(c))).toBe(true);
    expect(card.note).toMatch(/\.$/);
    expect(card.touched).toEqual(summary.written.map((w) => w.path));
    // the run record holds what the card shows
    const record = JSON.parse(fs.readFileSync(path.join(dirOf(ctx), `.dreams/runs/${summary.runId}.json`), 'utf8')) as { dreamLog: { changes: string[]; note: string } };
    // (a link in a change reads as its note's name on the card: "Reflection: 2026-W47")
    expect(record.dreamLog.changes.map((c) => c.replace('[[Memory/Reflections/2026-W47]]', '2026-W47'))).toEqual(card.changes);
    expect(record.dreamLog.changes).toContain('Reflection: [[Memory/Reflections/2026-W47]]');
    expect(card.changes).toContain('Reflection: 2026-W47');
    expect(record.dreamLog.note).toBe(card.note);
  });
});

function dirOf(ctx: EngineContext): string {
  return (ctx.vault as NodeVault).rootPath;
}
