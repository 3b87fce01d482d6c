import { afterEach, describe, expect, it } from '@jest/globals';
import * as fs from 'fs';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { planNoteWrites } from '../../src/core/consolidate/plan-writes';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { copyExampleVault, EXAMPLE_APPROVED, exampleCandidates } from './example-candidates';
import { yamlPackage } from '../../src/cli/yaml-package';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function context(): { ctx: EngineContext; dir: string } {
  const dir = copyExampleVault('vd-plan-writes-');
  dirs.push(dir);
  const ctx: EngineContext = { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-29T03:00:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'test' };
  return { ctx, dir };
}

describe('planNoteWrites on the example vault', () => {
  it('routes candidates to digests, topic notes and (approved only) identity and skills', async () => {
    const { ctx } = context();
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    expect(r.dropped).toEqual([]);
    expect(r.writes.map((w) => `${w.tier} ${w.action} ${w.target}`)).toEqual([
      // Only days with a line no topic note holds get a digest (issue 8 item 5).
      '1 create Memory/Daily/2026-11-05.md',
      '1 create Memory/Daily/2026-11-10.md',
      '1 create Memory/Daily/2026-11-27.md',
      '2 create Memory/Topics/App design.md',
      '2 create Memory/Topics/Bike rebuild.md',
      '2 create Memory/Topics/JavaScript tooling.md',
      '2 create Memory/Topics/Newsletter.md',
      '2 update Memory/Topics/seedling.md',
      '2 create Memory/Topics/Seedling release.md',
      '3 create Memory/Identity/javascript-tooling.md',
      '3 create Memory/Skills/seedling-release/SKILL.md',
    ]);
  });

  it('a slug-named note an earlier dream wrote (bike-rebuild.md) gets its title as an alias, so [[Bike rebuild]] reaches it (issue 22)', async () => {
    const { ctx, dir } = context();
    const old = '---\nid: bike-rebuild\ntype: note\norigin: dream\nconfidence: 0.8\nrecurrence: 2\nderived_from_untrusted: false\n---\n# Bike rebuild\n\n- Ordered a new chain\n';
    fs.writeFileSync(path.join(dir, 'Memory/Topics/bike-rebuild.md'), old);
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    const bike = r.writes.find((w) => w.target === 'Memory/Topics/bike-rebuild.md');
    expect(bike?.action).toBe('update');
    expect(r.writes.some((w) => w.target === 'Memory/Topics/Bike rebuild.md')).toBe(false);
    expect(ctx.yaml.parse(bike!.content.split('---\n')[1]!)).toMatchObject({ aliases: ['Bike rebuild'] });
  });

  it('writes a pending, unapproved candidate nowhere (not even its tier-2 line)', async () => {
    const { ctx } = context();
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    for (const w of r.writes) {
      expect(w.content).not.toContain('No meetings before 10');
      expect(w.candidateIds).not.toContain('c3routine0001');
    }
    const none = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: new Set() });
    expect(none.writes.some((w) => w.target.startsWith('Memory/Identity/') || w.target.startsWith('Memory/Skills/'))).toBe(false);
    expect(none.writes.some((w) => w.content.includes('Prefers pnpm'))).toBe(false);
  });

  it('a plan carries the text it expects, a diff and a plain reason', async () => {
    const { ctx, dir } = context();
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    const seedling = r.writes.find((w) => w.target === 'Memory/Topics/seedling.md')!;
    expect(seedling.expected).toBe(fs.readFileSync(path.join(dir, 'Memory/Topics/seedling.md'), 'utf8'));
    expect(seedling.reason).toBe('Update the topic note “Seedling”: 7 new lines from 2026-11-02 to 2026-11-27.');
    expect(seedling.diff).toContain('+## Decisions');
    expect(seedling.diff).toContain(' - Name chosen on 2026-10-20 after a walk through the Estrela garden.');
  });

  it('marks the digest that holds a web quote as derived from untrusted sources', async () => {
    const { ctx } = context();
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    expect(r.writes.find((w) => w.target === 'Memory/Daily/2026-11-05.md')!.content).toContain('derived_from_untrusted: true');
    // A clean digest carries no flag; the gates read its absence as clean only on a digest.
    expect(r.writes.find((w) => w.target === 'Memory/Daily/2026-11-10.md')!.content).not.toContain('derived_from_untrusted');
  });

  it('lists a new topic note that looks like an existing one, without merging them', async () => {
    const { ctx } = context();
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    expect(r.messages.filter((m) => m.kind === 'near-duplicate').map((m) => m.text)).toEqual([
      'New topic note Memory/Topics/Seedling release.md looks like Memory/Topics/seedling.md. They were kept apart; merge them by hand if they are one topic.',
    ]);
  });

  it('drops a candidate whose source lines changed or whose source was deleted (rehydration), and says which', async () => {
    const { ctx, dir } = context();
    const file = path.join(dir, 'Journal/2026-11-12.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('stays free and open source (MIT)', 'might go paid'));
    fs.rmSync(path.join(dir, 'Journal/2026-11-09.md'));
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    expect(r.dropped.map((m) => m.text)).toEqual([
      '“Seedling stays free and open source (MIT); maybe a paid sync service later, nev…” was not written: lines 8–8 of Journal/2026-11-12.md changed since they were read; the next run reads them again.',
      '“Newsletter paused until January: not enough energy for three projects” was not written: its source Journal/2026-11-09.md no longer exists.',
    ]);
    expect(r.writes.some((w) => w.content.includes('free and open source'))).toBe(false);
    expect(r.writes.some((w) => w.target === 'Memory/Topics/Newsletter.md')).toBe(false);
  });

  it('leaves a note with unreadable frontmatter alone and reports it', async () => {
    const { ctx, dir } = context();
    fs.writeFileSync(path.join(dir, 'Memory/Topics/seedling.md'), '---\ntags: [unclosed\n---\n# Seedling\n');
    const r = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    expect(r.writes.some((w) => w.target === 'Memory/Topics/seedling.md')).toBe(false);
    expect(r.dropped).toHaveLength(1);
    expect(r.dropped[0]!.text).toMatch(/^Memory\/Topics\/seedling\.md: frontmatter could not be read .*left as it is\. 7 candidates for it wait for the next run\.$/);
  });

  it('plans no write at all once the notes already say everything', async () => {
    const { ctx, dir } = context();
    const first = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    for (const w of first.writes) {
      fs.mkdirSync(path.dirname(path.join(dir, w.target)), { recursive: true });
      fs.writeFileSync(path.join(dir, w.target), w.content);
    }
    const second = await planNoteWrites(ctx, ctx.settings, exampleCandidates(), { approvedIds: EXAMPLE_APPROVED });
    expect(second.writes).toEqual([]);
  });

  it('never writes a credential that slipped past the secret guard', async () => {
    const { ctx } = context();
    const [c] = exampleCandidates();
    const leaky = { ...c!, id: 'leak', tier: 2 as const, hold: null, text: 'Staging token is sk-proj-Q7hT2mVx9LkP4sRwZ8nYc3JbFdGe6HaU1oNi5KtXvW0' };
    const r = await planNoteWrites(ctx, ctx.settings, [leaky], { approvedIds: new Set() });
    expect(r.writes).toEqual([]);
    expect(r.dropped[0]!.text).toMatch(/credential-shaped value/);
    expect(JSON.stringify(r)).not.toContain('Q7hT2mVx9');
  });
});
