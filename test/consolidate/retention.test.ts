/**
 * Backup retention keeps exactly what the settings promise — the backups of
 * the last N runs and everything from the last D days — and undo of a run
 * whose backups were removed says so and writes nothing (issue 22).
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { readManifest } from '../helpers/context-calls';
import { planUndo, undoRun } from '../../src/core/run/undo';
import { executePlan } from '../../src/core/run/execute';
import { fakeSettle, makeCtx, planNight, seedVault, SETTINGS, tempDir } from './support/scenario';
import { snapshotTree } from './support/tree';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function vaultDir(): string {
  const dir = tempDir('retention');
  dirs.push(dir);
  return dir;
}

/** One dream a night at 03:00 UTC from 2026-11-29 on, each after a new journal day. */
async function nights(vault: NodeVault, count: number, settings: typeof SETTINGS): Promise<string[]> {
  const runIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.parse('2026-11-29T03:00:00Z') + i * 86_400_000).toISOString();
    const date = day.slice(0, 10);
    await vault.write(`Journal/${date}.md`, `# ${date}\n- Worked on the shed #garden\n`);
    const runId = `${date.replace(/-/g, '')}-030000-${String(i).padStart(4, '0')}`;
    const ctx = makeCtx(vault, day, { settings });
    const r = await executePlan(ctx, await planNight(vault, runId, day), fakeSettle());
    expect(r.status).toBe('completed');
    runIds.push(runId);
  }
  return runIds;
}

function stampFolders(dir: string): string[] {
  const root = path.join(dir, '.dreams', 'backups');
  return fs.existsSync(root) ? fs.readdirSync(root).sort() : [];
}

describe('backup retention', () => {
  test('keeps the backups of the last N runs and of the last D days, removes the rest (folders too), and records it in the pruned runs', async () => {
    const dir = vaultDir();
    const vault = new NodeVault(dir);
    await seedVault(vault);
    // A folder the plugin did not name is never touched.
    await vault.write('.dreams/backups/by-hand/notes.md.bak', 'mine\n');
    const settings = { ...SETTINGS, backupKeepDreams: 3, backupKeepDays: 1 };
    const runs = await nights(vault, 5, settings);
    // Now 2026-12-03 03:00: the last day reaches back to 2026-12-02 03:00 (inclusive); the last 3 runs reach one further.
    expect(stampFolders(dir)).toEqual(['20261201-0300', '20261202-0300', '20261203-0300', 'by-hand']);
    for (const [i, runId] of runs.entries()) {
      const m = await readManifest(makeCtx(vault), runId);
      expect([runId, m.ok && m.manifest.backupsPrunedAt !== null]).toEqual([runId, i < 2]);
    }
    const report = fs.readFileSync(path.join(dir, 'Memory/Dreaming/Reports/2026-11-29.md'), 'utf8');
    expect(report).toContain('- audit Removed 1 old backup folder (20261130-0300) from .dreams/backups: the backups of the last 3 dreams and everything from the last day are kept.');
  });

  test('with no days to keep, exactly the last N runs keep their backups', async () => {
    const dir = vaultDir();
    const vault = new NodeVault(dir);
    await seedVault(vault);
    await nights(vault, 5, { ...SETTINGS, backupKeepDreams: 2, backupKeepDays: 0 });
    expect(stampFolders(dir)).toEqual(['20261202-0300', '20261203-0300']);
  });

  test('undo of a run whose backups were pruned says so and writes nothing', async () => {
    const dir = vaultDir();
    const vault = new NodeVault(dir);
    await seedVault(vault);
    const settings = { ...SETTINGS, backupKeepDreams: 1, backupKeepDays: 0 };
    const runs = await nights(vault, 3, settings);
    const first = runs[0]!;
    const before = snapshotTree(dir);
    const morning = makeCtx(vault, '2026-12-01T08:00:00Z', { settings });

    const preview = await planUndo(morning, first);
    expect(preview.restore).toEqual([]);
    expect(preview.refuse.map((r) => [r.path, r.reason])).toContainEqual(['Memory/Topics/tooling.md', 'its backup was removed on 2026-11-30 by the backup retention setting']);
    const r = await undoRun(morning, first);
    expect(r.restored).toEqual([]);
    expect(r.refused).toEqual(preview.refuse);
    const text = r.messages.map((m) => m.text).join('\n');
    expect(text).toContain(`Run ${first} cannot be undone: the backups of ${r.refused.length} note(s) it changed`);
    expect(text).toContain('were removed on 2026-11-30 by the backup retention setting (the backups of the last dream are kept). Nothing was changed.');
    // Nothing at all was written: not a note, not the lock, not the run record.
    expect(snapshotTree(dir)).toEqual(before);
    const m = await readManifest(morning, first);
    expect(m.ok && m.manifest.phase).toBe('done');

    // The newest run still has its backups and undoes as before.
    const last = await undoRun(morning, runs[2]);
    expect(last.refused).toEqual([]);
    expect(last.restored.length).toBeGreaterThan(0);
  });
});
