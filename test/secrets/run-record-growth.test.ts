/**
 * The run record is saved after every write of a run, and grows at its end.
 * The final guard reads a long JSON record again only from a little before
 * what changed; these pin that it still refuses every value it would find
 * reading the whole text: a value added at the end, a value changed in the
 * middle, and a value it learned of after the record was last found clean.
 */
import { describe, expect, it } from '@jest/globals';
import { WriteGuard } from '../../src/core/state/write-guard';
import { stateText } from '../../src/core/state/state-file';

/** A record like a year's backfill makes: a long list of the notes read, then what was written. */
function record(written: readonly string[]): string {
  const read = Array.from({ length: 400 }, (_, i) => ({ path: `Journal/2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}-${i}.md`, bytes: 800 + i, sha256: 'ab'.repeat(32) }));
  return stateText({ runId: '20261204-050000-abcd', read, written: written.map((reason) => ({ target: 'Memory/Topics/Boat.md', reason })) });
}

const PATH = '.dreams/runs/20261204-050000-abcd.json';
/** Fabricated. */
const TOKEN = 'ghp_R8kd2LmQv9Xs3Np6Hf1Jc5Ya0Ue7Gt4Zx4Tb7Wq';

describe('the final guard on a growing run record', () => {
  it('refuses a value added at the end after the record was found clean', () => {
    const g = new WriteGuard('.dreams/backups');
    expect(g.check(PATH, record(['new note']))).toBeNull();
    expect(g.check(PATH, record(['new note', 'updated']))).toBeNull();
    expect(g.check(PATH, record(['new note', 'updated', `token ${TOKEN}`]))).not.toBeNull();
  });

  it('refuses a value whose cue word stands just before what changed', () => {
    const g = new WriteGuard('.dreams/backups');
    expect(g.check(PATH, record(['new note', 'wifi password: ask Ola']))).toBeNull();
    expect(g.check(PATH, record(['new note', 'wifi password: Zq7Wx2Lp9Kd4']))).not.toBeNull();
  });

  it('refuses a value that replaced text in the middle', () => {
    const g = new WriteGuard('.dreams/backups');
    const clean = record(['new note', 'updated']);
    expect(g.check(PATH, clean)).toBeNull();
    const at = clean.indexOf('Journal/2026-06');
    expect(g.check(PATH, `${clean.slice(0, at)}password: ${TOKEN}${clean.slice(at + 20)}`)).not.toBeNull();
  });

  it('reads the whole record again once it has learned of a value from the sources', () => {
    const g = new WriteGuard('.dreams/backups');
    const quiet = 'Zq7Wx2Lp9Kd4Mn6Bv3Hj8Tf1'; // no shape of its own: only known from the source line
    const withIt = record([`new note`]).replace('Journal/2026-01-01-0.md', `Journal/${quiet}.md`);
    expect(g.check(PATH, withIt)).toBeNull();
    g.learnFrom(`wifi password: ${quiet}`);
    expect(g.check(PATH, `${withIt.slice(0, -2)} \n}\n`)).not.toBeNull();
  });

  it('reads a note whole every time, however long', () => {
    const g = new WriteGuard('.dreams/backups');
    const note = `# Boat\n\n${'- a line about the boat\n'.repeat(1200)}`;
    expect(g.check('Memory/Topics/Boat.md', note)).toBeNull();
    expect(g.check('Memory/Topics/Boat.md', `${note}- token ${TOKEN}\n`)).not.toBeNull();
  });
});
