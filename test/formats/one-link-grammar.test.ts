import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

// One wikilink grammar (issue 10): a regular expression that matches `[[` is
// written in formats/wikilink.ts and nowhere else; every other module builds
// its patterns from WIKILINK_SOURCE or calls the parser.
test('no source file but formats/wikilink.ts writes its own wikilink pattern', () => {
  const root = path.join(__dirname, '..', '..', 'src');
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.ts') && fs.readFileSync(full, 'utf8').includes('\\[\\[')) offenders.push(path.relative(root, full));
    }
  };
  walk(root);
  expect(offenders).toEqual([path.join('core', 'formats', 'wikilink.ts')]);
});
