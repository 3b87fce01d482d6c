import * as z from 'zod/mini';
import '../lib/zod-locale';
import { memoryPathProblems } from './allow-list';

/**
 * Plugin settings, shared by the plugin (data.json) and the CLI (which reads the
 * same data.json). Every field has a default so an empty or older object parses.
 * The API key is NOT here: in Obsidian it lives in secret storage, in the CLI in
 * VAULT_DREAMING_API_KEY. Bump SETTINGS_VERSION and extend migrateSettings when
 * the shape changes.
 */
export const SETTINGS_VERSION = 2;

const folder = z.pipe(z.string(), z.transform((s: string) => s.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '')));
const unit = z.number().check(z.minimum(0), z.maximum(1));
/** A whole number within bounds (either may be left open). */
const whole = (min?: number, max?: number) => {
  let schema = z.int();
  if (min !== undefined) schema = schema.check(z.minimum(min));
  if (max !== undefined) schema = schema.check(z.maximum(max));
  return schema;
};

export const settingsSchema = z.object({
  settingsVersion: z._default(whole(), SETTINGS_VERSION),

  // Model
  /** the protocol: OpenAI-compatible chat completions or Anthropic messages */
  provider: z._default(z.enum(['none', 'openai', 'anthropic']), 'none'),
  /** the service chosen in the settings tab (see MODEL_PRESETS); '' = older settings, told by provider and URL */
  modelPreset: z._default(z.enum(['', 'openai', 'anthropic', 'ollama', 'lmstudio', 'openrouter', 'llamacpp', 'custom']), ''),
  baseUrl: z._default(z.string(), ''),
  model: z._default(z.string(), ''),
  /** name of the secret in Obsidian's secret storage holding the API key */
  apiKeySecretName: z._default(z.string(), 'vault-dreaming-api-key'),
  /** characters of source text per model call */
  contextChars: z._default(whole(1000), 24000),
  requestTimeoutSec: z._default(whole(5, 600), 120),
  /**
   * Largest model answer read, in KiB (decoded bytes). Reading stops there and
   * the chunk falls back to the offline extractor: a hostile or broken server
   * once sent 300 MB (1.27 GB of memory) and a 17 MB gzip bomb (8 GB).
   */
  maxResponseKiB: z._default(whole(64, 65536), 4096),
  maxModelCallsPerRun: z._default(whole(0), 24),
  maxTokensPerRun: z._default(whole(0), 400000),
  /** what the provider charges per million input / output tokens, for the cost a preview shows; 0 = not entered */
  priceInputPerMTok: z._default(z.number().check(z.minimum(0)), 0),
  priceOutputPerMTok: z._default(z.number().check(z.minimum(0)), 0),
  redactBeforeSend: z._default(z.boolean(), true),
  /**
   * Tokens of existing memory each extraction request carries (whole lines of
   * the subjects the spans mention, newest first), so the model can say a line
   * restates or replaces one it sees. 0 = none.
   */
  memoryContextTokens: z._default(whole(0, 32000), 1000),

  // Sources
  /** empty = the Daily Notes core plugin's folder, else "Journal" */
  sourceFolders: z._default(z.array(folder), []),
  transcriptFolder: z._default(folder, 'Sources/Transcripts'),
  readTranscripts: z._default(z.boolean(), false),
  untrustedFolders: z._default(z.array(folder), ['Clippings']),
  /**
   * Who the vault belongs to: the names or aliases the person goes by in a
   * conversation copied into notes (`- **Sam**: …`). Only their own turns count
   * as "remember this" or as preference and identity cues; an unlabelled line
   * is always theirs. Empty = every labelled speaker is someone else.
   */
  owner: z._default(z.array(z.string().check(z.trim(), z.minLength(1))), []),

  // Memory layout
  memoryFolder: z._default(folder, 'Memory'),
  dailyFolder: z._default(folder, 'Memory/Daily'),
  topicsFolder: z._default(folder, 'Memory/Topics'),
  identityFolder: z._default(folder, 'Memory/Identity'),
  skillsFolder: z._default(folder, 'Memory/Skills'),
  reportsFolder: z._default(folder, 'Memory/Dreaming/Reports'),
  /** weekly and monthly reflections (REM); empty = none are written */
  reflectionsFolder: z._default(folder, 'Memory/Reflections'),
  indexPath: z._default(folder, 'Memory/MEMORY.md'),
  dreamLogPath: z._default(folder, 'Memory/Dreaming/dream-log.md'),
  stateFolder: z._default(folder, '.dreams'),

  // Gates
  tier1Threshold: z._default(unit, 0.5),
  tier2Threshold: z._default(unit, 0.75),
  tier3Threshold: z._default(unit, 0.85),
  tier3MinRecurrence: z._default(whole(1), 3),
  /** tier 3 always needs approval; this adds tier 2 */
  approveTier2: z._default(z.boolean(), false),

  // Batch
  batchMaxLogs: z._default(whole(1), 32),
  batchMaxKiB: z._default(whole(1), 192),

  // Index
  indexBudgetChars: z._default(whole(500), 20000),
  indexTargetPct: z._default(whole(10, 100), 80),

  // Schedule
  runOnOpen: z._default(z.boolean(), true),
  settleDelaySec: z._default(whole(0), 60),
  /** "HH:MM" local time for a daily run while Obsidian is open; "" = off */
  dailyRunAt: z._default(z.string().check(z.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/)), ''),
  debounceHours: z._default(z.number().check(z.minimum(0)), 20),
  lockMinutes: z._default(whole(1), 30),
  dreamLogMaxEntries: z._default(whole(2), 30),
  receiptDays: z._default(whole(1), 30),
  /**
   * Backup retention (state/retention.ts): after each run, a backup folder is
   * kept while it belongs to one of the last `backupKeepDreams` runs (dreams and approvals) that made
   * backups, or is at most `backupKeepDays` days old; older ones are removed.
   * Undo of a run whose backups were removed says so and changes nothing.
   */
  backupKeepDreams: z._default(whole(1), 10),
  backupKeepDays: z._default(whole(0), 30),
});

export type Settings = z.output<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

interface SettingsResult {
  settings: Settings;
  /** one line per invalid or dropped value, for the settings tab / report */
  problems: string[];
}

/**
 * Parse saved settings of any age. Unknown keys are dropped, invalid values fall
 * back to their default and are reported rather than failing the whole load.
 */
export function loadSettings(saved: unknown): SettingsResult {
  const problems: string[] = [];
  const migrated = migrateSettings(saved, problems);
  const result = settingsSchema.safeParse(migrated);
  if (result.success) return { settings: withoutUnsafeValues(result.data, problems), problems };
  const repaired: Record<string, unknown> = { ...migrated };
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') {
      problems.push(`${key}: ${issue.message}; using the default`);
      delete repaired[key];
    }
  }
  const second = settingsSchema.safeParse(repaired);
  return { settings: withoutUnsafeValues(second.success ? second.data : DEFAULT_SETTINGS, problems), problems };
}

/**
 * A memory path pointing into a hidden folder or a source folder falls back to
 * its default, and a base URL carrying credentials is dropped, each said in
 * `problems`. What only the vault can tell (the Daily
 * Notes plugin's folder) is checked again before a run writes.
 */
function withoutUnsafeValues(settings: Settings, problems: string[]): Settings {
  const bad = memoryPathProblems(settings);
  const credentials = baseUrlCredentialsProblem(settings.baseUrl);
  if (bad.length === 0 && credentials === null) return settings;
  const next = { ...settings };
  if (credentials !== null) {
    problems.push(`baseUrl: ${credentials}; the base URL is not used`);
    next.baseUrl = '';
  }
  for (const { key, problem } of bad) {
    problems.push(`${problem}; using the default "${DEFAULT_SETTINGS[key]}"`);
    next[key] = DEFAULT_SETTINGS[key];
  }
  return next;
}

/**
 * Why a base URL must not be used, or null: one with a user name or password
 * in it (`https://user:pw@host/v1`). Reason: the URL is shown in plans, errors
 * and `--json` output (a cron line appends them to a log), and a server
 * answers such a URL no better than without them (fetch refuses it outright).
 * Never quotes the URL.
 */
export function baseUrlCredentialsProblem(url: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url.trim())) return null;
  return 'it carries a user name or password, which is never printed nor sent; give the key as the API key (secret storage in Obsidian, VAULT_DREAMING_API_KEY for the CLI) and the URL without it';
}

/** Older saved shapes → current. Version 0 = anything saved before versioning. */
function migrateSettings(saved: unknown, problems: string[] = []): Record<string, unknown> {
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) return {};
  const s: Record<string, unknown> = { ...(saved as Record<string, unknown>) };
  const version = typeof s.settingsVersion === 'number' ? s.settingsVersion : 0;
  if (version < 1) {
    // v0 kept a single source folder string and a plain-text apiKey.
    if (typeof s.sourceFolder === 'string' && !Array.isArray(s.sourceFolders)) {
      s.sourceFolders = s.sourceFolder ? [s.sourceFolder] : [];
    }
    delete s.sourceFolder;
    if ('apiKey' in s) {
      problems.push('apiKey: moved out of data.json; enter it again in settings (it is kept in secret storage now)');
      delete s.apiKey;
    }
    s.settingsVersion = 1;
  }
  if ((s.settingsVersion as number) < 2) {
    // v2 adds `owner`. A hand-edited data.json may give one name as a string.
    if (typeof s.owner === 'string') s.owner = splitOwnerNames(s.owner);
    s.settingsVersion = SETTINGS_VERSION;
  }
  return s;
}

/** "Sam, Samantha" → ["Sam", "Samantha"]: the settings field and the CLI take names as typed. */
export function splitOwnerNames(text: string): string[] {
  return Array.from(new Set(text.split(/[,;\n]/).map((n) => n.trim()).filter((n) => n !== '')));
}

export type ModelPresetId = Exclude<Settings['modelPreset'], '' | 'custom'>;

export interface ModelPreset {
  id: ModelPresetId;
  name: string;
  provider: Exclude<Settings['provider'], 'none'>;
  baseUrl: string;
}

/**
 * Services people use, with the protocol they speak and where they listen by
 * default, so choosing one fills both (the CLI's `--provider` takes the ids).
 * Local servers listen on their usual ports; a person running them elsewhere
 * edits the base URL after choosing.
 */
export const MODEL_PRESETS: readonly ModelPreset[] = [
  { id: 'openai', name: 'OpenAI', provider: 'openai', baseUrl: 'https://api.openai.com/v1' },
  { id: 'anthropic', name: 'Anthropic', provider: 'anthropic', baseUrl: 'https://api.anthropic.com' },
  { id: 'ollama', name: 'Ollama', provider: 'openai', baseUrl: 'http://localhost:11434/v1' },
  { id: 'lmstudio', name: 'LM Studio', provider: 'openai', baseUrl: 'http://localhost:1234/v1' },
  { id: 'openrouter', name: 'OpenRouter', provider: 'openai', baseUrl: 'https://openrouter.ai/api/v1' },
  { id: 'llamacpp', name: 'llama.cpp server', provider: 'openai', baseUrl: 'http://localhost:8080/v1' },
];

/** A preset by id as a person types it: "LM Studio", "lm-studio", "llama.cpp" all work. */
export function findModelPreset(name: string): ModelPreset | undefined {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return MODEL_PRESETS.find((p) => p.id === key || p.name.toLowerCase().replace(/[^a-z0-9]/g, '') === key);
}

/** Choosing a service: its protocol and base URL; "custom" keeps the URL typed so far. */
export function applyModelPreset(s: Settings, choice: ModelPresetId | 'none' | 'custom'): Settings {
  if (choice === 'none') return { ...s, provider: 'none' };
  if (choice === 'custom') return { ...s, provider: 'openai', modelPreset: 'custom' };
  const preset = MODEL_PRESETS.find((p) => p.id === choice)!;
  return { ...s, provider: preset.provider, baseUrl: preset.baseUrl, modelPreset: preset.id };
}

/** What the settings tab shows as the chosen service. */
export function modelPresetOf(s: Settings): ModelPresetId | 'none' | 'custom' {
  if (s.provider === 'none') return 'none';
  if (s.modelPreset !== '') return s.modelPreset;
  // Settings saved before presets: told by protocol and URL.
  const url = s.baseUrl.trim().replace(/\/+$/, '').replace('//127.0.0.1', '//localhost');
  if (url === '') return s.provider === 'anthropic' ? 'anthropic' : 'openai';
  return MODEL_PRESETS.find((p) => p.provider === s.provider && p.baseUrl === url)?.id ?? (s.provider === 'anthropic' ? 'anthropic' : 'custom');
}
