import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { WEIGHTS } from '../../src/core/rank/ranking';
import { fixedClock } from '../../src/core/clock';
import type { EngineContext } from '../../src/core/context';
import { runDream } from '../../src/core/engine';
import { renderDreamLogEntry } from '../../src/core/formats/dreamlog';
import { PendingQueue } from '../../src/core/review/pending-queue';
import { DEFAULT_SETTINGS } from '../../src/core/settings';
import { dreamCard, EngineDreamService } from '../../src/obsidian/engine-service';
import { realisticPending } from './fake-service';

const EXAMPLE = path.join(__dirname, '../../examples/vault');

function tempVault(): { dir: string; ctx: EngineContext; service: EngineDreamService } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-service-'));
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  const ctx: EngineContext = {
    vault: new NodeVault(dir),
    clock: fixedClock('2026-11-29T08:30:00Z'),
    settings: DEFAULT_SETTINGS,
    deviceId: 'test-device',
  };
  return { dir, ctx, service: new EngineDreamService({ context: () => ctx, reviewer: () => 'obsidian:test-device' }) };
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function seeded() {
  const v = tempVault();
  dirs.push(v.dir);
  const queue = await PendingQueue.load(v.ctx);
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
    const r = await service.approve([release.id], { rationale: 'Checked the three release days' });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.approved).toEqual([release.id]);
    expect(r.value.failed).toEqual([]);
    // the release checklist becomes an incubating skill, through the transaction (log and report included)
    expect(r.value.written).toEqual(expect.arrayContaining([expect.stringMatching(/^Memory\/Skills\/.+\/SKILL\.md$/), 'Memory/dream-log.md']));
    const receipts = JSON.parse(fs.readFileSync(path.join(dir, '.dreams/receipts.json'), 'utf8')) as { receipts: { candidateId: string; reviewer: string; rationale: string }[] };
    expect(receipts.receipts).toEqual([expect.objectContaining({ candidateId: release.id, reviewer: 'obsidian:test-device', rationale: 'Checked the three release days' })]);
    // written, so it no longer waits in the panel
    const after = await service.pending();
    if (!after.ok) throw new Error(after.message);
    expect(after.value.find((p) => p.candidate.id === release.id)).toBeUndefined();
  });

  test('reject removes the candidate and keeps no text of it', async () => {
    const { service, dir, pnpm } = await seeded();
    const r = await service.reject([pnpm.id]);
    expect(r.ok).toBe(true);
    const file = fs.readFileSync(path.join(dir, '.dreams/pending.json'), 'utf8');
    const parsed = JSON.parse(file) as { entries: { candidate: { id: string } }[] };
    expect(parsed.entries.map((e) => e.candidate.id)).not.toContain(pnpm.id);
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
    const r = await service.approve(['nope', release.id], { rationale: 'ok' });
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

  test('unreachable topics are the list the last dream recorded (sourdough is not linked); none before a dream', async () => {
    const { service, ctx } = await seeded();
    expect(await service.unreachable()).toEqual({ ok: true, value: [] });
    const summary = await runDream(ctx, { trigger: 'manual' });
    const r = await service.unreachable();
    if (!r.ok) throw new Error(r.message);
    expect(r.value.map((t) => t.path)).toEqual(summary.unreachable);
    expect(r.value.map((t) => t.path)).toContain('Memory/Topics/sourdough.md');
    expect(r.value.map((t) => t.path)).not.toContain('Memory/Topics/seedling.md');
  }, 30_000);

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

describe('dreamCard reads an entry as the dream log writes it', () => {
  test('fields of a rendered entry', () => {
    const text = renderDreamLogEntry({
      number: 2, startedAt: Date.parse('2026-11-29T03:12:00Z'), timeZone: 'UTC', trigger: 'scheduled', runId: 'r-2', durationSec: 41,
      consolidatedThrough: '2026-11-27', logsConsolidated: 8, deferred: 3, leftBehind: 0, logKiB: 9, l2KiB: 3,
      changes: ['Updated Memory/Topics/seedling.md — 0.3 release'], indexCharsBefore: 412, indexCharsAfter: 655, highlights: [],
      note: 'Quiet week.', reportPath: 'Memory/Reports/2026-11-29.md',
    });
    const entry = { number: 2, startedAt: 0, headingDate: '2026-11-29', heading: text.split('\n')[0] ?? '', trigger: 'scheduled', runId: 'r-2', durationSec: 41, consolidatedThrough: '2026-11-27', start: 0, end: text.length };
    const card = dreamCard(entry, text);
    expect(card).toMatchObject({
      number: 2,
      trigger: 'scheduled',
      watermark: '2026-11-27',
      logsConsolidated: 8,
      logsDeferred: 3,
      changes: ['Updated Memory/Topics/seedling.md — 0.3 release', 'MEMORY.md: 412 → 655 chars'],
      note: 'Quiet week.',
      reportPath: 'Memory/Reports/2026-11-29.md',
      runId: 'r-2',
    });
    expect(card.time).toMatch(/^2026-11-29 03:12/);
  });
});
