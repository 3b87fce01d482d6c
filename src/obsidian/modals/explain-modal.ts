import { Modal, type App } from 'obsidian';
import type { DreamService } from '../service';

/** Why a candidate would or would not promote: the score, signal by signal. */
export class ExplainModal extends Modal {
  constructor(app: App, private readonly service: DreamService) {
    super(app);
  }

  override onOpen(): void {
    this.setTitle('Explain a candidate');
    const el = this.contentEl;
    el.createEl('p', { cls: 'vd-muted', text: 'Type words from a memory or a candidate, for example "pnpm".' });
    const form = el.createEl('form');
    const label = form.createEl('label', { cls: 'vd-rationale-label', text: 'Words to explain' });
    const input = label.createEl('input', { type: 'text', cls: 'vd-explain-input', placeholder: 'pnpm' });
    const actions = form.createDiv({ cls: 'vd-actions' });
    const button = actions.createEl('button', { cls: 'mod-cta', text: 'Explain', type: 'submit' });
    const output = el.createDiv({ cls: 'vd-explain-output' });
    output.hide();
    form.addEventListener('submit', (evt) => {
      evt.preventDefault();
      const query = input.value.trim();
      if (!query) {
        output.show();
        output.setText('Type a few words first.');
        return;
      }
      button.disabled = true;
      void this.service.explain(query).then((r) => {
        button.disabled = false;
        output.show();
        if (!r.ok) output.setText(r.message);
        else if (r.value.lines.length === 0) output.setText(`No candidate matches "${query}". Try other words from the note.`);
        else output.setText(r.value.lines.join('\n'));
      });
    });
    window.setTimeout(() => input.focus(), 0);
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
