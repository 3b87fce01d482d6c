import { describe, expect, it } from '@jest/globals';
import { mergeCandidates, supportKey } from '../../src/core/rank/merge';
import { DUPLICATE_THRESHOLD, normalizeText, similarity, tokenize } from '../../src/core/extract/similarity';
import { slugify } from '../../src/core/formats/slug';
import type { Span } from '../../src/core/extract/spans';
import type { CandidateKind, RawCandidate } from '../../src/core/extract/raw-candidate';

describe('normalizeText', () => {
  const cases: { name: string; before: string; after: string }[] = [
    { name: 'case, punctuation, spaces', before: '  Prefers   PNPM!!  ', after: 'prefers pnpm' },
    { name: 'wikilink alias wins', before: 'use [[Tools/pnpm|the pnpm tool]] daily', after: 'use the pnpm tool daily' },
    { name: 'wikilink without alias keeps the name', before: 'see [[Projects/Seedling]]', after: 'see seedling' },
    { name: 'markdown link keeps its text, URL dropped', before: 'read [this post](https://x.dev/a) and https://y.dev', after: 'read this post and' },
    { name: 'list marker and checkbox', before: '- [ ] renew **passport**', after: 'renew passport' },
    { name: 'NFKC folds full-width forms', before: 'ＰＮＰＭ　ｉｓ　ｆａｓｔ', after: 'pnpm is fast' },
    { name: 'CJK kept', before: '今日は「種」を覚えた。', after: '今日は 種 を覚えた' },
  ];
  it.each(cases)('$name', ({ before, after }) => expect(normalizeText(before)).toBe(after));
});

describe('tokenize', () => {
  it('CJK runs become character bigrams, Latin words stems', () => {
    expect(tokenize('種を蒔く')).toEqual(['種を', 'を蒔', '蒔く']);
    expect(tokenize('I prefer pnpm projects')).toEqual(['prefer', 'pnpm', 'project']);
  });
});

describe('similarity: near-duplicates vs merely related', () => {
  const duplicates: [string, string][] = [
    ['I prefer pnpm over npm for JavaScript projects', 'Prefers pnpm over npm for JavaScript projects.'],
    ['Renew the passport before March', '- [ ] renew passport before march'],
    ['Tutor session moved to Thursdays at 19:00', 'Tutor session is on Thursdays at 19:00 now'],
    ['今日は種と蒔くを覚えた', '今日は「種」と「蒔く」を覚えた。'],
    ['日本語の先生は木曜日の夜です', '日本語の先生は木曜日の夜'],
  ];
  const related: [string, string][] = [
    ['I prefer pnpm over npm for JavaScript projects', 'pnpm workspaces make the monorepo easy'],
    ['Good run, 8 km', 'Good run, 10 km, new longest this year, knee felt fine'],
    ['Seedling stores only the climate zone', 'Seedling reminders go out as a weekly e-mail digest'],
    ['日本語の先生は木曜日の夜です', '日本語の試験は十二月です'],
    ['Decided to use SQLite in the browser', 'Decided to drop web push for reminders'],
  ];
  it.each(duplicates)('duplicate: "%s" ~ "%s"', (a, b) => {
    expect(similarity(a, b)).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
  });
  it.each(related)('related only: "%s" vs "%s"', (a, b) => {
    expect(similarity(a, b)).toBeLessThan(DUPLICATE_THRESHOLD);
  });
});

describe('kebabCase', () => {
  const cases: [string, string][] = [
    ['JavaScript Tooling', 'javascript-tooling'],
    ['../../etc/passwd', 'etc-passwd'],
    ['Bike rebuild.md', 'bike-rebuild-md'],
    ['日本語 メモ', '日本語-メモ'],
    ["Maya's  notes!", 'mayas-notes'],
  ];
  it.each(cases)('%s → %s', (before, after) => expect(slugify(before)).toBe(after));
});

// ---------------------------------------------------------------- merge

function span(id: string, date: string, role: Span['role'] = 'person', session?: string): Span {
  return {
    id, path: `Journal/${date}.md`, startLine: 1, endLine: 1, text: '', headingPath: [], role,
    untrusted: role === 'tool_result' || role === 'clipping' || role === 'web_quote', date,
    session: session ?? `note:Journal/${date}.md`, links: [], tags: [],
  };
}

function raw(text: string, spanIds: string[], kind: CandidateKind = 'fact', extra: Partial<RawCandidate> = {}): RawCandidate {
  return {
    text, kind, topic: 'general-notes', domain: 'General', lifecycle: 'active', spanIds,
    importance: 0.5, stability: 0.5, actionability: 0.5, explicit: false, extractor: 'offline', ...extra,
  };
}

describe('mergeCandidates', () => {
  const spans = [
    span('s1', '2026-11-02'), span('s2', '2026-11-04'), span('s3', '2026-11-10'), span('s4', '2026-11-10'),
    span('s5', '2026-11-11', 'user', 'claude:a'), span('s6', '2026-11-11', 'user', 'claude:b'),
  ];

  it('the same preference on three days is one candidate with the union of sources', () => {
    const merged = mergeCandidates(
      [
        raw('I prefer pnpm over npm for JavaScript projects', ['s1'], 'preference', { importance: 0.7 }),
        raw('Again pnpm instead of npm', ['s2'], 'preference'),
        raw('Still prefer pnpm', ['s3'], 'preference'),
        raw('Good run by the river, 7 km', ['s4']),
      ],
      spans,
    );
    expect(merged.map((m) => [m.text, m.spanIds])).toEqual([
      ['I prefer pnpm over npm for JavaScript projects', ['s1', 's2', 's3']],
      ['Good run by the river, 7 km', ['s4']],
    ]);
    expect(merged[0]!.importance).toBe(0.7);
  });

  it('a todo later ticked off merges, and the newest state wins', () => {
    const merged = mergeCandidates(
      [
        raw('Find an open dataset of last-frost dates for Europe', ['s1'], 'todo', { lifecycle: 'active' }),
        raw('Find an open dataset of last-frost dates for Europe.', ['s2'], 'todo', { lifecycle: 'done' }),
      ],
      spans,
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]!.lifecycle).toBe('done');
  });

  it('a short restatement does not merge facts (only preferences, decisions, procedures)', () => {
    const merged = mergeCandidates([raw('Good run by the river, 7 km', ['s1']), raw('Good run', ['s2'])], spans);
    expect(merged).toHaveLength(2);
  });

  it('CJK near-duplicates merge, related CJK lines do not', () => {
    const merged = mergeCandidates(
      [
        raw('今日は「種」と「蒔く」を覚えた。', ['s1']),
        raw('今日は種と蒔くを覚えた', ['s2']),
        raw('日本語の試験は十二月です', ['s3']),
      ],
      spans,
    );
    expect(merged.map((m) => m.spanIds)).toEqual([['s1', 's2'], ['s3']]);
  });

  it('support keys: notes count days, transcripts count sessions', () => {
    expect(['s1', 's3', 's4', 's5', 's6'].map((id) => supportKey(spans.find((s) => s.id === id)!))).toEqual([
      'day:2026-11-02', 'day:2026-11-10', 'day:2026-11-10', 'session:claude:a', 'session:claude:b',
    ]);
  });
});

// ---------------------------------------------------------------- paraphrase (key phrase) rule

describe('paraphrased restatements merge; lines that merely share a subject stay apart', () => {
  const spans4 = [span('s1', '2026-11-03'), span('s2', '2026-11-09'), span('s3', '2026-11-16'), span('s4', '2026-11-23')];
  const cases: { name: string; lines: [string, CandidateKind, string][]; groups: string[][] }[] = [
    {
      name: 'the routine written four ways is one observation on four days',
      lines: [
        ['Morning writing block 08:00–10:00 went well; no meetings before 10 is still the best rule I have.', 'fact', 'routine'],
        ['Writing block before 10 again; protected it from a recurring 9:30 meeting by moving the meeting.', 'fact', 'routine'],
        ['Morning writing block, no meetings before 10 — finished the Seedling data-model doc in it.', 'project_status', 'routine'],
        ['Writing block 08:00–10:00; no meetings before 10 is non-negotiable now.', 'fact', 'routine'],
      ],
      groups: [['s1', 's2', 's3', 's4']],
    },
    {
      name: 'two different Seedling decisions',
      lines: [
        ['[[Seedling]]: chose SQLite in the browser (via OPFS) over IndexedDB because I want real queries for the planting calendar.', 'decision', 'seedling'],
        ['[[Seedling]]: decided reminders go out as a weekly e-mail digest, not web push — push permission prompts annoy people.', 'decision', 'seedling'],
      ],
      groups: [['s1'], ['s2']],
    },
    {
      name: 'two releases: every number differs',
      lines: [
        ['Release day for Seedling 0.2 with the planting calendar and the frost dates.', 'project_status', 'seedling'],
        ['Release day for Seedling 0.3 with the planting calendar and the e-mail digest.', 'project_status', 'seedling'],
      ],
      groups: [['s1'], ['s2']],
    },
    {
      name: 'two runs: 8 km and 10 km are different runs',
      lines: [
        ['Good run along the canal path, 8 km, knee felt fine', 'fact', 'running'],
        ['Good run along the canal path, 10 km, new longest this year, knee felt fine', 'fact', 'running'],
      ],
      groups: [['s1'], ['s2']],
    },
    {
      name: 'one shared compound names a subject, not a restatement',
      lines: [
        ['Decide whether the harvest log needs photos.', 'decision', 'seedling'],
        ['Harvest log shipped behind a flag to the three weekly testers.', 'project_status', 'seedling'],
      ],
      groups: [['s1'], ['s2']],
    },
    {
      name: 'a question (todo) and the decision that answers it stay two observations',
      lines: [
        ['Prototype sowing-day reminders (web push or e-mail digest?)', 'todo', 'seedling'],
        ['[[Seedling]]: decided reminders go out as a weekly e-mail digest, not web push — push permission prompts annoy people.', 'decision', 'seedling'],
      ],
      groups: [['s1'], ['s2']],
    },
    {
      name: 'a todo never links to a statement by phrase alone',
      lines: [
        ["Ask Priya whether the calendar mock-up colours work fine, then fix the sowing screen layout before Friday's demo", 'todo', 'seedling'],
        ['Priya says the calendar mock-up colours work fine; next up is the harvest log and the export button', 'fact', 'seedling'],
      ],
      groups: [['s1'], ['s2']],
    },
    {
      name: '…while the same two lines as statements share enough to be one',
      lines: [
        ["Asked Priya whether the calendar mock-up colours work fine, then fixed the sowing screen layout before Friday's demo", 'fact', 'seedling'],
        ['Priya says the calendar mock-up colours work fine; next up is the harvest log and the export button', 'fact', 'seedling'],
      ],
      groups: [['s1', 's2']],
    },
    {
      name: 'the topic name is not a shared phrase',
      lines: [
        ['Seedling Garden Planner stores only the climate zone', 'fact', 'seedling-garden-planner'],
        ['Seedling Garden Planner reminders go out weekly', 'fact', 'seedling-garden-planner'],
      ],
      groups: [['s1'], ['s2']],
    },
    {
      name: 'CJK restatements sharing two three-character runs merge',
      lines: [
        ['毎朝の執筆時間は十時まで会議なし', 'fact', 'routine'],
        ['今週も毎朝の執筆時間を守った、十時まで会議なし', 'fact', 'routine'],
      ],
      groups: [['s1', 's2']],
    },
    {
      name: 'CJK lines sharing only a subject stay apart',
      lines: [
        ['日本語の先生は木曜日の夜です', 'fact', 'japanese'],
        ['日本語の試験は十二月です', 'fact', 'japanese'],
      ],
      groups: [['s1'], ['s2']],
    },
  ];
  it.each(cases)('$name', ({ lines, groups }) => {
    const merged = mergeCandidates(
      lines.map(([text, kind, topic], i) => raw(text, [`s${i + 1}`], kind, { topic })),
      spans4,
    );
    expect(merged.map((m) => m.spanIds)).toEqual(groups);
  });

  it('a restatement that links two earlier groups joins them (single link, not first-come)', () => {
    const merged = mergeCandidates(
      [
        raw('Writing block before 10 again; protected it from a recurring 9:30 meeting.', ['s1'], 'fact', { topic: 'routine' }),
        raw('Morning writing block 08:00–10:00 went well; no meetings before 10.', ['s2'], 'fact', { topic: 'routine' }),
        raw('Morning writing block, no meetings before 10 — finished the doc in it.', ['s3'], 'fact', { topic: 'routine' }),
      ],
      spans4,
    );
    expect(merged.map((m) => m.spanIds)).toEqual([['s1', 's2', 's3']]);
  });
});
