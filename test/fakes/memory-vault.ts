import { isHiddenPath, isUnder, normalizeVaultPath } from '../../src/core/lib/paths';
import { VaultPathError } from '../../src/core/ports/vault';
import type { FileStat, VaultPort } from '../../src/core/ports/vault';

/**
 * In-memory VaultPort for fast tests of pure engine code.
 *
 * Faithful to the contract in src/core/ports/vault.ts and to NodeVault's behaviour:
 * - every path goes through normalizeVaultPath (so `..` and absolute paths
 *   throw VaultPathError, `\` becomes `/`);
 * - `list` is recursive, sorted by path, skips hidden segments unless the
 *   listed folder is itself hidden, and lists a missing folder as [];
 * - `stat` is null for a folder or a missing path, `exists` is true for both
 *   files and folders;
 * - `readText` decodes UTF-8 and keeps a leading BOM; invalid sequences become
 *   U+FFFD like TextDecoder does (use readBytes to see the real bytes);
 * - `write` creates parent folders; `replace` compares the current text.
 *
 * Mtimes come from the injected clock at write time, or are set explicitly with
 * setMtime / the `mtime` argument of setFile, so tests never sleep.
 */
interface MemoryVaultOptions {
  /** mtime source for writes; defaults to Date.now */
  now?: () => number;
  /** initial files: text or bytes */
  files?: Record<string, string | Uint8Array>;
  /** mtime for the initial files; defaults to now() */
  mtime?: number;
}

type VaultOp = 'list' | 'stat' | 'exists' | 'readText' | 'readBytes' | 'write' | 'replace' | 'mkdir' | 'remove' | 'removeEmptyFolder';

/** Ops that change the vault; sense() must never call one. */
const MUTATING_OPS: readonly VaultOp[] = ['write', 'replace', 'mkdir', 'remove', 'removeEmptyFolder'];

interface Entry {
  bytes: Uint8Array;
  mtime: number;
}

const encoder = new TextEncoder();

export class MemoryVault implements VaultPort {
  private readonly files = new Map<string, Entry>();
  private readonly folders = new Set<string>();
  private now: () => number;
  /** every call made through the port, in order */
  readonly calls: { op: VaultOp; path: string }[] = [];
  private fault: ((op: VaultOp, path: string) => string | null) | null = null;

  constructor(options: MemoryVaultOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    for (const [path, content] of Object.entries(options.files ?? {})) {
      this.setFile(path, content, options.mtime);
    }
  }

  // ------------------------------------------------------------ test helpers

  /** Change the mtime source (e.g. after advancing a fake clock). */
  setNow(now: () => number): void {
    this.now = now;
  }

  /** Create or overwrite a file without recording a port call. */
  setFile(path: string, content: string | Uint8Array, mtime?: number): void {
    const p = this.filePath(path);
    const bytes = typeof content === 'string' ? encoder.encode(content) : content.slice();
    this.files.set(p, { bytes, mtime: mtime ?? this.now() });
    this.addParents(p);
  }

  /** Append text to a file (created when missing), bumping its mtime. */
  appendText(path: string, text: string, mtime?: number): void {
    const p = normalizeVaultPath(path);
    const old = this.files.get(p)?.bytes ?? new Uint8Array(0);
    const add = encoder.encode(text);
    const bytes = new Uint8Array(old.length + add.length);
    bytes.set(old);
    bytes.set(add, old.length);
    this.setFile(p, bytes, mtime);
  }

  setMtime(path: string, mtime: number): void {
    const e = this.files.get(normalizeVaultPath(path));
    if (!e) throw new Error(`setMtime: no file "${path}"`);
    e.mtime = mtime;
  }

  /** Remove a file without recording a port call. */
  deleteFile(path: string): void {
    this.files.delete(normalizeVaultPath(path));
  }

  /** Text of a file (BOM kept), or null; not recorded as a port call. */
  peek(path: string): string | null {
    const e = this.files.get(normalizeVaultPath(path));
    return e ? decode(e.bytes) : null;
  }

  /** All file paths, sorted, hidden ones included. */
  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  /** Deep copy of every file (bytes + mtime), for before/after comparisons. */
  snapshot(): Map<string, { bytes: Uint8Array; mtime: number }> {
    const out = new Map<string, { bytes: Uint8Array; mtime: number }>();
    for (const p of this.paths()) {
      const e = this.files.get(p)!;
      out.set(p, { bytes: e.bytes.slice(), mtime: e.mtime });
    }
    return out;
  }

  /** Folders known to the vault (created by mkdir or as parents of files). */
  folderPaths(): string[] {
    return [...this.folders].sort();
  }

  /**
   * Make port calls fail: return an error message to throw for (op, path), or
   * null to let the call through. Pass null to clear.
   */
  setFault(fault: ((op: VaultOp, path: string) => string | null) | null): void {
    this.fault = fault;
  }

  /** Port calls that would change the vault. */
  mutatingCalls(): { op: VaultOp; path: string }[] {
    return this.calls.filter((c) => MUTATING_OPS.includes(c.op));
  }

  // ------------------------------------------------------------ VaultPort

  list(folder: string): Promise<FileStat[]> {
    return this.run('list', folder, (p) => {
      if (this.files.has(p) || (p !== '' && !this.folders.has(p))) return [];
      const includeHidden = isHiddenPath(p);
      const out: FileStat[] = [];
      for (const [path, e] of this.files) {
        if (p !== '' && !isUnder(path, p)) continue;
        const rel = p === '' ? path : path.slice(p.length + 1);
        if (!includeHidden && isHiddenPath(rel)) continue;
        out.push({ path, size: e.bytes.length, mtime: e.mtime });
      }
      out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      return out;
    });
  }

  stat(path: string): Promise<FileStat | null> {
    return this.run('stat', path, (p) => {
      const e = this.files.get(p);
      return e ? { path: p, size: e.bytes.length, mtime: e.mtime } : null;
    });
  }

  exists(path: string): Promise<boolean> {
    return this.run('exists', path, (p) => p === '' || this.files.has(p) || this.folders.has(p));
  }

  readText(path: string): Promise<string> {
    return this.run('readText', path, (p) => decode(this.mustGet(p).bytes));
  }

  readBytes(path: string): Promise<Uint8Array> {
    return this.run('readBytes', path, (p) => this.mustGet(p).bytes.slice());
  }

  write(path: string, text: string): Promise<void> {
    return this.run('write', path, (p) => {
      this.assertWritable(p, path);
      this.files.set(p, { bytes: encoder.encode(text), mtime: this.now() });
      this.addParents(p);
    });
  }

  replace(path: string, expected: string | null, next: string): Promise<boolean> {
    return this.run('replace', path, (p) => {
      this.assertWritable(p, path);
      const e = this.files.get(p);
      const current = e ? decode(e.bytes) : null;
      if (current !== expected) return false;
      this.files.set(p, { bytes: encoder.encode(next), mtime: this.now() });
      this.addParents(p);
      return true;
    });
  }

  mkdir(path: string): Promise<void> {
    return this.run('mkdir', path, (p) => {
      if (p === '') return;
      if (this.files.has(p)) throw new Error(`EEXIST: a file exists at "${p}"`);
      this.folders.add(p);
      this.addParents(p);
    });
  }

  remove(path: string): Promise<void> {
    return this.run('remove', path, (p) => {
      if (p === '') throw new VaultPathError(path, 'the vault root cannot be removed');
      // As unlink on disk and the Obsidian adapter: a folder is never removed as a file.
      if (!this.files.has(p) && this.folders.has(p)) throw new Error(`"${path}" is a folder, not a file`);
      this.files.delete(p);
    });
  }

  removeEmptyFolder(path: string): Promise<void> {
    return this.run('removeEmptyFolder', path, (p) => {
      if (p === '') throw new VaultPathError(path, 'the vault root cannot be removed');
      if (this.files.has(p)) throw new Error(`ENOTDIR: "${path}" is a file`);
      if (!this.folders.has(p)) return;
      const inside = (q: string) => q.startsWith(p + '/');
      if ([...this.files.keys()].some(inside) || [...this.folders].some(inside)) throw new Error(`ENOTEMPTY: "${path}" is not empty`);
      this.folders.delete(p);
    });
  }

  // ------------------------------------------------------------ internals

  /** Record the call, apply the fault hook, and settle as a promise (errors reject). */
  private run<T>(op: VaultOp, path: string, body: (normalized: string) => T): Promise<T> {
    try {
      const p = normalizeVaultPath(path);
      this.calls.push({ op, path: p });
      const injected = this.fault?.(op, p) ?? null;
      if (injected !== null) throw new Error(injected);
      return Promise.resolve(body(p));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  private filePath(path: string): string {
    const p = normalizeVaultPath(path);
    if (p === '') throw new VaultPathError(path, 'the vault root is not a file');
    return p;
  }

  private mustGet(p: string): Entry {
    const e = this.files.get(p);
    if (!e) {
      const err = new Error(`ENOENT: no such file or directory, open '${p}'`) as Error & { code: string };
      err.code = 'ENOENT';
      throw err;
    }
    return e;
  }

  private assertWritable(p: string, original: string): void {
    if (p === '') throw new VaultPathError(original, 'the vault root is not a file');
    if (this.folders.has(p)) throw new Error(`EISDIR: "${p}" is a folder`);
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      if (this.files.has(parent)) throw new Error(`ENOTDIR: "${parent}" is a file`);
    }
  }

  private addParents(p: string): void {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i++) this.folders.add(parts.slice(0, i).join('/'));
  }
}

function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}
