import type { Clock } from './clock';
import type { DateFormatPort } from './date-format';
import type { YamlPort } from './yaml';
import type { HttpFn } from './http';
import type { Settings } from './settings';
import type { VaultPort } from './vault';

/** Progress for the status bar / CLI stderr. */
export interface Progress {
  phase: 'sense' | 'extract' | 'consolidate' | 'settle' | 'done';
  detail: string;
  files?: number;
  modelCalls?: number;
}

/**
 * The host's timer, injected like the clock: the plugin passes window's (a
 * popout window keeps its own timers), the CLI Node's.
 */
export interface EngineTimers {
  setTimeout(fn: () => void, ms: number): unknown;
}

/** Everything the engine needs from its host, injected. */
export interface EngineContext {
  vault: VaultPort;
  clock: Clock;
  settings: Settings;
  /** reads frontmatter: the `yaml` package (`yamlEngine`) in the plugin and the CLI alike */
  yaml: YamlPort;
  /**
   * reads and writes the Daily Notes plugin's date format: Obsidian's moment in
   * the plugin, the `moment` package in the CLI. Absent, only `YYYY-MM-DD`
   * names are read (and any other format is reported, not guessed at).
   */
  dates?: DateFormatPort;
  /** absent or provider "none" = offline extractor only */
  http?: HttpFn;
  apiKey?: string;
  /** identifies this device in the lock file */
  deviceId: string;
  /**
   * What a person calls this device ("Mac desktop", "Sam's phone"): shown
   * wherever a device is named, with the id as detail. Absent: the id alone.
   */
  deviceName?: string;
  /**
   * A lock this same device took before this instant cannot belong to a run of
   * this host: it is left by a run that died (Obsidian closed or crashed
   * mid-run), and is taken over instead of waited out. The plugin sets its load
   * time (Obsidian opens a vault once per device); the CLI leaves it unset (two
   * CLI processes on one machine, say cron and a person, share a device id).
   */
  staleOwnLocksBefore?: number;
  /**
   * This host's process and a way to tell whether another process of this
   * device still runs (the CLI: `process.pid`, a signal-0 probe). A lock this
   * device took from a process that is gone is taken over at once. Absent (the
   * plugin, whose host is one app): locks carry no process.
   */
  processes?: { self: number; alive(pid: number): boolean };
  /**
   * Obsidian's config folder (`Vault#configDir`; the CLI passes the default
   * name). Absent: there is no Daily Notes setting to read, so sources fall
   * back to `Journal` unless the settings name them.
   */
  configDir?: string;
  /** waits between model retries; absent, a retry does not wait */
  timers?: EngineTimers;
  onProgress?: (p: Progress) => void;
  /**
   * Aborted = cancel the run: no write starts after it, a transaction already
   * open is rolled back whole (never left half-written), and a model call in
   * flight is dropped (the signal is handed to the HTTP port).
   */
  signal?: AbortSignal;
}

export interface DreamOptions {
  trigger: 'manual' | 'scheduled' | 'backfill' | 'cli' | 'approval';
  /** inclusive YYYY-MM-DD range; leaves the watermark alone */
  backfill?: { from: string; to: string };
  /** force the offline extractor even when a model is configured */
  offline?: boolean;
  /**
   * Make this device the one that dreams for the vault before running (the
   * person's "Dream on this device"; CLI `run --take-over`). Without it a
   * device that is not the dreaming device previews only.
   */
  takeOver?: boolean;
}
