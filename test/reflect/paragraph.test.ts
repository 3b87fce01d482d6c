/**
 * A model's "week in a paragraph" keeps only sentences whose cited days say
 * what the sentence says; every other sentence is dropped and reported.
 */
import { describe, expect, test } from '@jest/globals';
import { checkParagraph } from '../../src/core/reflect/paragraph';
import type { SourceDay } from '../../src/core/reflect/themes';

const days: SourceDay[] = [
  { date: '2026-11-16', path: 'Journal/2026-11-16.md', lines: ['- Running: 8 km easy along the beach'] },
  { date: '2026-11-18', path: 'Journal/2026-11-18.md', lines: ['- Mewa paused until spring, the shed is too cold'] },
];

describe('the week in a paragraph', () => {
  test.each([
    ['Mewa was paused until spring because the shed is too cold. [[Journal/2026-11-18]]', 'kept', null],
    ['An easy 8 km run along the beach. [[Journal/2026-11-16]]', 'kept', null],
    ['Mewa was paused until spring.', 'dropped', 'it cites no day'],
    ['Mewa was paused until spring. [[Journal/2026-11-25]]', 'dropped', 'it cites 2026-11-25, not a day of this period'],
    // Cites a real day of the week, but that day says nothing of the kind.
    ['Kasia got engaged in Wrocław. [[Journal/2026-11-16]]', 'dropped', 'its days do not say it'],
    // The right words, on the wrong day.
    ['Mewa paused until spring, the shed too cold. [[Journal/2026-11-16]]', 'dropped', 'its days do not say it'],
  ])('%j is %s', (sentence, verdict, why) => {
    const r = checkParagraph(sentence, days);
    expect(r.text).toBe(verdict === 'kept' ? sentence : '');
    if (why === null) expect(r.dropped).toEqual([]);
    else expect(r.dropped[0]?.text).toContain(why);
  });

  test('a paragraph keeps its supported sentences, in order, and reports each dropped one', () => {
    const r = checkParagraph(
      'The week was about running: 8 km easy along the beach. [[Journal/2026-11-16]] Marek felt great about his promotion. [[Journal/2026-11-18]] Mewa paused until spring, the shed is too cold. [[Journal/2026-11-18]]',
      days,
    );
    expect(r.text).toBe('The week was about running: 8 km easy along the beach. [[Journal/2026-11-16]] Mewa paused until spring, the shed is too cold. [[Journal/2026-11-18]]');
    expect(r.dropped.map((m) => m.text)).toEqual([expect.stringContaining('Marek felt great about his promotion')]);
  });
});

describe('in the note', () => {
  test('the checked paragraph opens the reflection; what was dropped is reported, not written', async () => {
    const { renderReflection, buildReflection } = await import('../../src/core/reflect/reflection');
    const { isoWeek } = await import('../../src/core/reflect/periods');
    const r = buildReflection(isoWeek('2026-11-16'), { days, subjects: [], memory: [], messages: [] });
    const dropped: string[] = [];
    const text = renderReflection(r, {
      paragraph: { text: 'Mewa paused until spring, the shed is too cold. [[Journal/2026-11-18]] Kasia got engaged. [[Journal/2026-11-16]]', days, dropped: (m) => dropped.push(m.text) },
    });
    expect(text).toContain('# 16–22 Nov\n\nMewa paused until spring, the shed is too cold. [[Journal/2026-11-18]]\n');
    expect(text).not.toContain('Kasia');
    expect(dropped).toHaveLength(1);
  });
});
