/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import { App, requestUrlLog } from '../fakes/obsidian';
import { createTestApp, Notice, type Plugin as FakePlugin, type PluginSettingTab } from '../fakes/obsidian-ui';
import VaultDreamingPlugin from '../../src/main';
import { ALL_PANELS, PENDING_VIEW } from '../../src/obsidian/view-types';

const manifest = { id: 'vault-dreaming', name: 'Vault Dreaming', version: '0.1.0', minAppVersion: '1.11.4', description: '', author: '' };

type Fake = VaultDreamingPlugin & FakePlugin;

/** Every method call on the vault and its adapter, by name. */
function recordVaultCalls(app: App): string[] {
  const log: string[] = [];
  const wrap = (obj: object, label: string) => {
    let proto: object | null = Object.getPrototypeOf(obj) as object | null;
    while (proto && proto !== Object.prototype) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        const desc = Object.getOwnPropertyDescriptor(proto, key);
        if (key === 'constructor' || !desc || typeof desc.value !== 'function') continue;
        const rec = obj as Record<string, unknown>;
        if (Object.prototype.hasOwnProperty.call(rec, key)) continue;
        const original = desc.value as (...a: unknown[]) => unknown;
        rec[key] = (...args: unknown[]) => {
          log.push(`${label}.${key}`);
          return original.apply(obj, args);
        };
      }
      proto = Object.getPrototypeOf(proto) as object | null;
    }
  };
  wrap(app.vault, 'vault');
  wrap(app.vault.adapter, 'adapter');
  return log;
}

const made: Fake[] = [];

function makePlugin(stored: unknown = null) {
  const app = createTestApp(new App());
  const plugin = new VaultDreamingPlugin(app as never, manifest) as Fake;
  made.push(plugin);
  plugin.storedData = stored;
  return { app, plugin, workspace: app.workspace };
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

beforeEach(() => {
  Notice.messages = [];
  requestUrlLog.length = 0;
  jest.useFakeTimers();
});

afterEach(() => {
  // unload clears the scheduler's timers and the listeners, as disabling the plugin does
  // (tests call onload directly to await it, so mark the component loaded first)
  for (const p of made.splice(0)) {
    p._loaded = true;
    p.unload();
  }
  jest.useRealTimers();
});

describe('onload', () => {
  test('touches no file and no network; registers views, commands, ribbon, status bar, settings tab', async () => {
    const { app, plugin } = makePlugin();
    const calls = recordVaultCalls(app);
    await plugin.onload();
    expect(calls).toEqual([]);
    expect(requestUrlLog).toEqual([]);
    expect(plugin.viewTypes.sort()).toEqual(ALL_PANELS.map((p) => p.type).sort());
    expect(plugin.ribbonIcons).toHaveLength(1);
    expect(plugin.statusBarItems).toHaveLength(1);
    expect(plugin.settingTabs).toHaveLength(1);
    expect(Notice.messages).toEqual([]);
  });

  test('commands: no default hotkeys, sentence case, no plugin name and no word "command"', async () => {
    const { plugin } = makePlugin();
    await plugin.onload();
    expect(plugin.commands.map((c) => c.id)).toEqual([
      'run-dream-now',
      'preview-dream',
      'undo-last-dream',
      'explain-candidate',
      'approve-passing-pending',
      'open-dream-log',
      'open-unreachable-topics',
      'open-pending-candidates',
    ]);
    for (const c of plugin.commands) {
      expect(c.hotkeys).toBeUndefined();
      expect(c.name).toMatch(/^[A-Z][^A-Z]*$/);
      expect(`${c.id} ${c.name}`.toLowerCase()).not.toMatch(/command|vault dreaming|vault-dreaming/);
    }
  });

  test('no timer runs a dream before the layout is ready, however long it waits', async () => {
    const { app, plugin } = makePlugin();
    const calls = recordVaultCalls(app);
    await plugin.onload();
    jest.advanceTimersByTime(24 * 60 * 60_000);
    await flush();
    expect(calls).toEqual([]);
  });
});

describe('settings', () => {
  test('an old data.json ({sourceFolder, apiKey}) is migrated once the layout is ready; the key leaves data.json and the person is told', async () => {
    const { plugin, workspace } = makePlugin({ sourceFolder: 'Daily', apiKey: 'sk-proj-Q7hT2mVx9LkP4sRwZ8nYc3Jb' });
    await plugin.onload();
    expect(plugin.settings.sourceFolders).toEqual(['Daily']);
    expect(plugin.savedData).toEqual([]); // nothing written during onload
    workspace.triggerLayoutReady();
    await flush();
    expect(plugin.savedData).toHaveLength(1);
    const saved = JSON.stringify(plugin.savedData);
    expect(saved).not.toContain('sk-proj');
    expect(saved).not.toContain('apiKey"');
    expect(plugin.savedData[0]).toMatchObject({ sourceFolders: ['Daily'], settingsVersion: 2 });
    expect(Notice.messages.join('\n')).toMatch(/enter it again in settings/);
    // once: a second layout-ready (e.g. reload of the tab) does not repeat it
    expect(Notice.messages.filter((m) => m.includes('updated its settings'))).toHaveLength(1);
  });

  test('the API key stays in secret storage; data.json gets only the secret name', async () => {
    const { app, plugin } = makePlugin();
    await plugin.onload();
    await plugin.saveSettings({ ...plugin.settings, provider: 'openai' });
    const tab = plugin.settingTabs[0] as PluginSettingTab;
    tab.display();
    const secretInput = tab.containerEl.querySelector('input.secret-component') as HTMLInputElement;
    secretInput.value = 'my-openai-key';
    secretInput.dispatchEvent(new Event('input'));
    await flush();
    (app.secretStorage as unknown as { setSecret(id: string, value: string): void }).setSecret('my-openai-key', 'sk-live-0123456789abcdefghij');
    await plugin.saveSettings({ ...plugin.settings, model: 'gpt-4o-mini' });
    const all = JSON.stringify(plugin.savedData);
    expect(all).not.toContain('sk-live');
    expect(plugin.savedData.at(-1)).toMatchObject({ apiKeySecretName: 'my-openai-key', model: 'gpt-4o-mini' });
  });
});

describe('ribbon and panels', () => {
  test('the ribbon opens the pending panel in the right sidebar, and reveals it instead of opening a second', async () => {
    const { plugin, workspace } = makePlugin();
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();
    plugin.ribbonIcons[0]?.el.click();
    await flush();
    expect(workspace.getLeavesOfType(PENDING_VIEW.type)).toHaveLength(1);
    expect(workspace.getLeavesOfType(PENDING_VIEW.type)[0]?.side).toBe('right');
    plugin.ribbonIcons[0]?.el.click();
    await flush();
    expect(workspace.getLeavesOfType(PENDING_VIEW.type)).toHaveLength(1);
    expect(workspace.revealed).toHaveLength(2);
  });

  test('unload removes the vault listeners it registered and does not detach leaves', async () => {
    const { app, plugin, workspace } = makePlugin();
    plugin.load();
    await flush();
    workspace.triggerLayoutReady();
    await flush();
    const listeners = () => ['create', 'modify', 'delete', 'rename'].map((n) => (app.vault as unknown as { handlers: Map<string, unknown[]> }).handlers.get(n)?.length ?? 0);
    expect(listeners()).toEqual([1, 1, 1, 1]);
    await plugin.openPanel(PENDING_VIEW);
    plugin.unload();
    expect(listeners()).toEqual([0, 0, 0, 0]);
    expect(workspace.leaves.some((l) => l.view.getViewType() === PENDING_VIEW.type)).toBe(true);
  });
});

describe('ribbon label', () => {
  test('says how many candidates wait for review, read after the layout is ready', async () => {
    const { app, plugin, workspace } = makePlugin();
    const { ObsidianVault } = await import('../../src/obsidian/obsidian-vault');
    const { PendingQueue } = await import('../../src/core/review/pending-queue');
    const { realisticPending } = await import('./fake-service');
    const { DEFAULT_SETTINGS } = await import('../../src/core/settings');
    const { fixedClock } = await import('../../src/core/clock');
    await app.vault.adapter.mkdir('.dreams');
    const ctx = { vault: new ObsidianVault(app as never), settings: DEFAULT_SETTINGS, clock: fixedClock('2026-11-29T08:30:00Z') };
    await (await PendingQueue.load(ctx)).add(realisticPending().slice(0, 3).map((p) => p.candidate));
    await plugin.onload();
    expect(plugin.ribbonIcons[0]?.el.getAttribute('aria-label')).toBe('Open pending candidates');
    workspace.triggerLayoutReady();
    jest.useRealTimers();
    for (let i = 0; i < 200 && plugin.ribbonIcons[0]?.el.getAttribute('aria-label') === 'Open pending candidates'; i++) {
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(plugin.ribbonIcons[0]?.el.getAttribute('aria-label')).toBe('3 candidates waiting for review');
  });
});
