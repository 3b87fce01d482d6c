/**
 * The headless runner: parse, build the engine context for a vault folder,
 * call the engine, print. `--json` keeps stdout to exactly one JSON object so
 * scripts can pipe it; everything else a person should see goes to stderr.
 */
import * as os from 'node:os';
import type { EngineContext } from '../core/context';
import * as engine from '../core/engine';
import { NotAvailableYet } from '../core/engine';
import { renderPlan, renderRunSummary, renderStatus } from '../core/plan-text';
import type { RunSummary } from '../core/types';
import { parseCliArgs, USAGE } from './args';
import type { CliOptions } from './args';
import { buildEngineContext, HostError } from './host';
import { planToJson, toJsonLine } from './json-output';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
}

export const EXIT_OK = 0;
export const EXIT_STOPPED = 1;
export const EXIT_USAGE = 2;

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  if (parsed.kind === 'error') {
    io.stderr(`vault-dreaming: ${parsed.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  const opts = parsed.options;
  const warn = (line: string) => io.stderr(`vault-dreaming: ${line}\n`);

  let ctx: EngineContext;
  try {
    ctx = await buildEngineContext(opts, { env: io.env, warn });
  } catch (e) {
    if (e instanceof HostError) {
      io.stderr(`vault-dreaming: ${e.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    throw e;
  }

  // Ctrl-C asks the engine to stop before its next write rather than killing
  // it between a backup and the write it protects.
  const onSigint = () => {
    if (ctx.signal) ctx.signal.cancelled = true;
    warn('stopping before the next write (Ctrl-C again to kill)');
    process.removeListener('SIGINT', onSigint);
  };
  process.on('SIGINT', onSigint);
  try {
    return await dispatch(opts, ctx, io, warn);
  } catch (e) {
    if (e instanceof NotAvailableYet || (e instanceof Error && e.name === 'NotAvailableYet')) {
      warn(`${e.message} in this build of the engine`);
      return EXIT_USAGE;
    }
    warn(`${opts.command} failed: ${e instanceof Error ? e.message : String(e)}`);
    if (opts.verbose && e instanceof Error && e.stack) io.stderr(`${e.stack}\n`);
    return EXIT_STOPPED;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}

async function dispatch(opts: CliOptions, ctx: EngineContext, io: CliIo, warn: (l: string) => void): Promise<number> {
  const zone = { timeZone: ctx.clock.timeZone };
  switch (opts.command) {
    case 'plan': {
      const plan = await engine.planDream(ctx, { trigger: 'cli', offline: opts.offline });
      io.stdout(opts.json ? toJsonLine(planToJson(plan)) : renderPlan(plan, zone));
      return EXIT_OK;
    }
    case 'run': {
      const summary = await engine.runDream(ctx, { trigger: 'cli', offline: opts.offline });
      return printSummary(summary, opts, io, zone);
    }
    case 'backfill': {
      const summary = await engine.runDream(ctx, {
        trigger: 'backfill',
        offline: opts.offline,
        backfill: { from: opts.from as string, to: opts.to as string },
      });
      return printSummary(summary, opts, io, zone);
    }
    case 'status': {
      const status = await engine.dreamStatus(ctx);
      io.stdout(opts.json ? toJsonLine(status) : renderStatus(status, zone));
      return EXIT_OK;
    }
    case 'undo': {
      const result = await callLater('undoDream', ctx, opts.runId);
      printGeneric(result, opts, io);
      return EXIT_OK;
    }
    case 'explain': {
      const result = await callLater('explainQuery', ctx, opts.query);
      printGeneric(result, opts, io);
      return EXIT_OK;
    }
    case 'review': {
      const reviewer = `cli:${safeUserName()}`;
      let result: unknown;
      if (opts.approve) {
        result = await callLater('approvePending', ctx, [opts.approve], { rationale: opts.rationale ?? '', reviewer });
      } else if (opts.reject) {
        result = await callLater('rejectPending', ctx, [opts.reject], opts.rationale);
      } else {
        result = await callLater('listPending', ctx);
      }
      printGeneric(result, opts, io);
      return EXIT_OK;
    }
  }
  warn(`unhandled command ${String(opts.command)}`);
  return EXIT_USAGE;
}

function printSummary(summary: RunSummary, opts: CliOptions, io: CliIo, zone: { timeZone: string }): number {
  io.stdout(opts.json ? toJsonLine(summary) : renderRunSummary(summary, zone));
  return summary.status === 'stopped' ? EXIT_STOPPED : EXIT_OK;
}

/**
 * Undo, explain and review are composed in engine.ts at integration time
 * (names agreed with the plugin's service: undoDream, explainQuery,
 * listPending, approvePending, rejectPending). Until an engine build exports
 * one, the command says so and exits 2 instead of failing to compile.
 */
async function callLater(name: string, ...args: unknown[]): Promise<unknown> {
  const fn = (engine as unknown as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new NotAvailableYet(name);
  return (fn as (...a: unknown[]) => Promise<unknown>)(...args);
}

function printGeneric(result: unknown, opts: CliOptions, io: CliIo): void {
  if (opts.json) {
    io.stdout(toJsonLine(result ?? null));
    return;
  }
  if (typeof result === 'string') io.stdout(result.endsWith('\n') ? result : `${result}\n`);
  else if (result && typeof result === 'object' && 'lines' in result && Array.isArray(result.lines)) {
    io.stdout(`${result.lines.map(String).join('\n')}\n`);
  } else io.stdout(`${JSON.stringify(result, null, 2)}\n`);
}

function safeUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
