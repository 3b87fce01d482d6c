/**
 * The journal bench in CI (issue 18): the first month of the dev journal
 * (a copy of ../shared/datasets/journal/marek, June 2026) replayed one
 * offline dream a night through the same code as `npm run bench:quality --
 * --journal`, with the CLI runner called in-process. It fails on any
 * duplicate note or index entry, any junk note, any stale status and any
 * secret written. Its prose parts add up to the prose a person reads.
 */
import * as path from 'node:path';
import { inProcessCli } from '../helpers/in-process-cli';
import { replayJournal } from '../../scripts/quality/journal';


test('the first month of a journal: no duplicate, no junk, no stale status, no secret written', async () => {
  const r = await replayJournal(path.join(__dirname, 'journal-marek-june'), { cli: inProcessCli, runFlags: ['--offline'], until: '2026-06-30' });
  expect(r.problems).toEqual([]);
  expect(r.dates).toBe(23);
  expect(r.scores.duplicates).toEqual([]);
  expect(r.scores.junk).toEqual([]);
  expect(r.scores.statusWrong).toEqual([]);
  expect(r.scores.secretsFound).toEqual([]);
  expect(r.scores.unmatched).toEqual([]);
  // Where the prose goes accounts for every character of it, and the lines the notes keep are most of it.
  const parts = r.scores.proseParts;
  expect(Object.values<number>({ ...parts }).reduce((a, b) => a + b, 0)).toBe(r.scores.proseChars);
  expect(parts.noteLines).toBeGreaterThan(r.scores.proseChars / 4);
});
