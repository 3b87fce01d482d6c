/**
 * VaultPort: the only way the engine touches files.
 *
 * Paths are vault-relative and `/`-separated everywhere ("Journal/2026-11-02.md").
 * Paths with a segment that starts with a dot (".dreams/", ".obsidian/") are
 * hidden: Obsidian does not index them, so the Obsidian adapter serves them
 * through `vault.adapter`; the engine does not need to care which is which.
 *
 * Implementations: NodeVault (src/cli), ObsidianVault (src/obsidian); both must
 * pass test/vault-conformance.
 */
export interface FileStat {
  path: string;
  /** bytes on disk */
  size: number;
  /** last modification, epoch milliseconds */
  mtime: number;
  /**
   * true when the path is a symbolic link or lies under one (NodeVault; the
   * Obsidian API shows no links). Such a file can be read, but every write to
   * it is refused: the plugin never writes through a link.
   */
  link?: true;
}

export interface VaultPort {
  /**
   * Every file below `folder` (recursively), files only. `""` is the vault root.
   * Listing a non-hidden folder skips hidden segments; listing a hidden folder
   * (".dreams/runs") lists it. A folder that does not exist lists as [].
   */
  list(folder: string): Promise<FileStat[]>;
  /** null when the file does not exist */
  stat(path: string): Promise<FileStat | null>;
  exists(path: string): Promise<boolean>;
  /** UTF-8 decode; a leading BOM is kept (callers strip it) */
  readText(path: string): Promise<string>;
  readBytes(path: string): Promise<Uint8Array>;
  /** create or overwrite, creating parent folders */
  write(path: string, text: string): Promise<void>;
  /**
   * Compare-and-write: replaces the file only when its current text equals
   * `expected` (null = the file must not exist: an exclusive create). Returns
   * false, writing nothing, on a mismatch. Atomic: of two writers racing on
   * one file, one wins and the other gets false, never both true. NodeVault
   * holds this across processes on one machine (the lock file relies on it);
   * in Obsidian it runs inside `vault.process`, and one plugin instance per
   * vault serialises the rest in memory.
   */
  replace(path: string, expected: string | null, next: string): Promise<boolean>;
  /** create the folder and its parents; no-op when present */
  mkdir(path: string): Promise<void>;
  /** delete a file; no-op when absent. Used for the lock and for undoing a file a run created. */
  remove(path: string): Promise<void>;
  /**
   * Delete a folder that holds nothing (no file, no folder); no-op when absent.
   * Refuses (throws) a folder with anything in it, or a file: it never deletes
   * content. Used when backups past their retention are pruned.
   */
  removeEmptyFolder(path: string): Promise<void>;
}

// The path rules every VaultPort implementation applies, exposed with the port so adapters need no other door.
export { isHiddenPath, normalizeVaultPath, VaultPathError } from '../lib/paths';
