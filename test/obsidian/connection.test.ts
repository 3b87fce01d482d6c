import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { EngineDreamService } from '../../src/obsidian/engine-service';
import { fetchHttp } from '../../src/cli/fetch-http';
import { startLlmServer, type LlmServer } from '../helpers/llm-server';
import { yamlPackage } from '../../src/cli/yaml-package';

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());

function service(over: Partial<EngineContext['settings']>, apiKey?: string) {
  const ctx: EngineContext = { yaml: yamlPackage,
    vault: { } as EngineContext['vault'],
    clock: fixedClock('2026-11-29T08:30:00Z'),
    settings: { ...DEFAULT_SETTINGS, ...over },
    http: fetchHttp,
    deviceId: 'd',
    ...(apiKey ? { apiKey } : {}),
  };
  return new EngineDreamService({ context: () => ctx, reviewer: () => 'r' });
}

describe('connection test (127.0.0.1 model server)', () => {
  test('a model that answers: ok, with the model name', async () => {
    server.script({ text: 'ok' });
    const r = await service({ provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'tiny' }, 'sk-test').testConnection();
    expect(r).toMatchObject({ ok: true, value: { model: 'tiny' } });
    expect(server.requests).toHaveLength(1);
  });

  test('a 401 says what to check, without echoing the key', async () => {
    server.script({ status: 401, body: '{"error":"bad key sk-test"}' });
    const r = await service({ provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'tiny' }, 'sk-test').testConnection();
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toMatch(/Check the base URL, the model name and the API key/);
      expect(r.message).not.toContain('sk-test');
    }
  });

  test('no model name: says which field to fill, makes no request', async () => {
    const before = server.requests.length;
    const r = await service({ provider: 'openai', baseUrl: server.openaiBaseUrl, model: '' }).testConnection();
    expect(r).toEqual({ ok: false, message: 'Cannot test: the openai provider has no model name set. Fill it in above, then test again.' });
    expect(server.requests.length).toBe(before);
  });
});
