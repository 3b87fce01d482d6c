import {
  AbstractInputSuggest,
  Notice,
  Platform,
  PluginSettingTab,
  SecretComponent,
  Setting,
  TFolder,
  type App,
  type Plugin,
  type SettingDefinitionItem,
  type SettingGroupItem,
} from 'obsidian';
import { applyModelPreset, DEFAULT_SETTINGS, MODEL_PRESETS, modelPresetOf, settingsSchema, type ModelPresetId, type Settings } from '../core/ports/settings';
import type { DreamService } from './service';

/** What the tab needs from the plugin. */
export interface SettingsHost {
  getSettings(): Settings;
  /** validated settings in; kept at once, written to data.json (never with the key itself) */
  saveSettings(next: Settings): Promise<void>;
  service: DreamService;
  /** the Daily Notes core plugin's folder, shown as the default source */
  dailyNotesFolder(): string | null;
  /** the tab closed: write what is pending and bring the panels up to date */
  closed?(): void;
  /** what this device is called (kept on this device only) */
  deviceName?(): string;
  setDeviceName?(name: string): void;
  /** the on-open dream on this device (phones keep their own choice) */
  runOnOpenHere?(): boolean;
  setRunOnOpenHere?(on: boolean): void;
}

type Key = keyof Settings;
type FieldKind = 'text' | 'number' | 'list' | 'folder' | 'unit' | 'toggle';

interface Field {
  key: Key;
  name: string;
  desc: string;
  kind: FieldKind;
  placeholder?: string;
  /** shown only when this holds for the current settings */
  when?: (s: Settings) => boolean;
}

interface Group {
  heading: string;
  fields: Field[];
}

const withModel = (s: Settings) => s.provider !== 'none';

/**
 * Every field once, in the order a person reads them. Both renderings use
 * this table: `getSettingDefinitions()` on Obsidian 1.13 and later (which
 * makes the fields searchable in the settings window) and `display()` on
 * 1.11.4 to 1.12.
 */
function groups(daily: string | null): Group[] {
  return [
    {
      heading: 'Model',
      fields: [
        { key: 'baseUrl', name: 'Base URL', desc: 'Filled in when you choose the provider; change it when the server listens elsewhere.', kind: 'text', when: withModel },
        { key: 'model', name: 'Model', desc: 'Model name as the provider spells it.', kind: 'text', when: withModel },
        { key: 'redactBeforeSend', name: 'Redact secrets before sending', desc: 'Replace API keys, tokens and passwords in your notes before the text goes to the model.', kind: 'toggle', when: withModel },
        { key: 'maxModelCallsPerRun', name: 'Model calls per dream', desc: 'A dream that would need more calls makes none and reads your notes with the offline extractor.', kind: 'number', when: withModel },
        { key: 'memoryContextTokens', name: 'Memory shown per request', desc: 'Tokens of existing memory lines each model request carries, so the model can merge a restatement or mark a line replaced. Whole lines past it are left out. 0: none.', kind: 'number', when: withModel },
        { key: 'maxTokensPerRun', name: 'Tokens per dream', desc: 'Prompt and completion tokens together. A dream that would need more makes no model call and says so.', kind: 'number', when: withModel },
        { key: 'priceInputPerMTok', name: 'Price per million input tokens', desc: "What your provider charges, so the preview can show a dream's cost. 0: not shown.", kind: 'number', when: withModel },
        { key: 'priceOutputPerMTok', name: 'Price per million output tokens', desc: 'The same for the tokens the model answers with.', kind: 'number', when: withModel },
      ],
    },
    {
      heading: 'Sources',
      fields: [
        { key: 'sourceFolders', name: 'Source folders', desc: `Folders with daily notes, one per line. Empty: the Daily Notes folder (${daily ?? 'Journal'}).`, kind: 'list', placeholder: daily ?? 'Journal' },
        { key: 'untrustedFolders', name: 'Untrusted folders', desc: 'Text from these folders (web clippings) never reaches notes about who you are or how you work.', kind: 'list', placeholder: 'Clippings' },
        { key: 'owner', name: 'Your name, as your notes write it', desc: 'The name you go by in your notes and in conversations copied into them (- **Name**: …), and other names, one per line. The model is told whose notes these are; only your own turns count as your preferences or as "remember this"; unlabelled lines are always yours. Empty: the name your identity note gives.', kind: 'list', placeholder: 'Sam' },
        { key: 'readTranscripts', name: 'Read agent transcripts', desc: 'Also read JSON transcripts of AI sessions.', kind: 'toggle' },
        { key: 'transcriptFolder', name: 'Transcript folder', desc: 'Where the transcript extracts are.', kind: 'folder', when: (s) => s.readTranscripts },
      ],
    },
    {
      heading: 'Memory folders',
      fields: [
        { key: 'dailyFolder', name: 'Daily digests', desc: 'One short digest per day of notes.', kind: 'folder' },
        { key: 'topicsFolder', name: 'Topic notes', desc: 'One note per subject that keeps coming up.', kind: 'folder' },
        { key: 'identityFolder', name: 'Identity notes', desc: 'Who you are and what you prefer, written after your approval.', kind: 'folder' },
        { key: 'skillsFolder', name: 'Skill notes', desc: 'How you do things, written after your approval.', kind: 'folder' },
        { key: 'reportsFolder', name: 'Dream reports', desc: 'One report per dream.', kind: 'folder' },
        { key: 'reflectionsFolder', name: 'Reflections', desc: 'Weekly and monthly reflections: themes, what changed, open loops. Empty: none are written.', kind: 'folder' },
        { key: 'indexPath', name: 'Index note', desc: 'The memory index, tidied by every dream.', kind: 'text' },
        { key: 'dreamLogPath', name: 'Dream log', desc: 'The diary of dreams; it also records how far dreams have read.', kind: 'text' },
      ],
    },
    {
      heading: 'Review',
      fields: [
        { key: 'tier1Threshold', name: 'Daily digest threshold', desc: 'How sure a dream must be, from 0 to 1, to put something in the daily digest.', kind: 'unit' },
        { key: 'tier2Threshold', name: 'Topic note threshold', desc: 'How sure, from 0 to 1, to add it to a topic note.', kind: 'unit' },
        { key: 'tier3Threshold', name: 'Identity and skill threshold', desc: 'How sure, from 0 to 1, to suggest it for an identity or skill note.', kind: 'unit' },
        { key: 'tier3MinRecurrence', name: 'Identity and skill recurrence', desc: 'Distinct days something must come up on before it can describe who you are.', kind: 'number' },
        { key: 'approveTier2', name: 'Review topic notes too', desc: 'Identity and skill notes always wait for your approval; turn this on to approve topic notes as well.', kind: 'toggle' },
      ],
    },
    {
      heading: 'Schedule',
      fields: [
        { key: 'runOnOpen', name: 'Dream after opening the vault', desc: 'Skipped when the last dream is recent and nothing new was written. Starts after your first dream.', kind: 'toggle' },
        { key: 'settleDelaySec', name: 'Wait after opening (seconds)', desc: 'Gives sync time to bring notes from your other devices first.', kind: 'number' },
        { key: 'dailyRunAt', name: 'Daily dream time', desc: 'HH:MM, while Obsidian is open. Empty: off.', kind: 'text', placeholder: '03:00' },
        { key: 'debounceHours', name: 'Minimum hours between dreams', desc: 'For scheduled dreams; running one yourself always works.', kind: 'number' },
      ],
    },
    // Not settings of data.json: which device dreams is a shared note, this device's name stays on it.
    { heading: 'Devices', fields: [] },
    {
      heading: 'Backups',
      fields: [
        { key: 'backupKeepDreams', name: 'Keep the backups of the last dreams', desc: 'Every note a dream changes is copied first, on this device only. The copies of this many latest dreams are always kept.', kind: 'number' },
        { key: 'backupKeepDays', name: 'Keep every backup for (days)', desc: 'Besides those, every copy from this many days. Older ones are removed after a dream; a dream whose copies were removed can no longer be undone, and undo says so.', kind: 'number' },
      ],
    },
    {
      heading: 'Advanced',
      fields: [
        { key: 'batchMaxLogs', name: 'Notes per dream', desc: 'The rest waits for the next dream; nothing is skipped.', kind: 'number' },
        { key: 'batchMaxKiB', name: 'Note size per dream (KiB)', desc: 'A dream stops once it has read this much, inside a day if need be; the next dream goes on from there.', kind: 'number' },
        { key: 'indexBudgetChars', name: 'Index size (characters)', desc: 'The index is kept under this size; detail moves to topic notes.', kind: 'number' },
        { key: 'contextChars', name: 'Text per model call (characters)', desc: 'How much of your notes goes into one request.', kind: 'number', when: withModel },
        { key: 'maxResponseKiB', name: 'Largest model answer (KiB)', desc: 'A longer answer is not read; that part of the notes goes to the offline extractor.', kind: 'number', when: withModel },
        { key: 'requestTimeoutSec', name: 'Model timeout (seconds)', desc: 'A request that takes longer is retried, then left to the offline extractor.', kind: 'number', when: withModel },
      ],
    },
  ];
}

/** What a person types, as the value the schema checks; a FieldError when it cannot be one. */
function parseField(raw: string, kind: FieldKind): unknown {
  if (kind === 'text' || kind === 'folder') return raw.trim();
  if (kind === 'list') {
    return raw
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  }
  const text = raw.trim();
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return new FieldError('Not saved: enter a number.');
  return n;
}

class FieldError {
  constructor(readonly message: string) {}
}

function shown(value: unknown): string {
  return Array.isArray(value) ? value.join('\n') : String(value);
}

/** Type-ahead of the vault's folders under a text field (Obsidian before 1.13 has no folder control). */
export class FolderSuggest extends AbstractInputSuggest<TFolder> {
  constructor(app: App, private readonly input: HTMLInputElement) {
    super(app, input);
  }

  protected getSuggestions(query: string): TFolder[] {
    const q = query.trim().toLowerCase();
    return this.app.vault
      .getAllLoadedFiles()
      .filter((f): f is TFolder => f instanceof TFolder && !f.isRoot() && f.path.toLowerCase().includes(q))
      .sort((a, b) => a.path.localeCompare(b.path))
      .slice(0, 50);
  }

  renderSuggestion(folder: TFolder, el: HTMLElement): void {
    el.setText(folder.path);
  }

  override selectSuggestion(folder: TFolder): void {
    this.setValue(folder.path);
    // The field's own change handler validates and saves it.
    this.input.dispatchEvent(new Event('input'));
    this.close();
  }
}

/**
 * Every value goes through the same zod schema the engine loads, and a value
 * it refuses is explained next to the field and not saved — a typo in a
 * threshold must not silently become a default nor throw in the console.
 */
export class DreamSettingTab extends PluginSettingTab {
  constructor(app: App, plugin: Plugin, private readonly host: SettingsHost) {
    super(app, plugin);
  }

  // ------------------------------------------------------------ Obsidian 1.13 and later

  override getSettingDefinitions(): SettingDefinitionItem[] {
    const s = () => this.host.getSettings();
    const items: SettingDefinitionItem[] = [];
    for (const group of groups(this.host.dailyNotesFolder())) {
      const defs: SettingGroupItem[] = group.fields.map((f) => this.definition(f));
      if (group.heading === 'Model') {
        defs.unshift(
          {
            name: 'Provider',
            desc: NO_MODEL_DESC,
            control: { type: 'dropdown', key: 'provider', options: PROVIDERS },
          },
          { name: 'API key', desc: API_KEY_DESC, visible: () => withModel(s()), render: (setting) => this.apiKeyControl(setting) },
          { name: 'Test the connection', desc: 'Sends one tiny request to the model.', visible: () => withModel(s()), render: (setting) => this.connectionTest(setting) },
        );
      }
      if (group.heading === 'Devices') {
        defs.push(
          { name: DEVICE_NAME, desc: DEVICE_NAME_DESC, render: (setting) => this.deviceNameControl(setting) },
          { name: WHICH_DEVICE, desc: '', render: (setting) => this.dreamingDeviceControl(setting) },
        );
      }
      if (group.heading === 'Advanced') {
        defs.push({ name: 'Reset to defaults', desc: RESET_DESC, render: (setting) => this.resetButton(setting) });
        items.push({ type: 'page', name: 'Advanced', desc: 'Batch sizes, index size, model limits, reset.', items: [{ type: 'group', items: defs }] });
      } else {
        items.push({ type: 'group', heading: group.heading, items: defs });
      }
    }
    return items;
  }

  override getControlValue(key: string): unknown {
    if (key === 'runOnOpen') return this.runOnOpenValue();
    if (key === 'provider') return modelPresetOf(this.host.getSettings());
    const value = this.host.getSettings()[key as Key];
    const kind = fieldOf(key as Key)?.kind;
    // Text controls edit numbers and folder lists as text; toggles, sliders and the dropdown take the value itself.
    return kind === 'text' || kind === 'number' || kind === 'list' || kind === 'folder' ? shown(value) : value;
  }

  override async setControlValue(key: string, value: unknown): Promise<void> {
    const field = fieldOf(key as Key);
    if (key === 'runOnOpen' && Platform.isMobile && this.host.setRunOnOpenHere) {
      this.host.setRunOnOpenHere(value === true);
      return;
    }
    if (key === 'provider') await this.choose(value as ProviderChoice);
    else await this.trySave(key as Key, field && typeof value === 'string' ? parseField(value, field.kind) : value);
    // Which fields show depends on the provider and the transcript toggle. Only
    // Obsidian 1.13+ calls setControlValue, and has refreshDomState; asked at run time.
    const tab = this as { refreshDomState?: () => void };
    if (key === 'provider' || key === 'readTranscripts') tab.refreshDomState?.();
  }

  private definition(f: Field): SettingGroupItem {
    const validate = (value: unknown): string | undefined => this.problem(f.key, typeof value === 'string' ? parseField(value, f.kind) : value) ?? undefined;
    const base = { name: f.name, desc: this.describe(f), ...(f.when ? { visible: () => f.when!(this.host.getSettings()) } : {}) };
    const ph = this.placeholderOf(f);
    const placeholder = ph !== undefined ? { placeholder: ph } : {};
    switch (f.kind) {
      case 'toggle':
        return { ...base, control: { type: 'toggle', key: f.key } };
      case 'unit':
        return { ...base, control: { type: 'slider', key: f.key, min: 0, max: 1, step: 0.05, displayFormat: (v: number) => v.toFixed(2) } };
      case 'folder':
        return { ...base, control: { type: 'folder', key: f.key, validate, ...placeholder } };
      case 'list':
        return { ...base, control: { type: 'textarea', key: f.key, validate, ...placeholder } };
      default:
        return { ...base, control: { type: 'text', key: f.key, validate, ...placeholder } };
    }
  }

  // ------------------------------------------------------------ Obsidian 1.11.4 to 1.12

  override display(): void {
    this.render();
  }

  override hide(): void {
    super.hide();
    this.host.closed?.();
  }

  private render(): void {
    const el = this.containerEl;
    el.empty();
    const s = this.host.getSettings();
    for (const group of groups(this.host.dailyNotesFolder())) {
      let parent = el;
      if (group.heading === 'Advanced') {
        const details = el.createEl('details', { cls: 'vd-settings-advanced' });
        new Setting(details.createEl('summary', { cls: 'vd-settings-advanced-summary' })).setName('Advanced').setHeading();
        parent = details;
      } else {
        new Setting(el).setName(group.heading).setHeading();
      }
      if (group.heading === 'Model') this.modelHead(parent, s);
      if (group.heading === 'Devices') {
        this.deviceNameControl(new Setting(parent).setName(DEVICE_NAME).setDesc(DEVICE_NAME_DESC));
        this.dreamingDeviceControl(new Setting(parent).setName(WHICH_DEVICE));
      }
      for (const f of group.fields) if (!f.when || f.when(s)) this.field(parent, f);
      if (group.heading === 'Advanced') this.resetButton(new Setting(parent).setName('Reset to defaults').setDesc(RESET_DESC));
    }
  }

  private modelHead(el: HTMLElement, s: Settings): void {
    new Setting(el)
      .setName('Provider')
      .setDesc(NO_MODEL_DESC)
      .addDropdown((d) =>
        d
          .addOptions(PROVIDERS)
          .setValue(modelPresetOf(s))
          .onChange(async (v) => {
            await this.choose(v as ProviderChoice);
            this.render();
          }),
      );
    if (!withModel(s)) return;
    this.apiKeyControl(new Setting(el).setName('API key').setDesc(API_KEY_DESC));
    this.connectionTest(new Setting(el).setName('Test the connection').setDesc('Sends one tiny request to the model.'));
  }

  private field(el: HTMLElement, f: Field): void {
    const setting = new Setting(el).setName(f.name).setDesc(this.describe(f));
    if (f.kind === 'toggle') {
      setting.addToggle((t) =>
        t.setValue(f.key === 'runOnOpen' ? this.runOnOpenValue() : (this.host.getSettings()[f.key] as boolean)).onChange(async (v) => {
          if (f.key === 'runOnOpen' && Platform.isMobile && this.host.setRunOnOpenHere) this.host.setRunOnOpenHere(v);
          else await this.trySave(f.key, v);
          if (f.key === 'readTranscripts') this.render();
        }),
      );
      return;
    }
    const error = setting.infoEl.createDiv({ cls: 'vd-field-error' });
    error.hide();
    const report = (problem: string | null) => {
      setting.settingEl.toggleClass('vd-field-invalid', problem !== null);
      if (problem) {
        error.setText(problem);
        error.show();
      } else error.hide();
    };
    const current = this.host.getSettings()[f.key];
    if (f.kind === 'unit') {
      const value = setting.controlEl.createSpan({ cls: 'vd-slider-value', text: (current as number).toFixed(2) });
      setting.addSlider((sl) =>
        sl
          .setLimits(0, 1, 0.05)
          .setValue(current as number)
          .onChange(async (v) => {
            value.setText(v.toFixed(2));
            report(await this.trySave(f.key, v));
          }),
      );
      return;
    }
    const onChange = async (raw: string): Promise<void> => report(await this.trySave(f.key, parseField(raw, f.kind)));
    if (f.kind === 'list') {
      setting.addTextArea((t) => {
        t.setValue(shown(current)).onChange(onChange);
        if (f.placeholder) t.setPlaceholder(f.placeholder);
      });
      return;
    }
    setting.addText((t) => {
      t.setValue(shown(current)).onChange(onChange);
      const ph = this.placeholderOf(f);
      if (ph) t.setPlaceholder(ph);
      if (f.kind === 'folder') new FolderSuggest(this.app, t.inputEl);
    });
  }

  // ------------------------------------------------------------ shared pieces

  /** A provider from the list fills protocol and base URL together. */
  private async choose(choice: ProviderChoice): Promise<void> {
    if (!(choice in PROVIDERS)) return;
    await this.host.saveSettings(settingsSchema.parse(applyModelPreset(this.host.getSettings(), choice)));
  }

  private describe(f: Field): string {
    if (f.key === 'runOnOpen' && Platform.isMobile) return 'On this phone only. Off by default: phones save battery and data by dreaming when you ask.';
    if (f.key === 'baseUrl') return `${sentTo(this.host.getSettings())} ${f.desc}`;
    return f.desc;
  }

  private placeholderOf(f: Field): string | undefined {
    if (f.key === 'model') return MODEL_PLACEHOLDERS[modelPresetOf(this.host.getSettings())] ?? 'The name the server lists';
    return f.placeholder;
  }

  private runOnOpenValue(): boolean {
    return this.host.runOnOpenHere ? this.host.runOnOpenHere() : this.host.getSettings().runOnOpen;
  }

  private apiKeyControl(setting: Setting): void {
    setting.addComponent((controlEl) =>
      new SecretComponent(this.app, controlEl).setValue(this.host.getSettings().apiKeySecretName).onChange(async (name) => {
        await this.trySave('apiKeySecretName', name);
      }),
    );
  }

  private connectionTest(setting: Setting): void {
    const result = setting.descEl.createDiv({ cls: 'vd-muted' });
    setting.addButton((b) =>
      b.setButtonText('Test').onClick(async () => {
        b.setDisabled(true);
        result.setText('Testing…');
        let text: string;
        try {
          const r = await this.host.service.testConnection();
          text = r.ok ? `Connected to ${r.value.model}: ${r.value.detail}` : r.message;
        } catch (e) {
          text = `The test failed: ${e instanceof Error ? e.message : String(e)}`;
        } finally {
          // Whatever happened, the button works again.
          b.setDisabled(false);
        }
        result.setText(text);
        new Notice(text);
      }),
    );
  }

  /** Kept on this device: data.json syncs, and every device would get one name. */
  private deviceNameControl(setting: Setting): void {
    setting.addText((t) => {
      t.setPlaceholder('Work laptop');
      t.setValue(this.host.deviceName?.() ?? '');
      t.onChange((v) => this.host.setDeviceName?.(v));
    });
  }

  /** Which device dreams, by name with its id as detail, and the way to make it this one. */
  private dreamingDeviceControl(setting: Setting): void {
    setting.setDesc('Checking…');
    let button: { setDisabled(d: boolean): unknown } | null = null;
    setting.addButton((b) => {
      button = b;
      b.setButtonText('Dream on this device').onClick(async () => {
        b.setDisabled(true);
        const r = await this.host.service.takeOverDreaming();
        new Notice(r.ok ? `This device, ${r.value}, now dreams for this vault; other devices preview and review only.` : `Could not choose this device: ${r.message}`);
        await show();
      });
    });
    const show = async (): Promise<void> => {
      const r = await this.host.service.devices();
      if (!r.ok) {
        setting.setDesc(r.message);
        return;
      }
      const { here, dreaming, problem } = r.value;
      const thisOne = dreaming !== null && dreaming.id === here.id;
      button?.setDisabled(thisOne);
      if (problem) setting.setDesc(`Not known: ${problem}. No dream starts until you choose a device.`);
      else if (dreaming === null) setting.setDesc('No device has dreamt yet: the first one to dream becomes the one. The others preview and review.');
      else {
        const since = new Date(dreaming.since).toLocaleDateString();
        const who = thisOne ? `This device, ${label(dreaming)},` : label(dreaming);
        setting.setDesc(`${who} dreams for this vault (since ${since}); the others preview and review. This device: ${label(here)}.`);
      }
    };
    void show();
  }

  /** Two clicks: a reset of every folder and threshold should not happen by a slip. */
  private resetButton(setting: Setting): void {
    setting.addButton((b) => {
      let armed = false;
      b.setButtonText('Reset').onClick(async () => {
        if (!armed) {
          armed = true;
          b.setButtonText('Click again to reset');
          b.buttonEl.addClass('mod-warning');
          return;
        }
        await this.host.saveSettings(resetKeepingConnection(this.host.getSettings()));
        new Notice('Settings reset to their defaults. The model connection was kept.');
        this.render();
      });
    });
  }

  private problem(key: Key, value: unknown): string | null {
    if (value instanceof FieldError) return value.message;
    const result = settingsSchema.safeParse({ ...this.host.getSettings(), [key]: value });
    if (result.success) return null;
    const issue = result.error.issues.find((i) => i.path[0] === key) ?? result.error.issues[0];
    return `Not saved: ${explainIssue(key, issue?.message ?? 'invalid value')}`;
  }

  /** null when saved, else the sentence to show next to the field */
  private async trySave(key: Key, value: unknown): Promise<string | null> {
    const problem = this.problem(key, value);
    if (problem !== null) return problem;
    await this.host.saveSettings(settingsSchema.parse({ ...this.host.getSettings(), [key]: value }));
    return null;
  }
}

type ProviderChoice = ReturnType<typeof modelPresetOf>;

const PROVIDERS: Record<ProviderChoice, string> = {
  none: 'None (offline extractor)',
  ...(Object.fromEntries(MODEL_PRESETS.map((p) => [p.id, p.name])) as Record<ModelPresetId, string>),
  custom: 'Other OpenAI-compatible server',
};

const API_KEY_DESC =
  "Kept in Obsidian's secret storage. Only the name of the secret is saved with the plugin's data, so the key never syncs in plain text. Local servers (Ollama, LM Studio, llama.cpp) need no key: leave it empty.";

/** Once a model is chosen, where the notes a dream reads go: said next to the address. */
function sentTo(s: Settings): string {
  const url = s.baseUrl.trim();
  const redacted = s.redactBeforeSend ? ', with secrets replaced first' : '';
  return url ? `A dream sends the text of the notes it reads to ${url}${redacted}.` : 'A dream sends the text of the notes it reads to this address.';
}

/** What a model name looks like for each service, as a hint in the empty field. */
const MODEL_PLACEHOLDERS: Partial<Record<ProviderChoice, string>> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  ollama: 'llama3.1:8b',
  lmstudio: 'qwen2.5-7b-instruct',
  openrouter: 'openai/gpt-4o-mini',
  llamacpp: 'any (the server runs one model)',
};

const NO_MODEL_DESC = 'Without a model the built-in offline extractor reads your notes; nothing leaves this device.';

const DEVICE_NAME = "This device's name";
const DEVICE_NAME_DESC = 'How your other devices name this one when it dreams. Kept on this device only. Empty: the kind of device.';
const WHICH_DEVICE = 'Which device dreams';

/** “Mac” (device-k3j2h1a0): the name first, the stored id as detail. */
function label(d: { id: string; name: string | null }): string {
  return d.name ? `“${d.name}” (${d.id})` : d.id;
}

const RESET_DESC = 'Every folder, threshold, limit and schedule back to its default. The model connection is kept.';

function fieldOf(key: Key): Field | undefined {
  for (const g of groups(null)) for (const f of g.fields) if (f.key === key) return f;
  return undefined;
}

function resetKeepingConnection(s: Settings): Settings {
  return { ...DEFAULT_SETTINGS, provider: s.provider, modelPreset: s.modelPreset, baseUrl: s.baseUrl, model: s.model, apiKeySecretName: s.apiKeySecretName };
}

function explainIssue(key: Key, zodMessage: string): string {
  if (key === 'dailyRunAt') return 'use a 24-hour time like 03:00, or leave it empty to turn the daily dream off.';
  if (key.endsWith('Threshold')) return 'a threshold is a number from 0 to 1, like 0.75.';
  if (/int/i.test(zodMessage)) return 'use a whole number.';
  const min = /[>]=?\s*(-?[\d.]+)/.exec(zodMessage);
  const max = /[<]=?\s*(-?[\d.]+)/.exec(zodMessage);
  if (min) return `use ${min[1]} or more.`;
  if (max) return `use ${max[1]} or less.`;
  return `${zodMessage}.`;
}
