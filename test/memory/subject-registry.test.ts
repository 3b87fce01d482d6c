/**
 * The subject resolver (issue 18 item 1): one answer to "which subject is
 * this?" for a name, an alias, a slug, a link or a path, whatever its case or
 * Unicode form.
 */
import { resolveSubject } from '../../src/core/extract/subject-resolver';
import { addIndex, addLinks, addNote, addRenames, foldKey, indexLineNames, subjectOfPath, SubjectRegistry } from '../../src/core/sense/subject-registry';

function registry(): SubjectRegistry {
  const reg = new SubjectRegistry();
  addNote(reg, 'Memory/Topics/Mewa.md', { aliases: ['the boat', 'Omega'] }, '# Mewa\n');
  addNote(reg, 'Memory/Topics/Achilles rehab.md', { aliases: ['Achilles', 'heel'] }, '# Achilles rehab\n');
  addNote(reg, 'Memory/Topics/Zażółć.md', {}, '# Zażółć gęślą\n');
  addNote(reg, 'Memory/Topics/bathroom-renovation.md', {}, '# Bathroom renovation\n');
  addIndex(reg, ['# MEMORY', '## Now', '- Dockclock — side thing with Piotr', '## People', '- [[Ola]] — see note', '- Kasia — sister, Warsaw', '- Renata Kowal — my boss. Fair.', '- **Tomasz** — manager', '## Stuff', '- no car, on purpose', '- Mewa sail no. POL 2231'].join('\n'));
  addLinks(reg, '- so apparently we are renovating. [[Baltica Rail Cargo|Baltica]] called. ![[photo.png]] [[2026-06-01]]');
  return reg;
}

describe('the resolver', () => {
  const reg = registry();
  test.each([
    ['Mewa', 'Memory/Topics/Mewa.md', 'file name'],
    ['mewa', 'Memory/Topics/Mewa.md', 'lower case'],
    ['MEWA', 'Memory/Topics/Mewa.md', 'upper case'],
    ['the boat', 'Memory/Topics/Mewa.md', 'alias'],
    ['omega', 'Memory/Topics/Mewa.md', 'alias in another case'],
    ['[[Mewa]]', 'Memory/Topics/Mewa.md', 'link'],
    ['[[Memory/Topics/Mewa|the dinghy]]', 'Memory/Topics/Mewa.md', 'link with a path and display text'],
    ['Memory/Topics/Mewa.md', 'Memory/Topics/Mewa.md', 'path'],
    ['achilles-rehab', 'Memory/Topics/Achilles rehab.md', 'slug of a name with a space'],
    ['Heel', 'Memory/Topics/Achilles rehab.md', 'alias'],
    ['zazolc', 'Memory/Topics/Zażółć.md', 'accents folded'],
    ['Zaz\u0307o\u0301łc\u0301', 'Memory/Topics/Zażółć.md', 'decomposed Unicode (NFD)'],
    ['Zażółć gęślą', 'Memory/Topics/Zażółć.md', 'H1'],
    ['Bathroom renovation', 'Memory/Topics/bathroom-renovation.md', 'an old slug-named note answers to its title'],
  ])('%s → %s (%s)', (ref, path) => {
    expect(reg.resolve(ref)?.path).toBe(path);
  });

  test.each([
    ['Kasia', 'Kasia'],
    ['kasia', 'Kasia'],
    ['Renata', 'Renata Kowal'],
    ['renata kowal', 'Renata Kowal'],
    ['Dockclock', 'Dockclock'],
    ['Tomasz', 'Tomasz'],
    ['baltica rail cargo', 'Baltica Rail Cargo'],
    ['Baltica', 'Baltica Rail Cargo'],
  ])('%s → the subject the person calls %s (index line or link, no note yet)', (ref, name) => {
    const k = reg.resolve(ref);
    expect(k?.name).toBe(name);
    expect(k?.path).toBeNull();
  });

  test.each(['no car', 'photo', '2026-06-01', 'Piotr', 'Warsaw'])('%s is no subject the vault knows', (ref) => {
    expect(reg.resolve(ref)).toBeNull();
  });

  test('a topic is the slug of the note file the subject lives in', () => {
    expect(resolveSubject('the boat', reg)?.subject).toBe('mewa');
    expect(resolveSubject('heel', reg)?.subject).toBe('achilles-rehab');
    expect(resolveSubject('Something new', reg)?.subject).toBe('something-new');
  });

  test('a rename keeps one subject: the old name added as an alias resolves to the same note', () => {
    const r = new SubjectRegistry();
    addNote(r, 'Memory/Topics/Slotbook.md', { aliases: ['Dockclock'] }, '# Slotbook\n');
    addIndex(r, '## Now\n- Dockclock — side thing\n');
    expect(r.resolve('Dockclock')?.path).toBe('Memory/Topics/Slotbook.md');
    expect(r.subjects).toHaveLength(1);
  });

  test('two notes stay two subjects even when an alias of one is the name of the other', () => {
    const r = new SubjectRegistry();
    addNote(r, 'Memory/Topics/Running.md', {}, '# Running\n');
    addNote(r, 'Memory/Topics/Achilles rehab.md', { aliases: ['running'] }, '');
    expect(r.subjects).toHaveLength(2);
    expect(r.resolve('running')?.path).toBe('Memory/Topics/Running.md');
  });
});

test.each([
  ['- [[Job search]] — active. Rail / intermodal', ['Job search']],
  ['- [[Memory/Topics/ola|Ola]] — see note', ['ola', 'Ola']],
  ['- **Slotbook** — active · [[Memory/Topics/slotbook|slotbook]]', ['Slotbook']],
  ['- Portline, transport planner since July 2018.', ['Portline']],
  ['- Piotr Lis — friend since uni', ['Piotr Lis']],
  // the other name a person goes by, in brackets after the name (work log, prose journal in Italian)
  ['- Tomasz Nowak (Tomek) — backend, knows the workers best', ['Tomasz Nowak', 'Tomek']],
  ['- Bianca (Bibi) — 15 anni, liceo linguistico', ['Bianca', 'Bibi']],
  ['- Flat (rented) — notes below', ['Flat (rented)']],
  ['- bikes: frame numbers in Photos', []],
  // a lower-case product name before a dash (agent session log, outliner); before a comma it is any word
  ['- pipewatch — GH Actions cost CLI, with Sofia.', ['pipewatch']],
  ['- obsidian-git – sync between laptop and phone', ['obsidian-git']],
  ['- pytest, never unittest', []],
  ['- poterie, mardi soir', []],
  ['- small things — later', []],
  ['- Kutno DC + Silesia lanes', []],
  ['- Mewa sail no. POL 2231', []],
  // a script without letter case names its subject as a capital would (Korean diary, Japanese diary, Chinese notes)
  ['- 엄마 (박정숙) — 대전 둔산동 혼자 사심', ['엄마', '박정숙']],
  ['- 민지 언니 — 부산 해운대, 형부(정우)랑 삶', ['민지 언니']],
  ['- 田中さん — 陶芸教室の先生', ['田中さん']],
  ['- 青山项目: 下个月上线', ['青山项目']],
  ['Just prose, not a list line', []],
])('index line %s names %j', (line, names) => {
  expect(indexLineNames(line)).toEqual(names);
});

test('fold keys meet across case, accents and separators', () => {
  expect(foldKey('Kraków Trip')).toBe(foldKey('krakow-trip'));
  expect(foldKey('Café'.normalize('NFD'))).toBe(foldKey('cafe'));
});

describe('subjectOfPath: the subject a note is the note of', () => {
  it.each([
    ['Memory/Topics/Kasia.md', 'kasia'],
    ['Memory/Topics/Żaglówka.md', 'żaglówka'],
    ["Memory/Topics/Dad's house.md", 'dads-house'],
    ['Memory/Skills/Seedling release/SKILL.md', 'seedling-release'],
    ['Memory/Daily/2026-11-02.md', '2026-11-02'],
  ])('%s → %s', (path, subject) => expect(subjectOfPath(path)).toBe(subject));
});

describe('renames the person writes', () => {
  test.each([
    ['## Dockclock → Slotbook\nRenamed. From now on: [[Slotbook]].'],
    ['- Dockclock -> Slotbook'],
    ['We renamed Dockclock to Slotbook today.'],
  ])('%s keeps one subject that answers to both names', (text) => {
    const reg = new SubjectRegistry();
    addIndex(reg, '## Now\n- Dockclock — side thing with Piotr\n');
    addLinks(reg, text);
    expect(addRenames(reg, text)).toEqual([{ from: 'Dockclock', to: 'Slotbook' }]);
    expect(reg.resolve('Slotbook')).toBe(reg.resolve('Dockclock'));
    expect(reg.resolve('slotbook')?.name).toBe('Slotbook');
    expect(reg.subjects).toHaveLength(1);
  });

  test.each([
    // agent session log (a lower-case product name), bullet journal (French)
    ['pipewatch', 'Runwell', '- pipewatch — CI cost CLI, with Sofia\n', '## pipewatch → Runwell\nRenamed the side project. From now on: [[Runwell]].'],
    ['atlas', 'Kestrel', '- atlas — projet carto\n', '- atlas → Kestrel'],
  ])('a lower-case name %s renamed to %s is one subject', (from, to, index, text) => {
    const reg = new SubjectRegistry();
    addIndex(reg, `## Now\n${index}`);
    addLinks(reg, text);
    expect(addRenames(reg, text)).toEqual([{ from, to }]);
    expect(reg.resolve(to)).toBe(reg.resolve(from));
    expect(reg.subjects).toHaveLength(1);
  });

  test('an arrow between two names the vault does not know renames nothing', () => {
    const reg = new SubjectRegistry();
    expect(addRenames(reg, '## Gdańsk → Gdynia')).toEqual([]);
    expect(reg.subjects).toHaveLength(0);
  });
});

test('a short name of one known name, or a known name with words after it, is that subject', () => {
  const reg = new SubjectRegistry();
  addNote(reg, 'Memory/Topics/Baltica Rail Cargo.md', {}, '# Baltica Rail Cargo\n');
  addIndex(reg, '## People\n- Renata Kowal — my boss\n- Kasia — sister\n- Jo — neighbour\n');
  expect(reg.resolve('Baltica')?.path).toBe('Memory/Topics/Baltica Rail Cargo.md');
  expect(reg.resolve('baltica-case-interview')).toBeNull();
  expect(reg.resolve('Renata')?.name).toBe('Renata Kowal');
  // Too short to stand for a longer name, and ambiguous prefixes resolve to no one.
  expect(reg.resolve('Jo Malone')).toBeNull();
  addNote(reg, 'Memory/Topics/Baltica Ferries.md', {}, '# Baltica Ferries\n');
  expect(reg.resolve('Baltica')).toBeNull();
});
