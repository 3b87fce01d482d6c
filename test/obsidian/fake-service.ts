/**
 * A DreamService with a realistic state — the example vault after two dreams —
 * that records every call. The views are tested against it and the screenshot
 * script renders it; approve/reject change its queue the way the engine would.
 */
import { confidenceOf, WEIGHTS } from '../../src/core/rank/ranking';
import { gate } from '../../src/core/rank/gates';
import { BULK_LEFT_TEXT, bulkApprovable } from '../../src/core/rank/hold';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import type { ReportMessage } from '../../src/core/ports/types';
import type {
  DevicesView,
  ApprovalPreview,
  BulkReviewResult,
  ConnectionCheck,
  DreamLogCard,
  DreamService,
  Explanation,
  PendingCandidate,
  Result,
  ReviewResult,
  RunHooks,
  RunOutcomeView,
  RunTrigger,
  UndoPreview,
  UndoResult,
  UnreachableTopicView,
} from '../../src/obsidian/service';
import type { SourceRef } from '../../src/core/extract/spans';
import type { Candidate } from '../../src/core/rank/candidate';
import type { Plan } from '../../src/core/consolidate/plan';
import type { RunSummary } from '../../src/core/run/execute';

export const NOW = Date.parse('2026-11-29T08:30:00Z');
const DAY = 86_400_000;


function source(path: string, startLine: number, endLine: number, snippet: string, extra: Partial<SourceRef> = {}): SourceRef {
  const date = /\d{4}-\d{2}-\d{2}/.exec(path)?.[0] ?? '2026-11-01';
  return { path, startLine, endLine, snippet, untrusted: false, role: 'person', date, session: `note:${path}`, ...extra };
}

/** Confidence and gate reasons come from the engine's own ranking, so the fake cannot drift from it. */
function candidate(c: Partial<Candidate> & Pick<Candidate, 'id' | 'text' | 'topic' | 'sources' | 'signals' | 'tier'>): Candidate {
  const confidence = confidenceOf(c.signals);
  const recurrence = new Set(c.sources.map((s) => s.date)).size;
  const derivedFromUntrusted = c.sources.some((s) => s.untrusted);
  const kind = c.kind ?? 'preference';
  return {
    kind: 'preference',
    domain: 'Software',
    lifecycle: 'active',
    recurrence,
    derivedFromUntrusted,
    confidence,
    gateReasons: gate({ kind, text: c.text, confidence, recurrence, derivedFromUntrusted }, DEFAULT_SETTINGS).reasons,
    hold: null,
    extractor: 'offline',
    secretOmitted: false,
    ...c,
  };
}

const SEEDLING_BEFORE = `---
tags: [project]
created: 2026-10-20
status: active
---
# Seedling

A garden planner that tells you what to sow each week for your climate zone.

## Notes
- Name chosen on 2026-10-20 after a walk through the Estrela garden.
- Local-first web app; no accounts until people ask for sync. (Journal/2026-11-02.md#L8)
`;

const SEEDLING_AFTER = SEEDLING_BEFORE.replace('tags: [project]', 'tags: [project]\nupdated: 2026-11-29').concat(
  '- Top request from weekly users: reminders on sowing days. (Journal/2026-11-17.md#L4)\n',
);

export function realisticPending(): PendingCandidate[] {
  const pnpm = candidate({
    id: 'c-7f3a91',
    text: 'Prefers pnpm over npm for JavaScript projects (smaller lockfile, faster installs).',
    topic: 'javascript-tooling',
    tier: 3,
    signals: { importance: 0.9, recurrence: 1, novelty: 1, stability: 1, actionability: 0.8, explicit: 0, recency: 0.9 },
    sources: [
      source('Journal/2026-11-02.md', 9, 9, 'I prefer pnpm over npm for JavaScript projects — the lockfile is smaller and installs are faster.'),
      source('Journal/2026-11-04.md', 4, 4, 'Again pnpm instead of npm; npm kept rewriting the lockfile.'),
      source('Journal/2026-11-10.md', 9, 9, 'Still prefer pnpm — tried bun for a day, went back to pnpm workspaces.'),
      source('Journal/2026-11-19.md', 4, 4, 'pnpm again for the new digest worker package; npm is not coming back.'),
    ],
    gateReasons: ['Tier 3 gate: confidence 0.85 ≥ 0.85, recurrence 4 ≥ 3, no untrusted source'],
    hold: { by: 'policy', reasons: ['tier-3'] },
    salience: { score: 0.55, steps: [{ feature: 'first-person subject', delta: 0.1 }, { feature: 'preference, plan or decision', delta: 0.1 }, { feature: "the person's own journal line", delta: 0.1 }, { feature: 'short (under 6 words)', delta: -0.05 }] },
  });
  const release = candidate({
    id: 'c-2b8e04',
    text: 'Seedling release procedure: bump the version, run pnpm test and the e2e smoke test, tag vX.Y.Z and push, deploy the static build, post the changelog.',
    kind: 'procedure',
    topic: 'seedling-release',
    tier: 3,
    signals: { importance: 0.9, recurrence: 1, novelty: 1, stability: 1, actionability: 1, explicit: 0, recency: 0.9 },
    sources: [
      source('Journal/2026-11-06.md', 3, 3, 'Release day for Seedling 0.1 (friends and family). Release checklist I followed:'),
      source('Journal/2026-11-13.md', 3, 3, 'Release day for Seedling 0.2. Same release checklist:'),
      source('Journal/2026-11-20.md', 3, 3, 'Release day for Seedling 0.3 with the e-mail digest. Followed the release checklist again:'),
    ],
    hold: { by: 'policy', reasons: ['tier-3'] },
  });
  const localFirst = candidate({
    id: 'c-91d5c2',
    text: 'Local-first apps keep the primary copy of data on the device; CRDTs make merging offline edits possible.',
    kind: 'fact',
    topic: 'local-first',
    domain: 'Software',
    tier: 2,
    signals: { importance: 1, recurrence: 0.6, novelty: 1, stability: 1, actionability: 0.5, explicit: 0, recency: 1 },
    sources: [
      source('Journal/2026-11-24-clipping-local-first.md', 6, 9, 'Local-first apps keep the primary copy of data on the user’s device. … CRDTs make merging offline edits possible.', {
        untrusted: true,
        role: 'web_quote',
      }),
    ],
    hold: { by: 'policy', reasons: ['tier-2-setting'] },
  });
  const reminders = candidate({
    id: 'c-44e0ab',
    text: 'Top request from weekly Seedling users: reminders on sowing days.',
    kind: 'project_status',
    topic: 'seedling',
    domain: 'Projects',
    tier: 2,
    signals: { importance: 0.9, recurrence: 0.8, novelty: 1, stability: 0.8, actionability: 1, explicit: 0, recency: 1 },
    sources: [
      source('Journal/2026-11-17.md', 4, 4, '[[Seedling]]: Priya and two friends use it weekly now. Top request: reminders on sowing days.'),
      source('Journal/2026-11-19.md', 6, 6, 'Sketched the reminder e-mail for sowing days.'),
    ],
    hold: { by: 'policy', reasons: ['tier-2-setting'] },
  });
  return [
    { candidate: pnpm, target: 'Memory/Identity/tooling-preferences.md', tier: 3, weights: WEIGHTS, reason: 'Identity notes always wait for your approval', receipt: { state: 'expired', expiredAt: NOW - 2 * DAY }, before: null, after: `---\nid: 2026-11-29-tooling-preferences\ntype: identity\norigin: dream\nconfidence: ${pnpm.confidence}\nrecurrence: 4\nderived_from_untrusted: false\n---\n# Tooling preferences\n\n- ${pnpm.text} (Journal/2026-11-02.md#L9)\n`, queuedAt: NOW - 33 * DAY },
    { candidate: release, target: 'Memory/Skills/seedling-release/SKILL.md', tier: 3, weights: WEIGHTS, reason: 'Skill notes always wait for your approval', receipt: { state: 'none' }, before: null, after: `---\nid: 2026-11-29-seedling-release\ntype: skill\norigin: dream\n---\n# Seedling release\n\n1. Bump the version in package.json\n2. Run pnpm test and the e2e smoke test\n3. Tag the commit vX.Y.Z and push the tag\n4. Deploy the static build\n5. Post the changelog (Journal/2026-11-20.md#L3-L8)\n`, queuedAt: NOW - DAY },
    { candidate: localFirst, target: 'Memory/Topics/local-first.md', tier: 2, weights: WEIGHTS, reason: 'Derived from a web clipping: check it says what you believe before it becomes memory', receipt: { state: 'none' }, before: null, after: `---\nid: 2026-11-29-local-first\ntype: note\norigin: dream\nderived_from_untrusted: true\n---\n# Local-first\n\n- ${localFirst.text} (Journal/2026-11-24-clipping-local-first.md#L6-L9)\n`, queuedAt: NOW - DAY },
    { candidate: reminders, target: 'Memory/Topics/seedling.md', tier: 2, weights: WEIGHTS, reason: 'Topic notes wait for approval (setting: approve tier 2)', receipt: { state: 'none' }, before: SEEDLING_BEFORE, after: SEEDLING_AFTER, queuedAt: NOW - DAY },
  ];
}

function realisticDreamLog(): DreamLogCard[] {
  return [
    {
      number: 2,
      time: '2026-11-29 03:12 WET',
      trigger: 'scheduled',
      watermark: '2026-11-27',
      logsConsolidated: 8,
      logsDeferred: 0,
      changes: [
        'Updated L2: seedling.md — local-first decision, 0.3 release with the e-mail digest',
        'Created L2: bike-rebuild.md — finished on 2026-11-16, one line in the index',
        'Synced 3 TODO items',
        'MEMORY.md: 412 → 655 chars',
        '4 candidates wait for review (2 identity/skill, 1 untrusted, 1 topic)',
      ],
      tokens: null,
      note: 'Quiet week: the bike is done and Seedling has its first weekly users.',
      reportPath: 'Memory/Dreaming/Reports/2026-11-29.md',
      backupFolder: '.dreams/backups/20261129-0312',
      backupsRemovedOn: null,
      touched: ['Memory/Topics/seedling.md', 'Memory/Topics/bike-rebuild.md', 'Memory/Daily/2026-11-27.md', 'Memory/MEMORY.md'],
      runId: '20261129-0312-a41c',
    },
    {
      number: 1,
      time: '2026-11-28 03:10 WET',
      trigger: 'scheduled',
      watermark: '2026-11-19',
      logsConsolidated: 12,
      logsDeferred: 3,
      changes: ['Created L2: sourdough.md — starter routine', 'Updated L2: seedling.md — first release, pnpm workspace', 'MEMORY.md: 290 → 412 chars'],
      tokens: '18 240 prompt + 3 115 completion tokens in 4 calls',
      note: null,
      reportPath: 'Memory/Dreaming/Reports/2026-11-28.md',
      backupFolder: '.dreams/backups/20261128-0310',
      backupsRemovedOn: null,
      touched: ['Memory/Topics/seedling.md', 'Memory/MEMORY.md'],
      runId: '20261128-0310-9be2',
    },
  ];
}

function realisticUnreachable(): UnreachableTopicView[] {
  return [
    { path: 'Memory/Topics/sourdough.md', mtime: NOW - 3 * DAY, excerpt: 'Starter lives in the fridge; feed on Sundays 1:1:1.' },
    { path: 'Memory/Topics/bike-rebuild.md', mtime: NOW - 13 * DAY, excerpt: 'Finished the bike rebuild: new bottom bracket, chain and bar tape; first ride to Cascais.' },
  ];
}

const SECTIONS = ['About me', 'Projects', 'Standing rules'];

interface Call {
  method: string;
  args: unknown[];
}

function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function summary(over: Partial<RunSummary> = {}): RunSummary {
  return {
    runId: 'r1',
    trigger: 'manual',
    status: 'completed',
    watermarkBefore: '2026-11-19',
    watermarkAfter: '2026-11-27',
    logsSelected: 8,
    logsDeferred: 0,
    bytes: 9000,
    candidatesByTier: { '0': 2, '1': 5, '2': 3, '3': 2 },
    pending: 2,
    gatedOut: 2,
    reverted: [],
    written: [{ path: 'Memory/Topics/seedling.md', action: 'update', backup: '.dreams/backups/x/Memory/Topics/seedling.md.bak', sha256Before: 'a', sha256After: 'b' }],
    unreachable: [],
    secretsOmitted: 0,
    tokens: { calls: 0, promptTokens: 0, completionTokens: 0 },
    durationMs: 1200,
    reportPath: 'Memory/Dreaming/Reports/2026-11-29.md',
    messages: [],
    ...over,
  };
}

export class FakeDreamService implements DreamService {
  calls: Call[] = [];
  pendingItems = realisticPending();
  log = realisticDreamLog();
  topics = realisticUnreachable();
  /** what `run` answers; tests replace it */
  runAnswer: (trigger: RunTrigger, hooks?: RunHooks) => Promise<Result<RunOutcomeView>> = () =>
    Promise.resolve(ok({ kind: 'done', summary: summary() }));

  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
  }

  callsTo(method: string): Call[] {
    return this.calls.filter((c) => c.method === method);
  }

  plan(): Promise<Result<Plan>> {
    this.record('plan');
    return Promise.resolve({ ok: false, message: 'Preview is not available in the fake.' });
  }
  run(trigger: RunTrigger, hooks?: RunHooks): Promise<Result<RunOutcomeView>> {
    this.record('run', trigger);
    return this.runAnswer(trigger, hooks);
  }
  /** what `devices` answers; tests replace it */
  devicesAnswer: DevicesView = { here: { id: 'device-fake', name: 'Work laptop' }, dreaming: { id: 'device-k3j2h1a0', name: 'Mac', since: NOW - DAY }, problem: null };
  takeOverDreaming(): Promise<Result<string>> {
    this.record('takeOverDreaming');
    this.devicesAnswer = { ...this.devicesAnswer, dreaming: { ...this.devicesAnswer.here, since: NOW } };
    return Promise.resolve(ok('“Work laptop” (device-fake)'));
  }
  devices(): Promise<Result<DevicesView>> {
    this.record('devices');
    return Promise.resolve(ok(this.devicesAnswer));
  }
  migrateSharedState(): Promise<Result<ReportMessage[]>> {
    this.record('migrateSharedState');
    return Promise.resolve(ok([]));
  }
  planUndo(): Promise<Result<UndoPreview>> {
    this.record('planUndo');
    return Promise.resolve(
      ok({
        runId: '20261129-0312-a41c',
        runNumber: 2,
        restore: [
          { path: 'Memory/Topics/seedling.md', action: 'restore', backup: '.dreams/backups/20261129-0312/Memory/Topics/seedling.md.bak' },
          { path: 'Memory/Topics/bike-rebuild.md', action: 'remove', backup: null },
        ],
        refuse: [{ path: 'Memory/MEMORY.md', reason: 'you edited it after the dream wrote it' }],
        queued: 0,
      }),
    );
  }
  undo(runId: string): Promise<Result<UndoResult>> {
    this.record('undo', runId);
    return Promise.resolve(ok({ restored: ['Memory/Topics/seedling.md'], removed: ['Memory/Topics/bike-rebuild.md'], queueRemoved: 0, refused: [], messages: [] }));
  }
  dreamLog(): Promise<Result<DreamLogCard[]>> {
    this.record('dreamLog');
    return Promise.resolve(ok(this.log));
  }
  unreachable(): Promise<Result<UnreachableTopicView[] | null>> {
    this.record('unreachable');
    return Promise.resolve(ok(this.topics));
  }
  pending(): Promise<Result<PendingCandidate[]>> {
    this.record('pending');
    return Promise.resolve(ok(this.pendingItems));
  }
  /** the engine's own rule decides what a bulk approval takes, so the fake cannot drift from it */
  approve(ids: string[], opts: { rationale: string; editedText?: string; mode: 'one' | 'bulk' }): Promise<Result<BulkReviewResult>> {
    this.record('approve', ids, opts);
    const named = this.pendingItems.filter((p) => ids.includes(p.candidate.id));
    const hit = opts.mode === 'one' ? named.slice(0, 1) : named.filter((p) => p.receipt.state !== 'valid' && bulkApprovable(p.candidate, DEFAULT_SETTINGS).take);
    this.pendingItems = this.pendingItems.filter((p) => !hit.includes(p));
    const left = opts.mode === 'one' ? 0 : named.length - hit.length;
    return Promise.resolve(ok({ approved: hit.map((p) => p.candidate.id), rejected: [], written: hit.map((p) => p.target), failed: [], left }));
  }
  previewApproval(ids?: string[]): Promise<Result<ApprovalPreview>> {
    this.record('previewApproval', ids);
    const waiting = this.pendingItems.filter((p) => p.receipt.state !== 'valid' && (ids === undefined || ids.includes(p.candidate.id)));
    const take = waiting.filter((p) => bulkApprovable(p.candidate, DEFAULT_SETTINGS).take);
    const left = waiting.flatMap((p) => {
      const v = bulkApprovable(p.candidate, DEFAULT_SETTINGS);
      return v.take ? [] : [{ candidate: p, why: BULK_LEFT_TEXT[v.why] }];
    });
    return Promise.resolve(ok({ take, left }));
  }
  reject(ids: string[], rationale?: string): Promise<Result<ReviewResult>> {
    this.record('reject', ids, rationale);
    this.pendingItems = this.pendingItems.filter((p) => !ids.includes(p.candidate.id));
    return Promise.resolve(ok({ approved: [], rejected: ids, written: [], failed: [] }));
  }
  explain(query: string): Promise<Result<Explanation>> {
    this.record('explain', query);
    return Promise.resolve(ok({ lines: [`Candidate matching "${query}"`, 'confidence 0.84'] }));
  }
  indexSections(): Promise<Result<string[]>> {
    this.record('indexSections');
    return Promise.resolve(ok(SECTIONS));
  }
  linkFromIndex(topicPath: string, section: string): Promise<Result<{ line: string; backup: string | null }>> {
    this.record('linkFromIndex', topicPath, section);
    this.topics = this.topics.filter((t) => t.path !== topicPath);
    return Promise.resolve(ok({ line: `- [[${topicPath}]]`, backup: '.dreams/backups/x/Memory/MEMORY.md.bak' }));
  }
  pendingCount(): Promise<Result<number>> {
    this.record('pendingCount');
    return Promise.resolve(ok(this.pendingItems.filter((p) => p.receipt.state !== 'valid').length));
  }
  testConnection(): Promise<Result<ConnectionCheck>> {
    this.record('testConnection');
    return Promise.resolve(ok({ provider: 'openai', model: 'gpt-test', detail: 'answered in 120 ms' }));
  }
}
