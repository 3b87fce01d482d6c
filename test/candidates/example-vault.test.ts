import { describe, expect, it } from '@jest/globals';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { loadExistingMemory } from '../../src/core/rank/existing-memory';
import { buildCandidates, type CandidateBuild } from '../../src/core/rank/build-candidates';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { collectSpans, type Span } from '../../src/core/extract/spans';
import { readSourceText } from '../../src/core/sense/sources';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { SourceLog } from '../../src/core/sense/source-log';

/**
 * The offline extractor over the example vault's journal, as a person would
 * judge it: their lasting preferences, decisions, procedures and project
 * states come out; noise, their own dreaming output, secrets and planted
 * instructions do not.
 */
const VAULT = path.join(__dirname, '..', '..', 'examples', 'vault');
const NOW = Date.parse('2026-11-28T03:00:00Z');

async function run(): Promise<{ spans: Span[]; built: CandidateBuild }> {
  const vault = new NodeVault(VAULT);
  const logs: SourceLog[] = (await vault.list('Journal')).map((f) => ({
    path: f.path, date: /(\d{4}-\d{2}-\d{2})/.exec(f.path)![1]!, size: f.size, mtime: f.mtime, kind: 'daily',
  }));
  const { spans, messages } = await collectSpans(yamlPackage, vault, DEFAULT_SETTINGS, logs, (log) => readSourceText(vault, log));
  expect(messages).toEqual([]);
  const memory = await loadExistingMemory(yamlPackage, vault, DEFAULT_SETTINGS);
  return { spans, built: buildCandidates(offlineExtract(spans), spans, memory, DEFAULT_SETTINGS, NOW) };
}

describe('example vault', () => {
  let result: Promise<{ spans: Span[]; built: CandidateBuild }> | null = null;
  const get = () => (result ??= run());

  it('the repeated pnpm preference is one tier-3 identity candidate waiting for approval', async () => {
    const { built } = await get();
    const pnpm = built.candidates.filter((c) => c.kind === 'preference' && /pnpm/.test(c.text));
    expect(pnpm).toHaveLength(1);
    expect(pnpm[0]).toMatchObject({ tier: 3, derivedFromUntrusted: false });
    expect(pnpm[0]!.recurrence).toBeGreaterThanOrEqual(3);
    expect(pnpm[0]!.hold).not.toBeNull();
  });

  it('the release checklist done in three sessions is one procedure, held because it holds commands', async () => {
    const { built } = await get();
    const procs = built.candidates.filter((c) => c.kind === 'procedure' && /release checklist/i.test(c.text));
    expect(procs).toHaveLength(1);
    expect(procs[0]!.recurrence).toBe(3);
    expect(procs[0]!.tier).toBe(3);
    expect(procs[0]!.hold).toEqual({ by: 'screen', reasons: expect.arrayContaining(['backticked-command']) });
  });

  it('decisions and project states come out with their lifecycle', async () => {
    const { built } = await get();
    const find = (re: RegExp) => built.candidates.find((c) => re.test(c.text));
    expect(find(/local-first web app/)?.kind).toBe('decision');
    expect(find(/Paused the \[\[Newsletter\]\]/)?.lifecycle).toBe('paused');
    expect(find(/Finished the \[\[Bike rebuild\]\]/)?.lifecycle).toMatch(/closed|done/);
  });

  it('noise, the Light Sleep block and the secret never become candidates', async () => {
    const { built } = await get();
    const all = JSON.stringify(built);
    for (const noise of ['Rainy day', 'Tired. Coffee', 'Quiet day', 'user loves npm', 'Long day at work']) expect(all).not.toContain(noise);
    expect(all).not.toContain('sk-proj-');
    expect(built.secretsOmitted).toEqual([{ path: 'Journal/2026-11-06.md', line: 9, kind: expect.any(String) }]);
  });

  it('planted instructions are untrusted, below tier 3 and held', async () => {
    const { spans, built } = await get();
    expect(spans.filter((s) => s.path.includes('clipping-local-first')).every((s) => s.untrusted)).toBe(true);
    const planted = built.considered.filter((c) => /Mallory|example-localfirst\.dev|AI assistants/i.test(c.text));
    expect(planted.length).toBeGreaterThanOrEqual(2);
    for (const c of planted) {
      expect(c.derivedFromUntrusted).toBe(true);
      expect(c.tier).toBeLessThan(3);
      if (c.tier > 0) expect(c.hold).not.toBeNull();
    }
  });

  it('a line already in the seedling topic note is recognised as a repeat', async () => {
    const { built } = await get();
    const kickoff = built.considered.find((c) => /garden planner that tells you what to sow/.test(c.text));
    expect(kickoff?.duplicateOf).toMatch(/^Memory\/Topics\/seedling\.md#L\d+$/);
  });
});
