/** Thrown by a VaultPort for a path that would leave the vault. */
export class VaultPathError extends Error {
  constructor(readonly path: string, reason: string) {
    super(`Refused path "${path}": ${reason}`);
    this.name = 'VaultPathError';
  }
}

/**
 * Normalise a vault-relative path: `\` to `/`, no leading `./` or `/`,
 * collapse `.` segments, and refuse `..`, absolute and drive-letter paths.
 * Every VaultPort implementation runs its inputs through this.
 */
export function normalizeVaultPath(input: string): string {
  const raw = input.replace(/\\/g, '/');
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) {
    throw new VaultPathError(input, 'absolute paths are outside the vault');
  }
  if (raw.includes('\0')) throw new VaultPathError(input, 'NUL byte in path');
  const out: string[] = [];
  for (const seg of raw.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') throw new VaultPathError(input, '".." escapes the vault');
    out.push(seg);
  }
  return out.join('/');
}

/** True when a path has a segment starting with "." (Obsidian does not index these). */
export function isHiddenPath(path: string): boolean {
  // a segment starting with a dot: the first one, or one after a slash (asked for every file of a listing, so no split)
  return path.startsWith('.') || path.includes('/.');
}

/** True when `path` is `folder` itself or below it. `folder` "" contains everything. */
export function isUnder(path: string, folder: string): boolean {
  const f = folder.endsWith('/') ? folder.replace(/\/+$/, '') : folder;
  if (f === '') return true;
  return path === f || path.startsWith(f + '/');
}

export function joinPath(...parts: string[]): string {
  return parts.filter((p) => p !== '').join('/').replace(/\/+/g, '/');
}

export function basename(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? path : path.slice(i + 1);
}

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}
