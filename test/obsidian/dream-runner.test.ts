/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
import '../setup-dom';
import type { Progress } from '../../src/core/ports/context';
import { DreamRunner } from '../../src/obsidian/dream-runner';
import type { RunHooks } from '../../src/obsidian/service';
import { FakeDreamService, summary } from './fake-service';

function setup() {
  const service = new FakeDreamService();
  const statusEl = document.body.createDiv();
  const notices: string[] = [];
  let finished = 0;
  const runner = new DreamRunner(service, { statusEl, notify: (m) => notices.push(m), finished: () => void finished++ });
  return { service, statusEl, notices, runner, finished: () => finished };
}

describe('DreamRunner', () => {
  test('a scheduled run the guardian skips stays quiet: status bar only, no notice', async () => {
    const s = setup();
    s.service.runAnswer = () => Promise.resolve({ ok: true, value: { kind: 'done', summary: summary({ status: 'skipped', messages: [{ level: 'info', text: 'last dream 3 h ago, nothing new' }] }) } });
    await s.runner.run('scheduled');
    expect(s.service.callsTo('run')).toEqual([{ method: 'run', args: ['scheduled'] }]);
    expect(s.notices).toEqual([]);
    expect(s.statusEl.textContent).toBe('Dream: nothing new since the last dream');
    expect(s.finished()).toBe(1);
  });

  test('a completed run ends with exactly one notice, the one-line summary', async () => {
    const s = setup();
    await s.runner.run('scheduled');
    expect(s.notices).toEqual(['Dream finished: 8 daily notes read, 1 note written, 2 candidates waiting for review. Report: Memory/Dreaming/Reports/2026-11-29.md.']);
  });

  test('progress goes to the status bar; clicking it cancels through the signal', async () => {
    const s = setup();
    let hooks: RunHooks | undefined;
    let release: () => void = () => undefined;
    s.service.runAnswer = (_t, h) => {
      hooks = h;
      return new Promise((resolve) => {
        release = () => resolve({ ok: true, value: { kind: 'done', summary: summary({ status: 'stopped' }) } });
      });
    };
    const running = s.runner.run('manual');
    const progress: Progress = { phase: 'extract', detail: '', files: 8, modelCalls: 2 };
    hooks?.onProgress?.(progress);
    expect(s.statusEl.textContent).toBe('Dream: finding candidates · 8 files · 2 model calls');
    expect(s.runner.running).toBe(true);
    s.runner.cancel();
    expect(hooks?.signal?.aborted).toBe(true);
    release();
    await running;
    expect(s.notices[0]).toMatch(/^Dream stopped early.*You stopped it/);
    expect(s.runner.running).toBe(false);
  });

  test('a second manual run while one runs is refused with a notice saying how to stop the first', async () => {
    const s = setup();
    let release: () => void = () => undefined;
    s.service.runAnswer = () => new Promise((resolve) => (release = () => resolve({ ok: true, value: { kind: 'done', summary: summary() } })));
    const first = s.runner.run('scheduled');
    await s.runner.run('manual');
    expect(s.notices).toEqual(['A dream is already running. To stop it, use the command "Stop the running dream" or click the dream status in the status bar.']);
    release();
    await first;
    expect(s.service.callsTo('run')).toHaveLength(1);
  });

  test('another device holds the lock: scheduled says so quietly in the status bar', async () => {
    const s = setup();
    s.service.runAnswer = () => Promise.resolve({ ok: true, value: { kind: 'locked', deviceId: 'laptop-7', until: Date.parse('2026-11-29T03:40:00Z') } });
    await s.runner.run('scheduled');
    expect(s.notices).toEqual([]);
    expect(s.statusEl.textContent).toMatch(/^Dream running on device laptop-7 until \d\d:\d\d; not starting here$/);
  });

  test('a failure is one notice that says what happened and what to do, never a stack trace', async () => {
    const s = setup();
    s.service.runAnswer = () =>
      Promise.resolve({
        ok: false,
        message: 'the dream stopped before finishing because the backup of Memory/MEMORY.md could not be written. What was written is backed up and listed in the dream log.',
        messages: [{ level: 'error', path: 'Memory/MEMORY.md', text: 'backup failed: disk full' }],
      });
    await s.runner.run('scheduled');
    expect(s.notices).toHaveLength(1);
    expect(s.notices[0]).toMatch(/^Dream failed: the dream stopped before finishing/);
    expect(s.notices[0]).toContain('Memory/MEMORY.md: backup failed: disk full');
    expect(s.notices[0]).not.toMatch(/\n\s+at /);
  });

  test('a thrown error (a bug) still ends in a readable notice and frees the runner', async () => {
    const s = setup();
    s.service.runAnswer = () => Promise.reject(new Error('boom'));
    await s.runner.run('manual');
    expect(s.notices[0]).toMatch(/^Dream failed unexpectedly \(boom\)\. .*run it again/);
    expect(s.runner.running).toBe(false);
  });
});
