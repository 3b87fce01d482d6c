/**
 * The one subject resolver: a name from a line or from a model's `topic`
 * resolves through the registry to the subject the vault keeps, or to a new
 * subject by its slug; the owner is never a new subject. Both extraction
 * paths answer the same.
 */
import { describe, expect, it } from '@jest/globals';
import { mentionedSubjects, newSubject, resolveSubject, saidIn } from '../../src/core/extract/subject-resolver';
import { addIndex, addNote, SubjectRegistry } from '../../src/core/sense/subject-registry';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { spanIdCounter, spansFromNote, type SourceRef } from '../../src/core/extract/spans';
import { topicSlug } from '../../src/core/extract/model/schema';
import { chooseSubjects, subjectHistory } from '../../src/core/extract/subjects';
import { yamlPackage } from '../../src/cli/yaml-package';
import { nameWeight } from '../../src/core/lib/text';

function registry(): SubjectRegistry {
  const reg = new SubjectRegistry();
  addNote(reg, 'Memory/Topics/Kasia.md', { aliases: ['Katarzyna'] }, '# Kasia\n');
  addNote(reg, 'Memory/Topics/Żaglówka.md', { aliases: ['the boat'] }, '# Żaglówka\n');
  addNote(reg, 'Memory/Topics/Élodie.md', {}, '# Élodie\n');
  addNote(reg, 'Memory/Topics/Ruth.md', {}, '# Ruth\n');
  addIndex(reg, ['# MEMORY', '## Projects', '- Bathroom renovation — tiles ordered', '## People', '- Renata Kowal — my boss'].join('\n'));
  return reg;
}

describe('resolveSubject: a name from a line or a model', () => {
  const reg = registry();
  const cases: { name: string; ref: string; owner?: string[]; subject: string | null; kind?: 'known' | 'owner' | 'new' }[] = [
    // prose journal (English, Polish names)
    { name: 'a note by its name', ref: 'Kasia', subject: 'kasia', kind: 'known' },
    { name: 'a case difference', ref: 'KASIA', subject: 'kasia', kind: 'known' },
    { name: 'an alias', ref: 'Katarzyna', subject: 'kasia', kind: 'known' },
    { name: 'a possessive', ref: "Kasia's", subject: 'kasia', kind: 'known' },
    { name: 'a possessive with a typographic apostrophe', ref: 'Kasia’s', subject: 'kasia', kind: 'known' },
    { name: 'a link with a folder and display text', ref: '[[People/Kasia|Kasia]]', subject: 'kasia', kind: 'known' },
    { name: 'an alias of a note named with diacritics', ref: 'the boat', subject: 'żaglówka', kind: 'known' },
    { name: 'diacritics left out', ref: 'zaglowka', subject: 'żaglówka', kind: 'known' },
    { name: 'decomposed Unicode', ref: 'Z\u0307aglo\u0301wka', subject: 'żaglówka', kind: 'known' },
    { name: 'an index entry by its slug', ref: 'bathroom-renovation', subject: 'bathroom-renovation', kind: 'known' },
    { name: 'a first name of an index full name', ref: 'Renata', subject: 'renata-kowal', kind: 'known' },
    // bullet journal (French): a tag, an accent left out
    { name: 'a tag', ref: '#zaglowka', subject: 'żaglówka', kind: 'known' },
    { name: 'a French name without its accent', ref: 'elodie', subject: 'élodie', kind: 'known' },
    { name: "a French possessive form is a new subject's name", ref: "l'atelier", subject: 'latelier', kind: 'new' },
    // new subjects: the slug of the bare name
    { name: 'a new subject', ref: 'Pottery class', subject: 'pottery-class', kind: 'new' },
    { name: 'a new subject through a link', ref: '[[Projects/Garden shed]]', subject: 'garden-shed', kind: 'new' },
    { name: 'a possessive of someone new', ref: "Tomek's", subject: 'tomek', kind: 'new' },
    // the owner: never a new subject
    { name: 'the owner without a note', ref: 'Marek', owner: ['Marek', 'Marek Nowak'], subject: 'marek', kind: 'owner' },
    { name: "the owner's possessive", ref: "marek's", owner: ['Marek'], subject: 'marek', kind: 'owner' },
    { name: "the owner's other name", ref: 'Marek Nowak', owner: ['Marek', 'Marek Nowak'], subject: 'marek', kind: 'owner' },
    { name: 'the owner with a note of their own', ref: 'ruth', owner: ['Ruth'], subject: 'ruth', kind: 'owner' },
    // the prompt's word for the owner: the owner when named, else no subject (never a note of its own)
    { name: 'the placeholder with the owner named', ref: 'the-person', owner: ['Marek'], subject: 'marek', kind: 'owner' },
    { name: 'the placeholder as a phrase', ref: 'The person', owner: ['Ruth'], subject: 'ruth', kind: 'owner' },
    { name: 'the placeholder with no name known', ref: 'the-person', subject: null },
    { name: 'a French placeholder with no name known', ref: 'la personne', subject: null },
    // nothing to name
    { name: 'empty', ref: '', subject: null },
    { name: 'punctuation only', ref: ' — ', subject: null },
  ];
  it.each(cases)('$name: $ref', ({ ref, owner, subject, kind }) => {
    const r = resolveSubject(ref, reg, owner ? { owner } : {});
    expect(r?.subject ?? null).toBe(subject);
    if (kind) expect(r?.kind).toBe(kind);
  });

  it('a known subject carries its note', () => {
    expect(resolveSubject("Kasia's", reg)?.path).toBe('Memory/Topics/Kasia.md');
    expect(resolveSubject('Pottery class', reg)?.path).toBeNull();
  });
});

describe('newSubject: a name the vault does not know yet', () => {
  it.each([
    // prose journal, bullet journal, agent session log
    ['Pottery class', 'pottery-class'],
    ["Tomek's", 'tomek'],
    ['Ola’s', 'ola'],
    ['#Déménagement', 'déménagement'],
    ['[[Projects/Garden shed|the shed]]', 'the-shed'],
    ['"Slotbook"', 'slotbook'],
  ])('%s → %s', (ref, subject) => expect(newSubject(ref)).toBe(subject));
});

describe('mentionedSubjects: the known subjects a line names, in the order it names them', () => {
  const reg = registry();
  it.each([
    // prose journal
    { text: 'Lunch with Renata, then Kasia called about the flat.', subjects: ['renata-kowal', 'kasia'] },
    { text: "Kasia's car is in the garage again.", subjects: ['kasia'] },
    { text: 'Took THE BOAT out past the breakwater.', subjects: ['żaglówka'] },
    // bullet journal (French), accents left out or written
    { text: '- rdv avec Elodie pour le devis', subjects: ['élodie'] },
    { text: 'Zaglowka: new sail ordered; bathroom renovation waits', subjects: ['żaglówka', 'bathroom-renovation'] },
    // a name inside a longer word is not said
    { text: 'Kasiaville is a town I made up.', subjects: [] },
    { text: 'Renovation of the bathroom', subjects: [] },
  ])('$text', ({ text, subjects }) => expect(mentionedSubjects(text, reg)).toEqual(subjects));

  // A two-character name of Chinese or Japanese is a whole name (lib/text.ts nameWeight), found
  // inside the sentence's run of letters, in the order the sentence names it.
  it.each([
    { text: '今天青山项目开会，下午去了陶芸教室。', subjects: ['青山', '陶芸'] },
    { text: '陶芸教室の帰りに青山さんと会った。', subjects: ['陶芸', '青山'] },
    { text: '今天什么也没做。', subjects: [] },
  ])('$text', ({ text, subjects }) => {
    const cjk = new SubjectRegistry();
    addNote(cjk, 'Memory/Topics/青山.md', {}, '# 青山\n');
    addNote(cjk, 'Memory/Topics/陶芸.md', {}, '# 陶芸\n');
    expect(mentionedSubjects(text, cjk, (key) => nameWeight(key) >= 3)).toEqual(subjects);
  });
});

describe('saidIn: a text says a name as whole words, in any case or accent form', () => {
  it.each([
    // prose journal, bullet journal (French), agent session log
    { text: 'Drove to Gdansk for the weekend.', name: 'Gdańsk', said: true },
    { text: 'rappel: dentiste Élodie mardi', name: 'elodie', said: true },
    { text: "Kasia's flat is sold.", name: 'Kasia', said: true },
    { text: "Fixed Bob's bike chain.", name: "Bob's bike", said: true },
    { text: 'User asked to bump the seedling-release checklist.', name: 'seedling-release', said: true },
    { text: 'Kasiaville is a town.', name: 'Kasia', said: false },
    { text: 'The release went out.', name: 'seedling-release', said: false },
    { text: 'anything', name: ' — ', said: false },
    // scripts without spaces between words: a name sits inside its run of letters (Chinese
    // prose diary, Japanese diary); Korean attaches its particles ("서울에서")
    { text: '今天青山项目的数据库设计完成了。', name: '青山', said: true },
    { text: '午後は陶芸教室で湯呑みを二つ作った。', name: '陶芸', said: true },
    { text: '주말에 서울에서 민수를 만났다.', name: '서울', said: true },
    { text: '今天青山项目的数据库设计完成了。', name: '陶芸', said: false },
  ])('$text / $name', ({ text, name, said }) => expect(saidIn(text)(name)).toBe(said));
});

describe('both extraction paths resolve through it', () => {
  it('the offline extractor files a line that opens with an alias under its subject', () => {
    const text = '# 2026-11-02\n\nKatarzyna called about the flat in Gdańsk.\n';
    const spans = spansFromNote(yamlPackage, 'Journal/2026-11-02.md', text, '2026-11-02', { nextId: spanIdCounter(), untrustedFolders: ['Clippings'] });
    const out = offlineExtract(spans, { knownSubjects: ['kasia', ['Katarzyna', 'kasia']] });
    expect(out.map((c) => c.topic)).toContain('kasia');
  });

  it.each([
    ['Chinese prose diary', '# 2026-11-11\n\n今天青山项目的数据库设计完成了，下周开始写接口。\n', ['青山', ['青山项目', '青山']] as const, '青山'],
    ['Japanese diary', '# 2026-11-11\n\n午後は陶芸教室で湯呑みを二つ作った。先生に褒められた。\n', ['陶芸'] as const, '陶芸'],
  ])('the offline extractor files a %s line under the subject it names inside its words', (_style, text, known, subject) => {
    const spans = spansFromNote(yamlPackage, '日志/2026-11-11.md', text, '2026-11-11', { nextId: spanIdCounter(), untrustedFolders: ['Clippings'] });
    const out = offlineExtract(spans, { knownSubjects: [...known] });
    expect(out.map((c) => c.topic)).toContain(subject);
  });

  it.each([
    ["Kasia's", 'kasia'],
    ['[[People/Kasia|Kasia]]', 'kasia'],
    ['zaglowka', 'żaglówka'],
  ])("a model's topic %s is the subject %s", (topic, subject) => {
    const slug = topicSlug(topic);
    expect(slug.pathLike).toBe(false);
    const [choice] = chooseSubjects(
      [{ topic: slug.slug, text: 'Called about the flat.', sources: [], extractor: 'model' }],
      { withNote: new Set(['kasia', 'żaglówka']), days: new Map(), registry: registry() },
    );
    expect(choice?.topic).toBe(subject);
  });

  it("a model's topic naming the owner is the owner, not a new subject", () => {
    const [choice] = chooseSubjects(
      [{ topic: topicSlug('Marek').slug, text: 'Walked 10 km.', sources: [], extractor: 'model' }],
      { withNote: new Set(), days: new Map(), registry: registry() },
      ['Marek'],
    );
    expect(choice?.topic ?? null).toBeNull();
  });

  it.each([
    ['the-person', 'Walked the dog along the river, twice, before work.'],
    ['la-personne', 'A promené le chien le long de la rivière avant le travail.'],
  ])("a model's placeholder topic %s for an unnamed owner founds no subject, however often it recurs", (topic, text) => {
    const days = new Map([[topic, new Set(['day:2026-06-01', 'day:2026-06-02', 'day:2026-06-03'])]]);
    const [choice] = chooseSubjects([{ topic, text, sources: [], extractor: 'model' }], { withNote: new Set(), days, registry: registry() });
    expect(choice?.topic ?? null).toBeNull();
  });
});

describe('the owner is a person, never a project to close', () => {
  const src = (date: string, snippet: string): SourceRef => ({ path: `Journal/${date}.md`, startLine: 3, endLine: 3, snippet, untrusted: false, role: 'person', date, session: '' });
  it.each([
    // prose journal: the owner's name as a heading; agent session log: the user by name
    { name: 'a heading with the owner\'s name', topic: 'marek', owner: ['Marek', 'Marek Nowak'], text: 'Closed the chapter on the old job.' },
    { name: 'the owner\'s other name', topic: 'nadia-kaur', owner: ['Nadia', 'Nadia Kaur'], text: 'Paused the evening project work for a month.' },
  ])('$name', ({ topic, owner, text }) => {
    const reg = new SubjectRegistry();
    addNote(reg, `Memory/Topics/${owner[0]}.md`, {}, `# ${owner[0]}\n`);
    const cands = ['2026-11-02', '2026-11-03'].map((d) => ({ topic, text, sources: [src(d, text)], extractor: 'offline' as const }));
    const choices = chooseSubjects(cands, { withNote: new Set([owner[0]!.toLowerCase()]), days: new Map(), registry: reg }, owner);
    expect(choices.map((c) => [c.topic, c.person])).toEqual([[owner[0]!.toLowerCase(), true], [owner[0]!.toLowerCase(), true]]);
  });

  it('someone else with a note is not a person by name alone', () => {
    const [choice] = chooseSubjects(
      [{ topic: 'bathroom-renovation', text: 'Bathroom renovation done.', sources: [src('2026-11-02', 'Bathroom renovation done.')], extractor: 'offline' }],
      { withNote: new Set(['bathroom-renovation']), days: new Map(), registry: registry() },
      ['Marek'],
    );
    expect(choice).toMatchObject({ topic: 'bathroom-renovation', person: false });
  });
});

describe('what the vault says comes before what a word rule guesses', () => {
  const src = (date: string, snippet: string): SourceRef => ({ path: `Journal/${date}.md`, startLine: 3, endLine: 3, snippet, untrusted: false, role: 'person', date, session: '' });
  it.each([
    // prose journal: an alias of a note, and a capitalised name that has recurred
    { text: 'Took the boat out to Hel with Piotr.', recurred: 'piotr', subject: 'żaglówka' },
    // bullet journal (French): a note's name without its accent, and a recurring name
    { text: '- rdv Elodie chez Doctolib pour Karim', recurred: 'karim', subject: 'élodie' },
  ])('$text', ({ text, recurred, subject }) => {
    const days = new Map([[recurred, new Set(['day:2026-10-01', 'day:2026-10-08'])]]);
    const [choice] = chooseSubjects([{ topic: 'general-notes', text, sources: [src('2026-11-02', text)], extractor: 'offline' }], { withNote: new Set(), days, registry: registry() });
    expect(choice?.topic).toBe(subject);
  });
});

describe('a digest heading counts its day for the subject it names', () => {
  it.each([
    // prose journal (a possessive heading), bullet journal (a tag-like heading), outliner (a link heading)
    ["Ola's", 'ola'],
    ['#Poterie', 'poterie'],
    ['[[People/Kasia|Kasia]]', 'kasia'],
  ])('%s → %s', (heading, subject) => {
    const digest = { path: 'Memory/Daily/2026-10-01.md', topic: '2026-10-01', tier: 1 as const, data: {}, status: null, untrusted: false, lines: [], headings: [heading] };
    const history = subjectHistory({ notes: [digest], archived: new Map(), messages: [], registry: registry() });
    expect([...(history.days.get(subject) ?? [])]).toEqual(['day:2026-10-01']);
  });
});
