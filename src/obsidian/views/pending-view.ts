import { Notice, type WorkspaceLeaf } from 'obsidian';
import type { Signals, Tier } from '../../core/types';
import { formatTime, noteTitle, pendingLabel, plainWords, plural, reviewNotice, targetTitle } from '../format';
import { approveInBulk } from '../modals/bulk-approve-modal';
import type { PendingCandidate, Result } from '../service';
import { PENDING_VIEW } from '../view-types';
import { renderLineDiff } from './line-diff';
import { DreamPanel } from './panel';
import type { PanelHost } from './panel-host';
import { describeSalience } from '../../core/shell';

const TIER_NAMES: Record<Tier, string> = {
  0: 'Below every threshold',
  1: 'Daily digest',
  2: 'Topic note',
  3: 'Identity or skill note',
};

const SIGNAL_NAMES: Record<keyof Signals, string> = {
  importance: 'Importance',
  recurrence: 'Recurrence',
  novelty: 'Novelty',
  stability: 'Stability',
  actionability: 'Actionability',
  explicit: 'Said "remember this"',
  recency: 'Recency',
  theme: 'Current theme',
};

const DEFAULT_RATIONALE = 'Approved in the pending panel';

/**
 * Candidates waiting for a person. Scores nominate, they do not verify, so
 * each card shows what the score is made of, where the text came from (one
 * click to the source line) and exactly what approving would change in the
 * target note — the reviewer decides from evidence, not from a number.
 */
export class PendingView extends DreamPanel<PendingCandidate[]> {
  private selected = new Set<string>();
  private editing = new Set<string>();
  private items: PendingCandidate[] = [];
  private busy = false;

  constructor(leaf: WorkspaceLeaf, host: PanelHost) {
    super(leaf, host, PENDING_VIEW);
  }

  protected query(): Promise<Result<PendingCandidate[]>> {
    return this.host.service.pending();
  }

  protected override title(): string {
    const waiting = this.items.filter((p) => p.receipt.state !== 'valid').length;
    return waiting > 0 ? `${PENDING_VIEW.name} (${waiting})` : PENDING_VIEW.name;
  }

  protected render(items: PendingCandidate[]): void {
    this.items = items;
    this.showTitle();
    const ids = new Set(items.map((p) => p.candidate.id));
    for (const id of [...this.selected]) if (!ids.has(id)) this.selected.delete(id);
    for (const id of [...this.editing]) if (!ids.has(id)) this.editing.delete(id);

    if (items.length === 0) {
      this.renderEmpty('Nothing waits for review.', 'Candidates for identity and skill notes, and anything the review screen holds, will wait here after a dream.');
      return;
    }
    this.renderToolbar();
    const list = this.contentEl.createDiv({ cls: 'vd-list' });
    for (const item of items) this.renderCard(list, item);
  }

  /** local state changed (selection, edit mode): draw again without reloading */
  private redraw(): void {
    this.contentEl.empty();
    this.render(this.items);
  }

  private renderToolbar(): void {
    const bar = this.contentEl.createDiv({ cls: 'vd-toolbar' });
    bar.createDiv({ cls: 'vd-toolbar-count', text: pendingLabel(this.items.length) });
    bar.createDiv({ cls: 'vd-muted vd-judge', text: 'Approve what is true about you and worth keeping; reject the rest. Approving writes it to the note named on the card.' });
    const row = bar.createDiv({ cls: 'vd-toolbar-row' });
    const label = row.createEl('label', { cls: 'vd-select-all' });
    const all = label.createEl('input', { type: 'checkbox' });
    label.appendText(' Select all');
    all.checked = this.selected.size === this.items.length;
    all.addEventListener('change', () => {
      if (all.checked) for (const p of this.items) this.selected.add(p.candidate.id);
      else this.selected.clear();
      this.redraw();
    });
    const n = this.selected.size;
    const approve = row.createEl('button', { cls: 'mod-cta', text: `Approve ${n || ''}`.trim() });
    const reject = row.createEl('button', { text: `Reject ${n || ''}`.trim() });
    approve.disabled = n === 0;
    reject.disabled = n === 0;
    approve.setAttr('aria-label', 'Approve the selected candidates');
    reject.setAttr('aria-label', 'Reject the selected candidates');
    const rationale = bar.createEl('input', {
      type: 'text',
      cls: 'vd-rationale',
      placeholder: 'Reason for the selected (optional)',
      attr: { 'aria-label': 'Reason for approving or rejecting the selected candidates (optional)' },
    });
    // A selection is a bulk approval: the person sees the list first, and what the review screen held stays.
    approve.addEventListener('click', () => {
      void approveInBulk(this.app, this.host.service, [...this.selected], rationale.value.trim(), () => {
        this.selected.clear();
        void this.refresh();
        this.host.changed();
      });
    });
    reject.addEventListener('click', () => {
      void this.act('reject', [...this.selected], rationale.value.trim());
    });
  }

  private renderCard(parent: HTMLElement, item: PendingCandidate): void {
    const c = item.candidate;
    const card = parent.createDiv({ cls: 'vd-card vd-candidate', attr: { 'data-id': c.id } });
    if (c.derivedFromUntrusted) card.addClass('vd-untrusted');

    const head = card.createDiv({ cls: 'vd-candidate-head' });
    const box = head.createEl('input', { type: 'checkbox', attr: { 'aria-label': `Select: ${short(c.text)}` } });
    box.checked = this.selected.has(c.id);
    box.addEventListener('change', () => {
      if (box.checked) this.selected.add(c.id);
      else this.selected.delete(c.id);
      this.redraw();
    });
    head.createDiv({ cls: 'vd-candidate-text', text: c.text });

    const badges = card.createDiv({ cls: 'vd-badges' });
    badges.createSpan({ cls: `vd-badge vd-tier-${item.tier}`, text: TIER_NAMES[item.tier] });
    badges.createSpan({ cls: 'vd-badge', text: c.kind.replace('_', ' ') });
    if (c.derivedFromUntrusted) badges.createSpan({ cls: 'vd-badge vd-badge-warning', text: 'Derived from untrusted source' });
    if (item.receipt.state === 'valid') badges.createSpan({ cls: 'vd-badge vd-badge-approved', text: 'Approved · not written yet' });
    if (item.receipt.state === 'expired') {
      badges.createSpan({ cls: 'vd-badge vd-badge-expired', text: `Approval expired ${formatTime(item.receipt.expiredAt).slice(0, 10)}` });
    }

    const target = card.createDiv({ cls: 'vd-target' });
    target.createSpan({ cls: 'vd-muted', text: item.before === null ? 'Goes to a new note: ' : 'Goes to ' });
    this.noteLink(target, item.target, targetTitle(item));

    card.createDiv({ cls: 'vd-reason', text: plainWords(item.reason) });
    if (item.receipt.state === 'expired') {
      card.createDiv({ cls: 'vd-reason', text: 'The earlier approval is older than its 30 days and no longer counts. Approve again or reject.' });
    }

    this.renderScore(card, item);
    this.renderSources(card, item);

    if (item.problem) {
      card.createDiv({ cls: 'vd-reason vd-problem-inline', text: item.problem });
    } else {
      const diff = card.createEl('details', { cls: 'vd-diff-block' });
      diff.createEl('summary', { text: item.before === null ? 'New note on approval' : 'Change on approval' });
      renderLineDiff(diff, item.before, item.after);
    }

    this.renderActions(card, item);
  }

  private renderScore(card: HTMLElement, item: PendingCandidate): void {
    const c = item.candidate;
    const details = card.createEl('details', { cls: 'vd-score' });
    const summary = details.createEl('summary');
    summary.createSpan({ text: 'Why it was suggested' });
    summary.createSpan({ cls: 'vd-muted', text: ` · seen on ${plural(c.recurrence, 'day')} · confidence ${c.confidence.toFixed(2)}` });
    const table = details.createEl('table', { cls: 'vd-score-table' });
    const head = table.createEl('tr');
    for (const h of ['Signal', 'Value', 'Weight', 'Adds']) head.createEl('th', { text: h });
    for (const key of Object.keys(SIGNAL_NAMES) as (keyof Signals)[]) {
      // Only a candidate about a current theme carries that signal; a row of zeros would only add noise.
      if (key === 'theme' && c.signals.theme === undefined) continue;
      const value = c.signals[key] ?? 0;
      const weight = item.weights[key] ?? 0;
      const tr = table.createEl('tr');
      tr.createEl('td', { text: SIGNAL_NAMES[key] });
      tr.createEl('td', { text: value.toFixed(2) });
      tr.createEl('td', { text: `× ${weight.toFixed(2)}` });
      tr.createEl('td', { text: (value * weight).toFixed(2) });
    }
    // What the importance above was built from: the words that make the line worth keeping, or not.
    if (c.salience) details.createDiv({ cls: 'vd-salience', text: `What made it stand out (${c.salience.score.toFixed(2)}): ${describeSalience(c.salience)}` });
    for (const reason of c.gateReasons) details.createDiv({ cls: 'vd-muted', text: plainWords(reason) });
  }

  private renderSources(card: HTMLElement, item: PendingCandidate): void {
    const sources = card.createDiv({ cls: 'vd-sources' });
    sources.createDiv({ cls: 'vd-section-label', text: plural(item.candidate.sources.length, 'source') });
    const ul = sources.createEl('ul');
    for (const s of item.candidate.sources) {
      const li = ul.createEl('li');
      const range = s.startLine === s.endLine ? `line ${s.startLine}` : `lines ${s.startLine}–${s.endLine}`;
      this.noteLink(li, s.path, `${noteTitle(s.path)}, ${range}`, s.startLine);
      if (s.untrusted) li.createSpan({ cls: 'vd-badge vd-badge-warning', text: s.role.replace('_', ' ') });
      if (s.snippet) li.createDiv({ cls: 'vd-snippet', text: s.snippet });
    }
  }

  private renderActions(card: HTMLElement, item: PendingCandidate): void {
    const id = item.candidate.id;
    const rationale = card.createEl('input', { type: 'text', cls: 'vd-rationale', placeholder: 'Reason (optional)', attr: { 'aria-label': `Reason for your decision on: ${short(item.candidate.text)}` } });
    if (this.editing.has(id)) {
      const area = card.createEl('textarea', { cls: 'vd-edit', attr: { rows: 3, 'aria-label': 'Edited text' } });
      area.value = item.candidate.text;
      const actions = card.createDiv({ cls: 'vd-actions' });
      const save = actions.createEl('button', { cls: 'mod-cta', text: 'Approve edited text' });
      save.addEventListener('click', () => {
        const text = area.value.trim();
        if (text.length === 0) {
          new Notice('The edited text is empty. Write the memory as it should be saved, or reject the candidate.');
          return;
        }
        void this.act('approve', [id], rationale.value.trim(), text);
      });
      actions.createEl('button', { text: 'Cancel' }).addEventListener('click', () => {
        this.editing.delete(id);
        this.redraw();
      });
      return;
    }
    const actions = card.createDiv({ cls: 'vd-actions' });
    if (item.receipt.state === 'valid') {
      // Approved already: the next dream writes it. Rejecting still withdraws it.
      actions
        .createEl('button', { cls: 'mod-warning', text: 'Withdraw and reject' })
        .addEventListener('click', () => void this.act('reject', [id], rationale.value.trim()));
      return;
    }
    actions
      .createEl('button', { cls: 'mod-cta', text: 'Approve', attr: { 'aria-label': `Approve: ${short(item.candidate.text)}` } })
      .addEventListener('click', () => void this.act('approve', [id], rationale.value.trim()));
    actions.createEl('button', { text: 'Edit', attr: { 'aria-label': `Edit, then approve: ${short(item.candidate.text)}` } }).addEventListener('click', () => {
      this.editing.add(id);
      this.redraw();
    });
    actions
      .createEl('button', { cls: 'mod-warning', text: 'Reject', attr: { 'aria-label': `Reject: ${short(item.candidate.text)}` } })
      .addEventListener('click', () => void this.act('reject', [id], rationale.value.trim()));
  }

  private async act(action: 'approve' | 'reject', ids: string[], rationale: string, editedText?: string): Promise<void> {
    if (this.busy || ids.length === 0) return;
    this.busy = true;
    try {
      const result =
        action === 'approve'
          ? await this.host.service.approve(ids, { mode: 'one', rationale: rationale || DEFAULT_RATIONALE, ...(editedText ? { editedText } : {}) })
          : await this.host.service.reject(ids, rationale || undefined);
      if (!result.ok) {
        new Notice(result.message);
        return;
      }
      for (const id of ids) {
        this.selected.delete(id);
        this.editing.delete(id);
      }
      new Notice(reviewNotice(result.value));
      await this.refresh();
      this.host.changed();
    } finally {
      this.busy = false;
    }
  }
}

/** A candidate's words, short enough for a screen reader's label. */
function short(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 59)}…` : t;
}
