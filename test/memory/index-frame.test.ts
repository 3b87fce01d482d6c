/**
 * The person's index is the frame (issue 18 item 4): a subject their line
 * already names gets no second entry, a status change restates their line,
 * and new entries go into their own sections.
 */
import { curateIndex, type PromotedEntry } from '../../src/core/settle/index-curation';
import { changeOfSubject } from '../../src/core/rank/supersession';

const INDEX = [
  '# MEMORY',
  '',
  '## Now',
  '- [[Job search]] — active. Rail / intermodal planning.',
  '- Dockclock — side thing with Piotr, evenings only.',
  '',
  '## People',
  '- [[Ola]] — see note',
  '- Kasia — sister, Warsaw (Mokotów). Bday 29.06',
  '- Renata Kowal — my boss at Portline. Fair.',
  '',
  '## Done',
  '- [[Old flat]] — sold 2024',
  '',
].join('\n');

function promoted(path: string, over: Partial<PromotedEntry> = {}): PromotedEntry {
  const name = path.replace(/^.*\//, '').replace(/\.md$/, '');
  return { topic: name.toLowerCase().replace(/\s+/g, '-'), path, domain: 'General', lifecycle: 'active', summary: '', sourceRefs: [], ...over };
}

function curate(p: PromotedEntry[]): { text: string; notes: string[] } {
  return curateIndex({ current: INDEX, promoted: p, topicNotes: [], budgetChars: 10_000, targetPct: 90, today: '2026-09-01' });
}

test.each([
  ['Kasia', 'Memory/Topics/Kasia.md', '- Kasia — sister, Warsaw (Mokotów). Bday 29.06\n', '- [[Kasia]] — sister, Warsaw (Mokotów). Bday 29.06\n'],
  ['Renata (first name of the person\'s "Renata Kowal")', 'Memory/Topics/Renata.md', '- Renata Kowal — my boss at Portline. Fair.\n', '- [[Renata|Renata Kowal]] — my boss at Portline. Fair.\n'],
])('%s: the person\'s plain line is the subject\'s entry: no second entry, their words kept and the name linked to the note', (_what, path, line, linked) => {
  const r = curate([promoted(path)]);
  expect(r.text).toContain(linked);
  expect(r.text).not.toMatch(/\*\*(?:Kasia|Renata)\*\*/);
  expect(r.text).toBe(INDEX.replace(line, linked));
});

test('a renamed subject: the old name in the person\'s line is the entry of the note whose alias it is', () => {
  const r = curate([promoted('Memory/Topics/Slotbook.md', { names: ['Dockclock'] })]);
  expect(r.text).toContain('- [[Slotbook|Dockclock]] — side thing with Piotr, evenings only.\n');
  expect(r.text).not.toContain('**Slotbook**');
});

test('a closed subject: the person\'s line gets a dated status, the rest is theirs, and the line moves to their archive section', () => {
  const r = curate([promoted('Memory/Topics/Job search.md', { lifecycle: 'closed', evidence: { lifecycle: 'closed', date: '2026-08-30' } })]);
  expect(r.text).toContain('- [[Job search]] — active. Rail / intermodal planning. — closed 2026-08-30\n');
  expect(r.text.indexOf('[[Job search]]')).toBeGreaterThan(r.text.indexOf('## Done'));
  expect(r.notes.some((n) => n.includes('now reads “[[Job search]] — active. Rail / intermodal planning. — closed 2026-08-30”'))).toBe(true);
});

test.each([
  ['a person goes with the people', promoted('Memory/Topics/Bartek.md', { person: true }), 'People'],
  ['a project goes with what is current', promoted('Memory/Topics/Bathroom renovation.md', { kind: 'project' }), 'Now'],
])('%s, never under "General"', (_what, p, section) => {
  const r = curate([p]);
  const lines = r.text.split('\n');
  const at = lines.findIndex((l) => l.includes(p.path.replace(/\.md$/, '')));
  const heading = lines.slice(0, at).reverse().find((l) => l.startsWith('## '));
  expect(heading).toBe(`## ${section}`);
  expect(r.text).not.toContain('## General');
  expect(r.text).not.toContain('*Status:');
});

test('a subject who moved: the person\'s line keeps their words and gets a dated status, never the words of the line that said so', () => {
  const r = curate([promoted('Memory/Topics/Kasia.md', { changed: { date: '2026-08-05', what: 'moved at the weekend: Wrocław, Nadodrze' } })]);
  expect(r.text).toContain('- [[Kasia]] — sister, Warsaw (Mokotów). Bday 29.06 — moved 2026-08-05\n');
  expect(r.text).not.toContain('Nadodrze');
  expect(r.notes.some((n) => n.includes('— moved 2026-08-05'))).toBe(true);
  // A pointer line ("see note") says nothing a move could make stale.
  const ola = curate([promoted('Memory/Topics/Ola.md', { changed: { date: '2026-08-03', what: 'GOT THE HOSPITAL JOB' } })]);
  expect(ola.text).toContain('- [[Ola]] — see note\n');
});

test('a person with no note: this run\'s line saying they changed jobs dates the person\'s own line about them', () => {
  const said = [{ date: '2026-09-22', text: 'Renata got the Szczecin job!!! Head of Operations, from 1 Nov.' }, { date: '2026-09-20', text: 'Ola sent the hospital application' }];
  const r = curateIndex({ current: INDEX, promoted: [], topicNotes: [], budgetChars: 10_000, targetPct: 90, today: '2026-09-23', said });
  expect(r.text).toContain('- Renata Kowal — my boss at Portline. Fair. — superseded 2026-09-22\n');
  expect(r.text).toContain('- [[Ola]] — see note\n');
  expect(r.notes.some((n) => n.includes('“Renata Kowal — my boss at Portline. Fair. — superseded 2026-09-22”'))).toBe(true);
});

describe('changeOfSubject', () => {
  test.each([
    ['[[Kasia]] moved at the weekend: Wrocław, Nadodrze, 3rd floor, no lift — sent a video', ['Kasia'], 'moved at the weekend: Wrocław, Nadodrze, 3rd floor, no lift'],
    ['Renata got the Szczecin job!!! Head of Operations, from 1 Nov.', ['Renata Kowal', 'Renata'], 'got the Szczecin job'],
    ['Ola sent the hospital application', ['Ola'], null],
    ['told Ola I moved to the kitchen table', ['Ola'], null],
    ['Baltica is moving the whole planning team to the terminal', ['Kasia'], null],
    // The same changes in the person's own language.
    ['Jürgen: Umzug nach Münster ist fix, 1. Juli.', ['Jürgen'], 'Umzug nach Münster ist fix, 1. Juli'],
    ['Özlem hat gekündigt, geht zu DHL nach Bonn.', ['Özlem'], 'hat gekündigt, geht zu DHL nach Bonn'],
    ['Kasia przeprowadziła się do Wrocławia w sobotę.', ['Kasia'], 'przeprowadziła się do Wrocławia w sobotę'],
    ['Léa a déménagé à Lyon en mars.', ['Léa'], 'a déménagé à Lyon en mars'],
    ['Abends: Jürgen erzählt, er zieht im Sommer nach Münster.', ['Jürgen'], null],
  ])('%s', (text, names, want) => {
    expect(changeOfSubject(text, names)).toBe(want);
  });
});

test('a change someone else made is not the subject\'s', () => {
  expect(changeOfSubject('Dockclock: Tczew moved to all 11 docks, wants an invoice.', ['Dockclock'])).toBeNull();
  expect(changeOfSubject('Kasia finally moved to Wrocław.', ['Kasia'])).toBe('moved to Wrocław');
});

describe('a plain line of the person\'s that a newer line ends gets a dated status, their words kept', () => {
  const index = ['# MEMORY', '', '## Stuff', '- no car, on purpose', '- bikes: frame numbers in Photos', '- [[Mewa]] — no engine, on purpose', ''].join('\n');
  const run = (ended: { date: string; text: string }[]) => curateIndex({ current: index, promoted: [], topicNotes: [], budgetChars: 10_000, targetPct: 90, today: '2026-10-20', said: ended });
  test('"No longer car-free" ends "no car, on purpose"; other lines stay as written', () => {
    const r = run([{ date: '2026-10-19', text: 'No longer car-free: bought the Octavia, 30,000 zł (talked him down 1,500).' }]);
    expect(r.text).toContain('- no car, on purpose — superseded 2026-10-19\n');
    expect(r.text).not.toContain('Octavia');
    expect(r.text).toContain('- bikes: frame numbers in Photos\n');
    expect(r.text).toContain('- [[Mewa]] — no engine, on purpose\n');
    expect(r.notes.join('\n')).toContain('Your index line “no car, on purpose” now reads “no car, on purpose — superseded 2026-10-19”');
  });
  test('nothing ended, nothing marked; a marked line is not marked twice', () => {
    expect(run([]).text).toBe(index);
    const once = run([{ date: '2026-10-19', text: 'No longer car-free: bought the Octavia.' }]).text;
    const twice = curateIndex({ current: once, promoted: [], topicNotes: [], budgetChars: 10_000, targetPct: 90, today: '2026-10-21', said: [{ date: '2026-10-20', text: 'No longer car-free, really.' }] }).text;
    expect(twice).toBe(once);
  });
});

describe('a plain line about a subject the person renamed gets a dated status with the new name, their words kept', () => {
  const index = ['# MEMORY', '', '## Now', '- [[Dockclock]] — side thing with Piotr, evenings only.', '- [[Mewa]] — the boat', ''].join('\n');
  const run = (current: string, renamed: { from: string; to: string; date: string }[]) =>
    curateIndex({ current, promoted: [], topicNotes: [], budgetChars: 10_000, targetPct: 90, today: '2026-09-04', renamed });
  test('"## Dockclock → Slotbook": the Dockclock line says since when it is Slotbook; other lines stay as written', () => {
    const r = run(index, [{ from: 'Dockclock', to: 'Slotbook', date: '2026-09-03' }]);
    expect(r.text).toContain('- [[Dockclock]] — side thing with Piotr, evenings only. — renamed 2026-09-03: Slotbook\n');
    expect(r.text).toContain('- [[Mewa]] — the boat\n');
    expect(r.notes.join('\n')).toContain('now reads “[[Dockclock]] — side thing with Piotr, evenings only. — renamed 2026-09-03: Slotbook”');
  });
  test('a plain name without a link is the subject too; a marked line is not marked twice; a line the person already wrote for the new name stands', () => {
    const plain = run(index.replace('[[Dockclock]]', 'Dockclock'), [{ from: 'dockclock', to: 'Slotbook', date: '2026-09-03' }]).text;
    expect(plain).toContain('- Dockclock — side thing with Piotr, evenings only. — renamed 2026-09-03: Slotbook\n');
    expect(run(plain, [{ from: 'Dockclock', to: 'Slotbook', date: '2026-09-05' }]).text).toBe(plain);
    const own = index.replace('- [[Mewa]]', '- [[Slotbook]] — Dockclock renamed\n- [[Mewa]]');
    expect(run(own, [{ from: 'Dockclock', to: 'Slotbook', date: '2026-09-03' }]).text).toBe(own);
    expect(run(index, []).text).toBe(index);
  });
});

test('an index of the tool\'s own: sections by the subject\'s kind (people, topics), never a guessed domain like "Health", never "General"', () => {
  const fresh = (p: PromotedEntry[]): string => curateIndex({ current: null, promoted: p, topicNotes: [], budgetChars: 10_000, targetPct: 90, today: '2026-09-01' }).text;
  const text = fresh([promoted('Memory/Topics/Pottery.md'), promoted('Memory/Topics/Running.md', { domain: 'Health' }), promoted('Memory/Topics/Bartek.md', { person: true }), promoted('Memory/Topics/Priya.md', { person: true, domain: 'Learning' })]);
  expect(text).toMatch(/## People\n(?:.*\n)*?- \*\*Priya\*\*/);
  expect(text).toMatch(/## People\n(?:.*\n)*?- \*\*Bartek\*\*/);
  expect(text).toMatch(/## Topics\n(?:.*\n)*?- \*\*Pottery\*\*/);
  expect(text).toMatch(/## Topics\n(?:.*\n)*?- \*\*Running\*\*/);
  expect(text).not.toContain('## Health');
  expect(text).not.toContain('## Learning');
  expect(text).not.toContain('## General');
});
