// node scripts/oracle-model.mjs --locomo DIR [--port N]
//
// An OpenAI-compatible server on 127.0.0.1 that answers like a perfect model
// from the annotations of a LoCoMo-format folder (scripts/quality/oracle.ts).
// Prints the port alone on the first line of stdout once it accepts requests;
// stops on SIGTERM. Bundled on the fly (like scripts/bench.mjs) because the
// oracle shares its LoCoMo reading with the quality bench, in TypeScript.
import esbuild from 'esbuild';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-oracle-'));
const out = path.join(dir, 'oracle-model.cjs');
await esbuild.build({
  entryPoints: [path.join(root, 'scripts', 'quality', 'oracle-main.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
const { main } = createRequire(import.meta.url)(out);
fs.rmSync(dir, { recursive: true, force: true });
await main(process.argv.slice(2));
