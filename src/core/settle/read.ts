import type { VaultPort } from '../ports/vault';

/**
 * An artifact's text as it is on disk, or null when it is absent or cannot be
 * read. Settle and the audit read what landed, not what a write returned; an
 * unreadable file is reported by whoever asked, from the null.
 */
export async function readOrNull(vault: VaultPort, path: string): Promise<string | null> {
  try {
    return (await vault.exists(path)) ? await vault.readText(path) : null;
  } catch {
    return null;
  }
}
