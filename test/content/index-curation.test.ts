import { describe, expect, it } from '@jest/globals';
import { acceptIndexRewrite, curateIndex, validateIndexRewrite, type CurateInput, type PromotedEntry } from '../../src/core/settle/index-curation';
import { md } from './fixtures';

const TODAY = '2026-11-29';
const EXAMPLE = md`
  # Memory

  An index I skim at the start of a session. Details live in the topic notes.

  ## About me
  - Product engineer in Lisbon; side projects in the evenings and early mornings.

  ## Projects
  - **Seedling** — garden planner, local-first web app · [[seedling]]

  ## Standing rules
  - Keep secrets in the password manager, never in notes.
`;

const promoted = (topic: string, domain: string, lifecycle: PromotedEntry['lifecycle'], summary = ''): PromotedEntry => ({
  topic, path: `Memory/Topics/${topic}.md`, domain, lifecycle, summary, sourceRefs: [],
});

const run = (over: Partial<CurateInput>) => curateIndex({ current: EXAMPLE, promoted: [], topicNotes: [], budgetChars: 20000, targetPct: 80, today: TODAY, ...over });

interface Case { name: string; in: Partial<CurateInput>; after: string }

const cases: Case[] = [
  {
    name: 'a new project goes into the person’s current section, a topic into a section of topics (none of theirs holds it: ours), finished work as one line in Archive; the person’s entry for Seedling is not doubled',
    in: {
      promoted: [
        promoted('seedling', 'Software', 'active', 'Seedling 0.4 is planned for 4 December'),
        promoted('javascript-tooling', 'Software', 'active', 'Prefers pnpm over npm · [[Journal/2026-11-02|2026-11-02]] L9'),
        { ...promoted('newsletter', 'Writing', 'paused', 'Paused until January'), kind: 'project' },
        promoted('bike-rebuild', 'Home', 'done', 'Rebuilt with a new bottom bracket'),
      ],
    },
    after: md`
      # Memory

      An index I skim at the start of a session. Details live in the topic notes.

      ## About me
      - Product engineer in Lisbon; side projects in the evenings and early mornings.

      ## Projects
      - **Seedling** — garden planner, local-first web app · [[seedling]]
      - **Newsletter** — paused; Paused until January · [[Memory/Topics/newsletter|newsletter]]

      ## Topics
      *Status: 1 active · latest 2026-11-29*
      - **Javascript tooling** — active; Prefers pnpm over npm · [[Memory/Topics/javascript-tooling|javascript-tooling]]

      ## Standing rules
      - Keep secrets in the password manager, never in notes.

      ## Archive
      - **Bike rebuild** — done · [[Memory/Topics/bike-rebuild|bike-rebuild]]
    `,
  },
  {
    name: 'a live entry that is now done leaves its domain for one line in Archive; a section the person writes in gets no status line of ours',
    in: {
      current: md`
        # Memory

        ## Home
        *Status: 2 active*
        - **Bike rebuild** — active; waiting for the bottom bracket · [[Memory/Topics/bike-rebuild|bike-rebuild]]
        - **Balcony garden** — active · [[Memory/Topics/balcony-garden|balcony-garden]]
        - Call the landlord about the boiler.
      `,
      promoted: [promoted('bike-rebuild', 'Home', 'done', 'Rode it to work')],
    },
    after: md`
      # Memory

      ## Home
      - **Balcony garden** — active · [[Memory/Topics/balcony-garden|balcony-garden]]
      - Call the landlord about the boiler.

      ## Archive
      - **Bike rebuild** — done · [[Memory/Topics/bike-rebuild|bike-rebuild]]
    `,
  },
  {
    name: 'a new entry goes under a section of its kind in the middle of the file, not the end (a rules section), and never under a section its words only suggest',
    in: {
      current: md`
        # Memory

        ## Software
        - Work laptop runs Fedora.

        ## Rules
        - Never commit on Fridays.
      `,
      promoted: [promoted('javascript-tooling', 'Software', 'active')],
    },
    after: md`
      # Memory

      ## Software
      - Work laptop runs Fedora.

      ## Topics
      *Status: 1 active · latest 2026-11-29*
      - **Javascript tooling** — active · [[Memory/Topics/javascript-tooling|javascript-tooling]]

      ## Rules
      - Never commit on Fridays.
    `,
  },
  {
    name: 'an entry of ours that an earlier run left under a rules heading moves to the section of its kind',
    in: {
      current: md`
        # Memory

        ## Standing rules
        - Keep secrets in the password manager, never in notes.
        - **Seedling** — active · [[Memory/Topics/seedling|seedling]]
      `,
      topicNotes: [{ path: 'Memory/Topics/seedling.md', title: 'Seedling', domain: 'Software', lifecycle: 'active', mtime: Date.parse('2026-11-27T10:00:00Z') }],
    },
    after: md`
      # Memory

      ## Standing rules
      - Keep secrets in the password manager, never in notes.

      ## Topics
      *Status: 1 active*
      - **Seedling** — active · [[Memory/Topics/seedling|seedling]]
    `,
  },
  {
    // "latest" comes from the run's clock for what the run saw, never from a
    // file's mtime (a sync or a copy touches every file).
    name: 'a topic the index already links gets no second entry; the state its trusted evidence gives is appended to the person’s line as a dated status, their words kept',
    in: {
      current: md`
        # Memory

        ## Projects
        - Home lab: the rack in the hall, active · [[home-lab]]
        - [[printer-farm|Printer farm]] — three printers in the garage

        ## Notes
        - The cat is called Miso.
      `,
      promoted: [
        { ...promoted('home-lab', 'Software', 'paused', 'Paused the home lab until the move'), evidence: { lifecycle: 'paused', date: '2026-11-28' } },
        { ...promoted('printer-farm', 'Home', 'closed', 'Closing the printer farm for good'), evidence: { lifecycle: 'closed', date: '2026-11-27' } },
      ],
      topicNotes: [{ path: 'Memory/Topics/home-lab.md', title: 'Home lab', domain: 'Software', lifecycle: 'paused', mtime: Date.parse('2020-01-01T10:00:00Z') }],
    },
    after: md`
      # Memory

      ## Projects
      - Home lab: the rack in the hall, active · [[home-lab]] — paused 2026-11-28
      - [[printer-farm|Printer farm]] — three printers in the garage — closed 2026-11-27

      ## Notes
      - The cat is called Miso.
    `,
  },
  {
    name: 'a section of the person’s that its domain names is no section of its kind: the entry goes under Topics',
    in: {
      current: md`
        # Memory

        ## Health
        - Knee: no running downhill.
      `,
      promoted: [promoted('running', 'Health', 'active', 'Good run, 10 km')],
      topicNotes: [{ path: 'Memory/Topics/running.md', title: 'Running', domain: 'Health', lifecycle: 'active', mtime: Date.parse('2031-05-05T10:00:00Z') }],
    },
    after: md`
      # Memory

      ## Health
      - Knee: no running downhill.

      ## Topics
      *Status: 1 active · latest 2026-11-29*
      - **Running** — active; Good run, 10 km · [[Memory/Topics/running|running]]
    `,
  },
  {
    name: 'with sections of the person’s for each kind, each new entry joins its own: people with people, a project with what is current, a place with places, a topic with interests',
    in: {
      current: md`
        # Memory

        ## Health
        - Knee: no running downhill.

        ## Family & friends
        - Mum's birthday is in March.

        ## Now
        - Moving flats in spring.

        ## Places
        - Gdańsk, where I grew up.

        ## Interests
        - Birdwatching.
      `,
      promoted: [
        { ...promoted('hannah', 'Health', 'active', 'Hannah had knee surgery'), kind: 'person', person: true },
        { ...promoted('car-service', 'Health', 'active', 'The car goes in for service'), kind: 'topic' },
        { ...promoted('flat-move', 'Home', 'active', 'Boxes packed'), kind: 'project' },
        { ...promoted('bornholm', 'Travel', 'active', 'Ferry booked'), kind: 'place' },
      ],
    },
    after: md`
      # Memory

      ## Health
      - Knee: no running downhill.

      ## Family & friends
      - Mum's birthday is in March.
      - **Hannah** — active; Hannah had knee surgery · [[Memory/Topics/hannah|hannah]]

      ## Now
      - Moving flats in spring.
      - **Flat move** — active; Boxes packed · [[Memory/Topics/flat-move|flat-move]]

      ## Places
      - Gdańsk, where I grew up.
      - **Bornholm** — active; Ferry booked · [[Memory/Topics/bornholm|bornholm]]

      ## Interests
      - Birdwatching.
      - **Car service** — active; The car goes in for service · [[Memory/Topics/car-service|car-service]]
    `,
  },
];

describe('index placement by the subject’s kind when the person has no section that fits', () => {
  it.each([
    { kind: 'person' as const, section: 'People' },
    { kind: 'project' as const, section: 'Projects' },
    { kind: 'place' as const, section: 'Places' },
    { kind: 'topic' as const, section: 'Topics' },
  ])('a $kind goes under “$section”, never under the domain its words suggest', ({ kind, section }) => {
    const current = md`
      # Memory

      ## Health
      - Knee: no running downhill.
    `;
    const r = run({ current, promoted: [{ ...promoted('volvo', 'Health', 'active', 'Booked the Volvo in'), kind, person: kind === 'person' }] });
    const lines = r.text.split('\n');
    const at = lines.findIndex((l) => l.includes('[[Memory/Topics/volvo|volvo]]'));
    const heading = lines.slice(0, at).reverse().find((l) => l.startsWith('## '));
    expect(heading).toBe(`## ${section}`);
    expect(r.notes).toContain(`Created the section “${section}”: none of yours holds that kind of subject.`);
  });
});

describe('curateIndex', () => {
  it.each(cases)('$name', (c) => {
    const r = run(c.in);
    expect(r.text).toBe(c.after);
  });

  it.each(cases)('keeps every line the person wrote: $name', (c) => {
    const before = (c.in.current ?? EXAMPLE).split('\n').filter((l) => l.trim() !== '' && !l.includes('[[Memory/Topics/') && !l.startsWith('*Status:'));
    // Nothing of a person's line changes; one dated status may be appended.
    const words = (l: string): string => l.replace(/\s+—\s+(?:paused|closed|resumed|moved|superseded)\s\d{4}-\d{2}-\d{2}$/, '');
    const after = run(c.in).text.split('\n').map(words);
    for (const l of before) expect(after).toContain(words(l));
  });

  it('is stable: curating its own output again changes nothing', () => {
    const once = run(cases[0]!.in).text;
    expect(run({ current: once }).text).toBe(once);
  });

  it('curates on every run, even far under the target (a finished project shrinks to one line)', () => {
    const r = run({
      current: '# Memory\n\n## Home\n- **Bike rebuild** — active; a long story about bottom brackets · [[Memory/Topics/bike-rebuild|bike-rebuild]]\n',
      topicNotes: [{ path: 'Memory/Topics/bike-rebuild.md', title: 'Bike rebuild', domain: 'Home', lifecycle: 'archived', mtime: 0 }],
    });
    expect(r.charsAfter).toBeLessThan(1000);
    expect(r.text).toContain('## Archive\n- **Bike rebuild** — archived · [[Memory/Topics/bike-rebuild|bike-rebuild]]\n');
    expect(r.text).not.toContain('long story');
  });

  it('sinks a summary that is detail (over the per-entry length) and lists it', () => {
    const long = 'Detail '.repeat(30).trim();
    const r = run({ promoted: [promoted('javascript-tooling', 'Software', 'active', long)] });
    expect(r.text).toContain('- **Javascript tooling** — active · [[Memory/Topics/javascript-tooling|javascript-tooling]]');
    expect(r.sunk).toEqual(['Javascript tooling: detail moved out of the index; it stays in Memory/Topics/javascript-tooling.md.']);
  });

  it('over the target: says so loudly, first, and cuts nothing the person wrote', () => {
    const person = Array.from({ length: 12 }, (_, i) => `- Fact number ${i} about me, written by hand.`).join('\n');
    const current = `# Memory\n\n## About me\n${person}\n`;
    const r = run({ current, budgetChars: 500, targetPct: 80, promoted: [promoted('javascript-tooling', 'Software', 'active', 'Prefers pnpm')] });
    expect(r.notes[0]).toMatch(/^MEMORY\.md is \d+ characters, OVER its budget of 500 \(target 400, 80 %\)\. Nothing was cut\./);
    for (const l of person.split('\n')) expect(r.text).toContain(l);
    // the plugin's own summary was sunk first to make room
    expect(r.sunk[0]).toMatch(/to fit the target/);
  });

  it('counts characters, not bytes or UTF-16 units (CJK, emoji)', () => {
    const current = '# 記憶\n\n## 日本語\n- 毎朝 漢字を十個 覚える 🌱\n';
    const r = run({ current });
    expect(r.charsBefore).toBe(Array.from(current).length);
    expect(r.charsBefore).toBeLessThan(new TextEncoder().encode(current).length);
    expect(r.charsBefore).toBeLessThan(current.length); // the emoji is two UTF-16 units
    expect(r.text).toBe(current);
  });

  it('reports a very long line of the person’s without touching it', () => {
    const long = '- ' + 'x'.repeat(450);
    const r = run({ current: `# Memory\n\n## About me\n${long}\n` });
    expect(r.text).toContain(long);
    expect(r.notes.join('\n')).toMatch(/A line under “About me” is 452 characters/);
  });

  it('starts an index from nothing', () => {
    const r = run({ current: null, promoted: [promoted('sourdough', 'Cooking', 'active')] });
    expect(r.text).toBe('# Memory\n\n## Topics\n*Status: 1 active · latest 2026-11-29*\n- **Sourdough** — active · [[Memory/Topics/sourdough|sourdough]]\n');
    expect(r.charsBefore).toBe(0);
  });

  it('keeps CRLF', () => {
    const r = run({ current: EXAMPLE.replace(/\n/g, '\r\n'), promoted: [promoted('sourdough', 'Cooking', 'active')] });
    expect(r.text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('validateIndexRewrite', () => {
  const prior = EXAMPLE;
  const rules = { requiredRefs: ['Memory/Topics/javascript-tooling.md'], budgetChars: 2000 };
  const good = EXAMPLE + '\n## Software\n- **Javascript tooling** — active · [[Memory/Topics/javascript-tooling|javascript-tooling]]\n';
  const cases: { name: string; proposed: string; rules?: Partial<typeof rules>; reasons: RegExp[] }[] = [
    { name: 'accepts a rewrite that keeps entries, links the promoted note and fits', proposed: good, reasons: [] },
    { name: 'rejects one that drops most prior entries', proposed: '# Memory\n\n## Software\n- **Javascript tooling** — active · [[Memory/Topics/javascript-tooling]]\n', reasons: [/keeps 0 of 3 prior entries/] },
    { name: 'rejects one that loses a promoted reference', proposed: EXAMPLE, reasons: [/drops the reference Memory\/Topics\/javascript-tooling.md/] },
    { name: 'rejects one over the budget', proposed: good, rules: { budgetChars: 100 }, reasons: [/over the 100 budget/] },
    { name: 'rejects one that adds frontmatter', proposed: '---\nx: 1\n---\n' + good, reasons: [/changes the frontmatter/] },
    { name: 'rejects repeated sections and loose entries', proposed: '- loose\n' + good + '\n## Software\n', reasons: [/repeats the section “software”/, /above the first section/] },
  ];
  it.each(cases)('$name', (c) => {
    const r = validateIndexRewrite(prior, c.proposed, { ...rules, ...c.rules });
    expect(r.ok).toBe(c.reasons.length === 0);
    expect(r.reasons).toHaveLength(c.reasons.length);
    c.reasons.forEach((re, i) => expect(r.reasons[i]).toMatch(re));
  });

  it('acceptIndexRewrite falls back to the deterministic text and says why', () => {
    const a = acceptIndexRewrite(prior, EXAMPLE, 'DETERMINISTIC', rules);
    expect(a.text).toBe('DETERMINISTIC');
    expect(a.from).toBe('deterministic');
    expect(a.messages[0]?.text).toMatch(/was not used: it drops the reference/);
    expect(acceptIndexRewrite(prior, good, 'DETERMINISTIC', rules).text).toBe(good);
    expect(acceptIndexRewrite(prior, null, 'DETERMINISTIC', rules)).toEqual({ text: 'DETERMINISTIC', from: 'deterministic', messages: [] });
  });
});
