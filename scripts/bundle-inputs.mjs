#!/usr/bin/env node
/**
 * What the release main.js is made of: minified bytes per input, grouped by
 * folder (src/core/<stage>, src/obsidian, each package), from esbuild's
 * metafile. For finding what to cut toward issue 9's 300 KiB; `npm run bench`
 * reports the total.
 *
 *   node scripts/bundle-inputs.mjs          # folders
 *   node scripts/bundle-inputs.mjs --files  # every input over 1 KiB as well
 */
import esbuild from 'esbuild';
import path from 'node:path';
import { plugin } from '../esbuild.config.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const result = await esbuild.build({ ...plugin, absWorkingDir: root, minify: true, sourcemap: false, metafile: true, write: false, outfile: path.join(root, 'main.js') });
const [output] = Object.values(result.metafile.outputs);
const kib = (n) => (n / 1024).toFixed(1).padStart(6);

const group = (input) =>
  /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? (/^src\/core\/[^/]+\//.exec(input)?.[0] || /^src\/[^/]+\//.exec(input)?.[0] || input);
const groups = new Map();
for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
  const g = group(input);
  const entry = groups.get(g) ?? { bytes: 0, files: [] };
  entry.bytes += bytesInOutput;
  entry.files.push([input, bytesInOutput]);
  groups.set(g, entry);
}
console.log(`main.js ${kib(output.bytes)} KiB (${output.bytes} bytes)`);
for (const [g, { bytes, files }] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(`${kib(bytes)}  ${g}`);
  if (!process.argv.includes('--files')) continue;
  for (const [f, b] of files.sort((a, c) => c[1] - a[1])) if (b >= 1024) console.log(`        ${kib(b)}  ${f}`);
}
