import { describe, expect, it } from '@jest/globals';
import { topicDomain } from '../../src/core/consolidate/plan-writes';
import { promotedEntry } from '../../src/core/settle/settle-step';
import { cand, ref } from '../content/fixtures';

const turn = (who: string, line: number) => ref('2023-05-01', line, line, `- **${who}**: something ^d1-${line}`);

describe('the index section a new topic note is filed under', () => {
  it.each([
    ['the vault owner', 'jon', [cand('Went to the gym before work', { domain: 'Health', sources: [turn('Jon', 1)] })], ['Jon'], 'About me'],
    ['another speaker, whatever their lines mention', 'gina', [cand('Gina: saw the dentist', { domain: 'Health', sources: [turn('Gina', 2)] })], ['Jon'], 'People'],
    ['a subject named in a speaker\'s line is not that speaker', 'luna', [cand('Luna chewed my shoes', { domain: 'Home', sources: [turn('Jon', 3)] })], ['Jon'], 'Home'],
    ['most lines win over the first line', 'seedling', [
      cand('a', { domain: 'Work', sources: [ref('2026-11-02', 1)] }),
      cand('b', { domain: 'Software', sources: [ref('2026-11-03', 1)] }),
      cand('c', { domain: 'Software', sources: [ref('2026-11-04', 1)] }),
    ], [], 'Software'],
    ['General only when nothing else was found', 'misc-thing', [cand('x', { domain: 'General', sources: [ref('2026-11-02', 1)] })], [], 'General'],
  ])('%s', (_name, topic, cands, owner, want) => {
    expect(topicDomain(topic, cands, owner)).toBe(want);
  });
});

describe('an index entry’s summary', () => {
  it('is the most salient line of the newest day, without the subject’s own name in front', () => {
    const p = promotedEntry('Memory/Topics/gina.md', [
      cand('Gina: opened her dance studio on 20 June 2023', { topic: 'gina', confidence: 0.8, sources: [ref('2023-06-21', 4)] }),
      cand('Gina: keep going!', { topic: 'gina', confidence: 0.4, sources: [ref('2023-06-21', 9)] }),
      cand('Gina: lost her job at Door Dash', { topic: 'gina', confidence: 0.9, sources: [ref('2023-01-20', 3)] }),
    ]);
    expect(p?.summary).toBe('Opened her dance studio on 20 June 2023');
  });
});

describe('an index entry’s summary does not say the state and the topic twice', () => {
  it.each([
    ['Paused the [[Newsletter]] until January 2027. Not enough energy.', 'until January 2027. Not enough energy.'],
    ['Paused the newsletter until January 2027.', 'until January 2027.'],
    ['Paused the garden until spring.', 'Paused the garden until spring.'],
  ])('%s', (text, want) => {
    const p = promotedEntry('Memory/Topics/newsletter.md', [
      cand(text, { topic: 'newsletter', kind: 'project_status', lifecycle: 'paused', sources: [ref('2026-11-09', 3)] }),
    ]);
    expect(p?.lifecycle).toBe('paused');
    expect(p?.summary).toBe(want);
  });
});
