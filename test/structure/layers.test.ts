import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tsFiles } from '../helpers/files';

// The layer order of src/ is written once in docs/design.md and once as the
// import checker's rules (.dependency-cruiser.cjs, run by `npm run lint`):
// these keep the two in step, every module in a layer, and no import, not even
// one that only names a type, going up the order.
const root = path.join(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS, read as dependency-cruiser reads it
const cruiser = require(path.join(root, '.dependency-cruiser.cjs')) as {
  layers: [string, string][];
  forbidden: { name: string; from: Record<string, unknown>; to: Record<string, unknown> }[];
  options: { tsPreCompilationDeps?: boolean };
};

/** The `.ts` files under `dir`, relative to the repository root with `/`. */
function sourceFiles(dir: string): string[] {
  return tsFiles(dir).map((f) => path.relative(root, f).split(path.sep).join('/'));
}

test('docs/design.md names the layers in the order the import rules check', () => {
  const design = fs.readFileSync(path.join(root, 'docs', 'design.md'), 'utf8');
  const line = /^layers: (.+)$/m.exec(design);
  expect(line).not.toBeNull();
  expect(line![1]!.split(' < ')).toEqual(cruiser.layers.map(([name]) => name));
});

test('every source file of src/ is in exactly one layer', () => {
  const files = sourceFiles(path.join(root, 'src'));
  expect(files.length).toBeGreaterThan(100);
  const misplaced = files.filter((f) => cruiser.layers.filter(([, p]) => new RegExp(p).test(f)).length !== 1);
  expect(misplaced).toEqual([]);
});

test('there is no list of exceptions: every layer rule holds for every module of its layer', () => {
  expect((cruiser as unknown as Record<string, unknown>).exceptions).toBeUndefined();
  expect(fs.readFileSync(path.join(root, '.dependency-cruiser.cjs'), 'utf8')).not.toMatch(/\bEXCEPTIONS\b/);
  const layerRules = cruiser.forbidden.filter((r) => r.name.startsWith('layer-'));
  expect(layerRules).toHaveLength(cruiser.layers.length - 1);
  for (const r of layerRules) expect(Object.keys(r.from)).toEqual(['path']);
});

test('type-only imports are counted by the layer rules and the cycle rule', () => {
  // Without pre-compilation dependencies dependency-cruiser never sees an
  // `import type`, and a filter on dependency types would let one through.
  expect(cruiser.options.tsPreCompilationDeps).toBe(true);
  for (const r of cruiser.forbidden) {
    expect(JSON.stringify(r.to)).not.toMatch(/dependencyTypes|viaOnly/);
  }
});

test('no import of src/, type-only or not, names a module of a higher layer', () => {
  const files = sourceFiles(path.join(root, 'src'));
  const layerOf = (f: string): number => cruiser.layers.findIndex(([, p]) => new RegExp(p).test(f));
  const upward: string[] = [];
  let typeOnly = 0;
  for (const f of files) {
    const text = fs.readFileSync(path.join(root, f), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'(\.[^']*)';/gms)) {
      if (m[1] !== undefined) typeOnly++;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(f), m[2]!));
      const to = [`${target}.ts`, `${target}/index.ts`].find((t) => fs.existsSync(path.join(root, t)));
      if (to !== undefined && layerOf(to) > layerOf(f)) upward.push(`${f} -> ${to}`);
    }
  }
  expect(typeOnly).toBeGreaterThan(100);
  expect(upward).toEqual([]);
});
