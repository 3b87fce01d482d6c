import { describe, expect, it } from '@jest/globals';
import { loadSettings, SETTINGS_VERSION, splitOwnerNames } from '../src/core/settings';

describe('settings: the vault owner', () => {
  const cases: { name: string; saved: unknown; owner: string[]; problems: number }[] = [
    { name: 'absent: nobody named, unlabelled lines are still the owner\'s', saved: {}, owner: [], problems: 0 },
    { name: 'a v1 data.json gains an empty owner list', saved: { settingsVersion: 1, sourceFolders: ['Daily'] }, owner: [], problems: 0 },
    { name: 'a hand-edited string is split into names', saved: { settingsVersion: 1, owner: 'Sam, Samantha' }, owner: ['Sam', 'Samantha'], problems: 0 },
    { name: 'a list is kept, names trimmed', saved: { settingsVersion: 2, owner: [' Sam ', 'Sammy'] }, owner: ['Sam', 'Sammy'], problems: 0 },
    { name: 'an empty name is a problem, reported, and the default used', saved: { settingsVersion: 2, owner: ['Sam', ''] }, owner: [], problems: 1 },
  ];
  it.each(cases)('$name', ({ saved, owner, problems }) => {
    const r = loadSettings(saved);
    expect(r.settings.owner).toEqual(owner);
    expect(r.settings.settingsVersion).toBe(SETTINGS_VERSION);
    expect(r.problems).toHaveLength(problems);
  });

  it('splitOwnerNames: commas, semicolons or lines; duplicates once', () => {
    expect(splitOwnerNames('Sam; Sam\nSamantha, ')).toEqual(['Sam', 'Samantha']);
  });
});
