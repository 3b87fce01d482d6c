import { describe, expect, it } from '@jest/globals';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { archivedInIndex, digestsBySubject, pausedInIndex, emptyMemory as emptyMemoryFor, loadExistingMemory, supportFromLine } from '../../src/core/rank/existing-memory';
import { knownSubjectNames } from '../../src/core/extract/subject-resolver';
import { buildCandidates } from '../../src/core/rank/build-candidates';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { ExistingMemory } from '../../src/core/sense/memory';
import type { Span } from '../../src/core/extract/spans';
import type { RawCandidate } from '../../src/core/extract/raw-candidate';

function vaultWith(files: Record<string, string>): NodeVault {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-memory-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return new NodeVault(dir);
}

const MEMORY = {
  'Memory/MEMORY.md': '# Memory\n\n## Projects\n- [[seedling]]\n\n## Archive\n- [[old-blog]] — moved to Substack\n',
  'Memory/Topics/seedling.md': '---\nstatus: active\n---\n# Seedling\n\n- Seedling stays free and open source (MIT) · [[Journal/2026-10-20|2026-10-20]] L4\n',
  'Memory/Topics/newsletter.md': '---\nstatus: paused\n---\n# Newsletter\n\n- Weekly issue on Sundays.\n',
  'Memory/Topics/bike-rebuild.md': '---\nstatus: closed\n---\n# Bike rebuild\n',
  'Memory/Daily/2026-11-01.md':
    '# 2026-11-01\n\n- The 42 bus no longer stops at Elm Street · [[Journal/2026-11-01|2026-11-01]] L3, [[Journal/2026-10-28|2026-10-28]] L5\n' +
    '- Decided to move the team retro to Thursdays at 16:00 · [[Journal/2026-11-01|2026-11-01]] L4\n',
  'Memory/Identity/preferences.md': '---\nderived_from_untrusted: false\n---\n- I prefer pnpm over npm for JavaScript projects\n',
  'Memory/Dreaming/Reports/2026-11-01.md': '- Gated out: Had lunch with Tom\n',
  'Journal/2026-11-02.md': '- not memory\n',
};

describe('loadExistingMemory', () => {
  it('knows the names the person linked in lines memory kept, as they wrote them, and an alias as its subject', async () => {
    const m = await loadExistingMemory(yamlPackage, vaultWith({
      'Memory/Topics/Job search.md': '---\naliases: [job hunt]\n---\n# Job search\n',
      'Memory/Daily/2026-10-01.md': '# 2026-10-01\n\n## Baltica\n- 08:00, Gdynia. [[Tomasz Grabowski]] gave the tour · [[Journal/2026-10-01]] L2\n',
    }), DEFAULT_SETTINGS);
    expect(m.registry?.resolve('Tomasz')?.name).toBe('Tomasz Grabowski');
    expect(m.registry?.resolve('2026-10-01')).toBeNull();
    const known = knownSubjectNames(m);
    expect(known).toContainEqual(['Tomasz Grabowski', 'tomasz-grabowski']);
    expect(known).toContainEqual(['job hunt', 'job-search']);
  });
  it('files a digest heading under the subject it names, an alias as its subject', async () => {
    const m = await loadExistingMemory(yamlPackage, vaultWith({
      'Memory/Topics/Kasia.md': '---\naliases: [Katarzyna]\n---\n# Kasia\n',
      'Memory/Daily/2026-10-01.md': '# 2026-10-01\n\n## Katarzyna\n- Moved to Wrocław · [[Journal/2026-10-01]] L2\n\n## Pottery class\n- Glazed two bowls · [[Journal/2026-10-01]] L3\n',
    }), DEFAULT_SETTINGS);
    const digests = digestsBySubject(m);
    expect(digests.get('kasia')).toEqual({ paths: ['Memory/Daily/2026-10-01.md'], title: 'Katarzyna' });
    expect(digests.get('pottery-class')?.title).toBe('Pottery class');
  });
  it('reads the memory tiers, statuses and the archive section of the index', async () => {
    const m = await loadExistingMemory(yamlPackage, vaultWith(MEMORY), DEFAULT_SETTINGS);
    expect(m.notes.map((n) => [n.path, n.tier, n.topic]).sort()).toEqual([
      ['Memory/Daily/2026-11-01.md', 1, '2026-11-01'],
      ['Memory/Identity/preferences.md', 3, 'preferences'],
      ['Memory/Topics/bike-rebuild.md', 2, 'bike-rebuild'],
      ['Memory/Topics/newsletter.md', 2, 'newsletter'],
      ['Memory/Topics/seedling.md', 2, 'seedling'],
    ]);
    expect(Object.fromEntries([...m.archived].map(([k, v]) => [k, v.state]))).toEqual({
      newsletter: 'paused', 'bike-rebuild': 'closed', 'old-blog': 'archived',
    });
    const seedling = m.notes.find((n) => n.topic === 'seedling')!;
    expect(seedling.lines.map((l) => [l.line, l.support])).toEqual([[6, ['day:2026-10-20']]]);
  });

  it('an empty vault is an empty memory, not an error', async () => {
    const m = await loadExistingMemory(yamlPackage, vaultWith({}), DEFAULT_SETTINGS);
    expect(m.notes).toEqual([]);
    expect(m.messages).toEqual([]);
  });
});

describe('supportFromLine / archivedInIndex', () => {
  const cases: { name: string; before: string; after: string[] }[] = [
    { name: 'daily note citations', before: '- x · [[Journal/2026-11-02|2026-11-02]] L14–16, [[Journal/2026-11-05|2026-11-05]] L3', after: ['day:2026-11-02', 'day:2026-11-05'] },
    { name: 'a transcript session', before: '- x · [[Sources/Transcripts/a.jsonl|claude:sess-abc]] L9', after: ['session:claude:sess-abc'] },
    { name: 'a link to a dated note without a label', before: '- see [[Journal/2026-11-02]]', after: ['day:2026-11-02'] },
    { name: 'a memory digest link is not evidence', before: '- see [[Memory/Daily/2026-11-02]]', after: [] },
    { name: 'no citation', before: '- plain line', after: [] },
  ];
  it.each(cases)('support: $name', ({ before, after }) => expect(supportFromLine(before)).toEqual(after));

  it('archive-like sections end at the next heading of the same level', () => {
    const index = '## Archived\n- [[a]]\n### Detail\n- [[b|B]]\n## Active\n- [[c]]\n## Done\n- [[Memory/Topics/d.md]]';
    expect(archivedInIndex(index)).toEqual(['a', 'b', 'd']);
  });

  it('an index entry in the plugin format that says paused keeps its topic paused; a person\'s prose does not', () => {
    const index = [
      '## Projects',
      '- **Newsletter** — paused; Paused the [[Newsletter]] until January. · [[Memory/Topics/newsletter|newsletter]]',
      '- **Seedling** — active; Release day for 0.3 · [[Memory/Topics/seedling|seedling]]',
      '- I paused the garden for winter · [[garden]]',
    ].join('\n');
    expect(pausedInIndex(index)).toEqual(['newsletter']);
  });
});

// ---------------------------------------------------------------- novelty and stickiness in buildCandidates

function span(id: string, date: string, text = '- x'): Span {
  return {
    id, path: `Journal/${date}.md`, startLine: 2, endLine: 2, text, headingPath: [], role: 'person', untrusted: false,
    date, session: `note:Journal/${date}.md`, links: [], tags: [],
  };
}

function raw(text: string, over: Partial<RawCandidate> = {}): RawCandidate {
  return {
    text, kind: 'fact', topic: 'general-notes', domain: 'General', lifecycle: 'active', spanIds: ['s1'],
    importance: 0.6, stability: 0.75, actionability: 0.3, explicit: false, extractor: 'offline', ...over,
  };
}

const NOW = Date.parse('2026-11-03T06:00:00Z');

describe('novelty and sticky lifecycle', () => {
  let memory: ExistingMemory;
  const spans = [span('s1', '2026-11-02')];
  const build = async (r: RawCandidate[]) => {
    memory ??= await loadExistingMemory(yamlPackage, vaultWith(MEMORY), DEFAULT_SETTINGS);
    return buildCandidates(r, spans, memory, DEFAULT_SETTINGS, NOW);
  };

  const stickiness: { name: string; before: Partial<RawCandidate> & { text: string }; after: string }[] = [
    { name: 'a todo for a paused topic is dropped with a reason', before: { text: 'Write the next newsletter issue', kind: 'todo', topic: 'newsletter' }, after: 'dropped' },
    { name: 'a todo for a closed topic is dropped', before: { text: 'Buy new brake pads for the bike', kind: 'todo', topic: 'bike-rebuild' }, after: 'dropped' },
    { name: 'a todo for a topic archived in the index is dropped', before: { text: 'Migrate the old blog theme', kind: 'todo', topic: 'old-blog' }, after: 'dropped' },
    { name: 'a status for a closed topic is kept as reference', before: { text: 'Bike rode 30 km without creaks', kind: 'project_status', topic: 'bike-rebuild' }, after: 'closed' },
    { name: 'the person reopening it wins', before: { text: 'Reopened the newsletter: first issue in January', kind: 'todo', topic: 'newsletter' }, after: 'active' },
    { name: 'an active topic is untouched', before: { text: 'Add the harvest log export', kind: 'todo', topic: 'seedling' }, after: 'active' },
    { name: 'a done item for a closed topic stays done', before: { text: 'Sold the old wheels', kind: 'todo', topic: 'bike-rebuild', lifecycle: 'done' }, after: 'done' },
  ];
  it.each(stickiness)('$name', async ({ before, after }) => {
    const { text, ...rest } = before;
    const built = await build([raw(text, rest)]);
    if (after === 'dropped') {
      expect(built.considered).toEqual([]);
      expect(built.gatedOut).toHaveLength(1);
      expect(built.gatedOut[0]!.reason).toMatch(/not brought back/);
    } else {
      expect(built.considered[0]!.lifecycle).toBe(after);
    }
  });

  it('a repeat of a topic-note line is marked duplicateOf and loses novelty', async () => {
    const built = await build([raw('Seedling stays free and open source (MIT).', { topic: 'seedling' })]);
    const c = built.considered[0]!;
    expect(c.duplicateOf).toBe('Memory/Topics/seedling.md#L6');
    expect(c.signals.novelty).toBeLessThan(0.5);
    expect(c.priorSupport).toEqual(['day:2026-10-20']);
    expect(c.recurrence).toBe(2);
  });

  it('a repeat of a digest line counts its days towards recurrence', async () => {
    const built = await build([raw('The 42 bus no longer stops at Elm Street.')]);
    const c = built.considered[0]!;
    expect(c.duplicateOf).toBe('Memory/Daily/2026-11-01.md#L3');
    expect(c.recurrence).toBe(3);
    expect(c.signals.novelty).toBeGreaterThan(0.5);
  });

  it('a one-off decision already in a digest earns its topic note on the second mention', async () => {
    const decision = { kind: 'decision' as const, importance: 0.75, stability: 0.8, actionability: 0.65 };
    const fresh = buildCandidates([raw('Decided to move the design review to Fridays', decision)], spans, emptyMemoryFor(), DEFAULT_SETTINGS, NOW);
    expect(fresh.considered[0]!.tier).toBe(1);
    const again = await build([raw('Decided to move the team retro to Thursdays at 16:00', { ...decision, topic: 'team-retro' })]);
    expect(again.considered[0]).toMatchObject({ tier: 2, recurrence: 2, priorSupport: ['day:2026-11-01'] });
    // The same line under a catch-all bucket names no subject: no note would hold it, so it stays in the digest.
    const bucket = await build([raw('Decided to move the team retro to Thursdays at 16:00', decision)]);
    expect(bucket.considered[0]).toMatchObject({ tier: 1, recurrence: 2 });
  });

  it('a repeat of an identity line has no novelty', async () => {
    const built = await build([raw('I prefer pnpm over npm for JavaScript projects', { kind: 'preference' })]);
    expect(built.considered[0]!.signals.novelty).toBe(0);
  });

  it('reports and the journal are not memory: no duplicate found there', async () => {
    const built = await build([raw('Had lunch with Tom at the noodle place and talked'), raw('not memory at all here', {})]);
    expect(built.considered.every((c) => c.duplicateOf === undefined)).toBe(true);
  });
});
