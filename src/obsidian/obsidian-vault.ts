import { normalizePath, TFile, TFolder } from 'obsidian';
import type { App, TAbstractFile } from 'obsidian';
import { isHiddenPath, normalizeVaultPath, VaultPathError } from '../core/ports/vault';
import type { FileStat, VaultPort } from '../core/ports/vault';

/**
 * VaultPort over the Obsidian API.
 *
 * Visible notes go through `app.vault`, so Obsidian's index, open editors,
 * sync and other plugins see every change as an ordinary vault event. Hidden
 * paths (`.dreams/`, `.obsidian/`) are never in that index, so they go through
 * `app.vault.adapter`, which works on desktop and mobile alike.
 *
 * Compare-and-write runs inside `vault.process`: the callback gets the text as
 * it is at that instant and Obsidian writes the result atomically, so an edit
 * the person made a moment ago is never overwritten by a stale plan.
 */
export class ObsidianVault implements VaultPort {
  constructor(private readonly app: App) {}

  async list(folder: string): Promise<FileStat[]> {
    const rel = this.norm(folder);
    const out = isHiddenPath(rel) ? await this.listHidden(rel) : this.listIndexed(rel);
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return out;
  }

  async stat(path: string): Promise<FileStat | null> {
    const rel = this.norm(path);
    if (rel === '') return null;
    if (isHiddenPath(rel)) {
      const st = await this.adapter.stat(rel);
      return st && st.type === 'file' ? { path: rel, size: st.size, mtime: st.mtime } : null;
    }
    const file = this.app.vault.getFileByPath(rel);
    return file ? { path: rel, size: file.stat.size, mtime: file.stat.mtime } : null;
  }

  async exists(path: string): Promise<boolean> {
    const rel = this.norm(path);
    if (rel === '') return true;
    if (isHiddenPath(rel)) return this.adapter.exists(rel);
    return this.app.vault.getAbstractFileByPath(rel) !== null;
  }

  async readText(path: string): Promise<string> {
    const rel = this.norm(path);
    if (isHiddenPath(rel)) return this.adapter.read(rel);
    // `read`, not `cachedRead`: what the engine reads here is compared against
    // the file before writing, and a stale cache would defeat that check.
    return this.app.vault.read(this.requireFile(rel, path));
  }

  async readBytes(path: string): Promise<Uint8Array> {
    const rel = this.norm(path);
    const buf = isHiddenPath(rel)
      ? await this.adapter.readBinary(rel)
      : await this.app.vault.readBinary(this.requireFile(rel, path));
    return new Uint8Array(buf);
  }

  async write(path: string, text: string): Promise<void> {
    const rel = this.norm(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root is not a file');
    if (isHiddenPath(rel)) {
      await this.mkdirHidden(parentOf(rel));
      await this.adapter.write(rel, text);
      return;
    }
    const existing = this.app.vault.getAbstractFileByPath(rel);
    if (existing instanceof TFile) {
      await this.app.vault.process(existing, () => text);
      return;
    }
    if (existing) throw new Error(`Cannot write "${rel}": a folder has that name`);
    await this.mkdirIndexed(parentOf(rel));
    await this.app.vault.create(rel, text);
  }

  async replace(path: string, expected: string | null, next: string): Promise<boolean> {
    const rel = this.norm(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root is not a file');
    // The compare and the write are separate awaits on the adapter, so two
    // replaces in this app must not interleave: they take turns (one plugin
    // instance per vault, so in memory is enough; the lock relies on it).
    return serialised(this.app, () => (isHiddenPath(rel) ? this.replaceHidden(rel, expected, next) : this.replaceIndexed(rel, expected, next)));
  }

  async mkdir(path: string): Promise<void> {
    const rel = this.norm(path);
    if (rel === '') return;
    if (isHiddenPath(rel)) await this.mkdirHidden(rel);
    else await this.mkdirIndexed(rel);
  }

  async remove(path: string): Promise<void> {
    const rel = this.norm(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root cannot be removed');
    if (isHiddenPath(rel)) {
      const st = await this.adapter.stat(rel);
      if (st?.type === 'folder') throw new Error(`Cannot remove "${rel}": it is a folder`);
      if (st) await this.adapter.remove(rel);
      return;
    }
    if (this.app.vault.getFolderByPath(rel)) throw new Error(`Cannot remove "${rel}": it is a folder`);
    const file = this.app.vault.getFileByPath(rel);
    // Through the file manager so the person's trash setting applies: a file a
    // run created and undo removes can still be recovered from the trash.
    if (file) await this.app.fileManager.trashFile(file);
  }

  async removeEmptyFolder(path: string): Promise<void> {
    const rel = this.norm(path);
    if (rel === '') throw new VaultPathError(path, 'the vault root cannot be removed');
    if (isHiddenPath(rel)) {
      const st = await this.adapter.stat(rel);
      if (!st) return;
      if (st.type !== 'folder') throw new Error(`Cannot remove "${rel}" as a folder: it is a file`);
      const inside = await this.adapter.list(rel);
      if (inside.files.length > 0 || inside.folders.length > 0) throw new Error(`Cannot remove "${rel}": the folder is not empty`);
      await this.adapter.rmdir(rel, false);
      return;
    }
    if (this.app.vault.getFileByPath(rel)) throw new Error(`Cannot remove "${rel}" as a folder: it is a file`);
    const folder = this.app.vault.getFolderByPath(rel);
    if (!folder) return;
    if (folder.children.length > 0) throw new Error(`Cannot remove "${rel}": the folder is not empty`);
    await this.app.fileManager.trashFile(folder);
  }

  // ------------------------------------------------------------ internals

  private get adapter() {
    return this.app.vault.adapter;
  }

  /** Our rules first (refuse escapes), then Obsidian's own normal form. */
  private norm(path: string): string {
    const rel = normalizeVaultPath(path);
    if (rel === '') return '';
    const n = normalizePath(rel);
    return n === '/' ? '' : n;
  }

  private requireFile(rel: string, original: string): TFile {
    const file = this.app.vault.getFileByPath(rel);
    if (!file) throw new Error(`No such file: ${original}`);
    return file;
  }

  private listIndexed(rel: string): FileStat[] {
    const folder = rel === '' ? this.app.vault.getRoot() : this.app.vault.getFolderByPath(rel);
    if (!folder) return [];
    const out: FileStat[] = [];
    const walk = (f: TAbstractFile): void => {
      // The index holds no dot paths today; this keeps the port's promise if it ever does.
      if (f.name.startsWith('.')) return;
      if (f instanceof TFile) out.push({ path: f.path, size: f.stat.size, mtime: f.stat.mtime });
      else if (f instanceof TFolder) for (const c of f.children) walk(c);
    };
    for (const c of folder.children) walk(c);
    return out;
  }

  private async listHidden(rel: string): Promise<FileStat[]> {
    const top = await this.adapter.stat(rel);
    if (!top || top.type !== 'folder') return [];
    const out: FileStat[] = [];
    const pending = [rel];
    while (pending.length > 0) {
      const dir = pending.pop() as string;
      const listed = await this.adapter.list(dir);
      for (const f of listed.files) {
        const st = await this.adapter.stat(f);
        if (st?.type === 'file') out.push({ path: f, size: st.size, mtime: st.mtime });
      }
      for (const f of listed.folders) pending.push(f);
    }
    return out;
  }

  private async mkdirHidden(rel: string): Promise<void> {
    if (rel === '') return;
    const st = await this.adapter.stat(rel);
    if (st?.type === 'folder') return;
    if (st) throw new Error(`Cannot create folder "${rel}": a file has that name`);
    await this.adapter.mkdir(rel);
  }

  private async mkdirIndexed(rel: string): Promise<void> {
    if (rel === '') return;
    const segments = rel.split('/');
    for (let i = 1; i <= segments.length; i++) {
      const p = segments.slice(0, i).join('/');
      const existing = this.app.vault.getAbstractFileByPath(p);
      if (existing instanceof TFolder) continue;
      if (existing) throw new Error(`Cannot create folder "${p}": a file has that name`);
      try {
        await this.app.vault.createFolder(p);
      } catch (e) {
        // Another writer (sync, a second run step) may have made it meanwhile.
        if (!(this.app.vault.getAbstractFileByPath(p) instanceof TFolder)) throw e;
      }
    }
  }

  private async replaceIndexed(rel: string, expected: string | null, next: string): Promise<boolean> {
    const existing = this.app.vault.getAbstractFileByPath(rel);
    if (expected === null) {
      if (existing) return false;
      await this.mkdirIndexed(parentOf(rel));
      try {
        await this.app.vault.create(rel, next);
        return true;
      } catch (e) {
        // Created by someone else between the check and the create: a mismatch, not a failure.
        if (this.app.vault.getAbstractFileByPath(rel)) return false;
        throw e;
      }
    }
    if (!(existing instanceof TFile)) return false;
    let matched = false;
    await this.app.vault.process(existing, (current) => {
      matched = current === expected;
      return matched ? next : current;
    });
    return matched;
  }

  private async replaceHidden(rel: string, expected: string | null, next: string): Promise<boolean> {
    const st = await this.adapter.stat(rel);
    if (expected === null) {
      if (st) return false;
      await this.mkdirHidden(parentOf(rel));
      await this.adapter.write(rel, next);
      return true;
    }
    if (st?.type !== 'file') return false;
    let matched = false;
    await this.adapter.process(rel, (current) => {
      matched = current === expected;
      return matched ? next : current;
    });
    return matched;
  }
}

const turns = new WeakMap<App, Promise<unknown>>();

/** Runs `fn` after every earlier `serialised` call for the same app has settled. */
function serialised<T>(app: App, fn: () => Promise<T>): Promise<T> {
  const previous = turns.get(app) ?? Promise.resolve();
  const mine = previous.then(fn, fn);
  turns.set(app, mine.catch(() => undefined));
  return mine;
}

function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}
