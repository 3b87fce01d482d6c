/**
 * npm run bench — speed and memory, measured (not asserted) and printed as a
 * Markdown table for the closing notes. Bundled by scripts/bench.mjs.
 *
 *  1. offline extraction + ranking over one year of daily notes
 *  2. model path: prompt/completion tokens per KiB of source against the
 *     loopback test server (the same one the tests use), on 30 days of the
 *     synthetic year and on the LoCoMo conversations replayed one dream per
 *     session date; the prompt split into its span lines (compared with the
 *     source's own tokens) and its fixed part per call
 *  3. a full offline dream over the synthetic vault (first run and a backfill of
 *     the whole year): time per phase, peak memory, files written
 *  4. the plugin: main.js size, the cost of loading it in a fresh process,
 *     and onload time against the Obsidian fake
 *  5. stress (bench-stress.ts): a 1 MiB pasted chat in one note, a model
 *     answer of 20,000 candidates, merging 20,000 similar candidates, the
 *     peak RSS a hostile answer (300 MB plain, a gzip bomb) costs a child, and
 *     vaults of many notes: 100,000 on 2,000 dates (first dream, then one with
 *     nothing new) and 10,000 on one date (`--only scale` runs these alone)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { NodeVault } from '../src/cli/node-vault';
import { fetchHttp } from '../src/cli/fetch-http';
import { fixedClock } from '../src/core/ports/clock';
import type { EngineContext, Progress } from '../src/core/ports/context';
import { backfillReflections, runDream } from '../src/core/engine';
import { buildCandidates, collectSpans, loadExistingMemory, offlineExtract } from '../src/core/rank/build-candidates';
import { modelExtract, tokensPerKiB, spanBytes, promptShape, type PromptShape } from '../src/core/extract/model';
import { spanIdCounter, spansFromNote, type Span } from '../src/core/extract/spans';
import type { TokenUsage } from '../src/core/ports/types';
import { loadSettings, type Settings } from '../src/core/ports/settings';
import { listSourceLogs, readSourceText } from '../src/core/sense/sources';
import { startLlmServer, userMessage, type LlmServer } from '../test/helpers/llm-server';
import { buildJournal, loadConversations } from './quality/locomo';
// @ts-expect-error -- plain ESM helper shared with the CLI scripts
import * as synthetic from './synthetic-vault.mjs';
import { measureBundleLoad, measureOnload } from './bench-onload';
import { chatPasteRow, floodedAnswerRow, hostileChild, hostileRows, mergeRow, noopChild, scaleRows } from './bench-stress';
import { yamlPackage } from '../src/cli/yaml-package';
import type { RunSummary } from '../src/core/run/execute';

const NOW = '2026-11-29T05:00:00Z';
const rows: [string, string][] = [];
const row = (what: string, value: string): void => {
  rows.push([what, value]);
};
const ms = (t0: number): number => performance.now() - t0;
const cpuMs = (since: ReturnType<typeof process.cpuUsage>): number => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};
const mib = (b: number): string => `${(b / 1048576).toFixed(1)} MiB`;

function ctxFor(dir: string, settings: Partial<Settings> = {}, onProgress?: (p: Progress) => void): EngineContext {
  const base = loadSettings({ batchMaxLogs: 32, ...settings }).settings;
  return { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(NOW), settings: base, deviceId: 'bench', http: fetchHttp, onProgress };
}

function peakSampler(): { stop: () => number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

async function extractionYear(dir: string): Promise<void> {
  const ctx = ctxFor(dir);
  const t0 = performance.now();
  const { logs } = await listSourceLogs(ctx, ctx.settings, ['Journal']);
  const { spans } = await collectSpans(ctx.yaml, ctx.vault, ctx.settings, logs, (log) => readSourceText(ctx.vault, log));
  const t1 = performance.now();
  const raw = offlineExtract(spans, { untrustedFolders: ctx.settings.untrustedFolders });
  const t2 = performance.now();
  const built = buildCandidates(raw, spans, await loadExistingMemory(yamlPackage, ctx.vault, ctx.settings), ctx.settings, Date.parse(NOW));
  const t3 = performance.now();
  const kib = logs.reduce((n, l) => n + l.size, 0) / 1024;
  row('Year of notes (offline): logs / KiB / spans', `${logs.length} / ${kib.toFixed(0)} KiB / ${spans.length}`);
  row('  read + span extraction', `${(t1 - t0).toFixed(0)} ms`);
  row('  offline extractor', `${(t2 - t1).toFixed(0)} ms (${raw.length} raw candidates)`);
  row('  merge + ranking + gates', `${(t3 - t2).toFixed(0)} ms (${built.candidates.length} kept, ${built.gatedOut.length} gated out)`);
}

/**
 * What the requests the loopback server received are made of. Token counts
 * are the server's estimate, four characters a token, for the source's own
 * tokens (span text) as for the prompt, so the ratio compares like with like.
 */
function shapeOf(server: LlmServer, spans: readonly Span[]): PromptShape {
  return promptShape(
    server.requests.map((r) => {
      const system = r.body?.messages?.find((m) => m.role === 'system')?.content;
      const schema = r.body?.response_format ?? r.body?.tools;
      return { system: typeof system === 'string' ? system : '', user: userMessage(r), schema: schema === undefined ? '' : JSON.stringify(schema) };
    }),
    spans,
  );
}

function tokenRows(label: string, tokens: TokenUsage, spans: readonly Span[], shape: PromptShape, took: number): void {
  const per = tokensPerKiB(tokens, spanBytes(spans));
  row(label, `${tokens.calls} calls, ${took.toFixed(0)} ms`);
  row('  prompt tokens per KiB of source', per.prompt.toFixed(0));
  row('  completion tokens per KiB of source', per.completion.toFixed(0));
  row("  span lines / source's own tokens (target ≤ 1.3×)", `${shape.spanTokens} / ${shape.sourceTokens} = ${shape.spanRatio.toFixed(2)}×`);
  row('  fixed per call: system + schema + framing + memory lines, mean / max (target ≤ 1.5k)', `${shape.fixedMean.toFixed(0)} / ${shape.fixedMax} tokens`);
}

/** Measured on a vault a first dream has written memory into, so each prompt carries the memory lines its days touch. */
async function modelTokens(dir: string): Promise<void> {
  const server = await startLlmServer({ fallback: 'echo' });
  try {
    const ctx = ctxFor(dir, { provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'bench', maxModelCallsPerRun: 1000, maxTokensPerRun: 100_000_000 });
    const { logs } = await listSourceLogs(ctx, ctx.settings, ['Journal']);
    const month = logs.slice(-30);
    const { spans } = await collectSpans(ctx.yaml, ctx.vault, ctx.settings, month, (log) => readSourceText(ctx.vault, log));
    const memory = await loadExistingMemory(yamlPackage, ctx.vault, ctx.settings);
    const t0 = performance.now();
    const res = await modelExtract(ctx, ctx.settings, spans, { delay: () => Promise.resolve(), memory });
    const lines = memory.notes.reduce((n, note) => n + note.lines.length, 0);
    tokenRows(`Model path (loopback OpenAI server, 30 days, ${lines} memory lines to draw on)`, res.tokens, spans, shapeOf(server, spans), ms(t0));
  } finally {
    await server.close();
  }
}

/** `../shared/datasets/locomo` next to the repo, or further up from a worktree. */
function locomoDir(): string | null {
  for (let d = path.resolve(__dirname, '..'); ; d = path.dirname(d)) {
    const candidate = path.resolve(d, '../shared/datasets/locomo');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(d) === d) return null;
  }
}

/** The LoCoMo replay's model path: one dream per session date, each sending that day's note. */
async function locomoTokens(dir: string): Promise<void> {
  const data = locomoDir();
  if (data === null) {
    row('Model path (LoCoMo replay)', 'no ../shared/datasets/locomo here; skipped');
    return;
  }
  const server = await startLlmServer({ fallback: 'echo' });
  try {
    const ctx = ctxFor(dir, { provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'bench', maxModelCallsPerRun: 1000, maxTokensPerRun: 100_000_000 });
    const tokens: TokenUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
    const all: Span[] = [];
    const conversations = loadConversations(data);
    let dreams = 0;
    const t0 = performance.now();
    for (const conv of conversations) {
      for (const note of buildJournal(conv).notes) {
        const spans = spansFromNote(yamlPackage, note.path, note.text, note.date, { nextId: spanIdCounter(), untrustedFolders: [] });
        const res = await modelExtract(ctx, ctx.settings, spans, { delay: () => Promise.resolve() });
        tokens.calls += res.tokens.calls;
        tokens.promptTokens += res.tokens.promptTokens;
        tokens.completionTokens += res.tokens.completionTokens;
        all.push(...spans);
        dreams++;
      }
    }
    tokenRows(`Model path (loopback OpenAI server, LoCoMo replay: ${conversations.length} conversations, ${dreams} dreams)`, tokens, all, shapeOf(server, all), ms(t0));
  } finally {
    await server.close();
  }
}

async function fullDream(label: string, dir: string, opts: Parameters<typeof runDream>[1], settings: Partial<Settings> = {}): Promise<RunSummary> {
  const marks: [string, number][] = [];
  const ctx = ctxFor(dir, settings, (p) => {
    if (marks.length === 0 || marks[marks.length - 1]![0] !== p.phase) marks.push([p.phase, performance.now()]);
  });
  const sampler = peakSampler();
  const heap0 = process.memoryUsage().heapUsed;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  marks.push(['sense', t0]);
  const summary = await runDream(ctx, opts);
  const total = ms(t0);
  const cpu = cpuMs(cpu0);
  const peak = sampler.stop();
  const phases = new Map<string, number>();
  for (let i = 0; i < marks.length; i++) {
    const [phase, at] = marks[i]!;
    const end = i + 1 < marks.length ? marks[i + 1]![1] : t0 + total;
    phases.set(phase, (phases.get(phase) ?? 0) + (end - at));
  }
  const phaseText = ['sense', 'extract', 'consolidate', 'settle'].map((p) => `${p} ${(phases.get(p) ?? 0).toFixed(0)} ms`).join(', ');
  row(`${label}: status / logs / KiB`, `${summary.status} / ${summary.logsSelected} (+${summary.logsDeferred} deferred) / ${(summary.bytes / 1024).toFixed(0)} KiB`);
  // CPU time beside wall time: on a shared machine the wall clock measures the neighbours too.
  row(`  total (CPU) / per phase`, `${total.toFixed(0)} ms (${cpu.toFixed(0)} ms CPU) — ${phaseText}`);
  row(`  files written / pending`, `${summary.written.length} / ${summary.pending}`);
  row(`  peak RSS / heap growth`, `${mib(peak)} / ${mib(process.memoryUsage().heapUsed - heap0)}`);
  return summary;
}

/** What a person feels of the plugin's size: how long Obsidian spends evaluating main.js (issue 20). */
const EVAL_CPU_BUDGET_MS = 35;
/** Only catches an accidental whole-library import; test/bundle.test.ts holds the same ceiling. */
const SIZE_CEILING_KIB = 742;
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const ONLY_PLUGIN = ONLY === 'plugin';
/** `--only reflections`: the synthetic year, its backfill and the year's reflections (issue 23's cost row). */
const ONLY_REFLECTIONS = ONLY === 'reflections';
/** `npm run bench -- --only scale`: issue 19's vaults of many notes alone. */
const ONLY_SCALE = ONLY === 'scale';
/** `--only model`: the model path's token rows alone (a first offline dream to draw memory lines from, then the calls). */
const ONLY_MODEL = ONLY === 'model';

async function pluginRows(): Promise<void> {
  const onload = await measureOnload();
  row('Plugin onload (Obsidian fake, median of 20)', `${onload.toFixed(2)} ms`);
  const mainJs = path.join(__dirname, '..', 'main.js');
  const bundle = fs.readFileSync(mainJs);
  const kib = bundle.length / 1024;
  row(`main.js size (minified / gzip; ceiling ${SIZE_CEILING_KIB} KiB)`, `${kib.toFixed(0)} KiB / ${(zlib.gzipSync(bundle).length / 1024).toFixed(0)} KiB`);
  const load = measureBundleLoad(mainJs);
  // CPU time grows with the machine's load (shared caches and cores): the row says what the load was.
  const [load1] = os.loadavg();
  row(
    `main.js evaluation after a warm-up, as in Obsidian: CPU median (least) / wall (one thread, 11 runs, load ${load1!.toFixed(1)} on ${os.cpus().length} cores; budget ${EVAL_CPU_BUDGET_MS} ms CPU)`,
    `${load.cpu.toFixed(1)} (${load.cpuMin.toFixed(1)}) ms / ${load.wall.toFixed(1)} ms`,
  );
  row('  of which read / compile / evaluate (CPU, each a median)', `${load.read.toFixed(1)} / ${load.compile.toFixed(1)} / ${load.evaluate.toFixed(1)} ms`);
  const cold = measureBundleLoad(mainJs, 11, false);
  row('main.js evaluation in a fresh process (no warm-up; not budgeted): CPU, read / compile / evaluate', `${cold.cpu.toFixed(1)} ms: ${cold.read.toFixed(1)} / ${cold.compile.toFixed(1)} / ${cold.evaluate.toFixed(1)} ms`);
  if (load.cpu > EVAL_CPU_BUDGET_MS) budgetBroken.push(`main.js evaluation took ${load.cpu.toFixed(1)} ms of CPU, over the ${EVAL_CPU_BUDGET_MS} ms budget`);
  if (kib > SIZE_CEILING_KIB) budgetBroken.push(`main.js is ${kib.toFixed(0)} KiB, over the ${SIZE_CEILING_KIB} KiB ceiling (a whole library imported by accident?)`);
}

const budgetBroken: string[] = [];

/** REM over the consolidated year: every week and month reflected on, as one run (`reflect --from --to`). */
async function reflectionsYear(dir: string): Promise<void> {
  const ctx = ctxFor(dir);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const summary = await backfillReflections(ctx, '2025-01-01', '2026-12-31');
  const total = ms(t0);
  const cpu = cpuMs(cpu0);
  const notes = summary.written.filter((w) => w.path.startsWith(`${ctx.settings.reflectionsFolder}/`)).map((w) => w.path);
  const chars = notes.reduce((n, p) => n + fs.readFileSync(path.join(dir, p), 'utf8').length, 0);
  row('Reflections of the year (one run): status / notes / characters', `${summary.status} / ${notes.length} / ${chars}`);
  row('  total (CPU)', `${total.toFixed(0)} ms (${cpu.toFixed(0)} ms CPU)`);
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bench-'));
  try {
    if (ONLY_REFLECTIONS) {
      const back = path.join(root, 'backfill');
      const write = (synthetic as { writeSyntheticVault: (dir: string, o: { days: number }) => { days: number; bytes: number } }).writeSyntheticVault;
      const made = write(back, { days: 365 });
      row('Synthetic vault', `${made.days} daily notes, ${(made.bytes / 1024).toFixed(0)} KiB`);
      await fullDream('Full offline dream, backfill of the year', back, { trigger: 'backfill', offline: true, backfill: { from: '2025-01-01', to: '2026-12-31' } });
      await reflectionsYear(back);
    }
    // `npm run bench -- --only plugin`: the plugin rows alone (seconds, not minutes).
    if (ONLY_SCALE) {
      await scaleRows(root, row, fullDream, __filename, budgetBroken);
    } else if (!ONLY_PLUGIN && !ONLY_REFLECTIONS) {
      const year = path.join(root, 'year');
      const write = (synthetic as { writeSyntheticVault: (dir: string, o: { days: number }) => { days: number; bytes: number } }).writeSyntheticVault;
      const made = write(year, { days: 365 });
      row('Synthetic vault', `${made.days} daily notes, ${(made.bytes / 1024).toFixed(0)} KiB`);
      if (!ONLY_MODEL) await extractionYear(year);
      const first = path.join(root, 'first');
      fs.cpSync(year, first, { recursive: true });
      await fullDream('Full offline dream, first run', first, { trigger: 'cli', offline: true });
      await modelTokens(first);
      await locomoTokens(year);
      if (!ONLY_MODEL) {
        const back = path.join(root, 'backfill');
        fs.cpSync(year, back, { recursive: true });
        await fullDream('Full offline dream, backfill of the year', back, { trigger: 'backfill', offline: true, backfill: { from: '2025-01-01', to: '2026-12-31' } });
        await reflectionsYear(back);
        await chatPasteRow(root, row, fullDream);
        await floodedAnswerRow(root, row, fullDream);
        mergeRow(row);
        await hostileRows(__filename, row);
        await scaleRows(root, row, fullDream, __filename, budgetBroken);
      }
    }
    if (!ONLY_REFLECTIONS && !ONLY_SCALE && !ONLY_MODEL) await pluginRows();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  console.log(`\nVault Dreaming bench — ${new Date().toISOString()} — node ${process.version}, ${os.cpus().length} cores\n`);
  console.log("Token counts are estimated at four characters a token (the loopback server's usage); the source's own tokens are its span text at the same rate.\n");
  console.log('| measure | value |');
  console.log('|---|---|');
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
  for (const broken of budgetBroken) console.error(`Budget: ${broken}`);
  if (budgetBroken.length > 0) process.exitCode = 1;
}

// The hostile-answer rows run one model call in a child of this same bundle, and
// the scale rows one dream with nothing new, so the peak RSS read is that call's
// or that dream's alone.
const entry = process.argv[2] === '--hostile-child' ? hostileChild(process.argv[3]) : process.argv[2] === '--noop-child' ? noopChild() : main();
entry.catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
