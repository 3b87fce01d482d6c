/**
 * The Daily Notes plugin's format decides which files are daily notes. Each
 * format below is read by both date layers the engine is given: the CLI's
 * (the moment package) and the plugin's (Obsidian's exported moment, which the
 * fake stands in for), through the same matcher, on names a vault really has,
 * with and without folders in the format.
 */
import { describe, expect, test } from '@jest/globals';
import { momentDates } from '../../src/cli/moment-dates';
import type { DateFormatPort } from '../../src/core/ports/date-format';
import { compileDateFormat } from '../../src/core/sense/daily-notes-config';
import { listSourceLogs } from '../helpers/context-calls';
import { fixedClock } from '../../src/core/ports/clock';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { obsidianDates } from '../../src/obsidian/obsidian-dates';
import { yamlPackage } from '../../src/cli/yaml-package';
import { MemoryVault } from '../fakes/memory-vault';

const layers: [string, DateFormatPort][] = [
  ['CLI (moment package)', momentDates],
  ['plugin (Obsidian moment)', obsidianDates],
];

/** A format, names that are notes of 2026-11-02 (path relative to the folder, no `.md`), and names that are not. */
const FORMATS: { format: string; folders: boolean; notes: string[]; not: string[] }[] = [
  { format: 'YYYY-MM-DD', folders: false, notes: ['2026-11-02', '2026-11-02-standup', '2026-11-02 meeting'], not: ['notes 2026-11-02', '2026-11-2', '2026-02-30'] },
  { format: 'DD.MM.YYYY', folders: false, notes: ['02.11.2026'], not: ['2026-11-02', '32.11.2026'] },
  { format: 'YYYYMMDD', folders: false, notes: ['20261102', '20261102 standup'], not: ['2026-11-02'] },
  { format: '[Daily] YYYY-MM-DD', folders: false, notes: ['Daily 2026-11-02'], not: ['2026-11-02', 'Weekly 2026-11-02'] },
  { format: 'dddd, MMMM Do YYYY', folders: false, notes: ['Monday, November 2nd 2026'], not: ['Tuesday, November 2nd 2026', 'Monday, November 2 2026'] },
  { format: 'D MMMM YYYY', folders: false, notes: ['2 November 2026'], not: ['02 November 2026 x', 'November 2 2026'] },
  { format: 'MMM D, YYYY', folders: false, notes: ['Nov 2, 2026'], not: ['November 2, 2026'] },
  { format: 'YYYY-MM-DD ddd', folders: false, notes: ['2026-11-02 Mon'], not: ['2026-11-02 Tue'] },
  { format: 'YY-MM-DD', folders: false, notes: ['26-11-02'], not: ['2026-11-02'] },
  { format: 'YYYY/MM/YYYY-MM-DD', folders: true, notes: ['2026/11/2026-11-02'], not: ['2026/10/2026-11-02', '2026-11-02'] },
  { format: 'YYYY/MMMM/DD-MM-YYYY', folders: true, notes: ['2026/November/02-11-2026'], not: ['2026/October/02-11-2026'] },
  { format: 'YYYY/[Week] WW/YYYY-MM-DD dddd', folders: true, notes: ['2026/Week 45/2026-11-02 Monday'], not: ['2026/Week 44/2026-11-02 Monday'] },
];

describe.each(layers)('daily note formats in the %s date layer', (_name, dates) => {
  test.each(FORMATS)('$format', ({ format, folders, notes, not }) => {
    const compiled = compileDateFormat(format, dates);
    if (!('matcher' in compiled)) throw new Error(compiled.error);
    expect(compiled.matcher.matchesPath).toBe(folders);
    for (const name of notes) expect([name, compiled.matcher.match(name)]).toEqual([name, '2026-11-02']);
    for (const name of not) expect([name, compiled.matcher.match(name)]).toEqual([name, null]);
  });

  test.each(['YYYY-MM', 'MMMM YYYY', 'dddd D MMMM', 'DD', '[journal]'])('"%s" cannot date a note and is refused', (format) => {
    const compiled = compileDateFormat(format, dates);
    expect('error' in compiled && compiled.error).toMatch(/does not name one day/);
  });

  test('a vault of folders-in-the-format notes is read with its dates', async () => {
    const vault = new MemoryVault({
      files: {
        'Daily/2026/November/02-11-2026.md': 'a',
        'Daily/2026/November/03-11-2026.md': 'b',
        'Daily/2026/November/notes.md': 'c',
        'Daily/2026/October/04-11-2026.md': 'd',
      },
    });
    const ctx = { vault, clock: fixedClock('2026-11-29T12:00:00Z'), settings: DEFAULT_SETTINGS, yaml: yamlPackage, dates };
    const { logs, messages } = await listSourceLogs(ctx, [{ folder: 'Daily', format: 'YYYY/MMMM/DD-MM-YYYY' }]);
    expect(logs.map((l) => [l.path, l.date])).toEqual([
      ['Daily/2026/November/02-11-2026.md', '2026-11-02'],
      ['Daily/2026/November/03-11-2026.md', '2026-11-03'],
    ]);
    // a day filed under another month is no day in the format: named, not passed over in silence ("notes" is no day at all)
    expect(messages).toEqual([expect.objectContaining({ level: 'warn', path: 'Daily/2026/October/04-11-2026.md', text: expect.stringContaining('its name is not a date in the format YYYY/MMMM/DD-MM-YYYY') })]);
  });
});

test('without a date layer only YYYY-MM-DD is read, and another format is reported', () => {
  expect('matcher' in compileDateFormat('YYYY-MM-DD', undefined)).toBe(true);
  expect(compileDateFormat('DD.MM.YYYY', undefined)).toEqual({ error: expect.stringMatching(/needs the host's date formats/) });
});
