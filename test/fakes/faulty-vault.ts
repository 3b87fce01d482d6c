import type { FileStat, VaultPort } from '../../src/core/ports/vault';

/**
 * Wraps any VaultPort and makes one mutating operation (write, replace, mkdir,
 * remove) fail, to prove the write transaction survives a failure or a crash
 * at every step.
 *
 * - `failAt: N` picks the Nth mutating operation (1-based); `failWhen` picks by
 *   op and path instead (e.g. every write under `.dreams/backups/`).
 * - `when: 'before'` (default) fails before the inner vault is touched, so the
 *   operation did not happen; `'after'` lets it happen and then fails, like a
 *   write that landed but whose acknowledgement was lost.
 * - `onFault` decides what "fail" means: the default throws FaultInjected; a
 *   child process passes `() => process.exit(137)` to die right there, the way
 *   a killed app would.
 * Reads always pass through. `ops` records every mutating operation in order.
 */
type MutatingOp = 'write' | 'replace' | 'mkdir' | 'remove' | 'removeEmptyFolder';

export interface FaultInfo {
  n: number;
  op: MutatingOp;
  path: string;
}

interface FaultOptions {
  failAt?: number;
  failWhen?: (info: FaultInfo) => boolean;
  when?: 'before' | 'after';
  onFault?: (info: FaultInfo) => void;
}

class FaultInjected extends Error {
  constructor(readonly info: FaultInfo) {
    super(`injected fault at operation ${info.n} (${info.op} ${info.path})`);
    this.name = 'FaultInjected';
  }
}

export class FaultyVault implements VaultPort {
  readonly ops: FaultInfo[] = [];
  /** the fault that fired, if any */
  fired: FaultInfo | null = null;

  constructor(
    private readonly inner: VaultPort,
    private options: FaultOptions = {},
  ) {}

  /** Change or clear the fault (e.g. to let a later run go through cleanly). */
  setFault(options: FaultOptions): void {
    this.options = options;
  }

  get count(): number {
    return this.ops.length;
  }

  list(folder: string): Promise<FileStat[]> {
    return this.inner.list(folder);
  }
  stat(path: string): Promise<FileStat | null> {
    return this.inner.stat(path);
  }
  exists(path: string): Promise<boolean> {
    return this.inner.exists(path);
  }
  readText(path: string): Promise<string> {
    return this.inner.readText(path);
  }
  readBytes(path: string): Promise<Uint8Array> {
    return this.inner.readBytes(path);
  }
  write(path: string, text: string): Promise<void> {
    return this.mutate('write', path, () => this.inner.write(path, text));
  }
  replace(path: string, expected: string | null, next: string): Promise<boolean> {
    return this.mutate('replace', path, () => this.inner.replace(path, expected, next));
  }
  mkdir(path: string): Promise<void> {
    return this.mutate('mkdir', path, () => this.inner.mkdir(path));
  }
  remove(path: string): Promise<void> {
    return this.mutate('remove', path, () => this.inner.remove(path));
  }
  removeEmptyFolder(path: string): Promise<void> {
    return this.mutate('removeEmptyFolder', path, () => this.inner.removeEmptyFolder(path));
  }

  private async mutate<T>(op: MutatingOp, path: string, body: () => Promise<T>): Promise<T> {
    const info: FaultInfo = { n: this.ops.length + 1, op, path };
    this.ops.push(info);
    const hit = this.fired === null && (info.n === this.options.failAt || (this.options.failWhen?.(info) ?? false));
    if (!hit) return body();
    if ((this.options.when ?? 'before') === 'after') await body();
    this.fired = info;
    if (this.options.onFault) this.options.onFault(info);
    throw new FaultInjected(info);
  }
}
