/**
 * Issue 19's done-when: every secret shape of the table (168 rows) and the
 * older corpus through one dream against the loopback model server, and every
 * CLI command after it: no value in any model request body, any written file,
 * the report or anything the runner printed. And 60 decoys — dates, versions,
 * hashes named as such, phone numbers, order numbers, ISBNs, prices — reach
 * the model request whole and raise no alert. One vault, one run, so it stays
 * fast.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runCli } from '../../src/cli/runner';
import { secretShapes } from '../../src/core/secrets/shapes';
import { findSecrets } from '../../src/core/secrets/scan';
import { startLlmServer, type LlmServer } from '../helpers/llm-server';
import { cleanUp, vaultWith } from './support';

const shapes = secretShapes();

/** What a careless rule would take for a secret; `keep` must reach the model whole. */
const DECOYS: { text: string; keep: string }[] = [
  ...['2026-11-05', '05/11/2026', '5 Nov 2026', '2026-11-05T10:15:00Z', '11.05.2026', '20261105', 'Q3 2026', 'week 45'].map((d) => ({ text: `Dentist moved to ${d}, I should remember it.`, keep: d })),
  ...['v1.12.3-beta.4', '20.19.0', '3.11.9', 'v0.9.0-rc.2', '2.4.0', 'build 8831', '17.0.1+12', 'ES2022'].map((v) => ({ text: `Upgraded the toolchain to ${v} on the laptop.`, keep: v })),
  { text: 'Fixed in commit 3f5e2a1c9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f on main.', keep: '3f5e2a1c9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f' },
  { text: 'The sha256 of the ISO is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.', keep: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
  { text: 'md5 checksum d41d8cd98f00b204e9800998ecf8427e matched.', keep: 'd41d8cd98f00b204e9800998ecf8427e' },
  { text: 'Tx hash 0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b confirmed.', keep: '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b' },
  { text: 'Short commit a3f9c1e broke the build.', keep: 'a3f9c1e' },
  { text: 'The SHA-1 fingerprint is 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12.', keep: '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12' },
  { text: 'Docker image digest sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855.', keep: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
  { text: 'Ticket 123e4567-e89b-12d3-a456-426614174000 is closed.', keep: '123e4567-e89b-12d3-a456-426614174000' },
  ...['+351 912 345 678', '(555) 010-4477', '+49 30 901820', '020 7946 0958', '+1-202-555-0143', '0049 170 7654321', '+48 601 234 567', '555.010.9999'].map((p) => ({ text: `Call the nursery at ${p} before six.`, keep: p })),
  ...['#112-4938271-2039485', 'INV-2026-00042', 'PO 4711/2026', 'order 8840-2211-77', 'RMA-55012', 'ref 4711/2026', 'booking ABC123', 'tracking 1Z999AA10123456784'].map((o) => ({ text: `The shop confirmed ${o} today.`, keep: o.split(' ').pop()! })),
  ...['978-3-16-148410-0', '0-306-40615-2', '978-0-14-044913-6', '9780262033848', 'ISBN 0-19-852663-6', '979-10-90636-07-1'].map((i) => ({ text: `Borrowed the book ${i} from the library.`, keep: i.split(' ').pop()! })),
  ...['€12.99', '$1,249.00', '£7.50', '12,90 €', 'CHF 1’200.–', '¥3,980', 'R$ 49,90', '1 234,56 zł'].map((p) => ({ text: `The lamp costs ${p} now.`, keep: p })),
  { text: 'I changed my password today. The password manager keeps the rest.', keep: 'password manager' },
  { text: 'Forgot password? The reset link arrived after ten minutes.', keep: 'reset link' },
  { text: 'Boarding pass: 12B, gate 4.', keep: '12B' },
  { text: 'The key is patience, and the recovery took two weeks.', keep: 'patience' },
  { text: 'Session: Monday at 10, token economy chapter.', keep: 'Monday at 10' },
  { text: 'We walked about the orchard above the river, able to see all of it.', keep: 'orchard above the river' },
  { text: 'My backup codes are in the safe; the PIN is the usual one.', keep: 'in the safe' },
  { text: 'Bus 42 to Oliwa, platform 3, departs 07:45.', keep: '07:45' },
  { text: 'Room 1204, Wi-Fi network GuestNet (no password).', keep: 'GuestNet' },
  { text: 'Latitude 54.3520, longitude 18.6466 for the marina.', keep: '54.3520' },
];

/** The older corpus (secrets.corpus.md): its text and the fragments that must not survive. */
function corpus(): { text: string; gone: string[] }[] {
  const source = fs.readFileSync(path.join(__dirname, 'secrets.corpus.md'), 'utf8');
  return source.split(/^=== /m).slice(1).map((block) => {
    const [head = '', ...rest] = block.split(/^---\n/m);
    const gone = head.split('\n').filter((l) => l.startsWith('gone: ')).map((l) => l.slice(6).trim());
    return { text: rest.join('---\n').replace(/\n+$/, ''), gone };
  });
}

const between = (i: number): string => `\n\nI prefer walking to the market on day ${i + 1}.\n\n`;
const NOTES = {
  'Journal/2026-11-20.md': `# Thursday\n\n${shapes.map((s, i) => s.positive + between(i)).join('')}`,
  'Journal/2026-11-21.md': `# Friday\n\n${corpus().map((c, i) => c.text + between(i)).join('')}`,
  'Journal/2026-11-22.md': `# Saturday\n\n${DECOYS.map((d) => `- ${d.text}`).join('\n')}\n`,
};
/** Values of four characters or more; a shorter one ("4821") is checked where it was written, by the table test. */
const VALUES = [...new Set([...shapes.map((s) => s.value), ...corpus().flatMap((c) => c.gone)])].flatMap((v) => v.split('\n')).filter((v) => v.length >= 5);

describe('the secret corpus end to end (model request, written files, report, CLI output)', () => {
  let server: LlmServer;
  let dir: string;
  let printed = '';
  let summaryJson: { secretsOmitted?: number; guardRefused?: unknown[]; status?: string } = {};
  beforeAll(async () => {
    server = await startLlmServer({ fallback: 'echo' });
    dir = vaultWith(NOTES);
    const io = { stdout: (t: string) => (printed += t), stderr: (t: string) => (printed += t), env: { VAULT_DREAMING_API_KEY: 'test-key-123' } };
    const model = ['--provider', 'openai', '--base-url', server.openaiBaseUrl, '--model', 'test-model'];
    const now = ['--now', '2026-11-28T06:00:00Z'];
    let out = '';
    await runCli(['run', '--vault', dir, '--json', ...model, ...now], { ...io, stdout: (t: string) => ((out += t), io.stdout(t)) });
    summaryJson = JSON.parse(out) as typeof summaryJson;
    for (const args of [
      ['plan', '--vault', dir, '--offline', ...now],
      ['status', '--vault', dir],
      ['status', '--vault', dir, '--json'],
      ['review', '--vault', dir],
      ['review', '--vault', dir, '--json'],
      ['explain', '--vault', dir, 'password'],
      ['explain', '--vault', dir, 'token'],
      ['explain', '--vault', dir, 'market'],
    ]) {
      await runCli(args, io);
    }
  });
  afterAll(async () => {
    cleanUp();
    await server.close();
  });

  function written(): Map<string, string> {
    const walk = (rel: string): string[] =>
      fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(rel, e.name)) : [path.join(rel, e.name)]));
    return new Map(walk('').filter((f) => !f.startsWith('Journal')).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
  }

  it('covers at least 150 secret shapes and 50 decoys', () => {
    expect(shapes.length).toBeGreaterThanOrEqual(150);
    expect(DECOYS.length).toBeGreaterThanOrEqual(50);
  });

  it('the run completed, found the secrets and refused no write', () => {
    expect(summaryJson.status).toBe('completed');
    expect(summaryJson.guardRefused).toEqual([]);
    expect(summaryJson.secretsOmitted).toBeGreaterThanOrEqual(shapes.length);
    expect(server.requests.length).toBeGreaterThan(0);
  });

  it('no model request body holds a value', () => {
    const bodies = server.requests.map((r) => r.raw).join('\n');
    expect(VALUES.filter((v) => bodies.includes(v))).toEqual([]);
  });

  it('no written file (notes, index, report, log, run record, queue) holds a value', () => {
    const files = written();
    expect([...files.keys()].some((f) => f.startsWith(path.join('Memory', 'Dreaming', 'Reports')))).toBe(true);
    const found = [...files].flatMap(([f, t]) => VALUES.filter((v) => t.includes(v)).map((v) => `${f}: ${v}`));
    expect(found).toEqual([]);
  });

  it('nothing the runner printed holds a value', () => {
    expect(printed.length).toBeGreaterThan(1000);
    expect(VALUES.filter((v) => printed.includes(v))).toEqual([]);
  });

  it('no decoy is redacted: each reaches the model whole, and none raises an alert', () => {
    expect(DECOYS.filter((d) => findSecrets(d.text).length > 0).map((d) => d.text)).toEqual([]);
    const bodies = server.requests.map((r) => r.raw).join('\n');
    expect(DECOYS.filter((d) => !bodies.includes(JSON.stringify(d.keep).slice(1, -1))).map((d) => d.keep)).toEqual([]);
  });
});
