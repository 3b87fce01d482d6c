import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { tsFiles } from '../helpers/files';

// Only the orchestrator (src/core/engine.ts and src/core/run/) holds the run's
// whole context. Every function below it takes the ports it uses (a VaultPort,
// a Clock) and its phase's options, so what a phase reads is in its signature.
// A parameter typed as the context, a Pick/Partial/Omit of it, one of its
// members (`EngineContext['vault']`), or an alias of any of these fails here.
const root = path.join(__dirname, '..', '..');
const core = path.join(root, 'src', 'core');
const CONTEXT = 'EngineContext';

const rel = (file: string): string => path.relative(root, file).split(path.sep).join('/');
const isOrchestrator = (r: string): boolean => r === 'src/core/engine.ts' || r.startsWith('src/core/run/') || r === 'src/core/ports/context.ts';

/** Does the type node name one of `names` anywhere inside (a reference, an indexed access, a generic argument)? */
function mentions(node: ts.Node, names: ReadonlySet<string>): boolean {
  if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
    const name = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
    const last = ts.isQualifiedName(name) ? name.right.text : ts.isIdentifier(name) ? name.text : ts.isPropertyAccessExpression(name) ? name.name.text : '';
    if (names.has(last)) return true;
  }
  return ts.forEachChild(node, (child) => (mentions(child, names) ? true : undefined)) ?? false;
}

/** Names of type aliases and interfaces (in any of the files) built from the context, the context's own name included. */
function contextNames(sources: readonly ts.SourceFile[]): Set<string> {
  const names = new Set([CONTEXT]);
  const decls: (ts.TypeAliasDeclaration | ts.InterfaceDeclaration)[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) decls.push(node);
    ts.forEachChild(node, collect);
  };
  for (const sf of sources) collect(sf);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of decls) {
      if (names.has(d.name.text) || d.name.text === CONTEXT) continue;
      const built = ts.isTypeAliasDeclaration(d) ? mentions(d.type, names) : (d.heritageClauses ?? []).some((h) => mentions(h, names));
      if (built) { names.add(d.name.text); grew = true; }
    }
  }
  return names;
}

/** `path:line name` of every parameter in the source typed from the context. */
function contextParameters(sf: ts.SourceFile, names: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isParameter(node) && node.type && mentions(node.type, names)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      out.push(`${rel(sf.fileName)}:${line} ${node.name.getText(sf)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function parse(file: string, text = fs.readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

test('the check finds the context taken whole, picked, indexed or through an alias', () => {
  const probe = parse(path.join(core, 'probe.ts'), [
    "import type { EngineContext } from './ports/context';",
    'type Reads = Pick<EngineContext, "vault">;',
    'interface Wider extends EngineContext { extra: number }',
    'export function a(ctx: EngineContext): void {}',
    'export function b(r: Reads): void {}',
    'export const c = (v: EngineContext["vault"]): void => {};',
    'export class D { constructor(private readonly w: Partial<Wider>) {} }',
    'export function e(vault: VaultPort, options: { stateFolder: string }): void {}',
  ].join('\n'));
  expect(contextParameters(probe, contextNames([probe])).map((p) => p.replace(/^.*:/, ''))).toEqual(['4 ctx', '5 r', '6 v', '7 w']);
});

test('no function below the orchestrator takes the run context', () => {
  const sources = tsFiles(core).map((f) => parse(f));
  expect(sources.length).toBeGreaterThan(100);
  const names = contextNames(sources);
  const below = sources.filter((sf) => !isOrchestrator(rel(sf.fileName)));
  expect(below.flatMap((sf) => contextParameters(sf, names))).toEqual([]);
});
