import { pendingLabel, summaryLine } from '../../src/obsidian/format';
import { insertIndexLink, topicLinkLine } from '../../src/core/settle/index-link';
import { sectionNames } from '../../src/core/formats/index-sections';
import { diffRows } from '../../src/obsidian/views/line-diff';
import { summary } from './fake-service';

describe('insertIndexLink', () => {
  const index = ['# Memory', '', '## About me', '- Engineer in Lisbon.', '', '## Projects', '- **Seedling** · [[seedling]]', '', '## Standing rules', '- Secrets in the manager.', ''].join('\n');
  const cases: { name: string; before: string; section: string; after: string }[] = [
    {
      name: 'adds after the last line of the chosen section, not at the blank line before the next',
      before: index,
      section: 'Projects',
      after: index.replace('- **Seedling** · [[seedling]]\n', '- **Seedling** · [[seedling]]\n- [[sourdough]]\n'),
    },
    {
      name: 'last section of the file',
      before: index,
      section: 'Standing rules',
      after: index.replace('- Secrets in the manager.\n', '- Secrets in the manager.\n- [[sourdough]]\n'),
    },
    {
      name: 'a section that is gone is added at the end, so the link is not lost',
      before: '# Memory\n\n## About me\n- x\n',
      section: 'Cooking',
      after: '# Memory\n\n## About me\n- x\n\n## Cooking\n- [[sourdough]]\n',
    },
    {
      name: 'CRLF file stays CRLF',
      before: '## Projects\r\n- a\r\n',
      section: 'Projects',
      after: '## Projects\r\n- a\r\n- [[sourdough]]\r\n',
    },
  ];
  test.each(cases)('$name', ({ before, section, after }) => {
    expect(insertIndexLink(before, section, topicLinkLine('Memory/Topics/sourdough.md'))).toBe(after);
  });

  test('sections are the ## headings in order', () => {
    expect(sectionNames(index)).toEqual(['About me', 'Projects', 'Standing rules']);
  });
});

describe('diffRows', () => {
  test('unchanged runs fold to two lines of context around a change', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].join('\n') + '\n';
    const after = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n') + '\n';
    expect(diffRows(before, after)).toEqual([
      { kind: 'fold', text: '5 unchanged lines' },
      { kind: 'context', text: 'f' },
      { kind: 'context', text: 'g' },
      { kind: 'added', text: 'h' },
    ]);
  });

  test('a new note is all added lines', () => {
    expect(diffRows(null, 'x\ny\n').map((r) => r.kind)).toEqual(['added', 'added']);
  });

  test('a changed line shows as removed then added', () => {
    expect(diffRows('status: active\n', 'status: done\n')).toEqual([
      { kind: 'removed', text: 'status: active' },
      { kind: 'added', text: 'status: done' },
    ]);
  });
});

describe('what a person reads', () => {
  test.each([
    { n: 0, text: 'No candidates waiting for review' },
    { n: 1, text: '1 candidate waiting for review' },
    { n: 3, text: '3 candidates waiting for review' },
  ])('ribbon label for $n', ({ n, text }) => {
    expect(pendingLabel(n)).toBe(text);
  });

  test('summary of a completed run names counts, pending and the report', () => {
    expect(summaryLine(summary())).toBe(
      'Dream finished: 8 daily notes read, 1 note written, 2 candidates waiting for review. Report: Memory/Dreaming/Reports/2026-11-29.md.',
    );
  });

  test('a no-op says nothing was written and why', () => {
    expect(summaryLine(summary({ status: 'noop' }))).toMatch(/no new daily notes.*nothing written/);
  });

  test('secrets left out point at the report', () => {
    expect(summaryLine(summary({ secretsOmitted: 1 }))).toContain('1 secret left out (check the report)');
  });
});
