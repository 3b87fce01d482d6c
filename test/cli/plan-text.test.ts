import { describe, expect, test } from '@jest/globals';
import { mergeSourceRefs, renderPendingList, renderPlan, renderRunSummary, renderStatus, renderUndo, sourceRef, type StatusReport } from '../../src/core/run/plan-text';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { Candidate } from '../../src/core/rank/candidate';
import type { Plan } from '../../src/core/consolidate/plan';
import type { RunSummary } from '../../src/core/run/execute';

const T = Date.parse('2026-11-29T03:00:00Z');
const DAY = 86_400_000;
const NO_QUEUE = { removed: [], restored: [] };

function candidate(over: Partial<Candidate>): Candidate {
  return {
    id: 'c-x',
    text: 'x',
    kind: 'fact',
    topic: 'misc',
    domain: 'Life',
    lifecycle: 'active',
    sources: [],
    recurrence: 1,
    derivedFromUntrusted: false,
    signals: { importance: 0.5, recurrence: 0.2, novelty: 1, stability: 0.5, actionability: 0.1, explicit: 0, recency: 0.9 },
    confidence: 0.5,
    tier: 1,
    gateReasons: [],
    hold: null,
    extractor: 'offline',
    secretOmitted: false,
    ...over,
  };
}

const pnpm = candidate({
  id: 'c-pnpm',
  text: 'Prefers pnpm over npm for JavaScript projects',
  kind: 'preference',
  topic: 'javascript-tooling',
  recurrence: 3,
  confidence: 0.91,
  tier: 3,
  gateReasons: ['tier 3: confidence 0.91 >= 0.85, recurrence 3 >= 3, trusted'],
  hold: { by: 'policy', reasons: ['tier-3'] },
  sources: [
    { path: 'Journal/2026-11-02.md', startLine: 14, endLine: 16, snippet: '', untrusted: false, role: 'person', date: '2026-11-02', session: 'note:Journal/2026-11-02.md' },
    { path: 'Journal/2026-11-09.md', startLine: 3, endLine: 3, snippet: '', untrusted: false, role: 'person', date: '2026-11-09', session: 'note:Journal/2026-11-09.md' },
  ],
});
const clipped = candidate({
  id: 'c-clip',
  text: 'Wake at 4:30 every day',
  topic: 'habits',
  confidence: 0.78,
  tier: 2,
  derivedFromUntrusted: true,
  sources: [{ path: 'Clippings/Ten productivity hacks.md', startLine: 5, endLine: 5, snippet: '', untrusted: true, role: 'clipping', date: '2026-11-24', session: 'note:Clippings/Ten productivity hacks.md' }],
});

const plan: Plan = {
  runId: '20261129-030000-ab12',
  trigger: 'cli',
  startedAt: T,
  guardian: null,
  selection: {
    mode: 'resume',
    watermark: '2026-11-20',
    frontierTimestamp: T - 3 * DAY,
    selected: [
      { path: 'Journal/2026-11-20.md', date: '2026-11-20', size: 2048, mtime: T - 2 * DAY, kind: 'daily' },
      { path: 'Journal/2026-11-23.md', date: '2026-11-23', size: 1536, mtime: T - DAY, kind: 'daily' },
    ],
    deferred: [{ path: 'Journal/2026-11-27.md', date: '2026-11-27', size: 900, mtime: T, kind: 'daily' }],
    leftBehind: 0,
    newWatermark: '2026-11-23',
    selectedBytes: 3584,
    notes: ['batch cap reached at 2 logs; 1 deferred'],
  },
  spans: 42,
  candidates: [clipped, pnpm],
  writes: [
    {
      target: 'Memory/Topics/javascript-tooling.md',
      tier: 2,
      action: 'update',
      reason: '1 candidate at tier 2',
      diff: 'Index: Memory/Topics/javascript-tooling.md\n===================================================================\n--- Memory/Topics/javascript-tooling.md\n+++ Memory/Topics/javascript-tooling.md\n@@ -1,2 +1,3 @@\n # JavaScript tooling\n-old line\n+new line\n',
      content: 'FULL CONTENT NOT SHOWN',
      expected: 'old',
      candidateIds: ['c-pnpm'],
    },
  ],
  gatedOut: [{ candidateId: 'c-low', text: 'Had coffee', confidence: 0.21, reason: 'confidence 0.21 < 0.50 (tier 1)' }],
  pending: [pnpm],
  unreachable: [{ path: 'Memory/Topics/sourdough.md', mtime: T - DAY, excerpt: 'Starter feeding schedule' }],
  indexAges: [
    { entry: '- [[javascript-tooling]]: pnpm, vite', target: 'Memory/Topics/javascript-tooling.md', mtime: T - 10 * DAY },
    { entry: '- [[gone]]: deleted note', target: 'Memory/Topics/gone.md', mtime: null },
  ],
  indexChars: 1234,
  secretsOmitted: [{ path: 'Journal/2026-11-23.md', line: 7, kind: 'github-token' }],
  tokens: { calls: 0, promptTokens: 0, completionTokens: 0 },
  messages: [{ level: 'warn', path: 'Journal/2026-11-21.md', text: 'frontmatter could not be read' }],
  settings: DEFAULT_SETTINGS,
};

describe('renderPlan', () => {
  const text = renderPlan(plan);
  const lines = text.split('\n');

  // Each row: something a person must be able to find in the plan.
  const mustShow: { name: string; line: string | RegExp }[] = [
    { name: 'run id, trigger and time', line: 'Dream plan 20261129-030000-ab12 (cli, 2026-11-29 03:00 UTC)' },
    { name: 'that nothing was written', line: 'Dry run: nothing has been written.' },
    { name: 'watermark before -> after', line: '  2026-11-20 -> 2026-11-23   [resume]' },
    { name: 'selected count and bytes', line: 'Selected logs: 2, 3.5 KiB' },
    { name: 'a selected log with its size', line: '  Journal/2026-11-20.md  2.0 KiB' },
    { name: 'deferred logs', line: '    Journal/2026-11-27.md  0.9 KiB' },
    { name: 'selection notes', line: '  note: batch cap reached at 2 logs; 1 deferred' },
    { name: 'tier 3 group first', line: '  Tier 3: identity and skills (1)' },
    { name: 'confidence and text', line: '    0.91  Prefers pnpm over npm for JavaScript projects' },
    { name: 'kind, topic, recurrence', line: /preference, topic javascript-tooling, recurrence 3, offline/ },
    { name: 'the signal breakdown', line: /importance 0\.50, recurrence 0\.20, novelty 1\.00, stability 0\.50, actionability 0\.10, explicit 0\.00, recency 0\.90/ },
    { name: 'sources with line ranges', line: /sources: Journal\/2026-11-02\.md#L14-L16, Journal\/2026-11-09\.md#L3$/ },
    { name: 'the untrusted flag', line: /\[UNTRUSTED SOURCE\]/ },
    { name: 'an untrusted source marked', line: /Clippings\/Ten productivity hacks\.md#L5 \(untrusted\)/ },
    { name: 'gate verdicts', line: /gate: tier 3: confidence 0\.91 >= 0\.85/ },
    { name: 'pending with its reason', line: '    held because: tier 3 (identity and skills) always waits for approval' },
    { name: 'gated out with why', line: '    why: confidence 0.21 < 0.50 (tier 1)' },
    { name: 'write target and tier', line: '  update Memory/Topics/javascript-tooling.md  [tier 2]' },
    { name: 'write reason', line: '    reason: 1 candidate at tier 2' },
    { name: 'the diff', line: '    +new line' },
    { name: 'unreachable topics', line: /Memory\/Topics\/sourdough\.md {2}modified 2026-11-28/ },
    { name: 'index size vs budget', line: 'Index: 1,234 of 20,000 characters' },
    { name: 'index entry age', line: /10 d {2}- \[\[javascript-tooling\]\]/ },
    { name: 'index entry with missing target', line: /target missing {2}- \[\[gone\]\]/ },
    { name: 'secret location only', line: '  Journal/2026-11-23.md#L7  github-token' },
    { name: 'messages', line: '  warn  Journal/2026-11-21.md: frontmatter could not be read' },
  ];
  test.each(mustShow)('shows $name', ({ line }) => {
    if (typeof line === 'string') expect(lines).toContain(line);
    else expect(lines.some((l) => line.test(l))).toBe(true);
  });

  test('of the gates met only the highest is shown; misses and remarks stay', () => {
    const c = {
      ...pnpm,
      gateReasons: [
        'Tier 1 (daily digest) met: confidence 0.91 ≥ 0.50',
        'Tier 2 (topic note) met: confidence 0.91 ≥ 0.75',
        'Tier 3 (identity) missed: seen on 2 days, needs 3',
        'tier 3 always waits for approval',
      ],
    };
    const out = renderPlan({ ...plan, candidates: [c] }).split('\n').filter((l) => l.includes('gate: '));
    expect(out.map((l) => l.trim())).toEqual([
      'gate: Tier 2 (topic note) met: confidence 0.91 ≥ 0.75',
      'gate: Tier 3 (identity) missed: seen on 2 days, needs 3',
      'gate: tier 3 always waits for approval',
    ]);
  });

  test('leaves out the full note text and the diff preamble', () => {
    expect(text).not.toContain('FULL CONTENT NOT SHOWN');
    expect(text).not.toContain('=====');
    expect(text).not.toContain('Index: Memory/Topics');
  });

  test('tiers are ordered 3, 2, 1', () => {
    expect(text.indexOf('Tier 3:')).toBeLessThan(text.indexOf('Tier 2:'));
  });

  test('an empty plan says why nothing happens', () => {
    const empty = renderPlan({ ...plan, selection: { ...plan.selection, selected: [], deferred: [], selectedBytes: 0, notes: [], newWatermark: null }, candidates: [], writes: [], pending: [], gatedOut: [] });
    expect(empty).toContain('none: nothing new since the watermark');
    expect(empty).toContain('Planned writes: 0\n  none');
  });

  test('long diffs are elided with a count', () => {
    const diff = '--- a\n+++ b\n@@ -1 +1,50 @@\n' + Array.from({ length: 50 }, (_, i) => `+line ${i}`).join('\n') + '\n';
    const out = renderPlan({ ...plan, writes: [{ ...plan.writes[0]!, diff }] }, { maxDiffLines: 10 });
    expect(out).toContain('    ... 43 more diff lines');
  });

  test('times follow the given zone', () => {
    expect(renderPlan(plan, { timeZone: 'Asia/Tokyo' })).toContain('(cli, 2026-11-29 12:00 GMT+9)');
  });
});

describe('renderRunSummary and renderStatus', () => {
  const summary: RunSummary = {
    runId: 'r1',
    trigger: 'cli',
    status: 'stopped',
    watermarkBefore: '2026-11-20',
    watermarkAfter: null,
    logsSelected: 2,
    logsDeferred: 1,
    bytes: 3584,
    candidatesByTier: { '0': 4, '1': 3, '2': 2, '3': 1 },
    pending: 1,
    gatedOut: 4,
    reverted: ['Memory/Identity/x.md'],
    written: [{ path: 'Memory/Topics/a.md', action: 'update', backup: '.dreams/backups/20261129-0300/Memory/Topics/a.md.bak', sha256Before: 'a', sha256After: 'b' }],
    unreachable: [],
    secretsOmitted: 1,
    tokens: { calls: 2, promptTokens: 1000, completionTokens: 200 },
    durationMs: 1500,
    reportPath: 'Memory/Dreaming/Reports/2026-11-29.md',
    messages: [{ level: 'error', text: 'backup failed; writes cancelled' }],
  };

  test.each([
    'Dream r1 (cli): stopped before finishing; writes cancelled',
    '  watermark: 2026-11-20 -> unchanged',
    '  logs: 2 read (3.5 KiB), 1 deferred',
    '  candidates: tier 3 1, tier 2 2, tier 1 3, dropped 4',
    '  model: 2 calls, 1000 + 200 tokens',
    '  update Memory/Topics/a.md  (backup .dreams/backups/20261129-0300/Memory/Topics/a.md.bak)',
    'Reverted (broke a gate on re-check): 1',
    'Report: Memory/Dreaming/Reports/2026-11-29.md',
    '  error backup failed; writes cancelled',
  ])('summary shows %j', (line) => {
    expect(renderRunSummary(summary).split('\n')).toContain(line);
  });

  const status: StatusReport = {
    watermark: null,
    lastDream: null,
    pending: 0,
    lock: { deviceId: 'cli-abc', startedAt: T, expiresAt: T + 30 * 60_000 },
    incompleteRuns: [{ runId: 'r0', startedAt: T - DAY, written: [] }],
    sourceLogs: 19,
    unreadLogs: 19,
    messages: [],
  };
  test.each([
    '  watermark: none (no dream yet)',
    '  last dream: none',
    '  source logs: 19, not yet consolidated: 19',
    '  lock: held by cli-abc since 2026-11-29 03:00 UTC, expires 2026-11-29 03:30 UTC',
    '  r0  started 2026-11-28 03:00 UTC, 0 files written',
  ])('status shows %j', (line) => {
    expect(renderStatus(status).split('\n')).toContain(line);
  });

  test.each([
    {
      name: 'adjacent lines of one file become one range',
      before: [[3, 3], [4, 4], [5, 6]],
      after: ['J/a.md#L3-L6'],
    },
    { name: 'a gap keeps two ranges', before: [[3, 3], [5, 5]], after: ['J/a.md#L3', 'J/a.md#L5'] },
    { name: 'overlaps merge, order does not matter', before: [[8, 9], [2, 4], [3, 8]], after: ['J/a.md#L2-L9'] },
  ])('mergeSourceRefs: $name', ({ before, after }) => {
    const refs = before.map(([s, e]) => ({ path: 'J/a.md', startLine: s!, endLine: e!, untrusted: false }));
    expect(mergeSourceRefs(refs).map(sourceRef)).toEqual(after);
  });

  test('mergeSourceRefs keeps files apart and the untrusted flag of any part', () => {
    const merged = mergeSourceRefs([
      { path: 'J/a.md', startLine: 1, endLine: 1, untrusted: false },
      { path: 'C/clip.md', startLine: 1, endLine: 1, untrusted: false },
      { path: 'J/a.md', startLine: 2, endLine: 2, untrusted: true },
    ]).map(sourceRef);
    expect(merged).toEqual(['J/a.md#L1-L2 (untrusted)', 'C/clip.md#L1']);
  });

  test('sourceRef: single line and range', () => {
    expect(sourceRef({ path: 'J/a.md', startLine: 3, endLine: 3, untrusted: false })).toBe('J/a.md#L3');
    expect(sourceRef({ path: 'J/a.md', startLine: 3, endLine: 5, untrusted: true })).toBe('J/a.md#L3-L5 (untrusted)');
  });
});

describe('renderUndo and renderPendingList', () => {
  test.each([
    {
      name: 'nothing to undo',
      before: { runId: null, restored: [], removed: [], refused: [], queue: NO_QUEUE, messages: [{ level: 'info' as const, text: 'There is no finished run to undo.' }] },
      after: ['Nothing undone.', '  info  There is no finished run to undo.'],
    },
    {
      name: 'a full undo says "restored" for what it put back and "removed" for what it deleted',
      before: {
        runId: 'r1',
        restored: ['Memory/MEMORY.md'],
        removed: ['Memory/Topics/gardening.md', 'Memory/Dreaming/dreaming-device.md'],
        refused: [],
        queue: { removed: ['c1', 'c2'], restored: ['c3'] },
        messages: [],
      },
      after: [
        'Undid run r1: 1 file restored, 2 files removed.',
        '  restored  Memory/MEMORY.md',
        '  removed   Memory/Topics/gardening.md',
        '  removed   Memory/Dreaming/dreaming-device.md',
        '  removed   2 candidates the dream added to the review queue',
        '  restored  1 candidate in the review queue as they were before the dream',
      ],
    },
    {
      name: 'a partial undo names what it left alone and why',
      before: { runId: 'r1', restored: [], removed: [], refused: [{ path: 'Memory/Topics/a.md', reason: 'changed after the run wrote it' }], queue: NO_QUEUE, messages: [] },
      after: ['Undid run r1 in part: 0 files restored, 0 files removed, 1 left alone.', '  Memory/Topics/a.md: changed after the run wrote it'],
    },
  ])('$name', ({ before, after }) => {
    const lines = renderUndo(before).split('\n');
    for (const l of after) expect(lines).toContain(l);
  });

  test('pending list groups by state, shows reason, merged sources and receipts', () => {
    const out = renderPendingList([
      { candidate: pnpm, state: 'pending', receipt: null, addedOn: '2026-11-29', edited: false },
      {
        candidate: { ...clipped, id: 'c-ok', hold: null },
        state: 'approved',
        receipt: { candidateId: 'c-ok', sha256: 'x', reviewer: 'cli:maya', reviewedOn: '2026-11-29', rationale: 'checked it', expiresOn: '2026-12-29', appliedRunId: null, appliedOn: null, expired: false },
        addedOn: '2026-11-28',
        edited: true,
      },
    ]).split('\n');
    for (const l of [
      'Waiting for review: 1',
      '  c-pnpm  0.91  tier 3  Prefers pnpm over npm for JavaScript projects',
      '      held: tier 3 (identity and skills) always waits for approval',
      '      sources: Journal/2026-11-02.md#L14-L16, Journal/2026-11-09.md#L3',
      'Approved, written by the next run: 1',
      '      fact, topic habits, recurrence 1, queued 2026-11-28, edited  [UNTRUSTED SOURCE]',
      '      receipt: cli:maya on 2026-11-29, valid until 2026-12-29: checked it',
    ]) {
      expect(out).toContain(l);
    }
    expect(renderPendingList([])).toBe('No candidates waiting for review.\n');
  });
});
