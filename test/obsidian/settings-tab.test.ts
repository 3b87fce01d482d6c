/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import type { App, Plugin } from 'obsidian';
import { AbstractInputSuggest, createTestApp, Plugin as FakePlugin } from '../fakes/obsidian-ui';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import { DreamSettingTab, FolderSuggest, type SettingsHost } from '../../src/obsidian/settings-tab';
import { FakeDreamService } from './fake-service';

function setup(over: Partial<Settings> = {}, base?: object) {
  const app = createTestApp(base);
  let settings: Settings = { ...DEFAULT_SETTINGS, ...over };
  const saved: Settings[] = [];
  const service = new FakeDreamService();
  const names: string[] = [];
  const host: SettingsHost = {
    deviceName: () => names.at(-1) ?? 'Work laptop',
    setDeviceName: (name) => names.push(name),
    getSettings: () => settings,
    saveSettings: (next) => {
      settings = next;
      saved.push(next);
      return Promise.resolve();
    },
    service,
    dailyNotesFolder: () => 'Journal',
  };
  const plugin = new FakePlugin(app, { id: 'x', name: 'x', version: '0', minAppVersion: '0', description: '', author: '' });
  const tab = new DreamSettingTab(app as unknown as App, plugin as unknown as Plugin, host);
  tab.display();
  return { tab, saved, settings: () => settings, service, names };
}

function row(tab: DreamSettingTab, name: string): HTMLElement {
  const el = Array.from(tab.containerEl.querySelectorAll<HTMLElement>('.setting-item')).find((s) => s.querySelector('.setting-item-name')?.textContent === name);
  if (!el) throw new Error(`no setting "${name}"`);
  return el;
}

async function type(tab: DreamSettingTab, name: string, value: string): Promise<HTMLElement> {
  const r = row(tab, name);
  const input = r.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  if (!input) throw new Error(`no input in "${name}"`);
  input.value = value;
  input.dispatchEvent(new Event('input'));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return r;
}

const errorOf = (r: HTMLElement) => (r.querySelector('.vd-field-error') as HTMLElement);

describe('settings tab', () => {
  const invalid: { name: string; field: string; value: string; message: RegExp }[] = [
    { name: 'not a number', field: 'Notes per dream', value: 'many', message: /enter a number/ },
    { name: 'not a whole number', field: 'Notes per dream', value: '2.5', message: /whole number/ },
    { name: 'below the minimum', field: 'Index size (characters)', value: '100', message: /use 500 or more/ },
    { name: 'a time that does not exist', field: 'Daily dream time', value: '25:00', message: /24-hour time like 03:00/ },
  ];
  test.each(invalid)('$name: explained next to the field, not saved', async ({ field, value, message }) => {
    const { tab, saved } = setup();
    const r = await type(tab, field, value);
    expect(errorOf(r).hidden).toBe(false);
    expect(errorOf(r).textContent).toMatch(/^Not saved: /);
    expect(errorOf(r).textContent).toMatch(message);
    expect(r.classList.contains('vd-field-invalid')).toBe(true);
    expect(saved).toEqual([]);
  });

  test('a valid value is saved through the schema, and clears the error', async () => {
    const { tab, saved } = setup();
    await type(tab, 'Notes per dream', '2.5');
    const r = await type(tab, 'Notes per dream', '12');
    expect(errorOf(r).hidden).toBe(true);
    expect(saved.at(-1)?.batchMaxLogs).toBe(12);
  });

  test('thresholds are sliders from 0 to 1', async () => {
    const { tab, saved } = setup();
    const slider = row(tab, 'Topic note threshold').querySelector('input[type=range]') as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['0', '1', '0.05', '0.75']);
    slider.value = '0.8';
    slider.dispatchEvent(new Event('input'));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(saved.at(-1)?.tier2Threshold).toBe(0.8);
  });

  test('folder fields suggest the vault\'s folders; picking one saves it', async () => {
    const { App } = await import('../fakes/obsidian');
    const vaultApp = new App();
    await vaultApp.vault.createFolder('Memory');
    await vaultApp.vault.createFolder('Memory/Subjects');
    await vaultApp.vault.createFolder('Journal');
    const { tab, saved } = setup({}, vaultApp);
    const input = row(tab, 'Topic notes').querySelector('input') as HTMLInputElement;
    const attached = AbstractInputSuggest.attached.find((a) => a.input === input)?.suggest as FolderSuggest | undefined;
    expect(attached).toBeInstanceOf(FolderSuggest);
    const found = await (attached as unknown as { suggestionsFor(q: string): Promise<{ path: string }[]> }).suggestionsFor('sub');
    expect(found.map((f) => f.path)).toEqual(['Memory/Subjects']);
    attached!.selectSuggestion(found[0] as never);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(saved.at(-1)?.topicsFolder).toBe('Memory/Subjects');
  });

  test('batch and index knobs sit in a closed Advanced group, with reset to defaults (two clicks, the model connection kept)', async () => {
    const { tab, saved } = setup({ provider: 'openai', model: 'gpt-test', batchMaxLogs: 5, tier2Threshold: 0.9 });
    const advanced = tab.containerEl.querySelector('details.vd-settings-advanced') as HTMLDetailsElement;
    expect(advanced.open).toBe(false);
    expect(advanced.textContent).toContain('Notes per dream');
    expect(advanced.textContent).toContain('Index size (characters)');
    const reset = row(tab, 'Reset to defaults').querySelector('button') as HTMLButtonElement;
    reset.click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(saved).toEqual([]);
    row(tab, 'Reset to defaults').querySelector('button')!.click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(saved.at(-1)).toMatchObject({ batchMaxLogs: 32, tier2Threshold: 0.75, provider: 'openai', model: 'gpt-test' });
  });

  test('Obsidian 1.13+: the definitions hold the same fields, with folder pickers, sliders and an Advanced page', async () => {
    const { tab, saved } = setup({ provider: 'openai' });
    const defs = tab.getSettingDefinitions() as unknown as { type?: string; heading?: string; name?: string; items?: unknown[] }[];
    type Def = { name?: string; control?: { type: string; key: string; validate?: (v: unknown) => string | undefined }; items?: Def[] };
    const flat = (items: Def[]): Def[] => items.flatMap((d) => [d, ...flat(d.items ?? [])]);
    const all = flat(defs as Def[]);
    const names = all.map((d) => d.name).filter(Boolean);
    const shownNames = Array.from(tab.containerEl.querySelectorAll('.setting-item:not(.setting-item-heading) .setting-item-name')).map((e) => e.textContent);
    expect(new Set(names)).toEqual(new Set([...shownNames, 'Advanced', 'Transcript folder']));
    expect(defs.map((d) => d.heading ?? d.name)).toEqual(['Model', 'Sources', 'Memory folders', 'Review', 'Schedule', 'Devices', 'Backups', 'Advanced']);
    const byName = (n: string) => all.find((d) => d.name === n)!;
    expect(byName('Topic notes').control?.type).toBe('folder');
    expect(byName('Topic note threshold').control?.type).toBe('slider');
    expect(byName('Notes per dream').control?.validate?.('2.5')).toMatch(/whole number/);
    expect(byName('Notes per dream').control?.validate?.('12')).toBeUndefined();
    expect(tab.getControlValue('sourceFolders')).toBe('');
    expect(tab.getControlValue('approveTier2')).toBe(false);
    await tab.setControlValue('sourceFolders', 'Journal\nWork log');
    expect(saved.at(-1)?.sourceFolders).toEqual(['Journal', 'Work log']);
    await tab.setControlValue('provider', 'none');
    expect((tab as unknown as { domStateRefreshes: number }).domStateRefreshes).toBe(1);
  });

  test('folder lists: one per line, trimmed, slashes normalised by the schema', async () => {
    const { tab, saved } = setup();
    await type(tab, 'Source folders', 'Journal/\n Work log \n');
    expect(saved.at(-1)?.sourceFolders).toEqual(['Journal', 'Work log']);
  });

  test('your names: one per line or comma-separated, saved as the owner list', async () => {
    const { tab, saved } = setup();
    await type(tab, 'Your name, as your notes write it', 'Sam\n Samantha, Sammy ');
    expect(saved.at(-1)?.owner).toEqual(['Sam', 'Samantha', 'Sammy']);
  });

  test('model fields appear only with a provider; the key field holds the secret name', () => {
    const none = setup();
    expect(none.tab.containerEl.textContent).not.toContain('API key');
    const openai = setup({ provider: 'openai' });
    const key = row(openai.tab, 'API key').querySelector('input.secret-component') as HTMLInputElement;
    expect(key.value).toBe('vault-dreaming-api-key');
  });

  test('the provider list fills protocol and base URL; the 1.13 control shows the chosen service', async () => {
    const { tab, saved } = setup();
    const select = row(tab, 'Provider').querySelector('select') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      'None (offline extractor)', 'OpenAI', 'Anthropic', 'Ollama', 'LM Studio', 'OpenRouter', 'llama.cpp server', 'Other OpenAI-compatible server',
    ]);
    select.value = 'ollama';
    select.dispatchEvent(new Event('change'));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(saved.at(-1)).toMatchObject({ provider: 'openai', baseUrl: 'http://localhost:11434/v1', modelPreset: 'ollama' });
    expect((row(tab, 'Base URL').querySelector('input') as HTMLInputElement).value).toBe('http://localhost:11434/v1');

    await tab.setControlValue('provider', 'anthropic');
    expect(saved.at(-1)).toMatchObject({ provider: 'anthropic', baseUrl: 'https://api.anthropic.com' });
    expect(tab.getControlValue('provider')).toBe('anthropic');
  });

  test('headings are sentence case and never say "settings"', () => {
    const { tab } = setup({ provider: 'openai' });
    const headings = Array.from(tab.containerEl.querySelectorAll('.setting-item-heading .setting-item-name')).map((h) => h.textContent ?? '');
    expect(headings).toEqual(['Model', 'Sources', 'Memory folders', 'Review', 'Schedule', 'Devices', 'Backups', 'Advanced']);
    for (const h of headings) expect(h.toLowerCase()).not.toContain('settings');
  });

  test('the connection test shows its answer next to the button', async () => {
    const { tab } = setup({ provider: 'openai' });
    const r = row(tab, 'Test the connection');
    (r.querySelector('button') as HTMLButtonElement).click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(r.textContent).toContain('Connected to gpt-test: answered in 120 ms');
  });

  test('which device dreams is shown by name with its id as detail, and this device can take over (issue 22)', async () => {
    const { tab, service } = setup();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const r = row(tab, 'Which device dreams');
    expect(r.querySelector('.setting-item-description')?.textContent).toBe(
      '“Mac” (device-k3j2h1a0) dreams for this vault (since ' + new Date(service.devicesAnswer.dreaming!.since).toLocaleDateString() + '); the others preview and review. This device: “Work laptop” (device-fake).',
    );
    const button = r.querySelector('button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    button.click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(service.callsTo('takeOverDreaming')).toHaveLength(1);
    expect(r.querySelector('.setting-item-description')?.textContent).toMatch(/^This device, “Work laptop” \(device-fake\), dreams for this vault/);
    expect(button.disabled).toBe(true);
  });

  test("this device's name is kept per device, never in data.json", async () => {
    const { tab, saved, names } = setup();
    await type(tab, "This device's name", 'Studio iMac');
    expect(names).toEqual(['Studio iMac']);
    expect(saved).toEqual([]);
  });

  test('the connection test leaves the Test button working even when the test throws', async () => {
    const { tab, service } = setup({ provider: 'openai' });
    service.testConnection = () => Promise.reject(new Error('socket hang up'));
    const r = row(tab, 'Test the connection');
    const button = r.querySelector('button') as HTMLButtonElement;
    button.click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(button.disabled).toBe(false);
    expect(r.textContent).toContain('The test failed: socket hang up');
  });

  test('once a model is chosen, settings say where the notes go; the model field hints a name; local servers need no key', () => {
    const { tab } = setup({ provider: 'openai', modelPreset: 'ollama', baseUrl: 'http://localhost:11434/v1' });
    expect(row(tab, 'Base URL').querySelector('.setting-item-description')?.textContent).toMatch(/^A dream sends the text of the notes it reads to http:\/\/localhost:11434\/v1, with secrets replaced first\./);
    const modelRow = Array.from(tab.containerEl.querySelectorAll<HTMLElement>('.setting-item:not(.setting-item-heading)')).find((e) => e.querySelector('.setting-item-name')?.textContent === 'Model');
    expect(modelRow?.querySelector('input')?.placeholder).toBe('llama3.1:8b');
    expect(row(tab, 'API key').textContent).toContain('Local servers (Ollama, LM Studio, llama.cpp) need no key');
  });
});
