import { Modal, type App } from 'obsidian';
import { plural } from '../format';
import type { PendingCandidate } from '../service';

/**
 * Bulk approval writes at once, through the dream transaction: the person
 * sees every candidate and the note it goes to before anything is written,
 * and what stays behind for them is named.
 */
export class BulkApproveModal extends Modal {
  constructor(
    app: App,
    private readonly passing: readonly PendingCandidate[],
    private readonly left: number,
    private readonly onConfirm: () => unknown,
  ) {
    super(app);
  }

  override onOpen(): void {
    const n = this.passing.length;
    this.setTitle(`Approve ${plural(n, 'candidate')}?`);
    const el = this.contentEl;
    el.createEl('p', {
      text: `${n === 1 ? 'It is' : 'They are'} sure enough for ${n === 1 ? 'its' : 'their'} kind of note on ${n === 1 ? 'its' : 'their'} own. Approving writes ${n === 1 ? 'it' : 'them'} now, each note backed up first:`,
    });
    const ul = el.createEl('ul', { cls: 'vd-modal-list' });
    for (const p of this.passing) {
      const li = ul.createEl('li');
      li.createDiv({ text: p.candidate.text });
      li.createDiv({ cls: 'vd-muted', text: `→ ${p.target}` });
    }
    if (this.left > 0) el.createEl('p', { cls: 'vd-muted', text: `${plural(this.left, 'other candidate')} stay in the pending panel for you to read one by one.` });
    const actions = el.createDiv({ cls: 'vd-actions' });
    actions.createEl('button', { cls: 'mod-cta', text: 'Approve and write now' }).addEventListener('click', () => {
      this.close();
      void this.onConfirm();
    });
    actions.createEl('button', { text: 'Cancel' }).addEventListener('click', () => this.close());
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
