import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tsFiles } from '../helpers/files';

// The layer order of src/ is written once in docs/design.md and once as the
// import checker's rules (.dependency-cruiser.cjs, run by `npm run lint`):
// these keep the two in step, every module in a layer, and the exceptions few
// and explained (issue 24).
const root = path.join(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS, read as dependency-cruiser reads it
const cruiser = require(path.join(root, '.dependency-cruiser.cjs')) as {
  layers: [string, string][];
  exceptions: { from: string; to: string; reason: string }[];
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

test('at most four imports against the order, each with its reason, each still there', () => {
  expect(cruiser.exceptions.length).toBeLessThanOrEqual(4);
  for (const e of cruiser.exceptions) {
    expect(e.reason.length).toBeGreaterThan(40);
    const from = sourceFiles(path.join(root, 'src')).filter((f) => new RegExp(e.from).test(f));
    expect(from).toHaveLength(1);
    const target = path.basename(e.to.replace(/\\\./g, '.').replace(/[$^]/g, ''), '.ts');
    expect(fs.readFileSync(path.join(root, from[0]!), 'utf8')).toMatch(new RegExp(`from '[^']*/${target}'`));
  }
});
