/**
 * State that must be shared reaches the other devices (issue 9, item 4).
 *
 * Two "devices" are two engine contexts with their own device ids: first over
 * one vault folder (iCloud, Syncthing, git: everything is carried), then over
 * two folders between which only what Obsidian Sync carries by default is
 * copied (notes and attachments outside dot-folders, and the plugin's
 * data.json in the config folder). In both, one device dreams at a time and
 * each sees the other's approvals.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { migrateSharedState, runDream } from '../../src/core/engine';
import { mergeQueueData, type PendingEntry, type QueueData, type Receipt } from '../../src/core/review/pending-queue';
import { sharedNotePath } from '../../src/core/state/shared-state';
import { loadQueue, readDreamingDevice } from '../helpers/context-calls';
import { sha256 } from '../../src/core/lib/digest';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { realisticPending } from '../obsidian/fake-service';
import { yamlPackage } from '../../src/cli/yaml-package';

const EXAMPLE = path.join(__dirname, '../../examples/vault');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir(copyExample: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-sync-'));
  dirs.push(dir);
  if (copyExample) fs.cpSync(EXAMPLE, dir, { recursive: true });
  return dir;
}

function device(dir: string, deviceId: string, at = '2026-11-29T08:30:00Z'): EngineContext {
  return { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(at), settings: DEFAULT_SETTINGS, deviceId };
}

/** What Obsidian Sync carries with its default settings. */
const SYNCED_TYPES = /\.(md|png|jpe?g|gif|bmp|svg|webp|pdf|mp3|wav|m4a|ogg|flac|webm|mp4|mov|mkv)$/i;

function carried(rel: string): boolean {
  const parts = rel.split('/');
  if (/^\.obsidian\/plugins\/[^/]+\/data\.json$/.test(rel)) return true;
  if (parts.some((p) => p.startsWith('.'))) return false;
  return SYNCED_TYPES.test(rel);
}

function walk(root: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const r = rel === '' ? e.name : `${rel}/${e.name}`;
    if (e.isDirectory()) out.push(...walk(root, r));
    else out.push(r);
  }
  return out;
}

/**
 * One sync from `from` to `to` as Obsidian Sync would do it by default: every
 * carried file copied, a carried file deleted on `from` deleted on `to`, and
 * nothing else touched (each device's `.dreams/` stays its own).
 */
function obsidianSync(from: string, to: string): void {
  const src = new Set(walk(from).filter(carried));
  for (const rel of src) {
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.copyFileSync(path.join(from, rel), path.join(to, rel));
  }
  for (const rel of walk(to).filter(carried)) if (!src.has(rel)) fs.rmSync(path.join(to, rel));
}

async function seedQueue(ctx: EngineContext): Promise<{ id: string; text: string }> {
  const queue = await loadQueue(ctx);
  const [pnpm, release] = realisticPending();
  if (!pnpm || !release) throw new Error('fixture');
  await queue.add([pnpm.candidate, release.candidate]);
  return pnpm.candidate;
}

async function approveOn(ctx: EngineContext, id: string): Promise<void> {
  const queue = await loadQueue(ctx);
  const r = await queue.approve(id, { reviewer: ctx.deviceId, rationale: 'checked the source lines' });
  if (!r.ok) throw new Error(r.message);
}

function read(dir: string, rel: string): string | null {
  const p = path.join(dir, rel);
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
}

describe('two devices over one vault folder (iCloud, Syncthing, git)', () => {
  test('the first to dream becomes the dreaming device; the other previews only until the person takes over', async () => {
    const dir = tempDir(true);
    const phone = device(dir, 'phone');
    const desktop = device(dir, 'desktop', '2026-11-29T09:30:00Z');

    const first = await runDream(phone, { trigger: 'manual', offline: true });
    expect(first.status).toBe('completed');
    expect((await readDreamingDevice(phone)).device).toMatchObject({ deviceId: 'phone', how: 'first-dream' });

    const log = read(dir, DEFAULT_SETTINGS.dreamLogPath);
    for (const trigger of ['manual', 'scheduled'] as const) {
      const other = await runDream(desktop, { trigger, offline: true });
      expect(other.status).toBe('skipped');
      expect(other.notDreamingDevice).toBe('phone');
      expect(other.written).toEqual([]);
      expect(other.messages.map((m) => m.text).join('\n')).toContain('Dreams for this vault run on phone; this device previews only');
    }
    expect(read(dir, DEFAULT_SETTINGS.dreamLogPath)).toBe(log);

    const taken = await runDream(desktop, { trigger: 'manual', offline: true, takeOver: true });
    expect(taken.notDreamingDevice).toBeUndefined();
    expect(taken.messages.map((m) => m.text).join('\n')).toContain('This device, desktop, now dreams for this vault from phone');
    const back = await runDream(device(dir, 'phone', '2026-11-29T10:30:00Z'), { trigger: 'scheduled', offline: true });
    expect(back.notDreamingDevice).toBe('desktop');
  });

  test('devices are named as the person knows them, with the id as detail; a renamed dreaming device updates the note (issue 22)', async () => {
    const dir = tempDir(true);
    const phone = { ...device(dir, 'device-k3j2h1a0'), deviceName: "Sam's phone" };
    const desktop = { ...device(dir, 'cli-f6812473edda', '2026-11-29T09:30:00Z'), deviceName: 'Studio iMac' };
    expect((await runDream(phone, { trigger: 'manual', offline: true })).messages.map((m) => m.text)).toContain(
      "This device, “Sam's phone” (device-k3j2h1a0), is the first to dream here and now dreams for this vault; other devices preview only.",
    );
    expect(read(dir, 'Memory/Dreaming/dreaming-device.md')).toContain("Dreams run on “Sam's phone” (device-k3j2h1a0).");
    const other = await runDream(desktop, { trigger: 'scheduled', offline: true });
    expect(other.notDreamingDeviceName).toBe("Sam's phone");
    expect(other.messages.map((m) => m.text).join('\n')).toContain("Dreams for this vault run on “Sam's phone” (device-k3j2h1a0); this device previews only");
    await runDream({ ...phone, deviceName: 'Pixel', clock: fixedClock('2026-11-30T08:30:00Z') }, { trigger: 'manual', offline: true });
    expect((await readDreamingDevice(phone)).device).toMatchObject({ deviceId: 'device-k3j2h1a0', name: 'Pixel', how: 'first-dream' });
  });

  test('an approval given on one device is an approval on the other', async () => {
    const dir = tempDir(true);
    const phone = device(dir, 'phone');
    const desktop = device(dir, 'desktop');
    const cand = await seedQueue(desktop);
    await approveOn(phone, cand.id);
    expect((await loadQueue(desktop)).isApproved(cand)).toBe(true);
  });
});

describe('two devices whose folders only share what Obsidian Sync carries by default', () => {
  test('the copier carries notes and the plugin data, never .dreams/', () => {
    expect(carried('Memory/Dreaming/review-queue.md')).toBe(true);
    expect(carried('.obsidian/plugins/vault-dreaming/data.json')).toBe(true);
    expect(carried('.dreams/pending.json')).toBe(false);
    expect(carried('.dreams/lock.json')).toBe(false);
    expect(carried('Sources/Transcripts/a.json')).toBe(false);
  });

  test('one device dreams at a time, and approvals travel both ways', async () => {
    const one = tempDir(true);
    const two = tempDir(false);
    const phone = device(one, 'phone');
    const desktop = device(two, 'desktop', '2026-11-29T09:30:00Z');

    const cand = await seedQueue(phone);
    const first = await runDream(phone, { trigger: 'scheduled', offline: true });
    expect(first.status).toBe('completed');
    obsidianSync(one, two);
    expect(fs.existsSync(path.join(two, '.dreams'))).toBe(false);

    // The lock in the phone's .dreams/ never arrives; the dreaming-device note does.
    const other = await runDream(desktop, { trigger: 'scheduled', offline: true });
    expect(other.status).toBe('skipped');
    expect(other.notDreamingDevice).toBe('phone');

    // The queue arrived with the notes: the desktop reviews it, and its approval goes back.
    expect((await loadQueue(desktop)).get(cand.id)?.state).toBe('pending');
    await approveOn(desktop, cand.id);
    obsidianSync(two, one);
    expect((await loadQueue(phone)).isApproved(cand)).toBe(true);
  });
});

describe('the queue an earlier version kept in .dreams/', () => {
  test('moves into the shared note on first load, once, losing nothing', async () => {
    const dir = tempDir(true);
    const ctx = device(dir, 'phone');
    const [pnpm, release] = realisticPending();
    if (!pnpm || !release) throw new Error('fixture');
    const entry = (c: typeof pnpm.candidate): PendingEntry => ({ candidate: c, textSha256: sha256(c.text), addedOn: '2026-11-20', updatedOn: '2026-11-20', edited: false, appliedRunId: null });
    const receipt: Receipt = {
      candidateId: pnpm.candidate.id, sha256: sha256(pnpm.candidate.text), reviewer: 'sam', reviewedOn: '2026-11-28', rationale: 'checked',
      expiresOn: '2026-12-28', appliedRunId: null, appliedOn: null, expired: false,
    };
    fs.mkdirSync(path.join(dir, '.dreams'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.dreams/pending.json'), JSON.stringify({ version: 1, entries: [entry(pnpm.candidate), entry(release.candidate)], rejected: [{ candidateId: 'c-old', sha256: 'ab', rejectedOn: '2026-11-01' }] }));
    fs.writeFileSync(path.join(dir, '.dreams/receipts.json'), JSON.stringify({ version: 1, receipts: [receipt] }));

    const messages = await migrateSharedState(ctx);
    expect(messages.map((m) => m.text).join('\n')).toContain('Memory/Dreaming/review-queue.md');
    expect(fs.readdirSync(path.join(dir, '.dreams')).sort()).toEqual(['pending.json.migrated', 'receipts.json.migrated']);
    const queue = await loadQueue(ctx);
    expect(queue.isApproved(pnpm.candidate)).toBe(true);
    expect(queue.list().map((v) => v.candidate.id)).toEqual([pnpm.candidate.id, release.candidate.id]);
    expect(queue.rejectionMarkers()).toEqual([{ candidateId: 'c-old', sha256: 'ab', rejectedOn: '2026-11-01' }]);

    const note = read(dir, 'Memory/Dreaming/review-queue.md') ?? '';
    expect(await migrateSharedState(ctx)).toEqual([]);
    expect(read(dir, 'Memory/Dreaming/review-queue.md')).toBe(note);
  });

  test('a vault with no earlier state gets nothing written on load', async () => {
    const dir = tempDir(true);
    expect(await migrateSharedState(device(dir, 'phone'))).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'Memory/Dreaming'))).toBe(false);
    expect(fs.existsSync(path.join(dir, '.dreams'))).toBe(false);
  });
});

describe('when two devices edited the queue before they synced', () => {
  const [a, b] = realisticPending().map((p) => p.candidate);
  if (!a || !b) throw new Error('fixture');
  const entry = (c: typeof a, over: Partial<PendingEntry> = {}): PendingEntry => ({ candidate: c, textSha256: sha256(c.text), addedOn: '2026-11-20', updatedOn: '2026-11-20', edited: false, appliedRunId: null, ...over });
  const receipt = (c: typeof a, over: Partial<Receipt> = {}): Receipt => ({
    candidateId: c.id, sha256: sha256(c.text), reviewer: 'sam', reviewedOn: '2026-11-28', rationale: 'ok', expiresOn: '2026-12-28', appliedRunId: null, appliedOn: null, expired: false, ...over,
  });
  const cases: { name: string; parts: QueueData[]; expect: (m: QueueData) => void }[] = [
    {
      name: 'approved on one, rejected on the other: the approval wins',
      parts: [
        { entries: [entry(a)], rejected: [], receipts: [receipt(a)] },
        { entries: [], rejected: [{ candidateId: a.id, sha256: sha256(a.text), rejectedOn: '2026-11-28' }], receipts: [] },
      ],
      expect: (m) => {
        expect(m.entries.map((e) => e.candidate.id)).toEqual([a.id]);
        expect(m.receipts).toHaveLength(1);
        expect(m.rejected).toEqual([]);
      },
    },
    {
      name: 'rejected on one, still pending on the other: it stays rejected',
      parts: [
        { entries: [entry(a), entry(b)], rejected: [], receipts: [] },
        { entries: [entry(b)], rejected: [{ candidateId: a.id, sha256: sha256(a.text), rejectedOn: '2026-11-28' }], receipts: [] },
      ],
      expect: (m) => {
        expect(m.entries.map((e) => e.candidate.id)).toEqual([b.id]);
        expect(m.rejected.map((r) => r.candidateId)).toEqual([a.id]);
      },
    },
    {
      name: 'each device approved a different candidate: both approvals stand',
      parts: [
        { entries: [entry(a), entry(b)], rejected: [], receipts: [receipt(a)] },
        { entries: [entry(a), entry(b)], rejected: [], receipts: [receipt(b)] },
      ],
      expect: (m) => expect(m.receipts.map((r) => r.candidateId).sort()).toEqual([a.id, b.id].sort()),
    },
    {
      name: 'written on one device: the applied entry and receipt win over the unapplied twins',
      parts: [
        { entries: [entry(a)], rejected: [], receipts: [receipt(a)] },
        { entries: [entry(a, { appliedRunId: 'run-1' })], rejected: [], receipts: [receipt(a, { appliedRunId: 'run-1', appliedOn: '2026-11-29' })] },
      ],
      expect: (m) => {
        expect(m.entries[0]?.appliedRunId).toBe('run-1');
        expect(m.receipts).toEqual([expect.objectContaining({ appliedRunId: 'run-1' })]);
      },
    },
  ];
  test.each(cases)('$name', ({ parts, expect: check }) => {
    check(mergeQueueData(parts));
    check(mergeQueueData([...parts].reverse()));
  });

  test('a conflict copy sync left beside the note is merged on load and removed on the next save', async () => {
    const dir = tempDir(true);
    const phone = device(dir, 'phone');
    const cand = await seedQueue(phone);
    const main = path.join(dir, sharedNotePath(DEFAULT_SETTINGS, 'review-queue'));
    const before = fs.readFileSync(main, 'utf8');
    await approveOn(phone, cand.id);
    // The approval lands in a conflict copy; the main note is the other device's older version.
    const copy = main.replace(/\.md$/, ' (conflicted copy 2026-11-29).md');
    fs.renameSync(main, copy);
    fs.writeFileSync(main, before);
    const queue = await loadQueue(phone);
    expect(queue.isApproved(cand)).toBe(true);
    expect(await queue.migrate()).toBe(true);
    expect(fs.existsSync(copy)).toBe(false);
    expect((await loadQueue(phone)).isApproved(cand)).toBe(true);
  });

  test('a line a merge broke is reported, the rest of the queue is used, and the note is kept aside on save', async () => {
    const dir = tempDir(true);
    const phone = device(dir, 'phone');
    const cand = await seedQueue(phone);
    const main = path.join(dir, sharedNotePath(DEFAULT_SETTINGS, 'review-queue'));
    fs.appendFileSync(main, '{"entry": {"candid\n');
    const queue = await loadQueue(phone);
    expect(queue.messages.map((m) => m.text).join('\n')).toMatch(/1 line could not be read/);
    expect(queue.get(cand.id)?.state).toBe('pending');
    await approveOn(phone, cand.id);
    expect(fs.readdirSync(path.join(dir, '.dreams')).some((f) => /^review-queue\.corrupt-.+\.md$/.test(f))).toBe(true);
  });
});
