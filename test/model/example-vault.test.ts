/**
 * The model path over the example vault's daily notes, against the loopback
 * server answering like a cooperative model: every span is covered, the API key
 * pasted on 2026-11-06 never reaches the server, and the token cost per KiB is
 * in the range the bench reports.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spanIdCounter, spansFromNote } from '../../src/core/rank/build-candidates';
import { measureModelPath } from '../helpers/context-calls';
import { startLlmServer, type LlmServer } from '../helpers/llm-server';
import { makeCtx } from './fixtures';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { Span } from '../../src/core/extract/spans';

const JOURNAL = path.join(__dirname, '..', '..', 'examples', 'vault', 'Journal');

function exampleSpans(): Span[] {
  const nextId = spanIdCounter();
  return fs
    .readdirSync(JOURNAL)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((f) =>
      spansFromNote(yamlPackage, `Journal/${f}`, fs.readFileSync(path.join(JOURNAL, f), 'utf8'), f.slice(0, 10), {
        nextId,
        untrustedFolders: ['Clippings'],
      }),
    );
}

describe('model path on the example vault', () => {
  let server: LlmServer;
  beforeAll(async () => {
    server = await startLlmServer({ fallback: 'echo' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('covers every span, sends no secret, and costs a plausible number of tokens per KiB', async () => {
    const spans = exampleSpans();
    expect(spans.length).toBeGreaterThan(20);
    const ctx = makeCtx({ provider: 'openai', baseUrl: server.openaiBaseUrl, model: 'echo', contextChars: 4000 });
    const cost = await measureModelPath(ctx, spans);

    expect(cost.offlineSpans).toBe(0);
    expect(cost.tokens.calls).toBe(server.requests.length);
    expect(server.requests.length).toBeGreaterThan(1);
    const sent = server.requests.map((r) => r.raw).join('\n');
    expect(sent).not.toContain('Q7hT2mVx9LkP4sRwZ8nYc3JbFdGe6HaU1oNi5KtXvW0');
    // every request carries the whole system prompt, so short notes cost more than their bytes
    expect(cost.prompt).toBeGreaterThan(256);
    expect(cost.total).toBeLessThan(5000);
  });
});
