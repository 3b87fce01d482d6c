import { debounce, Notice, Platform, Plugin, type TAbstractFile, type WorkspaceLeaf } from 'obsidian';
import { systemClock } from './core/ports/clock';
import type { EngineContext } from './core/ports/context';
import { loadSettings, type Settings } from './core/ports/settings';
import { registerCommands } from './obsidian/commands';
import { DreamRunner } from './obsidian/dream-runner';
import { EngineDreamService } from './obsidian/engine-service';
import { loadEngine } from './obsidian/lazy-engine';
import { pendingLabel, plural } from './obsidian/format';
import { approveInBulk } from './obsidian/modals/bulk-approve-modal';
import { ExplainModal } from './obsidian/modals/explain-modal';
import { FirstRunModal, firstRunFacts } from './obsidian/modals/first-run-modal';
import { PlanPreviewModal } from './obsidian/modals/plan-modal';
import { SectionPickerModal } from './obsidian/modals/section-modal';
import { UndoModal } from './obsidian/modals/undo-modal';
import { ObsidianVault } from './obsidian/obsidian-vault';
import { panelsDependOn } from './obsidian/panel-refresh';
import { noticeProgress, showBackupFolder } from './obsidian/notices';
import { obsidianDates } from './obsidian/obsidian-dates';
import { obsidianYaml } from './obsidian/obsidian-yaml';
import { requestUrlHttp } from './obsidian/request-url-http';
import { DreamScheduler, type Timers } from './obsidian/scheduler';
import type { DreamService, RunHooks } from './obsidian/service';
import { DreamSettingTab, type SettingsHost } from './obsidian/settings-tab';
import { ALL_PANELS, DREAM_LOG_VIEW, PENDING_VIEW, UNREACHABLE_VIEW, type PanelKind } from './obsidian/view-types';
import { DreamLogView } from './obsidian/views/dream-log-view';
import { DreamPanel } from './obsidian/views/panel';
import type { PanelHost } from './obsidian/views/panel-host';
import { PendingView } from './obsidian/views/pending-view';
import { UnreachableView } from './obsidian/views/unreachable-view';

const DEVICE_KEY = 'vault-dreaming-device-id';
/** per device: what the person calls this device (else a name from its platform) */
const DEVICE_NAME_KEY = 'vault-dreaming-device-name';
/** per device: the first-run view was shown here */
const FIRST_RUN_SHOWN_KEY = 'vault-dreaming-first-run-shown';
/** per device, phones only: dream after opening the vault (off unless the person turns it on) */
const RUN_ON_OPEN_HERE_KEY = 'vault-dreaming-run-on-open-here';

/** data.json: the settings, and when the person started their first dream. */
type PluginData = Settings & { firstDreamStartedAt?: string };

/**
 * The plugin: wiring only. onload registers what Obsidian needs to draw the
 * plugin (views, commands, ribbon, settings tab, status bar) and reads nothing
 * from the vault — startup work waits for the layout, so enabling the plugin
 * never slows opening the vault.
 */
export default class VaultDreamingPlugin extends Plugin {
  override settings!: Settings;
  service!: DreamService;
  private runner!: DreamRunner;
  private ribbonEl!: HTMLElement;
  private settingsProblems: string[] = [];
  /**
   * When the person started a dream themselves for the first time (ISO time);
   * null until then, and until then nothing runs on a schedule. Kept in
   * data.json, so it follows the vault to the person's other devices.
   */
  private firstDreamStartedAt: string | null = null;
  private dailyFolder: string | null = null;
  private panelsStale = debounce(() => this.refreshPanels(), 750, true);
  private persistSoon = debounce(() => void this.persist(), 500, true);
  /** A lock this device holds from before this instant is from a run that died with the app. */
  private readonly loadedAt = Date.now();

  override async onload(): Promise<void> {
    const raw: unknown = await this.loadData();
    const loaded = loadSettings(raw);
    this.settings = loaded.settings;
    const started = (raw as Partial<PluginData> | null)?.firstDreamStartedAt;
    this.firstDreamStartedAt = typeof started === 'string' && started !== '' ? started : null;
    this.settingsProblems = loaded.problems;

    this.service = new EngineDreamService({
      context: (hooks) => this.engineContext(hooks),
      reviewer: () => `obsidian:${this.deviceId()}`,
    });
    const host = this.panelHost();
    this.registerView(DREAM_LOG_VIEW.type, (leaf) => new DreamLogView(leaf, host));
    this.registerView(UNREACHABLE_VIEW.type, (leaf) => new UnreachableView(leaf, host));
    this.registerView(PENDING_VIEW.type, (leaf) => new PendingView(leaf, host));

    registerCommands(this, {
      runNow: () => void this.runByPerson(),
      stopRunning: () => (this.runner.running ? () => this.runner.cancel() : null),
      preview: () => void this.preview(),
      undoLast: () => void this.startUndo(),
      explain: () => new ExplainModal(this.app, this.service).open(),
      approvePassing: () => void this.approvePassing(),
      dreamOnThisDevice: () => void this.dreamOnThisDevice(),
      openPanel: (kind) => void this.openPanel(kind),
    });

    this.ribbonEl = this.addRibbonIcon(PENDING_VIEW.icon, 'Open pending candidates', () => void this.openPanel(PENDING_VIEW));

    const statusEl = this.addStatusBarItem();
    this.runner = new DreamRunner(this.service, {
      statusEl,
      // Phones show no status bar: progress goes to one notice that stays until the dream ends.
      ...(Platform.isMobile ? { progress: noticeProgress() } : {}),
      notify: (message) => new Notice(message, 10_000),
      finished: () => this.refreshPanels(),
    });
    this.registerDomEvent(statusEl, 'click', () => this.runner.cancel());
    // While a dream runs the status item is a button: Enter or Space stops it as a click does.
    this.registerDomEvent(statusEl, 'keydown', (e: KeyboardEvent) => {
      if ((e.key === 'Enter' || e.key === ' ') && this.runner.running) {
        e.preventDefault();
        this.runner.cancel();
      }
    });

    this.addSettingTab(new DreamSettingTab(this.app, this, this.settingsHost()));

    this.app.workspace.onLayoutReady(() => {
      this.onLayoutReady().catch((e: unknown) => new Notice(`Vault Dreaming could not finish starting: ${errorText(e)}. Reload the plugin, and report the problem if it repeats.`, 0));
    });
  }

  /**
   * Disabling the plugin (or closing the app) cancels a running dream: no
   * write starts after this, and the engine rolls back what the run wrote, so
   * the vault is never left with half a night's work.
   */
  override onunload(): void {
    this.runner?.cancel();
  }

  /** resolves once a running dream has ended (after unload: once its rollback is done) */
  dreamSettled(): Promise<void> {
    return this.runner?.settled() ?? Promise.resolve();
  }

  private async onLayoutReady(): Promise<void> {
    if (this.settingsProblems.length > 0) {
      new Notice(`Vault Dreaming updated its settings:\n${this.settingsProblems.join('\n')}`, 0);
      // Saving the migrated shape drops what must not stay in data.json (an old plain-text key).
      await this.saveSettings(this.settings);
      this.settingsProblems = [];
    }
    this.registerEvent(this.app.vault.on('create', (file: TAbstractFile) => this.fileChanged(file.path)));
    this.registerEvent(this.app.vault.on('modify', (file: TAbstractFile) => this.fileChanged(file.path)));
    this.registerEvent(this.app.vault.on('delete', (file: TAbstractFile) => this.fileChanged(file.path)));
    this.registerEvent(this.app.vault.on('rename', (file: TAbstractFile, old: string) => {
      this.fileChanged(file.path);
      this.fileChanged(old);
    }));
    this.register(() => this.panelsStale.cancel());
    this.register(() => this.persistSoon.run());

    const scheduler = new DreamScheduler({
      settings: () => this.scheduleSettings(),
      clock: systemClock(),
      timers: windowTimers(),
      register: (cleanup) => this.register(cleanup),
      // Checked again when a timer fires: no scheduled run before the person's first dream.
      runScheduled: () => (this.firstDreamStartedAt ? this.runner.run('scheduled') : Promise.resolve()),
    });
    scheduler.start();

    void this.updateRibbon();
    // The engine loads here, once the vault is on screen, not while main.js is evaluated.
    const engine = await loadEngine();
    this.dailyFolder = await engine.dailyNotesFolder(this.engineContext());
    this.offerFirstDream();
    // A review queue an earlier version kept on this device joins the shared one (writes nothing when there is none).
    const moved = await this.service.migrateSharedState();
    if (moved.ok && moved.value.length > 0) this.refreshPanels();
  }

  /** Until the person's first dream the schedule is off, whatever the settings say. */
  private scheduleSettings(): Settings {
    if (!this.firstDreamStartedAt) return { ...this.settings, runOnOpen: false, dailyRunAt: '' };
    return { ...this.settings, runOnOpen: this.runOnOpenHere() };
  }

  /** Phones skip the on-open dream unless the person turns it on for that device. */
  runOnOpenHere(): boolean {
    if (!Platform.isMobile) return this.settings.runOnOpen;
    return this.app.loadLocalStorage(RUN_ON_OPEN_HERE_KEY) === true;
  }

  setRunOnOpenHere(on: boolean): void {
    this.app.saveLocalStorage(RUN_ON_OPEN_HERE_KEY, on);
  }

  /** The first-run view, once per device, until the person has started a dream. */
  private offerFirstDream(): void {
    if (this.firstDreamStartedAt || this.app.loadLocalStorage(FIRST_RUN_SHOWN_KEY) === true) return;
    this.app.saveLocalStorage(FIRST_RUN_SHOWN_KEY, true);
    const facts = firstRunFacts(this.settings, this.dailyFolder, this.runOnOpenHere());
    new FirstRunModal(this.app, facts, {
      preview: () => void this.preview(),
      run: () => void this.runByPerson(),
      saveOwner: (owner) => void this.saveSettings({ ...this.settings, owner }),
    }).open();
  }

  /** A dream the person asked for; the first one turns the schedule on. */
  private async dreamOnThisDevice(): Promise<void> {
    const r = await this.service.takeOverDreaming();
    new Notice(r.ok ? `This device, ${r.value}, now dreams for this vault; other devices preview and review only.` : `Could not choose this device: ${r.message}`, 10_000);
  }

  private async runByPerson(): Promise<void> {
    const first = !this.firstDreamStartedAt;
    if (first) this.firstDreamStartedAt = new Date().toISOString();
    // The dream starts now (Stop and unload see it at once); recording the first one follows.
    const run = this.runner.run('manual');
    if (first) await this.persist();
    await run;
  }

  /** Never throws: a failed save is said, and the settings stay in effect until Obsidian closes. */
  private async persist(): Promise<void> {
    // Settings hold only the secret's name; the key lives in secret storage.
    const data: PluginData = { ...this.settings, ...(this.firstDreamStartedAt ? { firstDreamStartedAt: this.firstDreamStartedAt } : {}) };
    try {
      await this.saveData(data);
    } catch (e) {
      new Notice(`Vault Dreaming could not save its settings (${errorText(e)}). They apply until Obsidian closes; change one again to retry.`, 0);
    }
  }

  async saveSettings(next: Settings): Promise<void> {
    this.settings = next;
    await this.persist();
  }

  private engineContext(hooks?: RunHooks): EngineContext {
    const apiKey = this.app.secretStorage.getSecret(this.settings.apiKeySecretName) ?? undefined;
    return {
      vault: new ObsidianVault(this.app),
      clock: systemClock(),
      settings: this.settings,
      yaml: obsidianYaml,
      dates: obsidianDates,
      http: requestUrlHttp,
      ...(apiKey ? { apiKey } : {}),
      deviceId: this.deviceId(),
      deviceName: this.deviceName(),
      // The person may have renamed the config folder; Sense reads daily-notes.json there.
      configDir: this.app.vault.configDir,
      // A popout window keeps its own timers; the engine waits on the host's.
      timers: { setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms) },
      // A lock this device took before the plugin loaded is from a run that died with the app.
      staleOwnLocksBefore: this.loadedAt,
      ...(hooks?.onProgress ? { onProgress: hooks.onProgress } : {}),
      ...(hooks?.signal ? { signal: hooks.signal } : {}),
    };
  }

  /** Per device, not per vault: data.json syncs, so the lock needs an id that does not. */
  private deviceId(): string {
    const saved: unknown = this.app.loadLocalStorage(DEVICE_KEY);
    if (typeof saved === 'string' && saved) return saved;
    const id = `device-${Math.random().toString(36).slice(2, 10)}`;
    this.app.saveLocalStorage(DEVICE_KEY, id);
    return id;
  }

  /** Per device like the id: the name the person gave this device, or one from its platform. */
  private deviceName(): string {
    const saved: unknown = this.app.loadLocalStorage(DEVICE_NAME_KEY);
    return typeof saved === 'string' && saved.trim() !== '' ? saved.trim() : platformDeviceName();
  }

  private settingsHost(): SettingsHost {
    return {
      getSettings: () => this.settings,
      // Typing in a field changes the settings at once and data.json once typing pauses.
      saveSettings: (next: Settings) => {
        this.settings = next;
        this.persistSoon();
        return Promise.resolve();
      },
      // Panels follow the settings when the tab closes, not per keystroke.
      closed: () => {
        this.persistSoon.run();
        this.refreshPanels();
      },
      runOnOpenHere: () => this.runOnOpenHere(),
      setRunOnOpenHere: (on: boolean) => this.setRunOnOpenHere(on),
      service: this.service,
      dailyNotesFolder: () => this.dailyFolder,
      deviceName: () => this.deviceName(),
      setDeviceName: (name: string) => this.app.saveLocalStorage(DEVICE_NAME_KEY, name.trim() === '' ? null : name.trim()),
    };
  }

  private panelHost(): PanelHost {
    return {
      service: this.service,
      now: () => Date.now(),
      openNote: (path, line) => {
        void this.app.workspace.openLinkText(path, '', false, line ? { eState: { line: line - 1 } } : undefined);
      },
      // A phone has no file manager that opens a hidden folder: no Backups button there.
      ...(Platform.isMobile ? {} : { showFolder: (path: string) => void showBackupFolder(path) }),
      startUndo: () => void this.startUndo(),
      openPending: () => void this.openPanel(PENDING_VIEW),
      runDream: () => void this.runByPerson(),
      previewDream: () => void this.preview(),
      startLinkFromIndex: (topicPath) => void this.startLinkFromIndex(topicPath),
      changed: () => this.refreshPanels(),
    };
  }

  async openPanel(kind: PanelKind): Promise<void> {
    const { workspace } = this.app;
    let leaf: WorkspaceLeaf | null = workspace.getLeavesOfType(kind.type)[0] ?? null;
    if (!leaf) {
      leaf = workspace.getRightLeaf(false);
      if (!leaf) return;
      await leaf.setViewState({ type: kind.type, active: true });
    }
    await workspace.revealLeaf(leaf);
  }

  private fileChanged(path: string): void {
    if (panelsDependOn(this.settings, path)) this.panelsStale();
  }

  private refreshPanels(): void {
    for (const kind of ALL_PANELS) {
      for (const leaf of this.app.workspace.getLeavesOfType(kind.type)) {
        // A panel in a background tab is a deferred placeholder (Obsidian 1.7.2+)
        // until it is revealed; it draws fresh when it loads, so it is skipped.
        const view = leaf.view;
        if (view instanceof DreamPanel) void view.refresh();
      }
    }
    void this.updateRibbon();
  }

  private async updateRibbon(): Promise<void> {
    const r = await this.service.pendingCount();
    if (!r.ok) return;
    const waiting = r.value;
    this.ribbonEl.setAttr('aria-label', waiting > 0 ? pendingLabel(waiting) : 'Open pending candidates');
  }

  private async preview(): Promise<void> {
    const notice = new Notice('Preparing the dream preview…', 0);
    const r = await this.service.plan();
    notice.hide();
    if (!r.ok) {
      new Notice(`Could not preview the dream: ${r.message}`);
      return;
    }
    new PlanPreviewModal(this.app, r.value).open();
  }

  private async startUndo(): Promise<void> {
    const r = await this.service.planUndo();
    if (!r.ok) {
      new Notice(r.message);
      return;
    }
    const preview = r.value;
    new UndoModal(this.app, preview, async () => {
      const done = await this.service.undo(preview.runId);
      if (!done.ok) new Notice(done.message);
      else {
        const refused = done.value.refused.length > 0 ? ` Left alone: ${done.value.refused.map((f) => `${f.path} (${f.reason})`).join(', ')}.` : '';
        const queue = done.value.queueRemoved > 0 ? `, ${plural(done.value.queueRemoved, 'candidate')} taken out of the review queue` : '';
        new Notice(`Undo finished: ${plural(done.value.restored.length, 'file')} restored, ${plural(done.value.removed.length, 'file')} removed${queue}.${refused}`);
      }
      this.refreshPanels();
    }).open();
  }

  private async startLinkFromIndex(topicPath: string): Promise<void> {
    const sections = await this.service.indexSections();
    if (!sections.ok) {
      new Notice(sections.message);
      return;
    }
    new SectionPickerModal(this.app, topicPath, sections.value, async (section) => {
      const r = await this.service.linkFromIndex(topicPath, section);
      if (!r.ok) new Notice(r.message);
      else new Notice(`Linked from the index under "${section}": ${r.value.line}${r.value.backup ? ` (backup: ${r.value.backup})` : ''}`);
      this.refreshPanels();
    }).open();
  }

  /** Approve, after the person has seen the list, every waiting candidate that may be approved without reading it alone. */
  private async approvePassing(): Promise<void> {
    await approveInBulk(this.app, this.service, undefined, '', () => this.refreshPanels());
  }
}

function windowTimers(): Timers {
  return {
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (id) => window.clearInterval(id),
  };
}

/** A name a person recognises before they choose one: the kind of device Obsidian runs on. */
function platformDeviceName(): string {
  if (Platform.isIosApp) return Platform.isTablet ? 'iPad' : 'iPhone';
  if (Platform.isAndroidApp) return Platform.isTablet ? 'Android tablet' : 'Android phone';
  if (Platform.isMacOS) return 'Mac';
  if (Platform.isWin) return 'Windows computer';
  if (Platform.isLinux) return 'Linux computer';
  return 'This device';
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
