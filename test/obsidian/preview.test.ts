/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from 'obsidian';
import { createTestApp } from '../fakes/obsidian-ui';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { EngineDreamService } from '../../src/obsidian/engine-service';
import { PlanPreviewModal } from '../../src/obsidian/modals/plan-modal';
import { fetchHttp } from '../../src/cli/fetch-http';
import { candidatesFor, startLlmServer } from '../helpers/llm-server';
import { yamlPackage } from '../../src/cli/yaml-package';

function tree(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else out[p] = fs.statSync(path.join(dir, p)).mtimeMs;
    }
  };
  walk('');
  return out;
}

test('preview on the example vault writes nothing and shows each planned write with its diff', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-preview-'));
  try {
    fs.cpSync(path.join(__dirname, '../../examples/vault'), dir, { recursive: true });
    const before = tree(dir);
    const ctx: EngineContext = { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T03:00:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'd' };
    const service = new EngineDreamService({ context: () => ctx, reviewer: () => 'r' });
    const r = await service.plan();
    if (!r.ok) throw new Error(r.message);
    expect(tree(dir)).toEqual(before);
    expect(r.value.writes.length).toBeGreaterThan(0);

    const modal = new PlanPreviewModal(createTestApp() as unknown as App, r.value);
    modal.open();
    expect(modal.titleEl.textContent).toBe('Dream preview (nothing written)');
    const writes = modal.contentEl.querySelectorAll('details.vd-plan-write');
    expect(writes).toHaveLength(r.value.writes.length);
    expect(writes[0]?.querySelector('.vd-diff-added')).not.toBeNull();
    modal.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('with a model set up the preview asks nothing and shows what a dream would spend, and when it is over budget', async () => {
  const server = await startLlmServer({ fallback: (req) => ({ answer: candidatesFor(req) }) });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-preview-'));
  try {
    fs.cpSync(path.join(__dirname, '../../examples/vault'), dir, { recursive: true });
    const settings = { ...DEFAULT_SETTINGS, provider: 'openai' as const, baseUrl: server.openaiBaseUrl, model: 'm', contextChars: 1000, maxModelCallsPerRun: 2, priceInputPerMTok: 1, priceOutputPerMTok: 4 };
    const ctx: EngineContext = { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T03:00:00Z'), settings, deviceId: 'd', http: fetchHttp, apiKey: 'k' };
    const r = await new EngineDreamService({ context: () => ctx, reviewer: () => 'r' }).plan();
    if (!r.ok) throw new Error(r.message);
    expect(server.requests).toHaveLength(0);

    const modal = new PlanPreviewModal(createTestApp() as unknown as App, r.value);
    modal.open();
    expect(modal.contentEl.querySelector('.vd-plan-model')?.textContent).toMatch(
      /^A dream would make about \d+ model calls to read the notes, sending about [\d,]+ tokens and receiving at most [\d,]+ .* about \$[\d.]+ to send and at most \$[\d.]+ to receive at the prices in settings\.$/,
    );
    expect(modal.contentEl.querySelector('.vd-plan-over-budget')?.textContent).toMatch(/^Over the budget per dream: it would need about \d+ model calls and the budget per dream is 2\. A dream would make no model call/);
    modal.close();
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
