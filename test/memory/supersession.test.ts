/**
 * Issue 18 item 5: a newer line that replaces an older fact marks it
 * superseded. Each rule's examples are its table; then the engine path: the
 * older line in a topic note is struck through, dated, linked to its source.
 */
import { SUPERSESSION_RULES, findReplaced, restatedLines } from '../../src/core/rank/supersession';
import { SUPERSESSION_DOCS } from '../../src/core/rank/supersession.examples';
import { emptyMemory, memoryNoteFromText } from '../../src/core/rank/existing-memory';
import { yamlPackage } from '../../src/cli/yaml-package';

describe('supersession rules', () => {
  for (const rule of SUPERSESSION_RULES) {
    describe(rule.id, () => {
      // Each answer is checked by the one table test (test/rules/rules.test.ts); here, the pre-check.
      test.each((SUPERSESSION_DOCS[rule.id]?.examples ?? []).map((e) => [e.input.newer, e.input.older, e]))('%s ← %s', (_n, _o, e) => {
        expect(rule.test(e.input.newer, { text: e.input.older, standing: e.input.standing ?? false, sameSubject: e.input.sameSubject ?? false })).toBe(e.expected);
        // The pre-check findReplaced runs once per line never rules out a line the rule would match.
        if (e.expected) expect(rule.mayReplace(e.input.newer)).toBe(true);
      });
    });
  }
});

describe('findReplaced', () => {
  const memory = emptyMemory();
  const ola = memoryNoteFromText(yamlPackage, 'Memory/Topics/Ola.md', [
    '# Ola', '', '- birthday 14 June', '- pharmacist at the apteka on Grunwaldzka (Oliwa) — 12 h Saturdays', '',
    '## Current', "- Ola's farewell at the apteka: cake · [[Journal/2026-08-22]] L2",
    '- Decided: we stay car-free. SKM + bikes. · [[Journal/2026-07-03]] L2',
    '- ~~Decided: Christmas in Toruń~~ superseded on 2026-11-20 by “Olsztyn”',
  ].join('\n'), 2).note;
  memory.notes.push(ola);

  test('a reversed decision in another subject\'s note is found', () => {
    const r = findReplaced(memory, 'No longer car-free: bought the Octavia.', 'Memory/Topics/Octavia.md', new Set([1, 2]));
    expect(r.map((x) => [x.note.path, x.rule])).toEqual([['Memory/Topics/Ola.md', 'no-longer']]);
    expect(r[0]!.text).toContain('we stay car-free');
  });

  test('a new job replaces the standing fact the person wrote, not a dated event', () => {
    const r = findReplaced(memory, 'OLA GOT THE HOSPITAL JOB. Clinical pharmacist. Gives notice at the apteka on 4 August.', 'Memory/Topics/Ola.md', new Set([1, 2]));
    expect(r.map((x) => x.text)).toEqual(['- pharmacist at the apteka on Grunwaldzka (Oliwa) — 12 h Saturdays']);
  });

  test('a struck line is never struck again, and identity tiers are left alone', () => {
    expect(findReplaced(memory, 'Change of plans: no longer Toruń for Christmas.', null, new Set([1, 2]))).toEqual([]);
    expect(findReplaced(memory, 'No longer car-free.', null, new Set([3]))).toEqual([]);
  });

  test('a changed role also ends the lines of the note that restate the old one (two words that tell facts apart), not a line that only names the place', () => {
    const note = memoryNoteFromText(yamlPackage, 'Memory/Topics/Ola.md', [
      '# Ola', '', '- pharmacist at the apteka on Grunwaldzka (Oliwa) — 12 h Saturdays', '',
      '## Current',
      "- She's done with the apteka — 12 h Saturdays, an owner who counts the paper clips. · [[Journal/2026-06-26]] L1",
      "- Ola's farewell at the apteka: cake · [[Journal/2026-08-22]] L2",
      '- Saturdays at the market with Ola, 12 h of sun · [[Journal/2026-07-04]] L1',
    ].join('\n'), 2).note;
    expect(restatedLines(note, '- pharmacist at the apteka on Grunwaldzka (Oliwa) — 12 h Saturdays')).toEqual([
      "- She's done with the apteka — 12 h Saturdays, an owner who counts the paper clips. · [[Journal/2026-06-26]] L1",
    ]);
  });
});
