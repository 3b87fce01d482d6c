import { Modal, Notice, type App } from 'obsidian';
import { plural, reviewNotice, targetTitle } from '../format';
import type { ApprovalPreview, DreamService } from '../service';

/**
 * Bulk approval writes at once, through the dream transaction: the person
 * sees every candidate and the note it goes to before anything is written,
 * and what stays behind for them (what the review screen held) is named.
 */
class BulkApproveModal extends Modal {
  constructor(
    app: App,
    private readonly preview: ApprovalPreview,
    private readonly onConfirm: () => unknown,
  ) {
    super(app);
  }

  override onOpen(): void {
    const { take, left } = this.preview;
    const n = take.length;
    this.setTitle(`Approve ${plural(n, 'candidate')}?`);
    const el = this.contentEl;
    el.createEl('p', {
      text: `Approve only what is true about you and worth keeping. Approving writes ${n === 1 ? 'it' : 'them'} now, each note backed up first:`,
    });
    const ul = el.createEl('ul', { cls: 'vd-modal-list' });
    for (const p of take) {
      const li = ul.createEl('li');
      li.createDiv({ text: p.candidate.text });
      li.createDiv({ cls: 'vd-muted', text: `→ ${targetTitle(p)}` });
    }
    if (left.length > 0) {
      el.createEl('p', { text: `Not approved here: ${plural(left.length, 'candidate')} to read one by one in the pending panel:` });
      const skipped = el.createEl('ul', { cls: 'vd-modal-list vd-left-list' });
      for (const l of left) skipped.createEl('li', { text: `${l.candidate.candidate.text} (${l.why})` });
    }
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

const BULK_RATIONALE = 'Approved in bulk from a confirmed list';

/**
 * Every bulk approval in the plugin (the palette command, the panel's
 * selection): show what would be taken and what is left, then approve only
 * after the person confirms. `ids` undefined: every waiting candidate.
 */
export async function approveInBulk(app: App, service: DreamService, ids: string[] | undefined, rationale: string, after: () => void): Promise<void> {
  const shown = await service.previewApproval(ids);
  if (!shown.ok) {
    new Notice(shown.message);
    return;
  }
  const { take, left } = shown.value;
  if (take.length === 0) {
    const why = left.length > 0 ? ` ${plural(left.length, 'candidate')} need${left.length === 1 ? 's' : ''} you to read ${left.length === 1 ? 'it' : 'each'} first (${[...new Set(left.map((l) => l.why))].join('; ')}).` : '';
    new Notice(`Nothing can be approved in bulk.${why} Approve ${left.length === 1 ? 'it' : 'them'} one by one in the pending panel.`);
    return;
  }
  new BulkApproveModal(app, shown.value, async () => {
    const done = await service.approve(take.map((p) => p.candidate.id), { mode: 'bulk', rationale: rationale || BULK_RATIONALE });
    if (!done.ok) new Notice(done.message);
    else {
      const waiting = done.value.left + done.value.failed.length;
      new Notice(`${reviewNotice(done.value)}${waiting > 0 ? ` ${plural(waiting, 'other candidate')} still wait${waiting === 1 ? 's' : ''} for you in the pending panel.` : ''}`);
    }
    after();
  }).open();
}
