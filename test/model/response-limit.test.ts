/**
 * Issue 12 item 9: a model answer is read only up to Settings.maxResponseKiB.
 * A 300 MB body once took 1.27 GB and 140 s, a 17 MB gzip body 8 GB; now the
 * read stops at the limit (decoded bytes for gzip), the chunk falls back to
 * the offline extractor, and the run goes on.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fetchHttp } from '../../src/cli/fetch-http';
import { HttpTooLargeError } from '../../src/core/ports/http';
import { buildRepairMessage } from '../../src/core/extract/model/prompt';
import { modelExtract } from '../helpers/context-calls';
import { startHostileServer, type HostileMode, type HostileServer } from '../helpers/hostile-server';
import { startLlmServer } from '../helpers/llm-server';
import { makeCtx, span } from './fixtures';
import { HANG_GUARD_MS } from '../helpers/patience';

let server: HostileServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const MiB = 1024 * 1024;
const post = (url: string, maxResponseBytes?: number) =>
  fetchHttp({ url: `${url}/chat/completions`, method: 'POST', headers: {}, body: '{}', timeoutMs: HANG_GUARD_MS, maxResponseBytes });

describe('fetchHttp stops reading at maxResponseBytes', () => {
  const modes: { mode: HostileMode; bytes: number }[] = [
    { mode: 'plain', bytes: 64 * MiB },
    { mode: 'gzip', bytes: 256 * MiB },
    { mode: 'declared', bytes: 64 * MiB },
  ];
  it.each(modes)('$mode body of $bytes bytes against a 1 MiB limit: HttpTooLargeError', async ({ mode, bytes }) => {
    server = await startHostileServer(mode, bytes);
    await expect(post(server.openaiBaseUrl, MiB)).rejects.toBeInstanceOf(HttpTooLargeError);
  });

  it('a body under the limit is read whole, gzip or not', async () => {
    for (const mode of ['plain', 'gzip'] as const) {
      const s = await startHostileServer(mode, 200_000);
      try {
        const res = await post(s.openaiBaseUrl, MiB);
        expect([mode, res.status, res.text.length]).toEqual([mode, 200, 200_000]);
      } finally {
        await s.close();
      }
    }
  });
});

describe('the model client with an oversized answer', () => {
  it('drops that answer, reads the chunk offline and says why; no repair request is sent for it', async () => {
    server = await startHostileServer('gzip', 64 * MiB);
    const ctx = makeCtx({ provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'm', maxResponseKiB: 256 });
    const spans = [span('s1', '- I prefer tea in the morning.')];
    const out = await modelExtract(ctx, spans, { delay: () => Promise.resolve() });
    expect(server.requests).toBe(1);
    expect(out.offlineSpanIds).toEqual(spans.map((s) => s.id));
    expect(out.messages.map((m) => m.text).join('\n')).toMatch(/larger than 256 KiB; reading stopped there\. The offline extractor read its 1 span/);
  });
});

describe('the repair request quotes an excerpt of the bad answer', () => {
  it('cuts before redacting, and still redacts a key that straddles the cut', () => {
    const key = 'sk-proj-Q7hT2mVx9LkP4sRwZ8nYc3JbFdGe6HaU1oNi5KtXvW0';
    const answer = 'x'.repeat(1480) + ` ${key} ` + 'y'.repeat(5 * MiB);
    const message = buildRepairMessage('the spans', answer, 'not JSON');
    expect(message).not.toContain(key);
    expect(message).not.toContain(key.slice(0, 20));
    expect(message.length).toBeLessThan(3000);
  });
});

// The loopback test server stays usable for normal answers under the default limit.
it('an ordinary answer is unaffected by the limit', async () => {
  const ok = await startLlmServer({ fallback: 'echo' });
  try {
    const res = await post(ok.openaiBaseUrl, MiB);
    expect(res.status).toBe(200);
  } finally {
    await ok.close();
  }
});
