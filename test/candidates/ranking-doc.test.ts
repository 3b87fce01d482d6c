/**
 * docs/ranking.md's tables are read by people tuning thresholds; a table that
 * drifts from the code misleads them silently. These tests parse the tables
 * and recompute every number from the code that decides the score.
 */
import { describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { confidenceOf, NOVELTY, recurrenceSignal, WEIGHTS } from '../../src/core/rank/ranking';
import type { Signals } from '../../src/core/rank/candidate';

const DOC = fs.readFileSync(path.join(__dirname, '../../docs/ranking.md'), 'utf8');

/** The rows of the Markdown table whose header row starts with `header`, as trimmed cells. */
function tableAfter(header: string): string[][] {
  const lines = DOC.split('\n');
  const start = lines.findIndex((l) => l.startsWith(header));
  if (start < 0) throw new Error(`docs/ranking.md has no table starting "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

const num = (cell: string): number => Number(cell.replace(/\*\*/g, '').replace(/^\+/, ''));

describe('docs/ranking.md', () => {
  test('the weight table is WEIGHTS', () => {
    const rows = tableAfter('| signal | weight |');
    const doc = Object.fromEntries(rows.map(([signal, weight]) => [signal!, num(weight!)]));
    expect(doc).toEqual({ ...WEIGHTS });
  });

  test('every score in the table of typical scores is what confidenceOf computes', () => {
    const rows = tableAfter('| candidate | importance / stability / action |');
    const checked: string[] = [];
    for (const [label, values, ...days] of rows) {
      if (values === '') continue; // the "+0.25 if explicit" row states the bonus, not a candidate
      const [importance, stability, actionability] = values!.split('/').map(num);
      // A decision recorded as one about a linked project counts as the person marking it (see the text above the table).
      const explicit = /recorded as one/.test(label!) ? 1 : 0;
      days.forEach((cell, i) => {
        const signals: Signals = {
          importance: importance!, stability: stability!, actionability: actionability!,
          recurrence: recurrenceSignal(i + 1), recency: 1, novelty: NOVELTY.new, explicit,
        };
        expect([label, `${i + 1} day(s)`, confidenceOf(signals)]).toEqual([label, `${i + 1} day(s)`, num(cell)]);
      });
      checked.push(label!);
    }
    expect(checked.length).toBeGreaterThanOrEqual(7);
  });
});
