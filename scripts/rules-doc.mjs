// Bundles scripts/rules-doc-main.ts for Node and runs it: docs/rules.md from the rule registry.
import esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.bench', 'rules-doc.cjs');
await esbuild.build({
  entryPoints: [path.join(root, 'scripts', 'rules-doc-main.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
// __dirname of the bundle is .bench/, one level below the repo like scripts/.
const r = spawnSync(process.execPath, [out], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
