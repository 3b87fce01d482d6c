/**
 * A held-out journal in another language and style (issue 18: "other people's
 * journals, in other styles and languages, are measured the same way"): five
 * German daily notes and the person's own German index, dreamed one night at
 * a time through the CLI runner, in-process. Each check is a class of thing
 * that went wrong on this journal before: a day's ordinal dot cut a date in
 * half ("am 1."), a label before a value made running a person filed under a
 * new English "People" section beside the person's "Leute", and a colleague
 * who quit and a brother who moves left the person's index lines unchanged.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { dreamNightly, heldOutVault } from '../helpers/held-out';
import { listFiles } from '../helpers/files';

const INDEX = `# Gedächtnis

## Leute
- [[Jürgen]] — Bruder, wohnt in Köln
- Özlem — Kollegin, Team Logistik

## Projekte
- [[Gartenhaus]] — Dach neu decken, vor dem Winter
`;

const DAYS: Record<string, string> = {
  '2026-03-02': '## Arbeit\n- 1:1 mit Özlem: sie übernimmt ab April die Tourenplanung Süd.\n- Neues Lager in Düsseldorf öffnet am 1. Mai.\n\n## Gartenhaus\n- Dachpappe bestellt bei Hornbach, 3 Rollen, 89 €.\n- Jürgen kommt am Samstag helfen.\n',
  '2026-03-07': '## Gartenhaus\n- Mit Jürgen das alte Dach runter. Zwei Balken morsch, müssen raus.\n- Balken bestellt: 2× KVH 8×12, 4 m, Lieferung Mittwoch.\n',
  '2026-03-11': '- Balken geliefert. Gartenhaus: Balken eingebaut, Dachpappe drauf. Fertig!\n- Laufen: 8 km, 44:10. Knie ok.\n- WLAN-Passwort für die Gäste: Sonnenblume2026!\n',
  '2026-03-15': '## Laufen\n**44:02** — neue Bestzeit auf 8 km!\n- Ziel: Halbmarathon in Köln im Oktober.\n\n## Özlem\n- Özlem hat gekündigt, geht zu DHL nach Bonn. Letzter Tag 30. April.\n',
  '2026-03-20': '- Ölwechsel beim Golf, 129 €. Nächster Service bei 120.000 km.\n- Jürgen: Umzug nach Münster ist fix, 1. Juli.\n- Laufen: 10 km, 56:30. Knie zwickt ein bisschen.\n',
};

test('a German journal: dates kept whole, the person\'s sections used, a colleague\'s change dated on their line, no password written', async () => {
  const vault = heldOutVault('vd-held-out-de-', {
    '.obsidian/daily-notes.json': JSON.stringify({ folder: 'Journal', format: 'YYYY-MM-DD' }),
    'Memory/MEMORY.md': INDEX,
    'Memory/Topics/Gartenhaus.md': '# Gartenhaus\n\nDas alte Gartenhaus hinten im Garten.\n',
  });
  try {
    await dreamNightly(vault, DAYS, (date) => `Journal/${date}.md`);
    const index = fs.readFileSync(path.join(vault, 'Memory/MEMORY.md'), 'utf8');
    const memory = listFiles(path.join(vault, 'Memory')).filter((p) => p.endsWith('.md')).map((p) => fs.readFileSync(path.join(vault, 'Memory', p), 'utf8')).join('\n');

    expect(memory).toContain('öffnet am 1. Mai');
    expect(memory).toContain('Letzter Tag 30. April');
    expect(index).not.toContain('## People');
    expect(index).toMatch(/## Projekte\n(?:.*\n)*?- \*\*Laufen\*\*/);
    // A dated status of the closed set, never the journal's sentence.
    expect(index).toContain('- [[Özlem]] — Kollegin, Team Logistik — superseded 2026-03-15\n');
    // Jürgen has no note of the dreams; his move still dates the person's line about him.
    expect(index).toContain('- [[Jürgen]] — Bruder, wohnt in Köln — moved 2026-03-20\n');
    // Every file but the person's own journal: memory, reports, state, backups.
    const written = listFiles(vault).filter((f) => !f.startsWith('Journal/'));
    expect(written.length).toBeGreaterThan(10);
    for (const file of written) expect(fs.readFileSync(path.join(vault, file), 'utf8')).not.toContain('Sonnenblume2026');
  } finally {
    fs.rmSync(vault, { recursive: true, force: true });
  }
});
