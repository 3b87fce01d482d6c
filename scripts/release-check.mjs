#!/usr/bin/env node
/**
 * What the release workflow checks before it attaches anything: the tag is the
 * manifest's version (Obsidian's directory reads the release named exactly
 * so, without a "v"), package.json says the same version, versions.json maps
 * that version to the manifest's minAppVersion (older Obsidian installs read
 * it to pick a release they can run), and the three release files exist.
 *
 *   node scripts/release-check.mjs [TAG]      (TAG defaults to the manifest's version)
 */
import fs from 'node:fs';

const read = (p) => JSON.parse(fs.readFileSync(p, 'utf8'));
const manifest = read('manifest.json');
const pkg = read('package.json');
const versions = read('versions.json');
const tag = process.argv[2] ?? manifest.version;
const problems = [];
if (tag !== manifest.version) problems.push(`the tag ${tag} is not the manifest's version ${manifest.version}`);
if (pkg.version !== manifest.version) problems.push(`package.json says ${pkg.version}, the manifest ${manifest.version}`);
if (versions[manifest.version] !== manifest.minAppVersion) {
  problems.push(`versions.json maps ${manifest.version} to ${versions[manifest.version] ?? 'nothing'}, the manifest's minAppVersion is ${manifest.minAppVersion}`);
}
for (const f of ['main.js', 'manifest.json', 'styles.css']) {
  if (!fs.existsSync(f) || fs.statSync(f).size === 0) problems.push(`${f} is missing or empty (run npm run build)`);
}
if (problems.length > 0) {
  for (const p of problems) console.error(`release check: ${p}`);
  process.exit(1);
}
console.log(`release check: ${tag} — main.js ${(fs.statSync('main.js').size / 1024).toFixed(1)} KiB, manifest.json, styles.css; versions.json ${manifest.version} → ${manifest.minAppVersion}`);
