import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { tsFiles } from '../helpers/files';

// The suite must pass on a busy two-core laptop, so no test may race the wall
// clock (see test/helpers/patience.ts). This reads every test file with the
// TypeScript parser and finds the three ways a test used to do it: a number
// as the last argument of a test or hook (jest's per-test timeout),
// `jest.setTimeout(n)`, and a `timeout`/`timeoutMs` of a second or more
// written as a number for a child process or an HTTP call that should answer.
// A wait under a second is allowed: it can only be a wait for a hang.

const TEST_DIR = path.join(__dirname, '..');
const JEST_CALLS = new Set(['it', 'test', 'beforeAll', 'beforeEach', 'afterAll', 'afterEach']);

function calleeName(e: ts.Expression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return calleeName(e.expression);
  if (ts.isCallExpression(e)) return calleeName(e.expression); // it.each(table)(name, fn, n)
  return undefined;
}

function numberOf(e: ts.Expression): number | undefined {
  if (ts.isNumericLiteral(e)) return Number(e.text.replace(/_/g, ''));
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
    const l = numberOf(e.left);
    const r = numberOf(e.right);
    return l !== undefined && r !== undefined ? l * r : undefined;
  }
  return undefined;
}

/** Every wall-clock race in one test file, as `line: what`. */
function racesIn(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (n: ts.Node): number => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const name = calleeName(n.expression);
      const last = n.arguments[n.arguments.length - 1];
      if (name && JEST_CALLS.has(name) && n.arguments.length >= 2 && last && numberOf(last) !== undefined) {
        found.push(`${at(n)}: ${name}(…, ${last.getText(sf)})`);
      }
      if (ts.isPropertyAccessExpression(n.expression) && n.expression.getText(sf) === 'jest.setTimeout') {
        found.push(`${at(n)}: jest.setTimeout`);
      }
    }
    if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && /^timeout(Ms)?$/.test(n.name.text)) {
      const v = numberOf(n.initializer);
      if (v !== undefined && v >= 1000) found.push(`${at(n)}: ${n.name.text}: ${n.initializer.getText(sf)}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('no test races the wall clock', () => {
  test('the detector finds each shape and passes a short wait for a hang', () => {
    const sample = [
      "it('x', async () => {}, 60_000);",
      "beforeAll(async () => {}, 120 * 1000);",
      "it.each([1])('%s', async () => {}, 5000);",
      'jest.setTimeout(30_000);',
      "spawnSync('node', [], { timeout: 60_000 });",
      "post({ timeoutMs: 200 });",
      "it('y', async () => {});",
    ].join('\n');
    expect(racesIn('sample.ts', sample)).toEqual([
      '1: it(…, 60_000)',
      '2: beforeAll(…, 120 * 1000)',
      '3: it(…, 5000)',
      '4: jest.setTimeout',
      '5: timeout: 60_000',
    ]);
  });

  test('every test file waits with HANG_GUARD_MS or jest’s own timeout', () => {
    const races = tsFiles(TEST_DIR)
      .filter((f) => !f.endsWith('patience.test.ts'))
      .flatMap((f) => racesIn(f, fs.readFileSync(f, 'utf8')).map((r) => `${path.relative(TEST_DIR, f)}:${r}`));
    expect(races).toEqual([]);
  });
});
