/**
 * SHA-256 (@noble/hashes, core/lib/digest.ts) binds receipts to a candidate's
 * exact text and the run record to each file's bytes: a wrong digest, or a
 * wrong encoding of the text before it, would make every receipt and every
 * undo check meaningless while all other tests still passed. Pinned by
 * the NIST test vectors (FIPS 180-2 examples, the padding edge at 448 bits and
 * a multi-block message) and compared with Node's implementation on random input.
 */
import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sha256, sha256Bytes } from '../../src/core/lib/digest';

const VECTORS: { name: string; input: string; digest: string }[] = [
  { name: 'the empty message', input: '', digest: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
  { name: '"abc" (one block)', input: 'abc', digest: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
  {
    name: 'the 448-bit message (padding spills into a second block)',
    input: 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
    digest: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  },
  {
    name: 'the 896-bit message',
    input: 'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
    digest: 'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
  },
  { name: "one million 'a'", input: 'a'.repeat(1_000_000), digest: 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0' },
];

describe('sha256', () => {
  test.each(VECTORS)('NIST vector: $name', ({ input, digest }) => {
    expect(sha256(input)).toBe(digest);
    expect(sha256Bytes(new TextEncoder().encode(input))).toBe(digest);
  });

  test('text is hashed as UTF-8', () => {
    expect(sha256('日本 ☃')).toBe(createHash('sha256').update('日本 ☃', 'utf8').digest('hex'));
  });

  test('property: agrees with Node on any bytes, across every block boundary', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 300 }), (bytes) => {
        expect(sha256Bytes(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });
});
