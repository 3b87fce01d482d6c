import { describe, expect, it } from '@jest/globals';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { RawCandidate } from '../../src/core/extract/raw-candidate';
import { renderTopicNote, type TopicNoteInput } from '../../src/core/consolidate/topic-note';
import { cand, md, ref } from '../content/fixtures';

// The status words (src/core/extract/rules/status-words.ts) as the offline
// extractor applies them: one table per language, and only to the subject a
// line is about.

function extract(text: string, knownSubjects: string[] = []): RawCandidate[] {
  const spans = spansFromNote(yamlPackage, 'Journal/2026-11-02.md', text, '2026-11-02', { nextId: spanIdCounter(), untrustedFolders: ['Clippings'] });
  return offlineExtract(spans, { knownSubjects });
}

const stateOf = (cands: RawCandidate[], topic: string): string[] => cands.filter((c) => c.topic === topic).map((c) => c.lifecycle);

describe('a status word in any of the person\'s languages gives the line its lifecycle', () => {
  it.each([
    ['- [[Werkstatt]] pausiert bis März, kein Geld', 'werkstatt', 'paused'],
    ['- [[Atelier]] en pause jusqu’à la rentrée', 'atelier', 'paused'],
    ['- [[Tesis]]: capítulo tres terminado y entregado', 'tesis', 'done'],
    ['- [[Volkstuin]] opgegeven en gesloten na tien jaar', 'volkstuin', 'closed'],
    ['- [[Kurs angielskiego]] zawieszony do jesieni', 'kurs-angielskiego', 'paused'],
    ['- [[Orto]] chiuso per l’inverno, attrezzi in cantina', 'orto', 'closed'],
  ])('%s', (line, topic, lifecycle) => {
    expect(stateOf(extract(line), topic)).toEqual([lifecycle]);
  });
});

describe('a line about subject A never changes the status of subject B', () => {
  it.each([
    ['## Podcast\n\n- Shed roof paused until spring.\n', ['podcast', 'shed-roof'], 'podcast'],
    ['## Podcast\n\n- [[Shed roof]] paused until spring.\n', ['podcast', 'shed-roof'], 'podcast'],
    ['## Potager\n\n- Atelier poterie en pause jusqu’en janvier.\n', ['potager', 'atelier-poterie'], 'potager'],
  ])('a line under one subject\'s heading that pauses another leaves the heading\'s subject active: %j', (text, known, topic) => {
    expect(stateOf(extract(text, known), topic).filter((l) => l !== 'active')).toEqual([]);
  });

  it('two subjects in one sentence: only the one next to the state word is closed', () => {
    const cands = extract('- Closed the [[Billing ticket]] and moved on to the [[Docs site]] rewrite, two pages so far.', ['billing-ticket', 'docs-site']);
    expect(cands.filter((c) => c.topic === 'docs-site' && c.lifecycle !== 'active')).toEqual([]);
  });

  it('in French too: a pause of the workshop does not pause the bike', () => {
    const cands = extract('## [[Vélo]]\n\n- Atelier poterie en pause, le vélo avance bien: roue arrière montée.\n', ['velo', 'atelier-poterie']);
    expect(stateOf(cands, 'velo').filter((l) => l !== 'active')).toEqual([]);
  });

  it('can fail: the same line under the paused subject\'s own heading pauses it', () => {
    const cands = extract('## [[Shed roof]]\n\n- Paused until spring, the felt is too cold to lay.\n', ['shed-roof']);
    expect(stateOf(cands, 'shed-roof')).toEqual(['paused']);
  });
});

describe('the state a status word gives reaches the subject\'s note and its frontmatter status', () => {
  const NOTE = md`
    ---
    id: 2026-10-01-atelier
    type: note
    created: 2026-10-01
    updated: 2026-10-01
    tags: []
    status: active
    origin: dream
    source_sessions:
      - note:Journal/2026-10-01.md
    confidence: 0.8
    recurrence: 3
    derived_from_untrusted: false
    ---
    # Atelier

    ## Current
    - Tour réservé le mardi soir · [[Journal/2026-10-01]] L3
  `;
  const input = (over: Partial<TopicNoteInput>): TopicNoteInput => ({ topic: 'atelier', domain: 'Projects', candidates: [], related: [], today: '2026-11-29', ...over });
  /** The extractor's reading of one line, as the candidate the write phase gets. */
  const said = (line: string, date: string, id: string) => {
    const [c] = extract(`- [[Atelier]] ${line}`);
    return cand(c!.text, { id, kind: c!.kind, lifecycle: c!.lifecycle, sources: [ref(date, 1)] });
  };

  it('a line that ends something else and takes the subject up again takes it up again', () => {
    const paused = renderTopicNote(yamlPackage, NOTE, input({ candidates: [said('pausing until the exams are over', '2026-11-02', 'p1')] })).content!;
    expect(paused).toMatch(/^status: paused$/m);
    const line = extract('- The exams are finished, so [[Atelier]] is back on: Tuesdays again.');
    expect(line.map((c) => c.lifecycle)).toEqual(['active']);
    const c = cand(line[0]!.text, { id: 'r1', kind: line[0]!.kind, lifecycle: line[0]!.lifecycle, sources: [ref('2026-11-20', 1)] });
    const again = renderTopicNote(yamlPackage, paused, input({ candidates: [c], today: '2026-11-21' })).content!;
    expect(again).toMatch(/^status: active$/m);
  });

  it('a pause in French pauses it, "reprise" in French takes it up again', () => {
    const paused = renderTopicNote(yamlPackage, NOTE, input({ candidates: [said('en pause jusqu’en janvier, plus de créneau', '2026-11-02', 'p1')] })).content!;
    expect(paused).toMatch(/^status: paused$/m);
    const again = renderTopicNote(yamlPackage, paused, input({ candidates: [said('reprise ce soir, deux heures de tour', '2026-11-20', 'r1')], today: '2026-11-21' })).content!;
    expect(again).toMatch(/^status: active$/m);
  });
});
