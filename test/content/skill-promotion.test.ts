import { afterEach, describe, expect, it } from '@jest/globals';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { fixedClock } from '../../src/core/ports/clock';
import type { EngineContext } from '../../src/core/ports/context';
import { planNoteWrites } from '../../src/core/consolidate/plan-writes';
import { renderSkillNote, skillPromotion } from '../../src/core/consolidate/skill';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { cand, ref } from './fixtures';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { Candidate } from '../../src/core/rank/candidate';

/**
 * A dream-drafted skill starts incubating and becomes active when a later
 * dream sees the same procedure again in a session it does not yet cite
 * (wienerdog-dream, "Skill synthesis"). Never for a person's own skill.
 */
const PROCEDURE = 'Release Seedling: bump the version in package.json; run pnpm build, then tag the commit, then push the tag';
const DRAFT_SOURCES = [ref('2026-11-06', 5, 8), ref('2026-11-13', 4, 7), ref('2026-11-20', 6, 9)];

const draft = renderSkillNote(yamlPackage, null, {
  topic: 'seedling-release',
  candidates: [cand(PROCEDURE, { id: 'draft0001', kind: 'procedure', topic: 'seedling-release', tier: 3, confidence: 0.88, recurrence: 3, sources: DRAFT_SOURCES })],
  today: '2026-11-21',
}).content!;

function again(over: Partial<Candidate> = {}): Candidate {
  return cand(PROCEDURE, { id: 'again0001', kind: 'procedure', topic: 'seedling-release', tier: 3, confidence: 0.9, recurrence: 3, sources: [ref('2026-11-27', 3, 6)], ...over });
}

const cases: { name: string; before: string; candidate: Candidate; after: 'active' | 'incubating' | 'archived' | 'unchanged' }[] = [
  { name: 'same procedure in a new session → active', before: draft, candidate: again(), after: 'active' },
  { name: 'same procedure, only the sessions it already cites → stays incubating (no write)', before: draft, candidate: again({ sources: [DRAFT_SOURCES[2]!] }), after: 'unchanged' },
  {
    name: 'a variant in a new session is listed, not a promotion',
    before: draft,
    candidate: again({ text: 'Release Seedling: run the e2e tests, then tag the commit' }),
    after: 'incubating',
  },
  { name: 'a person-written skill (no origin) keeps its status', before: draft.replace('origin: dream\n', ''), candidate: again(), after: 'incubating' },
  { name: 'an imported skill (origin: person) keeps its status', before: draft.replace('origin: dream', 'origin: person'), candidate: again(), after: 'incubating' },
  { name: 'an archived skill is not revived', before: draft.replace('status: incubating', 'status: archived'), candidate: again(), after: 'archived' },
  { name: 'an active skill stays active', before: draft.replace('status: incubating', 'status: active'), candidate: again(), after: 'active' },
];

describe('renderSkillNote: promotion from incubating to active', () => {
  it.each(cases)('$name', ({ before, candidate, after }) => {
    const r = renderSkillNote(yamlPackage, before, { topic: 'seedling-release', candidates: [candidate], today: '2026-11-28' });
    if (after === 'unchanged') {
      expect(r.content).toBe(before);
      return;
    }
    expect(r.content).toContain(`\nstatus: ${after}\n`);
    expect(skillPromotion(yamlPackage, before, [candidate])).toBe(after === 'active' && before.includes('status: incubating'));
  });

  it('a promotion is additive: sessions appended, updated bumped, steps and created kept', () => {
    const r = renderSkillNote(yamlPackage, draft, { topic: 'seedling-release', candidates: [again()], today: '2026-11-28' });
    const after = r.content!;
    expect(after).toContain('created: 2026-11-21\nupdated: 2026-11-28\n');
    expect(after).toContain(
      'source_sessions: [note:Journal/2026-11-06.md, note:Journal/2026-11-13.md, note:Journal/2026-11-20.md, note:Journal/2026-11-27.md]\n',
    );
    // Every line of the draft's body is still there, in order.
    const body = (s: string): string[] => s.slice(s.indexOf('\n---\n') + 5).split('\n').filter((l) => l !== '');
    const kept = body(after);
    let at = 0;
    for (const line of body(draft)) {
      at = kept.indexOf(line, at);
      expect(at).toBeGreaterThanOrEqual(0);
    }
    expect(after).toContain('- [[Journal/2026-11-27]] L3–6');
  });
});

describe('planNoteWrites: a promotion is an approved, backed-up update', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  function vaultWithDraft(): EngineContext {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-skill-promotion-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'Memory/Skills/seedling-release'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'Memory/Skills/seedling-release/SKILL.md'), draft);
    fs.mkdirSync(path.join(dir, 'Journal'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'Journal/2026-11-27.md'), `# 27\n\n- ${PROCEDURE}\n`);
    return { yaml: yamlPackage, vault: new NodeVault(dir), clock: fixedClock('2026-11-28T03:00:00Z'), settings: DEFAULT_SETTINGS, deviceId: 'test' };
  }
  const seenAgain = (): Candidate =>
    again({ sources: [ref('2026-11-27', 3, 3, `- ${PROCEDURE}`)], hold: { by: 'policy', reasons: ['tier-3'] } });

  it('with the approval receipt: one update whose expected text is the draft, reason names the promotion', async () => {
    const ctx = vaultWithDraft();
    const c = seenAgain();
    const r = await planNoteWrites(ctx, ctx.settings, [c], { approvedIds: new Set([c.id]) });
    const skill = r.writes.find((w) => w.target === 'Memory/Skills/seedling-release/SKILL.md');
    expect(skill).toBeDefined();
    expect(skill!.action).toBe('update');
    expect(skill!.tier).toBe(3);
    // `expected` is what the executor backs up and compares before writing.
    expect(skill!.expected).toBe(draft);
    expect(skill!.content).toContain('\nstatus: active\n');
    expect(skill!.reason).toMatch(/incubating → active/);
    expect(skill!.candidateIds).toEqual([c.id]);
  });

  it('without the approval receipt: no write to the skill at all', async () => {
    const ctx = vaultWithDraft();
    const r = await planNoteWrites(ctx, ctx.settings, [seenAgain()], { approvedIds: new Set() });
    expect(r.writes.filter((w) => w.target.startsWith('Memory/Skills/'))).toEqual([]);
  });
});
