// Faithful in-memory fake of the parts of the Obsidian API the plugin uses.
// Vault, adapter, files and app live here; UI classes live in obsidian-ui.ts.
//
// "Faithful" means the fake fails where Obsidian fails, so an adapter that
// passes against it does not meet surprises in the app:
// - the vault index (getAbstractFileByPath, getFiles, folder children) never
//   contains a path with a dot segment; only `vault.adapter` sees `.dreams/`;
// - `vault.create` / `createFolder` throw when the path exists;
// - `vault.create` and `adapter.write` do not create missing parent folders;
// - `vault.process` runs its callback synchronously on the current text;
// - `adapter.list` / `adapter.remove` / `adapter.read` throw on a missing path.
// One in-memory store backs both the index and the adapter, the way one disk
// backs both in the app; adapter writes to visible paths update the index at
// once (in the app the file watcher does it a moment later).
// - `parseYaml` / `stringifyYaml` are js-yaml 4's `load` / `dump` with their
//   defaults, the engine Obsidian bundles: `2026-11-29` reads as a Date, a
//   repeated key throws, `<<` merges, long strings fold at 80 columns.
import { dump, load } from 'js-yaml';

export * from './obsidian-ui';

// Obsidian exports its bundled moment; the fake exports the moment package.
export { default as moment } from 'moment';

// ---------------------------------------------------------------- YAML

export function parseYaml(yaml: string): unknown {
  return load(yaml);
}

export function stringifyYaml(obj: unknown): string {
  return dump(obj);
}

// ---------------------------------------------------------------- paths

/** Same rules as Obsidian's normalizePath. */
export function normalizePath(path: string): string {
  let p = path.replace(/([\\/])+/g, '/').replace(/(^\/+|\/+$)/g, '');
  if (p === '') p = '/';
  p = p.replace(/\u00A0|\u202F/g, ' ');
  return p.normalize('NFC');
}

function isHidden(path: string): boolean {
  return path.split('/').some((s) => s.startsWith('.'));
}

function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function nameOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? path : path.slice(i + 1);
}

function enoent(op: string, path: string): Error {
  const e = new Error(`ENOENT: no such file or directory, ${op} '${path}'`) as Error & { code: string };
  e.code = 'ENOENT';
  return e;
}

// ---------------------------------------------------------------- events

// Events, EventRef and SecretStorage are exported by the UI half; the vault
// half keeps its own private copies so neither file depends on the other's
// internals (a name exported twice would silently shadow the UI's).
interface VaultEventRef {
  readonly name: string;
  readonly callback: (...data: unknown[]) => unknown;
}

class VaultEvents {
  private handlers = new Map<string, VaultEventRef[]>();

  on(name: string, callback: (...data: never[]) => unknown, ctx?: unknown): VaultEventRef {
    const cb = ctx === undefined ? callback : callback.bind(ctx);
    const ref: VaultEventRef = { name, callback: cb as (...data: unknown[]) => unknown };
    const list = this.handlers.get(name) ?? [];
    list.push(ref);
    this.handlers.set(name, list);
    return ref;
  }

  off(name: string, callback: (...data: never[]) => unknown): void {
    const list = this.handlers.get(name);
    if (!list) return;
    this.handlers.set(name, list.filter((r) => r.callback !== callback));
  }

  offref(ref: VaultEventRef): void {
    const list = this.handlers.get(ref.name);
    if (!list) return;
    this.handlers.set(ref.name, list.filter((r) => r !== ref));
  }

  trigger(name: string, ...data: unknown[]): void {
    for (const ref of [...(this.handlers.get(name) ?? [])]) this.tryTrigger(ref, data);
  }

  tryTrigger(ref: VaultEventRef, data: unknown[]): void {
    try {
      ref.callback(...data);
    } catch (e) {
      // Obsidian logs handler errors and carries on; so does the fake.
      console.error(e);
    }
  }
}

// ---------------------------------------------------------------- files

export interface FileStats {
  ctime: number;
  mtime: number;
  size: number;
}

export abstract class TAbstractFile {
  vault!: Vault;
  path = '';
  name = '';
  parent: TFolder | null = null;
}

export class TFile extends TAbstractFile {
  stat: FileStats = { ctime: 0, mtime: 0, size: 0 };
  basename = '';
  extension = '';
}

export class TFolder extends TAbstractFile {
  children: TAbstractFile[] = [];
  isRoot(): boolean {
    return this.path === '/';
  }
}

// ---------------------------------------------------------------- store

interface StoredFile {
  kind: 'file';
  data: Uint8Array;
  ctime: number;
  mtime: number;
}
interface StoredFolder {
  kind: 'folder';
  ctime: number;
  mtime: number;
}
type Entry = StoredFile | StoredFolder;

/** The "disk": one map from normalised path to entry; "" is the root folder. */
class MemoryDisk {
  readonly entries = new Map<string, Entry>([['', { kind: 'folder', ctime: 0, mtime: 0 }]]);
  constructor(readonly now: () => number) {}

  get(path: string): Entry | undefined {
    return this.entries.get(path);
  }

  children(folder: string): string[] {
    const prefix = folder === '' ? '' : folder + '/';
    const out: string[] = [];
    for (const p of this.entries.keys()) {
      if (p === '' || !p.startsWith(prefix)) continue;
      if (!p.slice(prefix.length).includes('/')) out.push(p);
    }
    return out.sort();
  }
}

// ---------------------------------------------------------------- adapter

export interface Stat {
  type: 'file' | 'folder';
  ctime: number;
  mtime: number;
  size: number;
}

export interface ListedFiles {
  files: string[];
  folders: string[];
}

export interface DataWriteOptions {
  ctime?: number;
  mtime?: number;
}

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The DataAdapter: sees every path, hidden or not. Paths must already be
 * normalised (as Obsidian documents: "normalizedPath").
 */
export class DataAdapter {
  /** @internal set by Vault so visible writes reach the index */
  onChange: (path: string, kind: 'create' | 'modify' | 'delete') => void = () => undefined;

  constructor(private readonly disk: MemoryDisk) {}

  getName(): string {
    return 'fake-vault';
  }

  exists(normalizedPath: string): Promise<boolean> {
    return Promise.resolve(this.disk.get(this.key(normalizedPath)) !== undefined);
  }

  stat(normalizedPath: string): Promise<Stat | null> {
    const e = this.disk.get(this.key(normalizedPath));
    if (!e) return Promise.resolve(null);
    return Promise.resolve({
      type: e.kind,
      ctime: e.ctime,
      mtime: e.mtime,
      size: e.kind === 'file' ? e.data.byteLength : 0,
    });
  }

  list(normalizedPath: string): Promise<ListedFiles> {
    const key = this.key(normalizedPath);
    const e = this.disk.get(key);
    if (!e || e.kind !== 'folder') return Promise.reject(enoent('scandir', normalizedPath));
    const files: string[] = [];
    const folders: string[] = [];
    for (const child of this.disk.children(key)) {
      (this.disk.get(child)?.kind === 'folder' ? folders : files).push(child);
    }
    return Promise.resolve({ files, folders });
  }

  read(normalizedPath: string): Promise<string> {
    return this.readBinary(normalizedPath).then((b) => utf8Decoder.decode(b));
  }

  readBinary(normalizedPath: string): Promise<ArrayBuffer> {
    const e = this.disk.get(this.key(normalizedPath));
    if (!e || e.kind !== 'file') return Promise.reject(enoent('open', normalizedPath));
    return Promise.resolve(e.data.slice().buffer);
  }

  write(normalizedPath: string, data: string, options?: DataWriteOptions): Promise<void> {
    return this.writeBinary(normalizedPath, utf8.encode(data).buffer, options);
  }

  async writeBinary(normalizedPath: string, data: ArrayBuffer, options?: DataWriteOptions): Promise<void> {
    this.put(this.key(normalizedPath), new Uint8Array(data.slice(0)), options);
  }

  append(normalizedPath: string, data: string): Promise<void> {
    return this.read(normalizedPath)
      .catch(() => '')
      .then((cur) => this.write(normalizedPath, cur + data));
  }

  process(normalizedPath: string, fn: (data: string) => string): Promise<string> {
    const key = this.key(normalizedPath);
    const e = this.disk.get(key);
    if (!e || e.kind !== 'file') return Promise.reject(enoent('open', normalizedPath));
    const next = fn(utf8Decoder.decode(e.data));
    this.put(key, utf8.encode(next));
    return Promise.resolve(next);
  }

  mkdir(normalizedPath: string): Promise<void> {
    const key = this.key(normalizedPath);
    const segs = key === '' ? [] : key.split('/');
    for (let i = 1; i <= segs.length; i++) {
      const p = segs.slice(0, i).join('/');
      const e = this.disk.get(p);
      if (e?.kind === 'file') return Promise.reject(new Error(`EEXIST: file already exists, mkdir '${p}'`));
      if (!e) {
        const t = this.disk.now();
        this.disk.entries.set(p, { kind: 'folder', ctime: t, mtime: t });
        this.onChange(p, 'create');
      }
    }
    return Promise.resolve();
  }

  remove(normalizedPath: string): Promise<void> {
    const key = this.key(normalizedPath);
    const e = this.disk.get(key);
    if (!e) return Promise.reject(enoent('unlink', normalizedPath));
    if (e.kind !== 'file') return Promise.reject(new Error(`EISDIR: illegal operation on a directory, unlink '${normalizedPath}'`));
    this.disk.entries.delete(key);
    this.onChange(key, 'delete');
    return Promise.resolve();
  }

  rmdir(normalizedPath: string, recursive: boolean): Promise<void> {
    const key = this.key(normalizedPath);
    const e = this.disk.get(key);
    if (!e || e.kind !== 'folder') return Promise.reject(enoent('rmdir', normalizedPath));
    const inside = [...this.disk.entries.keys()].filter((p) => p.startsWith(key + '/'));
    if (inside.length > 0 && !recursive) return Promise.reject(new Error(`ENOTEMPTY: directory not empty, rmdir '${normalizedPath}'`));
    for (const p of inside.sort().reverse()) {
      this.disk.entries.delete(p);
      this.onChange(p, 'delete');
    }
    this.disk.entries.delete(key);
    this.onChange(key, 'delete');
    return Promise.resolve();
  }

  getResourcePath(normalizedPath: string): string {
    return `app://fake/${normalizedPath}`;
  }

  /** @internal create or overwrite a file; the parent folder must exist (as in the app) */
  put(key: string, data: Uint8Array, options?: DataWriteOptions): void {
    if (key === '') throw new Error('EISDIR: illegal operation on a directory');
    const parent = this.disk.get(parentOf(key));
    if (!parent || parent.kind !== 'folder') throw enoent('open', key);
    const prev = this.disk.get(key);
    if (prev?.kind === 'folder') throw new Error(`EISDIR: illegal operation on a directory, open '${key}'`);
    const t = this.disk.now();
    this.disk.entries.set(key, {
      kind: 'file',
      data,
      ctime: options?.ctime ?? prev?.ctime ?? t,
      mtime: options?.mtime ?? t,
    });
    this.onChange(key, prev ? 'modify' : 'create');
  }

  private key(normalizedPath: string): string {
    return normalizedPath === '/' ? '' : normalizedPath;
  }
}

// ---------------------------------------------------------------- vault

export class Vault extends VaultEvents {
  readonly adapter: DataAdapter;
  configDir = '.obsidian';
  private readonly index = new Map<string, TAbstractFile>();
  private readonly root: TFolder;

  constructor(disk: MemoryDisk) {
    super();
    this.adapter = new DataAdapter(disk);
    this.root = new TFolder();
    this.root.vault = this;
    this.root.path = '/';
    this.root.name = '';
    this.adapter.onChange = (path, kind) => this.sync(disk, path, kind);
  }

  getName(): string {
    return 'Fake vault';
  }

  getRoot(): TFolder {
    return this.root;
  }

  getAbstractFileByPath(path: string): TAbstractFile | null {
    const p = normalizePath(path);
    if (p === '/') return this.root;
    return this.index.get(p) ?? null;
  }

  getFileByPath(path: string): TFile | null {
    const f = this.getAbstractFileByPath(path);
    return f instanceof TFile ? f : null;
  }

  getFolderByPath(path: string): TFolder | null {
    const f = this.getAbstractFileByPath(path);
    return f instanceof TFolder ? f : null;
  }

  getAllLoadedFiles(): TAbstractFile[] {
    return [this.root, ...this.index.values()];
  }

  getFiles(): TFile[] {
    return [...this.index.values()].filter((f): f is TFile => f instanceof TFile);
  }

  getMarkdownFiles(): TFile[] {
    return this.getFiles().filter((f) => f.extension === 'md');
  }

  async create(path: string, data: string, options?: DataWriteOptions): Promise<TFile> {
    return this.createBinary(path, utf8.encode(data).buffer, options);
  }

  async createBinary(path: string, data: ArrayBuffer, options?: DataWriteOptions): Promise<TFile> {
    const p = normalizePath(path);
    if (await this.adapter.exists(p)) throw new Error('File already exists.');
    await this.adapter.writeBinary(p, data, options);
    const f = this.getFileByPath(p);
    if (!f) throw new Error(`Fake vault: ${p} was written but is not indexed (hidden path?)`);
    return f;
  }

  async createFolder(path: string): Promise<TFolder> {
    const p = normalizePath(path);
    if (await this.adapter.exists(p)) throw new Error('Folder already exists.');
    await this.adapter.mkdir(p);
    const f = this.getFolderByPath(p);
    if (!f) throw new Error(`Fake vault: ${p} was created but is not indexed (hidden path?)`);
    return f;
  }

  async read(file: TFile): Promise<string> {
    return this.adapter.read(this.live(file).path);
  }

  async cachedRead(file: TFile): Promise<string> {
    return this.read(file);
  }

  async readBinary(file: TFile): Promise<ArrayBuffer> {
    return this.adapter.readBinary(this.live(file).path);
  }

  async modify(file: TFile, data: string, options?: DataWriteOptions): Promise<void> {
    return this.adapter.write(this.live(file).path, data, options);
  }

  async modifyBinary(file: TFile, data: ArrayBuffer, options?: DataWriteOptions): Promise<void> {
    return this.adapter.writeBinary(this.live(file).path, data, options);
  }

  async append(file: TFile, data: string): Promise<void> {
    return this.adapter.append(this.live(file).path, data);
  }

  /** Atomic read-modify-write: `fn` runs synchronously on the current text. */
  async process(file: TFile, fn: (data: string) => string, _options?: DataWriteOptions): Promise<string> {
    return this.adapter.process(this.live(file).path, fn);
  }

  async delete(file: TAbstractFile, force?: boolean): Promise<void> {
    const live = this.live(file);
    if (live instanceof TFolder) await this.adapter.rmdir(live.path, force ?? false);
    else await this.adapter.remove(live.path);
  }

  async trash(file: TAbstractFile, _system: boolean): Promise<void> {
    await this.delete(file, true);
  }

  async rename(file: TAbstractFile, newPath: string): Promise<void> {
    const live = this.live(file);
    if (!(live instanceof TFile)) throw new Error('Fake vault: renaming folders is not supported');
    const target = normalizePath(newPath);
    if (await this.adapter.exists(target)) throw new Error('Destination file already exists!');
    const data = await this.adapter.readBinary(live.path);
    const oldPath = live.path;
    await this.adapter.writeBinary(target, data);
    await this.adapter.remove(oldPath);
    const moved = this.getAbstractFileByPath(target);
    if (moved) this.trigger('rename', moved, oldPath);
  }

  /** Throws like the app when a TFile outlived its file. */
  private live<T extends TAbstractFile>(file: T): T {
    if (this.index.get(file.path) !== file) throw enoent('open', file.path);
    return file;
  }

  /** Keeps the index in step with the disk, the way the app's file watcher does. */
  private sync(disk: MemoryDisk, path: string, kind: 'create' | 'modify' | 'delete'): void {
    if (isHidden(path)) return;
    if (kind === 'delete') {
      const f = this.index.get(path);
      if (!f) return;
      this.index.delete(path);
      if (f.parent) f.parent.children = f.parent.children.filter((c) => c !== f);
      this.trigger('delete', f);
      return;
    }
    const entry = disk.get(path);
    if (!entry) return;
    let f = this.index.get(path);
    if (!f) {
      const parent = parentOf(path) === '' ? this.root : this.index.get(parentOf(path));
      if (!(parent instanceof TFolder)) return;
      f = entry.kind === 'folder' ? new TFolder() : new TFile();
      f.vault = this;
      f.path = path;
      f.name = nameOf(path);
      f.parent = parent;
      if (f instanceof TFile) {
        const dot = f.name.lastIndexOf('.');
        f.basename = dot > 0 ? f.name.slice(0, dot) : f.name;
        f.extension = dot > 0 ? f.name.slice(dot + 1) : '';
      }
      parent.children.push(f);
      this.index.set(path, f);
      this.refreshStat(f, entry);
      this.trigger('create', f);
      return;
    }
    this.refreshStat(f, entry);
    this.trigger('modify', f);
  }

  private refreshStat(f: TAbstractFile, entry: Entry): void {
    if (f instanceof TFile && entry.kind === 'file') {
      f.stat = { ctime: entry.ctime, mtime: entry.mtime, size: entry.data.byteLength };
    }
  }
}

// ---------------------------------------------------------------- app services

export class FileManager {
  /** files passed to trashFile, for tests to inspect */
  readonly trashed: string[] = [];

  constructor(private readonly vault: Vault) {}

  async trashFile(file: TAbstractFile): Promise<void> {
    this.trashed.push(file.path);
    await this.vault.trash(file, true);
  }

  async processFrontMatter(file: TFile, fn: (frontmatter: Record<string, unknown>) => void): Promise<void> {
    await this.vault.process(file, (text) => {
      const m = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
      const parsed: unknown = m ? parseYaml(m[1] ?? '') : {};
      const data = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
      fn(data);
      const body = m ? text.slice(m[0].length) : text;
      return `---\n${stringifyYaml(data)}---\n${body}`;
    });
  }
}

export class MetadataCache extends VaultEvents {
  getFileCache(_file: TFile): null {
    return null;
  }
  getFirstLinkpathDest(linkpath: string, _sourcePath: string): TFile | null {
    void linkpath;
    return null;
  }
}

class MemorySecretStorage extends VaultEvents {
  private readonly secrets = new Map<string, string>();
  setSecret(id: string, secret: string): void {
    this.secrets.set(id, secret);
  }
  getSecret(id: string): string | null {
    return this.secrets.get(id) ?? null;
  }
  listSecrets(): string[] {
    return [...this.secrets.keys()];
  }
}

export interface FakeAppOptions {
  /** clock for file ctime/mtime; defaults to Date.now */
  now?: () => number;
}

export class App {
  readonly vault: Vault;
  readonly fileManager: FileManager;
  readonly metadataCache = new MetadataCache();
  readonly secretStorage = new MemorySecretStorage();
  /** The UI half of the fake (obsidian-ui.ts) supplies a Workspace. */
  workspace: unknown = null;

  constructor(options: FakeAppOptions = {}) {
    const disk = new MemoryDisk(options.now ?? (() => Date.now()));
    this.vault = new Vault(disk);
    this.fileManager = new FileManager(this.vault);
  }
}

// ---------------------------------------------------------------- network

export interface RequestUrlParam {
  url: string;
  method?: string;
  contentType?: string;
  body?: string | ArrayBuffer;
  headers?: Record<string, string>;
  throw?: boolean;
}

export interface RequestUrlResponse {
  status: number;
  headers: Record<string, string>;
  arrayBuffer: ArrayBuffer;
  json: unknown;
  text: string;
}

export interface RequestUrlResponsePromise extends Promise<RequestUrlResponse> {
  arrayBuffer: Promise<ArrayBuffer>;
  json: Promise<unknown>;
  text: Promise<string>;
}

export type RequestUrlHandler = (req: RequestUrlParam) => Promise<{ status: number; headers: Record<string, string>; text: string }>;

/** Default: real fetch, so tests can point requestUrl at a 127.0.0.1 server. */
const fetchHandler: RequestUrlHandler = async (req) => {
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  if (req.contentType) headers['content-type'] = req.contentType;
  const res = await fetch(req.url, { method: req.method ?? 'GET', headers, body: req.body });
  const out: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    out[k] = v;
  });
  return { status: res.status, headers: out, text: await res.text() };
};

let requestUrlHandler: RequestUrlHandler = fetchHandler;
/** every request made through requestUrl, for tests to inspect */
export const requestUrlLog: RequestUrlParam[] = [];

export function setRequestUrlHandler(handler: RequestUrlHandler | null): void {
  requestUrlHandler = handler ?? fetchHandler;
}

export function requestUrl(request: RequestUrlParam | string): RequestUrlResponsePromise {
  const req: RequestUrlParam = typeof request === 'string' ? { url: request } : request;
  requestUrlLog.push(req);
  const p = requestUrlHandler(req).then((r) => {
    // Like the app: a status >= 400 rejects unless the caller passed throw: false.
    if (req.throw !== false && r.status >= 400) {
      const e = new Error(`Request failed, status ${r.status}`) as Error & { status: number };
      e.status = r.status;
      throw e;
    }
    const bytes = utf8.encode(r.text);
    // Like the app, `json` parses on access and throws on a body that is not JSON.
    return {
      status: r.status,
      headers: r.headers,
      text: r.text,
      arrayBuffer: bytes.buffer,
      get json(): unknown {
        return JSON.parse(r.text) as unknown;
      },
    };
  });
  // Lazy, so a failed request does not also leave three unhandled rejections.
  return Object.defineProperties(p, {
    arrayBuffer: { get: () => p.then((r) => r.arrayBuffer) },
    json: { get: () => p.then((r) => r.json) },
    text: { get: () => p.then((r) => r.text) },
  }) as RequestUrlResponsePromise;
}

export const Platform = {
  isDesktop: true,
  isMobile: false,
  isDesktopApp: true,
  isMobileApp: false,
  isIosApp: false,
  isAndroidApp: false,
  isPhone: false,
  isTablet: false,
  isMacOS: false,
  isWin: false,
  isLinux: true,
  isSafari: false,
  resourcePathPrefix: 'app://fake/',
};
