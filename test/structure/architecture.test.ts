import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

// docs/architecture.md is where a newcomer learns which folder owns what; these
// keep it true to the tree: every folder it names exists, every folder of src/
// is named, and src/core holds no loose file besides engine.ts (the folders are
// the design's phases; a file between them belongs to none).
const root = path.join(__dirname, '..', '..');
const doc = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');

/** Every folder under src/, relative to the root, with a trailing slash. */
function folders(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      return [`${rel}/`, ...folders(rel)];
    });
}

/** The folders the table of owners names (`src/…/` in its first column). */
function named(): string[] {
  return [...doc.matchAll(/^\| `(src\/[^`]+\/)` \|/gm)].map((m) => m[1]!);
}

test('every folder docs/architecture.md names exists', () => {
  const names = named();
  expect(names.length).toBeGreaterThan(10);
  expect(names.filter((n) => !fs.existsSync(path.join(root, n)))).toEqual([]);
});

test('every folder of src/ is named in docs/architecture.md: by its own row, a row for a file in it, or as parent/name/ in its parent\'s row', () => {
  const rows = [...doc.matchAll(/^\| `(src\/[^`]+)` \|/gm)].map((m) => m[1]!);
  const missing = folders('src').filter((f) => {
    if (rows.some((r) => r === f || (r.startsWith(f) && !r.slice(f.length).includes('/')))) return false;
    const parts = f.slice(0, -1).split('/');
    const parent = `${parts.slice(0, -1).join('/')}/`;
    return !(rows.includes(parent) && doc.includes(`${parts.slice(-2).join('/')}/`));
  });
  expect(missing).toEqual([]);
});

test('src/core holds no loose file besides engine.ts', () => {
  const loose = fs
    .readdirSync(path.join(root, 'src', 'core'), { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
  expect(loose).toEqual(['engine.ts']);
});

test('no file of src/ named index.ts holds logic (a barrel of re-exports is all it may be)', () => {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const logic = walk(path.join(root, 'src'))
    .filter((f) => path.basename(f) === 'index.ts')
    .filter((f) => fs.readFileSync(f, 'utf8').split('\n').some((l) => l.trim() !== '' && !/^(export \{[^}]*\} from '[^']+';|export type \{[^}]*\} from '[^']+';|\/\/|\/\*\*|\s*\*)/.test(l.trim())));
  expect(logic.map((f) => path.relative(root, f))).toEqual([]);
});

test('no comment in src/ cites "issue N": the tracker is not in the repository, so a reason is written out where it applies', () => {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const cites = walk(path.join(root, 'src'))
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').flatMap((l, i) => (/\bissues? \d+/i.test(l) ? [`${path.relative(root, f)}:${i + 1}`] : [])));
  expect(cites).toEqual([]);
});
