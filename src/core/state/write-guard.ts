/**
 * The final write guard: the one place that decides whether a text may be
 * written. It looks at exactly what is about to land on disk — a note, the
 * index, the dream log, the report, the run record, the pending queue, the
 * lock — and refuses it when it carries a secret: a value of any shape the
 * detectors know, or a value found on the source lines this run read (however
 * the extractor or the model reshaped it since), or a configured secret such
 * as the API key.
 *
 * It sits on the vault itself (`guardVault`), so no writer can go around it.
 * Two kinds of text pass unchecked, because they copy the vault rather than
 * add to it: a backup (a byte-faithful copy of a file as it stood, which undo
 * must be able to put back exactly), and a text read from a backup being put
 * back verbatim.
 *
 * The report may say the values were "never copied" only because this guard
 * saw every write of the run and refused none (`proved`).
 */
import type { Settings } from '../ports/settings';
import { sha256 } from '../lib/digest';
import { configuredSecrets, findSecretsAndKnown, knownSecret, knownSecretsIn, type KnownSecret } from '../secrets/scan';
import type { VaultPort } from '../ports/vault';
import { backupsFolder } from './state-paths';

class SecretWriteRefused extends Error {
  constructor(readonly path: string, readonly kinds: string[]) {
    super(`the final check found a sensitive value (${kinds.join(', ')}) in the text for ${path}; it was not written`);
    this.name = 'SecretWriteRefused';
  }
}

interface GuardRefusal {
  path: string;
  kinds: string[];
}

export class WriteGuard {
  private readonly known: KnownSecret[] = [];
  private readonly seen = new Set<string>();
  /** texts read from the backups folder: putting one back is a restore, not a copy */
  private readonly restorable = new Set<string>();
  /** the last long text found clean for each path, and how many known secrets it was checked against */
  private readonly clean = new Map<string, { text: string; known: number }>();
  readonly refused: GuardRefusal[] = [];

  constructor(private readonly backupsFolder: string) {}

  /** Remember the secrets on these source lines, so no reshaped form of them is written either. */
  learnFrom(sourceText: string): void {
    for (const k of knownSecretsIn(sourceText)) this.remember(k);
  }

  /** A configured secret (the API key): refused wherever it appears. */
  learnConfigured(value: string | undefined): void {
    const k = value ? knownSecret(value) : null;
    if (k) this.remember(k);
  }

  private remember(k: KnownSecret): void {
    const key = k.pieces.join('\u0000');
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.known.push(k);
  }

  isBackup(path: string): boolean {
    return path.startsWith(`${this.backupsFolder}/`);
  }

  noteRead(path: string, text: string): void {
    if (this.isBackup(path)) this.restorable.add(sha256(text));
  }

  /** The decision: null when `text` may be written to `path`, else what was found (kinds only, never the value). */
  check(path: string, text: string): GuardRefusal | null {
    if (this.isBackup(path)) return null;
    if (this.restorable.size > 0 && this.restorable.has(sha256(text))) return null;
    const before = this.clean.get(path);
    const from = before !== undefined && before.known === this.known.length ? unchangedStart(before.text, text) : 0;
    const hits = findSecretsAndKnown(from > 0 ? text.slice(from) : text, this.known);
    if (hits.length === 0) {
      if (text.length >= REMEMBERED_LENGTH && path.endsWith('.json')) this.clean.set(path, { text, known: this.known.length });
      return null;
    }
    const refusal = { path, kinds: Array.from(new Set(hits.map((h) => h.kind))) };
    if (!this.refused.some((r) => r.path === path)) this.refused.push(refusal);
    return refusal;
  }

  /** True when every write went through the check and none carried a secret. */
  get proved(): boolean {
    return this.refused.length === 0;
  }
}

/**
 * A run record is saved after every write of a run and grows at its end, so
 * the guard remembers a long JSON text it found clean and reads again only
 * from a few lines before the first change. What lies wholly before that was
 * read with the same known secrets, and in JSON no value spans lines (a line
 * break inside a string is written `\n`), so no detector needs more than the
 * line a value is on. Notes are read whole every time: a key block spans lines.
 */
const REMEMBERED_LENGTH = 16 * 1024;
const LINES_BEFORE_CHANGE = 8;

/** Where `next` must be read from, given that `clean` was found clean: 0 when too little of it is unchanged to matter. */
function unchangedStart(clean: string, next: string): number {
  const n = Math.min(clean.length, next.length);
  let same = 0;
  while (same < n && clean.charCodeAt(same) === next.charCodeAt(same)) same++;
  let at = same;
  for (let i = 0; i <= LINES_BEFORE_CHANGE && at > 0; i++) at = next.lastIndexOf('\n', at - 1);
  return at < REMEMBERED_LENGTH / 2 ? 0 : at + 1;
}

/** The vault with the guard in front of every write. */
export function guardVault(vault: VaultPort, guard: WriteGuard): VaultPort {
  const enforce = (path: string, text: string): void => {
    const refusal = guard.check(path, text);
    if (refusal) throw new SecretWriteRefused(path, refusal.kinds);
  };
  return {
    list: (folder) => vault.list(folder),
    stat: (path) => vault.stat(path),
    exists: (path) => vault.exists(path),
    readText: async (path) => {
      const text = await vault.readText(path);
      guard.noteRead(path, text);
      return text;
    },
    readBytes: (path) => vault.readBytes(path),
    write: async (path, text) => {
      enforce(path, text);
      await vault.write(path, text);
    },
    replace: async (path, expected, next) => {
      enforce(path, next);
      return vault.replace(path, expected, next);
    },
    mkdir: (path) => vault.mkdir(path),
    remove: (path) => vault.remove(path),
    removeEmptyFolder: (path) => vault.removeEmptyFolder(path),
  };
}

/** A vault whose every write passes the guard; the guard starts out knowing the configured secrets (API key, base URL password). */
export function withWriteGuard(
  vault: VaultPort,
  settings: Pick<Settings, 'stateFolder' | 'baseUrl'>,
  apiKey: string | undefined,
  guard?: WriteGuard,
): { vault: VaultPort; guard: WriteGuard } {
  const g = guard ?? new WriteGuard(backupsFolder(settings));
  for (const secret of configuredSecrets(apiKey, settings.baseUrl)) g.learnConfigured(secret);
  return { vault: guardVault(vault, g), guard: g };
}
