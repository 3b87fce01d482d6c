/**
 * A held-out journal in English prose (issue 18: "other people's journals, in
 * other styles and languages, are measured the same way"): five daily notes
 * of plain paragraphs in the Daily Notes format YYYY/MM/YYYY-MM-DD (folders in
 * the format), no index or notes of the person's, dreamed one night at a time
 * through the CLI runner, in-process. Each check is a class of thing that went
 * wrong on this journal before: the employer, written "at Fernwood", was a
 * place passed through and got no note; "PR" (a pull request, twice) became a
 * subject; a line moved into a new note went after newer ones; "from next
 * month" was dated wrongly; "Dad called" did not name Dad.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { dreamNightly, heldOutVault, readIn } from '../helpers/held-out';
import { listFiles } from '../helpers/files';

const DAYS: Record<string, string> = {
  '2026-04-01': 'Long day. Started the new job at Fernwood Analytics today — data engineer, team of six, my manager is Priya Shah. The office is on Dock Street, 20 minutes by bike. Priya gave me the onboarding doc and a laptop that weighs a ton.\n\nEvening: called Dad. His knee surgery is booked for 14 May at St. Mary\'s.\n',
  '2026-04-03': 'Second week plan at Fernwood: learn the Airflow setup, pair with Tom on the billing pipeline. Priya wants a first PR by Friday.\n\nSourdough attempt #3. Better crumb, still flat. Need a hotter oven or a Dutch oven.\n',
  '2026-04-08': 'First PR merged at Fernwood! Tiny fix to the billing pipeline retries. Priya said "nice".\nBought a Dutch oven (Lodge, 5 qt, $65). Sourdough attempt #4 was the best yet.\nDad called: surgery moved to 21 May because the surgeon is away.\n',
  '2026-04-12': 'Weekend. Ran 12 km along the canal, 1:05. Signed up for the Bristol half marathon on 20 September.\nSourdough #5 — gave a loaf to our neighbour Ruth.\n',
  '2026-04-15': 'Priya asked me to own the billing pipeline from next month. Tom moves to the platform team.\nDad is nervous about the surgery. Promised to drive him on 21 May.\n',
};

test('an English prose journal: the employer is a subject, a kind of thing is not, people under People, lines in the order of their days', async () => {
  const vault = heldOutVault('vd-held-out-en-', { '.obsidian/daily-notes.json': JSON.stringify({ folder: 'Daily', format: 'YYYY/MM/YYYY-MM-DD' }) });
  try {
    await dreamNightly(vault, DAYS, (date) => `Daily/${date.slice(0, 4)}/${date.slice(5, 7)}/${date}.md`);
    const topics = fs.readdirSync(path.join(vault, 'Memory/Topics')).sort();
    expect(topics).not.toContain('PR.md');
    // The employer, written "the new job at Fernwood Analytics" and then "at Fernwood", is a subject, not a place passed.
    const fernwood = readIn(vault, 'Memory/Topics/Fernwood Analytics.md');
    expect(fernwood).toContain('Started the new job at Fernwood Analytics');
    expect(fernwood).toContain('First PR merged at Fernwood');
    const priya = readIn(vault, 'Memory/Topics/Priya.md');
    expect(priya).toContain('own the billing pipeline from May 2026');
    // Moved in from the employer's note once she had her own, in the order of the days.
    expect(priya.indexOf('Priya wants a first PR')).toBeGreaterThan(0);
    expect(priya.indexOf('Priya wants a first PR')).toBeLessThan(priya.indexOf('own the billing pipeline'));
    expect(fernwood).not.toContain('Priya wants a first PR');
    expect(readIn(vault, 'Memory/Topics/Dad.md')).toContain('surgery moved to 21 May');
    const index = readIn(vault, 'Memory/MEMORY.md');
    expect(index).toMatch(/## People\n(?:(?!## ).*\n)*?- \*\*Priya\*\*/);
    expect(index).toMatch(/## People\n(?:(?!## ).*\n)*?- \*\*Dad\*\*/);
    expect(index).not.toMatch(/## People\n(?:(?!## ).*\n)*?- \*\*Fernwood Analytics\*\*/);
    expect(listFiles(vault).filter((f) => !f.startsWith('Daily/')).length).toBeGreaterThan(10);
  } finally {
    fs.rmSync(vault, { recursive: true, force: true });
  }
});
