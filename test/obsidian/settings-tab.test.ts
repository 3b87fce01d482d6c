/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import type { App, Plugin } from 'obsidian';
import { createTestApp, Plugin as FakePlugin } from '../fakes/obsidian-ui';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/settings';
import { DreamSettingTab, type SettingsHost } from '../../src/obsidian/settings-tab';
import { FakeDreamService } from './fake-service';

function setup(over: Partial<Settings> = {}) {
  const app = createTestApp();
  let settings: Settings = { ...DEFAULT_SETTINGS, ...over };
  const saved: Settings[] = [];
  const host: SettingsHost = {
    getSettings: () => settings,
    saveSettings: (next) => {
      settings = next;
      saved.push(next);
      return Promise.resolve();
    },
    service: new FakeDreamService(),
    dailyNotesFolder: () => 'Journal',
  };
  const plugin = new FakePlugin(app, { id: 'x', name: 'x', version: '0', minAppVersion: '0', description: '', author: '' });
  const tab = new DreamSettingTab(app as unknown as App, plugin as unknown as Plugin, host);
  tab.display();
  return { tab, saved, settings: () => settings };
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
    { name: 'threshold above 1', field: 'Topic note threshold', value: '1.5', message: /a threshold is a number from 0 to 1/ },
    { name: 'not a number', field: 'Logs per dream', value: 'many', message: /enter a number/ },
    { name: 'not a whole number', field: 'Logs per dream', value: '2.5', message: /whole number/ },
    { name: 'below the minimum', field: 'Index budget (characters)', value: '100', message: /use 500 or more/ },
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
    await type(tab, 'Topic note threshold', '2');
    const r = await type(tab, 'Topic note threshold', '0.8');
    expect(errorOf(r).hidden).toBe(true);
    expect(saved.at(-1)?.tier2Threshold).toBe(0.8);
  });

  test('folder lists: one per line, trimmed, slashes normalised by the schema', async () => {
    const { tab, saved } = setup();
    await type(tab, 'Source folders', 'Journal/\n Work log \n');
    expect(saved.at(-1)?.sourceFolders).toEqual(['Journal', 'Work log']);
  });

  test('your names: one per line or comma-separated, saved as the owner list', async () => {
    const { tab, saved } = setup();
    await type(tab, 'Your names', 'Sam\n Samantha, Sammy ');
    expect(saved.at(-1)?.owner).toEqual(['Sam', 'Samantha', 'Sammy']);
  });

  test('model fields appear only with a provider; the key field holds the secret name', () => {
    const none = setup();
    expect(none.tab.containerEl.textContent).not.toContain('API key');
    const openai = setup({ provider: 'openai' });
    const key = row(openai.tab, 'API key').querySelector('input.secret-component') as HTMLInputElement;
    expect(key.value).toBe('vault-dreaming-api-key');
  });

  test('headings are sentence case and never say "settings"', () => {
    const { tab } = setup({ provider: 'openai' });
    const headings = Array.from(tab.containerEl.querySelectorAll('.setting-item-heading .setting-item-name')).map((h) => h.textContent ?? '');
    expect(headings).toEqual(['Model', 'Sources', 'Memory folders', 'Gates and review', 'Batch and index', 'Schedule']);
    for (const h of headings) expect(h.toLowerCase()).not.toContain('settings');
  });

  test('the connection test shows its answer next to the button', async () => {
    const { tab } = setup({ provider: 'openai' });
    const r = row(tab, 'Test the connection');
    (r.querySelector('button') as HTMLButtonElement).click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(r.textContent).toContain('Connected to gpt-test: answered in 120 ms');
  });
});
