/** fetchHttp, the CLI's HttpFn, against a real server on 127.0.0.1. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fetchHttp } from '../../src/cli/fetch-http';
import { HttpTimeoutError } from '../../src/core/ports/http';
import { startLlmServer, type LlmServer } from '../helpers/llm-server';
import { HANG_GUARD_MS } from '../helpers/patience';

describe('fetchHttp', () => {
  let server: LlmServer;
  beforeEach(async () => {
    server = await startLlmServer();
  });
  afterEach(async () => {
    await server.close();
  });
  const post = (timeoutMs = HANG_GUARD_MS) =>
    fetchHttp({
      url: `${server.openaiBaseUrl}/chat/completions`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Test': 'yes' },
      body: '{"model":"m","messages":[]}',
      timeoutMs,
    });

  it('resolves for an error status, with lower-case headers and the body', async () => {
    server.script({ status: 503, headers: { 'Retry-After': '7' }, body: 'busy' });
    const res = await post();
    expect(res).toMatchObject({ status: 503, text: 'busy' });
    expect(res.headers['retry-after']).toBe('7');
    expect(server.requests[0]!.headers['x-test']).toBe('yes');
    expect(server.requests[0]!.raw).toBe('{"model":"m","messages":[]}');
  });

  it('rejects with HttpTimeoutError when the server hangs', async () => {
    server.script({ hang: true });
    await expect(post(200)).rejects.toBeInstanceOf(HttpTimeoutError);
  });

  it('does not follow redirects', async () => {
    server.script({ redirect: `${server.openaiBaseUrl}/chat/completions` }, { text: 'should not be fetched' });
    const res = await post();
    expect(res.status).toBe(307);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects when nothing listens', async () => {
    const port = server.port;
    await server.close();
    await expect(
      fetchHttp({ url: `http://127.0.0.1:${port}/v1/chat/completions`, method: 'POST', headers: {}, body: '{}', timeoutMs: HANG_GUARD_MS }),
    ).rejects.toThrow();
    server = await startLlmServer();
  });
});
