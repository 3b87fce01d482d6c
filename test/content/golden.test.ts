/**
 * Golden files: every note a dream writes over the example vault with the
 * hand-built candidates, pinned under test/golden/example-dream/. A change in
 * output shows up as a readable diff in review.
 *
 *   UPDATE_GOLDEN=1 npx jest test/content     # rewrite them after a deliberate change
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'fs';
import * as path from 'path';
import { runExample, type ExampleRun } from './example-run';
import { listFiles } from '../helpers/files';

const GOLDEN = path.join(__dirname, '..', 'golden', 'example-dream');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

let run: ExampleRun | null = null;
afterAll(() => {
  if (run) fs.rmSync(run.dir, { recursive: true, force: true });
});

describe('golden: the notes a dream writes over the example vault', () => {
  it('matches test/golden/example-dream (UPDATE_GOLDEN=1 rewrites it)', async () => {
    run = await runExample('vd-golden-');
    const produced = run.touched.filter((p) => !p.startsWith('.dreams/')).sort();
    if (UPDATE) {
      fs.rmSync(GOLDEN, { recursive: true, force: true });
      for (const p of produced) {
        fs.mkdirSync(path.dirname(path.join(GOLDEN, p)), { recursive: true });
        fs.copyFileSync(path.join(run.dir, p), path.join(GOLDEN, p));
      }
    }
    // Same set of files (a stale golden file fails too), then each file's text.
    expect(listFiles(GOLDEN)).toEqual(produced);
    for (const p of produced) {
      const actual = fs.readFileSync(path.join(run.dir, p), 'utf8');
      const golden = fs.readFileSync(path.join(GOLDEN, p), 'utf8');
      expect(`${p}\n${actual}`).toBe(`${p}\n${golden}`);
    }
  });
});
