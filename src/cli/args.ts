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
import manifest from '../../manifest.json';

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
  /** `command`: that command's help (`help run`, `run --help`); without it, the global usage */
  | { kind: 'help'; command?: Command }
  | { kind: 'version' }
  /** `command`: the command the error is about, whose help the person is pointed to */
  | { kind: 'error'; message: string; command?: Command };

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

/**
 * Edits (insert, delete, substitute, swap two neighbours) from one word to
 * another: a swapped pair is the commonest slip at a keyboard (`plna`).
 */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known word nearest to a mistyped one, if it is near enough to be what was meant. */
function nearest(word: string, known: readonly string[]): string | null {
  let found: string | null = null;
  let best = Math.min(2, Math.max(1, Math.floor(word.length / 2)));
  for (const k of known) {
    const d = editDistance(word.toLowerCase(), k);
    if (d <= best && (found === null || d < best)) {
      found = k;
      best = d;
    }
  }
  return found;
}

function unknownCommand(word: string): ParseResult {
  const near = nearest(word, COMMANDS);
  return { kind: 'error', message: `unknown command "${word}"${near ? ` (did you mean "${near}"?)` : ''}` };
}

function isCommand(word: string | undefined): word is Command {
  return word !== undefined && (COMMANDS as readonly string[]).includes(word);
}

export function parseCliArgs(argv: readonly string[]): ParseResult {
  const [first, ...rest] = argv;
  if (first === 'help') {
    const topic = rest[0];
    if (topic === undefined) return { kind: 'help' };
    return isCommand(topic) ? { kind: 'help', command: topic } : unknownCommand(topic);
  }
  if (argv.includes('--help') || argv.includes('-h')) return isCommand(first) ? { kind: 'help', command: first } : { kind: 'help' };
  if (argv.includes('--version') || argv.includes('-V')) return { kind: 'version' };
  if (first === undefined) return { kind: 'error', message: 'no command given' };
  if (!isCommand(first)) return unknownCommand(first);
  const command = first;
  const r = parseCommand(command, rest);
  return r.kind === 'error' ? { ...r, command } : r;
}

function parseCommand(command: Command, rest: readonly string[]): ParseResult {
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
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const near = nearest(name, allowed);
      return { kind: 'error', message: `unknown option --${name} for "${command}"${near ? ` (did you mean --${near}?)` : ''}` };
    }
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

const OPTIONS = `Options:
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
`;

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

${OPTIONS}
Settings come from DIR/.obsidian/plugins/vault-dreaming/data.json when present;
the API key from the environment variable VAULT_DREAMING_API_KEY.
Exit status: 0 done or nothing to do, 1 the run stopped or failed (or undo left
something), 2 bad usage, 3 another dream held the lock or another device dreams
for this vault (nothing was done).
"vault-dreaming help COMMAND" (or COMMAND --help) shows one command; --version, -V the version.
`;

/** What each command does and the flags only it takes, for `help COMMAND` and `COMMAND --help`. */
const COMMAND_HELP: Record<Command, { synopsis: string; about: string }> = {
  run: {
    synopsis: 'run --vault DIR [--take-over] [options]',
    about: `Consolidate what was written since the last dream: memory notes, the index and the
dream log. Undo takes it back.

  --take-over        make this machine the one that dreams for the vault
                     (one device dreams; the others preview and review)`,
  },
  plan: {
    synopsis: 'plan --vault DIR [options]',
    about: 'Dry run: show what a run would read and write. Writes nothing, not even the state folder.',
  },
  backfill: {
    synopsis: 'backfill --vault DIR --from YYYY-MM-DD --to YYYY-MM-DD [--take-over] [options]',
    about: `Consolidate the notes of a date range; the watermark stays where it is.

  --from, --to       the first and last day, both included
  --take-over        make this machine the one that dreams for the vault`,
  },
  reflect: {
    synopsis: 'reflect --vault DIR (--week 2026-W47 | --month 2026-11 | --from YYYY-MM-DD --to YYYY-MM-DD) [options]',
    about: `--week or --month prints that reflection and writes nothing; --from and --to write
the reflections of the weeks and months ending in the range, as one run (undo takes it back).`,
  },
  undo: {
    synopsis: 'undo --vault DIR [--run RUN-ID] [options]',
    about: `Put back what a run wrote (default: the newest run): notes it changed are restored,
notes it created removed, and what it added to the review queue taken out. A file
changed since is left alone and named (exit 1); an unknown run id exits 1.

  --run RUN-ID       the run to undo`,
  },
  explain: {
    synopsis: 'explain --vault DIR "query" [options]',
    about: 'Why the candidates matching the query would or would not be kept.',
  },
  review: {
    synopsis: 'review --vault DIR [--approve ID --rationale TEXT | --reject ID [--rationale TEXT] | --approve-passing] [options]',
    about: `List the candidates waiting for you, or decide one.

  --approve ID       approve a candidate; needs --rationale (why it is true and worth keeping)
  --reject ID        reject a candidate; it is not suggested again
  --approve-passing  approve every waiting candidate that passes its gates;
                     what the review screen held stays for you
  --rationale TEXT   your reason, kept with the decision`,
  },
  status: {
    synopsis: 'status --vault DIR [options]',
    about: 'The watermark, the last dream, how many candidates wait, and the lock.',
  },
};

/** One command's help: its synopsis, what it does, its own flags, then the options every command takes. */
export function commandHelp(command: Command): string {
  const h = COMMAND_HELP[command];
  return `Usage: vault-dreaming ${h.synopsis}\n\n${h.about}\n\n${OPTIONS}`;
}

/** The version of the plugin this runner was built with. */
export const VERSION: string = manifest.version;

/** What is wrong with `--from`/`--to` as a range of days (backfill and reflect), or null. */
function dateRangeProblem(from: string, to: string): string | null {
  for (const [flag, d] of [['--from', from], ['--to', to]] as const) {
    if (!isIsoDate(d)) return `${flag} "${d}" is not a date (YYYY-MM-DD)`;
  }
  return from > to ? `--from ${from} is after --to ${to}` : null;
}
