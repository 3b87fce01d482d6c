/**
 * The whole engine on real files: Sense → offline extraction → candidates →
 * notes → transaction → Settle, over a temp copy of the example vault.
 *
 * The golden folder pins what `npm run demo` writes (the real pipeline, not
 * hand-built candidates), so a change in what a dream keeps or how it words it
 * shows up as a readable diff in review:
 *
 *   UPDATE_GOLDEN=1 npx jest test/engine.test.ts
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeVault } from '../src/cli/node-vault';
import { fixedClock } from '../src/core/ports/clock';
import type { EngineContext, Progress } from '../src/core/ports/context';
import { parseDreamLog } from '../src/core/formats/dreamlog';
import { explainQuery, planDream, runDream } from '../src/core/engine';
import { settleStep } from '../src/core/settle/settle-step';
import { executePlan } from '../src/core/run/execute';
import { DEFAULT_SETTINGS } from '../src/core/ports/settings';
import { yamlPackage } from '../src/cli/yaml-package';
import { listFiles } from './helpers/files';

const EXAMPLE = path.join(__dirname, '..', 'examples', 'vault');
const GOLDEN = path.join(__dirname, 'golden', 'example-engine');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const NOW = '2026-11-28T06:00:00Z';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A copy of the example vault whose notes carry the mtime of their own date (noon UTC), as if written that day. */
function exampleCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-engine-'));
  dirs.push(dir);
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  for (const f of listFiles(dir)) {
    const m = /(\d{4}-\d{2}-\d{2})/.exec(f);
    const t = new Date(m ? `${m[1]}T12:00:00Z` : '2026-11-01T12:00:00Z');
    fs.utimesSync(path.join(dir, f), t, t);
  }
  return dir;
}

function ctxFor(dir: string, now = NOW, onProgress?: (p: Progress) => void): EngineContext {
  return { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock(now), settings: DEFAULT_SETTINGS, deviceId: 'test-device', onProgress };
}

/** Run ids carry 4 random hex digits; everything else in the output is determined by the inputs. */
function stable(text: string): string {
  return text.replace(/(\d{8}-\d{6})-[0-9a-f]{4}/g, '$1-xxxx');
}

describe('a dream over the example vault', () => {
  it('writes the notes pinned in test/golden/example-engine', async () => {
    const dir = exampleCopy();
    const before = new Map(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f))]));
    const summary = await runDream(ctxFor(dir), { trigger: 'cli', offline: true });
    expect(summary.status).toBe('completed');
    expect(summary.watermarkAfter).toBe('2026-11-27');

    // Sources are read-only: every byte of every journal note and clipping is unchanged.
    for (const [f, bytes] of before) {
      if (f.startsWith('Journal/') || f.startsWith('Clippings/')) expect(fs.readFileSync(path.join(dir, f)).equals(bytes)).toBe(true);
    }
    // Memory/Dreaming/ holds the plugin's own notes: the review queue, the dream log and the reports.
    const produced = listFiles(dir).filter((f) => f.startsWith('Memory/') && !/^Memory\/Dreaming\/(review-queue|dreaming-device)/.test(f) && !before.get(f)?.equals(fs.readFileSync(path.join(dir, f))));
    // What a person should find: a digest, topic notes, the index, the log, the report.
    expect(produced).toEqual(expect.arrayContaining(['Memory/MEMORY.md', 'Memory/Dreaming/dream-log.md', 'Memory/Dreaming/Reports/2026-11-28.md']));
    expect(produced.some((f) => f.startsWith('Memory/Daily/'))).toBe(true);
    expect(produced.some((f) => f.startsWith('Memory/Topics/'))).toBe(true);
    // Nothing reached the durable tier without approval, and no secret reached any file.
    expect(produced.some((f) => f.startsWith('Memory/Identity/') || f.startsWith('Memory/Skills/'))).toBe(false);
    for (const f of listFiles(dir)) {
      if (f.startsWith('Journal/')) continue;
      expect(fs.readFileSync(path.join(dir, f), 'utf8')).not.toContain('sk-proj-Q7hT2mVx9LkP4sRwZ8nYc3JbFdGe6HaU1oNi5KtXvW0');
    }
    // Instructions planted in web text never become memory about who the person is.
    for (const f of produced) expect(fs.readFileSync(path.join(dir, f), 'utf8')).not.toMatch(/name is Mallory/i);

    if (UPDATE) {
      fs.rmSync(GOLDEN, { recursive: true, force: true });
      for (const f of produced) {
        fs.mkdirSync(path.dirname(path.join(GOLDEN, f)), { recursive: true });
        fs.writeFileSync(path.join(GOLDEN, f), stable(fs.readFileSync(path.join(dir, f), 'utf8')));
      }
    }
    expect(produced).toEqual(listFiles(GOLDEN));
    for (const f of produced) {
      expect(`${f}\n${stable(fs.readFileSync(path.join(dir, f), 'utf8'))}`).toBe(`${f}\n${fs.readFileSync(path.join(GOLDEN, f), 'utf8')}`);
    }
  });

  it('a second run the next day with nothing new is a no-op that writes nothing', async () => {
    const dir = exampleCopy();
    await runDream(ctxFor(dir), { trigger: 'cli', offline: true });
    const after = new Map(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f))]));
    const second = await runDream(ctxFor(dir, '2026-11-29T06:00:00Z'), { trigger: 'cli', offline: true });
    expect(second.status).toBe('noop');
    expect(listFiles(dir)).toEqual([...after.keys()]);
    for (const [f, bytes] of after) expect(fs.readFileSync(path.join(dir, f)).equals(bytes)).toBe(true);
  });

  it('holds the watermark back when a log it read changes while the run is writing', async () => {
    // Without this, the afternoon appended to 2026-11-03 during the run would
    // sit behind "Consolidated through: 2026-11-27" and never be read.
    const dir = exampleCopy();
    let appended = false;
    const ctx = ctxFor(dir, NOW, (p) => {
      if (p.phase === 'consolidate' && !appended) {
        appended = true;
        fs.appendFileSync(path.join(dir, 'Journal/2026-11-03.md'), '- Evening: decided the calendar starts on Monday.\n');
      }
    });
    const summary = await runDream(ctx, { trigger: 'cli', offline: true });
    expect(appended).toBe(true);
    expect(summary.status).toBe('completed');
    expect(summary.watermarkAfter).toBe('2026-11-03');
    const log = parseDreamLog(fs.readFileSync(path.join(dir, 'Memory/Dreaming/dream-log.md'), 'utf8'));
    expect(log.entries.map((e) => e.consolidatedThrough)).toEqual(['2026-11-03']);
    // and the next run reads that day again
    const next = await planDream(ctxFor(dir, '2026-11-29T06:00:00Z'), { trigger: 'cli', offline: true });
    expect(next.selection.selected.map((l) => l.path)).toContain('Journal/2026-11-03.md');
  });

  it('the plan is frozen once Sense returns it; Settle hands back the held-back watermark instead of editing it', async () => {
    const dir = exampleCopy();
    let appended = false;
    const ctx = ctxFor(dir, NOW, (p) => {
      if (p.phase === 'consolidate' && !appended) {
        appended = true;
        fs.appendFileSync(path.join(dir, 'Journal/2026-11-03.md'), '- Evening: decided the calendar starts on Monday.\n');
      }
    });
    const plan = await planDream(ctx, { trigger: 'cli', offline: true });
    const unfrozen: string[] = [];
    const walk = (v: unknown, at: string): void => {
      if (v === null || typeof v !== 'object') return;
      if (!Object.isFrozen(v)) unfrozen.push(at);
      for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`);
    };
    walk(plan, 'plan');
    expect(unfrozen).toEqual([]);
    // a phase that reached back into the plan would throw here rather than change it quietly
    expect(() => {
      (plan.selection as { newWatermark: string | null }).newWatermark = '1999-01-01';
    }).toThrow(TypeError);
    const before = JSON.stringify(plan);
    const summary = await executePlan(ctx, plan, settleStep);
    expect(summary.status).toBe('completed');
    expect(JSON.stringify(plan)).toBe(before);
    // the correction reached the run's record, not the plan
    expect(plan.selection.newWatermark).not.toBe('2026-11-03');
    expect(summary.watermarkAfter).toBe('2026-11-03');
    expect(summary.messages.some((m) => m.level === 'warn' && /2026-11-03/.test(m.text))).toBe(true);
  });

  it('explain answers after a run, including for what was gated out', async () => {
    const dir = exampleCopy();
    await runDream(ctxFor(dir), { trigger: 'cli', offline: true });
    const text = await explainQuery(ctxFor(dir, '2026-11-28T07:00:00Z'), 'dark mode from day one');
    expect(text).toContain('I always want dark mode support from day one in my apps.');
    expect(text).toMatch(/Tier 2 \(topic note\) missed/);
    expect(text).toContain('Journal/2026-11-16.md#L5');
  });
});
