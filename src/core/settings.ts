import { z } from 'zod';

/**
 * Plugin settings, shared by the plugin (data.json) and the CLI (which reads the
 * same data.json). Every field has a default so an empty or older object parses.
 * The API key is NOT here: in Obsidian it lives in secret storage, in the CLI in
 * VAULT_DREAMING_API_KEY. Bump SETTINGS_VERSION and extend migrateSettings when
 * the shape changes.
 */
export const SETTINGS_VERSION = 2;

const folder = z.string().transform((s) => s.replace(/\\/g, '/').replace(/^\/+|\/+$/g, ''));
const unit = z.number().min(0).max(1);

export const settingsSchema = z.object({
  settingsVersion: z.number().int().default(SETTINGS_VERSION),

  // Model
  /** the protocol: OpenAI-compatible chat completions or Anthropic messages */
  provider: z.enum(['none', 'openai', 'anthropic']).default('none'),
  /** the service chosen in the settings tab (see MODEL_PRESETS); '' = older settings, told by provider and URL */
  modelPreset: z.enum(['', 'openai', 'anthropic', 'ollama', 'lmstudio', 'openrouter', 'llamacpp', 'custom']).default(''),
  baseUrl: z.string().default(''),
  model: z.string().default(''),
  /** name of the secret in Obsidian's secret storage holding the API key */
  apiKeySecretName: z.string().default('vault-dreaming-api-key'),
  /** characters of source text per model call */
  contextChars: z.number().int().min(1000).default(24000),
  requestTimeoutSec: z.number().int().min(5).max(600).default(120),
  /**
   * Largest model answer read, in KiB (decoded bytes). Reading stops there and
   * the chunk falls back to the offline extractor: a hostile or broken server
   * once sent 300 MB (1.27 GB of memory) and a 17 MB gzip bomb (8 GB).
   */
  maxResponseKiB: z.number().int().min(64).max(65536).default(4096),
  maxModelCallsPerRun: z.number().int().min(0).default(24),
  maxTokensPerRun: z.number().int().min(0).default(400000),
  /** what the provider charges per million input / output tokens, for the cost a preview shows; 0 = not entered */
  priceInputPerMTok: z.number().min(0).default(0),
  priceOutputPerMTok: z.number().min(0).default(0),
  redactBeforeSend: z.boolean().default(true),

  // Sources
  /** empty = the Daily Notes core plugin's folder, else "Journal" */
  sourceFolders: z.array(folder).default([]),
  transcriptFolder: folder.default('Sources/Transcripts'),
  readTranscripts: z.boolean().default(false),
  untrustedFolders: z.array(folder).default(['Clippings']),
  /**
   * Who the vault belongs to: the names or aliases the person goes by in a
   * conversation copied into notes (`- **Sam**: …`). Only their own turns count
   * as "remember this" or as preference and identity cues; an unlabelled line
   * is always theirs. Empty = every labelled speaker is someone else.
   */
  owner: z.array(z.string().trim().min(1)).default([]),

  // Memory layout
  memoryFolder: folder.default('Memory'),
  dailyFolder: folder.default('Memory/Daily'),
  topicsFolder: folder.default('Memory/Topics'),
  identityFolder: folder.default('Memory/Identity'),
  skillsFolder: folder.default('Memory/Skills'),
  reportsFolder: folder.default('Memory/Reports'),
  indexPath: folder.default('Memory/MEMORY.md'),
  dreamLogPath: folder.default('Memory/dream-log.md'),
  stateFolder: folder.default('.dreams'),

  // Gates
  tier1Threshold: unit.default(0.5),
  tier2Threshold: unit.default(0.75),
  tier3Threshold: unit.default(0.85),
  tier3MinRecurrence: z.number().int().min(1).default(3),
  /** tier 3 always needs approval; this adds tier 2 */
  approveTier2: z.boolean().default(false),

  // Batch
  batchMaxLogs: z.number().int().min(1).default(32),
  batchMaxKiB: z.number().int().min(1).default(192),

  // Index
  indexBudgetChars: z.number().int().min(500).default(20000),
  indexTargetPct: z.number().int().min(10).max(100).default(80),

  // Schedule
  runOnOpen: z.boolean().default(true),
  settleDelaySec: z.number().int().min(0).default(60),
  /** "HH:MM" local time for a daily run while Obsidian is open; "" = off */
  dailyRunAt: z.string().regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/).default(''),
  debounceHours: z.number().min(0).default(20),
  lockMinutes: z.number().int().min(1).default(30),
  dreamLogMaxEntries: z.number().int().min(2).default(30),
  receiptDays: z.number().int().min(1).default(30),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

export interface SettingsResult {
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
  if (result.success) return { settings: result.data, problems };
  const repaired: Record<string, unknown> = { ...migrated };
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') {
      problems.push(`${key}: ${issue.message}; using the default`);
      delete repaired[key];
    }
  }
  const second = settingsSchema.safeParse(repaired);
  return { settings: second.success ? second.data : DEFAULT_SETTINGS, problems };
}

/** Older saved shapes → current. Version 0 = anything saved before versioning. */
export function migrateSettings(saved: unknown, problems: string[] = []): Record<string, unknown> {
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
