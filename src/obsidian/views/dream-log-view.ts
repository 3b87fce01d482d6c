import type { WorkspaceLeaf } from 'obsidian';
import { noteTitle } from '../format';
import { plainWords } from '../../core/run/shell';
import type { DreamLogCard, Result } from '../service';
import { DREAM_LOG_VIEW } from '../view-types';
import { DreamPanel } from './panel';
import type { PanelHost } from './panel-host';

/**
 * One card per dream, newest first. The date read up to is shown on every
 * card because it is the one value a later run trusts without checking: a
 * person who sees it stuck can tell that memory stopped advancing.
 */
export class DreamLogView extends DreamPanel<DreamLogCard[]> {
  constructor(leaf: WorkspaceLeaf, host: PanelHost) {
    super(leaf, host, DREAM_LOG_VIEW);
  }

  protected query(): Promise<Result<DreamLogCard[]>> {
    return this.host.service.dreamLog();
  }

  protected render(cards: DreamLogCard[]): void {
    if (cards.length === 0) {
      this.renderEmpty('No dreams yet.', 'Start the first one with "Run dream now" in the command palette. Scheduled dreams begin only after you have run one yourself.');
      return;
    }
    const week = cards[0]?.weekThemes;
    if (week) {
      // What the latest week was about, one click from its reflection.
      const head = this.contentEl.createDiv({ cls: 'vd-week-themes' });
      head.createSpan({ text: week.themes.length > 0 ? `Week ${week.label}: ${week.themes.join(', ')} · ` : `Week ${week.label}: no theme on two days · ` });
      this.noteLink(head.createSpan(), week.path, `Open ${week.label}`);
    }
    const list = this.contentEl.createDiv({ cls: 'vd-list' });
    cards.forEach((card, i) => this.renderCard(list, card, i === 0));
  }

  private renderCard(parent: HTMLElement, card: DreamLogCard, newest: boolean): void {
    const el = parent.createEl('details', { cls: 'vd-card vd-dream' });
    if (newest) el.open = true;
    const summary = el.createEl('summary', { cls: 'vd-card-summary' });
    const approval = isApproval(card.trigger);
    summary.createSpan({ cls: 'vd-dream-number', text: `${approval ? 'Approval' : 'Dream'} #${card.number}` });
    summary.createSpan({ cls: 'vd-muted', text: card.time });
    summary.createSpan({ cls: `vd-badge${approval ? ' vd-badge-approved' : ''}`, text: triggerLabel(card.trigger) });
    if (!newest && card.watermark) summary.createSpan({ cls: 'vd-muted vd-summary-through', text: `read up to ${card.watermark}` });

    const facts = el.createEl('dl', { cls: 'vd-facts' });
    const fact = (name: string, value: string) => {
      facts.createEl('dt', { text: name });
      facts.createEl('dd', { text: value });
    };
    if (approval) fact('Read up to', 'unchanged: approvals read no new notes');
    else fact('Read up to', card.watermark ?? 'unchanged (older days read again)');
    if (card.logsConsolidated !== null && !approval) {
      const deferred = card.logsDeferred ? `, ${card.logsDeferred} left for the next dream` : '';
      fact('Daily notes read', `${card.logsConsolidated}${deferred}`);
    }
    if (card.tokens) fact('Model', card.tokens);
    if (card.backupsRemovedOn) fact('Backups', `removed on ${card.backupsRemovedOn}: older than the backup settings keep, so this dream can no longer be undone`);

    if (card.changes.length > 0) {
      el.createDiv({ cls: 'vd-section-label', text: 'What changed' });
      const ul = el.createEl('ul', { cls: 'vd-changes' });
      for (const line of card.changes) ul.createEl('li', { text: plainWords(line) });
    }
    if (card.note) el.createEl('p', { cls: 'vd-note', text: plainWords(card.note) });

    if (card.touched.length > 0) {
      el.createDiv({ cls: 'vd-section-label', text: 'Notes written' });
      const ul = el.createEl('ul', { cls: 'vd-paths' });
      for (const path of card.touched) this.noteLink(ul.createEl('li'), path, noteTitle(path));
    }

    const actions = el.createDiv({ cls: 'vd-actions' });
    if (card.reportPath) {
      const path = card.reportPath;
      const b = actions.createEl('button', { text: 'Open report', attr: { 'aria-label': `Open the report of ${approval ? 'approval' : 'dream'} #${card.number}` } });
      b.addEventListener('click', () => this.host.openNote(path));
    }
    const showFolder = this.host.showFolder?.bind(this.host);
    if (card.backupFolder && showFolder) {
      const folder = card.backupFolder;
      const b = actions.createEl('button', { text: 'Backups' });
      b.setAttr('aria-label', `Backups of this run: ${folder}`);
      b.addEventListener('click', () => showFolder(folder));
    }
    if (newest && this.host.openPending) {
      actions.createEl('button', { text: 'Open pending candidates' }).addEventListener('click', () => this.host.openPending?.());
    }
    if (newest && card.runId) {
      const b = actions.createEl('button', { cls: 'mod-warning', text: 'Undo this dream' });
      b.addEventListener('click', () => this.host.startUndo());
    }
  }
}

/** Entries written when approved candidates are applied; the engine names that run kind. */
function isApproval(trigger: string): boolean {
  return /approv/i.test(trigger);
}

function triggerLabel(trigger: string): string {
  if (isApproval(trigger)) return 'approved by you';
  const labels: Record<string, string> = { manual: 'started by you', scheduled: 'scheduled', cli: 'command line', backfill: 'older days' };
  return labels[trigger] ?? trigger;
}
