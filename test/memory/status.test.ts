/**
 * Issue 8 item 6: when a source says a project changed (closed, paused,
 * reopened), the memory changes with it — and never by deleting.
 */
import { describe, expect, it } from '@jest/globals';
import { closesTopic, renderTopicNote, stateChange, type TopicNoteInput } from '../../src/core/consolidate/topic-note';
import { cand, md, ref } from '../content/fixtures';
import { yamlPackage } from '../../src/cli/yaml-package';

const TODAY = '2026-11-29';
const input = (over: Partial<TopicNoteInput>): TopicNoteInput => ({ topic: 'printer-farm', domain: 'Projects', candidates: [], related: [], today: TODAY, ...over });

const DREAM_NOTE = md`
  ---
  id: 2026-10-01-printer-farm
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
  # Printer farm

  ## Current
  - Printing brackets for the shelf on the three printers · [[Journal/2026-10-01]] L3
`;

const PERSON_NOTE = md`
  ---
  tags: [project]
  status: active
  ---
  # Printer farm

  My little farm of three printers in the garage.
`;

describe('where a topic stands', () => {
  const closes: [string, string, boolean][] = [
    ['Bike done.', 'bike-rebuild', true],
    ['Finished the [[Bike rebuild]]: new chain and cassette.', 'bike-rebuild', true],
    ['Closing the printer farm for good.', 'printer-farm', true],
    ['Weekly review: Seedling on track, bike nearly done.', 'bike-rebuild', false],
    ['[[Seedling]]: harvest log shipped behind a flag.', 'seedling', false],
    ['Weekly review: Seedling on track, bike nearly done.', 'seedling', false],
    // A name that begins outside ASCII closes its topic as well.
    ['Łazienka done, finally.', 'łazienka', true],
    ['Ölfass done.', 'ölfass', true],
    ['The Bornholm trip ended with the ferry home on 13 July.', 'bornholm', true],
    ['The lease ended; the bike is still in the hall.', 'bike', false],
    ["That's it. Closing this off: [[Dad's house]] is done.", 'dads-house', true],
    ["Mum's garden: finished, the last bed dug over.", 'mums-garden', true],
    ["Dad's house: the roof is nearly done.", 'dads-house', false],
    ['Bagno finito, finalmente: le piastrelle sono su.', 'bagno', true],
    ['Umzug erledigt, alle Kisten ausgepackt.', 'umzug', true],
    ['The kitchen plan ended up in the bin.', 'kitchen-plan', false],
  ];
  it.each(closes)('"%s" closes %s? %s', (text, topic, yes) => expect(closesTopic(text, topic)).toBe(yes));

  it('the newest state-changing statement wins', () => {
    const paused = cand('Paused the printer farm until spring.', { lifecycle: 'paused', kind: 'project_status', sources: [ref('2026-11-02', 3)] });
    const closed = cand('Closing the printer farm for good.', { lifecycle: 'closed', kind: 'project_status', sources: [ref('2026-11-09', 3)] });
    expect(stateChange([closed, paused], 'printer-farm')).toMatchObject({ state: 'archived', candidate: closed });
    expect(stateChange([cand('Printed a bracket.')], 'printer-farm')).toBeNull();
  });

  it("done closes the topic when its line says so of the topic by name, whatever the line's kind or extractor", () => {
    const ended = cand('The island trip ended with the ferry home on 13 July.', { lifecycle: 'done', kind: 'fact', extractor: 'model', sources: [ref('2026-07-13', 1)] });
    expect(stateChange([ended], 'island-trip')).toMatchObject({ state: 'archived' });
    expect(stateChange([cand("That's it. Closing this off: [[Dad's house]] is done.", { lifecycle: 'done', kind: 'fact' })], 'dads-house')).toMatchObject({ state: 'archived' });
    // A done step within the topic does not close it.
    expect(stateChange([cand('Booked the ferry for the island trip.', { lifecycle: 'done', kind: 'fact', extractor: 'model' })], 'island-trip')).toBeNull();
  });
});

describe('status changes in a topic note', () => {
  const pause = cand('Paused the printer farm until spring: filament is too dear.', { id: 'p1', kind: 'project_status', lifecycle: 'paused', sources: [ref('2026-11-02', 5)] });
  const close = cand('Closing the printer farm for good.', { id: 'x1', kind: 'project_status', lifecycle: 'closed', sources: [ref('2026-11-09', 2)] });
  const reopen = cand('Reopened the printer farm: a friend gave me filament.', { id: 'r1', kind: 'project_status', lifecycle: 'active', sources: [ref('2026-11-20', 2)] });

  it('a dream-written note: status and current line change, the old status line stays struck through with its date', () => {
    const paused = renderTopicNote(yamlPackage, DREAM_NOTE, input({ candidates: [pause] })).content!;
    expect(paused).toMatch(/^status: paused$/m);
    expect(paused).toContain('# Printer farm\n\nStatus: paused since 2026-11-02 · [[Journal/2026-11-02]] L5\n');
    // nothing deleted
    expect(paused).toContain('- Printing brackets for the shelf on the three printers · [[Journal/2026-10-01]] L3');
    const closed = renderTopicNote(yamlPackage, paused, input({ candidates: [close], today: '2026-11-10' })).content!;
    expect(closed).toMatch(/^status: archived$/m);
    expect(closed).toContain('~~Status: paused since 2026-11-02 · [[Journal/2026-11-02]] L5~~ superseded on 2026-11-09');
    expect(closed).toContain('Status: closed since 2026-11-09 · [[Journal/2026-11-09]] L2');
    expect(closed).toContain('## Done and reference\n- Closing the printer farm for good. · [[Journal/2026-11-09]] L2');
  });

  it('a person-written note: a dated status line is added and their status property follows, nothing else of theirs rewritten', () => {
    const r = renderTopicNote(yamlPackage, PERSON_NOTE, input({ candidates: [pause] })).content!;
    expect(r).toContain('- Status on 2026-11-02: paused · [[Journal/2026-11-02]] L5');
    expect(r).toContain('My little farm of three printers in the garage.');
    // a query over `status` sees what the index entry says; the key stays where they put it
    expect(r).toMatch(/^tags: \[project\]\nstatus: paused$/m);
    for (const line of PERSON_NOTE.split('\n').slice(4)) expect(r.split('\n')).toContain(line);
    const closed = renderTopicNote(yamlPackage, r, input({ candidates: [close], today: '2026-11-10' })).content!;
    expect(closed).toMatch(/^status: archived$/m);
  });

  it('a status property in the person\'s own words is theirs: the change is only a dated line', () => {
    const own = PERSON_NOTE.replace('status: active', 'status: going well, slowly');
    const r = renderTopicNote(yamlPackage, own, input({ candidates: [pause] })).content!;
    expect(r).toContain('- Status on 2026-11-02: paused · [[Journal/2026-11-02]] L5');
    expect(r).toMatch(/^status: going well, slowly$/m);
  });

  it('lifecycle is sticky: an ordinary mention does not revive a closed note, the person’s "reopened" does', () => {
    const closed = renderTopicNote(yamlPackage, DREAM_NOTE, input({ candidates: [close] })).content!;
    const mention = renderTopicNote(yamlPackage, closed, input({ candidates: [cand('The old printer farm shelf still holds my tools.', { id: 'm1', sources: [ref('2026-11-15', 4)] })] })).content!;
    expect(mention).toMatch(/^status: archived$/m);
    expect(mention).toContain('## Done and reference');
    expect(mention).not.toMatch(/^Status: active/m);
    const again = renderTopicNote(yamlPackage, closed, input({ candidates: [reopen] })).content!;
    expect(again).toMatch(/^status: active$/m);
    expect(again).toContain('Status: active again since 2026-11-20');
  });
});
