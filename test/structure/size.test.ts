import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { tsFiles } from '../helpers/files';

// Sizes a newcomer can read (issue 24): no source file over 800 lines, and no
// function in src/core over 100 lines unless a comment just before it says why,
// in a sentence that starts `Over 100 lines:`. A function's lines count from its
// first token (name or keyword, not its doc comment) to its closing brace,
// nested functions included.
const root = path.join(__dirname, '..', '..');
const MAX_FILE_LINES = 800;
const MAX_FUNCTION_LINES = 100;
const WHY = /Over 100 lines: \S/;

const rel = (file: string): string => path.relative(root, file).split(path.sep).join('/');

/** Where a function's leading comments sit: the statement or property that holds it. */
function commentHolder(node: ts.Node): ts.Node {
  let n = node;
  while (n.parent && (ts.isVariableDeclaration(n.parent) || ts.isVariableDeclarationList(n.parent)
    || ts.isVariableStatement(n.parent) || ts.isPropertyAssignment(n.parent) || ts.isPropertyDeclaration(n.parent)
    || ts.isExportAssignment(n.parent))) n = n.parent;
  return n;
}

/** Functions in the text over the limit with no reason given, as `path:line name (n lines)`. */
function longFunctions(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_FUNCTION_LINES) {
        const holder = commentHolder(node);
        const comments = ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? [];
        const why = comments.some((c) => WHY.test(text.slice(c.pos, c.end)));
        if (!why) {
          const name = node.name?.getText(sf) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(sf) : '(anonymous)');
          out.push(`${rel(file)}:${first + 1} ${name} (${lines} lines)`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

test('no source file is over 800 lines', () => {
  const files = tsFiles(path.join(root, 'src'));
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((f) => [rel(f), fs.readFileSync(f, 'utf8').split('\n').length] as const)
    .filter(([, n]) => n > MAX_FILE_LINES)
    .map(([f, n]) => `${f} (${n} lines)`);
  expect(long).toEqual([]);
});

test('no function in src/core is over 100 lines unless a comment says why', () => {
  const long = tsFiles(path.join(root, 'src', 'core')).flatMap((f) => longFunctions(f, fs.readFileSync(f, 'utf8')));
  expect(long).toEqual([]);
});

test('the measure sees a long function, and its reason', () => {
  const body = Array.from({ length: 101 }, (_, i) => `  const v${i} = ${i};`).join('\n');
  const fn = `function big(): void {\n${body}\n}\n`;
  expect(longFunctions('x.ts', fn)).toEqual(['x.ts:1 big (103 lines)']);
  expect(longFunctions('x.ts', `export const big = (): void => {\n${body}\n};\n`)).toEqual(['x.ts:1 big (103 lines)']);
  expect(longFunctions('x.ts', `// Over 100 lines: one table a reader checks row by row.\n${fn}`)).toEqual([]);
  expect(longFunctions('x.ts', `class A {\n  /** Over 100 lines: one table. */\n  m(): void {\n${body}\n  }\n}\n`)).toEqual([]);
  expect(longFunctions('x.ts', `function small(): void {\n  return;\n}\n`)).toEqual([]);
});
