import { describe, expect, it } from '@jest/globals';
import { renderTopicNote, type TopicNoteInput } from '../../src/core/consolidate/topic-note';
import { cand, md, ref } from './fixtures';
import { yamlPackage } from '../../src/cli/yaml-package';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { findWikiLinks, noteName } from '../../src/core/formats/wikilink';
import { noteSlug } from '../../src/core/formats/slug';

const TODAY = '2026-11-29';
const input = (over: Partial<TopicNoteInput>): TopicNoteInput => ({ topic: 'seedling', domain: 'Software', candidates: [], related: [], today: TODAY, ...over });

const SEEDLING = md`
  ---
  tags: [project]
  created: 2026-10-20
  status: active
  ---
  # Seedling

  A garden planner that tells you what to sow each week for your climate zone.

  ## Notes
  - Name chosen on 2026-10-20 after a walk through the Estrela garden.
`;

interface Case { name: string; before: string | null; in: Partial<TopicNoteInput>; after: string }

const cases: Case[] = [
  {
    name: 'a new note: title, sections in order, provenance (no summary quote repeating a line)',
    before: null,
    in: {
      candidates: [
        cand('Seedling is a local-first web app; no accounts until people ask for sync', { id: 'a1', kind: 'decision', sources: [ref('2026-11-02', 8)] }),
        cand('Seedling 0.4 is planned for 4 December with the harvest log on for everyone', { id: 'a2', kind: 'project_status', sources: [ref('2026-11-27', 4)], confidence: 0.9 }),
        cand('Sketch the sowing calendar screen', { id: 'a3', kind: 'todo', sources: [ref('2026-11-02', 10)] }),
      ],
      related: [{ path: 'Memory/Topics/garden.md', title: 'Garden', why: 'written about on the same days (2026-11-02, 2026-11-05)' }],
    },
    after: md`
      ---
      id: 2026-11-29-seedling
      type: note
      created: 2026-11-29
      updated: 2026-11-29
      tags: []
      status: active
      origin: dream
      source_sessions: [note:Journal/2026-11-02.md, note:Journal/2026-11-27.md]
      confidence: 0.8
      recurrence: 1
      derived_from_untrusted: false
      domain: Software
      ---
      # Seedling

      ## Current
      - Seedling 0.4 is planned for 4 December with the harvest log on for everyone · [[Journal/2026-11-27]] L4

      ## Decisions
      - Seedling is a local-first web app; no accounts until people ask for sync · [[Journal/2026-11-02]] L8

      ## Open
      - Sketch the sowing calendar screen · [[Journal/2026-11-02]] L10

      ## Related
      - [[Memory/Topics/garden|Garden]] · written about on the same days (2026-11-02, 2026-11-05)
    `,
  },
  {
    name: "a person's note: their frontmatter stays as written (flow list too), provenance is one dreamed: key; facts join their “Notes” section; a missing section goes at the end",
    before: SEEDLING,
    in: {
      candidates: [
        cand('Harvest log shipped behind a flag', { id: 'b1', sources: [ref('2026-11-19', 6)] }),
        cand('Decided to store plantings in IndexedDB', { id: 'b2', kind: 'decision', sources: [ref('2026-11-05', 3, 4)] }),
      ],
    },
    after: md`
      ---
      tags: [project]
      created: 2026-10-20
      status: active
      dreamed:
        updated: 2026-11-29
        sources: [note:Journal/2026-11-05.md, note:Journal/2026-11-19.md]
        confidence: 0.8
        recurrence: 1
        untrusted: false
        domain: Software
      ---
      # Seedling

      A garden planner that tells you what to sow each week for your climate zone.

      ## Notes
      - Name chosen on 2026-10-20 after a walk through the Estrela garden.
      - Harvest log shipped behind a flag · [[Journal/2026-11-19]] L6

      ## Decisions
      - Decided to store plantings in IndexedDB · [[Journal/2026-11-05]] L3–4
    `,
  },
  {
    // A todo ticked off is done; the project it belongs to is not closed by it.
    name: 'closed work goes to “Done and reference” and strikes the open line through, keeping its words (a note without frontmatter is the person\'s: one dreamed: key)',
    before: md`
      # Bike rebuild

      ## Open
      - Fit the new bottom bracket · [[Journal/2026-11-02]] L12
    `,
    in: { topic: 'bike-rebuild', candidates: [cand('Fit the new bottom bracket', { id: 'c1', kind: 'todo', lifecycle: 'done', sources: [ref('2026-11-06', 5)] })] },
    after: md`
      ---
      dreamed:
        updated: 2026-11-29
        sources: [note:Journal/2026-11-06.md]
        confidence: 0.8
        recurrence: 1
        untrusted: false
        domain: Software
      ---
      # Bike rebuild

      ## Open
      - ~~Fit the new bottom bracket · [[Journal/2026-11-02]] L12~~ done 2026-11-29 (see Done and reference)

      ## Done and reference
      - Done: Fit the new bottom bracket · [[Journal/2026-11-06]] L5
    `,
  },
  {
    name: 'an explicit supersession strikes the old line, dated; the line that replaced it follows with its own citation',
    before: md`
      ## Preferences
      - Uses npm for JavaScript projects
    `,
    in: { topic: 'javascript-tooling', candidates: [cand('Prefers pnpm over npm for JavaScript projects', { id: 'd1', kind: 'preference', supersedes: 'Uses npm for JavaScript projects', sources: [ref('2026-11-02', 9)] })] },
    after: md`
      ---
      dreamed:
        updated: 2026-11-29
        sources: [note:Journal/2026-11-02.md]
        confidence: 0.8
        recurrence: 1
        untrusted: false
        domain: Software
      ---
      ## Preferences
      - ~~Uses npm for JavaScript projects~~ superseded on 2026-11-02 by [[Journal/2026-11-02]]
      - Prefers pnpm over npm for JavaScript projects · [[Journal/2026-11-02]] L9
    `,
  },
  {
    name: 'a ticked task whose outcome the same day records is folded into the outcome line, which cites both; an unanswered one stays',
    before: md`
      ## Notes
    `,
    in: {
      candidates: [
        cand('Find an open dataset of last-frost dates for Europe', { id: 't1', kind: 'todo', lifecycle: 'done', sources: [ref('2026-11-05', 9)] }),
        cand('Found the EU last-frost dataset; licence is CC BY 4.0', { id: 'f1', kind: 'fact', sources: [ref('2026-11-05', 8)] }),
        cand('Email Priya the new mock-up', { id: 't2', kind: 'todo', lifecycle: 'done', sources: [ref('2026-11-09', 5)] }),
      ],
    },
    after: md`
      ---
      dreamed:
        updated: 2026-11-29
        sources: [note:Journal/2026-11-05.md, note:Journal/2026-11-09.md]
        confidence: 0.8
        recurrence: 1
        untrusted: false
        domain: Software
      ---
      ## Notes
      - Found the EU last-frost dataset; licence is CC BY 4.0 · [[Journal/2026-11-05]] L8, L9

      ## Done and reference
      - Done: Email Priya the new mock-up · [[Journal/2026-11-09]] L5
    `,
  },
];

describe('renderTopicNote', () => {
  it.each(cases)('$name', (c) => {
    const r = renderTopicNote(yamlPackage, c.before, input(c.in));
    expect(r.error).toBeUndefined();
    expect(r.content).toBe(c.after);
  });

  it('adds nothing when the note already says it (in other words of formatting) — content is unchanged', () => {
    const before = SEEDLING.replace('## Notes\n', '## Notes\n- **Harvest log** shipped behind a flag.\n');
    const r = renderTopicNote(yamlPackage, before, input({ candidates: [cand('Harvest log shipped behind a flag', { sources: [ref('2026-11-20', 2)] })] }));
    expect(r.content).toBe(before);
    expect(r.added).toEqual([]);
  });

  it('a second run with the same candidates changes nothing', () => {
    const i = input({ candidates: [cand('Harvest log shipped behind a flag', { sources: [ref('2026-11-19', 6)] })] });
    const once = renderTopicNote(yamlPackage, SEEDLING, i).content!;
    expect(renderTopicNote(yamlPackage, once, i).content).toBe(once);
  });

  it('keeps CRLF line endings and a BOM', () => {
    const before = '\ufeff' + SEEDLING.replace(/\n/g, '\r\n');
    const r = renderTopicNote(yamlPackage, before, input({ candidates: [cand('Harvest log shipped behind a flag', { sources: [ref('2026-11-19', 6)] })] }));
    const out = r.content!;
    expect(out.startsWith('\ufeff---\r\n')).toBe(true);
    expect(out.replace(/\r\n/g, '')).not.toContain('\n');
    expect(out).toContain('- Name chosen on 2026-10-20 after a walk through the Estrela garden.\r\n- Harvest log shipped behind a flag');
  });

  it('every line of the person survives (nothing deleted)', () => {
    const r = renderTopicNote(yamlPackage, SEEDLING, input({ candidates: [cand('A', { kind: 'decision' }), cand('B', { lifecycle: 'closed' }), cand('C', { kind: 'todo' })] }));
    const body = SEEDLING.split('---\n')[2]!;
    for (const line of body.split('\n')) expect(r.content!.split('\n')).toContain(line);
  });

  it('refuses a note whose frontmatter cannot be read, and says so', () => {
    const r = renderTopicNote(yamlPackage, '---\nkey: [unclosed\n---\n# X\n', input({ candidates: [cand('A')] }));
    expect(r.content).toBeNull();
    expect(r.error).toMatch(/frontmatter could not be read.*left as it is/);
  });
});

describe('a candidate whose secret was omitted', () => {
  it('says so on its line, so the person knows to review the source', () => {
    const r = renderTopicNote(yamlPackage, null, input({ candidates: [cand('Staging deploy needs OPENAI_API_KEY=[sensitive value omitted]', { secretOmitted: true })] }));
    expect(r.content).toContain('- Staging deploy needs OPENAI_API_KEY=[sensitive value omitted] (sensitive value omitted; source needs manual review) · [[Journal/2026-11-02]] L4');
  });
});

describe('lifecycle and wording in a topic note', () => {
  it('a finished project: every new line is reference, in date order, the closing line says so once', () => {
    const r = renderTopicNote(yamlPackage, null, input({
      topic: 'bike-rebuild',
      candidates: [
        cand('Finished the [[Bike rebuild]]: new chain and cassette. Project closed.', { id: 'b1', kind: 'project_status', lifecycle: 'closed', sources: [ref('2026-11-12', 4)] }),
        cand('The bottom bracket is BSA threaded, 68 mm shell.', { id: 'b2', sources: [ref('2026-11-05', 5)] }),
      ],
    }));
    const body = r.content!.slice(r.content!.indexOf('# Bike rebuild'));
    expect(r.content).toMatch(/^status: archived$/m);
    expect(body).not.toMatch(/^## Current/m);
    // Oldest first: the 5 November fact, then the 12 November closing line.
    expect(body).toMatch(/## Done and reference\n- The bottom bracket is BSA threaded[^\n]*\n- Closed: Finished the Bike rebuild: new chain/);
  });

  const wording: { name: string; text: string; lifecycle: 'paused' | 'closed' | 'active'; line: string }[] = [
    { name: 'no "Paused: Paused" stutter', text: 'Paused the [[Newsletter]] until January.', lifecycle: 'paused', line: '- Paused the Newsletter until January.' },
    { name: 'the state word when the text lacks it', text: 'Newsletter on hold until January.', lifecycle: 'paused', line: '- Paused: Newsletter on hold until January.' },
    { name: 'the self-link prefix goes in its own note', text: '[[Seedling]]: decided reminders go out weekly', lifecycle: 'active', line: '- Decided reminders go out weekly' },
    { name: 'a link to another note stays', text: '[[Bike rebuild]]: ordered a bottom bracket', lifecycle: 'active', line: '- [[Bike rebuild]]: ordered a bottom bracket' },
  ];
  it.each(wording)('$name', ({ text, lifecycle, line }) => {
    const r = renderTopicNote(yamlPackage, null, input({ topic: text.includes('Newsletter') ? 'newsletter' : 'seedling', candidates: [cand(text, { lifecycle, sources: [ref('2026-11-09', 8)] })] }));
    expect(r.content!.split('\n').some((l) => l.startsWith(`${line} · `))).toBe(true);
  });
});

describe('a new note is titled as its lines write its subject', () => {
  const cases: { name: string; topic: string; lines: string[]; title: string }[] = [
    { name: 'an acronym keeps its capitals', topic: 'lgbtq', lines: ['I went to an LGBTQ+ pride parade.', 'Joined an LGBTQ activist group.'], title: 'LGBTQ' },
    { name: 'a possessive inside the name', topic: 'vegetable-growers-handbook', lines: ['Sam recommended "The Vegetable Grower\'s Handbook".'], title: "Vegetable Grower's Handbook" },
    { name: 'a name in a link', topic: 'bike-rebuild', lines: ['Fitted the bottom bracket on the [[Bike rebuild]].'], title: 'Bike rebuild' },
    { name: 'a mixed-case name is kept as written', topic: 'iphone', lines: ['Bought an iPhone for testing.'], title: 'iPhone' },
    { name: 'the most frequent spelling wins', topic: 'github', lines: ['Github is down.', 'Moved the repo to GitHub.', 'GitHub Actions run the tests.'], title: 'GitHub' },
    { name: 'a subject written only in lower case keeps the sentence-case name', topic: 'routine', lines: ['My morning routine works.'], title: 'Routine' },
    { name: 'a subject the lines never spell out keeps the sentence-case name', topic: 'health', lines: ['Good run, 10 km.'], title: 'Health' },
    { name: 'a word inside another word is not the subject', topic: 'art', lines: ['Started a new PARTY tradition.'], title: 'Art' },
  ];
  it.each(cases)('$name', (c) => {
    const r = renderTopicNote(yamlPackage, null, input({ topic: c.topic, candidates: c.lines.map((t, i) => cand(t, { topic: c.topic, sources: [ref('2026-11-20', i + 2)] })) }));
    expect(r.content).toContain(`\n# ${c.title}\n`);
  });
});

describe('no note links to itself', () => {
  it.each([
    { name: 'a link inside the line becomes its words', text: 'Paused the [[Newsletter]] until January', topic: 'newsletter', shown: 'Paused the Newsletter until January' },
    { name: 'an aliased link keeps the words it shows', text: 'Sent the last [[Newsletter|issue]] of the year', topic: 'newsletter', shown: 'Sent the last issue of the year' },
    { name: 'a link with a folder, in other casing', text: 'Wrote about [[Memory/Topics/newsletter]] again', topic: 'Newsletter', shown: 'Wrote about Memory/Topics/newsletter again' },
    { name: 'a leading link with a colon is dropped', text: '[[Seedling]]: demo went well', topic: 'seedling', shown: 'Demo went well' },
  ])('$name', ({ text, topic, shown }) => {
    const r = renderTopicNote(yamlPackage, null, input({ topic, candidates: [cand(text, { topic, sources: [ref('2026-11-09', 8)] })] }));
    const body = r.content!.split(/^---$/m).pop()!;
    expect(body).toContain(shown);
    expect(body).not.toMatch(new RegExp(`\\[\\[(?:[^\\]|]*/)?${topic}(?:[|\\]])`, 'i'));
  });

  it('a link to another note stays a link', () => {
    const r = renderTopicNote(yamlPackage, null, input({ topic: 'newsletter', candidates: [cand('Asked [[Hannah]] to proofread the [[Newsletter]]', { topic: 'newsletter', sources: [ref('2026-11-09', 8)] })] }));
    expect(r.content).toContain('Asked [[Hannah]] to proofread the Newsletter');
  });
});

describe('no note a real dream wrote links to itself', () => {
  // test/engine.test.ts pins a real offline dream over the example vault to these files.
  const folder = path.join(__dirname, '..', 'golden', 'example-engine', 'Memory', 'Topics');
  const notes = fs.readdirSync(folder).filter((f) => f.endsWith('.md'));
  it.each(notes)('%s', (file) => {
    const own = noteSlug(file.replace(/\.md$/, ''));
    const body = fs.readFileSync(path.join(folder, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const self = findWikiLinks(body).filter((f) => noteSlug(noteName(f.link.target)) === own).map((f) => f.raw);
    expect(self).toEqual([]);
  });
});

describe('the dream log counts what the note shows', () => {
  const root = path.join(__dirname, '..', 'golden', 'example-engine');
  const log = fs.readFileSync(path.join(root, 'Memory', 'Dreaming', 'dream-log.md'), 'utf8');
  const created = [...log.matchAll(/^- Created the topic note “[^”]+”: (\d+) new lines?[^(]*\((Memory\/Topics\/[^)]+)\)$/gm)].map((m) => ({ n: Number(m[1]), path: m[2]! }));
  test('a created note has as many bullets as the log says it got new lines', () => {
    expect(created.length).toBeGreaterThan(2);
    for (const c of created) {
      const bullets = fs.readFileSync(path.join(root, c.path), 'utf8').split('\n').filter((l) => l.startsWith('- ')).length;
      expect([c.path, bullets]).toEqual([c.path, c.n]);
    }
  });
});
