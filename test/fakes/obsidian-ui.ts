/**
 * UI half of the fake `obsidian` module (the vault half is obsidian.ts, which
 * re-exports this file). Hand-written fakes that behave like the real classes
 * closely enough for the views, commands, settings tab and scheduler to run
 * under jsdom — and that RECORD what the plugin did (notices shown, commands
 * added, links opened, data saved) so tests assert on behaviour, not on mocks.
 *
 * Needs the DOM helpers from test/setup-dom.ts (createEl, createDiv, …).
 */

/**
 * Any app object: the platform fake's App, or a bare object given a
 * workspace by createTestApp().
 */
export interface AppLike {
  workspace: Workspace;
  [key: string]: unknown;
}

// Handlers take whatever the event carries; the fake cannot know the types.
type Handler = (...data: never[]) => unknown;

export interface EventRef {
  readonly emitter: Events;
  readonly name: string;
  readonly callback: Handler;
}

export class Events {
  private handlers = new Map<string, EventRef[]>();

  on(name: string, callback: Handler, _ctx?: unknown): EventRef {
    const ref: EventRef = { emitter: this, name, callback };
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), ref]);
    return ref;
  }

  off(name: string, callback: Handler): void {
    this.handlers.set(name, (this.handlers.get(name) ?? []).filter((r) => r.callback !== callback));
  }

  offref(ref: EventRef): void {
    this.handlers.set(ref.name, (this.handlers.get(ref.name) ?? []).filter((r) => r !== ref));
  }

  trigger(name: string, ...data: unknown[]): void {
    for (const ref of [...(this.handlers.get(name) ?? [])]) (ref.callback as (...d: unknown[]) => unknown)(...data);
  }

  /** test helper: how many live handlers an event has (proves unload cleans up) */
  listenerCount(name: string): number {
    return (this.handlers.get(name) ?? []).length;
  }
}

export class Component {
  private cleanups: (() => unknown)[] = [];
  private children: Component[] = [];
  _loaded = false;

  load(): void {
    if (this._loaded) return;
    this._loaded = true;
    void this.onload();
    for (const c of this.children) c.load();
  }

  onload(): void | Promise<void> {}

  unload(): void {
    if (!this._loaded) return;
    this._loaded = false;
    for (const c of this.children.splice(0)) c.unload();
    for (const fn of this.cleanups.splice(0).reverse()) fn();
    this.onunload();
  }

  onunload(): void {}

  addChild<T extends Component>(component: T): T {
    this.children.push(component);
    if (this._loaded) component.load();
    return component;
  }

  removeChild<T extends Component>(component: T): T {
    this.children = this.children.filter((c) => c !== component);
    component.unload();
    return component;
  }

  register(cb: () => unknown): void {
    this.cleanups.push(cb);
  }

  registerEvent(ref: EventRef): void {
    // Refs from this file know their emitter; the vault fake's refs do not, so
    // the emitters a plugin can reach are asked to drop the ref (offref of an
    // unknown ref is a no-op, as in the app).
    const emitter = (ref as Partial<EventRef>).emitter;
    this.register(() => {
      if (emitter) emitter.offref(ref);
      else for (const e of this.eventSources()) e.offref(ref);
    });
  }

  /** emitters whose refs carry no emitter; Plugin names the app's */
  protected eventSources(): { offref(ref: EventRef): void }[] {
    return [];
  }

  registerDomEvent(el: EventTarget, type: string, callback: (ev: never) => unknown, options?: boolean | AddEventListenerOptions): void {
    el.addEventListener(type, callback as EventListener, options);
    this.register(() => el.removeEventListener(type, callback as EventListener, options));
  }

  registerInterval(id: number): number {
    this.register(() => window.clearInterval(id));
    return id;
  }
}

// ---------------------------------------------------------------- workspace

export interface OpenViewState {
  state?: Record<string, unknown>;
  eState?: Record<string, unknown>;
  active?: boolean;
}

export interface ViewState {
  type: string;
  state?: Record<string, unknown>;
  active?: boolean;
}

export type ViewCreator = (leaf: WorkspaceLeaf) => View;

/**
 * Since Obsidian 1.7.2 a leaf restored into a background tab (or opened with
 * `active: false`) holds a placeholder `DeferredView` until it is revealed or
 * `loadIfDeferred()` is called. `getLeavesOfType` still returns such a leaf
 * (the placeholder answers the real type), so code that casts `leaf.view` to
 * its own class and calls a method on it throws — as it does in the app.
 */
export class WorkspaceLeaf extends Events {
  view: View;
  side: 'left' | 'right' | 'root';
  detached = false;

  constructor(readonly workspace: Workspace, side: 'left' | 'right' | 'root' = 'root') {
    super();
    this.side = side;
    this.view = new EmptyView(this);
  }

  get app(): AppLike {
    return this.workspace.app;
  }

  get isDeferred(): boolean {
    return this.view instanceof DeferredView;
  }

  async setViewState(viewState: ViewState, _eState?: unknown): Promise<void> {
    const creator = this.workspace.viewCreators.get(viewState.type);
    if (!creator) throw new Error(`No view registered for type ${viewState.type}`);
    await this.view.close();
    if (viewState.active !== true) {
      this.view = new DeferredView(this, viewState);
      return;
    }
    this.view = creator(this);
    await this.view.open();
  }

  /** Loads the real view of a deferred leaf; a no-op otherwise. */
  async loadIfDeferred(): Promise<void> {
    if (!(this.view instanceof DeferredView)) return;
    const creator = this.workspace.viewCreators.get(this.view.state.type);
    if (!creator) return;
    await this.view.close();
    this.view = creator(this);
    await this.view.open();
  }

  getViewState(): ViewState {
    return this.view instanceof DeferredView ? { ...this.view.state } : { type: this.view.getViewType() };
  }

  detach(): void {
    this.detached = true;
    void this.view.close();
    this.workspace.leaves = this.workspace.leaves.filter((l) => l !== this);
  }

  getDisplayText(): string {
    return this.view.getDisplayText();
  }
}

export interface OpenedLink {
  linktext: string;
  sourcePath: string;
  newLeaf?: unknown;
  state?: OpenViewState;
}

export class Workspace extends Events {
  layoutReady = false;
  leaves: WorkspaceLeaf[] = [];
  viewCreators = new Map<string, ViewCreator>();
  revealed: WorkspaceLeaf[] = [];
  openedLinks: OpenedLink[] = [];
  private readyCallbacks: (() => unknown)[] = [];
  app: AppLike;

  constructor(app?: Record<string, unknown>) {
    super();
    this.app = (app ?? { workspace: this }) as AppLike;
  }

  onLayoutReady(callback: () => unknown): void {
    if (this.layoutReady) void callback();
    else this.readyCallbacks.push(callback);
  }

  /** test helper: what Obsidian does once the workspace has been restored */
  triggerLayoutReady(): void {
    this.layoutReady = true;
    for (const cb of this.readyCallbacks.splice(0)) void cb();
  }

  getLeavesOfType(type: string): WorkspaceLeaf[] {
    return this.leaves.filter((l) => l.view.getViewType() === type);
  }

  getRightLeaf(_split: boolean): WorkspaceLeaf | null {
    const leaf = new WorkspaceLeaf(this, 'right');
    this.leaves.push(leaf);
    return leaf;
  }

  getLeftLeaf(_split: boolean): WorkspaceLeaf | null {
    const leaf = new WorkspaceLeaf(this, 'left');
    this.leaves.push(leaf);
    return leaf;
  }

  getLeaf(_newLeaf?: unknown): WorkspaceLeaf {
    const leaf = new WorkspaceLeaf(this, 'root');
    this.leaves.push(leaf);
    return leaf;
  }

  async revealLeaf(leaf: WorkspaceLeaf): Promise<void> {
    this.revealed.push(leaf);
    await leaf.loadIfDeferred();
  }

  /**
   * test helper: what Obsidian does when it restores a saved workspace with a
   * panel in a background sidebar tab — the leaf exists, its view is deferred.
   */
  async restoreDeferredLeaf(type: string, side: 'left' | 'right' = 'right'): Promise<WorkspaceLeaf> {
    const leaf = side === 'right' ? this.getRightLeaf(false) : this.getLeftLeaf(false);
    if (!leaf) throw new Error('no sidebar leaf');
    await leaf.setViewState({ type, active: false });
    return leaf;
  }

  detachLeavesOfType(type: string): void {
    for (const l of this.getLeavesOfType(type)) l.detach();
  }

  async openLinkText(linktext: string, sourcePath: string, newLeaf?: unknown, state?: OpenViewState): Promise<void> {
    this.openedLinks.push({ linktext, sourcePath, newLeaf, state });
    return Promise.resolve();
  }
}

// ---------------------------------------------------------------- views

export abstract class View extends Component {
  app: AppLike;
  icon = '';
  navigation = false;
  containerEl: HTMLElement;

  constructor(readonly leaf: WorkspaceLeaf) {
    super();
    this.app = leaf.app;
    this.containerEl = createDiv({ cls: 'workspace-leaf-content' });
  }

  abstract getViewType(): string;
  getDisplayText(): string {
    return '';
  }
  getIcon(): string {
    return this.icon;
  }
  protected onOpen(): Promise<void> {
    return Promise.resolve();
  }
  protected onClose(): Promise<void> {
    return Promise.resolve();
  }

  /** called by the leaf, as in Obsidian */
  async open(): Promise<void> {
    // Views live in the document, as in the app (a detached checkbox fires no change event).
    if (!this.containerEl.isConnected) document.body.appendChild(this.containerEl);
    this.load();
    await this.onOpen();
  }

  async close(): Promise<void> {
    await this.onClose();
    this.unload();
    this.containerEl.remove();
  }
}

class EmptyView extends View {
  getViewType(): string {
    return 'empty';
  }
}

/** The placeholder of a deferred leaf: it answers the real type and nothing else. */
export class DeferredView extends View {
  constructor(leaf: WorkspaceLeaf, readonly state: ViewState) {
    super(leaf);
  }
  getViewType(): string {
    return this.state.type;
  }
}

export abstract class ItemView extends View {
  contentEl: HTMLElement;
  actions: { icon: string; title: string; el: HTMLElement }[] = [];

  constructor(leaf: WorkspaceLeaf) {
    super(leaf);
    this.containerEl.createDiv({ cls: 'view-header' });
    this.contentEl = this.containerEl.createDiv({ cls: 'view-content' });
  }

  addAction(icon: string, title: string, callback: (evt: MouseEvent) => unknown): HTMLElement {
    const el = this.containerEl.createEl('button', { cls: 'view-action', attr: { 'aria-label': title } });
    el.addEventListener('click', callback as EventListener);
    this.actions.push({ icon, title, el });
    return el;
  }
}

// ---------------------------------------------------------------- plugin

export interface PluginManifest {
  id: string;
  name: string;
  version: string;
  minAppVersion: string;
  description: string;
  author: string;
  isDesktopOnly?: boolean;
  dir?: string;
}

export interface Hotkey {
  modifiers: string[];
  key: string;
}

export interface Command {
  id: string;
  name: string;
  icon?: string;
  callback?: () => unknown;
  checkCallback?: (checking: boolean) => boolean | void;
  hotkeys?: Hotkey[];
}

export interface RibbonIcon {
  icon: string;
  title: string;
  el: HTMLElement;
  callback: (evt: MouseEvent) => unknown;
}

export class Plugin extends Component {
  /** what loadData resolves to; tests set it to simulate data.json */
  storedData: unknown = null;
  /** every object saveData received, in order */
  savedData: unknown[] = [];
  commands: Command[] = [];
  ribbonIcons: RibbonIcon[] = [];
  statusBarItems: HTMLElement[] = [];
  settingTabs: PluginSettingTab[] = [];
  viewTypes: string[] = [];

  constructor(readonly app: AppLike, readonly manifest: PluginManifest) {
    super();
  }

  protected override eventSources(): { offref(ref: EventRef): void }[] {
    const app = this.app as Record<string, unknown>;
    return [app.vault, app.metadataCache, app.workspace].filter(
      (e): e is { offref(ref: EventRef): void } => typeof (e as { offref?: unknown } | undefined)?.offref === 'function',
    );
  }

  loadData(): Promise<unknown> {
    return Promise.resolve(this.storedData === null ? null : (JSON.parse(JSON.stringify(this.storedData)) as unknown));
  }

  saveData(data: unknown): Promise<void> {
    // data.json is JSON: what survives a JSON round trip is what Obsidian keeps
    const copy = JSON.parse(JSON.stringify(data)) as unknown;
    this.savedData.push(copy);
    this.storedData = copy;
    return Promise.resolve();
  }

  addCommand(command: Command): Command {
    this.commands.push(command);
    return command;
  }

  removeCommand(id: string): void {
    this.commands = this.commands.filter((c) => c.id !== id);
  }

  addRibbonIcon(icon: string, title: string, callback: (evt: MouseEvent) => unknown): HTMLElement {
    const el = createDiv({ cls: 'side-dock-ribbon-action', attr: { 'aria-label': title } });
    el.addEventListener('click', callback as EventListener);
    this.ribbonIcons.push({ icon, title, el, callback });
    this.register(() => el.remove());
    return el;
  }

  addStatusBarItem(): HTMLElement {
    const el = createDiv({ cls: 'status-bar-item' });
    this.statusBarItems.push(el);
    this.register(() => el.remove());
    return el;
  }

  addSettingTab(tab: PluginSettingTab): void {
    this.settingTabs.push(tab);
  }

  registerView(type: string, creator: ViewCreator): void {
    const ws = this.app.workspace;
    ws.viewCreators.set(type, creator);
    this.viewTypes.push(type);
    this.register(() => ws.viewCreators.delete(type));
  }
}

// ---------------------------------------------------------------- modal, notice

export class Modal {
  /** every modal currently open, newest last */
  static openModals: Modal[] = [];
  containerEl: HTMLElement;
  modalEl: HTMLElement;
  titleEl: HTMLElement;
  contentEl: HTMLElement;
  isOpen = false;
  private closeCallback: (() => unknown) | null = null;

  constructor(readonly app: unknown) {
    this.containerEl = createDiv({ cls: 'modal-container' });
    this.modalEl = this.containerEl.createDiv({ cls: 'modal' });
    this.titleEl = this.modalEl.createDiv({ cls: 'modal-title' });
    this.contentEl = this.modalEl.createDiv({ cls: 'modal-content' });
  }

  open(): void {
    this.isOpen = true;
    Modal.openModals.push(this);
    document.body.appendChild(this.containerEl);
    void this.onOpen();
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    Modal.openModals = Modal.openModals.filter((m) => m !== this);
    this.containerEl.remove();
    this.onClose();
    this.closeCallback?.();
  }

  onOpen(): void | Promise<void> {}
  onClose(): void {}

  setTitle(title: string): this {
    this.titleEl.textContent = title;
    return this;
  }

  setContent(content: string | DocumentFragment): this {
    this.contentEl.empty();
    if (typeof content === 'string') this.contentEl.textContent = content;
    else this.contentEl.appendChild(content);
    return this;
  }

  setCloseCallback(cb: () => unknown): this {
    this.closeCallback = cb;
    return this;
  }
}

export class Notice {
  /** every message shown, in order; tests reset it with `Notice.messages = []` */
  static messages: string[] = [];
  noticeEl: HTMLElement;
  messageEl: HTMLElement;
  containerEl: HTMLElement;

  constructor(message: string | DocumentFragment, readonly duration?: number) {
    this.containerEl = createDiv({ cls: 'notice-container' });
    this.noticeEl = this.containerEl.createDiv({ cls: 'notice' });
    this.messageEl = this.noticeEl.createDiv({ cls: 'notice-message' });
    this.setMessage(message);
  }

  setMessage(message: string | DocumentFragment): this {
    this.messageEl.empty();
    if (typeof message === 'string') this.messageEl.textContent = message;
    else this.messageEl.appendChild(message);
    Notice.messages.push(this.messageEl.textContent ?? '');
    return this;
  }

  hide(): void {
    this.containerEl.remove();
  }
}

// ---------------------------------------------------------------- settings UI

export abstract class BaseComponent {
  disabled = false;
  then(cb: (component: this) => unknown): this {
    cb(this);
    return this;
  }
  setDisabled(disabled: boolean): this {
    this.disabled = disabled;
    return this;
  }
}

export abstract class ValueComponent<T> extends BaseComponent {
  abstract getValue(): T;
  abstract setValue(value: T): this;
}

export class AbstractTextComponent<T extends HTMLInputElement | HTMLTextAreaElement> extends ValueComponent<string> {
  private changeCb: ((value: string) => unknown) | null = null;

  constructor(readonly inputEl: T) {
    super();
    inputEl.addEventListener('input', () => this.onChanged());
  }
  override setDisabled(disabled: boolean): this {
    this.inputEl.disabled = disabled;
    return super.setDisabled(disabled);
  }
  getValue(): string {
    return this.inputEl.value;
  }
  setValue(value: string): this {
    this.inputEl.value = value;
    return this;
  }
  setPlaceholder(placeholder: string): this {
    this.inputEl.placeholder = placeholder;
    return this;
  }
  onChanged(): void {
    void this.changeCb?.(this.getValue());
  }
  onChange(callback: (value: string) => unknown): this {
    this.changeCb = callback;
    return this;
  }
}

export class TextComponent extends AbstractTextComponent<HTMLInputElement> {
  constructor(containerEl: HTMLElement) {
    super(containerEl.createEl('input', { type: 'text' }));
  }
}

export class TextAreaComponent extends AbstractTextComponent<HTMLTextAreaElement> {
  constructor(containerEl: HTMLElement) {
    super(containerEl.createEl('textarea'));
  }
}

export class ToggleComponent extends ValueComponent<boolean> {
  toggleEl: HTMLElement;
  private value = false;
  private changeCb: ((value: boolean) => unknown) | null = null;

  constructor(containerEl: HTMLElement) {
    super();
    this.toggleEl = containerEl.createDiv({ cls: 'checkbox-container' });
    this.toggleEl.addEventListener('click', () => this.onClick());
  }
  getValue(): boolean {
    return this.value;
  }
  setValue(on: boolean): this {
    this.value = on;
    this.toggleEl.toggleClass('is-enabled', on);
    return this;
  }
  setTooltip(_tooltip: string): this {
    return this;
  }
  onClick(): void {
    if (this.disabled) return;
    this.setValue(!this.value);
    void this.changeCb?.(this.value);
  }
  onChange(callback: (value: boolean) => unknown): this {
    this.changeCb = callback;
    return this;
  }
}

export class DropdownComponent extends ValueComponent<string> {
  selectEl: HTMLSelectElement;
  private changeCb: ((value: string) => unknown) | null = null;

  constructor(containerEl: HTMLElement) {
    super();
    this.selectEl = containerEl.createEl('select', { cls: 'dropdown' });
    this.selectEl.addEventListener('change', () => void this.changeCb?.(this.selectEl.value));
  }
  addOption(value: string, display: string): this {
    this.selectEl.createEl('option', { value, text: display });
    return this;
  }
  addOptions(options: Record<string, string>): this {
    for (const [v, d] of Object.entries(options)) this.addOption(v, d);
    return this;
  }
  getValue(): string {
    return this.selectEl.value;
  }
  setValue(value: string): this {
    this.selectEl.value = value;
    return this;
  }
  onChange(callback: (value: string) => unknown): this {
    this.changeCb = callback;
    return this;
  }
}

export class SliderComponent extends ValueComponent<number> {
  sliderEl: HTMLInputElement;
  private changeCb: ((value: number) => unknown) | null = null;

  constructor(containerEl: HTMLElement) {
    super();
    this.sliderEl = containerEl.createEl('input', { type: 'range', cls: 'slider' });
    this.sliderEl.addEventListener('input', () => void this.changeCb?.(this.getValue()));
  }
  setLimits(min: number | null, max: number | null, step: number | 'any'): this {
    if (min !== null) this.sliderEl.min = String(min);
    if (max !== null) this.sliderEl.max = String(max);
    this.sliderEl.step = String(step);
    return this;
  }
  setInstant(_instant: boolean): this {
    return this;
  }
  setDynamicTooltip(): this {
    return this;
  }
  getValue(): number {
    return Number(this.sliderEl.value);
  }
  setValue(value: number): this {
    this.sliderEl.value = String(value);
    return this;
  }
  onChange(callback: (value: number) => unknown): this {
    this.changeCb = callback;
    return this;
  }
}

export class ButtonComponent extends BaseComponent {
  buttonEl: HTMLButtonElement;

  constructor(containerEl: HTMLElement) {
    super();
    this.buttonEl = containerEl.createEl('button');
  }
  override setDisabled(disabled: boolean): this {
    this.buttonEl.disabled = disabled;
    return super.setDisabled(disabled);
  }
  setCta(): this {
    this.buttonEl.addClass('mod-cta');
    return this;
  }
  removeCta(): this {
    this.buttonEl.removeClass('mod-cta');
    return this;
  }
  setWarning(): this {
    this.buttonEl.addClass('mod-warning');
    return this;
  }
  setTooltip(tooltip: string): this {
    this.buttonEl.setAttribute('aria-label', tooltip);
    return this;
  }
  setButtonText(name: string): this {
    this.buttonEl.textContent = name;
    return this;
  }
  setIcon(icon: string): this {
    setIcon(this.buttonEl, icon);
    return this;
  }
  setClass(cls: string): this {
    this.buttonEl.addClass(cls);
    return this;
  }
  onClick(callback: (evt: MouseEvent) => unknown): this {
    this.buttonEl.addEventListener('click', (e) => void callback(e));
    return this;
  }
}

export class ExtraButtonComponent extends ButtonComponent {}

/**
 * Obsidian's secret picker stores only the secret's NAME in the plugin's
 * settings; the value stays in the app's secret storage. The fake is a text
 * input holding that name.
 */
export class SecretComponent extends BaseComponent {
  inputEl: HTMLInputElement;
  private changeCb: ((value: string) => unknown) | null = null;

  constructor(readonly app: unknown, containerEl: HTMLElement) {
    super();
    this.inputEl = containerEl.createEl('input', { type: 'text', cls: 'secret-component' });
    this.inputEl.addEventListener('input', () => void this.changeCb?.(this.inputEl.value));
  }
  setValue(value: string): this {
    this.inputEl.value = value;
    return this;
  }
  onChange(cb: (value: string) => unknown): this {
    this.changeCb = cb;
    return this;
  }
}

export class SecretStorage extends Events {
  private secrets = new Map<string, string>();
  setSecret(id: string, secret: string): void {
    if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`Invalid secret id ${id}`);
    this.secrets.set(id, secret);
  }
  getSecret(id: string): string | null {
    return this.secrets.get(id) ?? null;
  }
  listSecrets(): string[] {
    return [...this.secrets.keys()];
  }
}

export class Setting {
  settingEl: HTMLElement;
  infoEl: HTMLElement;
  nameEl: HTMLElement;
  descEl: HTMLElement;
  controlEl: HTMLElement;
  components: BaseComponent[] = [];

  constructor(containerEl: HTMLElement) {
    this.settingEl = containerEl.createDiv({ cls: 'setting-item' });
    this.infoEl = this.settingEl.createDiv({ cls: 'setting-item-info' });
    this.nameEl = this.infoEl.createDiv({ cls: 'setting-item-name' });
    this.descEl = this.infoEl.createDiv({ cls: 'setting-item-description' });
    this.controlEl = this.settingEl.createDiv({ cls: 'setting-item-control' });
  }

  setName(name: string | DocumentFragment): this {
    this.nameEl.setText(name);
    return this;
  }
  setDesc(desc: string | DocumentFragment): this {
    this.descEl.setText(desc);
    return this;
  }
  setClass(cls: string): this {
    this.settingEl.addClass(cls);
    return this;
  }
  setTooltip(_tooltip: string): this {
    return this;
  }
  setHeading(): this {
    this.settingEl.addClass('setting-item-heading');
    return this;
  }
  setDisabled(disabled: boolean): this {
    this.settingEl.toggleClass('is-disabled', disabled);
    return this;
  }
  private add<T extends BaseComponent>(c: T, cb: (c: T) => unknown): this {
    this.components.push(c);
    cb(c);
    return this;
  }
  addButton(cb: (c: ButtonComponent) => unknown): this {
    return this.add(new ButtonComponent(this.controlEl), cb);
  }
  addExtraButton(cb: (c: ExtraButtonComponent) => unknown): this {
    return this.add(new ExtraButtonComponent(this.controlEl), cb);
  }
  addToggle(cb: (c: ToggleComponent) => unknown): this {
    return this.add(new ToggleComponent(this.controlEl), cb);
  }
  addText(cb: (c: TextComponent) => unknown): this {
    return this.add(new TextComponent(this.controlEl), cb);
  }
  addTextArea(cb: (c: TextAreaComponent) => unknown): this {
    return this.add(new TextAreaComponent(this.controlEl), cb);
  }
  addDropdown(cb: (c: DropdownComponent) => unknown): this {
    return this.add(new DropdownComponent(this.controlEl), cb);
  }
  addSlider(cb: (c: SliderComponent) => unknown): this {
    return this.add(new SliderComponent(this.controlEl), cb);
  }
  addComponent<T extends BaseComponent>(cb: (el: HTMLElement) => T): this {
    this.components.push(cb(this.controlEl));
    return this;
  }
}

export abstract class SettingTab {
  containerEl: HTMLElement;
  icon = '';
  /** times refreshDomState() was called (1.13: re-evaluates visible/disabled) */
  domStateRefreshes = 0;
  constructor(readonly app: AppLike) {
    this.containerEl = createDiv({ cls: 'vertical-tab-content' });
  }
  /** Obsidian 1.13+: declarative definitions; [] means "render with display()". */
  getSettingDefinitions(): unknown[] {
    return [];
  }
  getControlValue(_key: string): unknown {
    return undefined;
  }
  setControlValue(_key: string, _value: unknown): void | Promise<void> {}
  refreshDomState(): void {
    this.domStateRefreshes++;
  }
  update(): void {}
  display(): void {}
  hide(): void {
    this.containerEl.empty();
  }
}

export abstract class PluginSettingTab extends SettingTab {
  constructor(app: AppLike, readonly plugin: Plugin) {
    super(app);
  }
}

/** Type-ahead under an input. The fake opens nothing; tests call getSuggestions / selectSuggestion. */
export abstract class PopoverSuggest<T> {
  isOpen = false;
  constructor(readonly app: AppLike) {}
  open(): void {
    this.isOpen = true;
  }
  close(): void {
    this.isOpen = false;
  }
  abstract renderSuggestion(value: T, el: HTMLElement): void;
  abstract selectSuggestion(value: T, evt: MouseEvent | KeyboardEvent): void;
}

export abstract class AbstractInputSuggest<T> extends PopoverSuggest<T> {
  limit = 100;
  /** every suggester attached, for tests to find the one on a field */
  static attached: { input: HTMLInputElement | HTMLDivElement; suggest: AbstractInputSuggest<unknown> }[] = [];
  constructor(app: AppLike, private readonly textInputEl: HTMLInputElement | HTMLDivElement) {
    super(app);
    AbstractInputSuggest.attached.push({ input: textInputEl, suggest: this });
  }
  setValue(value: string): void {
    if (this.textInputEl instanceof HTMLInputElement) this.textInputEl.value = value;
    else this.textInputEl.textContent = value;
  }
  getValue(): string {
    return this.textInputEl instanceof HTMLInputElement ? this.textInputEl.value : (this.textInputEl.textContent ?? '');
  }
  protected abstract getSuggestions(query: string): T[] | Promise<T[]>;
  /** test helper: what the person would see after typing `query` */
  suggestionsFor(query: string): T[] | Promise<T[]> {
    return this.getSuggestions(query);
  }
  selectSuggestion(_value: T, _evt: MouseEvent | KeyboardEvent): void {}
}

export class MenuItem {
  title = '';
  private cb: ((evt: MouseEvent | KeyboardEvent) => unknown) | null = null;
  setTitle(title: string | DocumentFragment): this {
    this.title = typeof title === 'string' ? title : (title.textContent ?? '');
    return this;
  }
  setIcon(_icon: string | null): this {
    return this;
  }
  onClick(cb: (evt: MouseEvent | KeyboardEvent) => unknown): this {
    this.cb = cb;
    return this;
  }
  click(): void {
    void this.cb?.(new MouseEvent('click'));
  }
}

export class Menu extends Component {
  items: MenuItem[] = [];
  static lastShown: Menu | null = null;
  addItem(cb: (item: MenuItem) => unknown): this {
    const item = new MenuItem();
    cb(item);
    this.items.push(item);
    return this;
  }
  addSeparator(): this {
    return this;
  }
  showAtMouseEvent(_evt: MouseEvent): this {
    Menu.lastShown = this;
    return this;
  }
  showAtPosition(_pos: unknown): this {
    Menu.lastShown = this;
    return this;
  }
  hide(): this {
    return this;
  }
}

// ---------------------------------------------------------------- functions

/** The fake draws no SVG; it records the icon name so tests can check it. */
export function setIcon(parent: HTMLElement, iconId: string): void {
  parent.setAttribute('data-icon', iconId);
}

export function setTooltip(el: HTMLElement, tooltip: string): void {
  el.setAttribute('aria-label', tooltip);
}

export interface Debouncer<T extends unknown[], V> {
  (...args: [...T]): this;
  cancel(): this;
  run(): V | void;
}

export function debounce<T extends unknown[], V>(cb: (...args: [...T]) => V, timeout = 0, resetTimer = false): Debouncer<T, V> {
  let timer: number | null = null;
  let lastArgs: T | null = null;
  const fire = (): V | void => {
    timer = null;
    if (lastArgs === null) return;
    const args = lastArgs;
    lastArgs = null;
    return cb(...args);
  };
  const d = ((...args: T) => {
    lastArgs = args;
    if (timer !== null && resetTimer) {
      window.clearTimeout(timer);
      timer = null;
    }
    if (timer === null) timer = window.setTimeout(fire, timeout);
    return d;
  }) as Debouncer<T, V>;
  d.cancel = () => {
    if (timer !== null) window.clearTimeout(timer);
    timer = null;
    lastArgs = null;
    return d;
  };
  d.run = () => {
    if (timer !== null) window.clearTimeout(timer);
    return fire();
  };
  return d;
}

/**
 * Adds what the UI needs (a workspace, secret storage, per-device local
 * storage) to an app object — the platform fake's `App`, or a bare object.
 */
export function createTestApp<T extends object>(base?: T): T & {
  workspace: Workspace;
  secretStorage: SecretStorage;
  localStore: Map<string, unknown>;
  loadLocalStorage(key: string): unknown;
  saveLocalStorage(key: string, data: unknown): void;
} {
  const app = (base ?? {}) as Record<string, unknown>;
  if (!(app.workspace instanceof Workspace)) app.workspace = new Workspace(app);
  (app.workspace as Workspace).app = app as AppLike;
  if (!app.secretStorage) app.secretStorage = new SecretStorage();
  const store = new Map<string, unknown>();
  if (!app.localStore) app.localStore = store;
  if (typeof app.loadLocalStorage !== 'function') app.loadLocalStorage = (k: string) => (app.localStore as Map<string, unknown>).get(k) ?? null;
  if (typeof app.saveLocalStorage !== 'function') {
    app.saveLocalStorage = (k: string, v: unknown) => {
      (app.localStore as Map<string, unknown>).set(k, v);
    };
  }
  return app as never;
}
