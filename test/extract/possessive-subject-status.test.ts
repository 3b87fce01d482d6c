/**
 * A state word belongs to the subject of its own clause, and a name inside
 * that subject's name is not another subject: "Dad's house is done" closes
 * the house even though the vault also keeps a note on Dad, and "Omas
 * Wohnung ist erledigt" the flat, not Oma. A clause that names Dad alone
 * still does not close the house. Through the offline extractor, in an
 * English prose journal and a German outliner.
 */
import { describe, expect, it } from '@jest/globals';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { yamlPackage } from '../../src/cli/yaml-package';

function lifecycleOf(text: string, known: string[], fragment: string): string | undefined {
  const spans = spansFromNote(yamlPackage, 'Daily/2026-10-16.md', text, '2026-10-16', { nextId: spanIdCounter(), untrustedFolders: [] });
  return offlineExtract(spans, { knownSubjects: known }).find((c) => c.text.includes(fragment))?.lifecycle;
}

describe('a possessive name inside the subject\'s own name', () => {
  it.each([
    ['English prose', "Settlement day, keys to the agent at 3.\nThat's it. Closing this off: [[Dad's house]] is done.\n", ["Dad's house", 'Dad'], 'Closing this off', 'done'],
    ['German outliner', '- [[Omas Wohnung]] ist erledigt, Schlüssel abgegeben\n', ['Omas Wohnung', 'Oma'], 'erledigt', 'done'],
  ])('%s: the state is the subject\'s', (_style, text, known, fragment, lifecycle) => {
    expect(lifecycleOf(text, known, fragment)).toBe(lifecycle);
  });

  it('a clause about the other subject alone still changes nothing of this one', () => {
    expect(lifecycleOf('- [[Dad\'s house]]: garage cleared. Dad is done with physio for the year.\n', ["Dad's house", 'Dad'], 'garage cleared')).toBe('active');
  });
});
