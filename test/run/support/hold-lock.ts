/**
 * Child process for old-promises.test.ts: takes the dream lock on a vault the
 * way the command line does (its device id, its process id), prints
 * "locked", and then either dies at once with 137 without releasing it (a
 * `kill -9` mid-dream) or holds it until its stdin closes.
 * Usage: tsx hold-lock.ts DIR die|hold
 */
import { parseCliArgs } from '../../../src/cli/args';
import { buildEngineContext } from '../../../src/cli/host';
import { acquireLock } from '../../helpers/context-calls';

async function main(): Promise<void> {
  const [dir, how] = process.argv.slice(2);
  const parsed = parseCliArgs(['run', '--vault', dir!, '--offline', '--now', '2026-11-05T08:00:00Z']);
  if (parsed.kind !== 'ok') throw new Error('usage: hold-lock.ts DIR die|hold');
  const ctx = await buildEngineContext(parsed.options, { env: {}, warn: () => undefined });
  const taken = await acquireLock(ctx, '20261105-080000-dead');
  if (!taken.ok) throw new Error(taken.message);
  process.stdout.write('locked\n');
  if (how === 'die') process.exit(137);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(2);
});
