import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { containsSecret, findSecrets, redactSecrets, SECRET_REPLACEMENT } from '../src/core/secrets/scan';

interface CorpusCase {
  name: string;
  kinds: string[];
  gone: string[];
  text: string;
}

/** Cases start with "=== name", header lines until "---", then the text. */
function readCorpus(file: string): CorpusCase[] {
  const source = fs.readFileSync(path.join(__dirname, 'secrets', file), 'utf8');
  return source
    .split(/^=== /m)
    .slice(1)
    .map((block) => {
      const [head = '', ...rest] = block.split(/^---\n/m);
      const lines = head.split('\n');
      const name = (lines[0] ?? '').trim();
      let text = rest.join('---\n').replace(/\n+$/, '');
      if (/CRLF/.test(name)) text = text.replace(/\n/g, '\r\n');
      const field = (key: string): string[] =>
        lines.filter((l) => l.startsWith(`${key}: `)).map((l) => l.slice(key.length + 2).trim());
      return { name, kinds: field('kind'), gone: field('gone'), text };
    });
}

const secrets = readCorpus('secrets.corpus.md');
const decoys = readCorpus('decoys.corpus.md');

describe('secret corpus: every kind on the list is caught', () => {
  it('has a case for every kind the guard knows', () => {
    const kinds = new Set(secrets.flatMap((c) => c.kinds));
    for (const k of [
      'github-token', 'openai-key', 'anthropic-key', 'aws-access-key-id', 'aws-secret-key', 'google-api-key',
      'slack-token', 'telegram-bot-token', 'jwt', 'private-key', 'password', 'api-token', 'bearer-token',
      'url-credentials', 'url-token', 'command-line-credential',
    ]) {
      expect(kinds).toContain(k);
    }
  });

  it.each(secrets.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const hits = findSecrets(c.text);
    expect(hits.map((h) => h.kind)).toEqual(expect.arrayContaining(c.kinds));
    const redacted = redactSecrets(c.text);
    for (const fragment of c.gone) expect(redacted.text).not.toContain(fragment);
    expect(redacted.text).toContain(SECRET_REPLACEMENT);
    expect(containsSecret(redacted.text)).toBe(false);
  });
});

describe('decoy corpus: nothing outside the list raises the alert', () => {
  it.each(decoys.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const hits = findSecrets(c.text).map((h) => `${h.kind}: ${c.text.slice(h.start, h.end)}`);
    expect(hits).toEqual([]);
  });
});

describe('redactSecrets', () => {
  // Table of exact before/after texts: the label stays, only the value goes.
  const cases: { name: string; before: string; after: string }[] = [
    { name: 'keeps the key name', before: 'password: Tr0ub4dor&3', after: `password: ${SECRET_REPLACEMENT}` },
    {
      name: 'keeps the user of a URL',
      before: 'https://maya:n0tMyRealPa55@files.example.net/x',
      after: `https://maya:${SECRET_REPLACEMENT}@files.example.net/x`,
    },
    {
      name: 'a split key becomes one replacement and the next line survives',
      before: 'bot: ghp_\nM3nB7vC9xZ1aS5dF8gH2jK4lQ6wE0rT3yU7i\nnext',
      after: `bot: ${SECRET_REPLACEMENT}\nnext`,
    },
    {
      name: 'a complete key does not swallow the word on the next line',
      before: 'ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4Tb7Wq\nDone',
      after: `${SECRET_REPLACEMENT}\nDone`,
    },
    {
      name: 'a variable-length key does not swallow the short word on the next line',
      before: 'sk-proj-Kp4Lm7Nq1Rs8Tu3Wv6Xy9Za2Bc5De8Fg1Hi4Jk7\nthen lunch',
      after: `${SECRET_REPLACEMENT}\nthen lunch`,
    },
    {
      name: 'the value of a quoted password',
      before: 'The password for the NAS is "correct horse battery staple".',
      after: `The password for the NAS is "${SECRET_REPLACEMENT}".`,
    },
    {
      name: 'two secrets on one line',
      before: 'AKIA2E4G6J8L1N3P5R7T and xoxb-2048613497-5519273650194-Kq3Wm8Zr1Tx6',
      after: `${SECRET_REPLACEMENT} and ${SECRET_REPLACEMENT}`,
    },
    {
      name: 'a truncated key block ends where its base64 ends',
      before: 'key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA3Tz2mQ8rW5vL1kP9xN4cJ7hB2fD6\nkq9LmP2xW5vT8rN1bC4dF7gH0jK3==\n\nThen we planted garlic.',
      after: `key:\n${SECRET_REPLACEMENT}\n\nThen we planted garlic.`,
    },
    { name: 'no secret, no change', before: 'I changed my password today.', after: 'I changed my password today.' },
  ];
  it.each(cases)('$name', ({ before, after }) => {
    expect(redactSecrets(before).text).toBe(after);
  });

  it('reports hits as offsets into the original text', () => {
    const text = 'x password: Tr0ub4dor&3 y';
    const [hit] = findSecrets(text);
    expect(hit).toBeDefined();
    expect(text.slice(hit!.start, hit!.end)).toBe('Tr0ub4dor&3');
  });

  it('is idempotent and leaves nothing behind, for any text around a secret', () => {
    const secretsList = secrets.map((c) => c.text);
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...secretsList), fc.string(), (before, secret, after) => {
        const once = redactSecrets(`${before}\n${secret}\n${after}`);
        expect(containsSecret(once.text)).toBe(false);
        expect(redactSecrets(once.text).text).toBe(once.text);
        // hits are sorted, disjoint and inside the text
        let last = 0;
        for (const h of once.hits) {
          expect(h.start).toBeGreaterThanOrEqual(last);
          expect(h.end).toBeGreaterThan(h.start);
          last = h.end;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and never reports out-of-range offsets on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        for (const h of findSecrets(text)) {
          expect(h.start).toBeGreaterThanOrEqual(0);
          expect(h.end).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('scans large and pathological notes quickly (no catastrophic backtracking)', () => {
    const line = 'password manager token budget sk-8 https://example.com/?q=token&x=1 aaaaaaaaaaaaaaaaaaaa:bbbb ';
    const inputs = [
      (line + '\n').repeat(8000),
      'a'.repeat(100000),
      '1'.repeat(100000),
      'Ab3'.repeat(40000),
      'http://x'.repeat(10000),
      'Ab3dEf6hIj9kLmN0pQrS\n'.repeat(5000),
      'password: '.repeat(20000),
      '-----BEGIN RSA PRIVATE KEY-----\n'.repeat(2000),
      '-----BEGIN RSA PRIVATE KEY-----' + '\nAAAA'.repeat(20000),
    ];
    // CPU time of this process, not wall time: a busy machine (other suites,
    // other jobs) stretches the wall clock but not the work the scan does.
    const t0 = process.cpuUsage();
    for (const text of inputs) findSecrets(text);
    const used = process.cpuUsage(t0);
    expect((used.user + used.system) / 1000).toBeLessThan(5000);
  });
});
