/**
 * Issue 18 item 2: the subject a journal heading names, not the heading's
 * whole text ("dockclock-call-w-piotr.md" was a note named after a session).
 */
import { headingSubject, offlineExtract } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote } from '../../src/core/extract/spans';
import { yamlPackage } from '../../src/cli/yaml-package';

test.each([
  ['Dockclock — call w/ [[Piotr]]', 'Dockclock'],
  ['Baltica — case interview', 'Baltica'],
  ['Physio #4 — Bartek', 'Bartek'],
  ['Physio #1 — [[Bartek]]', 'Bartek'],
  ['Day 1 @ Baltica Rail Cargo', 'Baltica Rail Cargo'],
  ['1:1 [[Renata]]', 'Renata'],
  ['Dockclock → Slotbook', 'Slotbook'],
  ['Bornholm packing', 'Bornholm packing'],
  ['Portline weekly ops — Mon 09:00', 'Portline weekly ops'],
  ['Bieg Niepodległości 10 km', 'Bieg Niepodległości 10 km'],
  ['Knee rehab', 'Knee rehab'],
  ['Log', null],
  ['Week 23', null],
  ['Tasks', null],
  ['Monday 2 November', null],
  ['Projekt Garten — Beete umgraben', 'Projekt Garten'],
  ['Sprint 14 — Retro', 'Retro'],
  // a pasted chat's or an occasion's heading names who or what it was with (chat log in Spanish, English and German journals)
  ['WhatsApp · Marta 🏠', 'Marta'],
  ['Ensayo · Las Medusas', 'Las Medusas'],
  ['Tutoría con Carla', 'Carla'],
  ['Llamada con Dani (resumen mío)', 'Dani'],
  ['Call with Andrew', 'Andrew'],
  ['Telefonat mit Jürgen', 'Jürgen'],
  ['Signal', null],
])('%s → %s', (heading, subject) => {
  expect(headingSubject(heading)).toBe(subject);
});

describe('a list under a line that links one subject is about it', () => {
  const extract = (text: string) => {
    const spans = spansFromNote(yamlPackage, 'Journal/2026-10-24.md', text, '2026-10-24', { nextId: spanIdCounter(), untrustedFolders: [] });
    return offlineExtract(spans).map((c) => [c.topic, c.text.slice(0, 24)]);
  };
  test('items right under the lead line join its subject; an order tag is not a subject', () => {
    expect(extract('[[Mewa]] is back on. Resumed today, four days late.\n- shed 09:00–15:00. Cut out the rotten floor section, 42×31 cm.\n- ordered 2 sheets okoume 6 mm + epoxy kit, order #MS-77120, 1,580 zł\n')).toEqual([
      ['mewa', '[[Mewa]] is back on. Res'],
      ['mewa', 'shed 09:00–15:00. Cut ou'],
      ['mewa', 'ordered 2 sheets okoume '],
    ]);
  });
  test('not after a blank line, not under a lead that links two subjects, not an item that links its own', () => {
    const topics = (t: string) => extract(t).map((x) => x[0]);
    expect(topics('[[Mewa]] is back on. Resumed today, four days late.\n\n- shed 09:00–15:00. Cut out the rotten floor section, 42×31 cm.\n')[1]).not.toBe('mewa');
    expect(topics('[[Mewa]] and [[Ola]] went sailing together for the first time.\n- shed 09:00–15:00. Cut out the rotten floor section, 42×31 cm.\n')[1]).not.toBe('mewa');
    expect(topics('[[Mewa]] is back on. Resumed today, four days late.\n- called [[Mama]] about the hip operation and the date.\n')[1]).toBe('mama');
  });
});

test('a journal line keeps the sentences that say something', () => {
  const spans = spansFromNote(yamlPackage, 'Journal/2026-10-12.md', '- Baltica is moving the planning team to the terminal office at Nabrzeże Polskie from 2 November. No SKM there. She\'s right. Phew.\n', '2026-10-12', { nextId: spanIdCounter(), untrustedFolders: [] });
  expect(offlineExtract(spans).map((c) => c.text)).toEqual(['Baltica is moving the planning team to the terminal office at Nabrzeże Polskie from 2 November. No SKM there.']);
});

describe('the sentence\'s subject: a line that opens with a known name, a line that goes on with "her"', () => {
  const topics = (text: string, knownSubjects: ReadonlyArray<string | readonly [string, string]>) => {
    const spans = spansFromNote(yamlPackage, 'Journal/2026-10-26.md', text, '2026-10-26', { nextId: spanIdCounter(), untrustedFolders: [] });
    return offlineExtract(spans, { knownSubjects }).map((c) => c.topic);
  };
  test('a first name is the one known full name that starts with it', () => {
    expect(topics('- Tomasz: remote Fridays stay after the move to the terminal office.\n', ['tomasz-grabowski'])).toEqual(['tomasz-grabowski']);
    expect(topics('- Tomasz did my probation review early: "you are fine, stop worrying".\n', ['Tomasz Grabowski'])).toEqual(['tomasz-grabowski']);
    // Two known Tomaszes: the first name alone names neither.
    expect(topics('- Tomasz did my probation review early: "you are fine, stop worrying".\n', ['tomasz-grabowski', 'tomasz-nowak'])[0]).not.toMatch(/^tomasz/);
  });
  test('an alias opens the line: its subject, not a topic of its own', () => {
    expect(topics('- Slotbook: Renata wants a demo for the Szczecin warehouse next month.\n', ['dockclock', ['Slotbook', 'dockclock'], 'renata-kowal'])).toEqual(['dockclock']);
  });
  test('a possessive names its owner; a name later in the line is only mentioned', () => {
    expect(topics('Piotr\'s son born 05:12 this morning! Antek, 3.4 kg, 54 cm.\n- [ ] gift for Antek — ask Ola\n', ['piotr-lis', 'ola'])).toEqual(['piotr-lis', 'ola']);
  });
  test('a line that opens with "her" goes on about the line above; not after a line with no subject', () => {
    expect(topics('- Ola\'s first day at the hospital. Starts 07:00, home 15:40, loves it\n- her hours now: Mon–Fri 7–15, no Saturdays. Weekends are ours again.\n', ['ola'])).toEqual(['ola', 'ola']);
    expect(topics('- rain all day and the tram was late again by twenty minutes\n- her hours now: Mon–Fri 7–15, no Saturdays. Weekends are ours again.\n', ['ola'])[1]).not.toBe('ola');
  });
});
