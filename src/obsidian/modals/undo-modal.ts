import { Modal, type App } from 'obsidian';
import { plural } from '../format';
import type { UndoPreview } from '../service';

/**
 * Undo asks first and says exactly what it will and will not touch: a file
 * the person edited after the dream wrote it is refused, never overwritten,
 * and they should know that before they confirm.
 */
export class UndoModal extends Modal {
  constructor(app: App, private readonly preview: UndoPreview, private readonly onConfirm: () => unknown) {
    super(app);
  }

  override onOpen(): void {
    const p = this.preview;
    const name = p.runNumber !== null ? `dream #${p.runNumber}` : `run ${p.runId}`;
    this.setTitle(`Undo ${name}?`);
    const el = this.contentEl;
    if (p.restore.length === 0) {
      el.createEl('p', { text: `Nothing of ${name} can be undone.` });
    } else {
      el.createEl('p', { text: `${plural(p.restore.length, 'file')} will be put back as they were before the dream:` });
      const ul = el.createEl('ul', { cls: 'vd-modal-list' });
      for (const r of p.restore) {
        ul.createEl('li', { text: r.action === 'remove' ? `${r.path} (created by the dream: removed)` : `${r.path} (restored from its backup)` });
      }
    }
    if (p.queued > 0) el.createEl('p', { text: `${plural(p.queued, 'candidate')} the dream added to the review queue will be taken out.` });
    if (p.refuse.length > 0) {
      el.createEl('p', { text: `${plural(p.refuse.length, 'file')} will be left as they are:` });
      const ul = el.createEl('ul', { cls: 'vd-modal-list vd-modal-refused' });
      for (const r of p.refuse) ul.createEl('li', { text: `${r.path}: ${r.reason}` });
    }
    const actions = el.createDiv({ cls: 'vd-actions' });
    const confirm = actions.createEl('button', { cls: 'mod-warning', text: `Undo ${name}` });
    confirm.disabled = p.restore.length === 0;
    confirm.addEventListener('click', () => {
      this.close();
      void this.onConfirm();
    });
    actions.createEl('button', { text: 'Cancel' }).addEventListener('click', () => this.close());
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
