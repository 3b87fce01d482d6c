/**
 * The journal bench reads a vault's layout as a person set it up: daily notes
 * by the Daily Notes plugin's folder and moment format (nested folders, day
 * first), memory where the person's own MEMORY.md is. The dreams then write
 * into that memory folder, not beside it in `Memory/`.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inProcessCli } from '../helpers/in-process-cli';
import { containsToken, replayJournal } from '../../scripts/quality/journal';

function write(root: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
}

function journal(format: string, names: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-layout-'));
  const v = path.join(dir, 'vault');
  write(v, '.obsidian/daily-notes.json', JSON.stringify({ folder: 'Diario', format }));
  write(v, 'Memoria/MEMORY.md', '# Memoria\n\n## Persone\n\n- [[Giulia]] — mia sorella, vive a Parma\n');
  write(v, 'Memoria/Argomenti/Giulia.md', '# Giulia\n\n- mia sorella, vive a Parma\n');
  const bodies = ['Oggi ho sentito [[Giulia]]: si trasferisce a Modena a gennaio.', 'Coro: prove del concerto di Natale, giovedì alle 20.', 'Giulia ha trovato casa a Modena, via Emilia 12.'];
  names.forEach((n, i) => write(v, `Diario/${n}.md`, `${bodies[i]}\n`));
  // A file in the folder that is not a daily note, and one filed under the wrong month.
  write(v, 'Diario/idee.md', 'idee sparse\n');
  write(
    dir,
    'gold.json',
    JSON.stringify({
      daily_notes: { folder: 'Diario', format },
      subjects: [{ name: 'Giulia', aliases: [], existing_note: 'Memoria/Argomenti/Giulia.md' }],
      optional_subjects: [],
      not_subjects: [],
      facts: [],
      secrets: [],
    }),
  );
  return dir;
}

test.each([
  ['YYYY/MM/YYYY-MM-DD', ['2026/11/2026-11-02', '2026/11/2026-11-03', '2026/12/2026-12-01']],
  ['DD-MM-YYYY', ['02-11-2026', '03-11-2026', '01-12-2026']],
])('daily notes named %s, memory in Memoria/: the dreams read every note and write into Memoria/', async (format, names) => {
  const dir = journal(format, names);
  const r = await replayJournal(dir, { cli: inProcessCli, runFlags: ['--offline'], keep: true });
  try {
    expect(r.problems).toEqual([]);
    expect(r.dates).toBe(3);
    expect(r.layout).toMatchObject({ dailyFolder: 'Diario', dailyFormat: format, memory: 'Memoria/', index: 'Memoria/MEMORY.md', topics: 'Memoria/Argomenti' });
    expect(fs.existsSync(path.join(r.vault!, 'Memory'))).toBe(false);
    expect(fs.readdirSync(path.join(r.vault!, 'Memoria', 'Daily')).length).toBeGreaterThan(0);
    expect(r.scores.memoryAddedChars).toBeGreaterThan(0);
  } finally {
    fs.rmSync(r.vault!, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a note filed under another month is not read as that day', async () => {
  const dir = journal('YYYY/MM/YYYY-MM-DD', ['2026/11/2026-11-02', '2026/10/2026-11-03', '2026/12/2026-12-01']);
  try {
    const r = await replayJournal(dir, { cli: inProcessCli, runFlags: ['--offline'] });
    expect(r.dates).toBe(2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.each([
  ['PIN 4821, non dirlo', '4821', true],
  ['run 20260803-148213.json', '4821', false],
  ['la clave es Qz7!vArt3m1s, qué hago', 'Qz7!vArt3m1s', true],
  ['token=ghp_abcDEF123456xyz', 'ghp_abcDEF123456xyz', true],
])('a secret is found as a whole token: %j', (text, value, found) => {
  expect(containsToken(text, value)).toBe(found);
});
