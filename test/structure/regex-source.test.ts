import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// main.js ships what the sources say, with no build step that edits them, so
// the sources keep the two things load time needs (test/bundle.test.ts checks
// the bundle itself):
//  - no regular-expression literal with a Unicode property escape: V8 checks
//    each while it compiles main.js, even in code that never runs; such a
//    pattern is written `rx.u\`…\`` (src/core/lib/rx.ts) and checked on first use;
//  - no character beyond ASCII in a regex literal or a tagged template (a
//    String.raw pattern, an rx pattern): esbuild's `charset: 'ascii'` escapes
//    strings but leaves those as written, and one such character makes V8 hold
//    the whole of main.js two bytes a character. Write it as \uXXXX there.
const root = path.join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    return e.isDirectory() ? sources(rel) : rel.endsWith('.ts') ? [rel] : [];
  });
}

function findings(): { propertyEscapes: string[]; beyondAscii: string[] } {
  const propertyEscapes: string[] = [];
  const beyondAscii: string[] = [];
  for (const rel of sources('src')) {
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    const file = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const at = (node: ts.Node): string => `${rel}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(file);
        if (literal.includes('\\p{')) propertyEscapes.push(`${at(node)} ${literal.slice(0, 60)}`);
        if (/[\u0080-\uffff]/.test(literal)) beyondAscii.push(`${at(node)} ${literal.slice(0, 60)}`);
      } else if (ts.isTaggedTemplateExpression(node) && /[\u0080-\uffff]/.test(node.template.getText(file))) {
        beyondAscii.push(`${at(node)} ${node.getText(file).slice(0, 60)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { propertyEscapes, beyondAscii };
}

const found = findings();

test('no regex literal under src/ has a Unicode property escape (write it as rx.u`…`, lib/rx.ts)', () => {
  expect(found.propertyEscapes).toEqual([]);
});

test('no regex literal or tagged template under src/ has a character beyond ASCII (write it as \\uXXXX)', () => {
  expect(found.beyondAscii).toEqual([]);
});
