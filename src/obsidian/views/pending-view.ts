import { Notice, type WorkspaceLeaf } from 'obsidian';
import type { Tier } from '../../core/ports/types';
import { formatTime, noteTitle, pendingLabel, plural, reviewNotice, targetTitle } from '../format';
import { approveInBulk } from '../modals/bulk-approve-modal';
import type { PendingCandidate, Result } from '../service';
import { PENDING_VIEW } from '../view-types';
import { renderLineDiff } from './line-diff';
import { DreamPanel } from './panel';
import type { PanelHost } from './panel-host';
import { describeSalience, plainWords } from '../../core/run/shell';
import type { Signals } from '../../core/engine';

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
  specific: 'Names a detail of its source',
};

const DEFAULT_RATIONALE = 'Approved in the pending panel';
const HELD_RATIONALE = 'Approved in the pending panel after a second confirmation, although it was held';

const HELD_FALLBACK = 'Held because of what its text says or where it came from. Read it and its sources before approving: a note is read at the start of every future session.';

/** Sources a card lists before "and N more". */
const SOURCES_SHOWN = 3;
/** Characters of a candidate's text beyond which it folds to a few lines. */
const FOLD_AT = 280;

/**
 * A card whose approval takes a second, explicit step: the review screen held
 * its words, or part of it comes from text the person did not write. Decided
 * from the candidate itself, so a card without the engine's sentence is held all the same.
 */
function isHeld(p: PendingCandidate): boolean {
  const c = p.candidate;
  return p.held !== undefined || c.hold?.by === 'screen' || c.derivedFromUntrusted || c.sources.some((s) => s.untrusted);
}

/**
 * Candidates waiting for a person. Scores nominate, they do not verify, so
 * each card shows what the score is made of, where the text came from (one
 * click to the source line) and exactly what approving would change in the
 * target note — the reviewer decides from evidence, not from a number.
 */
export class PendingView extends DreamPanel<PendingCandidate[]> {
  private selected = new Set<string>();
  private editing = new Set<string>();
  /** held cards whose "Approve anyway" was pressed: a confirmation is showing, with the edited text if any */
  private confirming = new Map<string, { editedText?: string }>();
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
    for (const id of [...this.confirming.keys()]) if (!ids.has(id)) this.confirming.delete(id);

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
    // "Select all" takes what may be approved together: a held card is read and decided on its own.
    const selectable = this.items.filter((p) => !isHeld(p));
    all.checked = selectable.length > 0 && selectable.every((p) => this.selected.has(p.candidate.id));
    all.addEventListener('change', () => {
      if (all.checked) for (const p of selectable) this.selected.add(p.candidate.id);
      else this.selected.clear();
      this.redraw();
    });
    const n = this.selected.size;
    const approvable = this.approvableSelection().length;
    const approve = row.createEl('button', { cls: 'mod-cta', text: `Approve ${approvable || ''}`.trim() });
    const reject = row.createEl('button', { text: `Reject ${n || ''}`.trim() });
    approve.disabled = approvable === 0;
    reject.disabled = n === 0;
    const heldCount = this.items.filter(isHeld).length;
    if (heldCount > 0) {
      bar.createDiv({
        cls: 'vd-muted vd-held-note',
        text: `${plural(heldCount, 'held candidate')} ${heldCount === 1 ? 'is' : 'are'} never approved together with others: open ${heldCount === 1 ? 'it' : 'each'} and decide on ${heldCount === 1 ? 'its' : 'its own'} card.`,
      });
    }
    approve.setAttr('aria-label', 'Approve the selected candidates');
    reject.setAttr('aria-label', 'Reject the selected candidates');
    // A visible label: a placeholder alone is gone once the person types.
    const bulkLabel = bar.createEl('label', { cls: 'vd-rationale-label', text: 'Reason for the selected (optional)' });
    const rationale = bulkLabel.createEl('input', {
      type: 'text',
      cls: 'vd-rationale',
      placeholder: 'For example: checked the source lines',
      attr: { 'aria-label': 'Reason for approving or rejecting the selected candidates (optional)' },
    });
    // A selection is a bulk approval: the person sees the list first, and what the review screen held stays.
    approve.addEventListener('click', () => {
      const ids = this.approvableSelection();
      if (ids.length === 0) return;
      void approveInBulk(this.app, this.host.service, ids, rationale.value.trim(), () => {
        this.selected.clear();
        void this.refresh();
        this.host.changed();
      });
    });
    reject.addEventListener('click', () => {
      void this.act('reject', [...this.selected], rationale.value.trim());
    });
  }

  /** The selection a bulk approval may take: never a held card, even one ticked by hand. */
  private approvableSelection(): string[] {
    const held = new Set(this.items.filter(isHeld).map((p) => p.candidate.id));
    return [...this.selected].filter((id) => !held.has(id));
  }

  private renderCard(parent: HTMLElement, item: PendingCandidate): void {
    const c = item.candidate;
    const card = parent.createDiv({ cls: 'vd-card vd-candidate', attr: { 'data-id': c.id } });
    if (c.derivedFromUntrusted) card.addClass('vd-untrusted');
    const held = isHeld(item);
    if (held) card.addClass('vd-held');

    const head = card.createDiv({ cls: 'vd-candidate-head' });
    const box = head.createEl('input', { type: 'checkbox', attr: { 'aria-label': `Select: ${short(c.text)}` } });
    box.checked = this.selected.has(c.id);
    box.addEventListener('change', () => {
      if (box.checked) this.selected.add(c.id);
      else this.selected.delete(c.id);
      this.redraw();
    });
    this.renderText(head, c.text);

    const badges = card.createDiv({ cls: 'vd-badges' });
    badges.createSpan({ cls: `vd-badge vd-tier-${item.tier}`, text: TIER_NAMES[item.tier] });
    badges.createSpan({ cls: 'vd-badge', text: c.kind.replace('_', ' ') });
    if (held) badges.createSpan({ cls: 'vd-badge vd-badge-warning', text: 'Held: read before approving' });
    if (c.derivedFromUntrusted) badges.createSpan({ cls: 'vd-badge vd-badge-warning', text: 'Derived from untrusted source' });
    if (item.receipt.state === 'valid') badges.createSpan({ cls: 'vd-badge vd-badge-approved', text: 'Approved · not written yet' });
    if (item.receipt.state === 'expired') {
      badges.createSpan({ cls: 'vd-badge vd-badge-expired', text: `Approval expired ${formatTime(item.receipt.expiredAt).slice(0, 10)}` });
    }

    const target = card.createDiv({ cls: 'vd-target' });
    target.createSpan({ cls: 'vd-muted', text: item.before === null ? 'Goes to a new note: ' : 'Goes to ' });
    this.noteLink(target, item.target, targetTitle(item));

    if (held) card.createDiv({ cls: 'vd-reason vd-held-why', text: item.held ?? HELD_FALLBACK });
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
    // Closed until asked: the numbers behind a suggestion are for a person who wants them, not the first thing on the card.
    const details = card.createEl('details', { cls: 'vd-score' });
    details.createEl('summary', { text: 'Why this?' });
    details.createDiv({ cls: 'vd-muted', text: `Seen on ${plural(c.recurrence, 'day')}; its score is ${c.confidence.toFixed(2)}, the sum of the rows below.` });
    const table = details.createEl('table', { cls: 'vd-score-table' });
    const head = table.createEl('tr');
    for (const h of ['Signal', 'Value', 'Weight', 'Adds']) head.createEl('th', { text: h });
    for (const key of Object.keys(SIGNAL_NAMES) as (keyof Signals)[]) {
      // Only a candidate about a current theme, or a model's line naming a detail of its source, carries that signal; a row of zeros would only add noise.
      if ((key === 'theme' || key === 'specific') && c.signals[key] === undefined) continue;
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
    const all = item.candidate.sources;
    const ul = sources.createEl('ul');
    // A few sources say where it came from; the rest fold, so one card does not fill the panel.
    let list = ul;
    for (const [i, s] of all.entries()) {
      if (i === SOURCES_SHOWN) {
        const more = sources.createEl('details', { cls: 'vd-more-sources' });
        more.createEl('summary', { text: `and ${all.length - SOURCES_SHOWN} more` });
        list = more.createEl('ul');
      }
      const li = list.createEl('li');
      const range = s.startLine === s.endLine ? `line ${s.startLine}` : `lines ${s.startLine}–${s.endLine}`;
      this.noteLink(li, s.path, `${noteTitle(s.path)}, ${range}`, s.startLine);
      if (s.untrusted) li.createSpan({ cls: 'vd-badge vd-badge-warning', text: s.role.replace('_', ' ') });
      if (s.snippet) li.createDiv({ cls: 'vd-snippet', text: s.snippet });
    }
  }

  private renderActions(card: HTMLElement, item: PendingCandidate): void {
    const id = item.candidate.id;
    const label = card.createEl('label', { cls: 'vd-rationale-label', text: 'Reason (optional, kept with your decision)' });
    const rationale = label.createEl('input', { type: 'text', cls: 'vd-rationale', placeholder: 'For example: not true any more', attr: { 'aria-label': `Reason for your decision on: ${short(item.candidate.text)}` } });
    if (this.editing.has(id)) {
      const area = card.createEl('textarea', { cls: 'vd-edit', attr: { rows: 3, 'aria-label': 'Edited text' } });
      area.value = item.candidate.text;
      const actions = card.createDiv({ cls: 'vd-actions' });
      const held = isHeld(item);
      const save = actions.createEl('button', { cls: held ? 'mod-warning' : 'mod-cta', text: held ? 'Approve edited text anyway' : 'Approve edited text' });
      save.addEventListener('click', () => {
        const text = area.value.trim();
        if (text.length === 0) {
          new Notice('The edited text is empty. Write the memory as it should be saved, or reject the candidate.');
          return;
        }
        if (held) {
          // Edited or not, a held card is approved only after its confirmation.
          this.editing.delete(id);
          this.confirming.set(id, { editedText: text });
          this.redraw();
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
    if (isHeld(item)) {
      this.renderHeldActions(actions, item, rationale);
      return;
    }
    actions
      .createEl('button', { cls: 'mod-cta', text: 'Approve', attr: { 'aria-label': `Approve: ${short(item.candidate.text)}` } })
      .addEventListener('click', () => void this.act('approve', [id], rationale.value.trim()));
    this.editButton(actions, item);
    this.rejectButton(actions, item, rationale, 'mod-warning');
  }

  /** Edit, then approve: the card turns into an editor of its text. */
  private editButton(actions: HTMLElement, item: PendingCandidate): void {
    actions.createEl('button', { text: 'Edit', attr: { 'aria-label': `Edit, then approve: ${short(item.candidate.text)}` } }).addEventListener('click', () => {
      this.editing.add(item.candidate.id);
      this.redraw();
    });
  }

  /** Reject: the primary choice on a held card (`mod-cta`), a warning beside Approve on the others. */
  private rejectButton(actions: HTMLElement, item: PendingCandidate, rationale: HTMLInputElement, cls: 'mod-cta' | 'mod-warning'): void {
    actions
      .createEl('button', { cls, text: 'Reject', attr: { 'aria-label': `Reject: ${short(item.candidate.text)}` } })
      .addEventListener('click', () => void this.act('reject', [item.candidate.id], rationale.value.trim()));
  }

  /**
   * A held card: rejecting is the one-click choice; approving takes "Approve
   * anyway", then a confirmation that says again why it was held.
   */
  private renderHeldActions(actions: HTMLElement, item: PendingCandidate, rationale: HTMLInputElement): void {
    const id = item.candidate.id;
    const confirm = this.confirming.get(id);
    if (confirm) {
      const box = actions.createDiv({ cls: 'vd-confirm', attr: { role: 'group', 'aria-label': `Confirm approving: ${short(item.candidate.text)}` } });
      box.createDiv({ cls: 'vd-confirm-text', text: `Approve it although it was held? ${confirm.editedText === undefined ? 'Its text' : 'Your edited text'} will be written to ${targetTitle(item)}, and notes there are read at the start of every future session.` });
      const row = box.createDiv({ cls: 'vd-actions' });
      row
        .createEl('button', { cls: 'mod-warning', text: 'Yes, approve it', attr: { 'aria-label': `Yes, approve although held: ${short(item.candidate.text)}` } })
        .addEventListener('click', () => void this.act('approve', [id], rationale.value.trim() || HELD_RATIONALE, confirm.editedText));
      row.createEl('button', { text: 'Cancel', attr: { 'aria-label': `Cancel approving: ${short(item.candidate.text)}` } }).addEventListener('click', () => {
        this.confirming.delete(id);
        this.redraw();
      });
      return;
    }
    this.rejectButton(actions, item, rationale, 'mod-cta');
    this.editButton(actions, item);
    actions.createEl('button', { cls: 'vd-approve-anyway', text: 'Approve anyway', attr: { 'aria-label': `Approve although held: ${short(item.candidate.text)}` } }).addEventListener('click', () => {
      this.confirming.set(id, {});
      this.redraw();
    });
  }

  /** The candidate's words; a long text folds to a few lines with a button to show it all. */
  private renderText(head: HTMLElement, text: string): void {
    const body = head.createDiv({ cls: 'vd-candidate-body' });
    const el = body.createDiv({ cls: 'vd-candidate-text', text });
    if (text.length <= FOLD_AT) return;
    el.addClass('vd-folded');
    const toggle = body.createEl('button', { cls: 'vd-fold-toggle', text: 'Show all', attr: { 'aria-expanded': 'false' } });
    toggle.addEventListener('click', () => {
      const folded = el.hasClass('vd-folded');
      el.toggleClass('vd-folded', !folded);
      toggle.setText(folded ? 'Show less' : 'Show all');
      toggle.setAttr('aria-expanded', folded ? 'true' : 'false');
    });
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
        this.confirming.delete(id);
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
