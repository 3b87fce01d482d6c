import { describe, expect, it } from '@jest/globals';
import { spanStillMatches } from '../../src/core/consolidate/rehydrate';
import { ref } from './fixtures';

describe('spanStillMatches (the live lines still say what the candidate was built from)', () => {
  const note = '# Monday\n\n- I prefer pnpm over npm.  \n- Rainy.\n';
  const cases: { name: string; file: string; ref: ReturnType<typeof ref>; ok: boolean }[] = [
    { name: 'same lines', file: note, ref: ref('2026-11-02', 3, 3, '- I prefer pnpm over npm.'), ok: true },
    { name: 'a trimmed part of the line (no list marker)', file: note, ref: ref('2026-11-02', 3, 3, 'I prefer pnpm over npm.'), ok: true },
    { name: 'CRLF and a BOM do not count as a change', file: '\ufeff' + note.replace(/\n/g, '\r\n'), ref: ref('2026-11-02', 3, 3, '- I prefer pnpm over npm.'), ok: true },
    { name: 'the person rewrote the line', file: note.replace('pnpm', 'bun'), ref: ref('2026-11-02', 3, 3, '- I prefer pnpm over npm.'), ok: false },
    { name: 'lines were inserted above (the span moved)', file: '# Monday\n\nnew line\n' + note.slice(10), ref: ref('2026-11-02', 3, 3, '- I prefer pnpm over npm.'), ok: false },
    { name: 'the file got shorter than the span', file: '# Monday\n', ref: ref('2026-11-02', 3, 3, '- I prefer pnpm over npm.'), ok: false },
    {
      name: 'a transcript message, JSON-escaped on its line',
      file: '{"role":"user","text":"Use \\"pnpm\\" please.\\nAlways."}\n',
      ref: ref('2026-11-02', 1, 1, 'Use "pnpm" please.\nAlways.', { path: 'Sources/Transcripts/s.jsonl', session: 'claude:s' }),
      ok: true,
    },
  ];
  it.each(cases)('$name', (c) => {
    expect(spanStillMatches(c.file, c.ref)).toBe(c.ok);
  });
});

describe('spanStillMatches with a redacted snippet', () => {
  it('compares a snippet whose secret Sense replaced against the redacted live line', () => {
    const file = '# Friday\n\n- Staging token: OPENAI_API_KEY=sk-proj-Q7hT2mVx9LkP4sRwZ8nYc3JbFdGe6HaU1oNi5KtXvW0\n';
    const live = ref('2026-11-06', 3, 3, '- Staging token: [sensitive value omitted]');
    expect(spanStillMatches(file, live)).toBe(true);
    expect(spanStillMatches(file.replace('Staging', 'Prod'), live)).toBe(false);
  });
});
