/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import type { App } from 'obsidian';
import { createTestApp } from '../fakes/obsidian-ui';
import { SectionPickerModal } from '../../src/obsidian/modals/section-modal';
import { UndoModal } from '../../src/obsidian/modals/undo-modal';

const app = createTestApp() as unknown as App;

function buttons(m: { contentEl: HTMLElement }): HTMLButtonElement[] {
  return Array.from(m.contentEl.querySelectorAll('button'));
}

/** the fake Modal records whether it is open; the real type does not say */
const isOpen = (m: object) => (m as { isOpen: boolean }).isOpen;

describe('undo confirmation', () => {
  test('lists what it restores and what it refuses, and undoes only on confirm', () => {
    let confirmed = 0;
    const m = new UndoModal(app, {
      runId: 'r2',
      runNumber: 2,
      restore: [{ path: 'Memory/Topics/seedling.md', action: 'restore', backup: null }, { path: 'Memory/Topics/bike-rebuild.md', action: 'remove', backup: null }],
      refuse: [{ path: 'Memory/MEMORY.md', reason: 'you edited it after the dream wrote it' }],
      queued: 3,
    }, () => void confirmed++);
    m.open();
    expect(m.titleEl.textContent).toBe('Undo dream #2?');
    const items = Array.from(m.contentEl.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual([
      'Memory/Topics/seedling.md (restored from its backup)',
      'Memory/Topics/bike-rebuild.md (created by the dream: removed)',
      'Memory/MEMORY.md: you edited it after the dream wrote it',
    ]);
    expect(Array.from(m.contentEl.querySelectorAll('p')).map((p) => p.textContent)).toContain('3 candidates the dream added to the review queue will be taken out.');
    buttons(m).find((b) => b.textContent === 'Cancel')?.click();
    expect(confirmed).toBe(0);
    m.open();
    buttons(m).find((b) => b.textContent === 'Undo dream #2')?.click();
    expect(confirmed).toBe(1);
    expect(isOpen(m)).toBe(false);
  });

  test('nothing restorable: the confirm button is disabled', () => {
    const m = new UndoModal(app, { runId: 'r2', runNumber: null, restore: [], refuse: [{ path: 'a.md', reason: 'changed' }], queued: 0 }, () => undefined);
    m.open();
    expect(buttons(m).find((b) => b.textContent === 'Undo run r2')?.disabled).toBe(true);
    m.close();
  });
});

describe('section picker', () => {
  test('one button per index section; picking one closes and reports it', () => {
    const picked: string[] = [];
    const m = new SectionPickerModal(app, 'Memory/Topics/sourdough.md', ['About me', 'Projects'], (s) => void picked.push(s));
    m.open();
    expect(buttons(m).map((b) => b.textContent)).toEqual(['About me', 'Projects', 'Cancel']);
    buttons(m)[1]?.click();
    expect(picked).toEqual(['Projects']);
    expect(isOpen(m)).toBe(false);
  });
});
