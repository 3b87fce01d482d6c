/**
 * A short sentence that states a state is news, not idle talk, in every
 * language of the status-word table: a paragraph opening "Il bagno è finito."
 * or "Der Kurs ist abgesagt." keeps that sentence, so the state reaches the
 * subject it names instead of being trimmed off the line that follows.
 */
import { describe, expect, it } from '@jest/globals';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { yamlPackage } from '../../src/cli/yaml-package';

function texts(note: string): string[] {
  const spans = spansFromNote(yamlPackage, 'Journal/2026-09-10.md', note, '2026-09-10', { nextId: spanIdCounter(), untrustedFolders: [] });
  return offlineExtract(spans, {}).map((c) => c.text);
}

describe('a short state sentence is kept at the head of its paragraph', () => {
  const cases: { style: string; note: string; kept: RegExp }[] = [
    { style: 'Italian prose diary', note: 'Il bagno è finito. Stamattina Loris ha montato la luce sopra lo specchio e ha pulito tutto.\n', kept: /^Il bagno è finito\. Stamattina Loris/ },
    { style: 'German outliner', note: '- Der Kurs ist abgesagt. Die Lehrerin hat heute Morgen angerufen und alles erklärt.\n', kept: /^Der Kurs ist abgesagt\. Die Lehrerin/ },
    { style: 'English bullet journal', note: '- Bike done. Picked it up from the shop after work and rode it home.\n', kept: /^Bike done\. Picked it up/ },
  ];
  it.each(cases)('$style', ({ note, kept }) => {
    expect(texts(note).some((t) => kept.test(t))).toBe(true);
  });
});
