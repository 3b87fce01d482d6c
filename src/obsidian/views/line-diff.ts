import { diffLines } from 'diff';

interface DiffRow {
  kind: 'added' | 'removed' | 'context' | 'fold';
  text: string;
}

/**
 * Line diff of a target note before and after an approval, with unchanged
 * runs folded to `context` lines around each change: a person reviews the
 * lines that move, not the whole note. Pure, so it is tested without a DOM.
 */
export function diffRows(before: string | null, after: string, context = 2): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const part of diffLines(before ?? '', after)) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'context';
    for (const text of lines) rows.push({ kind, text });
  }
  const keep = rows.map(() => false);
  rows.forEach((row, i) => {
    if (row.kind === 'context') return;
    for (let j = Math.max(0, i - context); j <= Math.min(rows.length - 1, i + context); j++) keep[j] = true;
  });
  const out: DiffRow[] = [];
  let folded = 0;
  rows.forEach((row, i) => {
    if (keep[i]) {
      if (folded > 0) out.push({ kind: 'fold', text: `${folded} unchanged line${folded === 1 ? '' : 's'}` });
      folded = 0;
      out.push(row);
    } else folded++;
  });
  if (folded > 0) out.push({ kind: 'fold', text: `${folded} unchanged line${folded === 1 ? '' : 's'}` });
  return out;
}

const MARK: Record<DiffRow['kind'], string> = { added: '+', removed: '-', context: ' ', fold: '⋯' };

export function renderLineDiff(parent: HTMLElement, before: string | null, after: string): HTMLElement {
  const box = parent.createDiv({ cls: 'vd-diff' });
  if (before === null) box.createDiv({ cls: 'vd-diff-caption', text: 'New note' });
  for (const row of diffRows(before, after)) {
    const line = box.createDiv({ cls: `vd-diff-line vd-diff-${row.kind}` });
    line.createSpan({ cls: 'vd-diff-mark', text: MARK[row.kind] });
    line.createSpan({ cls: 'vd-diff-text', text: row.text });
  }
  return box;
}
