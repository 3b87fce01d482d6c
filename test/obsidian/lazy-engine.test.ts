/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
//
// Obsidian evaluates main.js and runs onload while the vault opens. The
// engine (extractor tables, secret rules, model-answer schemas) is most of
// main.js, and none of it is needed until the first engine call: importing the
// plugin and its onload must not load src/core/engine.ts; the first service
// call does (src/obsidian/lazy-engine.ts, issue 20's load-time budget).
import '../setup-dom';
import { App } from '../fakes/obsidian';
import { createTestApp } from '../fakes/obsidian-ui';

let mockEngineLoads = 0;
jest.mock('../../src/core/engine', () => {
  mockEngineLoads++;
  return jest.requireActual<object>('../../src/core/engine');
});

const manifest = { id: 'vault-dreaming', name: 'Vault Dreaming', version: '0.1.0', minAppVersion: '1.11.4', description: '', author: '' };

test('the plugin module and its onload leave the engine unloaded; the first engine call loads it, once', async () => {
  const { default: VaultDreamingPlugin } = await import('../../src/main');
  expect(mockEngineLoads).toBe(0);

  const plugin = new VaultDreamingPlugin(createTestApp(new App()) as never, manifest);
  await plugin.onload();
  expect(mockEngineLoads).toBe(0);

  const counted = await plugin.service.pendingCount();
  expect(counted).toEqual({ ok: true, value: 0 });
  expect(mockEngineLoads).toBe(1);
  await plugin.service.dreamLog();
  expect(mockEngineLoads).toBe(1);
  plugin.onunload();
});
