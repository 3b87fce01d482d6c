/**
 * The model's `topic` goes through the subject registry, the one resolver of
 * the offline path (issue 21 item 2, issue 18 item 2): a topic naming a
 * subject the vault knows — by name, alias, slug or link, in any case or
 * accent — is that subject; a person's thing is the thing, then the person;
 * anything else is a new subject that earns its note on its second day.
 */
import { describe, expect, it } from '@jest/globals';
import { chooseSubjects } from '../../src/core/extract/subjects';
import { addIndex, addNote, SubjectRegistry } from '../../src/core/sense/subject-registry';
import { ref } from '../content/fixtures';

function registry(): SubjectRegistry {
  const reg = new SubjectRegistry();
  addNote(reg, 'Memory/Topics/Melanie.md', { aliases: ['Mel'] }, '# Melanie\n');
  addNote(reg, 'Memory/Topics/Caroline.md', {}, '# Caroline\n');
  addNote(reg, 'Memory/Topics/Pottery.md', {}, '# Pottery\n');
  addNote(reg, 'Memory/Topics/Żeglarstwo.md', { aliases: ['sailing'] }, '# Żeglarstwo\n');
  addIndex(reg, '# Memory\n## People\n- Kasia — sister, Warsaw\n');
  return reg;
}

const history = () => ({ withNote: new Set(['melanie', 'caroline', 'pottery', 'żeglarstwo']), days: new Map<string, Set<string>>(), registry: registry() });
const said = (speaker: string, text: string, date = '2023-08-23') => ref(date, 3, 3, `- **${speaker}**: ${text}`);

describe("a model's topic through the registry", () => {
  const cases: { topic: string; text: string; want: string | null; why: string }[] = [
    { topic: 'Mel', text: 'Melanie signed up for a class.', want: 'melanie', why: 'an alias' },
    { topic: 'ŻEGLARSTWO', text: 'Caroline went out on the lake.', want: 'żeglarstwo', why: 'the name in another case' },
    { topic: 'zeglarstwo', text: 'Caroline went out on the lake.', want: 'żeglarstwo', why: 'the slug without its accents' },
    { topic: '[[Memory/Topics/Pottery|clay]]', text: 'Melanie made a bowl.', want: 'pottery', why: 'a link' },
    { topic: 'Sailing', text: 'Caroline went out on the lake.', want: 'żeglarstwo', why: 'an alias of a note named in another language' },
    { topic: 'melanie-pottery', text: 'Melanie made a bowl in her class.', want: 'pottery', why: "a person's thing is the thing" },
    { topic: 'mel-pottery', text: 'Melanie made a bowl in her class.', want: 'pottery', why: 'a person named by an alias, and their thing' },
    { topic: 'pottery-mel', text: 'Melanie made a bowl in her class.', want: 'pottery', why: 'the person after the thing' },
    { topic: 'mel-background', text: 'Melanie grew up by the sea.', want: 'melanie', why: "a person's aspect is the person" },
    { topic: 'caroline-hobbies', text: 'Melanie took up running.', want: 'melanie', why: 'the sentence opens on another person of the conversation' },
    { topic: 'kasia', text: 'Kasia moved to Warsaw.', want: 'kasia', why: "a subject of the person's index, without a note" },
    { topic: 'watercolor-painting', text: 'Melanie started watercolor painting.', want: 'melanie', why: 'a new subject on its first day: the line stays with the person it is about' },
  ];
  it.each(cases)('$topic → $want ($why)', ({ topic, text, want }) => {
    const c = { topic, text, extractor: 'model' as const, sources: [said('Caroline', text)] };
    const other = { topic: 'misc', text: 'Melanie: hi', extractor: 'model' as const, sources: [said('Melanie', 'hi')] };
    expect(chooseSubjects([c, other], history(), ['Caroline', 'Caro'])[0]!.topic).toBe(want);
  });

  it('a new subject is proposed by its slug and earns its note on its second day', () => {
    const c = (date: string) => ({ topic: 'watercolor-painting', text: 'Paints in watercolor now.', extractor: 'model' as const, sources: [ref(date, 3)] });
    expect(chooseSubjects([c('2023-08-23')], history())[0]).toMatchObject({ topic: null, fallback: 'watercolor-painting' });
    expect(chooseSubjects([c('2023-08-14'), c('2023-08-23')], history())[0]).toMatchObject({ topic: 'watercolor-painting', support: ['day:2023-08-14', 'day:2023-08-23'] });
  });

  it("the owner's alias is the owner", () => {
    const c = { topic: 'caro-background', text: 'She grew up in Sweden.', extractor: 'model' as const, sources: [ref('2023-08-23', 3)] };
    expect(chooseSubjects([c], history(), ['Caroline', 'Caro'])[0]!.topic).toBe('caroline');
  });
});
