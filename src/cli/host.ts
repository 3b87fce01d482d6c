/**
 * Everything the engine needs from its host, built for a vault folder on disk:
 * the same settings the plugin saved, a clock, a device id and, only when a
 * model is configured and --offline is absent, network access.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as nodePath from 'node:path';
import { anchoredClock, systemClock } from '../core/ports/clock';
import type { Clock } from '../core/ports/clock';
import type { EngineContext, Progress } from '../core/ports/context';
import { loadSettings } from '../core/ports/settings';
import type { Settings } from '../core/ports/settings';
import type { CliOptions } from './args';
import { fetchHttp } from './fetch-http';
import { NodeVault } from './node-vault';
import { momentDates } from './moment-dates';
import { yamlPackage } from './yaml-package';

/**
 * Obsidian's config folder on a vault seen from outside the app, where
 * `Vault#configDir` cannot be asked: the default name. The plugin always
 * passes the app's own, since people can rename it.
 */
export const OBSIDIAN_CONFIG_DIR = '.obsidian';

const PLUGIN_ID = 'vault-dreaming';

interface HostEnv {
  env: Record<string, string | undefined>;
  /** diagnostics: one line each */
  warn: (line: string) => void;
}

export class HostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostError';
  }
}

/** Resolves the vault folder; a missing folder is a usage error, not a crash. */
async function resolveVaultFolder(dir: string): Promise<string> {
  const abs = nodePath.resolve(dir);
  const st = await fs.stat(abs).catch(() => null);
  if (!st) throw new HostError(`vault folder "${dir}" does not exist`);
  if (!st.isDirectory()) throw new HostError(`vault "${dir}" is not a folder`);
  return abs;
}

/**
 * The plugin's own data.json, read straight from disk and only read: a
 * headless run must not rewrite the file Obsidian owns. Bad values fall back
 * to defaults and each problem is reported.
 */
async function readPluginSettings(vaultDir: string, host: HostEnv): Promise<Settings> {
  const file = nodePath.join(vaultDir, OBSIDIAN_CONFIG_DIR, 'plugins', PLUGIN_ID, 'data.json');
  let saved: unknown = {};
  try {
    saved = JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
    if (code !== 'ENOENT') {
      host.warn(`settings: ${file} could not be read (${e instanceof Error ? e.message : String(e)}); using defaults`);
    }
  }
  const { settings, problems } = loadSettings(saved);
  for (const p of problems) host.warn(`settings: ${p}`);
  return withEarlierLayout(vaultDir, settings, saved);
}

const exists = (p: string): Promise<boolean> => fs.stat(p).then(() => true, () => false);

/**
 * Versions before the Memory/Dreaming/ folder kept the dream log at
 * `<memory>/dream-log.md` and the reports in `<memory>/Reports/`. A vault
 * dreamt in by such a version and run without a data.json naming the paths
 * keeps them while the new ones do not exist yet: the log holds the date read
 * up to, and starting a second log would read every note again.
 */
async function withEarlierLayout(vaultDir: string, settings: Settings, saved: unknown): Promise<Settings> {
  const named = (key: keyof Settings) => typeof saved === 'object' && saved !== null && key in saved;
  const at = (rel: string) => nodePath.join(vaultDir, rel);
  const next = { ...settings };
  const oldLog = `${settings.memoryFolder}/dream-log.md`;
  if (!named('dreamLogPath') && !(await exists(at(settings.dreamLogPath))) && (await exists(at(oldLog)))) next.dreamLogPath = oldLog;
  const oldReports = `${settings.memoryFolder}/Reports`;
  if (next.dreamLogPath === oldLog && !named('reportsFolder') && !(await exists(at(settings.reportsFolder))) && (await exists(at(oldReports)))) next.reportsFolder = oldReports;
  return next;
}

export function applyFlagOverrides(settings: Settings, opts: CliOptions): Settings {
  const next = { ...settings };
  if (opts.provider !== undefined) next.provider = opts.provider;
  if (opts.preset !== undefined) {
    next.baseUrl = opts.preset.baseUrl;
    next.modelPreset = opts.preset.id;
  }
  if (opts.baseUrl !== undefined) next.baseUrl = opts.baseUrl;
  if (opts.model !== undefined) next.model = opts.model;
  if (opts.owner !== undefined) next.owner = opts.owner;
  return next;
}

function makeClock(opts: CliOptions, env: Record<string, string | undefined>): Clock {
  const zone = env.TZ && env.TZ !== '' ? env.TZ : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return opts.now !== undefined ? anchoredClock(opts.now, zone) : systemClock(zone);
}

/**
 * Stable per machine and vault, so the lock file tells a person which machine
 * holds it, without publishing the host name into a synced folder.
 */
function deviceIdFor(vaultDir: string): string {
  const digest = createHash('sha256').update(`${os.hostname()}\0${vaultDir}`).digest('hex');
  return `cli-${digest.slice(0, 12)}`;
}

/**
 * What the other devices call this one: VAULT_DREAMING_DEVICE_NAME, else the
 * kind of machine (the host name stays out of the synced note, as above).
 */
function deviceNameFor(env: Record<string, string | undefined>): string {
  const chosen = env.VAULT_DREAMING_DEVICE_NAME?.trim();
  if (chosen) return chosen;
  const kinds: Record<string, string> = { darwin: 'Mac', win32: 'Windows computer', linux: 'Linux computer' };
  return `Command line on ${kinds[os.platform()] ?? os.platform()}`;
}

export async function buildEngineContext(opts: CliOptions, host: HostEnv): Promise<EngineContext> {
  const vaultDir = await resolveVaultFolder(opts.vault);
  const settings = applyFlagOverrides(await readPluginSettings(vaultDir, host), opts);
  const apiKey = host.env.VAULT_DREAMING_API_KEY;
  const online = !opts.offline && settings.provider !== 'none';
  const ctx: EngineContext = {
    vault: new NodeVault(vaultDir),
    clock: makeClock(opts, host.env),
    settings,
    yaml: yamlPackage,
    dates: momentDates,
    deviceId: deviceIdFor(vaultDir),
    deviceName: deviceNameFor(host.env),
    configDir: OBSIDIAN_CONFIG_DIR,
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms) },
    processes: { self: process.pid, alive: processAlive },
  };
  // No HTTP function at all unless a model is configured and wanted: the
  // offline path then cannot reach the network even by mistake.
  if (online) {
    ctx.http = fetchHttp;
    if (apiKey) ctx.apiKey = apiKey;
  }
  if (opts.verbose) ctx.onProgress = (p: Progress) => host.warn(progressLine(p));
  return ctx;
}

/** Whether a process of this machine runs: signal 0 checks without sending; EPERM means it runs as another user. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
}

function progressLine(p: Progress): string {
  const extra = [p.files !== undefined ? `${p.files} files` : '', p.modelCalls !== undefined ? `${p.modelCalls} model calls` : '']
    .filter((s) => s !== '')
    .join(', ');
  return `[${p.phase}] ${p.detail}${extra ? ` (${extra})` : ''}`;
}
