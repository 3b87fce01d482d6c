/**
 * REM in the dream, on real files: nightly dreams over two weeks of notes
 * leave the week's reflection after the dream that closes it, the dream log
 * links it, the index points at it in one line; `reflect` previews without
 * writing; a backfill is one run that undo takes back.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { yamlPackage } from '../../src/cli/yaml-package';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { backfillReflections, previewReflectionNote, runDream, undoDream } from '../../src/core/engine';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const NOTES: Record<string, string> = {
  '2026-11-09': '- [[Mewa]]: sanded the transom\n- [ ] order new halyards for the boat\n',
  '2026-11-10': '- long run by the sea, 12 km\n- Kasia called: she moved to Wrocław at the weekend\n',
  '2026-11-12': '- [[Mewa]]: first coat of primer on the transom\n',
  '2026-11-16': '- [[Mewa]]: second coat, looks good\n- Running: 8 km easy\n',
  '2026-11-18': '- [[Mewa]]: paused until spring, the shed is too cold\n',
  '2026-11-20': '- Running: intervals, 6 × 400 m\n- [x] bought new halyards for the boat\n',
  '2026-11-22': '- Running: long run, 15 km\n',
};

function vault(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-rem-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'Journal'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'Memory', 'Topics'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'Memory', 'MEMORY.md'), '# Memory\n\n## Now\n- [[Mewa]] — the boat\n- Running — three times a week\n\n## People\n- Kasia — sister\n');
  fs.writeFileSync(path.join(dir, 'Memory', 'Topics', 'Mewa.md'), '---\naliases: [the boat]\n---\n# Mewa\n\nA wooden dinghy.\n');
  return dir;
}

function ctxAt(dir: string, now: string): EngineContext {
  return { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(now), settings: DEFAULT_SETTINGS, deviceId: 'test-device' };
}

function nextMorning(date: string): string {
  const d = new Date(`${date}T07:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

const read = (dir: string, rel: string): string => fs.readFileSync(path.join(dir, rel), 'utf8');
const exists = (dir: string, rel: string): boolean => fs.existsSync(path.join(dir, rel));

/** Every list line is a claim (Themes, Changed, Open loop), which must cite a source day. */
function claims(text: string): string[] {
  return text.split('\n').filter((l) => l.startsWith('- '));
}

describe('reflections in nightly dreams', () => {
  test('the dream that closes a week writes its reflection; the log links it and the index points at it', async () => {
    const dir = vault();
    const written: Record<string, string[]> = {};
    for (const [date, text] of Object.entries(NOTES)) {
      fs.writeFileSync(path.join(dir, 'Journal', `${date}.md`), text);
      const summary = await runDream(ctxAt(dir, nextMorning(date)), { trigger: 'cli', offline: true });
      expect(summary.status).toBe('completed');
      written[date] = summary.written.map((w) => w.path).filter((p) => p.startsWith('Memory/Reflections/'));
    }
    // W46 (9–15 Nov) is closed by the dream after its first note of W47; W47 by the one after Sunday 22 Nov.
    expect(written).toMatchObject({ '2026-11-09': [], '2026-11-12': [], '2026-11-16': ['Memory/Reflections/2026-W46.md'], '2026-11-20': [], '2026-11-22': ['Memory/Reflections/2026-W47.md'] });

    const w47 = read(dir, 'Memory/Reflections/2026-W47.md');
    // The provenance of a read-out: what it is and that a dream wrote it; every line cites its own days.
    expect(w47).toMatch(/^---\ntype: reflection\norigin: dream\n---\n# 16–22 Nov\n\n- Themes: /);
    // Themes on one line, with their days and trend, citing the fewest days that show each twice:
    // "the boat" is Mewa's alias, so the halyards for the boat on 20 Nov count for it (16, 18, 20); Running is 16, 20, 22,
    // up from one day in W46: the long run of 10 Nov moved from that day's digest into Running's note once it had one.
    expect(w47).toContain('- Themes: [[Mewa]] 3d ↑, [[Running]] 3d ↑ · [[Journal/2026-11-16]], [[Journal/2026-11-20]]\n');
    // A change is its gist, pointing at the subject's note and citing the line.
    expect(w47).toContain('- Changed: [[Mewa]]: paused until spring · [[Journal/2026-11-18]] L1\n');
    // The halyards were ordered on 9 Nov and bought on 20 Nov: closed before W47 ended, so no open loop.
    expect(w47).not.toContain('Open loop');
    expect(read(dir, 'Memory/Reflections/2026-W46.md')).toContain('\n- Changed: Kasia called: she moved to Wrocław at… · [[Journal/2026-11-10]] L2\n');
    for (const line of claims(w47)) expect(line).toMatch(/\[\[Journal\/\d{4}-\d{2}-\d{2}/);

    expect(read(dir, 'Memory/Dreaming/dream-log.md')).toContain('Reflection: [[Memory/Reflections/2026-W47]]');
    const index = read(dir, 'Memory/MEMORY.md');
    expect(index.match(/^Latest reflection: .*$/gm)).toEqual(['Latest reflection: [[Memory/Reflections/2026-W47|2026-W47]]']);
    // Never the reflection's content.
    expect(index).not.toContain('3d ');
    // A week is reflected on once: the next dream leaves the note as it is.
    const again = await runDream(ctxAt(dir, '2026-11-24T07:00:00Z'), { trigger: 'cli', offline: true });
    expect(again.written.map((w) => w.path).filter((p) => p.startsWith('Memory/Reflections/'))).toEqual([]);
  });

  test('a name the person keeps writing that begins a known subject’s name is that subject', async () => {
    const dir = vault();
    fs.writeFileSync(path.join(dir, 'Memory', 'Topics', 'Baltica Rail Cargo.md'), '# Baltica Rail Cargo\n\nThe rail operator.\n');
    const days: Record<string, string> = { '2026-11-16': '- a call with Baltica today\n', '2026-11-18': '- the contract from Baltica came\n', '2026-11-20': '- signed with Baltica\n' };
    for (const [date, text] of Object.entries(days)) fs.writeFileSync(path.join(dir, 'Journal', `${date}.md`), text);
    const preview = await previewReflectionNote(ctxAt(dir, '2026-11-30T07:00:00Z'), '2026-W47');
    // Not "Baltica 3d new" beside it: one subject, its days together.
    expect(preview.text).toContain('- Themes: [[Baltica Rail Cargo]] 3d new · [[Journal/2026-11-16]], [[Journal/2026-11-18]]\n');
  });

  test('reflect previews without writing; a backfill is one run that undo takes back', async () => {
    const dir = vault();
    for (const [date, text] of Object.entries(NOTES)) fs.writeFileSync(path.join(dir, 'Journal', `${date}.md`), text);
    const ctx = ctxAt(dir, '2026-11-30T07:00:00Z');
    const preview = await previewReflectionNote(ctx, '2026-W47');
    expect(preview.text).toContain('# 16–22 Nov\n');
    expect(exists(dir, 'Memory/Reflections')).toBe(false);
    expect((await previewReflectionNote(ctx, '2026-47')).text).toBeNull();

    const indexBefore = read(dir, 'Memory/MEMORY.md');
    const run = await backfillReflections(ctx, '2026-11-01', '2026-11-30');
    expect(run.status).toBe('completed');
    expect(run.written.map((w) => w.path).filter((p) => p.startsWith('Memory/Reflections/')).sort()).toEqual([
      'Memory/Reflections/2026-11.md', 'Memory/Reflections/2026-W46.md', 'Memory/Reflections/2026-W47.md',
    ]);
    expect(read(dir, 'Memory/Reflections/2026-W47.md')).toBe(preview.text);
    // The month links its first and last week.
    expect(read(dir, 'Memory/Reflections/2026-11.md')).toContain('Weeks: [[2026-W46]] to [[2026-W47]]');
    expect(read(dir, 'Memory/MEMORY.md')).toContain('Latest reflection: [[Memory/Reflections/2026-11|2026-11]]');
    // No source was consolidated: the watermark is not there yet.
    expect(exists(dir, 'Memory/Daily')).toBe(false);

    const undone = await undoDream(ctx);
    expect(undone.refused).toEqual([]);
    expect(exists(dir, 'Memory/Reflections/2026-W47.md')).toBe(false);
    expect(read(dir, 'Memory/MEMORY.md')).toBe(indexBefore);
  });
});
