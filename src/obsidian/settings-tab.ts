import { Notice, PluginSettingTab, SecretComponent, Setting, type App, type Plugin } from 'obsidian';
import { settingsSchema, type Settings } from '../core/settings';
import type { DreamService } from './service';

/** What the tab needs from the plugin. */
export interface SettingsHost {
  getSettings(): Settings;
  /** validated settings in, saved to data.json (never with the key itself) */
  saveSettings(next: Settings): Promise<void>;
  service: DreamService;
  /** the Daily Notes core plugin's folder, shown as the default source */
  dailyNotesFolder(): string | null;
}

type Key = keyof Settings;
type FieldKind = 'text' | 'number' | 'list';

/**
 * Every value goes through the same zod schema the engine loads, and a value
 * it refuses is explained next to the field and not saved — a typo in a
 * threshold must not silently become a default nor throw in the console.
 */
export class DreamSettingTab extends PluginSettingTab {
  constructor(app: App, plugin: Plugin, private readonly host: SettingsHost) {
    super(app, plugin);
  }

  override display(): void {
    const el = this.containerEl;
    el.empty();
    const s = this.host.getSettings();

    new Setting(el).setName('Model').setHeading();
    new Setting(el)
      .setName('Provider')
      .setDesc('Without a model the built-in offline extractor reads your notes; nothing leaves this device.')
      .addDropdown((d) =>
        d
          .addOptions({ none: 'None (offline extractor)', openai: 'OpenAI-compatible', anthropic: 'Anthropic' })
          .setValue(s.provider)
          .onChange(async (v) => {
            await this.save('provider', v);
            this.display();
          }),
      );
    if (s.provider !== 'none') {
      this.field(el, 'baseUrl', 'Base URL', 'Endpoint of the API. For Ollama: http://localhost:11434/v1.', 'text', s.provider === 'anthropic' ? 'https://api.anthropic.com' : 'https://api.openai.com/v1');
      this.field(el, 'model', 'Model', 'Model name as the provider spells it.', 'text');
      new Setting(el)
        .setName('API key')
        .setDesc('Kept in Obsidian\'s secret storage. Only the name of the secret is saved with the plugin\'s data, so the key never syncs in plain text.')
        .addComponent((controlEl) =>
          new SecretComponent(this.app, controlEl).setValue(s.apiKeySecretName).onChange(async (name) => {
            await this.save('apiKeySecretName', name);
          }),
        );
      const test = new Setting(el).setName('Test the connection').setDesc('Sends one tiny request to the model.');
      const result = test.descEl.createDiv({ cls: 'vd-muted' });
      test.addButton((b) =>
        b.setButtonText('Test').onClick(async () => {
          b.setDisabled(true);
          result.setText('Testing…');
          const r = await this.host.service.testConnection();
          b.setDisabled(false);
          const text = r.ok ? `Connected to ${r.value.model}: ${r.value.detail}` : r.message;
          result.setText(text);
          new Notice(text);
        }),
      );
      this.toggle(el, 'redactBeforeSend', 'Redact secrets before sending', 'Replace API keys, tokens and passwords in your notes before the text goes to the model.');
      this.field(el, 'maxModelCallsPerRun', 'Model calls per dream', 'A dream stops calling the model after this many calls and finishes with the offline extractor.', 'number');
      this.field(el, 'maxTokensPerRun', 'Tokens per dream', 'Prompt and completion tokens together.', 'number');
    }

    new Setting(el).setName('Sources').setHeading();
    const daily = this.host.dailyNotesFolder();
    this.field(el, 'sourceFolders', 'Source folders', `Folders with daily notes, one per line. Empty: the Daily Notes folder (${daily ?? 'Journal'}).`, 'list', daily ?? 'Journal');
    this.field(el, 'untrustedFolders', 'Untrusted folders', 'Text from these folders (web clippings) never reaches identity or skill notes.', 'list', 'Clippings');
    this.field(el, 'owner', 'Your names', 'The names you go by in conversations copied into notes (- **Name**: …), one per line. Only your own turns count as your preferences or as "remember this"; unlabelled lines are always yours.', 'list', 'Sam');
    this.toggle(el, 'readTranscripts', 'Read agent transcripts', 'Also read JSON transcripts of AI sessions.');
    if (s.readTranscripts) this.field(el, 'transcriptFolder', 'Transcript folder', 'Where the transcript extracts are.', 'text');

    new Setting(el).setName('Memory folders').setHeading();
    this.field(el, 'dailyFolder', 'Daily digests', 'Tier 1: one digest per source date.', 'text');
    this.field(el, 'topicsFolder', 'Topic notes', 'Tier 2.', 'text');
    this.field(el, 'identityFolder', 'Identity notes', 'Tier 3, after your approval.', 'text');
    this.field(el, 'skillsFolder', 'Skill notes', 'Tier 3, after your approval.', 'text');
    this.field(el, 'reportsFolder', 'Dream reports', 'One report per dream.', 'text');
    this.field(el, 'indexPath', 'Index note', 'The memory index, curated every dream.', 'text');
    this.field(el, 'dreamLogPath', 'Dream log', 'The diary of dreams; it also holds the watermark.', 'text');

    new Setting(el).setName('Gates and review').setHeading();
    this.field(el, 'tier1Threshold', 'Daily digest threshold', 'Confidence from 0 to 1 a candidate needs for the daily digest.', 'number');
    this.field(el, 'tier2Threshold', 'Topic note threshold', 'Confidence from 0 to 1 for topic notes.', 'number');
    this.field(el, 'tier3Threshold', 'Identity and skill threshold', 'Confidence from 0 to 1 for identity and skill notes.', 'number');
    this.field(el, 'tier3MinRecurrence', 'Identity and skill recurrence', 'Distinct days a candidate must come up on before it can describe who you are.', 'number');
    this.toggle(el, 'approveTier2', 'Review topic notes too', 'Identity and skill notes always wait for your approval; turn this on to review topic notes as well.');

    new Setting(el).setName('Batch and index').setHeading();
    this.field(el, 'batchMaxLogs', 'Logs per dream', 'The rest waits for the next dream; nothing is skipped.', 'number');
    this.field(el, 'batchMaxKiB', 'Log size per dream (KiB)', 'Cut on date boundaries.', 'number');
    this.field(el, 'indexBudgetChars', 'Index budget (characters)', 'The index is curated to stay under this size; detail sinks to topic notes.', 'number');

    new Setting(el).setName('Schedule').setHeading();
    this.toggle(el, 'runOnOpen', 'Dream after opening the vault', 'Skipped when the last dream is recent and nothing new was written.');
    this.field(el, 'settleDelaySec', 'Wait after opening (seconds)', 'Gives sync time to bring notes from your other devices first.', 'number');
    this.field(el, 'dailyRunAt', 'Daily dream time', 'HH:MM, while Obsidian is open. Empty: off.', 'text', '03:00');
    this.field(el, 'debounceHours', 'Minimum hours between dreams', 'For scheduled dreams; running one by hand always works.', 'number');
  }

  private toggle(el: HTMLElement, key: Key, name: string, desc: string): void {
    new Setting(el)
      .setName(name)
      .setDesc(desc)
      .addToggle((t) =>
        t.setValue(this.host.getSettings()[key] as boolean).onChange(async (v) => {
          await this.save(key, v);
          if (key === 'readTranscripts') this.display();
        }),
      );
  }

  private field(el: HTMLElement, key: Key, name: string, desc: string, kind: FieldKind, placeholder?: string): void {
    const setting = new Setting(el).setName(name).setDesc(desc);
    const error = setting.infoEl.createDiv({ cls: 'vd-field-error' });
    error.hide();
    const current = this.host.getSettings()[key];
    const shown = Array.isArray(current) ? current.join('\n') : String(current);
    const onChange = async (raw: string): Promise<void> => {
      const problem = await this.trySave(key, parseField(raw, kind));
      setting.settingEl.toggleClass('vd-field-invalid', problem !== null);
      if (problem) {
        error.setText(problem);
        error.show();
      } else error.hide();
    };
    if (kind === 'list') {
      setting.addTextArea((t) => {
        t.setValue(shown).onChange(onChange);
        if (placeholder) t.setPlaceholder(placeholder);
      });
    } else {
      setting.addText((t) => {
        t.setValue(shown).onChange(onChange);
        if (placeholder) t.setPlaceholder(placeholder);
      });
    }
  }

  private async save(key: Key, value: unknown): Promise<void> {
    await this.trySave(key, value);
  }

  /** null when saved, else the sentence to show next to the field */
  private async trySave(key: Key, value: unknown): Promise<string | null> {
    if (value instanceof FieldError) return value.message;
    const result = settingsSchema.safeParse({ ...this.host.getSettings(), [key]: value });
    if (!result.success) {
      const issue = result.error.issues.find((i) => i.path[0] === key) ?? result.error.issues[0];
      return `Not saved: ${explainIssue(key, issue?.message ?? 'invalid value')}`;
    }
    await this.host.saveSettings(result.data);
    return null;
  }
}

class FieldError {
  constructor(readonly message: string) {}
}

function parseField(raw: string, kind: FieldKind): unknown {
  if (kind === 'text') return raw.trim();
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
