/**
 * The bench's stress rows (issue 12 items 8 and 9): inputs that once made a
 * run quadratic or a process balloon, measured so a regression shows as a
 * number in the table.
 *
 *  - one 1 MiB daily note holding a pasted chat (many turns, varied words),
 *    a full offline dream;
 *  - a model answer of 20,000 candidates from a loopback server, a full dream;
 *  - merging 20,000 similar candidates with no cap in front (comparisons
 *    counted, so near-linear is visible apart from the caps);
 *  - peak RSS of a child process whose model answers a 300 MB plain body and a
 *    gzip bomb, read from the child's own getrusage (process.resourceUsage);
 *  - issue 19's vaults of many notes (scaleRows).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fetchHttp } from '../src/cli/fetch-http';
import { fixedClock } from '../src/core/ports/clock';
import type { EngineContext } from '../src/core/ports/context';
import { modelExtract } from '../src/core/extract/model';
import { spanIdCounter, spansFromNote, type Span } from '../src/core/extract/spans';
import { mergeCandidates, MAX_PAIRINGS, type MergeStats } from '../src/core/rank/merge';
import { NodeVault } from '../src/cli/node-vault';
import { loadSettings } from '../src/core/ports/settings';
import { startHostileServer, type HostileMode } from '../test/helpers/hostile-server';
import { spanIdsIn, startLlmServer, userMessage } from '../test/helpers/llm-server';
import { yamlPackage } from '../src/cli/yaml-package';
// @ts-expect-error -- plain ESM helper shared with the CLI scripts
import * as synthetic from './synthetic-vault.mjs';
import type { RawCandidate } from '../src/core/extract/raw-candidate';
import type { RunSummary } from '../src/core/run/execute';
import { runDream } from '../src/core/engine';

type Row = (what: string, value: string) => void;
type Dream = (label: string, dir: string, opts: { trigger: 'cli'; offline?: boolean }, settings?: Record<string, unknown>) => Promise<RunSummary>;

const MiB = 1024 * 1024;
const mib = (b: number): string => `${(b / MiB).toFixed(1)} MiB`;
/** The peak RSS a hostile answer may cost the process that reads it (the limit reads at most maxResponseKiB, 4 MiB). */
const HOSTILE_RSS_BOUND_MIB = 200;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A chat pasted into a daily note: `- **Me**: …` / `- **Sam**: …` turns,
 * each opening with a cue the offline extractor reads ("I prefer", "we
 * decided") and going on in words from a 4,000-word vocabulary mixed with
 * common ones, so every turn shares words with thousands of others.
 */
function chatPaste(bytes: number, seed = 11): string {
  const r = rng(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  const syllables = ['ka', 'lo', 'mi', 'ren', 'tor', 'vel', 'sun', 'dra', 'pe', 'qui', 'zan', 'bor', 'lit', 'mar', 'nes', 'ost', 'fi', 'gal', 'hu', 'jen'];
  const vocabulary = Array.from({ length: 4000 }, () => Array.from({ length: 2 + Math.floor(r() * 2) }, () => pick(syllables)).join(''));
  const common = ['think', 'the', 'we', 'should', 'try', 'it', 'is', 'a', 'that', 'maybe', 'and', 'for', 'with', 'about', 'really', 'plan', 'again', 'always'];
  const cues = ['I prefer', 'We decided to', 'Remember that', 'I think', 'Maybe', 'My sister said', 'Started working on', 'I love', 'Need to', 'The trick is'];
  const lines = ['# 2026-11-28', '', 'Pasted the whole chat from last night:', ''];
  let size = 0;
  for (let turn = 0; size < bytes; turn++) {
    const words = Array.from({ length: 8 + Math.floor(r() * 20) }, () => (r() < 0.45 ? pick(common) : pick(vocabulary)));
    const line = `- **${turn % 2 === 0 ? 'Me' : 'Sam'}**: ${pick(cues)} ${words.join(' ')} on ${1 + Math.floor(r() * 28)} March.`;
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return lines.join('\n') + '\n';
}

function vaultWithNote(dir: string, body: string): void {
  fs.mkdirSync(path.join(dir, 'Journal'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.obsidian'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.obsidian', 'daily-notes.json'), JSON.stringify({ folder: 'Journal', format: 'YYYY-MM-DD' }));
  const file = path.join(dir, 'Journal', '2026-11-28.md');
  fs.writeFileSync(file, body);
  const t = new Date('2026-11-28T12:00:00Z');
  fs.utimesSync(file, t, t);
}

const capNotes = (s: RunSummary): string =>
  s.messages.filter((m) => / gave \d+ candidates, more than| candidates; the first \d+ were read/.test(m.text)).map((m) => m.text.replace(/ The note was read.*$/, '')).join(' / ') || 'no cap reached';

export async function chatPasteRow(root: string, row: Row, dream: Dream): Promise<void> {
  const dir = path.join(root, 'chat-paste');
  const body = chatPaste(MiB);
  vaultWithNote(dir, body);
  row('One 1 MiB daily note (a pasted chat, offline)', `${mib(Buffer.byteLength(body))}, ${body.split('\n').length} lines`);
  const summary = await dream('  dream', dir, { trigger: 'cli', offline: true });
  row('  per-log cap', capNotes(summary));
}

/** Candidates a model could not honestly give for one chunk: 20,000 of them, each citing one of the chunk's spans. */
function floodAnswer(ids: string[], n: number): { candidates: Record<string, unknown>[] } {
  return {
    candidates: Array.from({ length: n }, (_x, i) => ({
      text: `Ledger ${i} sits in the blue cabinet`, kind: 'fact', topic: 'ledgers', domain: 'Home', lifecycle: 'active',
      span_ids: [ids[i % ids.length]], importance: 0.5, stability: 0.5, actionability: 0.3, explicit: false,
    })),
  };
}

export async function floodedAnswerRow(root: string, row: Row, dream: Dream): Promise<void> {
  const n = 20_000;
  let answerBytes = 0;
  const server = await startLlmServer({
    fallback: (req) => {
      if (userMessage(req).includes('\nINDEX START\n')) return { status: 500 };
      const answer = floodAnswer(spanIdsIn(req), n);
      answerBytes = Math.max(answerBytes, JSON.stringify(answer).length);
      return { answer };
    },
  });
  try {
    const dir = path.join(root, 'flood');
    const lines = Array.from({ length: 40 }, (_x, i) => `- Ledger ${i} moved to the blue cabinet after the audit.`);
    vaultWithNote(dir, `# 2026-11-28\n\n${lines.join('\n')}\n`);
    // The answer is larger than the 4 MiB default read limit (maxResponseKiB):
    // raised here so the row measures candidates, not the size limit.
    const summary = await dream(`A ${n.toLocaleString('en')}-candidate model answer (loopback)`, dir, { trigger: 'cli' }, {
      provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'bench', maxResponseKiB: 16384,
    });
    row('  answer size / per-answer cap', `${mib(answerBytes)} / ${capNotes(summary)}`);
  } finally {
    await server.close();
  }
}

export function mergeRow(row: Row): void {
  for (const n of [5_000, 20_000]) {
    // Lines that share "think", "plan", "really", "works" and differ in a rare
    // word and a number: every pair meets in the index, none merges.
    const raw: RawCandidate[] = Array.from({ length: n }, (_x, i) => ({
      text: `I think the plan for w${i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}x really works, day ${i}`, kind: 'fact', topic: 'chat', domain: 'General', lifecycle: 'active',
      spanIds: [`s${i}`], importance: 0.5, stability: 0.5, actionability: 0.5, explicit: false, extractor: 'offline',
    }));
    const spans = raw.map((_c, i) => ({ id: `s${i}`, date: '2026-11-01' }) as Span);
    const stats: MergeStats = { comparisons: 0, steps: 0, bounded: 0 };
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    mergeCandidates(raw, spans, stats);
    const took = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const all = (n * (n - 1)) / 2;
    row(
      `Merge alone, ${n.toLocaleString('en')} similar candidates (no cap)`,
      `${took.toFixed(0)} ms (${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU), ${stats.comparisons.toLocaleString('en')} comparisons (≤ ${MAX_PAIRINGS} per candidate; all pairs: ${all.toLocaleString('en')})`,
    );
  }
}

/** Runs in the child process: one model call against `url`, then prints its own peak RSS. */
export async function hostileChild(url: string | undefined): Promise<void> {
  let messages: string[] = [];
  if (url !== undefined) {
    const settings = loadSettings({ provider: 'openai', baseUrl: url, model: 'bench' }).settings;
    const ctx: EngineContext = { yaml: yamlPackage, vault: new NodeVault(process.cwd()), clock: fixedClock('2026-11-29T05:00:00Z'), settings, deviceId: 'bench', http: fetchHttp };
    const spans = spansFromNote(yamlPackage, 'Journal/2026-11-28.md', '- I prefer tea in the morning.\n', '2026-11-28', { nextId: spanIdCounter(), untrustedFolders: [] });
    const out = await modelExtract(ctx, ctx.settings, spans, { delay: () => Promise.resolve() });
    messages = out.messages.map((m) => m.text);
  }
  process.stdout.write(JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS, messages }) + '\n');
}

function runChild(script: string, url?: string): Promise<{ maxRssKiB: number; messages: string[]; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--hostile-child', ...(url !== undefined ? [url] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the hostile-response child exited with ${code}`));
      else resolve({ ...(JSON.parse(out) as { maxRssKiB: number; messages: string[] }), ms: performance.now() - t0 });
    });
  });
}

export async function hostileRows(script: string, row: Row): Promise<void> {
  const idle = await runChild(script);
  row(`Hostile model answer: peak RSS of the reading process (bound ${HOSTILE_RSS_BOUND_MIB} MiB)`, `a child that makes no call: ${mib(idle.maxRssKiB * 1024)}`);
  const cases: { mode: HostileMode; bytes: number; label: string }[] = [
    { mode: 'plain', bytes: 300 * 1000 * 1000, label: '300 MB plain body' },
    { mode: 'gzip', bytes: 1024 * MiB, label: 'gzip bomb (1 GiB unpacked)' },
  ];
  for (const c of cases) {
    const server = await startHostileServer(c.mode, c.bytes);
    try {
      const r = await runChild(script, server.openaiBaseUrl);
      const peak = r.maxRssKiB / 1024;
      const stopped = r.messages.some((m) => /reading stopped there/.test(m)) ? 'read stopped at the limit' : 'limit message missing';
      row(`  ${c.label}`, `${peak.toFixed(1)} MiB ${peak < HOSTILE_RSS_BOUND_MIB ? '<' : '≥ (over the bound!)'} ${HOSTILE_RSS_BOUND_MIB} MiB, ${r.ms.toFixed(0)} ms, ${stopped}`);
    } finally {
      await server.close();
    }
  }
}

/** A dream with nothing new over 100,000 notes: at most this much CPU and peak RSS, in a process of its own. */
const NOOP_CPU_BUDGET_MS = 1000;
const NOOP_RSS_BUDGET_MB = 250;

/**
 * Runs in the child process: one offline dream over the vault in the working
 * folder (the bench's settings and clock), then prints its CPU time and the
 * process's own peak RSS, so the figure is that dream's alone and not the
 * garbage earlier vaults left in the bench process.
 */
export async function noopChild(): Promise<void> {
  const settings = loadSettings({ batchMaxLogs: 32 }).settings;
  const ctx: EngineContext = { yaml: yamlPackage, vault: new NodeVault(process.cwd()), clock: fixedClock('2026-11-29T05:00:00Z'), settings, deviceId: 'bench', http: fetchHttp };
  const cpu0 = process.cpuUsage();
  const summary = await runDream(ctx, { trigger: 'cli', offline: true });
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(JSON.stringify({ status: summary.status, cpuMs: (cpu.user + cpu.system) / 1000, maxRssKiB: process.resourceUsage().maxRSS }) + '\n');
}

function runNoopChild(script: string, dir: string): Promise<{ status: string; cpuMs: number; maxRssKiB: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--noop-child'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the no-op dream child exited with ${code}`));
      else resolve(JSON.parse(out) as { status: string; cpuMs: number; maxRssKiB: number });
    });
  });
}

/**
 * Issue 19's scale cases: a vault of 100,000 notes (50 a date), its first
 * dream and then a dream with nothing new, which reads no note (Sense lists
 * names, sizes and mtimes and reads only what its selection takes); and
 * 10,000 and 100,000 notes on one date, of which a dream reads one batch (the
 * batch cap, 32 notes) and the next dream goes on from where it stopped (the
 * cursor inside the date, src/core/sense/cursor.ts). Before the cursor a date
 * was read whole: 10,000 notes took ~20-30 s of CPU and 420 MiB.
 */
export async function scaleRows(root: string, row: Row, dream: Dream, script: string, broken: string[]): Promise<void> {
  const write = (synthetic as { writeManyNotes: (dir: string, o: { notes: number; perDate: number }) => { notes: number; dates: number; bytes: number } }).writeManyNotes;
  const many = path.join(root, 'many-notes');
  let t0 = performance.now();
  let made = write(many, { notes: 100_000, perDate: 50 });
  row(`Vault of ${made.notes.toLocaleString('en')} notes on ${made.dates.toLocaleString('en')} dates (50 a date)`, `${mib(made.bytes)} of text, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await dream('  first dream (32 notes of the newest date)', many, { trigger: 'cli', offline: true });
  await dream('  next dream (the rest of that date)', many, { trigger: 'cli', offline: true });
  await dream('  a dream with nothing new (no note read)', many, { trigger: 'cli', offline: true });
  const alone = await runNoopChild(script, many);
  const rssMb = (alone.maxRssKiB * 1024) / 1e6;
  row(
    `  the same in a process of its own: status / CPU / peak RSS (budget ${NOOP_CPU_BUDGET_MS} ms, ${NOOP_RSS_BUDGET_MB} MB)`,
    `${alone.status} / ${alone.cpuMs.toFixed(0)} ms / ${rssMb.toFixed(0)} MB (${mib(alone.maxRssKiB * 1024)})`,
  );
  if (alone.cpuMs > NOOP_CPU_BUDGET_MS) broken.push(`a dream with nothing new over 100,000 notes took ${alone.cpuMs.toFixed(0)} ms of CPU, over the ${NOOP_CPU_BUDGET_MS} ms budget`);
  if (rssMb > NOOP_RSS_BUDGET_MB) broken.push(`a dream with nothing new over 100,000 notes peaked at ${rssMb.toFixed(0)} MB, over the ${NOOP_RSS_BUDGET_MB} MB budget`);
  fs.rmSync(many, { recursive: true, force: true });
  for (const notes of [10_000, 100_000]) {
    const one = path.join(root, 'one-date');
    t0 = performance.now();
    made = write(one, { notes, perDate: notes });
    row(`Vault of ${made.notes.toLocaleString('en')} notes all on one date`, `${mib(made.bytes)} of text, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await dream('  first dream (one batch of the date)', one, { trigger: 'cli', offline: true });
    await dream('  next dream (goes on from the cursor)', one, { trigger: 'cli', offline: true });
    fs.rmSync(one, { recursive: true, force: true });
  }
}
