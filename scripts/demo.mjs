// `npm run demo`: one offline dream over a scratch copy of the example vault,
// with the clock set just after the last example note so every run of the
// demo reads and writes the same thing, then the built plugin installed and
// enabled in that copy, so opening it in Obsidian shows the panels with the
// dream in them. The example vault itself is never touched. Run after the
// build (npm run demo builds first).
//
//   node scripts/demo.mjs [--vault DIR]    (default .demo/vault)
//
// It prints about ten plain lines: what the dream read, what it kept and
// where, what waits for review, how to open it and how to undo it.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const example = path.join(root, 'examples', 'vault');
const cli = path.join(root, 'dist', 'cli.js');
/** Left in a scratch vault, so a second demo may replace it and never a folder it did not make. */
const MARKER = '.vault-dreaming-demo';
const PLUGIN_FILES = ['main.js', 'manifest.json', 'styles.css'];
const say = (line = '') => process.stdout.write(`${line}\n`);

const scratch = targetVault(process.argv.slice(2));
const shown = (p) => {
  const r = path.relative(root, p);
  return r && !r.startsWith('..') && !path.isAbsolute(r) ? r : p;
};
const n = (x) => x.toLocaleString('en');

for (const f of [cli, path.join(root, 'main.js'), path.join(root, 'manifest.json')]) {
  if (!fs.existsSync(f)) fail(`${shown(f)} is missing: run "npm run build" first (npm run demo does it for you)`);
}
if (!fs.existsSync(example)) fail(`${shown(example)} is missing`);

fs.rmSync(scratch, { recursive: true, force: true });
fs.mkdirSync(path.dirname(scratch), { recursive: true });
fs.cpSync(example, scratch, { recursive: true });
fs.writeFileSync(path.join(scratch, MARKER), 'A scratch copy of examples/vault made by `npm run demo`; the next demo replaces this folder.\n');

const now = dayAfterNewestNote(scratch);
datedAsWritten(scratch, now);
const env = { ...process.env, TZ: process.env.TZ || 'UTC' };
const result = spawnSync(process.execPath, [cli, 'run', '--vault', scratch, '--offline', '--now', now, '--json'], { cwd: root, env, encoding: 'utf8' });
let summary = null;
try {
  summary = JSON.parse(result.stdout);
} catch {
  // reported below with the runner's own words
}
if (result.status !== 0 || !summary || summary.status !== 'completed') {
  process.stderr.write(result.stderr);
  fail(`the dream did not complete (exit ${result.status}${summary?.error ? `: ${summary.error}` : ''})`);
}

const pluginDir = installPlugin(scratch, now);

const sourceFolder = dailyNotesFolder(scratch);
const journalChars = charsOf(scratch, filesUnder(scratch, sourceFolder));
const written = summary.written.filter((w) => w.action !== 'delete').map((w) => w.path);
// Memory is what the dream wrote under Memory/, but not Memory/Dreaming/:
// the dream log, reports, review queue and device record are its state.
const memoryFiles = written.filter((p) => p.startsWith('Memory/') && !p.startsWith('Memory/Dreaming/'));
const memoryChars = charsOf(scratch, memoryFiles);
const inFolder = (folder) => memoryFiles.filter((p) => p.startsWith(`Memory/${folder}/`));
const topics = inFolder('Topics');
const created = new Set(summary.written.filter((w) => w.action === 'create').map((w) => w.path));
const names = (files) => files.map((p) => titleOf(scratch, p)).join(', ');
const newTopics = topics.filter((p) => created.has(p));
const updatedTopics = topics.filter((p) => !created.has(p));
const kept = [
  `${topics.length} topic notes in Memory/Topics/ (new: ${names(newTopics) || 'none'}${updatedTopics.length ? `; added to: ${names(updatedTopics)}` : ''})`,
  plural(inFolder('Daily').length, 'daily digest'),
  plural(inFolder('Reflections').length, 'weekly reflection'),
].filter((s) => !s.startsWith('0 '));
const vault = shown(scratch);

say(`Vault Dreaming demo: one dream over a copy of ${shown(example)}, offline (no model; nothing left this machine).`);
say(`Read:     ${plural(summary.logsSelected, 'note')} in ${sourceFolder}/, ${n(journalChars)} characters. Your notes were not changed.`);
say(`Kept:     ${kept.join(', ')}.`);
say(`Index:    ${vault}/Memory/MEMORY.md links them; every line the dream added names the note and line it came from.`);
say(`Size:     the memory it wrote is ${n(memoryChars)} characters, from ${n(journalChars)} in the journal.`);
if (summary.secretsOmitted > 0) say(`Left out: ${plural(summary.secretsOmitted, 'pasted password or key')}, copied nowhere (the report says where: ${vault}/${summary.reportPath}).`);
say(`Review:   ${plural(summary.pending, 'suggestion')} wait for your approval (notes about who you are, and lines held for what they say): node dist/cli.js review --vault ${vault}`);
say(`Obsidian: open ${vault} as a vault and trust its plugins: Vault Dreaming is installed (${shown(pluginDir)}); the ribbon's inbox icon shows what waits for review, the command "Open dream log" the dream.`);
say(`Undo:     node dist/cli.js undo --vault ${vault} takes this dream back.`);

/** A note's title: its first heading, else its file name. */
function titleOf(vault, file) {
  const heading = /^# (.+)$/m.exec(fs.readFileSync(path.join(vault, file), 'utf8'));
  return heading ? heading[1].trim() : path.basename(file, '.md');
}

function plural(count, word) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function targetVault(args) {
  let dir = path.join(root, '.demo', 'vault');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--vault' && args[i + 1]) dir = path.resolve(args[++i]);
    else fail(`unknown argument "${args[i]}" (usage: node scripts/demo.mjs [--vault DIR])`);
  }
  const isDefault = dir === path.join(root, '.demo', 'vault');
  if (!isDefault && fs.existsSync(dir) && fs.readdirSync(dir).length > 0 && !fs.existsSync(path.join(dir, MARKER))) {
    fail(`${dir} is not empty and was not made by the demo: the demo replaces its folder, so give it a new or empty one`);
  }
  return dir;
}

/**
 * The built plugin into the scratch vault's plugin folder, enabled, with the
 * demo's dream recorded as the person's first (so Obsidian shows the panels,
 * not the first-run view that offers a dream already done).
 */
function installPlugin(vault, startedAt) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8'));
  const config = path.join(vault, '.obsidian');
  const dir = path.join(config, 'plugins', manifest.id);
  fs.mkdirSync(dir, { recursive: true });
  for (const f of PLUGIN_FILES) {
    if (fs.existsSync(path.join(root, f))) fs.copyFileSync(path.join(root, f), path.join(dir, f));
  }
  const listFile = path.join(config, 'community-plugins.json');
  const enabled = fs.existsSync(listFile) ? JSON.parse(fs.readFileSync(listFile, 'utf8')) : [];
  if (!enabled.includes(manifest.id)) enabled.push(manifest.id);
  fs.writeFileSync(listFile, `${JSON.stringify(enabled, null, 2)}\n`);
  const data = path.join(dir, 'data.json');
  if (!fs.existsSync(data)) fs.writeFileSync(data, `${JSON.stringify({ firstDreamStartedAt: startedAt }, null, 2)}\n`);
  return dir;
}

function dailyNotesFolder(vault) {
  try {
    const folder = JSON.parse(fs.readFileSync(path.join(vault, '.obsidian', 'daily-notes.json'), 'utf8')).folder;
    if (typeof folder === 'string' && folder) return folder.replace(/^\/+|\/+$/g, '');
  } catch {
    // no Daily Notes settings: the vault's root
  }
  return '.';
}

/** 03:00 UTC on the day after the newest dated note: "the night after". */
function dayAfterNewestNote(vault) {
  let newest = '';
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      if (e.isDirectory()) walk(path.join(dir, e.name));
      const m = /^(\d{4}-\d{2}-\d{2})/.exec(e.name);
      if (e.isFile() && m && m[1] > newest) newest = m[1];
    }
  };
  walk(vault);
  if (!newest) fail('no dated note (YYYY-MM-DD*.md) in the example vault');
  const d = new Date(`${newest}T03:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().replace('.000Z', 'Z');
}

/**
 * A checkout stamps every file with the time it was copied, days after the
 * demo's clock: the report would say a note "changed" after the dream that
 * read it. Each note gets the evening of its date instead, and the rest the
 * day before the clock, as if the vault had been written up to that night.
 */
function datedAsWritten(vault, clock) {
  const before = new Date(Date.parse(clock) - 86_400_000);
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) {
        const m = /^(\d{4}-\d{2}-\d{2})/.exec(e.name);
        const t = m ? new Date(`${m[1]}T21:00:00Z`) : before;
        fs.utimesSync(full, t, t);
      }
    }
  };
  walk(vault);
}

function fail(message) {
  process.stderr.write(`demo: ${message}\n`);
  process.exit(1);
}

/** The vault-relative paths of the .md files under folder. */
function filesUnder(vault, folder) {
  const out = [];
  const walk = (rel) => {
    const abs = path.join(vault, rel);
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const r = rel === '.' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) walk(r);
      else if (e.name.endsWith('.md')) out.push(r);
    }
  };
  walk(folder);
  return out;
}

/** Characters (not bytes) of these vault-relative files. */
function charsOf(vault, files) {
  let total = 0;
  for (const f of files) {
    const abs = path.join(vault, f);
    if (fs.existsSync(abs)) total += [...fs.readFileSync(abs, 'utf8')].length;
  }
  return total;
}
