/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceLeaf } from 'obsidian';
import { createTestApp } from '../fakes/obsidian-ui';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { approveCandidates, rejectPending } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { EngineDreamService } from '../../src/obsidian/engine-service';
import { PendingView } from '../../src/obsidian/views/pending-view';
import { realisticPending } from './fake-service';
import { yamlPackage } from '../../src/cli/yaml-package';
import { loadQueue } from '../helpers/context-calls';

const EXAMPLE = path.join(__dirname, '../../examples/vault');
const REVIEWER = 'cli:maya';
const RUN_ID = /\d{8}-\d{6}-[0-9a-f]{4}/g;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function seededVault(): Promise<{ dir: string; ctx: EngineContext }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-review-'));
  dirs.push(dir);
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  const ctx: EngineContext = { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-29T08:30:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'd1' };
  await (await loadQueue(ctx)).add(realisticPending().map((p) => p.candidate));
  return { dir, ctx };
}

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      // Run ids end in 4 random hex digits; everything else must match byte for byte.
      // (the run record's checksums cover files that name the run, so they differ too; the files themselves are compared)
      else {
        let text = fs.readFileSync(path.join(dir, p), 'utf8').replace(RUN_ID, 'RUN');
        if (p.startsWith('.dreams/runs/')) text = text.replace(/"sha256After": "[0-9a-f]+"/g, '"sha256After": "…"');
        // (the two vaults were copied at different instants, so the topic notes' mtimes differ)
        if (p === '.dreams/unreachable.json') text = text.replace(/"mtime": \d+/g, '"mtime": …');
        out[p.replace(RUN_ID, 'RUN')] = text;
      }
    }
  };
  walk('');
  return out;
}

/** yield to the event loop until the panel shows the expected state (file I/O is real here) */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (cond()) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error(`panel never showed: ${what}`);
}

/** The same decisions through the Pending panel and through the engine's review functions (what `vault-dreaming review` calls). */
// Two vault copies and two transactions on real files: seconds on a loaded 2-core machine.
test('approve and reject in the panel leave the queue and the vault exactly as the engine review does', async () => {
  const panel = await seededVault();
  const cli = await seededVault();

  const app = createTestApp();
  const service = new EngineDreamService({ context: () => panel.ctx, reviewer: () => REVIEWER });
  const host = { service, now: () => Date.now(), openNote: () => undefined, showFolder: () => undefined, startUndo: () => undefined, startLinkFromIndex: () => undefined, changed: () => undefined };
  const view = new PendingView(app.workspace.getRightLeaf(false) as unknown as WorkspaceLeaf, host);
  await (view as unknown as { open(): Promise<void> }).open();
  const root = view.contentEl;
  const button = (id: string, text: string) => {
    const b = Array.from(root.querySelectorAll<HTMLButtonElement>(`[data-id="${id}"] button`)).find((x) => x.textContent === text);
    if (!b) throw new Error(`no ${text} on ${id}`);
    return b;
  };

  const card = root.querySelector('[data-id="c-2b8e04"]') as HTMLElement;
  (card.querySelector('.vd-rationale') as HTMLInputElement).value = 'Same checklist on three release days';
  button('c-2b8e04', 'Approve').click();
  await until(() => root.querySelector('[data-id="c-2b8e04"]') === null, 'approved card gone (written)');
  button('c-91d5c2', 'Reject').click();
  await until(() => root.querySelector('[data-id="c-91d5c2"]') === null, 'rejected card gone');

  const approved = await approveCandidates(cli.ctx, { ids: ['c-2b8e04'], mode: 'one', reviewer: REVIEWER, rationale: 'Same checklist on three release days' });
  expect(approved.failed).toEqual([]);
  expect(approved.run?.status).toBe('completed');
  // approving wrote the skill through the transaction, on both sides
  expect(approved.run?.written.map((w) => w.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^Memory\/Skills\//)]));
  expect(await rejectPending(cli.ctx, 'c-91d5c2')).toMatchObject({ ok: true });

  expect(snapshot(panel.dir)).toEqual(snapshot(cli.dir));
  // and the panel shows what is left: neither the written nor the rejected one
  expect(root.querySelector('[data-id="c-91d5c2"]')).toBeNull();
  expect(root.querySelector('[data-id="c-2b8e04"]')).toBeNull();
  // Two full approval transactions on real folders: seconds on a loaded machine.
});
