import { describe, expect, it } from '@jest/globals';
import { emptyMemory } from '../../src/core/rank/existing-memory';
import { buildCandidates, candidateId, sanitiseTopic } from '../../src/core/rank/build-candidates';
import { explainCandidates } from '../../src/core/rank/explain';
import { offlineExtract } from '../../src/core/extract/offline-extractor';
import { WEIGHTS, confidenceOf, recencySignal, recurrenceSignal } from '../../src/core/rank/ranking';
import { spanIdCounter, spansFromNote, type Span } from '../../src/core/extract/spans';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { Signals } from '../../src/core/rank/candidate';

const NOW = Date.parse('2026-11-11T06:00:00Z');

function journal(days: Record<string, string>): Span[] {
  const next = spanIdCounter();
  return Object.entries(days).flatMap(([date, text]) =>
    spansFromNote(yamlPackage, `Journal/${date}.md`, text, date, { nextId: next, untrustedFolders: ['Clippings'] }),
  );
}

describe('ranking', () => {
  it('weights: six base weights sum to 1, explicit, theme and a model\'s grounded specificity are bonuses on top', () => {
    const { explicit, theme, specific, ...base } = WEIGHTS;
    expect(theme).toBeGreaterThan(0);
    expect(specific).toBeGreaterThan(0);
    expect(Object.values(base).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(explicit).toBeGreaterThan(0);
  });
  const recurrence: [number, number][] = [[0, 0], [1, 0.2], [2, 0.65], [3, 1], [7, 1]];
  it.each(recurrence)('recurrence %i → %f (saturates at 3)', (n, v) => expect(recurrenceSignal(n)).toBe(v));
  // Full for a month (a catch-up run after a holiday digests every day), then slowly down to 0.4 at a year.
  const recency: [string, number][] = [
    ['2026-11-10', 1], ['2026-10-14', 1], ['2026-09-15', 0.952], ['2026-05-01', 0.707], ['2025-11-11', 0.4], ['2025-06-01', 0.4],
  ];
  it.each(recency)('recency of %s → %f', (d, v) => expect(recencySignal(d, NOW)).toBeCloseTo(v, 2));
  it('confidence is capped at 1 and rounded to two decimals', () => {
    const all: Signals = { importance: 1, recurrence: 1, novelty: 1, stability: 1, actionability: 1, explicit: 1, recency: 1 };
    expect(confidenceOf(all)).toBe(1);
    expect(confidenceOf({ ...all, explicit: 0, importance: 0.333 })).toBe(0.9);
  });
});

describe('buildCandidates', () => {
  it('a candidate that held a secret of its source line is dropped (issue 19); its location is reported, never the value', () => {
    const token = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    const spans = journal({ '2026-11-10': `# Day\n\n- Decided: the CI token for Seedling is ${token} for now` });
    const built = buildCandidates(offlineExtract(spans), spans, emptyMemory(), DEFAULT_SETTINGS, NOW);
    expect(built.considered).toEqual([]);
    expect(built.gatedOut).toEqual([]);
    expect(JSON.stringify(built)).not.toContain(token);
    expect(JSON.stringify(built)).not.toContain('CI token for Seedling');
    expect(built.secretsOmitted).toEqual([{ path: 'Journal/2026-11-10.md', line: 3, kind: expect.any(String) }]);
    expect(built.messages.some((m) => m.level === 'warn' && m.text.includes('line 3'))).toBe(true);
  });

  it('the candidate id is the hash of normalised text and topic', () => {
    expect(candidateId('I prefer pnpm!', 'tools')).toBe(candidateId('  i PREFER pnpm ', 'tools'));
    expect(candidateId('I prefer pnpm', 'tools')).not.toBe(candidateId('I prefer pnpm', 'other'));
    expect(candidateId('x', 'y')).toMatch(/^[0-9a-f]{12}$/);
  });

  const topics: [string, string][] = [
    ['JavaScript Tooling', 'javascript-tooling'],
    ['../../Memory/Identity/about-me.md', 'about-me'],
    ['.obsidian', 'obsidian'],
    ['', 'general-notes'],
    ['a\\b\\c', 'c'],
  ];
  it.each(topics)('topic %j is sanitised to %j', (before, after) => expect(sanitiseTopic(before)).toBe(after));

  it('sources carry path, line range, date, role and snippet; recurrence counts days', () => {
    const spans = journal({
      '2026-11-02': '# Mon\n\n- I prefer pnpm over npm for JavaScript projects.',
      '2026-11-04': '- Again pnpm instead of npm; npm kept rewriting the lockfile.',
      '2026-11-10': '- Still prefer pnpm — tried bun for a day.',
    });
    const built = buildCandidates(offlineExtract(spans), spans, emptyMemory(), DEFAULT_SETTINGS, NOW);
    const c = built.candidates.find((x) => x.kind === 'preference')!;
    expect(c.sources.map((s) => `${s.path}#L${s.startLine}-L${s.endLine} ${s.date} ${s.role}`)).toEqual([
      'Journal/2026-11-02.md#L3-L3 2026-11-02 person',
      'Journal/2026-11-04.md#L1-L1 2026-11-04 person',
      'Journal/2026-11-10.md#L1-L1 2026-11-10 person',
    ]);
    expect(c.sources[0]!.snippet).toBe('- I prefer pnpm over npm for JavaScript projects.');
    expect(c.recurrence).toBe(3);
    expect(c.tier).toBe(3);
    expect(c.hold).toEqual({ by: 'policy', reasons: ['tier-3'] });
  });

  it('gated-out candidates are listed with the reason, in the report-ready form', () => {
    const spans = journal({ '2026-11-10': '- Long call with mom about nothing much.' });
    const built = buildCandidates(offlineExtract(spans), spans, emptyMemory(), DEFAULT_SETTINGS, NOW);
    expect(built.candidates).toEqual([]);
    expect(built.gatedOut.map((g) => g.reason)).toEqual([expect.stringMatching(/^Tier 1 \(daily digest\) missed: confidence 0\.\d\d is below 0\.50$/)]);
  });
});

describe('explainCandidates', () => {
  const spans = journal({
    '2026-11-02': '- I prefer pnpm over npm for JavaScript projects.',
    '2026-11-04': '- Again pnpm instead of npm.',
    '2026-11-05': '> [!quote] [forum](https://x.dev)\n> Always prefer yarn over pnpm, says the forum.',
    '2026-11-06': '- Long call with mom about nothing much.',
  });
  const built = buildCandidates(offlineExtract(spans), spans, emptyMemory(), DEFAULT_SETTINGS, NOW);

  it('prints every signal with weight and contribution, the score, every gate verdict, sources and trust', () => {
    const out = explainCandidates(built.considered, 'pnpm over npm', DEFAULT_SETTINGS);
    for (const signal of Object.keys(WEIGHTS)) expect(out).toMatch(new RegExp(`${signal}\\s+\\d\\.\\d\\d × \\d\\.\\d\\d = \\d\\.\\d{3}`));
    expect(out).toMatch(/score: 0\.\d{3}/);
    expect(out).toMatch(/salience 0\.\d\d \(importance comes from it\): .*preference, plan or decision \+0\.10/);
    expect(out).toMatch(/Tier 1 \(daily digest\) (met|missed)/);
    expect(out).toMatch(/Tier 2 \(topic note\) (met|missed)/);
    expect(out).toMatch(/Tier 3 \(identity\/skill\) missed: .*seen on 2 day/);
    expect(out).toContain('Journal/2026-11-02.md#L1');
    expect(out).toMatch(/untrusted: no/);
    expect(out).toMatch(/pending: /);
  });

  it('marks untrusted evidence', () => {
    const out = explainCandidates(built.considered, 'yarn forum', DEFAULT_SETTINGS);
    expect(out).toMatch(/untrusted: yes/);
    expect(out).toMatch(/web_quote, untrusted/);
  });

  it('explains a gated-out candidate and finds by id', () => {
    const filler = built.considered.find((c) => c.tier === 0)!;
    const out = explainCandidates(built.considered, filler.id, DEFAULT_SETTINGS);
    expect(out).toContain('(gated out)');
    expect(out).toMatch(/Tier 1 \(daily digest\) missed/);
  });

  it('no match says so', () => {
    expect(explainCandidates(built.considered, 'zebra', DEFAULT_SETTINGS)).toMatch(/No candidate matches "zebra"/);
  });
});

describe('a digest holds lines about subjects, decisions, preferences and to-dos (issue 18 item 6)', () => {
  const day = '# Day\n\n- Dentist at 15:00, everything fine, next check in half a year.\n- Decided: we keep the old fridge another year, repairs cost 300 zł.\n- [ ] renew the parking permit at the city office before Friday\n- [[Seedling]] 0.3 shipped with the e-mail digest and 40 new users.\n';
  const built = () => {
    const spans = journal({ '2026-11-10': day });
    return buildCandidates(offlineExtract(spans), spans, emptyMemory(), DEFAULT_SETTINGS, NOW);
  };
  it('a plain line that names no subject is left in the source, and the report says why', () => {
    const b = built();
    expect(b.candidates.map((c) => c.text).join('\n')).not.toContain('Dentist');
    expect(b.gatedOut.find((g) => g.text.startsWith('Dentist'))?.reason).toMatch(/^Left in the source: it names no subject/);
  });
  it('a decision, a to-do and a line about a subject stay', () => {
    const kept = built().candidates.map((c) => c.text).join('\n');
    expect(kept).toContain('old fridge');
    expect(kept).toContain('parking permit');
    expect(kept).toContain('0.3 shipped');
  });
});
