/**
 * Issue 19: the dev journal in shared/datasets/journal/marek (112 daily notes,
 * a pasted .env block, a wifi password in prose, a database URL, an SSO
 * backup code) writes none of its gold.json secrets anywhere: the CLI runs on
 * a copy of the vault against the loopback model (one backfill over all of
 * it: the offline extractor sees the same redacted spans), and
 * every file it wrote and every line it printed is searched. Every other
 * journal beside it in shared/datasets/journal and in this repository's
 * datasets/journal (a `vault/` and a `gold.json` with `secrets`), and any
 * named in VAULT_DREAMING_JOURNALS (paths separated by the platform's
 * delimiter), is checked the same way.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from '../../src/cli/runner';
import { findSecrets } from '../../src/core/secrets/scan';
import { startLlmServer } from '../helpers/llm-server';

const SHARED = path.resolve(__dirname, '..', '..', '..', 'shared', 'datasets', 'journal');
const MAREK = path.join(SHARED, 'marek');
const present = fs.existsSync(path.join(MAREK, 'gold.json'));
const isJournal = (d: string): boolean => fs.existsSync(path.join(d, 'gold.json')) && fs.existsSync(path.join(d, 'vault'));
// the journals this repository keeps (datasets/journal/*), which a clean checkout always has
const OWN = path.resolve(__dirname, '..', '..', 'datasets', 'journal');
const others = [
  ...(fs.existsSync(SHARED) ? fs.readdirSync(SHARED).map((n) => path.join(SHARED, n)) : []),
  ...fs.readdirSync(OWN).map((n) => path.join(OWN, n)),
  ...(process.env.VAULT_DREAMING_JOURNALS ?? '').split(path.delimiter).filter((d) => d !== '').map((d) => path.resolve(d)),
].filter((d) => d !== MAREK && isJournal(d));
const temps: string[] = [];
afterAll(() => {
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

function walk(root: string, rel = ''): string[] {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel === '' ? e.name : `${rel}/${e.name}`;
    return e.isDirectory() ? walk(root, r) : [r];
  });
}

/** The first and last date in the journal's file names: the backfill's range. */
function dateRange(root: string): [string, string] {
  const dates = walk(root).map((f) => /\d{4}-\d{2}-\d{2}/.exec(f)?.[0]).filter((d): d is string => d !== undefined).sort();
  return [dates[0] ?? '2026-01-01', dates[dates.length - 1] ?? '2026-12-31'];
}

const journals = [...(present ? [MAREK] : []), ...others].map((d) => [path.basename(d), d]);
if (journals.length === 0) describe.skip('the marek journal', () => it('is not here', () => undefined));
else describe.each(journals)('the %s journal', (_name, JOURNAL) => {
  const gold = JSON.parse(fs.readFileSync(path.join(JOURNAL, 'gold.json'), 'utf8')) as { secrets: { value: string; source: string }[] };

  it('the guard finds every gold secret on its source line', () => {
    if (JOURNAL === MAREK) expect(gold.secrets.length).toBeGreaterThanOrEqual(4);
    for (const s of gold.secrets) {
      const text = fs.readFileSync(path.join(JOURNAL, 'vault', s.source), 'utf8');
      const found = findSecrets(text).map((h) => text.slice(h.start, h.end));
      expect(found.some((v) => v.includes(s.value) || s.value.includes(v))).toBe(true);
    }
  });

  it('against the loopback model: no request, written file or printed line holds a gold secret', async () => {
    const mode = 'model' as 'model' | 'offline';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-marek-'));
    temps.push(dir);
    fs.cpSync(path.join(JOURNAL, 'vault'), dir, { recursive: true });
    const [from, to] = dateRange(dir);
    const before = new Set(walk(dir).map((f) => `${f}\n${fs.readFileSync(path.join(dir, f), 'utf8')}`));
    const server = mode === 'model' ? await startLlmServer({ fallback: 'echo' }) : null;
    let printed = '';
    const io = { stdout: (t: string) => (printed += t), stderr: (t: string) => (printed += t), env: { VAULT_DREAMING_API_KEY: 'test-key-123' } };
    const model = server ? ['--provider', 'openai', '--base-url', server.openaiBaseUrl, '--model', 'test-model'] : ['--offline'];
    try {
      await runCli(['backfill', '--vault', dir, '--from', from, '--to', to, '--json', ...model], io);
      await runCli(['explain', '--vault', dir, 'password'], io);
      await runCli(['review', '--vault', dir], io);
    } finally {
      await server?.close();
    }
    const values = gold.secrets.map((s) => s.value);
    const changed = walk(dir).filter((f) => !before.has(`${f}\n${fs.readFileSync(path.join(dir, f), 'utf8')}`));
    expect(changed.length).toBeGreaterThan(3);
    expect(changed.flatMap((f) => values.filter((v) => fs.readFileSync(path.join(dir, f), 'utf8').includes(v)).map((v) => `${f}: ${v}`))).toEqual([]);
    expect(values.filter((v) => printed.includes(v))).toEqual([]);
    if (server) expect(values.filter((v) => server.requests.some((r) => r.raw.includes(v)))).toEqual([]);
  });
});
