/**
 * The headless runner: parse, build the engine context for a vault folder,
 * call the engine, print. `--json` keeps stdout to exactly one JSON object so
 * scripts can pipe it; everything else a person should see goes to stderr.
 */
import * as os from 'node:os';
import type { EngineContext } from '../core/ports/context';
import {
  BULK_LEFT_TEXT, approveCandidates, previewApproval, dreamStatus, explainQuery, fallbackSentence, listPending, containsSecret, planDream, redactSecrets, rejectPending, renderPendingList, renderPlan, renderRunSummary, renderStatus, renderUndo, runDream, previewReflectionNote, backfillReflections, undoDream, type RunSummary,
} from '../core/engine';
import { commandHelp, parseCliArgs, USAGE, VERSION } from './args';
import type { CliOptions } from './args';
import { buildEngineContext, HostError } from './host';
import { planToJson, toJsonLine } from './json-output';

interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
}

/** Exit statuses, as docs/cli.md states them. */
const EXIT_OK = 0;
/** the run stopped or failed; undo left a file or had nothing it could act on */
const EXIT_STOPPED = 1;
const EXIT_USAGE = 2;
/**
 * Another dream held the lock, so this one did nothing. Its own code rather
 * than 0 (a nightly job would otherwise believe the night was consolidated)
 * or 1 (nothing failed: the next try normally succeeds).
 */
const EXIT_BUSY = 3;

export async function runCli(argv: readonly string[], rawIo: CliIo): Promise<number> {
  const io = redactingIo(rawIo);
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout(parsed.command ? commandHelp(parsed.command) : USAGE);
    return EXIT_OK;
  }
  if (parsed.kind === 'version') {
    io.stdout(`vault-dreaming ${VERSION}\n`);
    return EXIT_OK;
  }
  if (parsed.kind === 'error') {
    io.stderr(usageError(parsed.message, parsed.command));
    return EXIT_USAGE;
  }
  const opts = parsed.options;
  const warn = (line: string) => io.stderr(`vault-dreaming: ${line}\n`);

  let ctx: EngineContext;
  try {
    ctx = await buildEngineContext(opts, { env: io.env, warn });
  } catch (e) {
    if (e instanceof HostError) {
      io.stderr(usageError(e.message, opts.command));
      return EXIT_USAGE;
    }
    throw e;
  }

  // Ctrl-C asks the engine to stop before its next write rather than killing
  // it between a backup and the write it protects; what it wrote is rolled back.
  const cancel = new AbortController();
  ctx = { ...ctx, signal: cancel.signal };
  const onSigint = () => {
    cancel.abort();
    warn('stopping before the next write (Ctrl-C again to kill)');
    process.removeListener('SIGINT', onSigint);
  };
  process.on('SIGINT', onSigint);
  try {
    return await dispatch(opts, ctx, io, warn);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    warn(`${opts.command} failed: ${why}`);
    if (opts.verbose && e instanceof Error && e.stack) io.stderr(`${e.stack}\n`);
    // A script piping --json reads one object whatever happened.
    if (opts.json) io.stdout(toJsonLine({ command: opts.command, status: 'failed', error: redactSecrets(why).text }));
    return EXIT_STOPPED;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}

/**
 * One line: what was wrong, and where the help is. The whole usage after every
 * slip buried the one line that mattered (and scrolled it off a small terminal).
 */
function usageError(message: string, command?: CliOptions['command']): string {
  return `vault-dreaming: ${message}; see "vault-dreaming ${command ? `${command} ` : ''}--help"\n`;
}

async function dispatch(opts: CliOptions, ctx: EngineContext, io: CliIo, warn: (l: string) => void): Promise<number> {
  const zone = { timeZone: ctx.clock.timeZone };
  switch (opts.command) {
    case 'plan': {
      const plan = await planDream(ctx, { trigger: 'cli', offline: opts.offline });
      io.stdout(opts.json ? toJsonLine(planToJson(plan)) : renderPlan(plan, zone));
      return EXIT_OK;
    }
    case 'run': {
      const summary = await runDream(ctx, { trigger: 'cli', offline: opts.offline, ...(opts.takeOver === true ? { takeOver: true } : {}) });
      return printSummary(summary, opts, io, zone);
    }
    case 'backfill': {
      const summary = await runDream(ctx, {
        trigger: 'backfill',
        offline: opts.offline,
        backfill: { from: opts.from as string, to: opts.to as string },
        ...(opts.takeOver === true ? { takeOver: true } : {}),
      });
      return printSummary(summary, opts, io, zone);
    }
    case 'reflect': {
      if (opts.period !== undefined) {
        const preview = await previewReflectionNote(ctx, opts.period);
        for (const m of preview.messages) if (m.level !== 'info') warn(m.text);
        if (preview.text === null) return EXIT_USAGE;
        io.stdout(opts.json ? toJsonLine({ period: opts.period, text: preview.text }) : preview.text);
        return EXIT_OK;
      }
      const summary = await backfillReflections(ctx, opts.from as string, opts.to as string);
      return printSummary(summary, opts, io, zone);
    }
    case 'status': {
      const status = await dreamStatus(ctx);
      io.stdout(opts.json ? toJsonLine(status) : renderStatus(status, zone));
      return EXIT_OK;
    }
    case 'undo': {
      const result = await undoDream(ctx, opts.runId);
      io.stdout(opts.json ? toJsonLine(result) : renderUndo(result));
      // A refused file means the vault is not back where the run found it; an
      // error (unknown run id, the lock held) means nothing was undone at all.
      return result.refused.length > 0 || result.messages.some((m) => m.level === 'error') ? EXIT_STOPPED : EXIT_OK;
    }
    case 'explain': {
      const text = await explainQuery(ctx, opts.query ?? '');
      io.stdout(opts.json ? toJsonLine({ query: opts.query, explanation: text }) : text.endsWith('\n') ? text : `${text}\n`);
      return EXIT_OK;
    }
    case 'review':
      return review(opts, ctx, io, warn);
  }
  warn(`unhandled command ${String(opts.command)}`);
  return EXIT_USAGE;
}

async function review(opts: CliOptions, ctx: EngineContext, io: CliIo, warn: (l: string) => void): Promise<number> {
  if (opts.approve) {
    // Same as the Pending panel: the receipt is recorded and the candidate is
    // written at once through the dream transaction.
    const result = await approveCandidates(ctx, { ids: [opts.approve], mode: 'one', reviewer: `cli:${safeUserName()}`, rationale: opts.rationale ?? '' });
    if (opts.json) io.stdout(toJsonLine(result));
    const failure = result.failed[0];
    if (failure) {
      warn(failure.reason);
      return EXIT_STOPPED;
    }
    if (!opts.json) {
      const receipt = result.receipts[0];
      const written = result.run?.written.filter((w) => !w.path.startsWith(`${ctx.settings.stateFolder}/`)).map((w) => w.path) ?? [];
      io.stdout(`Approved ${receipt?.candidateId ?? opts.approve} (receipt valid until ${receipt?.expiresOn ?? '?'}).\n`);
      io.stdout(written.length > 0 ? `Written now: ${written.join(', ')}\n` : 'Nothing was written now (see the report); the receipt stays valid for the next run.\n');
    }
    return result.run?.status === 'stopped' ? EXIT_STOPPED : EXIT_OK;
  }
  if (opts.approvePassing) {
    // The same call as the plugin's bulk approvals: the flag is the person's confirmation of every pending candidate.
    const rationale = opts.rationale?.trim() || 'Approved in bulk: passes its tier gate';
    const shown = await previewApproval(ctx);
    const ids = [...shown.take.map((v) => v.candidate.id), ...shown.left.map((l) => l.id)];
    const result = await approveCandidates(ctx, { ids, mode: 'bulk', reviewer: `cli:${safeUserName()}`, rationale });
    if (opts.json) io.stdout(toJsonLine(result));
    for (const f of result.failed) warn(`${f.id}: ${f.reason}`);
    if (!opts.json) {
      const written = result.run?.written.filter((w) => !w.path.startsWith(`${ctx.settings.stateFolder}/`)).map((w) => w.path) ?? [];
      io.stdout(`Approved ${result.receipts.length} candidate(s)${result.receipts.length > 0 ? `: ${result.receipts.map((r) => r.candidateId).join(', ')}` : ''}.\n`);
      if (written.length > 0) io.stdout(`Written now: ${written.join(', ')}\n`);
      if (result.left.length > 0) io.stdout(`Left for you to review: ${result.left.map((l) => `${l.id} (${BULK_LEFT_TEXT[l.why]})`).join(', ')}\n`);
    }
    return result.failed.length > 0 || result.run?.status === 'stopped' ? EXIT_STOPPED : EXIT_OK;
  }
  if (opts.reject) {
    const result = await rejectPending(ctx, opts.reject, opts.rationale);
    if (opts.json) io.stdout(toJsonLine(result));
    if (!result.ok) {
      warn(result.message);
      return EXIT_STOPPED;
    }
    if (!opts.json) io.stdout(`Rejected ${result.value.candidateId}; it will not be nominated again.\n`);
    return EXIT_OK;
  }
  const pending = await listPending(ctx);
  io.stdout(opts.json ? toJsonLine({ pending }) : renderPendingList(pending));
  return EXIT_OK;
}

function printSummary(summary: RunSummary, opts: CliOptions, io: CliIo, zone: { timeZone: string }): number {
  io.stdout(opts.json ? toJsonLine(summary) : renderRunSummary(summary, zone));
  // Said on stderr too, where a nightly job's log shows it: notes the model
  // did not read (an endpoint unreachable all night among them) are not its judgement.
  const offline = fallbackSentence(summary.modelFallbacks, summary.logsSelected);
  if (offline !== null) io.stderr(`vault-dreaming: ${offline}\n`);
  if (summary.status === 'stopped') for (const m of summary.messages) if (m.level === 'error') io.stderr(`vault-dreaming: ${m.text}\n`);
  // The CLI has no guardian (that is for scheduled runs), so a skipped run is one the lock turned away.
  return summary.status === 'stopped' ? EXIT_STOPPED : summary.status === 'skipped' ? EXIT_BUSY : EXIT_OK;
}

function safeUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Everything the runner prints passes the secret guard last, as every written
 * file does: a source path, a quoted line or an error message may hold a value
 * (a token in a file name, a password in --base-url), and stdout is often
 * appended to a log. A JSON line stays one valid JSON object.
 */
function redactingIo(io: CliIo): CliIo {
  return { ...io, stdout: (t) => io.stdout(redactOutput(t)), stderr: (t) => io.stderr(redactOutput(t)) };
}

function redactOutput(text: string): string {
  if (!containsSecret(text)) return text;
  const trimmed = text.trim();
  if (trimmed.startsWith('{') && !trimmed.includes('\n')) {
    try {
      return toJsonLine(redactStrings(JSON.parse(trimmed)));
    } catch {
      // not JSON after all: redact it as text
    }
  }
  return redactSecrets(text).text;
}

function redactStrings(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value).text;
  if (Array.isArray(value)) return value.map(redactStrings);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactStrings(v)]));
  return value;
}
