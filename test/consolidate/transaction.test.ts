/**
 * The rules of a single write inside a run, each shown on the scenario night:
 * what is skipped and reported, what stops the run, and what is never touched.
 */
import { describe, expect, test } from '@jest/globals';
import { executePlan } from '../../src/core/run/execute';
import { readManifest } from '../helpers/context-calls';
import type { VaultPort } from '../../src/core/ports/vault';
import { FaultyVault } from '../fakes/faulty-vault';
import { MemoryVault } from '../fakes/memory-vault';
import { memoryEnv, RUN1 } from './support/crash-check';
import { APP_CONFIG, basePlan, emptySelection, fakeSettle, INITIAL_FILES, makeCtx, planNight, write } from './support/scenario';

const TOPIC = 'Memory/Topics/tooling.md';

function texts(summary: { messages: { text: string }[] }): string {
  return summary.messages.map((m) => m.text).join('\n');
}

describe('compare before write', () => {
  test('a note the person edited after Sense read it keeps their edit; the rest of the run completes', async () => {
    const { vault } = await memoryEnv();
    const plan = await planNight(vault, RUN1);
    const edited = `${INITIAL_FILES[TOPIC]}- added by hand at 02:59\n`;
    await vault.write(TOPIC, edited);
    const summary = await executePlan(makeCtx(vault), plan, fakeSettle());
    expect(summary.status).toBe('completed');
    expect(await vault.readText(TOPIC)).toBe(edited);
    expect(texts(summary)).toContain(`Skipped ${TOPIC}: the file was edited after the plan was made; your version was kept.`);
    expect(summary.written.map((w) => w.path)).toContain('Memory/Topics/gardening.md');
    expect(summary.written.map((w) => w.path)).not.toContain(TOPIC);
  });

  test('a note that appeared after Sense (planned as new) is not overwritten', async () => {
    const { vault } = await memoryEnv();
    const plan = await planNight(vault, RUN1);
    await vault.write('Memory/Topics/gardening.md', 'my own gardening note\n');
    const summary = await executePlan(makeCtx(vault), plan, fakeSettle());
    expect(await vault.readText('Memory/Topics/gardening.md')).toBe('my own gardening note\n');
    expect(texts(summary)).toContain('the file appeared after the plan was made');
  });
});

describe('hard stops', () => {
  test('a failed backup stops every later write; what was written stays recorded; the watermark stays', async () => {
    const { vault } = await memoryEnv();
    const plan = await planNight(vault, RUN1);
    const faulty = new FaultyVault(vault, { failWhen: (f) => f.path.startsWith('.dreams/backups/') });
    const summary = await executePlan(makeCtx(faulty), plan, fakeSettle());
    expect(summary.status).toBe('stopped');
    expect(texts(summary)).toContain(`Backup of ${TOPIC} failed`);
    expect(summary.watermarkAfter).toBe('2026-11-25');
    // Daily digests come before the topic note in the plan: written and recorded.
    expect(summary.written.map((w) => w.path)).toEqual(['Memory/Daily/2026-11-26.md', 'Memory/Daily/2026-11-27.md', 'Memory/Daily/2026-11-28.md']);
    const after = faulty.ops.slice(faulty.ops.findIndex((o) => o === faulty.fired) + 1);
    expect(after.filter((o) => !o.path.startsWith('.dreams/'))).toEqual([]);
    expect(await vault.readText(TOPIC)).toBe(INITIAL_FILES[TOPIC]);
    expect(await vault.exists('Memory/Topics/gardening.md')).toBe(false);
    expect(await vault.readText('Memory/Dreaming/dream-log.md')).toBe(INITIAL_FILES['Memory/Dreaming/dream-log.md']);
    const m = await readManifest(makeCtx(vault), RUN1);
    expect(m.ok && m.manifest.phase).toBe('consolidate');
    expect(m.ok && m.manifest.written.length).toBe(3);
  });

  test('a write that reads back different is put back from its backup and stops the run', async () => {
    const { vault } = await memoryEnv();
    const plan = await planNight(vault, RUN1);
    const lying: VaultPort = Object.assign(Object.create(vault) as VaultPort, {
      replace: async (p: string, expected: string | null, next: string) => vault.replace(p, expected, p === TOPIC ? next.slice(0, 20) : next),
    });
    const summary = await executePlan(makeCtx(lying), plan, fakeSettle());
    expect(summary.status).toBe('stopped');
    expect(texts(summary)).toContain(`${TOPIC} did not read back as written`);
    expect(await vault.readText(TOPIC)).toBe(INITIAL_FILES[TOPIC]);
  });

  test('cancelling between writes puts back what the run had written', async () => {
    const env = await memoryEnv();
    const { vault } = env;
    const before = env.tree();
    const cancel = new AbortController();
    let writes = 0;
    const ctx = makeCtx(vault, undefined, {
      signal: cancel.signal,
      onProgress: (p) => {
        if (p.detail.startsWith('Writing ') && ++writes === 4) cancel.abort();
      },
    });
    const summary = await executePlan(ctx, await planNight(vault, RUN1), fakeSettle());
    expect(summary.status).toBe('stopped');
    expect(texts(summary)).toContain('the run was cancelled');
    expect(env.tree()).toEqual(before);
  });

  test('cancelled before the first write: no lock, no run record, nothing at all is written', async () => {
    const env = await memoryEnv();
    const before = env.tree();
    const cancel = new AbortController();
    const ctx = makeCtx(env.vault, undefined, { signal: cancel.signal });
    const plan = await planNight(env.vault, RUN1);
    cancel.abort();
    const summary = await executePlan(ctx, plan, fakeSettle());
    expect(summary.status).toBe('stopped');
    expect(summary.written).toEqual([]);
    expect(texts(summary)).toContain('the run was cancelled; nothing was written');
    expect(env.tree()).toEqual(before);
  });
});

describe('the allow-list inside a run', () => {
  test('targets outside the memory folders are dropped and reported; the rest is written', async () => {
    const { vault } = await memoryEnv();
    const night = await planNight(vault, RUN1);
    const bad = [
      write(`${APP_CONFIG}/plugins/evil/data.json`, 2, null, 'x'),
      write(`${APP_CONFIG}/snippets/x.md`, 2, null, 'x'),
      write('Journal/2026-11-26.md', 1, INITIAL_FILES['Journal/2026-11-26.md'] ?? null, 'rewritten'),
      write('../outside.md', 2, null, 'x'),
      write(`Memory/Topics/../../${APP_CONFIG}/x.md`, 2, null, 'x'),
      write('Clippings/new.md', 2, null, 'x'),
      write('Notes/random.md', 2, null, 'x'),
    ];
    const plan = { ...night, writes: [...bad, ...night.writes] };
    const summary = await executePlan(makeCtx(vault), plan, fakeSettle());
    expect(summary.status).toBe('completed');
    for (const w of bad) expect(texts(summary)).toContain(`Dropped a write to ${w.target}:`);
    expect(await vault.readText('Journal/2026-11-26.md')).toBe(INITIAL_FILES['Journal/2026-11-26.md']);
    expect(await vault.exists(`${APP_CONFIG}/snippets/x.md`)).toBe(false);
    expect(await vault.exists('Notes/random.md')).toBe(false);
    expect(summary.written.map((w) => w.path)).toContain('Memory/Topics/gardening.md');
  });

  test('a tier note aimed at another tier’s folder, or below tier 1, is dropped', async () => {
    const { vault } = await memoryEnv();
    const night = await planNight(vault, RUN1);
    const plan = { ...night, writes: [write('Memory/Identity/sneaky.md', 2, null, 'x'), write('Memory/Topics/low.md', 0, null, 'x'), ...night.writes] };
    const summary = await executePlan(makeCtx(vault), plan, fakeSettle());
    expect(texts(summary)).toContain('Dropped a tier 2 write to Memory/Identity/sneaky.md');
    expect(texts(summary)).toContain('Dropped a write to Memory/Topics/low.md: below tier 1 nothing is written.');
    expect(await vault.exists('Memory/Identity/sneaky.md')).toBe(false);
  });

  test('text carrying a secret is never written, and the report names only the path', async () => {
    const { vault } = await memoryEnv();
    const night = await planNight(vault, RUN1);
    const key = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const plan = { ...night, writes: [write('Memory/Topics/keys.md', 2, null, `token ${key}\n`), ...night.writes] };
    const summary = await executePlan(makeCtx(vault), plan, fakeSettle());
    expect(await vault.exists('Memory/Topics/keys.md')).toBe(false);
    expect(texts(summary)).toContain('Did not write Memory/Topics/keys.md: the final check found a sensitive value (github-token)');
    expect(JSON.stringify(summary)).not.toContain(key);
  });
});

describe('runs with nothing to do', () => {
  test('an empty selection writes nothing at all, not even the state folder', async () => {
    const vault = new MemoryVault({ files: { 'Journal/2026-11-26.md': '- x\n' } });
    const summary = await executePlan(makeCtx(vault), basePlan({ selection: emptySelection('2026-11-26') }), fakeSettle());
    expect(summary.status).toBe('noop');
    expect(vault.mutatingCalls()).toEqual([]);
  });

  test('a guardian "not now" is a skip that writes nothing', async () => {
    const { vault } = await memoryEnv();
    const night = await planNight(vault, RUN1);
    const calls = vault.mutatingCalls().length;
    const summary = await executePlan(makeCtx(vault), { ...night, guardian: { run: false, reason: 'Last dream 3 h ago; nothing changed since.' } }, fakeSettle());
    expect(summary.status).toBe('skipped');
    expect(texts(summary)).toContain('Last dream 3 h ago');
    expect(vault.mutatingCalls().length).toBe(calls);
  });

  test('a state folder setting that is empty writes nothing and says what to fix', async () => {
    const { vault } = await memoryEnv();
    const night = await planNight(vault, RUN1);
    const calls = vault.mutatingCalls().length;
    const ctx = { ...makeCtx(vault), settings: { ...makeCtx(vault).settings, stateFolder: '' } };
    const summary = await executePlan(ctx, night, fakeSettle());
    expect(summary.status).toBe('stopped');
    expect(texts(summary)).toContain('the state folder setting is empty');
    expect(vault.mutatingCalls().length).toBe(calls);
  });
});
