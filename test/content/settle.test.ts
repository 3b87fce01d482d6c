import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as fs from 'fs';
import * as path from 'path';
import { parseDreamLog } from '../../src/core/formats/dreamlog';
import { settleStep } from '../../src/core/settle/settle-step';
import { auditArtifacts, auditDreamLogText, auditIndexText } from '../../src/core/settle/audit';
import { planDreamLogEntry } from '../../src/core/settle/dream-log-entry';
import { renderReportSection } from '../../src/core/settle/report';
import { md } from './fixtures';
import { engineWordLines } from '../helpers/engine-words';
import { runExample, type ExampleRun } from './example-run';
import type { RunOutcome } from '../../src/core/state/transaction';
import type { Plan } from '../../src/core/consolidate/plan';

let run: ExampleRun;
beforeAll(async () => {
  run = await runExample('vd-settle-');
});
afterAll(() => fs.rmSync(run.dir, { recursive: true, force: true }));

const read = (p: string): string => fs.readFileSync(path.join(run.dir, p), 'utf8');

describe('dream log', () => {
  it('says how the index moved in words, not diff markers', () => {
    const log = read('Memory/Dreaming/dream-log.md');
    const lines = log.split('\n');
    const at = lines.indexOf('- In the index:');
    expect(at).toBeGreaterThan(0);
    const said: string[] = [];
    for (const l of lines.slice(at + 1)) {
      if (!l.startsWith('  - ')) break;
      said.push(l.slice(4));
    }
    expect(said).toContain('Added “App design” under “Topics”');
    expect(said).toContain('New section “Archive”');
    for (const l of said) expect(l).not.toMatch(/^[+−-] |\*\*|\[\[/);
    expect(log).not.toMatch(/Highlights:/);
  });
});

describe('dream report', () => {
  it('has every section a person needs, in order', () => {
    const report = read('Memory/Dreaming/Reports/2026-11-29.md');
    const headings = report.split('\n').filter((l) => /^#{1,4} /.test(l));
    expect(headings).toEqual([
      '# Dream report 2026-11-29',
      '## Dream run 20261129-0300-ab12 · 2026-11-29 03:00 +00:00',
      '### Written',
      '#### Daily digests',
      '#### Topic notes',
      '#### Identity and skills (approved)',
      '#### Index',
      '#### Dream log',
      '### Pending review',
      '### Left out (and why)',
      '### Reverted',
      '### Unreachable topics',
      '### Near-duplicate notes',
      '### Sensitive values omitted',
      '### Backups',
      '### Index curation and audit',
    ]);
    expect(report).toContain('- Read up to: none → 2026-11-27');
    expect(report).toContain('- “Rainy again” — below the daily digest threshold: score 0.20 is below the threshold 0.50');
    expect(report).toContain('**Alert:** 1 sensitive value (authentication material) was found');
    expect(report).toContain('- [[Journal/2026-11-06|2026-11-06]] line 9 (openai-key)');
  });

  it('says no engine word: the date read up to, not the watermark; thresholds by kind of note; a score beside its threshold', () => {
    const report = read('Memory/Dreaming/Reports/2026-11-29.md');
    expect(engineWordLines(report)).toEqual([]);
    // …nor where a run went wrong: a reverted write, a held candidate, messages from the other phases
    const plan: Plan = {
      ...run.plan,
      candidates: run.plan.candidates.map((c) => ({ ...c, tier: 0 as const })),
      pending: run.plan.pending.map((c) => ({ ...c, hold: { by: 'policy' as const, reasons: ['tier-3' as const] } })),
      messages: [
        { level: 'info', text: 'The watermark 2026-11-30 is later than the newest log on disk (2026-11-27); using 2026-11-27 instead.' },
        { level: 'warn', text: 'Tier 3 gate: confidence 0.85 ≥ 0.85, recurrence 4 ≥ 3' },
      ],
    };
    const text = renderReportSection(plan, { ...run.outcome, written: [], reverted: ['Memory/Topics/seedling.md'] }, [{ level: 'warn', text: 'The dream log’s newest watermark reads nothing, expected 2026-11-27.' }]);
    expect(text).toContain('no longer met their threshold when read back after writing');
    expect(text).toContain('identity and skill notes always wait for your approval');
    expect(engineWordLines(text)).toEqual([]);
    // a person's own note keeps its name, engine word or not
    const named = renderReportSection({ ...run.plan, messages: [{ level: 'warn', path: 'Memory/Topics/watermark.md', text: 'Memory/Topics/watermark.md changed right after the run wrote it.' }] }, run.outcome, []);
    expect(named).toContain('Memory/Topics/watermark.md changed');
  });

  it('copies no secret and no pending candidate’s text', () => {
    const report = read('Memory/Dreaming/Reports/2026-11-29.md');
    expect(report).not.toMatch(/sk-proj-/);
    expect(report).not.toContain('No meetings before 10');
    expect(report).toContain('1 candidate waits for your approval.');
  });

  it('a credential that reached a message is redacted in the report', () => {
    const plan: Plan = { ...run.plan, messages: [{ level: 'warn', text: 'model said: token ghp_abcdefghijklmnopqrstuvwxyz0123456789 failed' }] };
    const text = renderReportSection(plan, run.outcome, []);
    expect(text).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    expect(text).toContain('model said: token [sensitive value omitted] failed');
  });

  it('a second run the same day appends its own section', async () => {
    const second = { ...run.plan, runId: '20261129-1400-cd34', startedAt: run.plan.startedAt + 11 * 3600_000 };
    const w = await settleStep.planReport(run.ctx, second, run.outcome, []);
    expect(w.action).toBe('update');
    expect(w.content.startsWith(read('Memory/Dreaming/Reports/2026-11-29.md'))).toBe(true);
    expect(w.content.match(/^## Dream run /gm)).toHaveLength(2);
    expect(w.content).toContain('## Dream run 20261129-1400-cd34 · 2026-11-29 14:00 +00:00');
  });

  const quiet = (over: (p: Plan) => Plan, outcome: Partial<RunOutcome> = {}): string[] => {
    const plan = over({ ...run.plan, writes: [] });
    const o: RunOutcome = { written: [], skipped: [], reverted: [], stopped: false, indexCharsBefore: 335, indexCharsAfter: 335, durationMs: 1000, guardRefused: [], ...outcome };
    const text = renderReportSection(plan, o, []);
    const at = text.indexOf('### Why nothing was written\n\n');
    expect(at).toBeGreaterThan(0);
    return text.slice(at).split('\n\n')[1]!.split('\n');
  };
  const cases: { name: string; over: (p: Plan) => Plan; outcome?: Partial<RunOutcome>; why: string[] }[] = [
    {
      name: 'nothing new since the watermark',
      over: (p) => ({ ...p, selection: { ...p.selection, watermark: '2026-11-27', selected: [] }, candidates: [], gatedOut: [], pending: [] }),
      why: ['- No daily note dated on or after 2026-11-27 changed since the last run, so there was nothing new to read.'],
    },
    {
      name: 'everything scored below tier 1',
      over: (p) => ({ ...p, candidates: p.candidates.map((c) => ({ ...c, tier: 0 as const })), pending: [] }),
      why: ['- All 1 candidate scored below the daily digest threshold (0.50); see “Left out (and why)”.'],
    },
    {
      name: 'the only candidates wait for approval',
      over: (p) => ({ ...p, candidates: p.candidates.filter((c) => c.id === 'c3routine0001'), gatedOut: [] }),
      why: ['- 1 candidate waits for your approval before being written.'],
    },
    {
      name: 'a failed backup stopped the writes',
      over: (p) => ({ ...p, gatedOut: [], pending: [] }),
      outcome: { stopped: true, stopReason: 'the backup of Memory/Topics/seedling.md failed (disk full)' },
      why: ['- Writing stopped: the backup of Memory/Topics/seedling.md failed (disk full). Nothing after that point was written.'],
    },
  ];
  it.each(cases)('a quiet run says why: $name', (c) => {
    expect(quiet(c.over, c.outcome)).toEqual(c.why);
  });
});

describe('dream-log entry', () => {
  it('numbers from the newest heading, records the watermark, links the report', () => {
    const log = parseDreamLog(read('Memory/Dreaming/dream-log.md'));
    expect(log.entries.map((e) => [e.number, e.consolidatedThrough])).toEqual([[1, '2026-11-27']]);
    expect(read('Memory/Dreaming/dream-log.md')).toContain('Report: [[Memory/Dreaming/Reports/2026-11-29]]');
  });

  it('a backfill entry leaves “Consolidated through” out and takes the next number', async () => {
    const plan: Plan = { ...run.plan, trigger: 'backfill', selection: { ...run.plan.selection, mode: 'backfill', newWatermark: null } };
    const { write: w } = await planDreamLogEntry(run.ctx, run.ctx.settings, plan, run.outcome);
    const entries = parseDreamLog(w.content).entries;
    expect(entries.map((e) => [e.number, e.consolidatedThrough])).toEqual([[1, '2026-11-27'], [2, null]]);
    expect(w.reason).toBe('Append Dream #2 (backfill: the date read up to is unchanged).');
  });

  it('trims to the cap but keeps the frontier entry', async () => {
    const original = read('Memory/Dreaming/dream-log.md');
    let text = original;
    for (let n = 2; n <= 31; n++) text += `\n## 🌙 Dream #${n} · 2026-11-29 03:00 +00:00\n\n**Trigger**: backfill\n`;
    fs.writeFileSync(path.join(run.dir, 'Memory/Dreaming/dream-log.md'), text);
    try {
      const { write: w } = await planDreamLogEntry(run.ctx, run.ctx.settings, run.plan, run.outcome);
      const entries = parseDreamLog(w.content).entries;
      expect(entries).toHaveLength(30);
      expect(entries[entries.length - 1]!.number).toBe(32);
      expect(entries.some((e) => e.consolidatedThrough === '2026-11-27')).toBe(true);
    } finally {
      fs.writeFileSync(path.join(run.dir, 'Memory/Dreaming/dream-log.md'), original);
    }
  });
});

describe('post-write audit', () => {
  it('finds nothing wrong with a clean run, and reports sizes and backups', () => {
    expect(run.audit.filter((m) => m.level !== 'info')).toEqual([]);
    expect(run.audit.map((m) => m.text)).toEqual([
      'The index is 1009 characters, 5 % of the 20000 budget (target 16000).',
      'The dream log holds 1 entry (cap 30).',
      'Backups: 1 folder in .dreams/backups, 0.6 KiB in all (the backups of the last 10 dreams and everything from the last 30 days are kept; older ones are removed).',
    ]);
  });

  it('reads the files on disk: a lost provenance key and a pasted token are found', async () => {
    const topic = 'Memory/Topics/App design.md';
    const before = read(topic);
    fs.writeFileSync(path.join(run.dir, topic), before.replace(/^confidence: .*\n/m, '') + '\napi key ghp_abcdefghijklmnopqrstuvwxyz0123456789\n');
    try {
      const findings = (await auditArtifacts(run.ctx, run.ctx.settings, run.plan, run.outcome)).filter((m) => m.level !== 'info').map((m) => m.text);
      expect(findings).toEqual([
        'Memory/Topics/App design.md contains what looks like a credential; restore it from its backup and review it (value not shown).',
        'Memory/Topics/App design.md lacks provenance: missing confidence.',
      ]);
    } finally {
      fs.writeFileSync(path.join(run.dir, topic), before);
    }
  });

  const indexCases: { name: string; text: string; budget: number; found: string[] }[] = [
    {
      name: 'over the target',
      text: '# Memory\n\n## Notes\n' + '- a line of notes\n'.repeat(40),
      budget: 800,
      found: ['warn The index is 739 characters, over its target of 640 (92 % of the 800 budget).'],
    },
    {
      name: 'an entry under a rules heading',
      text: md`
        # Memory

        ## Standing rules
        - **Seedling** — active · [[Memory/Topics/seedling|seedling]]
      `,
      budget: 20000,
      found: ['warn The index entry “Seedling” sits under “Standing rules”, which reads as a rules section; it belongs under its domain heading.'],
    },
  ];
  it.each(indexCases)('index: $name', (c) => {
    expect(auditIndexText(c.text, c.budget, 80, 'Memory/MEMORY.md').filter((m) => m.level !== 'info').map((m) => `${m.level} ${m.text}`)).toEqual(c.found);
  });

  const logCases: { name: string; text: string; expect: string | null; found: string[] }[] = [
    {
      name: 'numbers go backwards, and the watermark is not what the run wrote',
      text: '## 🌙 Dream #5 · 2026-11-27 03:00 +00:00\n\n**Consolidated through**: 2026-11-26\n\n## 🌙 Dream #4 · 2026-11-28 03:00 +00:00\n\n**Trigger**: manual\n',
      expect: '2026-11-27',
      found: [
        'warn In the dream log, Dream #4 follows Dream #5; numbers should only increase.',
        'error The dream log’s newest watermark reads 2026-11-26, expected 2026-11-27.',
      ],
    },
    {
      name: 'more entries than the cap, none with a watermark',
      text: [1, 2, 3].map((n) => `## 🌙 Dream #${n} · 2026-11-2${n} 03:00 +00:00\n\n**Trigger**: backfill\n`).join('\n'),
      expect: null,
      found: [
        'warn The dream log holds 3 entries, more than the cap of 2.',
        'warn The dream log has no entry with “Consolidated through”; the next run has no watermark.',
      ],
    },
  ];
  it.each(logCases)('dream log: $name', (c) => {
    const found = auditDreamLogText(c.text, 2, c.expect, 'Memory/Dreaming/dream-log.md').filter((m) => m.level !== 'info').map((m) => `${m.level} ${m.text}`);
    expect(found).toEqual(c.found);
  });
});
