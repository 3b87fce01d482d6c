import { Modal, type App } from 'obsidian';

/** Where in the index a topic should be linked from: the person picks the section. */
export class SectionPickerModal extends Modal {
  constructor(
    app: App,
    private readonly topicPath: string,
    private readonly sections: string[],
    private readonly onPick: (section: string) => unknown,
  ) {
    super(app);
  }

  override onOpen(): void {
    this.setTitle('Link from the index');
    const el = this.contentEl;
    el.createEl('p', { text: `Add a link to ${this.topicPath} under which section of the index?` });
    if (this.sections.length === 0) {
      el.createEl('p', { cls: 'vd-muted', text: 'The index has no sections yet. Add a "## " heading to it, then try again.' });
    }
    for (const section of this.sections) {
      const b = el.createEl('button', { cls: 'vd-section-choice', text: section });
      b.addEventListener('click', () => {
        this.close();
        void this.onPick(section);
      });
    }
    const actions = el.createDiv({ cls: 'vd-actions' });
    actions.createEl('button', { text: 'Cancel' }).addEventListener('click', () => this.close());
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
