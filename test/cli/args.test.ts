import { describe, expect, test } from '@jest/globals';
import { commandHelp, parseCliArgs, VERSION } from '../../src/cli/args';
import { isIsoInstant } from '../../src/core/lib/dates';
import type { CliOptions } from '../../src/cli/args';
import { applyFlagOverrides } from '../../src/cli/host';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/ports/settings';

describe('parseCliArgs: accepted', () => {
  const cases: { name: string; argv: string[]; after: Partial<CliOptions> }[] = [
    { name: 'run with defaults', argv: ['run', '--vault', 'V'], after: { command: 'run', vault: 'V', offline: false, json: false } },
    {
      name: 'plan with every common flag',
      argv: ['plan', '--vault=V', '--now', '2026-11-29T03:00:00Z', '--offline', '--json', '--provider', 'openai', '--base-url', 'http://127.0.0.1:1234/v1', '--model', 'm'],
      after: { command: 'plan', vault: 'V', now: '2026-11-29T03:00:00Z', offline: true, json: true, provider: 'openai', baseUrl: 'http://127.0.0.1:1234/v1', model: 'm' },
    },
    { name: 'backfill range', argv: ['backfill', '--vault', 'V', '--from', '2026-11-02', '--to', '2026-11-09'], after: { from: '2026-11-02', to: '2026-11-09' } },
    { name: 'backfill of one day', argv: ['backfill', '--vault', 'V', '--from', '2026-11-02', '--to', '2026-11-02'], after: { from: '2026-11-02', to: '2026-11-02' } },
    { name: 'undo a given run', argv: ['undo', '--vault', 'V', '--run', '20261129-030000-ab12'], after: { runId: '20261129-030000-ab12' } },
    { name: 'undo the newest run', argv: ['undo', '--vault', 'V'], after: { command: 'undo', runId: undefined } },
    { name: 'explain joins the query words', argv: ['explain', '--vault', 'V', 'prefers', 'pnpm'], after: { query: 'prefers pnpm' } },
    { name: 'explain query before the flags', argv: ['explain', 'pnpm', '--vault', 'V'], after: { query: 'pnpm' } },
    { name: 'review lists', argv: ['review', '--vault', 'V'], after: { approve: undefined, reject: undefined } },
    {
      name: 'review approves with a rationale',
      argv: ['review', '--vault', 'V', '--approve', 'c1', '--rationale', 'said so three times'],
      after: { approve: 'c1', rationale: 'said so three times' },
    },
    { name: 'review rejects', argv: ['review', '--vault', 'V', '--reject', 'c2'], after: { reject: 'c2' } },
    { name: 'review approves what passes, rationale optional', argv: ['review', '--vault', 'V', '--approve-passing'], after: { approvePassing: true, rationale: undefined } },
    { name: 'status', argv: ['status', '--vault', 'V', '--json'], after: { command: 'status', json: true } },
    { name: '--owner is repeatable, one name each', argv: ['run', '--vault', 'V', '--owner', 'Sam', '--owner=Samantha'], after: { owner: ['Sam', 'Samantha'] } },
    { name: 'no --owner leaves the settings alone', argv: ['run', '--vault', 'V'], after: { owner: undefined } },
    { name: '--now as a plain date', argv: ['status', '--vault', 'V', '--now', '2026-11-29'], after: { now: '2026-11-29' } },
    {
      name: '--provider ollama: the OpenAI-compatible protocol at Ollama\'s address',
      argv: ['run', '--vault', 'V', '--provider', 'ollama'],
      after: { provider: 'openai', preset: expect.objectContaining({ id: 'ollama', baseUrl: 'http://localhost:11434/v1' }) as never },
    },
    { name: '--provider as the service is spelled', argv: ['run', '--vault', 'V', '--provider', 'LM-Studio'], after: { provider: 'openai', preset: expect.objectContaining({ id: 'lmstudio' }) as never } },
    { name: '--provider llama.cpp', argv: ['run', '--vault', 'V', '--provider', 'llama.cpp'], after: { provider: 'openai', preset: expect.objectContaining({ id: 'llamacpp' }) as never } },
    { name: '--provider openrouter', argv: ['run', '--vault', 'V', '--provider', 'openrouter'], after: { provider: 'openai', preset: expect.objectContaining({ baseUrl: 'https://openrouter.ai/api/v1' }) as never } },
    { name: '--provider openai is the protocol: the base URL stays the settings\' own', argv: ['run', '--vault', 'V', '--provider', 'openai'], after: { provider: 'openai', preset: undefined } },
  ];
  test.each(cases)('$name', ({ argv, after }) => {
    const r = parseCliArgs(argv);
    expect(r.kind).toBe('ok');
    if (r.kind === 'ok') expect(r.options).toMatchObject(after);
  });

  test('--help anywhere asks for help: after a command, that command\'s', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['run', '--vault', 'V', '-h'])).toEqual({ kind: 'help', command: 'run' });
    expect(parseCliArgs(['run', '--help'])).toEqual({ kind: 'help', command: 'run' });
    expect(parseCliArgs(['help', 'run'])).toEqual({ kind: 'help', command: 'run' });
    expect(parseCliArgs(['help', 'undo'])).toEqual({ kind: 'help', command: 'undo' });
  });

  test('--version and -V ask for the version, with or without a command', () => {
    expect(parseCliArgs(['--version'])).toEqual({ kind: 'version' });
    expect(parseCliArgs(['-V'])).toEqual({ kind: 'version' });
    expect(parseCliArgs(['status', '--version'])).toEqual({ kind: 'version' });
  });

  test.each([
    { typed: 'plna', meant: 'plan' },
    { typed: 'udno', meant: 'undo' },
    { typed: 'stauts', meant: 'status' },
    { typed: 'rn', meant: 'run' },
    { typed: 'reveiw', meant: 'review' },
    { typed: 'Plan', meant: 'plan' },
  ])('an unknown command "$typed" suggests "$meant"', ({ typed, meant }) => {
    expect(parseCliArgs([typed, '--vault', 'V'])).toEqual({ kind: 'error', message: `unknown command "${typed}" (did you mean "${meant}"?)` });
  });

  test('a word near no command suggests nothing; help of an unknown command suggests the nearest', () => {
    expect(parseCliArgs(['dream', '--vault', 'V'])).toEqual({ kind: 'error', message: 'unknown command "dream"' });
    expect(parseCliArgs(['help', 'plna'])).toEqual({ kind: 'error', message: 'unknown command "plna" (did you mean "plan"?)' });
  });

  test('an unknown option suggests the nearest flag of that command, and the error names the command', () => {
    expect(parseCliArgs(['run', '--vault', 'V', '--ofline'])).toEqual({ kind: 'error', message: 'unknown option --ofline for "run" (did you mean --offline?)', command: 'run' });
    expect(parseCliArgs(['run', '--vault', 'V', '--dry-run'])).toEqual({ kind: 'error', message: 'unknown option --dry-run for "run"', command: 'run' });
  });

  test('each command\'s help names its synopsis, its own flags and the common options, and no other command', () => {
    const run = commandHelp('run');
    expect(run.split('\n')[0]).toBe('Usage: vault-dreaming run --vault DIR [--take-over] [options]');
    expect(run).toContain('--take-over');
    expect(run).toContain('--owner NAME');
    expect(run).not.toContain('--approve');
    expect(commandHelp('review')).toContain('--approve-passing');
    expect(commandHelp('undo')).toMatch(/--run RUN-ID/);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('parseCliArgs: refused (exit 2)', () => {
  const cases: { name: string; argv: string[]; message: RegExp }[] = [
    { name: 'no command', argv: [], message: /no command/ },
    { name: 'unknown command', argv: ['dream', '--vault', 'V'], message: /unknown command "dream"/ },
    { name: 'missing --vault', argv: ['run'], message: /--vault DIR is required/ },
    { name: '--vault without value', argv: ['run', '--vault'], message: /--vault needs a value/ },
    { name: '--vault followed by a flag', argv: ['run', '--vault', '--json'], message: /--vault needs a value/ },
    { name: 'unknown flag', argv: ['run', '--vault', 'V', '--dry-run'], message: /unknown option --dry-run/ },
    { name: 'a flag of another command', argv: ['run', '--vault', 'V', '--from', '2026-11-01'], message: /unknown option --from for "run"/ },
    { name: 'a flag twice', argv: ['run', '--vault', 'V', '--vault', 'W'], message: /given twice/ },
    { name: 'a blank --owner', argv: ['run', '--vault', 'V', '--owner', ' '], message: /--owner needs a value/ },
    { name: 'a value on a switch', argv: ['run', '--vault', 'V', '--json=yes'], message: /takes no value/ },
    { name: 'bad --now', argv: ['run', '--vault', 'V', '--now', 'yesterday'], message: /not an ISO-8601/ },
    { name: 'impossible --now date', argv: ['run', '--vault', 'V', '--now', '2026-02-30T03:00:00Z'], message: /not an ISO-8601/ },
    { name: 'bad provider', argv: ['run', '--vault', 'V', '--provider', 'gemini'], message: /--provider must be/ },
    { name: 'backfill without range', argv: ['backfill', '--vault', 'V'], message: /needs --from/ },
    { name: 'backfill bad date', argv: ['backfill', '--vault', 'V', '--from', '2026-13-01', '--to', '2026-12-01'], message: /--from "2026-13-01" is not a date/ },
    { name: 'backfill reversed', argv: ['backfill', '--vault', 'V', '--from', '2026-11-09', '--to', '2026-11-02'], message: /is after/ },
    { name: 'explain without query', argv: ['explain', '--vault', 'V'], message: /needs a query/ },
    { name: 'approve without rationale', argv: ['review', '--vault', 'V', '--approve', 'c1'], message: /needs --rationale/ },
    { name: 'approve and reject', argv: ['review', '--vault', 'V', '--approve', 'c1', '--reject', 'c2', '--rationale', 'x'], message: /use one of/ },
    { name: 'approve one and approve passing', argv: ['review', '--vault', 'V', '--approve', 'c1', '--approve-passing', '--rationale', 'x'], message: /use one of/ },
    { name: 'a value on --approve-passing', argv: ['review', '--vault', 'V', '--approve-passing=all'], message: /takes no value/ },
    { name: 'rationale without a decision', argv: ['review', '--vault', 'V', '--rationale', 'x'], message: /goes with --approve or --reject/ },
    { name: 'rationale alone', argv: ['review', '--vault', 'V', '--rationale', 'x'], message: /goes with --approve/ },
    { name: 'stray argument', argv: ['run', '--vault', 'V', 'extra'], message: /unexpected argument "extra"/ },
  ];
  test.each(cases)('$name', ({ argv, message }) => {
    const r = parseCliArgs(argv);
    expect(r.kind).toBe('error');
    if (r.kind === 'error') expect(r.message).toMatch(message);
  });
});

describe('isIsoInstant', () => {
  test.each([
    ['2026-11-29', true],
    ['2026-11-29T03:00:00Z', true],
    ['2026-11-29T03:00Z', true],
    ['2026-11-29T03:00:00.250+01:00', true],
    ['2026-11-29 03:00', true],
    ['2026-11-29T24:00:00Z', false],
    ['29.11.2026', false],
    ['1732849200000', false],
    ['', false],
  ])('%j -> %s', (s, ok) => {
    expect(isIsoInstant(s)).toBe(ok);
  });
});

describe('applyFlagOverrides: a preset fills the base URL, --base-url still wins', () => {
  const cases: { name: string; argv: string[]; after: Partial<Settings> }[] = [
    { name: 'ollama', argv: ['--provider', 'ollama'], after: { provider: 'openai', baseUrl: 'http://localhost:11434/v1', modelPreset: 'ollama' } },
    { name: 'anthropic keeps the settings URL', argv: ['--provider', 'anthropic'], after: { provider: 'anthropic', baseUrl: 'http://saved:1/v1' } },
    { name: 'llamacpp on another port', argv: ['--provider', 'llamacpp', '--base-url', 'http://127.0.0.1:9090/v1'], after: { provider: 'openai', baseUrl: 'http://127.0.0.1:9090/v1' } },
  ];
  test.each(cases)('$name', ({ argv, after }) => {
    const r = parseCliArgs(['run', '--vault', 'V', ...argv]);
    if (r.kind !== 'ok') throw new Error(r.kind);
    expect(applyFlagOverrides({ ...DEFAULT_SETTINGS, baseUrl: 'http://saved:1/v1' }, r.options)).toMatchObject(after);
  });
});
