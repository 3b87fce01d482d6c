import { Modal, Setting, type App } from 'obsidian';
import { splitOwnerNames, type Settings } from '../../core/ports/settings';

/** What the first-run view says, computed from the settings alone (no vault read). */
interface FirstRunFacts {
  reads: string[];
  writes: string[];
  model: string;
  afterwards: string;
  /** the names the settings hold for the person, as typed */
  owner: string;
}

export function firstRunFacts(s: Settings, dailyNotesFolder: string | null, runOnOpenHere: boolean): FirstRunFacts {
  const sources = s.sourceFolders.length > 0 ? s.sourceFolders : [dailyNotesFolder ?? 'Journal'];
  const reads = sources.map((f) => `${f}/: daily notes named like 2026-11-29.md (read only, never changed)`);
  if (s.readTranscripts) reads.push(`${s.transcriptFolder}/: agent transcripts (read only)`);

  const under = (p: string) => p === s.memoryFolder || p.startsWith(`${s.memoryFolder}/`);
  const writes = [`${s.memoryFolder}/: memory notes, the index, the dream log, a report per dream, and in Dreaming/ the review queue and which device dreams (so your other devices see them)`];
  for (const p of [s.dailyFolder, s.topicsFolder, s.identityFolder, s.skillsFolder, s.reportsFolder, s.indexPath, s.dreamLogPath]) {
    if (!under(p) && !writes.includes(p)) writes.push(p);
  }
  writes.push(`${s.stateFolder}/: backups of every note before it is changed, and run records (this device only)`);

  const model =
    s.provider === 'none'
      ? 'No model is set up: the built-in extractor reads your notes on this device and nothing is sent anywhere.'
      : `Model ${s.model || '(not named yet)'} at ${s.baseUrl || 'the provider’s default address'}: the text of the notes it reads is sent there${s.redactBeforeSend ? ', with passwords, keys and tokens replaced first' : ''}.`;

  const when: string[] = [];
  if (runOnOpenHere) when.push('a while after you open the vault');
  if (s.dailyRunAt) when.push(`every day at ${s.dailyRunAt} while Obsidian is open`);
  const afterwards =
    when.length > 0
      ? `After this first dream it dreams by itself ${when.join(' and ')}. You can change that in the settings.`
      : 'It dreams only when you ask (Run dream now). You can schedule dreams in the settings.';
  return { reads, writes, model, afterwards, owner: s.owner.join(', ') };
}

/**
 * Shown once when the plugin is first enabled. Nothing runs on a schedule
 * before the person starts a dream themselves, so this view is where they
 * learn what a dream reads and writes before anything is written.
 */
export class FirstRunModal extends Modal {
  constructor(
    app: App,
    private readonly facts: FirstRunFacts,
    private readonly actions: { preview(): void; run(): void; saveOwner(names: string[]): void },
  ) {
    super(app);
  }

  override onOpen(): void {
    this.setTitle('Before the first dream');
    const el = this.contentEl;
    el.addClass('vd-first-run');
    el.createEl('p', { text: 'A dream reads what you wrote since the last one and keeps what matters as notes you can review. Nothing is written until you start the first dream.' });
    const list = (title: string, items: string[]) => {
      el.createDiv({ cls: 'vd-section-label', text: title });
      const ul = el.createEl('ul', { cls: 'vd-modal-list' });
      for (const item of items) ul.createEl('li', { text: item });
    };
    list('It reads', this.facts.reads);
    list('It writes', this.facts.writes);
    // Nothing in a journal says whose it is: the model is told this name, and a conversation's turns are matched by it.
    new Setting(el)
      .setName('Your name, as your notes write it')
      .setDesc('Other names after a comma. Empty: the name your identity note gives.')
      .addText((t) => t.setPlaceholder('Sam').setValue(this.facts.owner).onChange((v) => this.actions.saveOwner(splitOwnerNames(v))));
    el.createDiv({ cls: 'vd-section-label', text: 'Model' });
    el.createEl('p', { text: this.facts.model });
    el.createEl('p', { cls: 'vd-muted', text: this.facts.afterwards });

    const actions = el.createDiv({ cls: 'vd-actions' });
    actions.createEl('button', { text: 'Preview first dream' }).addEventListener('click', () => {
      this.close();
      this.actions.preview();
    });
    actions.createEl('button', { cls: 'mod-cta', text: 'Run first dream' }).addEventListener('click', () => {
      this.close();
      this.actions.run();
    });
    actions.createEl('button', { text: 'Not now' }).addEventListener('click', () => this.close());
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
