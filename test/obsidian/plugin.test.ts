/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import fs from 'node:fs';
import path from 'node:path';
import { App, requestUrlLog } from '../fakes/obsidian';
import { createTestApp, Modal, Notice, type Plugin as FakePlugin, type PluginSettingTab } from '../fakes/obsidian-ui';
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

/** unload as disabling the plugin does (tests call onload directly, so mark it loaded first) */
function p_unload(p: Fake): void {
  p._loaded = true;
  p.unload();
}

const EXAMPLE = path.join(__dirname, '../../examples/vault');
/** vault calls of one refresh of the three panels and the ribbon, example vault after one dream (each part pinned below) */
const PANEL_REFRESH_CALLS = 27 + 5 + 180 + 13;

/** The example vault, copied into the fake's in-memory disk. */
async function seedExampleVault(app: App): Promise<void> {
  const walk = async (rel: string): Promise<void> => {
    for (const e of fs.readdirSync(path.join(EXAMPLE, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        await app.vault.adapter.mkdir(p);
        await walk(p);
      } else await app.vault.adapter.write(p, fs.readFileSync(path.join(EXAMPLE, p), 'utf8'));
    }
  };
  await walk('');
}

/** Every file on the fake's disk, hidden ones included, with its bytes. */
async function diskSnapshot(app: App): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (folder: string): Promise<void> => {
    const listed = await app.vault.adapter.list(folder);
    for (const f of listed.files) out[f] = await app.vault.adapter.read(f);
    for (const d of listed.folders) await walk(d);
  };
  await walk('/');
  return out;
}

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
  Modal.openModals = [];
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
      'stop-running-dream',
      'preview-dream',
      'dream-on-this-device',
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

  test('a data.json that cannot be saved, at startup or on a change, is said in a notice instead of an unhandled rejection (issue 22)', async () => {
    // An old plain-text key: the migrated settings are saved as soon as the layout is ready.
    const { plugin, workspace } = makePlugin({ sourceFolder: 'Daily', apiKey: 'not-a-real-key' });
    plugin.saveData = () => Promise.reject(new Error('EACCES: permission denied'));
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();
    await expect(plugin.saveSettings({ ...plugin.settings, batchMaxLogs: 5 })).resolves.toBeUndefined();
    const failed = Notice.messages.filter((m) => m.startsWith('Vault Dreaming could not save its settings (EACCES: permission denied)'));
    expect(failed).toHaveLength(2);
    expect(plugin.settings.batchMaxLogs).toBe(5);
  });

  test('while a dream runs, Enter or Space on the status bar item stops it, as a click does', async () => {
    const { plugin } = makePlugin();
    await plugin.onload();
    const statusEl = plugin.statusBarItems[0]!;
    const runner = plugin as unknown as { runner: { controller: AbortController | null } };
    const ac = new AbortController();
    runner.runner.controller = ac;
    statusEl.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(ac.signal.aborted).toBe(false);
    statusEl.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(ac.signal.aborted).toBe(true);
    runner.runner.controller = null;
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
    const { DEFAULT_SETTINGS } = await import('../../src/core/ports/settings');
    const { fixedClock } = await import('../../src/core/ports/clock');
    await app.vault.adapter.mkdir('.dreams');
    const ctx = { vault: new ObsidianVault(app as never), settings: DEFAULT_SETTINGS, clock: fixedClock('2026-11-29T08:30:00Z') };
    await (await PendingQueue.load(ctx.vault, ctx.clock, ctx.settings)).add(realisticPending().slice(0, 3).map((p) => p.candidate));
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

describe('deferred panels (Obsidian 1.7.2+ restores background tabs as placeholders)', () => {
  test('a dream ends cleanly with a deferred panel open; revealing the panel draws it', async () => {
    const { plugin, workspace } = makePlugin();
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();
    const leaf = await workspace.restoreDeferredLeaf(PENDING_VIEW.type);
    expect(leaf.isDeferred).toBe(true);
    expect(workspace.getLeavesOfType(PENDING_VIEW.type)).toEqual([leaf]);
    const runner = (plugin as unknown as { runner: { run(trigger: 'manual'): Promise<void> } }).runner;
    jest.useRealTimers();
    // Before the fix the run's `finished` hook threw "refresh is not a function" and this rejected.
    await expect(runner.run('manual')).resolves.toBeUndefined();
    expect(leaf.isDeferred).toBe(true);
    await plugin.openPanel(PENDING_VIEW);
    expect(leaf.isDeferred).toBe(false);
    for (let i = 0; i < 50 && !leaf.view.containerEl.querySelector('.vd-empty, .vd-list'); i++) await new Promise((r) => setTimeout(r, 0));
    expect(leaf.view.containerEl.querySelector('.vd-empty, .vd-list')).not.toBeNull();
  });
});

describe('no writes the person did not ask for', () => {
  const WRITES = /\.(write|writeBinary|append|process|mkdir|remove|rmdir|create|createBinary|createFolder|modify|modifyBinary|delete|trash|rename)$/;

  test('enabling the plugin shows the first-run view; no schedule writes a byte before the person starts a dream', async () => {
    const { app, plugin, workspace } = makePlugin({ dailyRunAt: '03:00', settleDelaySec: 60 });
    await seedExampleVault(app);
    const before = await diskSnapshot(app);
    const calls = recordVaultCalls(app);
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();

    const welcome = Modal.openModals.find((m) => m.titleEl.textContent === 'Before the first dream');
    expect(welcome).toBeDefined();
    const text = welcome?.contentEl.textContent ?? '';
    expect(text).toContain('Journal/: daily notes');
    expect(text).toContain('Memory/: memory notes');
    expect(text).toContain('No model is set up');
    // It asks whose notes these are; the name typed is saved as the owner.
    const name = Array.from(welcome?.contentEl.querySelectorAll('.setting-item') ?? []).find((r) => r.textContent?.includes('Your name, as your notes write it'));
    const input = name?.querySelector('input') as HTMLInputElement;
    input.value = 'Marek, Marek K';
    input.dispatchEvent(new Event('input'));
    await flush();
    expect(plugin.savedData.at(-1)).toMatchObject({ owner: ['Marek', 'Marek K'] });

    // Two days of open-vault timers: the on-open delay and every minute tick through two 03:00s.
    for (let minute = 0; minute < 2 * 24 * 60; minute += 30) {
      jest.advanceTimersByTime(30 * 60_000);
      await flush();
    }
    expect(calls.filter((c) => WRITES.test(c))).toEqual([]);
    expect(await diskSnapshot(app)).toEqual(before);
    expect(plugin.statusBarItems[0]?.textContent).toBe('');

    // The person starts the first dream from the view: it writes, and the schedule is armed.
    jest.useRealTimers();
    const runs = jest.spyOn((plugin as unknown as { runner: { run(t: string): Promise<void> } }).runner, 'run');
    const run = Array.from(welcome?.contentEl.querySelectorAll('button') ?? []).find((b) => b.textContent === 'Run first dream');
    run?.click();
    await flush();
    expect(runs.mock.calls).toEqual([['manual']]);
    await runs.mock.results[0]?.value;
    expect(await app.vault.adapter.exists('Memory/Dreaming/dream-log.md')).toBe(true);
    expect(plugin.savedData.at(-1)).toMatchObject({ firstDreamStartedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });
  });

  test('after the first person-started dream, the next load dreams on open; the first-run view is not shown again', async () => {
    const { plugin, workspace } = makePlugin({ settleDelaySec: 60, firstDreamStartedAt: '2026-11-28T21:00:00.000Z' });
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();
    expect(Modal.openModals.some((m) => m.titleEl.textContent === 'Before the first dream')).toBe(false);
    jest.advanceTimersByTime(59_000);
    expect(plugin.statusBarItems[0]?.textContent).toBe('');
    const runs = jest.spyOn((plugin as unknown as { runner: { run(t: string): Promise<void> } }).runner, 'run');
    jest.advanceTimersByTime(1_000);
    expect(runs.mock.calls).toEqual([['scheduled']]);
    expect(plugin.statusBarItems[0]?.textContent).toMatch(/^Dream/);
    jest.useRealTimers();
    await runs.mock.results[0]?.value;
  });

  test('a reopen within "Minimum hours between dreams" does not dream, even after today\'s note was edited', async () => {
    // issue 22: editing today's note re-triggered a dream on every vault open, four a day.
    const { app, plugin, workspace } = makePlugin({ settleDelaySec: 60, firstDreamStartedAt: '2026-11-28T21:00:00.000Z' });
    await seedExampleVault(app);
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();
    const runs = jest.spyOn((plugin as unknown as { runner: { run(t: string): Promise<void> } }).runner, 'run');
    jest.advanceTimersByTime(60_000);
    jest.useRealTimers();
    await runs.mock.results[0]?.value;
    const log = await app.vault.adapter.read('Memory/Dreaming/dream-log.md');
    expect(log.match(/^## /gm)).toHaveLength(1);
    p_unload(plugin);

    // A minute later: the person adds a line to the newest daily note and opens the vault again.
    const newest = 'Journal/2026-11-27.md';
    await app.vault.adapter.write(newest, `${await app.vault.adapter.read(newest)}\n- Walked to the river after work.\n`);
    const again = new VaultDreamingPlugin(app as never, manifest) as Fake;
    made.push(again);
    again.storedData = plugin.savedData.at(-1) ?? plugin.storedData;
    const before = await diskSnapshot(app);
    Notice.messages = [];
    jest.useFakeTimers();
    await again.onload();
    app.workspace.triggerLayoutReady();
    await flush();
    const reruns = jest.spyOn((again as unknown as { runner: { run(t: string): Promise<void> } }).runner, 'run');
    jest.advanceTimersByTime(60_000);
    expect(reruns.mock.calls).toEqual([['scheduled']]);
    jest.useRealTimers();
    await reruns.mock.results[0]?.value;
    expect(await diskSnapshot(app)).toEqual(before);
    expect(Notice.messages).toEqual([]);
  });

  test('on a phone the on-open dream is off until turned on for that device', async () => {
    const { Platform } = await import('../fakes/obsidian');
    Platform.isMobile = true;
    try {
      const { plugin, workspace } = makePlugin({ settleDelaySec: 60, runOnOpen: true, firstDreamStartedAt: '2026-11-28T21:00:00.000Z' });
      await plugin.onload();
      workspace.triggerLayoutReady();
      await flush();
      jest.advanceTimersByTime(10 * 60_000);
      expect(plugin.statusBarItems[0]?.textContent).toBe('');
      expect(plugin.runOnOpenHere()).toBe(false);
      plugin.setRunOnOpenHere(true);
      expect(plugin.runOnOpenHere()).toBe(true);
    } finally {
      Platform.isMobile = false;
    }
  });
});

describe('no work per keystroke or per autosave', () => {
  async function settleMany(): Promise<void> {
    for (let i = 0; i < 3000; i++) await Promise.resolve();
  }

  test('vault calls per modify event, per settings keystroke and per panel open are pinned', async () => {
    const { app, plugin, workspace } = makePlugin({ firstDreamStartedAt: '2026-11-28T21:00:00.000Z', runOnOpen: false });
    await seedExampleVault(app);
    jest.useRealTimers();
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();
    // One dream, so there is a log, a pending queue and a recorded list of unreachable topics.
    const runner = (plugin as unknown as { runner: { run(trigger: 'manual'): Promise<void> } }).runner;
    await runner.run('manual');
    expect(await app.vault.adapter.exists('.dreams/unreachable.json')).toBe(true);
    for (const kind of ALL_PANELS) await plugin.openPanel(kind);
    // The ribbon update the dream's end started is still in flight; the fake disk answers in microtasks.
    await settleMany();
    jest.useFakeTimers();

    const calls = recordVaultCalls(app);
    const counted = async (what: () => void | Promise<void>): Promise<number> => {
      calls.length = 0;
      await what();
      jest.advanceTimersByTime(2_000);
      await settleMany();
      // Delivering the event is the fake's doing, not the plugin's.
      return calls.filter((c) => !/^vault\.(trigger|tryTrigger)$/.test(c)).length;
    };
    const modify = (path: string) => {
      const file = app.vault.getAbstractFileByPath(path);
      return () => app.vault.trigger('modify', file);
    };

    // The person typing in a source, the index or a topic note (autosave every couple of seconds): nothing.
    expect(await counted(modify('Journal/2026-11-20.md'))).toBe(0);
    expect(await counted(modify('Memory/MEMORY.md'))).toBe(0);
    const topic = app.vault.getFiles().find((f) => f.path.startsWith('Memory/Topics/'))!.path;
    expect(await counted(modify(topic))).toBe(0);

    // A dream or an approval elsewhere appends to the dream log: the panels refresh once.
    const perLogChange = await counted(modify('Memory/Dreaming/dream-log.md'));
    // Measured on the example vault after one dream; a change that raises one should say why.
    const perPanel: Record<string, number> = {};
    for (const kind of ALL_PANELS) {
      const view = workspace.getLeavesOfType(kind.type)[0]!.view as unknown as { refresh(): Promise<void> };
      perPanel[kind.type] = await counted(() => view.refresh());
    }
    perPanel.ribbon = await counted(() => (plugin as unknown as { updateRibbon(): Promise<void> }).updateRibbon());
    expect(perPanel['vault-dreaming-log']).toBeLessThanOrEqual(27); // 18, plus the latest week reflection's themes at the top (a listing of Memory/Reflections/ and one read)
    expect(perPanel['vault-dreaming-unreachable']).toBeLessThanOrEqual(5); // was 157: Sense over every note
    expect(perPanel['vault-dreaming-pending']).toBeLessThanOrEqual(180); // the diff approval would make, per candidate (152 with the salience extractor's pending set), plus issue 18's topic-note registry, read once per refresh (376 when it was read per card)
    expect(perPanel.ribbon).toBeLessThanOrEqual(13); // was the pending panel's 134 again; 7 before the queue became a shared note (a listing of Memory/Dreaming/ for sync's conflict copies, a look for a legacy .dreams/ queue)
    expect(perLogChange).toBeGreaterThan(0);
    expect(perLogChange).toBeLessThanOrEqual(PANEL_REFRESH_CALLS);

    // Typing in the settings: no vault call, data.json written once typing pauses, panels on close.
    const tab = plugin.settingTabs[0] as unknown as PluginSettingTab & { hide(): void };
    tab.display();
    await settleMany(); // opening the tab reads which device dreams, once
    const input = Array.from(tab.containerEl.querySelectorAll<HTMLElement>('.setting-item'))
      .find((s) => s.querySelector('.setting-item-name')?.textContent === 'Notes per dream')!
      .querySelector('input') as HTMLInputElement;
    const savesBefore = plugin.savedData.length;
    calls.length = 0;
    for (const value of ['1', '12', '120']) {
      input.value = value;
      input.dispatchEvent(new Event('input'));
      await settleMany();
    }
    expect(calls).toEqual([]);
    expect(plugin.savedData.length).toBe(savesBefore);
    jest.advanceTimersByTime(600);
    expect(plugin.savedData.length).toBe(savesBefore + 1);
    expect(plugin.settings.batchMaxLogs).toBe(120);
    expect(await counted(() => tab.hide())).toBeLessThanOrEqual(PANEL_REFRESH_CALLS);

  });
});

describe('bulk approval says what it does', () => {
  test('it lists the candidates with their notes and writes nothing until confirmed; its notice says the notes were written', async () => {
    const { app, plugin, workspace } = makePlugin({ firstDreamStartedAt: '2026-11-28T21:00:00.000Z', runOnOpen: false });
    await seedExampleVault(app);
    const { ObsidianVault } = await import('../../src/obsidian/obsidian-vault');
    const { PendingQueue } = await import('../../src/core/review/pending-queue');
    const { realisticPending } = await import('./fake-service');
    const { DEFAULT_SETTINGS } = await import('../../src/core/ports/settings');
    const { systemClock } = await import('../../src/core/ports/clock');
    const ctx = { vault: new ObsidianVault(app as never), settings: DEFAULT_SETTINGS, clock: systemClock() };
    await (await PendingQueue.load(ctx.vault, ctx.clock, ctx.settings)).add(realisticPending().map((p) => p.candidate));
    await plugin.onload();
    workspace.triggerLayoutReady();
    await flush();
    const before = await diskSnapshot(app);

    const approveAll = plugin.commands.find((c) => c.id === 'approve-passing-pending')!;
    const asked = jest.spyOn(plugin.service, 'previewApproval');
    approveAll.callback?.();
    await asked.mock.results[0]?.value;
    await flush();
    const confirm = Modal.openModals.find((m) => /^Approve \d/.test(m.titleEl.textContent ?? ''));
    expect(confirm).toBeDefined();
    const listed = Array.from(confirm!.contentEl.querySelectorAll('.vd-modal-list:not(.vd-left-list) li')).map((li) => li.textContent ?? '');
    expect(listed.length).toBeGreaterThan(0);
    // each with the title of the note it goes to, not a file path
    for (const item of listed) expect(item).toMatch(/→ [^/]+$/);
    expect(confirm!.contentEl.textContent).toContain('Approving writes');
    expect(confirm!.contentEl.textContent).toContain('true about you and worth keeping');
    expect(await diskSnapshot(app)).toEqual(before);

    const writes = jest.spyOn(plugin.service, 'approve');
    Array.from(confirm!.contentEl.querySelectorAll('button')).find((b) => b.textContent === 'Approve and write now')!.click();
    await writes.mock.results[0]?.value;
    await flush();
    const said = Notice.messages.at(-1) ?? '';
    expect(said).toMatch(/^Approved \d+ candidates?; wrote .*Memory\/.* \(backed up first\)/);
    expect(said).not.toMatch(/next dream/);
    expect(await diskSnapshot(app)).not.toEqual(before);
  });
});
