// Headless runner; see design.md "The headless runner".
process.stderr.write('vault-dreaming: not wired yet\n');
process.exitCode = 2;
