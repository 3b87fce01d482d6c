#!/usr/bin/env node
/**
 * Screenshots of the three sidebar panels, for review by eye.
 *
 * Builds the real views (src/obsidian/views) against the fake `obsidian`
 * module and the real EngineDreamService over the vault `npm run demo`
 * leaves in .demo/vault (the example vault after one offline dream): what a
 * person sees after that dream, nothing invented. Each panel's DOM is loaded
 * in headless Chromium with the real styles.css and docs/obsidian-theme.css
 * (Obsidian's default theme variables) — at sidebar (320 px) and phone
 * (390 px) width, light and dark — writing docs/screenshots/<panel>-<theme>-<width>.png.
 *
 *   npm run demo && node scripts/render-panels.mjs     # needs /usr/bin/chromium
 *
 * Not part of `npm test`: it needs a browser.
 */
import esbuild from 'esbuild';
import { JSDOM } from 'jsdom';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'docs', 'screenshots');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const demoVault = path.join(root, '.demo', 'vault');
if (!fs.existsSync(path.join(demoVault, '.dreams', 'runs'))) {
  process.stderr.write('No dream in .demo/vault: run "npm run demo" first.\n');
  process.exit(2);
}
// The panels' clock: the end of the demo's dream, so "ago" and "waiting since" read as they did then.
const runs = fs.readdirSync(path.join(demoVault, '.dreams', 'runs')).map((f) => JSON.parse(fs.readFileSync(path.join(demoVault, '.dreams', 'runs', f), 'utf8')));
const finished = Math.max(...runs.map((r) => r.finishedAt ?? r.startedAt));
const now = new Date(finished + 60_000).toISOString();

// Views + the engine's service, bundled with `obsidian` pointing at the UI fake.
const entry = `
  import { installDomHelpers } from './test/setup-dom';
  import { createTestApp } from './test/fakes/obsidian-ui';
  import { buildEngineContext } from './src/cli/host';
  import { EngineDreamService } from './src/obsidian/engine-service';
  import { DreamLogView } from './src/obsidian/views/dream-log-view';
  import { UnreachableView } from './src/obsidian/views/unreachable-view';
  import { PendingView } from './src/obsidian/views/pending-view';
  export async function renderPanels(win, vault, now) {
    installDomHelpers(win);
    const app = createTestApp();
    const ctx = await buildEngineContext({ command: 'status', vault, now, offline: true, json: false, verbose: false }, { env: { TZ: 'UTC', VAULT_DREAMING_DEVICE_NAME: 'Demo' }, warn() {} });
    const service = new EngineDreamService({ context: () => ctx, reviewer: () => 'demo' });
    const host = {
      service, now: () => Date.parse(now), openNote() {}, showFolder() {}, startUndo() {}, startLinkFromIndex() {}, changed() {},
      openPending() {}, runDream() {}, previewDream() {},
    };
    const out = [];
    for (const [name, View] of [['dream-log', DreamLogView], ['unreachable', UnreachableView], ['pending', PendingView]]) {
      const leaf = app.workspace.getRightLeaf(false);
      const view = new View(leaf, host);
      await view.open();
      const header = view.containerEl.querySelector('.view-header');
      header.textContent = view.getDisplayText();
      // The view's actions sit in its header as icons in Obsidian; the fake makes them bare
      // buttons below the content. Moved into the header, drawn as the icon's shape.
      const glyph = { Refresh: '↻', 'Preview dream (writes nothing)': '◎', 'Run dream now': '▶' };
      const actions = [...view.containerEl.querySelectorAll('.view-action')];
      if (actions.length > 0) {
        const box = header.ownerDocument.createElement('div');
        box.className = 'view-actions';
        for (const a of actions) {
          a.textContent = glyph[a.getAttribute('aria-label')] ?? '•';
          a.className = 'clickable-icon view-action';
          box.appendChild(a);
        }
        header.appendChild(box);
      }
      if (name === 'pending') {
        // a reviewer has ticked the first candidate and opened its "why"
        view.containerEl.querySelector('.vd-candidate input[type=checkbox]')?.click();
        view.containerEl.querySelector('.vd-score')?.setAttribute('open', '');
      }
      // outerHTML carries attributes, not live properties: copy what the person would see
      for (const input of view.containerEl.querySelectorAll('input')) {
        if (input.checked) input.setAttribute('checked', '');
        if (input.value && input.type === 'text') input.setAttribute('value', input.value);
      }
      out.push({ name, html: view.containerEl.outerHTML });
    }
    return out;
  }
`;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-render-'));
const bundle = path.join(tmp, 'panels.cjs');
await esbuild.build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: bundle,
  alias: { obsidian: path.join(root, 'test/fakes/obsidian-ui.ts') },
  logLevel: 'warning',
});

const dom = new JSDOM('<!doctype html><html><body></body></html>');
const win = dom.window;
for (const key of ['window', 'document', 'Node', 'Element', 'HTMLElement', 'MouseEvent', 'Event', 'EventTarget']) {
  globalThis[key] = key === 'window' ? win : win[key];
}
const { renderPanels } = createRequire(import.meta.url)(bundle);
// The views call createDiv/createEl as globals, as in Obsidian.
globalThis.createDiv = (...a) => win.createDiv(...a);
globalThis.createEl = (...a) => win.createEl(...a);
globalThis.createSpan = (...a) => win.createSpan(...a);
globalThis.createFragment = (...a) => win.createFragment(...a);
const panels = await renderPanels(win, demoVault, now);

const css = fs.readFileSync(path.join(root, 'docs/obsidian-theme.css'), 'utf8') + '\n' + fs.readFileSync(path.join(root, 'styles.css'), 'utf8');
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { name, html } of panels) {
    for (const theme of ['light', 'dark']) {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 700 });
        await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body class="theme-${theme}">${html}</body></html>`);
        const file = path.join(outDir, `${name}-${theme}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        process.stdout.write(`${path.relative(root, file)}\n`);
      }
    }
  }
} finally {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
