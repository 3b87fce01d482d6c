/**
 * The CLI runner called in-process, as the quality replays call `dist/cli.js`:
 * the bench tests in CI replay through the same code without a child process.
 */
import { runCli } from '../../src/cli/runner';
import type { Cli } from '../../scripts/quality/replay';

export const inProcessCli: Cli = async (argv, env) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    env: { ...env },
  });
  return { code, stdout, stderr };
};
