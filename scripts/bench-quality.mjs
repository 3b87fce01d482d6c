// Bundles scripts/bench-quality.ts for Node and runs it with the given flags
// (see that file). The replay itself goes through the built dist/cli.js.
import esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.bench', 'bench-quality.cjs');
await esbuild.build({
  entryPoints: [path.join(root, 'scripts', 'bench-quality.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
// __dirname of the bundle is .bench/, one level below the repo like scripts/.
const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
