/**
 * The cursor inside a date (src/core/sense/cursor.ts), end to end on real
 * files: a vault of a few hundred notes all dated the same day, dreamt with a
 * small batch cap. Each dream reads at most the cap; after enough dreams every
 * note was read exactly once and memory is what one unbounded dream writes; a
 * note changed behind the cursor is read again; undo puts the cursor back.
 *
 * The clock is fixed on the day after the notes, while the files carry real
 * mtimes (as `--now` replays do): the cursor compares the files' own mtimes,
 * so this also checks that a replayed date does not look changed every run.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { parseDreamLog } from '../../src/core/formats/dreamlog';
import { planDream, runDream, undoDream } from '../../src/core/engine';
import { listManifests } from '../helpers/context-calls';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { VaultPort } from '../../src/core/ports/vault';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { RunSummary } from '../../src/core/run/execute';

const DATE = '2026-11-20';
const NOTES = 200;
const CAP = 25;
const HOUR = 3_600_000;
const START = Date.parse('2026-11-21T06:00:00Z');

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'te', 'zo', 'vi', 'ne', 'pa', 'su', 'do', 'fe', 'gi', 'ho', 'ju', 'bo'];

/** A made-up word for `n`: every note's words are its own. */
function word(n: number): string {
  return [0, 4, 8, 12].map((shift) => SYLLABLES[(n >> shift) % 16]!).join('');
}

/**
 * One note: a heading and one todo in words no other note uses. A todo is
 * kept in the day's digest whatever else the dream read (the digest's cap on
 * lines that name no subject spares todos), and lines that share no words
 * never replace one another, so what memory keeps does not depend on how the
 * notes were split between dreams, and the two ways can be compared.
 */
function noteText(i: number): string {
  const w = (k: number): string => word(i * 7 + k * 1543 + 11);
  return [`# Notes ${i}`, '', `- [ ] ${w(1)} the ${w(2)} ${w(3)} with ${word(i)}`, ''].join('\n');
}

function makeVault(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cursor-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'Journal'), { recursive: true });
  for (let i = 0; i < NOTES; i++) fs.writeFileSync(path.join(dir, 'Journal', `${DATE}-${String(i).padStart(4, '0')}.md`), noteText(i));
  return dir;
}

/** Every source note a dream opens (its frontmatter check or its text), by path. */
function countingVault(dir: string, opened: Set<string>): VaultPort {
  const v = new NodeVault(dir);
  const note = (p: string): void => {
    if (p.startsWith('Journal/')) opened.add(p);
  };
  return {
    list: (f) => v.list(f),
    stat: (p) => v.stat(p),
    exists: (p) => v.exists(p),
    readText: (p) => (note(p), v.readText(p)),
    readBytes: (p) => (note(p), v.readBytes(p)),
    write: (p, t) => v.write(p, t),
    replace: (p, e, n) => v.replace(p, e, n),
    mkdir: (p) => v.mkdir(p),
    remove: (p) => v.remove(p),
    removeEmptyFolder: (p) => v.removeEmptyFolder(p),
  };
}

function ctxFor(dir: string, at: number, opened: Set<string>, cap: number): EngineContext {
  return {
    yaml: yamlPackage,
    vault: countingVault(dir, opened),
    clock: fixedClock(at),
    settings: { ...DEFAULT_SETTINGS, batchMaxLogs: cap, batchMaxKiB: 4096 },
    deviceId: 'test-device',
  };
}

/** The person's memory a dream wrote: digests, topic notes, identity and the index (not the dream log, reports or state). */
function memoryFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (r !== 'Memory/Dreaming') walk(r);
      } else out[r] = fs.readFileSync(path.join(dir, r), 'utf8');
    }
  };
  walk('Memory');
  return out;
}

interface Dreamt {
  summaries: RunSummary[];
  /** source notes each dream opened */
  opened: string[][];
}

async function dreamUntilDone(dir: string, cap: number, from = START, max = 40): Promise<Dreamt> {
  const out: Dreamt = { summaries: [], opened: [] };
  for (let i = 0; i < max; i++) {
    const opened = new Set<string>();
    const s = await runDream(ctxFor(dir, from + i * HOUR, opened, cap), { trigger: 'manual' });
    out.summaries.push(s);
    out.opened.push([...opened]);
    if (s.status !== 'completed') break;
  }
  return out;
}

async function readPaths(dir: string): Promise<string[][]> {
  const { manifests } = await listManifests({ vault: new NodeVault(dir), settings: DEFAULT_SETTINGS });
  return manifests.filter((m) => m.phase === 'done').map((m) => m.read.map((r) => r.path));
}

describe('a date with more notes than one dream reads', () => {
  test('is read a batch a dream, each note once, into the memory one unbounded dream writes', async () => {
    const bounded = makeVault();
    const whole = makeVault();

    const b = await dreamUntilDone(bounded, CAP);
    const completed = b.summaries.filter((s) => s.status === 'completed');
    expect(completed).toHaveLength(Math.ceil(NOTES / CAP));
    expect(b.summaries.at(-1)!.status).toBe('noop');
    for (const [i, s] of completed.entries()) {
      expect(s.logsSelected).toBeLessThanOrEqual(CAP);
      // The batch, plus the newest note's frontmatter (the watermark is checked against it).
      expect(b.opened[i]!.length).toBeLessThanOrEqual(CAP + 1);
      expect(s.logsDeferred).toBe(Math.max(0, NOTES - (i + 1) * CAP));
    }
    // The dream with nothing new opens no note but the newest one's frontmatter.
    expect(b.opened.at(-1)!.length).toBeLessThanOrEqual(1);

    const reads = (await readPaths(bounded)).flat();
    expect(reads).toHaveLength(NOTES);
    expect(new Set(reads).size).toBe(NOTES);

    // The dream log says the day is left part-read until the last batch.
    const log = parseDreamLog(fs.readFileSync(path.join(bounded, DEFAULT_SETTINGS.dreamLogPath), 'utf8')).entries;
    expect(log.map((e) => e.consolidatedThrough)).toEqual(completed.map(() => DATE));
    expect(log.map((e) => e.partOfDay === true)).toEqual(completed.map((_, i) => i < completed.length - 1));
    const report = fs.readFileSync(path.join(bounded, completed[0]!.reportPath!), 'utf8');
    expect(report).toMatch(new RegExp(`- Deferred: ${NOTES - CAP} daily notes wait for the next dream, because a dream reads at most ${CAP} daily notes.*stopped part-way through the notes dated ${DATE} \\(${CAP} read, ${NOTES - CAP} not yet`));

    // One dream of the whole date (the frontier of a date read whole is the run's start, which a
    // fixed clock puts before the files' mtimes, so a second dream would read it again: one is enough).
    const w = await dreamUntilDone(whole, 10_000, START, 1);
    expect(w.summaries.map((s) => s.status)).toEqual(['completed']);
    expect(w.summaries[0]!.logsSelected).toBe(NOTES);

    // The same memory: the same files, holding the same lines. A digest updated
    // over several dreams lists its lines in the order they came, and its first
    // update adds two empty keys to the frontmatter; nothing else may differ.
    const got = memoryFiles(bounded);
    const want = memoryFiles(whole);
    expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
    const lines = (text: string): string[] => text.split('\n').filter((l) => l !== 'tags: []' && l !== 'status: active').sort();
    for (const [p, text] of Object.entries(want)) expect({ path: p, lines: lines(got[p]!) }).toEqual({ path: p, lines: lines(text) });
    const digest = want[`Memory/Daily/${DATE}.md`]!;
    expect(digest.split('\n').filter((l) => l.startsWith('- ')).length).toBe(NOTES);
  });

  test('a note changed behind the cursor is read again; undo puts the cursor back', async () => {
    const dir = makeVault();
    const opened = new Set<string>();
    const at = (i: number): EngineContext => ctxFor(dir, START + i * HOUR, opened, CAP);

    const first = await runDream(at(0), { trigger: 'manual' });
    const second = await runDream(at(1), { trigger: 'manual' });
    expect([first.status, second.status]).toEqual(['completed', 'completed']);
    const [read1, read2] = await readPaths(dir);
    expect(read2![0]).toBe(`Journal/${DATE}-${String(CAP).padStart(4, '0')}.md`);

    // Undo the second dream: the next dream reads exactly what it read.
    const undone = await undoDream(at(2));
    expect(undone.refused).toEqual([]);
    expect(undone.restored).toContain(DEFAULT_SETTINGS.dreamLogPath);
    const again = await planDream(at(3), { trigger: 'manual' });
    expect(again.selection.selected.map((l) => l.path)).toEqual(read2);

    // Redo it, then change a note the first dream read: it is read again, first, and only it.
    await runDream(at(4), { trigger: 'manual' });
    const behind = read1![3]!;
    fs.appendFileSync(path.join(dir, behind), '- Decided to move the whole workshop to the garage.\n');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dir, behind), later, later);
    const next = await planDream(at(5), { trigger: 'manual' });
    expect(next.selection.selected[0]!.path).toBe(behind);
    expect(next.selection.selected.slice(1).map((l) => l.path)).toEqual(
      Array.from({ length: CAP - 1 }, (_, k) => `Journal/${DATE}-${String(2 * CAP + k).padStart(4, '0')}.md`),
    );
    const run = await runDream(at(5), { trigger: 'manual' });
    expect(run.status).toBe('completed');
    const memory = Object.values(memoryFiles(dir)).join('\n');
    expect(memory).toMatch(/whole workshop to the garage/);
    // And not again after that.
    const after = await planDream(at(6), { trigger: 'manual' });
    expect(after.selection.selected.map((l) => l.path)).not.toContain(behind);
    expect(after.selection.selected[0]!.path).toBe(`Journal/${DATE}-${String(3 * CAP - 1).padStart(4, '0')}.md`);
  });
});
