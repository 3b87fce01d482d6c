/**
 * Issue 12 item 3: the configured API key, echoed back by a hostile endpoint
 * inside candidate text and inside the index rewrite, was written to four
 * files; and a secret in a source file's name was kept in the run record.
 * Every model text now loses the configured secrets where the response
 * arrives (as error bodies always did), and the record keeps names redacted.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { candidatesFor, startLlmServer, userMessage, type LlmServer, type RecordedRequest } from '../helpers/llm-server';
import { cleanUp, dreamOn, leaks } from './support';

afterEach(cleanUp);

/** A key of no known shape: only being the configured key makes it a secret. */
const KEY = 'plainkey-Wq8Rt2Yp5Ls9Kd3J';
const NOTES = {
  'Journal/2026-11-20.md': '# Thursday\n\nI prefer walking to the market on Saturdays.\n\nDecided to plant garlic in the north bed.\n',
  'Journal/2026-11-21.md': '# Friday\n\nI prefer walking to the market on Saturdays, early.\n',
};

const isIndex = (req: RecordedRequest): boolean => userMessage(req).includes('\nINDEX START\n');

describe.each(['openai', 'anthropic'] as const)('an endpoint that echoes the API key (%s)', (provider) => {
  let server: LlmServer;
  beforeEach(async () => {
    server = await startLlmServer({
      fallback: (req) =>
        isIndex(req)
          ? { answer: { index: `# Memory\n\n- The key is ${KEY}, keep it.\n` } }
          : { answer: { candidates: candidatesFor(req).candidates.map((c) => ({ ...c, text: `${String(c.text)} (key ${KEY})` })) } },
    });
  });
  afterEach(async () => {
    await server.close();
  });

  it.each(['run', 'backfill'] as const)('%s: the key reaches no file, in candidates nor in the index rewrite', async (mode) => {
    const { summary, files } = await dreamOn(NOTES, { mode, server, provider, apiKey: KEY });
    expect(summary.status).toBe('completed');
    // The index rewrite is asked for only when the dream changed an entry (issue 21); when it is, its echo is checked below too.
    expect(leaks(files, [KEY, 'Wq8Rt2Yp5Ls9Kd3J'])).toEqual([]);
    // the candidates were still used, without the key
    const daily = files.get('Memory/Daily/2026-11-20.md') ?? '';
    expect(daily).toContain('Noted:');
    expect(summary.guardRefused).toEqual([]);
  });
});

describe('a secret in a source file name', () => {
  it('the run record and every other file keep the name without it', async () => {
    const name = 'Journal/2026-11-20 token ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4T.md';
    const { summary, files, dir } = await dreamOn({ [name]: '# Thursday\n\nI prefer walking to the market on Saturdays.\n' }, { mode: 'run' });
    expect(summary.status).toBe('completed');
    const runs = [...files.keys()].filter((f) => f.startsWith('.dreams/runs/'));
    expect(runs.length).toBeGreaterThan(0);
    expect(leaks(files, ['ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4T'])).toEqual([]);
    const record = JSON.parse(fs.readFileSync(path.join(dir, runs[0]!), 'utf8')) as { read: { path: string }[] };
    expect(record.read.map((r) => r.path)).toEqual(['Journal/2026-11-20 token [sensitive value omitted].md']);
  });
});
