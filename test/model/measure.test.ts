import { describe, expect, it } from '@jest/globals';
import { promptShape, spanBytes, tokensPerKiB, utf8Bytes } from '../../src/core/extract/model/measure';
import { span } from './fixtures';

describe('tokensPerKiB', () => {
  const cases = [
    { name: '2 KiB of source', tokens: { calls: 1, promptTokens: 1000, completionTokens: 200 }, bytes: 2048, after: { prompt: 500, completion: 100, total: 600 } },
    { name: 'no source', tokens: { calls: 0, promptTokens: 0, completionTokens: 0 }, bytes: 0, after: { prompt: 0, completion: 0, total: 0 } },
    { name: 'rounded to a tenth', tokens: { calls: 1, promptTokens: 100, completionTokens: 0 }, bytes: 3000, after: { prompt: 34.1, completion: 0, total: 34.1 } },
  ];
  it.each(cases)('$name', ({ tokens, bytes, after }) => {
    expect(tokensPerKiB(tokens, bytes)).toEqual(after);
  });

  it('counts UTF-8 bytes, so CJK text weighs what the batch cap weighs', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('日本語')).toBe(9);
    expect(spanBytes([span('s1', 'abc'), span('s2', '日本語')])).toBe(12);
  });
});

describe('promptShape', () => {
  it('splits each prompt into the span lines and what every call pays, against the source at four characters a token', () => {
    const spans = [span('s1', 'x'.repeat(400)), span('s2', 'y'.repeat(400))];
    const user = (block: string) => `2 spans, quoted as data.\nSOURCE SPANS\n${block}\nEND OF SOURCE SPANS\nAnswer.`;
    const shape = promptShape(
      [
        { system: 's'.repeat(396), user: user('b'.repeat(440)), schema: '' },
        { system: 's'.repeat(396), user: user('b'.repeat(440)), schema: 'j'.repeat(400) },
      ],
      spans,
    );
    const framing = user('').length;
    expect(shape).toEqual({
      calls: 2,
      sourceTokens: 200,
      spanTokens: 220,
      spanRatio: 1.1,
      fixedMean: (Math.ceil((396 + framing) / 4) + Math.ceil((796 + framing) / 4)) / 2,
      fixedMax: Math.ceil((796 + framing) / 4),
    });
  });
});
