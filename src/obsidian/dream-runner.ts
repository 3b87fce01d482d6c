import type { Progress } from '../core/ports/context';
import { formatTime, summaryLine } from './format';
import type { DreamService, RunTrigger } from './service';

const PHASE_NAMES: Record<Progress['phase'], string> = {
  sense: 'reading notes',
  extract: 'finding candidates',
  consolidate: 'writing notes',
  settle: 'updating the index',
  done: 'finishing',
};

interface RunnerOutput {
  /** the status bar item */
  statusEl: HTMLElement;
  /** a notice the person sees */
  notify(message: string): void;
  /** a run ended (whatever its outcome): refresh panels and the ribbon */
  finished(): void;
  /** where progress shows on a device without a status bar (phones) */
  progress?: { show(text: string): void; hide(): void };
}

/**
 * Runs one dream at a time without blocking the UI: progress goes to the
 * status bar, a click there or the *Stop the running dream* command cancels
 * (the engine starts no write after it and rolls back what the run wrote),
 * and the end is one notice. Scheduled runs that decide not to run stay quiet —
 * a notice every time Obsidian opens would teach people to ignore notices.
 */
export class DreamRunner {
  private controller: AbortController | null = null;
  private current: Promise<void> | null = null;

  constructor(private readonly service: DreamService, private readonly out: RunnerOutput) {
    out.statusEl.addClass('vd-status');
    // Read out as it changes; while a dream runs it becomes the button that stops it.
    out.statusEl.setAttr('role', 'status');
    out.statusEl.setAttr('aria-live', 'polite');
  }

  get running(): boolean {
    return this.controller !== null;
  }

  /** the status bar was clicked, the stop command chosen, or the plugin is unloading */
  cancel(): void {
    if (!this.controller || this.controller.signal.aborted) return;
    this.controller.abort();
    this.setStatus('Dream: stopping after the current step…');
  }

  /** resolves once the running dream (if any) has ended, its rollback included */
  settled(): Promise<void> {
    return this.current ?? Promise.resolve();
  }

  run(trigger: RunTrigger): Promise<void> {
    if (this.controller) {
      if (trigger === 'manual') this.out.notify('A dream is already running. To stop it, use the command "Stop the running dream" or click the dream status in the status bar.');
      return Promise.resolve();
    }
    const controller = new AbortController();
    this.controller = controller;
    const done = this.runWith(trigger, controller.signal);
    this.current = done;
    return done;
  }

  private async runWith(trigger: RunTrigger, signal: AbortSignal): Promise<void> {
    this.out.statusEl.addClass('is-running');
    this.out.statusEl.setAttr('role', 'button');
    this.out.statusEl.setAttr('tabindex', '0');
    this.out.statusEl.setAttr('aria-label', 'Stop the dream');
    this.setStatus('Dream: starting…');
    try {
      const result = await this.service.run(trigger, { signal, onProgress: (p) => this.progress(p) });
      if (!result.ok) {
        this.setStatus('Dream failed');
        const problems = (result.messages ?? []).filter((m) => m.level === 'error').map((m) => (m.path ? `${m.path}: ${m.text}` : m.text));
        this.out.notify(['Dream failed: ' + result.message, ...problems.slice(0, 3)].join('\n'));
        return;
      }
      const outcome = result.value;
      if (outcome.kind === 'locked') {
        const text = `Dream running on device ${outcome.deviceId} until ${formatTime(outcome.until).slice(11)}; not starting here`;
        this.setStatus(text);
        if (trigger === 'manual') this.out.notify(`${text}. Try again after it finishes.`);
        return;
      }
      if (outcome.kind === 'elsewhere') {
        const text = outcome.deviceId === null ? 'Dream: choose the device that dreams' : `Dreams run on ${outcome.deviceName ? `“${outcome.deviceName}”` : `device ${outcome.deviceId}`}`;
        this.setStatus(text);
        if (trigger === 'manual') this.out.notify(outcome.message);
        return;
      }
      const s = outcome.summary;
      if (s.status === 'skipped') {
        this.setStatus('Dream: nothing new since the last dream');
        if (trigger === 'manual') this.out.notify(summaryLine(s));
        return;
      }
      this.setStatus(`Last dream ${formatTime(Date.now()).slice(11)}${s.pending > 0 ? ` · ${s.pending} to review` : ''}`);
      const cancelled = signal.aborted && s.status === 'stopped' ? ' You stopped it; what was written before that is kept and backed up.' : '';
      this.out.notify(summaryLine(s) + cancelled);
    } catch (e) {
      // The service returns failures as values; this is a bug path, so say
      // what to do rather than show a stack trace.
      this.setStatus('Dream failed');
      this.out.notify(`Dream failed unexpectedly (${e instanceof Error ? e.message : String(e)}). Nothing after the failure was written; run it again, and report the problem if it repeats.`);
    } finally {
      this.controller = null;
      this.current = null;
      this.out.statusEl.removeClass('is-running');
      this.out.statusEl.removeAttribute('aria-label');
      this.out.statusEl.removeAttribute('tabindex');
      this.out.statusEl.setAttr('role', 'status');
      this.out.progress?.hide();
      this.out.finished();
    }
  }

  private progress(p: Progress): void {
    const parts = [`Dream: ${PHASE_NAMES[p.phase]}`];
    if (p.files !== undefined) parts.push(`${p.files} files`);
    if (p.modelCalls !== undefined) parts.push(`${p.modelCalls} model calls`);
    this.setStatus(parts.join(' · '));
  }

  private setStatus(text: string): void {
    this.out.statusEl.setText(text);
    if (this.running) this.out.progress?.show(text);
  }
}
