/**
 * The crash test with a real death: a child process runs the scenario and
 * exits with 137 in the middle of the run (no finally blocks, no lock release,
 * no last record update), the way a killed app or a closed laptop lid would.
 * The parent then checks the same promises as crash.test.ts on the folder.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { checkRecovery, cleanRun, diskEnv, removeTempDirs, type Tree } from './support/crash-check';
import { HANG_GUARD_MS } from '../helpers/patience';

const TSX = path.join(__dirname, '../../node_modules/.bin/tsx');
const SCRIPT = path.join(__dirname, 'support/kill-run.ts');

let clean: Tree;
let ops: { n: number; op: string; path: string }[];

beforeAll(async () => {
  const run = await cleanRun(await diskEnv());
  clean = run.tree;
  ops = run.ops;
});

afterAll(removeTempDirs);

/** Positions worth dying at: inside the tier-note phase, around the dream log, and at the very end. */
function positions(): { n: number; when: 'before' | 'after'; what: string }[] {
  const find = (op: string, p: string): number => ops.find((o) => o.op === op && o.path === p)?.n ?? -1;
  const topic = find('replace', 'Memory/Topics/tooling.md');
  const log = find('replace', 'Memory/Dreaming/dream-log.md');
  const last = ops.length;
  return [
    { n: topic, when: 'before', what: 'before updating the person’s topic note' },
    { n: topic, when: 'after', what: 'right after updating the topic note' },
    { n: log, when: 'after', what: 'right after the dream log moved the watermark' },
    { n: last - 1, when: 'before', what: 'before the run record is marked done' },
    { n: last, when: 'before', what: 'while releasing the lock' },
  ];
}

test('a run killed mid-way is rolled back by the next run, and undo restores every byte', async () => {
  const cases = positions();
  expect(cases.every((c) => c.n > 0)).toBe(true);
  const problems: string[] = [];
  for (const c of cases) {
    const env = await diskEnv();
    const label = `killed at op ${c.n} ${c.when} (${c.what})`;
    problems.push(
      ...(await checkRecovery(env, clean, label, () => {
        const child = spawnSync(TSX, [SCRIPT, env.dir ?? '', String(c.n), c.when], { encoding: 'utf8', timeout: HANG_GUARD_MS });
        if (child.status !== 137) problems.push(`${label}: child exited ${String(child.status)} ${child.stderr}`);
        return Promise.resolve();
      })),
    );
  }
  expect(problems).toEqual([]);
});
