/**
 * Which device dreams is asked before anything else (issue 22, item 2): a
 * second desktop whose schedule is on (the flag syncs in data.json) called
 * the model three times on every open, then was refused. A device that does
 * not dream sends nothing to the model and writes nothing, not even its own
 * state folder.
 */
import { afterAll, afterEach, beforeEach, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fetchHttp } from '../../src/cli/fetch-http';
import { NodeVault } from '../../src/cli/node-vault';
import { yamlPackage } from '../../src/cli/yaml-package';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { runDream, takeOverDreaming } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { candidatesFor, startLlmServer, type LlmServer } from '../helpers/llm-server';

const EXAMPLE = path.join(__dirname, '../../examples/vault');
const dirs: string[] = [];
let server: LlmServer;
beforeEach(async () => {
  server = await startLlmServer({ fallback: (req) => ({ answer: candidatesFor(req) }) });
});
afterEach(async () => {
  await server.close();
});
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function files(root: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const r = rel === '' ? e.name : `${rel}/${e.name}`;
    if (e.isDirectory()) Object.assign(out, files(root, r));
    else out[r] = fs.readFileSync(path.join(root, r), 'utf8');
  }
  return out;
}

function device(dir: string, deviceId: string): EngineContext {
  return {
    yaml: yamlPackage,
    vault: new NodeVault(dir),
    clock: fixedClock('2026-11-29T08:30:00Z'),
    settings: { ...DEFAULT_SETTINGS, provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm' },
    http: fetchHttp,
    apiKey: 'test-key-123',
    deviceId,
  };
}

test.each(['scheduled', 'manual'] as const)('a %s dream on a device that does not dream makes no model call and no write', async (trigger) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-device-'));
  dirs.push(dir);
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  // The desktop was chosen to dream; this is the laptop, opening the same synced vault.
  await takeOverDreaming(device(dir, 'desktop'));
  const before = files(dir);

  const r = await runDream(device(dir, 'laptop'), { trigger });

  expect(server.requests).toHaveLength(0);
  expect(r.status).toBe('skipped');
  expect(r.notDreamingDevice).toBe('desktop');
  expect(r.tokens.calls).toBe(0);
  expect(files(dir)).toEqual(before);
});
