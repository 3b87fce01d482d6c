// Bundles one TypeScript entry of scripts/ for Node on the fly and calls its
// exported main(argv): the oracle and the recorded model share their LoCoMo
// reading with the quality bench, in TypeScript, and run from plain node.
import esbuild from 'esbuild';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Bundles `scripts/<entry>` into a temporary folder, loads it, and awaits its main(argv). */
export async function runTs(entry, argv) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-run-ts-'));
  const out = path.join(dir, `${path.basename(entry, '.ts')}.cjs`);
  await esbuild.build({
    entryPoints: [path.join(root, 'scripts', entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: out,
    logLevel: 'warning',
  });
  const { main } = createRequire(import.meta.url)(out);
  fs.rmSync(dir, { recursive: true, force: true });
  await main(argv);
}
