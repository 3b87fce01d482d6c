/**
 * What the rules of index-sections.ts decide, why, and their examples, by rule id:
 * read by the rule registry (rank/rule-registry.ts), and through it the table test and docs/rules.md; the plugin bundle never imports this module.
 */
import type { RuleDoc } from '../lib/rule';

export const INDEX_SECTION_DOCS: Readonly<Record<string, RuleDoc<string, boolean>>> = {
  'people-section': {
    description: 'An index section for people: a new person goes there, with the people the person already lists.',
    why: "A person's index groups people under a heading in their own language; a new person filed there sits with the people they already list, not in a catch-all.",
    examples: [
    { input: 'People', expected: true, style: 'outliner' },
    { input: 'Family & friends', expected: true, style: 'outliner' },
    { input: 'Rodzina', expected: true, style: 'outliner', locale: 'pl' },
    { input: 'Leute', expected: true, style: 'outliner', locale: 'de' },
    { input: 'Work', expected: false, style: 'outliner' },
  ],
  },
  'archive-section': {
    description: 'An index section for finished things: a closed subject\'s line moves there when the person has one.',
    why: "People keep finished things apart under a heading of their own; a closed subject's line moves there instead of staying among live ones.",
    examples: [
    { input: 'Archive', expected: true, style: 'outliner' },
    { input: 'Terminé', expected: true, style: 'outliner', locale: 'fr', note: 'a word ending outside ASCII still ends there' },
    { input: 'Done', expected: true, style: 'outliner' },
    { input: 'Archiwum', expected: true, style: 'outliner', locale: 'pl' },
    { input: 'Now', expected: false, style: 'outliner' },
  ],
  },
  'current-section': {
    description: 'An index section for what is live: a new project, habit or thing goes there when no other section of the person\'s holds its kind.',
    why: "What is live sits under a heading such as Now or Projects in the person's language; a new project joins it when no section holds its kind.",
    examples: [
    { input: 'Now', expected: true, style: 'outliner' },
    { input: 'Current projects', expected: true, style: 'outliner' },
    { input: 'Teraz', expected: true, style: 'outliner', locale: 'pl' },
    { input: 'People', expected: false, style: 'outliner' },
  ],
  },
  'places-section': {
    description: 'An index section for places: a new place goes there, with the places the person already lists.',
    why: 'Places and trips get a heading of their own in many indexes; a new place joins the places already listed there.',
    examples: [
    { input: 'Places', expected: true, style: 'outliner' },
    { input: 'Trips & places', expected: true, style: 'outliner' },
    { input: 'Miejsca', expected: true, style: 'outliner', locale: 'pl' },
    { input: 'People', expected: false, style: 'outliner' },
  ],
  },
  'topics-section': {
    description: 'An index section for topics: a new subject that is no person, project or place goes there.',
    why: "Interests and areas are the remainder of an index; a subject that is no person, project or place joins them under the person's heading.",
    examples: [
    { input: 'Topics', expected: true, style: 'outliner' },
    { input: 'Interests', expected: true, style: 'outliner' },
    { input: 'Areas of life', expected: true, style: 'outliner' },
    { input: 'Tematy', expected: true, style: 'outliner', locale: 'pl' },
    { input: 'Now', expected: false, style: 'outliner' },
  ],
  },
};
