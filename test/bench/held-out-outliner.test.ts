/**
 * A held-out journal in an outliner's style (issue 18: "other people's
 * journals, in other styles and languages, are measured the same way"): eight
 * English daily notes whose every fact sits in an item nested under a parent
 * item — "- [[Tom]]" then "  - first day at Arup moved to 23 March" — and the
 * person's own index, dreamed one night at a time through the CLI runner,
 * in-process. Each check is a class of thing that went wrong on this journal
 * before: nested items lost their subject and were left in the source ("names
 * no subject"), so Tom, Aunt Meera and the Garden shed got nothing; an orphan
 * line joined Tom through the word "moved"; a colleague was filed under
 * Projects and a book under People.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { dreamNightly, heldOutVault, readIn } from '../helpers/held-out';
import { listFiles } from '../helpers/files';

const INDEX = `# Index

## Projects
- [[Garden shed]] — building it myself, spring 2026

## People
- [[Tom]] — brother, Leeds
- [[Aunt Meera]] — Bristol
`;

const DAYS: Record<string, string> = {
  '2026-03-02': '- Work\n  - sprint planning, I\'m on the billing migration\n  - [[Hannah]] says the Stripe cutover slips to April\n- [[Garden shed]]\n  - base: 8 paving slabs laid, level within 3 mm\n  - ordered 4×2 timber from Jewson, £186, delivery Thursday\n- [[Tom]]\n  - called, his new job at Arup starts 16 March\n- run 5 km, 27:40\n',
  '2026-03-04': '- Book club\n  - we\'re reading Piranesi, meeting on 18 March at Lena\'s\n- [[Garden shed]]\n  - timber arrived, two lengths warped, Jewson will swap them\n- Wifi at the allotment hut:\n  - network: AllotmentGuest, password: Marrow-Patch-77\n- [[Aunt Meera]]\n  - hip surgery on 20 March at Southmead, I\'ll visit the weekend after\n',
  '2026-03-07': '- run 8 km, 44:10, legs heavy\n- [[Garden shed]]\n  - frame up! walls square to 2 mm\n  - roof: went with EPDM instead of felt, £95 kit\n- [[Hannah]]\n  - leaving for Monzo at the end of April, I get billing lead\n',
  '2026-03-10': '- Work\n  - billing migration: 60% of accounts moved, no incidents\n- [[Tom]]\n  - first day at Arup moved to 23 March (his notice period)\n- Book club\n  - Piranesi: halfway, love the statues\n',
  '2026-03-14': '- [[Garden shed]]\n  - EPDM roof on, door hung, needs a lock\n  - total so far £612\n- run 10 km, 55:02, first 10 since October\n- [[Aunt Meera]]\n  - surgery moved to 27 March\n',
  '2026-03-18': '- Book club at Lena\'s\n  - Piranesi: everyone loved it, next is Klara and the Sun, 15 April\n- Work\n  - [[Hannah]] handed over billing, I\'m lead from 1 May\n- [[Garden shed]] — done! lock fitted, painted sage green. Final cost £640\n',
  '2026-03-23': '- [[Tom]]\n  - first day at Arup, likes the team, desk by the window\n- run 6 km easy, 33:30\n- Decided: no more Jewson, the timber was poor; next time Travis Perkins\n',
  '2026-03-28': '- [[Aunt Meera]]\n  - surgery went well yesterday, home on Tuesday\n  - visited with flowers and the crossword\n- Book club\n  - bought Klara and the Sun\n- run 12 km, 1:07:30, longest this year\n',
};

test('an outliner\'s journal: nested items are about their parent\'s subject, people under People, no password written', async () => {
  const vault = heldOutVault('vd-held-out-outliner-', {
    'Memory/MEMORY.md': INDEX,
    'Memory/Topics/Garden shed.md': '# Garden shed\n\nPlan: 2.4 × 1.8 m, timber frame, felt roof.\n',
  });
  try {
    await dreamNightly(vault, DAYS, (date) => `Journal/${date}.md`);
    const tom = readIn(vault, 'Memory/Topics/Tom.md');
    expect(tom).toContain('his new job at Arup starts 16 March');
    expect(tom).toContain('first day at Arup moved to 23 March');
    expect(tom).not.toContain('billing migration');
    expect(readIn(vault, 'Memory/Topics/Aunt Meera.md')).toContain('surgery moved to 27 March');
    expect(readIn(vault, 'Memory/Topics/Garden shed.md')).toContain('total so far £612');
    const index = readIn(vault, 'Memory/MEMORY.md');
    expect(index).toMatch(/## People\n(?:.*\n)*?- \*\*Hannah\*\*/);
    expect(index).not.toMatch(/## People\n(?:(?!## ).*\n)*?- \*\*Piranesi\*\*/);
    expect(index).toContain('- [[Tom]] — brother, Leeds');
    const written = listFiles(vault).filter((f) => !f.startsWith('Journal/'));
    expect(written.length).toBeGreaterThan(10);
    for (const file of written) expect(fs.readFileSync(path.join(vault, file), 'utf8')).not.toContain('Marrow-Patch-77');
  } finally {
    fs.rmSync(vault, { recursive: true, force: true });
  }
});
