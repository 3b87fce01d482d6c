// Does a dream keep what a person would want kept?
//
// Turns one LoCoMo conversation (../shared/datasets/locomo/N.json) into a vault of
// dated session notes (one `- **Speaker**: text` line per turn), runs
// `vault-dreaming plan --json --offline` over it, and compares the kept candidates
// (tier >= 1) with the human annotations: each `session_K_observation` fact names
// the turn that supports it.
//
//   observation recall — share of annotated facts whose supporting turn is a
//                        source of some kept candidate
//   kept precision     — share of kept candidates with at least one annotated turn
//                        among their sources
//
// Usage: node scripts/locomo-eval.mjs [26 30 41 42 43]   (after npm run build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '..');
const dataDir = path.resolve(root, '../shared/datasets/locomo');
const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function sessionDate(s) {
  // "4:04 pm on 20 January, 2023"
  const m = /(\d{1,2}) (\w+),? (\d{4})/.exec(s);
  if (!m) return null;
  const mi = months.indexOf(m[2].toLowerCase());
  return `${m[3]}-${String(mi + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

export function buildLocomoVault(conv, dir) {
  fs.mkdirSync(path.join(dir, 'Journal'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.obsidian/plugins/vault-dreaming'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.obsidian/plugins/vault-dreaming/data.json'),
    JSON.stringify({ batchMaxLogs: 1000, batchMaxKiB: 100000 }));
  const lineToTurn = new Map(); // "path#line" -> dia_id
  let last = null;
  for (let k = 1; conv[`session_${k}_date_time`] !== undefined; k++) {
    const turns = conv[`session_${k}`];
    if (!Array.isArray(turns) || turns.length === 0) continue;
    const date = sessionDate(conv[`session_${k}_date_time`]);
    if (!date) continue;
    const rel = `Journal/${date}-session-${String(k).padStart(2, '0')}.md`;
    const lines = [`# Session ${k} · ${conv[`session_${k}_date_time`]}`, ''];
    for (const t of turns) {
      const text = String(t.text).replace(/\s+/g, ' ').trim();
      lines.push(`- **${t.speaker}**: ${text}`);
      lineToTurn.set(`${rel}#${lines.length}`, t.dia_id);
    }
    fs.writeFileSync(path.join(dir, rel), lines.join('\n') + '\n');
    if (!last || date > last) last = date;
  }
  return { lineToTurn, last };
}

function evaluate(id) {
  const conv = JSON.parse(fs.readFileSync(path.join(dataDir, `${id}.json`), 'utf8'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `locomo-${id}-`));
  const { lineToTurn, last } = buildLocomoVault(conv, dir);
  const out = execFileSync('node', [path.join(root, 'dist/cli.js'), 'plan', '--vault', dir, '--offline', '--json', '--now', `${last}T23:00:00Z`],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const plan = JSON.parse(out);
  const kept = plan.candidates.filter((c) => c.tier >= 1);
  const turnsOf = (c) => {
    const s = new Set();
    for (const src of c.sources) for (let l = src.startLine; l <= src.endLine; l++) {
      const t = lineToTurn.get(`${src.path}#${l}`);
      if (t) s.add(t);
    }
    return s;
  };
  const keptTurns = new Set();
  for (const c of kept) for (const t of turnsOf(c)) keptTurns.add(t);
  const annotated = [];
  for (let k = 1; conv[`session_${k}_date_time`] !== undefined; k++) {
    const obs = conv[`session_${k}_observation`];
    if (!obs) continue;
    for (const facts of Object.values(obs)) for (const [fact, ev] of facts) {
      for (const e of String(ev).split(/[;,\s]+/).filter(Boolean)) annotated.push({ fact, turn: e });
    }
  }
  const annotatedTurns = new Set(annotated.map((a) => a.turn));
  const recalled = annotated.filter((a) => keptTurns.has(a.turn)).length;
  const precise = kept.filter((c) => [...turnsOf(c)].some((t) => annotatedTurns.has(t))).length;
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    id, turns: lineToTurn.size, observations: annotated.length, candidates: plan.candidates.length, kept: kept.length,
    recall: annotated.length ? recalled / annotated.length : 0,
    precision: kept.length ? precise / kept.length : 0,
  };
}

// Run only when invoked directly, so a diagnostic script can import buildLocomoVault.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const ids = process.argv.slice(2).length ? process.argv.slice(2) : ['26', '30', '41', '42', '43'];
  const rows = ids.map(evaluate);
  console.log('| conversation | turns | annotated facts | candidates | kept (tier ≥ 1) | observation recall | kept precision |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.id} | ${r.turns} | ${r.observations} | ${r.candidates} | ${r.kept} | ${(r.recall * 100).toFixed(1)} % | ${(r.precision * 100).toFixed(1)} % |`);
  }
}
