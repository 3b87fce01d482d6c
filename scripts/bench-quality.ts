/**
 * `npm run bench:quality`: replay LoCoMo conversations as journals, one dream
 * per session date through the built CLI, and measure the memory (see
 * scripts/quality/measure.ts and docs/quality.md).
 *
 *   --data DIR      a LoCoMo-format folder (default ../shared/datasets/locomo)
 *   --only 26,30    only these conversations
 *   --model oracle  also replay with the oracle model (scripts/oracle-model.mjs)
 *                   as the provider and print both tables
 *   --model recorded [--answers FILE] [--journal-answers FILE]
 *                   also replay with the recorded capable model
 *                   (scripts/recorded-model.mjs) and the oracle, and print its
 *                   row beside theirs; then replay the recorded journal
 *                   (../shared/datasets/journal/marek with
 *                   datasets/model-answers/marek-capable-model.json) offline
 *                   and with the recorded model, one dream a week as it was
 *                   recorded. Without --answers: LoCoMo 26's recording
 *                   (../shared/datasets/model-answers/locomo-26-capable-model.json)
 *                   and, without --only, that conversation alone. With
 *                   --journal DIR: the journal alone.
 *   --jobs N        conversations replayed at once (default 2, one per core)
 *   --json          one JSON object instead of tables
 *   --keep          keep the replay vaults (their paths are printed)
 *   --journal [DIR] replay a journal vault with a gold.json instead (default
 *                   ../shared/datasets/journal/marek; see scripts/quality/journal.ts)
 *   --until DATE    with --journal: only the daily notes dated on or before
 *                   DATE (YYYY-MM-DD), measured against what they can know
 *   --record DIR    with --journal: record a capable model's answers instead
 *                   of running offline: the recorder (scripts/record-model.mjs)
 *                   saves each request as DIR/req-NNN.json and replies with
 *                   DIR/ans-NNN.json once it is written; one dream a week, the
 *                   model timeout at its longest (600 s)
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as readline from 'node:readline';
import type { Conversation } from './quality/locomo';
import { loadConversations } from './quality/locomo';
import type { Cli, ReplayResult } from './quality/replay';
import { replayConversation, totalOf } from './quality/replay';
import type { JournalResult } from './quality/journal';
import { renderJournalTable, replayJournal } from './quality/journal';

const root = path.resolve(__dirname, '..');
const cliPath = path.join(root, 'dist', 'cli.js');

interface Args {
  data: string;
  only: string[];
  model: 'none' | 'oracle' | 'recorded';
  answers?: string;
  journalAnswers: string;
  json: boolean;
  keep: boolean;
  jobs: number;
  ownerSide: 'a' | 'b';
  journal?: string;
  until?: string;
  record?: string;
}

/**
 * `../shared/datasets/locomo` next to the repo; a git worktree kept deeper
 * (`/work/wt/NAME`) finds the same folder further up.
 */
function defaultData(rel = '../shared/datasets/locomo'): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const candidate = path.resolve(dir, rel);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return path.resolve(root, rel);
  }
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    data: defaultData(),
    only: [],
    model: 'none',
    journalAnswers: path.join(root, 'datasets', 'model-answers', 'marek-capable-model.json'),
    json: false,
    keep: false,
    jobs: 2,
    ownerSide: 'a',
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--data') args.data = path.resolve(value());
    else if (a === '--only') args.only = value().split(',').map((s) => s.trim()).filter(Boolean);
    else if (a === '--model') {
      const m = value();
      if (m !== 'oracle' && m !== 'none' && m !== 'recorded') throw new Error(`--model must be oracle, recorded or none, not "${m}"`);
      args.model = m;
    } else if (a === '--answers') {
      args.answers = path.resolve(value());
    } else if (a === '--journal-answers') {
      args.journalAnswers = path.resolve(value());
    } else if (a === '--owner-side') {
      const side = value();
      if (side !== 'a' && side !== 'b') throw new Error(`--owner-side must be a or b, not "${side}"`);
      args.ownerSide = side;
    } else if (a === '--json') args.json = true;
    else if (a === '--keep') args.keep = true;
    else if (a === '--journal') {
      const next = argv[i + 1];
      args.journal = next !== undefined && !next.startsWith('--') ? path.resolve(argv[++i]!) : defaultData('../shared/datasets/journal/marek');
    }
    else if (a === '--until') {
      args.until = value();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(args.until)) throw new Error('--until needs a date, YYYY-MM-DD');
    }
    else if (a === '--record') args.record = path.resolve(value());
    else if (a === '--jobs') {
      args.jobs = Number(value());
      if (!Number.isInteger(args.jobs) || args.jobs < 1) throw new Error('--jobs needs a whole number ≥ 1');
    }
    else throw new Error(`unknown option ${a}`);
  }
  if (args.model === 'recorded' && args.answers === undefined) {
    args.answers = defaultData('../shared/datasets/model-answers/locomo-26-capable-model.json');
    // The recording answers one conversation: replaying the others with it would measure nothing.
    if (args.only.length === 0) args.only = [/locomo-(\w+)-/.exec(path.basename(args.answers))?.[1] ?? '26'];
  }
  return args;
}

const spawnCli: Cli = (argv, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...argv], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });

/** Whether this build's CLI takes `--owner` (the owner setting arrived with issue 8). */
async function cliTakesOwner(): Promise<boolean> {
  const r = await spawnCli(['run', '--help']);
  return /--owner\b/.test(r.stdout + r.stderr);
}

interface ModelServer {
  port: number;
  stop: () => void;
}

/** Start a loopback model script (oracle or recorded) and wait for the port it prints. */
function startModel(script: string, argv: string[]): Promise<ModelServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...argv], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = readline.createInterface({ input: child.stdout });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}) before it listened`)));
    lines.once('line', (line) => {
      const port = Number(line.trim());
      if (!Number.isInteger(port) || port <= 0) return reject(new Error(`${script} printed "${line}" instead of its port`));
      resolve({ port, stop: () => child.kill('SIGTERM') });
    });
  });
}

const pct = (x: number) => x.toFixed(2);
const num = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '∞');

/** "6 (5)": subject notes besides the two speakers, and how many of them cite 2+ dates (the total row: the fewest of any conversation). */
function subjects(r: ReplayResult): string {
  const n = r.shape.subjectNotes;
  return `${n.length} (${n.filter((x) => x.dates >= 2).length})`;
}

/** "3 / 210 (1.4 %)": lines of a speaker's note naming only the other speaker. */
function misfiled(r: ReplayResult): string {
  const { misfiled: m, speakerLines: n } = r.shape;
  return `${m} / ${n} (${n > 0 ? ((m / n) * 100).toFixed(1) : '0.0'} %)`;
}

export function renderTable(title: string, rows: readonly ReplayResult[]): string {
  const out = [
    `### ${title}`,
    '',
    '| conv | dates | source chars | memory chars | compression | obs recall | evidence recall | answers | naive obs | naive evidence | naive answers | ours/naive | Daily share | subjects (2+ dates) | largest note | misfiled | compression (turn text) | s |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    out.push(
      `| ${r.id} | ${r.dates} | ${r.sourceChars} | ${r.memory.chars} | ${num(r.compression)} | ${pct(r.memory.observationRecall)} | ${pct(r.memory.evidenceRecall)} | ${pct(r.memory.answers)} | ${pct(r.naive.observationRecall)} | ${pct(r.naive.evidenceRecall)} | ${pct(r.naive.answers)} | ${num(r.oursOverNaive)} | ${(r.dailyShare * 100).toFixed(0)} % | ${subjects(r)} | ${(r.shape.largestShare * 100).toFixed(0)} % | ${misfiled(r)} | ${num(r.turnCompression)} | ${r.seconds.toFixed(1)} |`,
    );
  }
  out.push('');
  for (const r of rows) {
    const h = r.hygiene;
    const names = h.sessionHeadingNotes.length > 0 ? ` (${h.sessionHeadingNotes.slice(0, 3).join(', ')}${h.sessionHeadingNotes.length > 3 ? ', …' : ''})` : '';
    out.push(`- ${r.id}: ${h.blockIdsInText} block ids and ${h.photoCaptions} photo captions in note text; ${h.sessionHeadingNotes.length} notes named like a session heading${names}${r.vault ? `; vault ${r.vault}` : ''}`);
    const l = r.losses;
    out.push(`  - observations not counted: ${l.notCited} whose turn no line cites, ${l.citedWithoutWords} cited only from lines sharing < 3 content words; the annotations' own wording would reach ${pct(l.wordingCeiling)}`);
    if (r.id !== 'total') {
      const notes = r.shape.subjectNotes.map((n) => `${n.name} (${n.dates})`);
      out.push(`  - subject notes besides the speakers, with the dates they cite: ${notes.length > 0 ? notes.slice(0, 12).join(', ') + (notes.length > 12 ? ', …' : '') : 'none'}; largest: ${r.shape.largestNote}`);
    }
    out.push(`  - consolidation: ${r.consolidation.merges} observations merged into a memory line, ${r.consolidation.supersessions} lines struck as superseded`);
    for (const p of r.problems.slice(0, 5)) out.push(`  - problem: ${p}`);
  }
  return out.join('\n') + '\n';
}

/** Offline, oracle and (when run) the recorded model side by side: the main measures of each, per conversation. */
export function renderSideBySide(offline: readonly ReplayResult[], oracle: readonly ReplayResult[], recorded?: readonly ReplayResult[]): string {
  const out = [
    `### Offline / oracle model${recorded ? ' / recorded model' : ''}`,
    '',
    '| conv | compression | obs recall | evidence recall | answers | ours/naive | Daily share |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const a of offline) {
    const b = oracle.find((r) => r.id === a.id);
    if (!b) continue;
    const c = recorded?.find((r) => r.id === a.id);
    const pair = (f: (r: ReplayResult) => string) => [a, b, ...(c ? [c] : [])].map(f).join(' / ');
    out.push(
      `| ${a.id} | ${pair((r) => num(r.compression))} | ${pair((r) => pct(r.memory.observationRecall))} | ${pair((r) => pct(r.memory.evidenceRecall))} | ${pair((r) => pct(r.memory.answers))} | ${pair((r) => num(r.oursOverNaive))} | ${pair((r) => `${(r.dailyShare * 100).toFixed(0)} %`)} |`,
    );
  }
  return out.join('\n') + '\n';
}

async function replayAll(conversations: Conversation[], args: Args, runFlags: string[], env: Record<string, string>, ownerFlag: boolean): Promise<ReplayResult[]> {
  const rows: ReplayResult[] = new Array<ReplayResult>(conversations.length);
  let next = 0;
  const worker = async () => {
    while (next < conversations.length) {
      const i = next++;
      const conv = conversations[i]!;
      rows[i] = await replayConversation(conv, { cli: spawnCli, ownerFlag, ownerSide: args.ownerSide, runFlags, env, keep: args.keep });
      if (!args.json) process.stderr.write(`replayed ${conv.id} (${rows[i].seconds.toFixed(1)} s)\n`);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: Math.min(args.jobs, conversations.length) }, worker));
  // The total's seconds are wall-clock: conversations replay side by side.
  return [...rows, { ...totalOf(rows, conversations), seconds: (Date.now() - started) / 1000 }];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.journal && args.record) {
    const server = await startModel('record-model.mjs', ['--dir', args.record]);
    try {
      const r = await replayJournal(args.journal, {
        cli: spawnCli,
        runFlags: ['--provider', 'openai', '--base-url', `http://127.0.0.1:${server.port}/v1`, '--model', 'recorder'],
        env: { VAULT_DREAMING_API_KEY: 'recorder-needs-no-key' },
        keep: args.keep,
        until: args.until,
        weekly: true,
        settings: { requestTimeoutSec: 600 },
      });
      process.stdout.write(args.json ? JSON.stringify(r, null, 2) + '\n' : renderJournalTable([r]));
    } finally {
      server.stop();
    }
    return;
  }
  if (args.journal && args.model === 'recorded') {
    const r = await recordedJournal(args.journal, args);
    if (args.json) process.stdout.write(JSON.stringify(r, null, 2) + '\n');
    return;
  }
  if (args.journal) {
    const r = await replayJournal(args.journal, { cli: spawnCli, runFlags: ['--offline'], keep: args.keep, until: args.until });
    process.stdout.write(args.json ? JSON.stringify(r, null, 2) + '\n' : renderJournalTable([r]));
    return;
  }
  const conversations = loadConversations(args.data, args.only);
  if (conversations.length === 0) throw new Error(`no LoCoMo conversations in ${args.data}${args.only.length ? ` matching ${args.only.join(',')}` : ''}`);
  const ownerFlag = await cliTakesOwner();
  const offline = await replayAll(conversations, args, ['--offline'], {}, ownerFlag);
  const withModel = async (script: string, argv: string[], model: string): Promise<ReplayResult[]> => {
    const server = await startModel(script, argv);
    try {
      return await replayAll(
        conversations,
        args,
        ['--provider', 'openai', '--base-url', `http://127.0.0.1:${server.port}/v1`, '--model', model],
        { VAULT_DREAMING_API_KEY: `${model}-needs-no-key` },
        ownerFlag,
      );
    } finally {
      server.stop();
    }
  };
  const oracle = args.model !== 'none' ? await withModel('oracle-model.mjs', ['--locomo', args.data], 'oracle') : undefined;
  const recorded = args.model === 'recorded' ? await withModel('recorded-model.mjs', ['--answers', args.answers!, '--locomo', args.data], 'recorded') : undefined;
  if (args.json) {
    const journal = args.model === 'recorded' ? await recordedJournal(defaultData('../shared/datasets/journal/marek'), args) : undefined;
    process.stdout.write(JSON.stringify({ data: args.data, ownerFlag, ownerSide: args.ownerSide, offline, oracle, recorded, journal }, null, 2) + '\n');
    return;
  }
  process.stdout.write(renderTable(args.ownerSide === 'b' ? 'Offline, the second speaker as owner' : 'Offline', offline));
  if (oracle) process.stdout.write('\n' + renderTable('Oracle model', oracle));
  if (recorded) process.stdout.write('\n' + renderTable('Recorded capable model', recorded));
  if (oracle) process.stdout.write('\n' + renderSideBySide(offline, oracle, recorded));
  if (!ownerFlag) process.stdout.write('\n(this CLI has no --owner yet: the replay ran without naming the vault owner)\n');
  if (args.model === 'recorded') {
    process.stdout.write('\n');
    await recordedJournal(defaultData('../shared/datasets/journal/marek'), args);
  }
}

/**
 * The recorded journal, offline and with the recorded model, one dream a week
 * as the answers were recorded (scripts/quality/record.ts): the same tables
 * as an offline journal replay, one after the other.
 */
async function recordedJournal(dir: string, args: Args): Promise<{ journal: string; answers: string; weekly: true; offline: JournalResult; recorded: JournalResult }> {
  const weekly = { cli: spawnCli, keep: args.keep, until: args.until, weekly: true };
  const offline = await replayJournal(dir, { ...weekly, runFlags: ['--offline'] });
  if (!args.json) process.stderr.write(`replayed journal ${offline.name} offline (${offline.seconds.toFixed(1)} s)\n`);
  const server = await startModel('recorded-model.mjs', ['--answers', args.journalAnswers]);
  let recorded: JournalResult;
  try {
    recorded = await replayJournal(dir, {
      ...weekly,
      runFlags: ['--provider', 'openai', '--base-url', `http://127.0.0.1:${server.port}/v1`, '--model', 'recorded'],
      env: { VAULT_DREAMING_API_KEY: 'recorded-needs-no-key' },
    });
  } finally {
    server.stop();
  }
  if (!args.json) {
    process.stdout.write(renderJournalTable([offline], 'Journal, offline, one dream a week'));
    process.stdout.write('\n' + renderJournalTable([recorded], 'Journal, recorded capable model, one dream a week'));
  }
  return { journal: dir, answers: args.journalAnswers, weekly: true, offline, recorded };
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:quality: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
