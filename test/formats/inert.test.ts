/**
 * Someone else's text in a note the plugin writes: embeds, HTML and app
 * links held as inline code, everything else as written, and the same when
 * made inert twice (an index line is rewritten by every dream).
 */
import { describe, expect, test } from '@jest/globals';
import { hasLivePart, inertText } from '../../src/core/formats/inert';
import { liveParts } from '../helpers/live-parts';

const CASES: { name: string; before: string; after: string }[] = [
  { name: 'a wiki embed of a private note', before: 'Sam ![[Private/diary]] ok', after: 'Sam `![[Private/diary]]` ok' },
  { name: 'an embed cut short', before: 'see ![[Private/dia', after: 'see `![[Private/dia`' },
  { name: 'an image tag with a handler', before: 'x <img src=x onerror=alert(1)> y', after: 'x `<img src=x onerror=alert(1)>` y' },
  { name: 'a tag cut off before its end', before: 'cut <img src=x onerror=al…', after: 'cut `<img src=x onerror=al…`' },
  { name: 'an HTML comment hides what follows', before: 'a <!-- hidden', after: 'a `<!-- hidden`' },
  { name: 'a Markdown link to an app', before: '[open](obsidian://open?file=Private%2Fdiary)', after: '`[open](obsidian://open?file=Private%2Fdiary)`' },
  { name: 'a bare app address', before: 'go obsidian://open?vault=x now', after: 'go `obsidian://open?vault=x` now' },
  { name: 'script in a link', before: '[x](javascript:alert(1))', after: '`[x](javascript:alert(1)`)' },
  { name: 'a Markdown image, local or remote', before: '![](https://evil.example/p.png) and ![a](Private/diary.md)', after: '`![](https://evil.example/p.png)` and `![a](Private/diary.md)`' },
  { name: 'a stray backtick cannot close the code early', before: 'a ` b <img>', after: 'a ` b ``<img>``' },
  { name: 'beside a backtick, a space keeps the fence apart', before: '`<b>', after: '` ``<b>``' },
  { name: 'a web link and a wiki link stay links', before: '[site](https://example.com) [[Seedling]] #tag', after: '[site](https://example.com) [[Seedling]] #tag' },
  { name: 'ordinary words with colons and comparisons', before: 'the app: it works; data: 5 rows; 5 < 6', after: 'the app: it works; data: 5 rows; 5 < 6' },
  { name: 'inline code already is left as it is', before: 'run `<img src=x>` here', after: 'run `<img src=x>` here' },
];

describe('inertText', () => {
  test.each(CASES)('$name', ({ before, after }) => {
    expect(inertText(before)).toBe(after);
    expect(liveParts(inertText(before))).toEqual([]);
    // Made inert twice, the same text: no fence grows from dream to dream.
    expect(inertText(inertText(before))).toBe(after);
  });

  test('hasLivePart says which text needs it', () => {
    expect(CASES.filter((c) => hasLivePart(c.before)).map((c) => c.name)).toEqual(CASES.filter((c) => c.before !== c.after).map((c) => c.name).concat(['inline code already is left as it is']));
  });

  test('a writer that escapes all Markdown escapes the rest, not the held pieces', () => {
    const escape = (s: string): string => s.replace(/[[\]*_]/g, (c) => `\\${c}`);
    expect(inertText('*Sam* ![[Private/diary]] [[Link]]', escape)).toBe('\\*Sam\\* `![[Private/diary]]` \\[\\[Link\\]\\]');
  });
});
