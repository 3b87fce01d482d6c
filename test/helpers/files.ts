/** Walking folders in tests: one copy, instead of one per test file. */
import * as fs from 'fs';
import * as path from 'path';

/** Every file under `root`, as sorted `/`-separated paths relative to it ([] when `root` does not exist). */
export function listFiles(root: string, rel = ''): string[] {
  if (!fs.existsSync(path.join(root, rel))) return [];
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel === '' ? e.name : `${rel}/${e.name}`;
    return e.isDirectory() ? listFiles(root, r) : [r];
  }).sort();
}

/** The `.ts` files under `dir`, as absolute paths. */
export function tsFiles(dir: string): string[] {
  return listFiles(dir).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f));
}
