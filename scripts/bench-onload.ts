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

/**
 * What loading main.js costs Obsidian before onload runs: reading, compiling
 * and running the bundle's top level, in a fresh Node process each time (so no
 * compile cache is warm), with `require('obsidian')` answered by empty classes
 * as in test/bundle.test.ts. Median of `runs` processes, in milliseconds of
 * wall time and of CPU time (the CPU time holds still on a busy machine), and
 * the CPU time of each phase (each its own median, so they need not add up).
 */
export function measureBundleLoad(mainJs: string, runs = 9): { wall: number; cpu: number; read: number; compile: number; evaluate: number } {
  const probe = `
    const fs = require('node:fs');
    const cpuMs = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
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
  const runsOf: Record<'wall' | 'cpu' | 'read' | 'compile' | 'evaluate', number[]> = { wall: [], cpu: [], read: [], compile: [], evaluate: [] };
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`loading main.js failed: ${r.stderr}`);
    const m = JSON.parse(r.stdout) as Record<keyof typeof runsOf, number>;
    for (const k of Object.keys(runsOf) as (keyof typeof runsOf)[]) runsOf[k].push(m[k]);
  }
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wall: median(runsOf.wall), cpu: median(runsOf.cpu), read: median(runsOf.read), compile: median(runsOf.compile), evaluate: median(runsOf.evaluate) };
}
