// Bundles scripts/bench.ts (engine + CLI vault + loopback model server + the
// Obsidian fake for onload) for Node and runs it.
import esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.bench', 'bench.cjs');
await esbuild.build({
  entryPoints: [path.join(root, 'scripts', 'bench.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: out,
  external: ['jsdom'],
  alias: { obsidian: path.join(root, 'test', 'fakes', 'obsidian.ts') },
  logLevel: 'warning',
});
const r = spawnSync(process.execPath, ['--expose-gc', out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
