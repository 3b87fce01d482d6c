/**
 * Command-line parsing for the headless runner, by `node:util`'s parseArgs
 * (strict: an unknown option, a missing value or a value on a switch is an
 * error) with this runner's own rules on top: the flags each command takes, a
 * flag given twice, and the checks of each value. Strict on purpose: a nightly
 * cron job with a typo in a flag must fail loudly (exit 2) rather than run
 * with defaults the person did not ask for.
 */
import { parseArgs } from 'node:util';
import { isIsoDate, isIsoInstant } from '../core/engine';
import { baseUrlCredentialsProblem, findModelPreset, MODEL_PRESETS, type ModelPreset } from '../core/ports/settings';

const COMMANDS = ['run', 'plan', 'backfill', 'reflect', 'undo', 'explain', 'review', 'status'] as const;
type Command = (typeof COMMANDS)[number];

export interface CliOptions {
  command: Command;
  vault: string;
  /** ISO-8601 instant that fixes the clock */
  now?: string;
  offline: boolean;
  json: boolean;
  verbose: boolean;
  /** the protocol; `openai` is any OpenAI-compatible endpoint (at --base-url, else the settings' URL) */
  provider?: 'none' | 'openai' | 'anthropic';
  /** `--provider ollama` and the other presets: protocol and base URL (which --base-url still overrides) */
  preset?: ModelPreset;
  baseUrl?: string;
  model?: string;
  /** `--owner NAME`, repeatable: replaces the settings' owner names for this run */
  owner?: string[];
  /** backfill */
  from?: string;
  to?: string;
  /** reflect: the week (2026-W47) or month (2026-11) to preview */
  period?: string;
  /** undo */
  runId?: string;
  /** explain */
  query?: string;
  /** review */
  approve?: string;
  /** approve every pending candidate that passes its gates and is not held by the review screen */
  approvePassing?: boolean;
  /** run/backfill: make this machine the one that dreams for the vault first */
  takeOver?: boolean;
  reject?: string;
  rationale?: string;
}

type ParseResult =
  | { kind: 'ok'; options: CliOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

type FlagName =
  | 'vault' | 'now' | 'offline' | 'json' | 'verbose' | 'provider' | 'base-url' | 'model' | 'owner'
  | 'from' | 'to' | 'week' | 'month' | 'run' | 'approve' | 'approve-passing' | 'reject' | 'rationale' | 'take-over';

const BOOLEAN_FLAGS = new Set<FlagName>(['offline', 'json', 'verbose', 'approve-passing', 'take-over']);
/** Flags that may be given more than once; each occurrence adds a value. */
const REPEATABLE_FLAGS = new Set<FlagName>(['owner']);
const COMMON_FLAGS: FlagName[] = ['vault', 'now', 'offline', 'json', 'verbose', 'provider', 'base-url', 'model', 'owner'];
const COMMAND_FLAGS: Record<Command, FlagName[]> = {
  run: ['take-over'],
  plan: [],
  backfill: ['from', 'to', 'take-over'],
  reflect: ['week', 'month', 'from', 'to'],
  undo: ['run'],
  explain: [],
  review: ['approve', 'approve-passing', 'reject', 'rationale'],
  status: [],
};

/** The flag an error of `parseArgs` names (`Unknown option '--dry-run'`, `Option '--vault <value>' argument missing`). */
function flagIn(message: string): string {
  return /'(-{1,2}[^\s',]+)/.exec(message)?.[1]?.replace(/^-+/, '') ?? message;
}

export function parseCliArgs(argv: readonly string[]): ParseResult {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return { kind: 'help' };
  const [first, ...rest] = argv;
  if (first === undefined) return { kind: 'error', message: 'no command given' };
  if (!(COMMANDS as readonly string[]).includes(first)) return { kind: 'error', message: `unknown command "${first}"` };
  const command = first as Command;
  const allowed = [...COMMON_FLAGS, ...COMMAND_FLAGS[command]];
  const config: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {};
  for (const name of allowed) config[name] = { type: BOOLEAN_FLAGS.has(name) ? 'boolean' : 'string', ...(REPEATABLE_FLAGS.has(name) ? { multiple: true } : {}) };

  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...rest], options: config, strict: true, allowPositionals: true, tokens: true });
  } catch (e) {
    const code = (e as { code?: string }).code;
    const message = e instanceof Error ? e.message : String(e);
    const name = flagIn(message);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return { kind: 'error', message: `unknown option --${name} for "${command}"` };
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      return { kind: 'error', message: BOOLEAN_FLAGS.has(name as FlagName) ? `--${name} takes no value` : `--${name} needs a value` };
    }
    return { kind: 'error', message };
  }

  const flags = new Map<FlagName, string | true>();
  const repeated = new Map<FlagName, string[]>();
  const positional = [...parsed.positionals];
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option') continue;
    const name = token.name as FlagName;
    if (flags.has(name) && !REPEATABLE_FLAGS.has(name)) return { kind: 'error', message: `--${name} given twice` };
    const value = token.value ?? true;
    if (value === '' || (REPEATABLE_FLAGS.has(name) && typeof value === 'string' && value.trim() === '')) return { kind: 'error', message: `--${name} needs a value` };
    flags.set(name, value);
    if (REPEATABLE_FLAGS.has(name) && typeof value === 'string') repeated.set(name, [...(repeated.get(name) ?? []), value.trim()]);
  }

  const str = (n: FlagName): string | undefined => {
    const v = flags.get(n);
    return typeof v === 'string' ? v : undefined;
  };

  const vault = str('vault');
  if (!vault) return { kind: 'error', message: '--vault DIR is required' };

  const now = str('now');
  if (now !== undefined && !isIsoInstant(now)) {
    return { kind: 'error', message: `--now "${now}" is not an ISO-8601 date or time (e.g. 2026-11-29T03:00:00Z)` };
  }

  const providerName = str('provider');
  let provider: CliOptions['provider'];
  let preset: CliOptions['preset'];
  if (providerName !== undefined) {
    const named = providerName === 'none' || providerName === 'openai' || providerName === 'anthropic' ? providerName : findModelPreset(providerName);
    if (named === undefined) {
      const names = ['none', ...MODEL_PRESETS.map((p) => p.id)];
      return { kind: 'error', message: `--provider must be one of ${names.join(', ')}, not "${providerName}"` };
    }
    if (typeof named === 'string') provider = named;
    else {
      provider = named.provider;
      preset = named;
    }
  }

  const baseUrl = str('base-url');
  const credentials = baseUrl === undefined ? null : baseUrlCredentialsProblem(baseUrl);
  if (credentials !== null) return { kind: 'error', message: `--base-url: ${credentials}` };

  const options: CliOptions = {
    command,
    vault,
    now,
    offline: flags.has('offline'),
    json: flags.has('json'),
    verbose: flags.has('verbose'),
    provider,
    preset,
    baseUrl,
    model: str('model'),
    owner: repeated.get('owner'),
  };
  if (flags.has('take-over')) options.takeOver = true;

  switch (command) {
    case 'backfill': {
      const from = str('from');
      const to = str('to');
      if (!from || !to) return { kind: 'error', message: 'backfill needs --from YYYY-MM-DD and --to YYYY-MM-DD' };
      const wrong = dateRangeProblem(from, to);
      if (wrong) return { kind: 'error', message: wrong };
      options.from = from;
      options.to = to;
      break;
    }
    case 'reflect': {
      const week = str('week');
      const month = str('month');
      const from = str('from');
      const to = str('to');
      const given = [week, month, from ?? to].filter((x) => x !== undefined).length;
      if (given !== 1) return { kind: 'error', message: 'reflect needs one of --week 2026-W47, --month 2026-11, or --from YYYY-MM-DD --to YYYY-MM-DD' };
      if (week !== undefined && !/^\d{4}-W\d{2}$/.test(week)) return { kind: 'error', message: `--week "${week}" is not an ISO week (2026-W47)` };
      if (month !== undefined && !/^\d{4}-(?:0[1-9]|1[0-2])$/.test(month)) return { kind: 'error', message: `--month "${month}" is not a month (2026-11)` };
      if (week !== undefined || month !== undefined) {
        options.period = week ?? month;
        break;
      }
      if (!from || !to) return { kind: 'error', message: 'reflect --from needs --to (and --to needs --from)' };
      const wrong = dateRangeProblem(from, to);
      if (wrong) return { kind: 'error', message: wrong };
      options.from = from;
      options.to = to;
      break;
    }
    case 'undo':
      options.runId = str('run');
      break;
    case 'explain': {
      const query = positional.join(' ').trim();
      if (!query) return { kind: 'error', message: 'explain needs a query, e.g. explain "pnpm"' };
      options.query = query;
      positional.length = 0;
      break;
    }
    case 'review': {
      options.approve = str('approve');
      options.reject = str('reject');
      options.rationale = str('rationale');
      if (flags.has('approve-passing')) options.approvePassing = true;
      if ([options.approve, options.reject, options.approvePassing].filter(Boolean).length > 1) {
        return { kind: 'error', message: 'use one of --approve, --approve-passing or --reject' };
      }
      // A receipt without a reason is worthless to the person reading it in a month.
      if (options.approve && !options.rationale?.trim()) {
        return { kind: 'error', message: '--approve needs --rationale TEXT (why this is true and worth keeping)' };
      }
      // A rejection keeps a content-free marker by design, so it takes no text.
      if (options.rationale && !options.approve && !options.approvePassing && !options.reject) {
        return { kind: 'error', message: '--rationale goes with --approve or --reject' };
      }
      break;
    }
    default:
      break;
  }

  if (positional.length > 0) return { kind: 'error', message: `unexpected argument "${positional[0]}"` };
  return { kind: 'ok', options };
}

export const USAGE = `Usage: vault-dreaming <command> --vault DIR [options]

Commands:
  run       consolidate what was written since the last dream
            [--take-over]    make this machine the one that dreams for the vault
                             (one device dreams; the others preview and review)
  plan      dry run: show what a run would read and write; writes nothing
  backfill  --from YYYY-MM-DD --to YYYY-MM-DD   consolidate a date range; the watermark stays
  reflect   --week 2026-W47 | --month 2026-11   print that reflection; writes nothing
            --from YYYY-MM-DD --to YYYY-MM-DD     write the reflections of the weeks and
                             months ending in the range, as one run (undo takes it back)
  undo      [--run RUN-ID]   restore what a run wrote (default: the newest run);
                             files changed since are refused and named (exit 1);
                             an unknown run id exits 1
  explain   "query"          why matching candidates would or would not be promoted
  review    [--approve ID --rationale TEXT | --reject ID [--rationale TEXT]]   list or decide pending candidates
            --approve-passing [--rationale TEXT]   approve every pending candidate that passes
                             its gates; what the review screen held stays for you
  status    watermark, last dream, pending count, lock

Options:
  --vault DIR        the vault folder (required)
  --now ISO-8601     fix the clock, e.g. 2026-11-29T03:00:00Z (time zone for dates: TZ)
  --offline          use the built-in extractor; no network
  --json             print one JSON object on stdout; diagnostics go to stderr
  --provider P       none | openai | anthropic, or a service that fills the base URL:
                     ollama | lmstudio | openrouter | llamacpp (overrides the plugin settings)
  --base-url URL     model endpoint (OpenAI-compatible or Anthropic)
  --model NAME       model name
  --owner NAME       your name, as your notes write it: the model is told whose
                     notes these are, and their turns in a copied conversation
                     (- **NAME**: …) count as their own words; repeat for aliases
  --verbose          progress on stderr

Settings come from DIR/.obsidian/plugins/vault-dreaming/data.json when present;
the API key from the environment variable VAULT_DREAMING_API_KEY.
Exit status: 0 done or nothing to do, 1 the run stopped or failed (or undo left
something), 2 bad usage, 3 another dream held the lock or another device dreams
for this vault (nothing was done).
`;

/** What is wrong with `--from`/`--to` as a range of days (backfill and reflect), or null. */
function dateRangeProblem(from: string, to: string): string | null {
  for (const [flag, d] of [['--from', from], ['--to', to]] as const) {
    if (!isIsoDate(d)) return `${flag} "${d}" is not a date (YYYY-MM-DD)`;
  }
  return from > to ? `--from ${from} is after --to ${to}` : null;
}
