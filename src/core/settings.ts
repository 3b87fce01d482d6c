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
  provider: z.enum(['none', 'openai', 'anthropic']).default('none'),
  baseUrl: z.string().default(''),
  model: z.string().default(''),
  /** name of the secret in Obsidian's secret storage holding the API key */
  apiKeySecretName: z.string().default('vault-dreaming-api-key'),
  /** characters of source text per model call */
  contextChars: z.number().int().min(1000).default(24000),
  requestTimeoutSec: z.number().int().min(5).max(600).default(120),
  maxModelCallsPerRun: z.number().int().min(0).default(24),
  maxTokensPerRun: z.number().int().min(0).default(400000),
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
