import { promises as fs } from 'node:fs';
import type { Dirent } from 'node:fs';
import * as nodePath from 'node:path';
import { isHiddenPath, normalizeVaultPath, VaultPathError } from '../core/vault';
import type { FileStat, VaultPort } from '../core/vault';

/**
 * VaultPort over a folder on disk, for the headless runner and for tests on
 * real folders.
 *
 * Two promises the engine relies on:
 * - Nothing outside the vault is ever touched. `..`, absolute and drive paths
 *   are refused by normalizeVaultPath; symlinks are resolved and refused when
 *   they lead outside, because a synced vault can contain a link to ~/.ssh and
 *   "write inside the allowed folders" must mean the real location.
 * - A write is all or nothing: the text goes to a temp file in the same folder
 *   and is renamed over the target, so a crash or a full disk never leaves a
 *   half-written note (rename within one folder is atomic on POSIX and NTFS).
 */
export class NodeVault implements VaultPort {
  private readonly root: string;
  private realRootPromise: Promise<string> | null = null;

  constructor(root: string) {
    this.root = nodePath.resolve(root);
  }

  /** Absolute path of the vault folder. */
  get rootPath(): string {
    return this.root;
  }

  async list(folder: string): Promise<FileStat[]> {
    const rel = normalizeVaultPath(folder);
    const abs = await this.resolveInside(rel, folder);
    const st = await statOrNull(abs);
    if (!st || !st.isDirectory()) return [];
    const out: FileStat[] = [];
    // Only a hidden folder asked for by name lists its hidden content: a
    // listing of the root must never surface .dreams/ or .obsidian/.
    const includeHidden = isHiddenPath(rel);
    await this.walk(abs, rel, includeHidden, await this.realRoot(), out);
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return out;
  }

  async stat(path: string): Promise<FileStat | null> {
    const rel = normalizeVaultPath(path);
    const abs = await this.resolveInside(rel, path);
    const st = await statOrNull(abs);
    if (!st || !st.isFile()) return null;
    return { path: rel, size: st.size, mtime: Math.floor(st.mtimeMs) };
  }

  async exists(path: string): Promise<boolean> {
    const rel = normalizeVaultPath(path);
    const abs = await this.resolveInside(rel, path);
    return (await statOrNull(abs)) !== null;
  }

  async readText(path: string): Promise<string> {
    const bytes = await this.readBytes(path);
    // TextDecoder with ignoreBOM keeps a leading U+FEFF, as the port promises.
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  }

  async readBytes(path: string): Promise<Uint8Array> {
    const rel = normalizeVaultPath(path);
    const abs = await this.resolveInside(rel, path);
    const buf = await fs.readFile(abs);
    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  async write(path: string, text: string): Promise<void> {
    const rel = normalizeVaultPath(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root is not a file');
    const abs = await this.resolveInside(rel, path);
    await fs.mkdir(nodePath.dirname(abs), { recursive: true });
    // Re-check after mkdir: a parent created by someone else in between could be a link.
    const target = await this.resolveInside(rel, path);
    await writeAtomic(target, text);
  }

  async replace(path: string, expected: string | null, next: string): Promise<boolean> {
    const rel = normalizeVaultPath(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root is not a file');
    const abs = await this.resolveInside(rel, path);
    const st = await statOrNull(abs);
    if (st && !st.isFile()) return false;
    const current = st ? await this.readText(rel) : null;
    if (current !== expected) return false;
    await this.write(rel, next);
    return true;
  }

  async mkdir(path: string): Promise<void> {
    const rel = normalizeVaultPath(path);
    const abs = await this.resolveInside(rel, path);
    await fs.mkdir(abs, { recursive: true });
  }

  async remove(path: string): Promise<void> {
    const rel = normalizeVaultPath(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root cannot be removed');
    const abs = await this.resolveInside(rel, path);
    try {
      await fs.unlink(abs);
    } catch (e) {
      if (errCode(e) !== 'ENOENT') throw e;
    }
  }

  // ------------------------------------------------------------ internals

  private realRoot(): Promise<string> {
    this.realRootPromise ??= fs.realpath(this.root).catch(() => this.root);
    return this.realRootPromise;
  }

  /**
   * Absolute real location of a vault path, refusing any that leaves the vault.
   * The deepest existing ancestor is realpath'd, so a symlinked folder or file
   * pointing outside is refused for reads and writes alike, and a path that
   * does not exist yet is judged by where it would be created. An existing
   * in-vault symlink resolves to its target, so writes keep the link intact.
   */
  private async resolveInside(rel: string, original: string): Promise<string> {
    const realRoot = await this.realRoot();
    const segments = rel === '' ? [] : rel.split('/');
    let existing = segments.length;
    let real: string | null = null;
    while (existing >= 0) {
      const candidate = nodePath.join(this.root, ...segments.slice(0, existing));
      try {
        real = await fs.realpath(candidate);
        break;
      } catch (e) {
        const code = errCode(e);
        if (code !== 'ENOENT' && code !== 'ENOTDIR') throw e;
        existing--;
      }
    }
    if (real === null) real = realRoot;
    if (!isInsideReal(real, realRoot)) {
      throw new VaultPathError(original, 'a symbolic link leads outside the vault');
    }
    return nodePath.join(real, ...segments.slice(existing));
  }

  private async walk(
    absDir: string,
    relDir: string,
    includeHidden: boolean,
    realRoot: string,
    out: FileStat[],
  ): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(absDir, { withFileTypes: true });
    } catch (e) {
      if (errCode(e) === 'ENOENT') return;
      throw e;
    }
    for (const entry of entries) {
      const name = entry.name;
      if (!includeHidden && name.startsWith('.')) continue;
      const abs = nodePath.join(absDir, name);
      const rel = relDir === '' ? name : `${relDir}/${name}`;
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const target = await fs.realpath(abs).catch(() => null);
        // A dangling link or one that leaves the vault is not part of the vault.
        if (target === null || !isInsideReal(target, realRoot)) continue;
        const st = await statOrNull(target);
        if (!st) continue;
        // A linked folder is not descended into: its files are listed under
        // their real path already (the link's target is inside the vault), and
        // following links invites cycles and the same log read twice.
        if (st.isDirectory()) continue;
        isDir = false;
        isFile = st.isFile();
      }
      if (isDir) {
        await this.walk(abs, rel, includeHidden, realRoot, out);
      } else if (isFile) {
        const st = await statOrNull(abs);
        if (st) out.push({ path: rel, size: st.size, mtime: Math.floor(st.mtimeMs) });
      }
    }
  }
}

function isInsideReal(real: string, realRoot: string): boolean {
  if (real === realRoot) return true;
  const rel = nodePath.relative(realRoot, real);
  return rel !== '' && !rel.startsWith('..') && !nodePath.isAbsolute(rel);
}

async function statOrNull(abs: string) {
  try {
    return await fs.stat(abs);
  } catch (e) {
    const code = errCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw e;
  }
}

let tempCounter = 0;

async function writeAtomic(target: string, text: string): Promise<void> {
  const dir = nodePath.dirname(target);
  // Hidden name so a listing never sees the temp file as a note.
  const temp = nodePath.join(dir, `.${nodePath.basename(target)}.${process.pid}.${Date.now()}.${tempCounter++}.tmp`);
  try {
    await fs.writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
    await fs.rename(temp, target);
  } catch (e) {
    await fs.unlink(temp).catch(() => undefined);
    throw e;
  }
}

function errCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : undefined;
}
