/**
 * Plugin onload time against the Obsidian fake in a jsdom window: what Obsidian
 * would wait for before the vault opens. Median of 20 fresh plugin instances.
 */
import { spawnSync } from 'node:child_process';
import { JSDOM } from 'jsdom';
import { installDomHelpers } from '../test/setup-dom';

export async function measureOnload(): Promise<number> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  const g = globalThis as Record<string, unknown>;
  for (const k of ['window', 'document', 'HTMLElement', 'Node', 'DocumentFragment', 'Element', 'Event', 'MouseEvent', 'KeyboardEvent']) {
    g[k] = (dom.window as unknown as Record<string, unknown>)[k];
  }
  installDomHelpers(dom.window as never);
  for (const k of ['createEl', 'createDiv', 'createSpan', 'createFragment']) {
    const f = (dom.window as unknown as Record<string, unknown>)[k];
    if (typeof f === 'function') g[k] = f;
  }
  const { App } = await import('../test/fakes/obsidian');
  const { createTestApp } = await import('../test/fakes/obsidian-ui');
  const { default: VaultDreamingPlugin } = await import('../src/main');
  const manifest = { id: 'vault-dreaming', name: 'Vault Dreaming', version: '0.1.0', minAppVersion: '1.11.4', description: '', author: '' };
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const app = createTestApp(new App());
    const plugin = new VaultDreamingPlugin(app as never, manifest);
    const t0 = performance.now();
    await plugin.onload();
    times.push(performance.now() - t0);
    plugin.onunload();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** What loading main.js cost one process, in milliseconds (CPU times unless said). */
export interface BundleLoad {
  /** the whole load, wall clock */
  wall: number;
  /** the whole load, and each phase */
  cpu: number;
  /** the whole load's CPU in the least disturbed run (the median is what the budget checks) */
  cpuMin: number;
  read: number;
  compile: number;
  evaluate: number;
}

/**
 * What loading main.js costs Obsidian before onload runs: reading it, compiling
 * it as a function body and running that body, with `require('obsidian')`
 * answered by empty classes as in test/bundle.test.ts. Each run is a new Node
 * process, so no compile cache is warm.
 *
 * Obsidian loads plugins into a window that has already compiled and run its
 * own app: megabytes of JavaScript, among it the moment it exports to plugins.
 * A bare `node -e` has compiled almost nothing, so its first 0.5 MB read and
 * compile grow the heap and the parser's memory from empty; on a virtual
 * machine each first touch of a page costs ~20 µs (1,700 page faults in a
 * fresh process, ~870 after a warm-up: a third of the fresh-process figure).
 * So by default the process first loads moment-with-locales.min.js (390 KB,
 * a small part of what Obsidian has run by then), collects its garbage, and
 * only then loads main.js; `warm: false` gives the fresh-process figure,
 * printed beside it.
 *
 * The warm process runs with `--single-threaded`: no V8 helper threads, so
 * the process's CPU time (getrusage, exact) is all main.js costs and nothing
 * else — not a helper thread sweeping the warm-up's garbage, and nothing of
 * main.js's own work hidden on one either (Obsidian would run that beside its
 * window; here it counts).
 */
export function measureBundleLoad(mainJs: string, runs = 11, warm = true): BundleLoad {
  const warmUp = warm ? require.resolve('moment/min/moment-with-locales.min.js') : null;
  const probe = `
    const fs = require('node:fs');
    const cpuMs = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
    const warmUp = ${JSON.stringify(warmUp)};
    if (warmUp !== null) {
      const m = { exports: {} };
      new Function('module', 'exports', 'define', 'require', fs.readFileSync(warmUp, 'utf8'))(m, m.exports, undefined, undefined);
      if (typeof m.exports !== 'function') throw new Error('the warm-up did not load');
      gc();
    }
    const c0 = cpuMs();
    const t0 = performance.now();
    const code = fs.readFileSync(${JSON.stringify(mainJs)}, 'utf8');
    const c1 = cpuMs();
    const obsidian = new Proxy({}, { get: (_t, k) => (k === '__esModule' ? true : class {}) });
    const mod = { exports: {} };
    const run = new Function('require', 'module', 'exports', code);
    const c2 = cpuMs();
    run((n) => { if (n === 'obsidian') return obsidian; throw new Error(n); }, mod, mod.exports);
    if (typeof mod.exports.default !== 'function') throw new Error('main.js exported no plugin class');
    const c3 = cpuMs();
    process.stdout.write(JSON.stringify({ wall: performance.now() - t0, cpu: c3 - c0, read: c1 - c0, compile: c2 - c1, evaluate: c3 - c2 }));
  `;
  const flags = warm ? ['--single-threaded', '--expose-gc'] : [];
  const keys = ['wall', 'cpu', 'read', 'compile', 'evaluate'] as const;
  type Measured = (typeof keys)[number];
  const runsOf = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<Measured, number[]>;
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, [...flags, '-e', probe], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`loading main.js failed: ${r.stderr}`);
    const m = JSON.parse(r.stdout) as Record<Measured, number>;
    for (const k of keys) runsOf[k].push(m[k]);
  }
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { ...(Object.fromEntries(keys.map((k) => [k, median(runsOf[k])])) as unknown as BundleLoad), cpuMin: Math.min(...runsOf.cpu) };
}
