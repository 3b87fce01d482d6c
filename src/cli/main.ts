// Headless runner entry point (dist/cli.js); see design.md "The headless runner".
import { runCli } from './runner';

runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
}).then(
  (code) => {
    // exitCode, not exit(): let stdout drain when it is a pipe.
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`vault-dreaming: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
