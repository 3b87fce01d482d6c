#!/usr/bin/env node
/**
 * Writes THIRD_PARTY_NOTICES.txt: the licences of the packages bundled into
 * main.js, found from esbuild's metafile (so a dependency added or dropped
 * shows up here). The build appends the same text to main.js, because a
 * plugin release ships main.js alone and MIT, ISC and BSD all ask that the
 * copyright and permission notices travel with the code.
 *
 * One licence text per kind (MIT, ISC, BSD-3-Clause) with every package's own
 * copyright lines above it keeps the footer to a few KiB.
 *
 *   node scripts/third-party-notices.mjs          # rewrite the file
 *   node scripts/third-party-notices.mjs --check  # exit 1 when it is out of date
 */
import esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { plugin } from '../esbuild.config.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const NOTICES_FILE = path.join(root, 'THIRD_PARTY_NOTICES.txt');

/** Package folders whose files esbuild put into the plugin bundle. */
export async function bundledPackages() {
  const result = await esbuild.build({ ...plugin, absWorkingDir: root, write: false, metafile: true, sourcemap: false, outfile: path.join(root, 'main.js') });
  const dirs = new Set();
  for (const input of Object.keys(result.metafile.inputs)) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) dirs.add(path.join(root, m[1]));
  }
  return [...dirs].map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = fs.readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
    if (!file) throw new Error(`${pkg.name} has no licence file; add its notice by hand`);
    return { name: pkg.name, version: pkg.version, license: pkg.license, text: fs.readFileSync(path.join(dir, file), 'utf8') };
  }).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Work kept as data rather than bundled as a package: its notice travels the
 * same way. secretlint's preset cannot load on mobile (it imports node:path),
 * so src/core/secrets/secretlint-rules.ts keeps its rules' patterns.
 */
const KEPT_AS_DATA = [
  {
    name: '@secretlint/secretlint-rule-preset-recommend',
    version: '13.1.0 (rule patterns, in src/core/secrets/secretlint-rules.ts)',
    license: 'MIT',
    text: 'Copyright (c) 2020 azu\n',
  },
];

export function renderNotices(bundled) {
  const packages = [...bundled, ...KEPT_AS_DATA];
  const out = ['Third-party software bundled in main.js of Vault Dreaming', ''];
  // When main.js bundles no package the file says so rather than vanish.
  if (bundled.length === 0) out.push('None: main.js is built from this repository\'s own code only.', '');
  const kinds = [...new Set(packages.map((p) => p.license))].sort();
  for (const kind of kinds) {
    const group = packages.filter((p) => p.license === kind);
    out.push(`== ${kind}`, '');
    for (const p of group) {
      const lines = p.text.split(/\r?\n/).filter((l) => /^\s*copyright\b/i.test(l)).map((l) => l.trim());
      out.push(`${p.name} ${p.version}: ${lines.join('; ') || 'no copyright line in its licence'}`);
    }
    // The licence body without its title and copyright lines, taken from the first package of the kind.
    const body = (group.find((p) => p.text.length > 200) ?? group[0]).text
      .split(/\r?\n/)
      .filter((l) => !/^\s*copyright\b/i.test(l) && !/^\s*(the )?(mit|isc|bsd[- ]3-clause) licen[cs]e( \(mit\))?\s*$/i.test(l))
      .join('\n')
      .replace(/^\s+|\s+$/g, '');
    out.push('', body, '');
  }
  return out.join('\n').replace(/\*\//g, '* /');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const text = renderNotices(await bundledPackages());
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(NOTICES_FILE) ? fs.readFileSync(NOTICES_FILE, 'utf8') : '';
    if (current !== text) {
      console.error('THIRD_PARTY_NOTICES.txt is out of date: run node scripts/third-party-notices.mjs');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(NOTICES_FILE, text);
    console.log(`wrote ${path.relative(root, NOTICES_FILE)} (${text.length} characters)`);
  }
}
