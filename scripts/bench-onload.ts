/**
 * Plugin onload time against the Obsidian fake in a jsdom window: what Obsidian
 * would wait for before the vault opens. Median of 20 fresh plugin instances.
 */
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
