import { promises as fs, statSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import * as nodePath from 'node:path';
import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers';
import { isHiddenPath, normalizeVaultPath, VaultPathError } from '../core/ports/vault';
import type { FileStat, VaultPort } from '../core/ports/vault';

/**
 * VaultPort over a folder on disk, for the headless runner and for tests on
 * real folders.
 *
 * Promises the engine relies on:
 * - Nothing outside the vault is ever touched. `..`, absolute and drive paths
 *   are refused by normalizeVaultPath; symlinks are resolved and refused when
 *   they lead outside, because a synced vault can contain a link to ~/.ssh and
 *   "write inside the allowed folders" must mean the real location.
 * - Writes never follow a link. Reads may (a journal folder can be a link into
 *   the vault), but a write, create, replace, mkdir or remove whose path has a
 *   symbolic link anywhere below the vault root is refused: a link at
 *   `Memory/Daily/<date>.md` pointing at a journal note, or at a topic note
 *   pointing into `.obsidian/plugins/`, would otherwise rewrite the person's
 *   diary or another plugin's file while every check on the path said
 *   "memory folder". So the path the engine judged is the file that changes.
 * - A write is all or nothing: the text goes to a temp file in the same folder
 *   and is renamed over the target, so a crash or a full disk never leaves a
 *   half-written note (rename within one folder is atomic on POSIX and NTFS).
 * - replace is a true compare-and-swap against other processes on this
 *   machine. Creating (`expected` null) publishes a complete temp file with
 *   link(2), which fails when the name exists; replacing compares and writes
 *   while holding a per-file guard created the same way. Two `run`s started
 *   together therefore cannot both take the dream lock, nor both create the
 *   dream log.
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
    await this.walk(abs, rel, includeHidden, await this.realRoot(), out, await this.linkOnTheWay(rel));
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return out;
  }

  async stat(path: string): Promise<FileStat | null> {
    const rel = normalizeVaultPath(path);
    const abs = await this.resolveInside(rel, path);
    const st = await statOrNull(abs);
    if (!st || !st.isFile()) return null;
    const out: FileStat = { path: rel, size: st.size, mtime: Math.floor(st.mtimeMs) };
    if (await this.linkOnTheWay(rel)) out.link = true;
    return out;
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
    const target = await this.prepareWrite(rel, path);
    await writeAtomic(target, text);
  }

  async replace(path: string, expected: string | null, next: string): Promise<boolean> {
    const rel = normalizeVaultPath(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root is not a file');
    const target = await this.prepareWrite(rel, path);
    if (expected === null) return createAtomic(target, next);
    return withFileGuard(target, async () => {
      const st = await lstatOrNull(target);
      if (!st || !st.isFile()) return false;
      const bytes = await fs.readFile(target);
      const current = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      if (current !== expected) return false;
      await writeAtomic(target, next);
      return true;
    });
  }

  async mkdir(path: string): Promise<void> {
    const rel = normalizeVaultPath(path);
    const abs = await this.resolveInside(rel, path);
    await this.refuseLinks(rel, path);
    await fs.mkdir(abs, { recursive: true });
    await this.refuseLinks(rel, path);
  }

  async remove(path: string): Promise<void> {
    const rel = normalizeVaultPath(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root cannot be removed');
    const abs = await this.resolveInside(rel, path);
    await this.refuseLinks(rel, path);
    try {
      await fs.unlink(abs);
    } catch (e) {
      if (errCode(e) !== 'ENOENT') throw e;
    }
  }

  async removeEmptyFolder(path: string): Promise<void> {
    const rel = normalizeVaultPath(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root cannot be removed');
    const abs = await this.resolveInside(rel, path);
    await this.refuseLinks(rel, path);
    try {
      // rmdir removes only an empty directory (ENOTEMPTY otherwise, ENOTDIR for a file).
      await fs.rmdir(abs);
    } catch (e) {
      if (errCode(e) !== 'ENOENT') throw e;
    }
  }

  // ------------------------------------------------------------ internals

  /**
   * The absolute path a write to `rel` changes, with its folder created:
   * inside the vault and with no symbolic link on the way, checked again after
   * the folders are made (one made meanwhile by someone else could be a link).
   */
  private async prepareWrite(rel: string, original: string): Promise<string> {
    await this.resolveInside(rel, original);
    await this.refuseLinks(rel, original);
    const abs = nodePath.join(this.root, rel);
    await fs.mkdir(nodePath.dirname(abs), { recursive: true });
    await this.refuseLinks(rel, original);
    return abs;
  }

  /**
   * Refuses a path with a symbolic link at any existing segment below the
   * vault root (the root itself may be a link: that is where the vault lives).
   * lstat per segment rather than comparing realpaths, so a case-insensitive
   * disk that spells a folder differently is not mistaken for a link.
   */
  private async refuseLinks(rel: string, original: string): Promise<void> {
    const at = await this.linkOnTheWay(rel);
    if (at !== null) throw new VaultPathError(original, `${at} is a symbolic link, and the plugin never writes through a link`);
  }

  /** The first existing segment of `rel` (as a vault path) that is a symbolic link, or null. */
  private async linkOnTheWay(rel: string): Promise<string | null> {
    if (rel === '') return null;
    let abs = this.root;
    const segments = rel.split('/');
    for (let i = 0; i < segments.length; i++) {
      abs = nodePath.join(abs, segments[i]!);
      const st = await lstatOrNull(abs);
      if (st === null) return null;
      if (st.isSymbolicLink()) return segments.slice(0, i + 1).join('/');
    }
    return null;
  }

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
      const candidate = nodePath.join(this.root, segments.slice(0, existing).join('/'));
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
    return nodePath.join(real, segments.slice(existing).join('/'));
  }

  private async walk(
    absDir: string,
    relDir: string,
    includeHidden: boolean,
    realRoot: string,
    out: FileStat[],
    /** the folder itself is reached through a link */
    linked: string | null,
  ): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(absDir, { withFileTypes: true });
    } catch (e) {
      if (errCode(e) === 'ENOENT') return;
      throw e;
    }
    // Plain files are stat'ed synchronously, one after another: a listing is
    // a burst of metadata reads the run waits on anyway, and each promise stat
    // costs a round trip through libuv's pool and its allocations. Over a
    // folder of 100,000 notes the batched promise stats took ~2.2 s of CPU,
    // these ~0.45 s. Nothing else is made per file but its FileStat (no
    // joined path kept, no list of files to stat later): a listing of 100,000
    // notes is what a dream with nothing new costs, in time and in memory.
    const absPrefix = absDir.endsWith(nodePath.sep) ? absDir : absDir + nodePath.sep;
    const relPrefix = relDir === '' ? '' : `${relDir}/`;
    for (const entry of entries) {
      const name = entry.name;
      if (!includeHidden && name.startsWith('.')) continue;
      if (entry.isFile()) {
        const st = statSyncOrNull(absPrefix + name);
        if (st?.isFile()) out.push(linked !== null ? { path: relPrefix + name, size: st.size, mtime: Math.floor(st.mtimeMs), link: true } : { path: relPrefix + name, size: st.size, mtime: Math.floor(st.mtimeMs) });
        continue;
      }
      const abs = absPrefix + name;
      const rel = relPrefix + name;
      let isDir = entry.isDirectory();
      let isFile = false;
      const isLink = entry.isSymbolicLink();
      if (isLink) {
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
        await this.walk(abs, rel, includeHidden, realRoot, out, linked);
      } else if (isFile) {
        const st = await statOrNull(abs);
        if (st) out.push({ path: rel, size: st.size, mtime: Math.floor(st.mtimeMs), link: true });
      }
    }
  }
}

function isInsideReal(real: string, realRoot: string): boolean {
  if (real === realRoot) return true;
  const rel = nodePath.relative(realRoot, real);
  return rel !== '' && !rel.startsWith('..') && !nodePath.isAbsolute(rel);
}

async function lstatOrNull(abs: string) {
  try {
    return await fs.lstat(abs);
  } catch (e) {
    const code = errCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw e;
  }
}

/** A file's stat, or null when it is gone (listed, then removed before the stat). */
function statSyncOrNull(abs: string) {
  try {
    return statSync(abs, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    if (errCode(e) === 'ENOTDIR') return null;
    throw e;
  }
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

/**
 * A hidden file beside `target` (a listing never sees it as a note), named
 * for it: `.<name><suffix>`. A note's name near the 255-byte limit of a file
 * name leaves no room for the suffix (ENAMETOOLONG on every write of it), so
 * then the name is cut to whole characters that fit, with a hash of the whole
 * name: the same note always gets the same guard.
 */
function besideTarget(target: string, suffix: string): string {
  const name = nodePath.basename(target);
  const dir = nodePath.dirname(target);
  if (Buffer.byteLength(`.${name}${suffix}`) <= 255) return nodePath.join(dir, `.${name}${suffix}`);
  const tag = `~${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
  let cut = '';
  for (const ch of name) {
    if (Buffer.byteLength(`.${cut}${ch}${tag}${suffix}`) > 255) break;
    cut += ch;
  }
  return nodePath.join(dir, `.${cut}${tag}${suffix}`);
}

function tempPathFor(target: string): string {
  return besideTarget(target, `.${process.pid}.${Date.now()}.${tempCounter++}.tmp`);
}

/**
 * Creates `target` with `text` only when nothing has that name, atomically
 * and complete: the text is written to a temp file first and then hard-linked
 * to the target name, which fails with EEXIST when the name is taken (and a
 * reader never sees a half-written file, as it could with an `wx` open).
 * Filesystems without hard links fall back to an exclusive open.
 */
async function createAtomic(target: string, text: string): Promise<boolean> {
  const temp = tempPathFor(target);
  await fs.writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
  try {
    await fs.link(temp, target);
    return true;
  } catch (e) {
    const code = errCode(e);
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw e;
    try {
      await fs.writeFile(target, text, { encoding: 'utf8', flag: 'wx' });
      return true;
    } catch (e2) {
      if (errCode(e2) === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    await fs.unlink(temp).catch(() => undefined);
  }
}

/** A per-file guard older than this was left by a process that died holding it. */
const GUARD_STALE_MS = 30_000;
/** Attempts to take a busy guard, with a doubling wait from 1 ms (about 4 s in all). */
const GUARD_TRIES = 13;

/**
 * Runs `fn` while holding `<dir>/.<name>.guard`, created exclusively. Every
 * compare-and-write of this file from any NodeVault on the machine takes the
 * same guard, so the compare and the write happen as one step. A guard left
 * behind by a killed process is taken over once it is older than
 * GUARD_STALE_MS (a replace holds it for milliseconds).
 */
async function withFileGuard<T>(target: string, fn: () => Promise<T>): Promise<T> {
  const guard = besideTarget(target, '.guard');
  const token = `${process.pid}.${Date.now()}.${tempCounter++}`;
  for (let attempt = 0; ; attempt++) {
    if (await createAtomic(guard, token)) break;
    if (attempt >= GUARD_TRIES) throw new Error(`${target} is being written by another process (its guard file ${guard} stays)`);
    const st = await lstatOrNull(guard);
    if (st && Date.now() - st.mtimeMs > GUARD_STALE_MS) {
      // Remove it only if it is still the stale one (its content names its owner).
      const stale = await fs.readFile(guard, 'utf8').catch(() => null);
      if (stale !== null && stale !== token) {
        const again = await lstatOrNull(guard);
        if (again && again.mtimeMs === st.mtimeMs) await fs.unlink(guard).catch(() => undefined);
      }
      continue;
    }
    // Reason: a wait between attempts to take a busy file guard, not a test sleep.
    await new Promise<void>((resolve) => setTimeout(resolve, 2 ** Math.min(attempt, 10)));
  }
  try {
    return await fn();
  } finally {
    await fs.unlink(guard).catch(() => undefined);
  }
}

async function writeAtomic(target: string, text: string): Promise<void> {
  const temp = tempPathFor(target);
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
