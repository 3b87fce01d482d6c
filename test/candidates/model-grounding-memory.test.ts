/**
 * A capable model writes a line from its spans and from what the request
 * showed it: the owner's name, the headings over the spans and the lines
 * memory already keeps on the subject ("Physio #4 on 22 July" under a
 * heading "Physio #4"; the bike shop a kept line names). Those ground the
 * line as its spans do; a name none of them gives is still held as
 * ungrounded. Through buildCandidates, in English bullets and French prose.
 */
import { describe, expect, it } from '@jest/globals';
import { emptyMemory } from '../../src/core/rank/existing-memory';
import { buildCandidates } from '../../src/core/rank/build-candidates';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { RawCandidate } from '../../src/core/extract/raw-candidate';
import type { ExistingMemory } from '../../src/core/sense/memory';

const NOW = Date.parse('2026-10-06T06:00:00Z');

function memoryWith(path: string, topic: string, lines: string[]): ExistingMemory {
  const m = emptyMemory();
  m.notes.push({ path, topic, tier: 2, data: {}, status: null, untrusted: false, lines: lines.map((text, i) => ({ line: i + 3, text, tokens: new Set<string>(), support: ['day:2026-07-01'] })) });
  return m;
}

function model(text: string, topic: string, spanIds: string[]): RawCandidate {
  return { text, kind: 'fact', topic, domain: 'Health', lifecycle: 'active', spanIds, importance: 0.7, stability: 0.6, actionability: 0.3, explicit: false, extractor: 'model' };
}

function heldAs(text: string, topic: string, note: { path: string; text: string; date: string }, memory: ExistingMemory, owner: string[] = []): string[] {
  const spans = spansFromNote(yamlPackage, note.path, note.text, note.date, { nextId: spanIdCounter(), untrustedFolders: [] });
  const built = buildCandidates([model(text, topic, spans.map((s) => s.id))], spans, memory, { ...DEFAULT_SETTINGS, owner }, NOW);
  return built.considered[0]?.hold?.reasons ?? [];
}

describe('what grounds a model line besides its spans', () => {
  const physio = { path: 'Journal/2026-07-22.md', text: '## Physio #4\n- morning pain 1/10; single-leg raises R 27 / L 28\n', date: '2026-07-22' };
  const rehab = memoryWith('Memory/Topics/Achilles rehab.md', 'achilles-rehab', ['- Next check with the physio on 22 July 2026 · [[Journal/2026-07-01]] L5']);
  const velo = { path: 'Journal/2026-10-03.md', text: 'Récupéré le vélo ce matin, 45 € pour la révision. Les freins sont parfaits.\n', date: '2026-10-03' };
  const veloMemory = memoryWith('Memory/Topics/Vélo.md', 'velo', ['- Révision du vélo prévue chez Cycles Martin · [[Journal/2026-09-28]] L2']);

  it.each([
    ['a number in the heading over the span (English bullets)', 'Physio #4 on 22 July 2026: morning pain 1/10, single-leg raises R 27 / L 28', 'achilles-rehab', physio, rehab],
    ['a name a kept line of the subject gives (French prose)', 'Vélo récupéré chez Cycles Martin le 3 octobre 2026, révision à 45 €.', 'velo', velo, veloMemory],
  ])('%s grounds it', (_name, text, topic, note, memory) => {
    expect(heldAs(text, topic, note, memory)).not.toContain('ungrounded');
  });

  it('the owner\'s name grounds it', () => {
    const note = { path: 'Journal/2026-06-10.md', text: '- running on my laptop now, booking page works\n', date: '2026-06-10' };
    const line = 'Runs on Marek\'s laptop since 10 June 2026; the booking page works';
    expect(heldAs(line, 'dockclock', note, emptyMemory())).toContain('ungrounded');
    expect(heldAs(line, 'dockclock', note, emptyMemory(), ['Marek'])).not.toContain('ungrounded');
  });

  it.each([
    ['a name no span, heading or kept line gives', 'Vélo récupéré chez Cycles Dupont le 3 octobre 2026, révision à 45 €.', 'velo', velo, veloMemory],
    ['a kept line of another subject grounds nothing', 'Vélo récupéré chez Cycles Martin le 3 octobre 2026, révision à 45 €.', 'velo', velo, memoryWith('Memory/Topics/Voiture.md', 'voiture', ['- Garage Cycles Martin pour les pneus'])],
  ])('%s: still held', (_name, text, topic, note, memory) => {
    expect(heldAs(text, topic, note, memory)).toContain('ungrounded');
  });
});
