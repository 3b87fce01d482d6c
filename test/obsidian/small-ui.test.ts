/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
/**
 * The smaller items of issue 22's list, each with its behaviour: the status
 * bar is a keyboard-reachable stop button only while a dream runs, progress
 * reaches a device without a status bar, "copied" is said only when the path
 * was, a pruned run's card says so and a phone gets no Backups button, and
 * the reason fields carry visible labels.
 */
import '../setup-dom';
import type { WorkspaceLeaf } from 'obsidian';
import { createTestApp, Notice, type WorkspaceLeaf as FakeLeaf } from '../fakes/obsidian-ui';
import { DreamRunner } from '../../src/obsidian/dream-runner';
import { noticeProgress, showBackupFolder } from '../../src/obsidian/notices';
import type { RunHooks, RunOutcomeView, Result } from '../../src/obsidian/service';
import { DreamLogView } from '../../src/obsidian/views/dream-log-view';
import type { PanelHost } from '../../src/obsidian/views/panel-host';
import { PendingView } from '../../src/obsidian/views/pending-view';
import { FakeDreamService, summary } from './fake-service';

const NOW = Date.parse('2026-11-29T09:00:00Z');

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

beforeEach(() => {
  Notice.messages = [];
});

describe('status bar and progress', () => {
  test('idle it is a polite status; while a dream runs it is a focusable "Stop the dream" button; after, a status again', async () => {
    const service = new FakeDreamService();
    const statusEl = document.body.createDiv();
    const shown: string[] = [];
    let hidden = 0;
    const runner = new DreamRunner(service, {
      statusEl,
      notify: () => undefined,
      finished: () => undefined,
      progress: { show: (t) => shown.push(t), hide: () => void hidden++ },
    });
    expect([statusEl.getAttribute('role'), statusEl.getAttribute('aria-live'), statusEl.getAttribute('tabindex')]).toEqual(['status', 'polite', null]);
    let hooks: RunHooks | undefined;
    let release: () => void = () => undefined;
    service.runAnswer = (_t, h) => {
      hooks = h;
      return new Promise<Result<RunOutcomeView>>((resolve) => {
        release = () => resolve({ ok: true, value: { kind: 'done', summary: summary() } });
      });
    };
    const running = runner.run('manual');
    expect([statusEl.getAttribute('role'), statusEl.getAttribute('tabindex'), statusEl.getAttribute('aria-label')]).toEqual(['button', '0', 'Stop the dream']);
    hooks?.onProgress?.({ phase: 'sense', detail: '', files: 3 });
    // A phone sees the same progress in its notice.
    expect(shown).toEqual(['Dream: starting…', 'Dream: reading notes · 3 files']);
    release();
    await running;
    expect([statusEl.getAttribute('role'), statusEl.getAttribute('tabindex'), statusEl.getAttribute('aria-label')]).toEqual(['status', null, null]);
    expect(hidden).toBe(1);
  });

  test('the progress notice is one notice, updated in place, and goes when hidden', () => {
    const p = noticeProgress();
    p.show('Dream: starting…');
    p.show('Dream: reading notes');
    expect(Notice.messages).toEqual(['Dream: starting…', 'Dream: reading notes']);
    p.hide();
    p.show('Dream: starting…');
    expect(Notice.messages).toHaveLength(3);
  });
});

describe('"The path is copied" only when it was', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });
  const withClipboard = (writeText: ((t: string) => Promise<void>) | null) =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });

  test.each([
    ['the copy succeeds', () => Promise.resolve(), true],
    ['the copy is refused', () => Promise.reject(new Error('NotAllowedError')), false],
    ['there is no clipboard', null, false],
  ] as const)('%s', async (_name, writeText, copied) => {
    withClipboard(writeText);
    await showBackupFolder('.dreams/backups/20261129-0312');
    expect(Notice.messages).toHaveLength(1);
    expect(Notice.messages[0]).toContain('Backups are in .dreams/backups/20261129-0312');
    expect(Notice.messages[0]?.includes('The path is copied')).toBe(copied);
  });
});

function panelSetup(over: Partial<PanelHost> = {}) {
  const app = createTestApp();
  const service = new FakeDreamService();
  const host: PanelHost = {
    service,
    now: () => NOW,
    openNote: () => undefined,
    showFolder: () => undefined,
    startUndo: () => undefined,
    startLinkFromIndex: () => undefined,
    changed: () => undefined,
    ...over,
  };
  const leaf = app.workspace.getRightLeaf(false) as FakeLeaf;
  return { service, host, leaf: leaf as unknown as WorkspaceLeaf };
}

describe('dream log cards', () => {
  const buttons = (el: Element) => Array.from(el.querySelectorAll('button')).map((b) => b.textContent);

  test('a phone (no way to open a hidden folder) gets no Backups button', async () => {
    const s = panelSetup();
    const phone: PanelHost = { ...s.host };
    delete phone.showFolder;
    const view = new DreamLogView(s.leaf, phone);
    await (view as unknown as { open(): Promise<void> }).open();
    expect(buttons(view.contentEl)).not.toContain('Backups');
    const desktop = panelSetup();
    const dv = new DreamLogView(desktop.leaf, desktop.host);
    await (dv as unknown as { open(): Promise<void> }).open();
    expect(buttons(dv.contentEl)).toContain('Backups');
  });

  test('a card whose backups the retention setting removed says so and offers no Backups button', async () => {
    const s = panelSetup();
    s.service.log = s.service.log.map((c, i) => (i === 1 ? { ...c, backupFolder: null, backupsRemovedOn: '2026-12-30' } : c));
    const view = new DreamLogView(s.leaf, s.host);
    await (view as unknown as { open(): Promise<void> }).open();
    const older = view.contentEl.querySelectorAll('details.vd-dream')[1] as HTMLElement;
    expect(older.textContent).toContain('Backupsremoved on 2026-12-30: older than the backup settings keep, so this dream can no longer be undone');
    expect(buttons(older)).not.toContain('Backups');
  });
});

describe('reason fields', () => {
  test('carry a visible label, not only a placeholder', async () => {
    const s = panelSetup();
    const view = new PendingView(s.leaf, s.host);
    await (view as unknown as { open(): Promise<void> }).open();
    await settle();
    const inputs = Array.from(view.contentEl.querySelectorAll<HTMLInputElement>('input.vd-rationale'));
    expect(inputs.length).toBeGreaterThan(1);
    for (const input of inputs) {
      const label = input.closest('label');
      expect(label?.classList.contains('vd-rationale-label')).toBe(true);
      expect(label?.firstChild?.textContent).toMatch(/^Reason/);
    }
  });
});

