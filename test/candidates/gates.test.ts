import { describe, expect, it } from '@jest/globals';
import { gate, recheckTier, tier3Destination, type GateInput } from '../../src/core/rank/gates';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { SourceRef } from '../../src/core/extract/spans';
import type { Candidate } from '../../src/core/rank/candidate';

const base: GateInput = { kind: 'preference', text: 'I prefer pnpm over npm', confidence: 0.9, recurrence: 3, derivedFromUntrusted: false };

describe('TierGate', () => {
  const cases: { name: string; before: Partial<GateInput>; after: { tier: number; approval: boolean } }[] = [
    { name: 'below tier 1 is gated out', before: { confidence: 0.49 }, after: { tier: 0, approval: false } },
    { name: 'exactly 0.5 meets tier 1', before: { confidence: 0.5 }, after: { tier: 1, approval: false } },
    { name: '0.74 stays tier 1', before: { confidence: 0.74 }, after: { tier: 1, approval: false } },
    { name: '0.75 meets tier 2', before: { confidence: 0.75 }, after: { tier: 2, approval: false } },
    { name: 'tier 3: all three conditions, waits for approval', before: {}, after: { tier: 3, approval: true } },
    { name: 'tier 3 needs 0.85', before: { confidence: 0.84 }, after: { tier: 2, approval: false } },
    { name: 'tier 3 needs recurrence 3', before: { recurrence: 2 }, after: { tier: 2, approval: false } },
    { name: 'untrusted never reaches tier 3, whatever the score', before: { confidence: 1, recurrence: 9, derivedFromUntrusted: true }, after: { tier: 2, approval: false } },
    { name: 'a decision tops out at tier 2', before: { kind: 'decision', text: 'Decided to use SQLite' }, after: { tier: 2, approval: false } },
    { name: 'a plain fact tops out at tier 2', before: { kind: 'fact', text: 'The 42 bus no longer stops at Elm Street' }, after: { tier: 2, approval: false } },
    { name: 'a fact about the person can reach identity', before: { kind: 'fact', text: 'I live in Lisbon' }, after: { tier: 3, approval: true } },
    { name: 'a procedure can reach skills', before: { kind: 'procedure', text: 'Release checklist: (1) bump; (2) tag' }, after: { tier: 3, approval: true } },
    { name: 'project status tops out at tier 2', before: { kind: 'project_status', text: 'Seedling shipped 0.3' }, after: { tier: 2, approval: false } },
  ];
  it.each(cases)('$name', ({ before, after }) => {
    const v = gate({ ...base, ...before }, DEFAULT_SETTINGS);
    expect({ tier: v.tier, approval: v.approval !== null }).toEqual(after);
    expect(v.reasons).toHaveLength(3);
  });

  it('tier 2 waits for approval when the policy says so', () => {
    const v = gate({ ...base, kind: 'decision', confidence: 0.8 }, { ...DEFAULT_SETTINGS, approveTier2: true });
    expect(v.tier).toBe(2);
    expect(v.approval).toBe('tier-2-setting');
  });

  it('reasons say which gate is met or missed and why, in words', () => {
    const v = gate({ ...base, confidence: 0.8, recurrence: 1, derivedFromUntrusted: true }, DEFAULT_SETTINGS);
    expect(v.reasons).toEqual([
      'Tier 1 (daily digest) met: confidence 0.80 ≥ 0.50',
      'Tier 2 (topic note) met: confidence 0.80 ≥ 0.75',
      'Tier 3 (identity/skill) missed: confidence 0.80 is below 0.85; seen on 1 day(s)/session(s), needs 3; ' +
        'part of its evidence comes from an untrusted source (clipping, web quote or tool output)',
    ]);
  });

  it('thresholds come from settings', () => {
    expect(gate({ ...base, confidence: 0.6 }, { ...DEFAULT_SETTINGS, tier1Threshold: 0.7 }).tier).toBe(0);
    expect(gate({ ...base, recurrence: 2 }, { ...DEFAULT_SETTINGS, tier3MinRecurrence: 2 }).tier).toBe(3);
  });

  it('tier 3 destination: identity for preferences and self-facts, skill for procedures', () => {
    expect(tier3Destination({ kind: 'preference', text: 'x' })).toBe('identity');
    expect(tier3Destination({ kind: 'fact', text: "I'm allergic to peanuts" })).toBe('identity');
    expect(tier3Destination({ kind: 'fact', text: 'The bus is late' })).toBeNull();
    expect(tier3Destination({ kind: 'procedure', text: 'x' })).toBe('skill');
    expect(tier3Destination({ kind: 'todo', text: 'I am going to call' })).toBeNull();
  });
});

function ref(date: string, untrusted = false, role: SourceRef['role'] = 'person'): SourceRef {
  return { path: `Journal/${date}.md`, startLine: 3, endLine: 3, snippet: '- x', untrusted, role, date, session: `note:Journal/${date}.md` };
}

function candidate(over: Partial<Candidate> = {}): Candidate {
  return {
    id: 'abc', text: 'I prefer pnpm over npm', kind: 'preference', topic: 'software-preferences', domain: 'Software',
    lifecycle: 'active', sources: [ref('2026-11-02'), ref('2026-11-04'), ref('2026-11-10')], recurrence: 3,
    derivedFromUntrusted: false,
    signals: { importance: 0.7, recurrence: 1, novelty: 1, stability: 0.9, actionability: 0.7, explicit: 0, recency: 1 },
    confidence: 0.93, tier: 3, gateReasons: [], hold: null, extractor: 'offline', secretOmitted: false, ...over,
  };
}

describe('recheckTier', () => {
  it('accepts a candidate whose evidence supports its tier', () => {
    expect(recheckTier(candidate(), DEFAULT_SETTINGS)).toMatchObject({ ok: true, allowed: 3 });
  });
  it('recounts recurrence from sources: two days cannot claim three', () => {
    const r = recheckTier(candidate({ sources: [ref('2026-11-02'), ref('2026-11-02'), ref('2026-11-10')] }), DEFAULT_SETTINGS);
    expect(r).toMatchObject({ ok: false, allowed: 2 });
  });
  it('prior support from memory notes counts', () => {
    const r = recheckTier(candidate({ sources: [ref('2026-11-10')], priorSupport: ['day:2026-10-01', 'day:2026-10-05'] }), DEFAULT_SETTINGS);
    expect(r).toMatchObject({ ok: true, allowed: 3 });
  });
  it('re-derives trust from sources even when the flag says trusted', () => {
    const r = recheckTier(candidate({ sources: [ref('2026-11-02'), ref('2026-11-04'), ref('2026-11-10', false, 'web_quote')] }), DEFAULT_SETTINGS);
    expect(r).toMatchObject({ ok: false, allowed: 2 });
  });
  it('recomputes confidence from signals: an inflated score does not count', () => {
    const r = recheckTier(candidate({ signals: { importance: 0, recurrence: 0.2, novelty: 0, stability: 0, actionability: 0, explicit: 0, recency: 1 } }), DEFAULT_SETTINGS);
    expect(r.ok).toBe(false);
    expect(r.allowed).toBe(0);
  });
  it('a candidate without sources is allowed nothing', () => {
    expect(recheckTier(candidate({ sources: [], tier: 1 }), DEFAULT_SETTINGS)).toMatchObject({ ok: false, allowed: 0 });
  });
});
