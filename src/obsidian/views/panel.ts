import { ItemView, type WorkspaceLeaf } from 'obsidian';
import type { Result } from '../service';
import type { PanelKind } from '../view-types';
import type { PanelHost } from './panel-host';

/**
 * Shared frame of the three sidebar panels: title and icon from the panel's
 * constant, a refresh that ignores stale answers (a slow load must not paint
 * over a newer one), and one way to show a failed load.
 */
export abstract class DreamPanel<T> extends ItemView {
  private generation = 0;

  constructor(leaf: WorkspaceLeaf, protected readonly host: PanelHost, private readonly kind: PanelKind) {
    super(leaf);
    this.icon = kind.icon;
  }

  getViewType(): string {
    return this.kind.type;
  }

  getDisplayText(): string {
    return this.title();
  }

  override getIcon(): string {
    return this.kind.icon;
  }

  protected override async onOpen(): Promise<void> {
    this.contentEl.addClass('vd-panel');
    // Obsidian shows the last action added first: refresh, preview, run reads left to right.
    this.addAction('refresh-cw', 'Refresh', () => void this.refresh());
    if (this.host.previewDream) this.addAction('eye', 'Preview dream (writes nothing)', () => this.host.previewDream?.());
    if (this.host.runDream) this.addAction('play', 'Run dream now', () => this.host.runDream?.());
    await this.refresh();
  }

  /** The tab title; a panel may add a count to it. */
  protected title(): string {
    return this.kind.name;
  }

  /** Re-reads title() into the header, which Obsidian draws once from getDisplayText(). */
  protected showTitle(): void {
    const el = this.containerEl.querySelector('.view-header-title');
    if (el) el.textContent = this.getDisplayText();
  }

  protected override async onClose(): Promise<void> {
    this.contentEl.empty();
    return Promise.resolve();
  }

  async refresh(): Promise<void> {
    const generation = ++this.generation;
    const result = await this.query();
    if (generation !== this.generation) return;
    this.contentEl.empty();
    if (!result.ok) {
      this.renderProblem(result.message);
      return;
    }
    this.render(result.value);
  }

  protected abstract query(): Promise<Result<T>>;
  protected abstract render(data: T): void;

  protected renderProblem(message: string): void {
    const box = this.contentEl.createDiv({ cls: 'vd-problem' });
    box.createEl('p', { text: message });
    const retry = box.createEl('button', { text: 'Try again' });
    retry.addEventListener('click', () => void this.refresh());
  }

  protected renderEmpty(text: string, hint: string): void {
    const box = this.contentEl.createDiv({ cls: 'vd-empty' });
    box.createEl('p', { text });
    box.createEl('p', { cls: 'vd-muted', text: hint });
  }

  /** a note path that opens the note (at a line) when clicked */
  protected noteLink(parent: HTMLElement, path: string, label = path, line?: number): HTMLElement {
    const a = parent.createEl('a', { cls: 'vd-link', text: label, href: '#', attr: { 'data-path': path } });
    a.addEventListener('click', (evt) => {
      evt.preventDefault();
      this.host.openNote(path, line);
    });
    return a;
  }
}
