// `npm run demo`: one dream over a scratch copy of the example vault, offline,
// with the clock set just after the last example note so every run of the
// demo reads and writes the same thing. The example vault itself is never
// touched. Run after the build (npm run demo builds first).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const example = path.join(root, 'examples', 'vault');
const scratch = path.join(root, '.demo', 'vault');
const cli = path.join(root, 'dist', 'cli.js');
const rel = (p) => path.relative(root, p) || '.';
const say = (line = '') => process.stdout.write(`${line}\n`);

if (!fs.existsSync(cli)) fail(`${rel(cli)} is missing: run "npm run build" first (npm run demo does it for you)`);
if (!fs.existsSync(example)) fail(`${rel(example)} is missing`);

fs.rmSync(scratch, { recursive: true, force: true });
fs.mkdirSync(path.dirname(scratch), { recursive: true });
fs.cpSync(example, scratch, { recursive: true });

const now = dayAfterNewestNote(scratch);
datedAsWritten(scratch, now);
const before = snapshot(scratch);
// Measured as bench:quality measures memory: everything under Memory/ but
// the dream log, the reports and the shared review state, frontmatter in.
const memoryChars = () => charsUnder(path.join(scratch, 'Memory'), (r) => !/^(?:Reports|Dreaming)\//.test(r) && r !== 'dream-log.md');
const memoryBefore = memoryChars();
const env = { ...process.env, TZ: process.env.TZ || 'UTC' };

say(`Vault Dreaming demo: a scratch copy of ${rel(example)} at ${rel(scratch)}, clock set to ${now}\n`);

let command = 'run';
let result = cliRun(command);
if (result.status === 2 && /not available yet/.test(result.stderr)) {
  // Lets the demo show something useful while the engine is still being wired.
  say('(run is not available in this build; showing the dry-run plan instead)\n');
  command = 'plan';
  result = cliRun(command);
}
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);

const after = snapshot(scratch);
const changed = [...after.keys()].filter((p) => before.get(p) !== after.get(p)).sort();
const visible = changed.filter((p) => !p.split('/').some((s) => s.startsWith('.')));
const hidden = changed.length - visible.length;

say('\nWhere to look');
say(`  scratch vault:  ${rel(scratch)}  (open it in Obsidian as a vault, or read the files)`);
if (command === 'plan') {
  say('  nothing written: this was a dry run');
} else {
  say(`  notes written:  ${visible.length === 0 ? 'none' : `${visible.length}`}`);
  // Grouped by folder: the run summary above already lists every file.
  const byFolder = new Map();
  for (const p of visible) {
    const folder = p.includes('/') ? p.slice(0, p.lastIndexOf('/') + 1) : './';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), p]);
  }
  for (const [folder, files] of byFolder) {
    if (files.length > 3) {
      const created = files.filter((p) => !before.has(p)).length;
      say(`    ${folder.padEnd(22)} ${created} created, ${files.length - created} updated`);
    } else {
      for (const p of files) say(`    ${p.padEnd(40)} ${before.has(p) ? 'updated' : 'created'}`);
    }
  }
  if (hidden > 0) say(`  run state:      ${hidden} files under .dreams/ (backups and run records; this device only)`);
  const reports = visible.filter((p) => p.startsWith('Memory/Dreaming/Reports/'));
  for (const r of reports) say(`  report:         ${rel(path.join(scratch, r))}`);
  const log = path.join(scratch, 'Memory', 'Dreaming', 'dream-log.md');
  if (fs.existsSync(log)) say(`  dream log:      ${rel(log)}`);
  const journal = charsUnder(path.join(scratch, 'Journal'), () => true);
  const memory = memoryChars();
  const n = (x) => x.toLocaleString('en');
  // The person's own index and notes were there before: what the dream added is the difference.
  say(`  memory size:    ${n(memory)} characters in Memory/ (${n(memory - memoryBefore)} added by this dream) from a journal of ${n(journal)}`);
}
say(`  try also:       node dist/cli.js review --vault ${rel(scratch)}    (candidates waiting for approval)`);
say(`                  node dist/cli.js explain --vault ${rel(scratch)} pnpm`);
say(`                  node dist/cli.js undo --vault ${rel(scratch)}`);
process.exitCode = result.status ?? 1;

function cliRun(cmd) {
  return spawnSync(process.execPath, [cli, cmd, '--vault', scratch, '--offline', '--now', now], { cwd: root, env, encoding: 'utf8' });
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

/** path -> size:mtime of every file, hidden ones included. */
function snapshot(dir) {
  const out = new Map();
  const walk = (abs, relDir) => {
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const a = path.join(abs, e.name);
      const r = relDir ? `${relDir}/${e.name}` : e.name;
      if (e.isDirectory()) walk(a, r);
      else if (e.isFile()) {
        const st = fs.statSync(a);
        out.set(r, `${st.size}:${st.mtimeMs}`);
      }
    }
  };
  walk(dir, '');
  return out;
}

function fail(message) {
  process.stderr.write(`demo: ${message}\n`);
  process.exit(1);
}

/** Characters (not bytes) of the .md files under dir whose relative path passes keep. */
function charsUnder(dir, keep) {
  let n = 0;
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.md') && keep(path.relative(dir, full).split(path.sep).join('/'))) n += [...fs.readFileSync(full, 'utf8')].length;
    }
  };
  walk(dir);
  return n;
}
