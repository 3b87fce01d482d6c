/**
 * Secrets in the languages the rules read: every language of the cue words
 * (src/core/secrets/cue-words.ts) has a row of the shape table for each cue —
 * a password, a PIN, a code named for what it opens, a token and recovery
 * codes — with a value of its own, and a look-alike left alone. A dream over
 * those rows writes none of the values: not to a note, the index, the dream
 * report or the dream log, which are each read here. A password in the
 * person's own index is masked in what a dream writes there, and the index is
 * still written; an API key a model echoes back spaced out or cut in two is
 * written nowhere.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { CUE_WORDS } from '../../src/core/secrets/cue-words';
import { secretShapes } from '../../src/core/secrets/shapes';
import { findSecrets, redactSecrets } from '../../src/core/secrets/scan';
import { candidatesFor, startLlmServer, type LlmServer } from '../helpers/llm-server';
import { cleanUp, dreamOn, leaks } from './support';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'cs', 'uk', 'ru', 'ja', 'zh', 'ko'];
const CUES = ['password', 'pin', 'code', 'token', 'recovery'];
const rows = secretShapes().filter((s) => /^[a-z]{2}: /.test(s.shape));

/** The dream report and the dream log among the files a run wrote: they are read like any other. */
function reportAndLog(files: Map<string, string>): string[] {
  return [...files.keys()].filter((f) => /^Memory\/Dreaming\/(?:Reports\/.*\.md|dream-log\.md)$/.test(f));
}

describe('cue words, one object per language', () => {
  it('cover every language the rules read, each with the same keys', () => {
    expect(Object.keys(CUE_WORDS).sort()).toEqual([...LANGUAGES].sort());
    for (const words of Object.values(CUE_WORDS)) {
      expect(Object.keys(words).sort()).toEqual(Object.keys(CUE_WORDS.en!).sort());
      for (const list of Object.values(words) as string[][]) expect(list.length).toBeGreaterThan(0);
    }
  });

  it('each language has a row of the shape table for every cue', () => {
    expect([...new Set(rows.map((r) => r.shape.slice(0, 2)))].sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) expect(rows.filter((r) => r.shape.startsWith(`${lang}: `)).map((r) => r.shape.slice(4)).sort()).toEqual([...CUES].sort());
  });

  it.each(rows.map((r) => [r.shape, r] as const))('%s: its own value is caught, the look-alike is not', (_shape, row) => {
    expect(redactSecrets(row.positive).text).not.toContain(row.value);
    expect(findSecrets(row.negative)).toEqual([]);
  });

  it('full-width letters and zero-width characters hide no cue, and the value is cut from the text as written', () => {
    for (const text of ['ｐａｓｓｗｏｒｄ: Fw8widevalue', 'pass\u200bword: Zw8widevalue', 'Kenn\u2060wort: Zw8widevalue', 'mot de\ufeff passe : Zw8widevalue']) {
      const out = redactSecrets(text).text;
      expect(out).not.toMatch(/Fw8widevalue|Zw8widevalue/);
      expect(out).toContain('[sensitive value omitted]');
    }
  });
});

const note = rows.map((r, i) => `${r.positive}\n\nI walked to the market on day ${i + 1}.`).join('\n\n');
const values = rows.map((r) => r.value);

describe('a dream over every language row', () => {
  afterEach(cleanUp);

  it('writes no value anywhere, the report and the dream log included', async () => {
    const { summary, files } = await dreamOn({ 'Journal/2026-11-20.md': note }, { mode: 'run' });
    expect(summary.status).toBe('completed');
    expect(reportAndLog(files)).toHaveLength(2);
    expect(leaks(files, values)).toEqual([]);
    expect(summary.secretsOmitted).toBeGreaterThanOrEqual(rows.length / 2);
  });

  it('the look-alikes raise no alert', async () => {
    const { summary } = await dreamOn({ 'Journal/2026-11-20.md': rows.map((r) => r.negative).join('\n\n') }, { mode: 'run' });
    expect(summary.status).toBe('completed');
    expect(summary.secretsOmitted).toBe(0);
  });
});

describe('a dream with a model (redaction on)', () => {
  let server: LlmServer | null = null;
  afterEach(async () => {
    cleanUp();
    await server?.close();
    server = null;
  });

  it('no request and no written file holds a language row value; the report and the dream log are read', async () => {
    server = await startLlmServer({ fallback: 'echo' });
    const { summary, files } = await dreamOn({ 'Journal/2026-11-20.md': note }, { mode: 'run', server, apiKey: 'test-key-123' });
    expect(summary.status).toBe('completed');
    for (const req of server.requests) expect(values.filter((v) => req.raw.includes(v))).toEqual([]);
    expect(reportAndLog(files)).toHaveLength(2);
    expect(leaks(files, values)).toEqual([]);
  });

  it('an API key echoed back spaced out or cut in two reaches no file', async () => {
    const key = 'sk-live-Qz7Lm2Kp9Rt4Vw8Zb3Nc6Hd1Js5F';
    const spaced = Array.from(key).join(' ');
    const halves = `${key.slice(0, 13)} and then ${key.slice(13)}`;
    let n = 0;
    server = await startLlmServer({
      fallback: (req) => ({ answer: candidatesFor(req, { text: `The walk to the market, noted ${n++ % 2 === 0 ? spaced : halves}` }) }),
    });
    const { summary, files } = await dreamOn({ 'Journal/2026-11-20.md': '- I walked to the market with Sam.\n- Sam bought apples at the market.\n' }, { mode: 'run', server, apiKey: key });
    expect(summary.status).toBe('completed');
    expect(reportAndLog(files)).toHaveLength(2);
    expect(leaks(files, [key, spaced, key.slice(0, 13), key.slice(13)])).toEqual([]);
  });
});

describe('a password in the person’s own index', () => {
  afterEach(cleanUp);

  it('is masked in what the dream writes there, and the index is still written', async () => {
    const memory = '# Memory\n\n## About me\n- NAS password: Hx9ownindex\n- Walks to the market on Saturdays\n';
    const notes: Record<string, string> = { 'Memory/MEMORY.md': memory };
    for (const d of ['16', '17', '18', '19', '20']) notes[`Journal/2026-11-${d}.md`] = `- [[Seedling]]: worked on the garden planner sowing calendar, day ${d}.\n`;
    const { summary, files } = await dreamOn(notes, { mode: 'run' });
    expect(summary.status).toBe('completed');
    const index = files.get('Memory/MEMORY.md')!;
    expect(index).not.toBe(memory);
    expect(index).toContain('- NAS password: [sensitive value omitted]');
    expect(index).toContain('- Walks to the market on Saturdays');
    // Only the backup of the person's own file, byte for byte as they wrote it, still has it.
    expect(leaks(files, ['Hx9ownindex'])).toEqual(['.dreams/backups/20261128-0600/Memory/MEMORY.md.bak: Hx9ownindex']);
    const said = summary.messages.map((m) => m.text).join('\n');
    expect(said).not.toMatch(/final check found a sensitive value/);
    expect(said).toMatch(/masked in what this dream wrote there/);
  });
});
