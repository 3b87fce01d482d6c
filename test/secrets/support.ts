/**
 * A dream over a small temp vault of journal notes, for the secret tests: each
 * note carries the mtime of its own date, the run goes through the real engine
 * (run or backfill, offline or against the loopback model server), and the
 * result is every file the run left outside the sources, as text.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { runDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';
import type { LlmServer } from '../helpers/llm-server';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { RunSummary } from '../../src/core/run/execute';

const dirs: string[] = [];
export function cleanUp(): void {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

function walk(root: string, rel = ''): string[] {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel === '' ? e.name : `${rel}/${e.name}`;
    return e.isDirectory() ? walk(root, r) : [r];
  });
}

export function vaultWith(notes: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-secrets-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(notes)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
    const m = /(\d{4}-\d{2}-\d{2})/.exec(rel);
    const t = new Date(`${m ? m[1] : '2026-11-20'}T12:00:00Z`);
    fs.utimesSync(path.join(dir, rel), t, t);
  }
  return dir;
}

interface DreamOn {
  mode: 'run' | 'backfill';
  server?: LlmServer;
  provider?: 'openai' | 'anthropic';
  apiKey?: string;
  settings?: Partial<Settings>;
}

interface Dreamt {
  dir: string;
  summary: RunSummary;
  /** every file outside Journal/ after the run, path → text */
  files: Map<string, string>;
}

export async function dreamOn(notes: Record<string, string>, opts: DreamOn): Promise<Dreamt> {
  const dir = vaultWith(notes);
  const model = opts.server
    ? { provider: opts.provider ?? 'openai', baseUrl: opts.provider === 'anthropic' ? opts.server.anthropicBaseUrl : opts.server.openaiBaseUrl, model: 'test-model' }
    : {};
  const ctx: EngineContext = { yaml: yamlPackage,
    vault: new NodeVault(dir),
    clock: fixedClock('2026-11-28T06:00:00Z'),
    settings: { ...DEFAULT_SETTINGS, ...model, ...opts.settings },
    http: opts.server ? fetchHttp : undefined,
    apiKey: opts.apiKey,
    deviceId: 'test-device',
  };
  const summary = await runDream(
    ctx,
    opts.mode === 'backfill'
      ? { trigger: 'backfill', backfill: { from: '2026-11-01', to: '2026-11-27' }, offline: !opts.server }
      : { trigger: 'cli', offline: !opts.server },
  );
  const files = new Map(walk(dir).filter((f) => !f.startsWith('Journal/')).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
  return { dir, summary, files };
}

/**
 * Files (and where in them) that contain any of the fragments, as a value of
 * its own: not inside a longer run of letters and digits. A four-digit PIN
 * turns up inside a content hash or a timestamp of a run record by chance (one
 * run in a few hundred), and that is no copy of the PIN.
 */
export function leaks(files: Map<string, string>, fragments: readonly string[]): string[] {
  const out: string[] = [];
  const word = /[\p{L}\p{N}]/u;
  const alone = (text: string, x: string): boolean => {
    for (let i = text.indexOf(x); i >= 0; i = text.indexOf(x, i + 1)) {
      const before = i > 0 && word.test(text[i - 1]!) && word.test(x[0]!);
      const after = i + x.length < text.length && word.test(text[i + x.length]!) && word.test(x[x.length - 1]!);
      if (!before && !after) return true;
    }
    return false;
  };
  for (const [f, text] of files) for (const x of fragments) if (alone(text, x)) out.push(`${f}: ${x}`);
  return out;
}
