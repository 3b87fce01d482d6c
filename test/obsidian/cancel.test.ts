/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (node export conditions: yaml and diff ship browser builds as ES modules, which jest cannot load)
/**
 * Stopping a dream: unloading the plugin (disabling it, closing the app)
 * cancels the dream that runs, and *Stop the running dream* — the only way on
 * a phone, which has no status bar — is offered exactly while one runs. The
 * model server on 127.0.0.1 holds its answer until the test releases it, so
 * the cancel lands while a model call is in flight.
 */
import '../setup-dom';
import * as http from 'node:http';
import { App, setRequestUrlHandler } from '../fakes/obsidian';
import { createTestApp, Notice, type Plugin as FakePlugin } from '../fakes/obsidian-ui';
import VaultDreamingPlugin from '../../src/main';
import { candidatesFor, held, startLlmServer, type LlmServer } from '../helpers/llm-server';

const manifest = { id: 'vault-dreaming', name: 'Vault Dreaming', version: '0.1.0', minAppVersion: '1.11.4', description: '', author: '' };

type Fake = VaultDreamingPlugin & FakePlugin;

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
  // jsdom has no fetch: requestUrl reaches the loopback server through node:http.
  setRequestUrlHandler(
    (req) =>
      new Promise((resolve, reject) => {
        const url = new URL(req.url);
        const headers: Record<string, string> = { ...(req.headers ?? {}), ...(req.contentType ? { 'content-type': req.contentType } : {}) };
        const out = http.request({ hostname: url.hostname, port: url.port, path: url.pathname, method: req.method ?? 'GET', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const flat: Record<string, string> = {};
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') flat[k] = v;
            resolve({ status: res.statusCode ?? 0, headers: flat, text: Buffer.concat(chunks).toString('utf8') });
          });
        });
        out.on('error', reject);
        if (typeof req.body === 'string') out.write(req.body);
        out.end();
      }),
  );
});
afterAll(async () => {
  setRequestUrlHandler(null);
  await server.close();
});

const NOTES: Record<string, string> = {
  'Journal/2026-11-26.md': '# Wednesday\n\n- Decided to ship Seedling 0.3 on Friday.\n- Remember: water the sourdough starter every morning.\n',
  'Journal/2026-11-27.md': '# Thursday\n\n- Prefers pnpm over npm for JavaScript projects.\n- Seedling 0.3 release checklist drafted.\n',
  'Memory/MEMORY.md': '# Memory\n\n## Projects\n- [[seedling]]\n',
};

/** Every file of the fake vault, hidden ones included, with its text. */
async function tree(app: App): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (folder: string): Promise<void> => {
    const listed = await app.vault.adapter.list(folder);
    for (const f of listed.files) out[f] = await app.vault.adapter.read(f);
    for (const d of listed.folders) await walk(d);
  };
  await walk('');
  return out;
}

async function loadedPlugin(): Promise<{ app: App; plugin: Fake }> {
  Notice.messages = [];
  const app = createTestApp(new App()) as unknown as App;
  for (const [path, text] of Object.entries(NOTES)) {
    const folder = path.slice(0, path.lastIndexOf('/'));
    if (!(await app.vault.adapter.exists(folder))) await app.vault.createFolder(folder);
    await app.vault.create(path, text);
  }
  const plugin = new VaultDreamingPlugin(app as never, manifest) as Fake;
  plugin.storedData = { provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'tiny' };
  plugin._loaded = true;
  await plugin.onload();
  return { app, plugin };
}

/** The model request arrives; a dream that ends first fails the test with what it said. */
async function modelCalled(plugin: Fake, gate: ReturnType<typeof held>) {
  const ended = plugin.dreamSettled().then(() => {
    throw new Error(`the dream ended before calling the model: ${Notice.messages.join(' | ')}`);
  });
  return Promise.race([gate.received, ended]);
}

function command(plugin: Fake, id: string) {
  const c = plugin.commands.find((x) => x.id === id);
  if (!c) throw new Error(`no command ${id}`);
  return c;
}

test('unloading the plugin while the model answers cancels the dream: nothing is written, no lock is left', async () => {
  const { app, plugin } = await loadedPlugin();
  const before = await tree(app);
  const gate = held();
  server.script(gate.responder);

  const stop = command(plugin, 'stop-running-dream');
  expect(stop.checkCallback?.(true)).toBe(false);
  command(plugin, 'run-dream-now').callback?.();
  const request = await modelCalled(plugin, gate);
  // a dream runs: the stop command is offered now
  expect(stop.checkCallback?.(true)).toBe(true);

  plugin.unload();
  // The model answers after all; the run must not act on it.
  gate.release({ answer: candidatesFor(request) });
  await plugin.dreamSettled();

  expect(await tree(app)).toEqual(before);
  expect(stop.checkCallback?.(true)).toBe(false);
  expect(server.requests).toHaveLength(1);
});

test('Stop the running dream (command palette) stops it the same way', async () => {
  const { app, plugin } = await loadedPlugin();
  const before = await tree(app);
  const gate = held();
  server.script(gate.responder);
  const requestsBefore = server.requests.length;

  command(plugin, 'run-dream-now').callback?.();
  const request = await modelCalled(plugin, gate);
  expect(command(plugin, 'stop-running-dream').checkCallback?.(false)).toBe(true);
  gate.release({ answer: candidatesFor(request) });
  await plugin.dreamSettled();

  expect(await tree(app)).toEqual(before);
  expect(server.requests.length - requestsBefore).toBe(1);
  expect(Notice.messages.join('\n')).toMatch(/You stopped it/);
  plugin.unload();
});
