/**
 * A person who keeps their topic notes directly in the memory folder
 * ("Memoria/Bagno.md", topicsFolder == memoryFolder), dreamt through the
 * command line's engine on a temp vault: the digests in Memoria/Daily/ are
 * digests (written, not refused as "not the tier 1 folder"), and the index,
 * the dream log, reports and digests are never read as topic notes.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inProcessCli } from '../helpers/in-process-cli';
import { listFiles } from '../helpers/files';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function write(dir: string, rel: string, text: string, day: string): void {
  const abs = path.join(dir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
  const t = new Date(`${day}T12:00:00Z`);
  fs.utimesSync(abs, t, t);
}

const SETTINGS = {
  memoryFolder: 'Memoria', indexPath: 'Memoria/MEMORY.md', topicsFolder: 'Memoria', dailyFolder: 'Memoria/Daily',
  identityFolder: 'Memoria/Identity', skillsFolder: 'Memoria/Skills', reportsFolder: 'Memoria/Dreaming/Reports',
  reflectionsFolder: 'Memoria/Reflections', dreamLogPath: 'Memoria/Dreaming/dream-log.md', sourceFolders: ['Diario'],
};

interface Outcome {
  status: string;
  written: { path: string; action: string }[];
  messages: { level: string; path?: string; text: string }[];
}

async function dream(dir: string, now: string): Promise<Outcome> {
  const r = await inProcessCli(['run', '--vault', dir, '--offline', '--now', now, '--json'], {});
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as Outcome;
}

describe('topic notes kept directly in the memory folder', () => {
  test('three nights write digests in Memoria/Daily and grow the person\'s own note, never a note named like the index, a date or a report', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-flat-'));
    dirs.push(dir);
    write(dir, '.obsidian/plugins/vault-dreaming/data.json', JSON.stringify(SETTINGS), '2026-11-01');
    write(dir, 'Memoria/MEMORY.md', '# Memoria\n\n## Progetti\n- [[Bagno]] — rifare il bagno di casa\n\n## Persone\n- [[Giulia]] — mia sorella\n', '2026-11-01');
    write(dir, 'Memoria/Bagno.md', '# Bagno\n\n- Preventivo chiesto a due idraulici.\n', '2026-11-01');
    write(dir, 'Memoria/Giulia.md', '# Giulia\n\n- Vive a Torino.\n', '2026-11-01');
    const days: [string, string][] = [
      ['2026-11-02', '# Lunedì\n\nSentito [[Giulia]] al telefono: ha cambiato lavoro, ora è in biblioteca.\n\nPer il [[Bagno]] ho scelto le piastrelle verdi.\n'],
      ['2026-11-03', '# Martedì\n\nL\'idraulico del [[Bagno]] comincia il 10 novembre.\n'],
      ['2026-11-04', '# Mercoledì\n\n[[Giulia]] viene a cena sabato con il suo compagno.\n'],
    ];
    const written: string[] = [];
    for (const [day, text] of days) {
      write(dir, `Diario/${day}.md`, text, day);
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const out = await dream(dir, `${next}T03:00:00Z`);
      expect(out.status).toBe('completed');
      expect(out.messages.filter((m) => /tier 1 folder|tier 2 folder/.test(m.text))).toEqual([]);
      written.push(...out.written.map((w) => w.path));
    }
    expect(written).toEqual(expect.arrayContaining(['Memoria/Daily/2026-11-02.md', 'Memoria/Daily/2026-11-04.md', 'Memoria/Bagno.md']));
    const notes = listFiles(dir).filter((p) => /^Memoria\/[^/]+\.md$/.test(p)).sort();
    expect(notes).toEqual(expect.arrayContaining(['Memoria/Bagno.md', 'Memoria/Giulia.md', 'Memoria/MEMORY.md']));
    for (const p of notes) expect(path.basename(p, '.md')).not.toMatch(/^(MEMORY \d|\d{4}-\d\d-\d\d|dream-log|Daily|Dreaming|Reports)/i);
    expect(fs.readFileSync(path.join(dir, 'Memoria/Bagno.md'), 'utf8')).toMatch(/idraulico del Bagno comincia/);
    expect(fs.readFileSync(path.join(dir, 'Memoria/Daily/2026-11-04.md'), 'utf8')).toMatch(/## \[\[Memoria\/Giulia\|Giulia\]\]\n- \[\[Giulia\]\] viene a cena/);
  });
});
