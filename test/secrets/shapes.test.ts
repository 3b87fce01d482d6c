/**
 * The shape table (`secretShapes()` in src/core/secrets/shapes.ts) is the list of
 * what counts as a secret, and this file runs it: every row's positive is
 * found and its value gone after redaction, every row's look-alike is left
 * alone. Issue 12 item 2 added the shapes that leaked: PGPASSWORD=, MYSQL_PWD=,
 * mysql -pSECRET, sshpass -p, docker login -p, curl --user=, DB_PASS=, pass:,
 * CJK keys, the full-width colon, a password in prose and in a table, Stripe,
 * xapp-, npm_ tokens, webhook URLs and URL passwords holding @ / #.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { secretShapes, shapeKinds } from '../../src/core/secrets/shapes';
import { findSecrets, redactSecrets, secretKinds, SECRET_REPLACEMENT } from '../../src/core/secrets/scan';
import { startLlmServer, type LlmServer } from '../helpers/llm-server';
import { cleanUp, dreamOn, leaks } from './support';

const shapes = secretShapes();

describe('the shape table', () => {
  it('has rows for every kind a rule reports, and no rows for a kind no rule has', () => {
    expect(new Set(shapeKinds())).toEqual(new Set(secretKinds()));
  });

  it('holds every shape issue 12 listed', () => {
    const names = shapes.map((s) => s.shape).join('\n');
    for (const want of [
      'PGPASSWORD', 'MYSQL_PWD', 'mysql -pSECRET', 'sshpass', 'docker login', 'curl --user=', 'DB_PASS', 'pass: on its own line',
      'Chinese key', 'Japanese key', 'full-width colon', 'password in prose', 'password column of a table', 'Stripe secret key',
      'Stripe restricted key', 'Slack app-level token', 'npm access token', 'Slack webhook URL', 'URL password holding @, / and #',
      'placeholder',
    ]) {
      expect(names).toContain(want);
    }
  });

  it.each(shapes.map((s) => [s.shape, s] as const))('%s: caught, and the value is gone', (_shape, row) => {
    expect(row.positive).toContain(row.value);
    expect(findSecrets(row.positive).map((h) => h.kind)).toContain(row.kind);
    const redacted = redactSecrets(row.positive).text;
    expect(redacted).toContain(SECRET_REPLACEMENT);
    expect(redacted).not.toContain(row.value);
  });

  it.each(shapes.map((s) => [s.shape, s] as const))('%s: the look-alike is left alone', (_shape, row) => {
    expect(findSecrets(row.negative).map((h) => `${h.kind}: ${row.negative.slice(h.start, h.end)}`)).toEqual([]);
  });
});

/** The older corpus (test/secrets/secrets.corpus.md): each case's text, and the fragments that must not survive. */
function corpus(): { text: string; gone: string[] }[] {
  const source = fs.readFileSync(path.join(__dirname, 'secrets.corpus.md'), 'utf8');
  return source.split(/^=== /m).slice(1).map((block) => {
    const [head = '', ...rest] = block.split(/^---\n/m);
    const gone = head.split('\n').filter((l) => l.startsWith('gone: ')).map((l) => l.slice(6).trim());
    return { text: rest.join('---\n').replace(/\n+$/, ''), gone };
  });
}

/** Every positive as its own paragraph of a journal note, with a line of ordinary life between. */
const positivesNote = shapes.map((s, i) => `${s.positive}\n\nI prefer walking to the market on day ${i + 1}.`).join('\n\n');
const negativesNote = shapes.map((s, i) => `${s.negative}\n\nI prefer walking to the market on day ${i + 1}.`).join('\n\n');
const values = Array.from(new Set([...shapes.map((s) => s.value), ...corpus().flatMap((c) => c.gone)]));
const corpusNote = corpus().map((c, i) => `${c.text}\n\nI prefer tea with lunch on day ${i + 1}.`).join('\n\n');

describe.each(['run', 'backfill'] as const)('the table end to end: %s', (mode) => {
  afterEach(cleanUp);

  it('no file the run writes holds any value of the table or the corpus', async () => {
    const { summary, files } = await dreamOn({ 'Journal/2026-11-20.md': positivesNote, 'Journal/2026-11-21.md': corpusNote }, { mode });
    expect(summary.status).toBe('completed');
    expect(files.size).toBeGreaterThan(3);
    expect(leaks(files, values)).toEqual([]);
    expect(summary.secretsOmitted).toBeGreaterThanOrEqual(shapes.length / 2);
  });

  it('the look-alikes raise no alert', async () => {
    const { summary } = await dreamOn({ 'Journal/2026-11-20.md': negativesNote }, { mode });
    expect(summary.status).toBe('completed');
    expect(summary.secretsOmitted).toBe(0);
  });
});

describe.each(['openai', 'anthropic'] as const)('the table in the model request (%s, redaction on)', (provider) => {
  let server: LlmServer;
  beforeEach(async () => {
    server = await startLlmServer({ fallback: 'echo' });
  });
  afterEach(async () => {
    cleanUp();
    await server.close();
  });

  it.each(['run', 'backfill'] as const)('%s: no request body holds any value, and no written file does', async (mode) => {
    const notes = { 'Journal/2026-11-20.md': positivesNote, 'Journal/2026-11-21.md': corpusNote };
    const { summary, files } = await dreamOn(notes, { mode, server, provider, apiKey: 'test-key-123' });
    expect(summary.status).toBe('completed');
    expect(server.requests.length).toBeGreaterThan(0);
    for (const req of server.requests) expect(values.filter((v) => req.raw.includes(v))).toEqual([]);
    expect(leaks(files, values)).toEqual([]);
  });
});
