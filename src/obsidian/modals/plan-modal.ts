import { Modal, type App } from 'obsidian';
import { describeModelEstimate } from '../../core/run/shell';
import { plural } from '../format';
import { renderLineDiff } from '../views/line-diff';
import type { Plan } from '../../core/engine';

/**
 * The dry run, shown: what a dream would read and write, each write with its
 * diff. Nothing here writes — previewing must be safe to do at any time.
 */
export class PlanPreviewModal extends Modal {
  constructor(app: App, private readonly plan: Plan) {
    super(app);
  }

  override onOpen(): void {
    const { plan } = this;
    this.setTitle('Dream preview (nothing written)');
    const el = this.contentEl;
    const sel = plan.selection;
    if (sel.selected.length === 0) {
      el.createEl('p', { text: 'No daily notes since the last dream: a dream now would write nothing.' });
    } else {
      const deferred = sel.deferred.length > 0 ? `, ${sel.deferred.length} left for the next run` : '';
      el.createEl('p', {
        text: `Would read ${plural(sel.selected.length, 'log')} (${sel.selected[0]?.date ?? ''} to ${sel.selected[sel.selected.length - 1]?.date ?? ''})${deferred}, and consolidate through ${sel.newWatermark ?? 'the same date'}.`,
      });
    }
    for (const note of sel.notes) el.createEl('p', { cls: 'vd-muted', text: note });
    const estimate = plan.modelEstimate;
    if (estimate) {
      // Cost before spending: the preview never asks the model.
      el.createEl('p', { cls: 'vd-plan-model', text: `A dream would ${describeModelEstimate(estimate)}.` });
      if (estimate.overBudget) {
        el.createEl('p', { cls: 'vd-plan-over-budget', text: `Over the budget per dream: ${estimate.overBudget}. A dream would make no model call and read every note with the offline extractor; raise the budget in settings, or lower the notes per dream.` });
      }
      el.createEl('p', { cls: 'vd-muted', text: 'This preview did not ask the model: the candidates below come from the offline extractor.' });
    }

    if (plan.writes.length > 0) {
      el.createEl('h4', { text: `${plural(plan.writes.length, 'write')}` });
      for (const w of plan.writes) {
        const d = el.createEl('details', { cls: 'vd-plan-write' });
        d.createEl('summary', { text: `${w.action === 'create' ? 'Create' : 'Update'} ${w.target} — ${w.reason}` });
        renderLineDiff(d, w.expected, w.content);
      }
    }
    if (plan.pending.length > 0) {
      el.createEl('p', { text: `${plural(plan.pending.length, 'candidate')} would wait for your review in the pending panel.` });
    }
    if (plan.gatedOut.length > 0) {
      el.createEl('h4', { text: 'Gated out' });
      const ul = el.createEl('ul', { cls: 'vd-modal-list' });
      for (const g of plan.gatedOut) ul.createEl('li', { text: `${g.text} — ${g.reason}` });
    }
    const problems = plan.messages.filter((m) => m.level !== 'info');
    if (problems.length > 0) {
      el.createEl('h4', { text: 'Problems found' });
      const ul = el.createEl('ul', { cls: 'vd-modal-list' });
      for (const m of problems) ul.createEl('li', { text: m.path ? `${m.path}: ${m.text}` : m.text });
    }
    const actions = el.createDiv({ cls: 'vd-actions' });
    actions.createEl('button', { text: 'Close' }).addEventListener('click', () => this.close());
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
