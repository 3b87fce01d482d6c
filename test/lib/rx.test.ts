import { expect, test } from '@jest/globals';
import { rx } from '../../src/core/lib/rx';

test('an rx template means what the literal with the same text and flags means', () => {
  const name = (s: string) => rx.u`^\p{Lu}\p{Ll}+$`.test(s);
  expect(['Zo\u00eb', '\u0141ukasz', 'ola', 'Kasia2'].map(name)).toEqual([true, true, false, false]);
  expect(rx.u`^\p{Lu}\p{Ll}+$`.source).toBe(/^\p{Lu}\p{Ll}+$/u.source);
  expect('a`b'.replace(rx.gu`[\x60\p{Lu}]`, '_')).toBe('a_b');
});

test('each evaluation of a g site starts at lastIndex 0, as a fresh literal does', () => {
  const words = (s: string): string[] => {
    const re = rx.gu`\p{L}+`;
    const out: string[] = [];
    for (let m = re.exec(s); m !== null; m = re.exec(s)) out.push(m[0]);
    return out;
  };
  expect(words('Kasia moved: Wroc\u0142aw')).toEqual(['Kasia', 'moved', 'Wroc\u0142aw']);
  const first = (s: string) => rx.gu`\p{L}+`.exec(s)?.[0];
  expect([first('ab cd'), first('ab cd')]).toEqual(['ab', 'ab']);
});
