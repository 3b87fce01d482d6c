// Unused exports: the compiler's noUnusedLocals stops at `export`, so dead
// code that is exported (or an export nothing outside its file needs) stays
// invisible to it. This walks the project through the TypeScript compiler API
// and lists, per module:
//   - exports no production code uses: nothing in src/ or scripts/ refers to
//     them (their own file included); a test alone does not keep code alive,
//     since a rule only tests exercise is a rule no person ever meets;
//   - exports only their own file uses: drop the `export` (a test importing it
//     counts as a reason to export a rule the product does use: table tests of
//     pure rules are how this project tests them).
// Test helpers (test/**, not *.test.ts) must be used by some other file.
// Run by `npm run lint`; exits 1 and names each finding. `--fix` drops the
// `export` of the second kind (the first needs a person: delete the code, or
// find why nothing calls it).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const rel = (f) => path.relative(root, f).split(path.sep).join('/');

/**
 * Files whose exports are reached from outside the TypeScript program: bundle
 * and script entry points (esbuild), the esbuild shims, and the fakes that
 * jest and the bench put in place of the `obsidian` module (their users import
 * 'obsidian', which the compiler resolves to the real typings).
 */
const ENTRY = [
  /^src\/main\.ts$/,
  /^src\/cli\/main\.ts$/,
  /^src\/shims\//,
  /^scripts\/(bench|bench-onload|bench-quality)\.ts$/,
  /^scripts\/quality\/oracle-main\.ts$/,
  /^scripts\/quality\/recorded-main\.ts$/,
  /^scripts\/quality\/record-main\.ts$/,
  /^test\/fakes\/obsidian(-ui)?\.ts$/,
];

/**
 * Exports kept although only tests use them, each with its reason. Keep this
 * short: an entry here is code the product does not run.
 */
const KEPT_FOR_TESTS = new Map([
  // Each secret rule's shapes, an example it must catch and a look-alike it must
  // not, in a module only tests import (design.md, Secrets): the table is the
  // test suite, and the plugin bundle does not carry it.
  ['src/core/secrets/shapes.ts#secretShapes', 'the secret rules\' examples are their tests'],
  ['src/core/secrets/shapes.ts#shapeKinds', 'which rules the shape table covers'],
  // The subject rules by name with their examples (issue 18 item 7): the examples are their tests and docs.
  ['src/core/extract/vocabulary.ts#SUBJECT_RULES', 'the subject rules\' examples are their tests'],
  // Their words and examples, and logged-activity's, in modules the plugin never imports.
  ['src/core/extract/vocabulary.examples.ts#SUBJECT_RULE_DOCS', 'the subject rules\' examples are their tests'],
  ['src/core/extract/activity-log.examples.ts#LOGGED_ACTIVITY_EXAMPLES', 'the activity rule\'s examples are its test'],
  ['src/core/secrets/scan.ts#secretKinds', 'every rule has rows in the shape table'],
  // The pairwise rule the indexed merge must agree with: the oracle of the
  // property test (test/candidates/merge-index.test.ts), built from merge's own parts.
  ['src/core/rank/merge.ts#sameObservation', 'the merge index\'s oracle'],
  // The number rule sameObservation applies, on two lines: its table
  // (test/candidates/keep-quality.test.ts) reads as the cases it guards.
  ['src/core/rank/merge.ts#numbersDiffer', 'the number rule\'s table'],
  // Day distance, the inverse the calendar properties check addDays and the
  // weekday rules against (test/lib/dates.test.ts).
  ['src/core/lib/dates.ts#daysBetween', 'the calendar properties\' oracle'],
  // A format owner renders what it parses (design.md, formats/): the plugin
  // writes no inline tag yet, so the tag's round trip is its only user.
  ['src/core/formats/tag.ts#renderTag', 'the tag format\'s round trip'],
]);

/**
 * Files left out for now, each with its reason; an entry here is a debt.
 */
const NOT_YET = [
  // Its YAML engine is being replaced on another branch; the check covers it
  // once that lands (three exports only its own file uses: FrontmatterBlock,
  // FrontmatterEdit, sameValue).
  /^src\/core\/formats\/frontmatter\.ts$/,
];

const FIX = process.argv.includes('--fix');
const configPath = path.join(root, 'tsconfig.json');
const config = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
const checker = program.getTypeChecker();
const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !rel(f.fileName).startsWith('node_modules/'));

/** 'test' for *.test.ts and test helpers, 'prod' for src/ and scripts/. */
const kindOf = (file) => (rel(file).startsWith('test/') ? 'test' : 'prod');

/** symbol → Set of "file\u0000kind" that refer to it (the declaration itself excluded) */
const uses = new Map();
function note(symbol, file) {
  if (!symbol) return;
  let set = uses.get(symbol);
  if (!set) uses.set(symbol, (set = new Set()));
  set.add(file);
}

/** The symbol a reference names, and every alias it passes through on the way (re-exports). */
function chain(symbol) {
  const out = [];
  let s = symbol;
  for (let i = 0; s && i < 16; i++) {
    out.push(s);
    if (s.exportSymbol) out.push(s.exportSymbol);
    if (!(s.flags & ts.SymbolFlags.Alias)) break;
    const next = checker.getImmediateAliasedSymbol(s);
    if (!next || next === s) break;
    s = next;
  }
  return out;
}

function isDeclarationName(id) {
  const p = id.parent;
  if (!p || p.name !== id) return false;
  return (
    ts.isFunctionDeclaration(p) || ts.isClassDeclaration(p) || ts.isInterfaceDeclaration(p) ||
    ts.isTypeAliasDeclaration(p) || ts.isEnumDeclaration(p) || ts.isVariableDeclaration(p) ||
    ts.isModuleDeclaration(p)
  );
}

// Only names some module exports can refer to an export: resolving every
// other identifier would only cost time.
const exportedNames = new Set();
for (const sf of files) {
  const m = checker.getSymbolAtLocation(sf);
  if (m) for (const e of checker.getExportsOfModule(m)) exportedNames.add(e.name);
}

for (const sf of files) {
  const file = sf.fileName;
  const visit = (node) => {
    if (ts.isIdentifier(node) && exportedNames.has(node.text) && !isDeclarationName(node)) {
      const sym = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
      for (const s of chain(sym)) note(s, file);
    }
    // `export * from` and `import * as ns`: every export of the target counts as used.
    if ((ts.isExportDeclaration(node) && !node.exportClause) || (ts.isImportDeclaration(node) && node.importClause?.namedBindings && ts.isNamespaceImport(node.importClause.namedBindings))) {
      const target = node.moduleSpecifier && checker.getSymbolAtLocation(node.moduleSpecifier);
      if (target) for (const e of checker.getExportsOfModule(target)) for (const s of chain(e)) note(s, file);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

const findings = [];
/** file → [start, end, replacement] edits that drop an export nothing outside the file needs */
const edits = new Map();
/** `export { a, b } from` lists with specifiers to drop; rewritten whole once all are known */
const dropped = new Map();
function dropExport(sf, decl) {
  const add = (start, end, text = '') => {
    if (!edits.has(sf)) edits.set(sf, []);
    edits.get(sf).push([start, end, text]);
  };
  if (ts.isExportSpecifier(decl)) {
    if (!dropped.has(decl.parent)) dropped.set(decl.parent, { sf, specifiers: new Set() });
    dropped.get(decl.parent).specifiers.add(decl);
    return true;
  }
  const holder = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl;
  if (ts.isVariableStatement(holder) && holder.declarationList.declarations.length !== 1) return false;
  const mod = ts.canHaveModifiers(holder) ? ts.getModifiers(holder)?.find((m) => m.kind === ts.SyntaxKind.ExportKeyword) : undefined;
  if (!mod) return false;
  let end = mod.end;
  while (sf.text[end] === ' ') end++;
  add(mod.getStart(sf), end);
  return true;
}
for (const sf of files) {
  const file = sf.fileName;
  const name = rel(file);
  if (ENTRY.some((re) => re.test(name)) || NOT_YET.some((re) => re.test(name))) continue;
  if (/\.test\.ts$/.test(name)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  if (!moduleSymbol) continue;
  const helper = kindOf(file) === 'test';
  for (const exp of checker.getExportsOfModule(moduleSymbol)) {
    const users = new Set();
    for (const u of uses.get(exp) ?? []) users.add(u);
    // A local declaration's own symbol (`export function f` has one symbol; `export { f }` an alias).
    const decl = exp.declarations?.[0];
    const line = decl ? sf.getLineAndCharacterOfPosition(decl.getStart()).line + 1 : 0;
    const others = [...users].filter((u) => u !== file);
    const where = `${name}:${line}`;
    if (helper) {
      if (others.length === 0 && !(FIX && decl && dropExport(sf, decl))) findings.push(`${where}  ${exp.name}: no other file uses this test helper export`);
      continue;
    }
    const prod = [...users].filter((u) => kindOf(u) === 'prod');
    if (prod.length === 0 && others.length > 0 && KEPT_FOR_TESTS.has(`${name}#${exp.name}`)) continue;
    if (prod.length === 0) {
      findings.push(`${where}  ${exp.name}: ${others.length > 0 ? 'only tests use it' : 'nothing uses it'}`);
    } else if (others.length === 0) {
      if (!(FIX && decl && dropExport(sf, decl))) findings.push(`${where}  ${exp.name}: only its own file uses it; drop the export`);
    }
  }
}

for (const [named, { sf, specifiers }] of dropped) {
  const kept = named.elements.filter((e) => !specifiers.has(e));
  if (!edits.has(sf)) edits.set(sf, []);
  if (kept.length > 0) {
    edits.get(sf).push([named.getStart(sf), named.end, `{ ${kept.map((e) => e.getText(sf)).join(', ')} }`]);
  } else {
    const stmt = named.parent;
    let end = stmt.end;
    if (sf.text[end] === '\r') end++;
    if (sf.text[end] === '\n') end++;
    edits.get(sf).push([stmt.getStart(sf), end, '']);
  }
}
for (const [sf, list] of edits) {
  let text = sf.text;
  for (const [start, end, rep] of list.sort((a, b) => b[0] - a[0])) text = text.slice(0, start) + rep + text.slice(end);
  fs.writeFileSync(sf.fileName, text);
}
if (edits.size > 0) console.error(`Dropped ${[...edits.values()].reduce((n, l) => n + l.length, 0)} exports in ${edits.size} files.`);

if (findings.length > 0) {
  console.error(`Unused exports (${findings.length}):`);
  for (const f of findings.sort()) console.error(`  ${f}`);
  process.exit(1);
}
