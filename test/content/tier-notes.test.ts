import { describe, expect, it } from '@jest/globals';
import { renderDailyDigest, digestDate } from '../../src/core/consolidate/daily-digest';
import { renderIdentityNote } from '../../src/core/consolidate/identity';
import { renderSkillNote, splitProcedure } from '../../src/core/consolidate/skill';
import { cand, md, ref } from './fixtures';
import { yamlPackage } from '../../src/cli/yaml-package';

const TODAY = '2026-11-29';

describe('renderDailyDigest', () => {
  const cands = [
    cand('Decided to build the first version as a local-first web app', { id: 'd1', kind: 'decision', topic: 'seedling', sources: [ref('2026-11-02', 8)] }),
    cand('Ordered a new bottom bracket for the bike rebuild', { id: 'd2', topic: 'bike-rebuild', domain: 'Home', tier: 1, confidence: 0.55, sources: [ref('2026-11-02', 13)] }),
    cand('Sketch the sowing calendar screen', { id: 'd3', kind: 'todo', topic: 'seedling', sources: [ref('2026-11-02', 10)] }),
  ];
  const topicNotes = new Map([['seedling', 'Memory/Topics/seedling.md']]);

  it('a new digest points into the notes that hold the day\'s lines and lists only the rest, with lean frontmatter', () => {
    const r = renderDailyDigest(yamlPackage, null, { date: '2026-11-02', candidates: cands, topicNotes, today: TODAY });
    expect(r.content).toBe(md`
      ---
      type: daily
      created: 2026-11-29
      origin: dream
      source_sessions: [note:Journal/2026-11-02.md]
      confidence: 0.55
      ---
      # 2026-11-02

      ## In notes
      - [[Memory/Topics/seedling|Seedling]]

      ## Bike rebuild
      - Ordered a new bottom bracket for the bike rebuild · [[Journal/2026-11-02]] L13
    `);
  });

  it('a re-run on the same day adds only what is new, under the right topic', () => {
    const first = renderDailyDigest(yamlPackage, null, { date: '2026-11-02', candidates: cands.slice(1, 2), topicNotes, today: TODAY }).content!;
    const again = renderDailyDigest(yamlPackage, first, { date: '2026-11-02', candidates: cands, topicNotes, today: '2026-11-30' });
    expect(again.added).toEqual(['- [[Memory/Topics/seedling|Seedling]]']);
    expect(again.content).toContain('created: 2026-11-29\n');
    expect(again.content).toContain('updated: 2026-11-30\n');
    expect(renderDailyDigest(yamlPackage, again.content, { date: '2026-11-02', candidates: cands, topicNotes, today: '2026-11-30' }).content).toBe(again.content);
  });

  it('a digest line cites only its own day: older days stay with the note that holds them', () => {
    const merged = cand('Ordered a new bottom bracket for the bike rebuild', { id: 'd4', topic: 'bike-rebuild', tier: 1, sources: [ref('2026-10-20', 4), ref('2026-11-02', 13)] });
    const r = renderDailyDigest(yamlPackage, null, { date: '2026-11-02', candidates: [merged], topicNotes, today: TODAY });
    expect(r.content).toContain('- Ordered a new bottom bracket for the bike rebuild · [[Journal/2026-11-02]] L13\n');
    expect(r.content).not.toContain('2026-10-20');
  });

  it('digests a candidate under its newest source date', () => {
    expect(digestDate(cand('x', { sources: [ref('2026-11-02', 1), ref('2026-11-09', 2), ref('2026-11-05', 3)] }))).toBe('2026-11-09');
    // a date that is not a plain calendar date never becomes a file name
    expect(digestDate(cand('x', { sources: [ref('../../x', 1)] }))).toBeNull();
  });
});

describe('renderIdentityNote', () => {
  it('approved preferences with their sources and the approved candidate id', () => {
    const pnpm = cand('Prefers pnpm over npm for JavaScript projects', {
      id: 'ab12cd34ef', kind: 'preference', topic: 'javascript-tooling', tier: 3, confidence: 0.91, recurrence: 4,
      sources: [ref('2026-11-02', 9), ref('2026-11-05', 4), ref('2026-11-12', 6), ref('2026-11-19', 3, 4)],
    });
    const r = renderIdentityNote(yamlPackage, null, { topic: 'javascript-tooling', candidates: [pnpm], today: TODAY });
    expect(r.content).toBe(md`
      ---
      id: 2026-11-29-javascript-tooling
      type: identity
      created: 2026-11-29
      updated: 2026-11-29
      tags: []
      status: active
      origin: dream
      source_sessions: [note:Journal/2026-11-02.md, note:Journal/2026-11-05.md, note:Journal/2026-11-12.md, note:Journal/2026-11-19.md]
      confidence: 0.91
      recurrence: 4
      derived_from_untrusted: false
      ---
      # JavaScript tooling

      ## Preferences
      - Prefers pnpm over npm for JavaScript projects · [[Journal/2026-11-02]] L9, [[Journal/2026-11-05]] L4, [[Journal/2026-11-12]] L6, [[Journal/2026-11-19]] L3–4 · approved ab12cd34
    `);
  });

  it('merging into a person-written identity note keeps their words and provenance origin', () => {
    const before = md`
      ---
      origin: person
      created: 2026-01-01
      ---
      # Tools

      I like small, boring tools.
    `;
    const r = renderIdentityNote(yamlPackage, before, { topic: 'tools', candidates: [cand('Prefers pnpm over npm', { id: 'x1', kind: 'preference', tier: 3, recurrence: 3 })], today: TODAY });
    expect(r.content).toContain('origin: person\ncreated: 2026-01-01\n');
    expect(r.content).toContain('# Tools\n\nI like small, boring tools.\n\n## Preferences\n- Prefers pnpm over npm · ');
  });
});

describe('renderSkillNote', () => {
  const release = cand('Release Seedling: bump the version in package.json; run pnpm build, then tag the commit, then push the tag', {
    id: 'ee77ff8899', kind: 'procedure', topic: 'seedling-release', tier: 3, confidence: 0.88, recurrence: 3,
    sources: [ref('2026-11-06', 5, 8), ref('2026-11-13', 4, 7), ref('2026-11-20', 6, 9)],
  });

  it('splits a procedure into steps', () => {
    expect(splitProcedure(release.text)).toEqual({
      goal: 'Release Seedling',
      steps: ['bump the version in package.json', 'run pnpm build', 'tag the commit', 'push the tag'],
    });
  });

  it('a new skill is incubating, with numbered steps that carry their sources', () => {
    const r = renderSkillNote(yamlPackage, null, { topic: 'seedling-release', candidates: [release], today: TODAY });
    expect(r.content).toBe(md`
      ---
      id: 2026-11-29-seedling-release
      type: skill
      created: 2026-11-29
      updated: 2026-11-29
      tags: []
      status: incubating
      origin: dream
      source_sessions: [note:Journal/2026-11-06.md, note:Journal/2026-11-13.md, note:Journal/2026-11-20.md]
      confidence: 0.88
      recurrence: 3
      derived_from_untrusted: false
      name: seedling-release
      description: "Release Seedling: bump the version in package.json; run pnpm build, then tag the commit, then push the tag"
      ---
      # Seedling release

      Release Seedling.

      ## Steps
      1. bump the version in package.json · [[Journal/2026-11-06]] L5–8, [[Journal/2026-11-13]] L4–7, [[Journal/2026-11-20]] L6–9
      2. run pnpm build · [[Journal/2026-11-06]] L5–8, [[Journal/2026-11-13]] L4–7, [[Journal/2026-11-20]] L6–9
      3. tag the commit · [[Journal/2026-11-06]] L5–8, [[Journal/2026-11-13]] L4–7, [[Journal/2026-11-20]] L6–9
      4. push the tag · [[Journal/2026-11-06]] L5–8, [[Journal/2026-11-13]] L4–7, [[Journal/2026-11-20]] L6–9

      ## Seen in
      - [[Journal/2026-11-06]] L5–8
      - [[Journal/2026-11-13]] L4–7
      - [[Journal/2026-11-20]] L6–9
    `);
  });

  it('an existing skill keeps its numbering and status; a new variant is listed beside it', () => {
    const first = renderSkillNote(yamlPackage, null, { topic: 'seedling-release', candidates: [release], today: TODAY }).content!;
    const edited = first.replace('status: incubating', 'status: active');
    const variant = cand('Release Seedling: run the e2e tests before tagging', { id: 'aa11', kind: 'procedure', topic: 'seedling-release', tier: 3, recurrence: 3, sources: [ref('2026-11-27', 5)] });
    const r = renderSkillNote(yamlPackage, edited, { topic: 'seedling-release', candidates: [variant], today: '2026-11-30' });
    expect(r.content).toContain('status: active');
    expect(r.content).toContain('4. push the tag');
    expect(r.content).toContain('## Also seen\n- Release Seedling: run the e2e tests before tagging · [[Journal/2026-11-27]] L5 · approved aa11\n');
  });
});
