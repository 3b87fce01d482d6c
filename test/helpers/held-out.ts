/**
 * A held-out journal dreamed as a person would: each daily note appears on its
 * date (written in the evening), and the CLI runner, in-process, dreams the
 * next morning, offline (test/bench/held-out-*.test.ts).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { expect } from '@jest/globals';
import { inProcessCli } from './in-process-cli';

/** A fresh vault in a temp folder; `files` are written first (relative path → text). */
export function heldOutVault(prefix: string, files: Record<string, string> = {}): string {
  const vault = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(vault, rel)), { recursive: true });
    fs.writeFileSync(path.join(vault, rel), text);
  }
  return vault;
}

/** Each day's note at `fileOf(date)`, then one dream the morning after; every dream must succeed. */
export async function dreamNightly(vault: string, days: Record<string, string>, fileOf: (date: string) => string): Promise<void> {
  for (const [date, text] of Object.entries(days)) {
    const file = path.join(vault, fileOf(date));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    const t = new Date(`${date}T20:00:00Z`);
    fs.utimesSync(file, t, t);
    const r = await inProcessCli(['run', '--vault', vault, '--offline', '--json', '--now', nextMorning(date)], { TZ: 'UTC' });
    expect(r.code).toBe(0);
  }
}

function nextMorning(date: string): string {
  const d = new Date(`${date}T04:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A file of the vault, or '' when there is none. */
export function readIn(vault: string, rel: string): string {
  return fs.existsSync(path.join(vault, rel)) ? fs.readFileSync(path.join(vault, rel), 'utf8') : '';
}
