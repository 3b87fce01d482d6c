import * as fs from 'node:fs';
import * as path from 'node:path';

/** Every file under `root` (hidden ones included unless excluded) → its bytes as base64, for tree comparisons. */
export function snapshotTree(root: string, options: { exclude?: (rel: string) => boolean } = {}): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    const abs = rel === '' ? root : path.join(root, ...rel.split('/'));
    for (const name of fs.readdirSync(abs).sort()) {
      const child = rel === '' ? name : `${rel}/${name}`;
      if (options.exclude?.(child)) continue;
      const st = fs.statSync(path.join(abs, name));
      if (st.isDirectory()) walk(child);
      else out[child] = fs.readFileSync(path.join(abs, name)).toString('base64');
    }
  };
  walk('');
  return out;
}
