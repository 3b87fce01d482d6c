// node scripts/recorded-model.mjs --answers FILE [--port N] [--locomo DIR]
//
// An OpenAI-compatible server on 127.0.0.1 that answers like the capable model
// whose answers were recorded (scripts/quality/recorded.ts): extraction requests
// with the recorded candidates whose turns are in their spans, index rewrites
// with the index unchanged. Prints the port alone on the first line of stdout
// once it accepts requests; stops on SIGTERM (and prints what it answered).
import esbuild from 'esbuild';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-recorded-'));
const out = path.join(dir, 'recorded-model.cjs');
await esbuild.build({
  entryPoints: [path.join(root, 'scripts', 'quality', 'recorded-main.ts')],
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
