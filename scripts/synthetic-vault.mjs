// Writes a deterministic synthetic vault: one daily note per day for `days` days,
// ~1–3 KiB each, with the kinds of lines real journals have (repeated
// preferences, decisions, todos, filler, CJK, links, tags). Used by the bench.
import fs from 'node:fs';
import path from 'node:path';

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const projects = ['Seedling', 'Bike rebuild', 'Newsletter', 'Home server', 'Thesis notes', 'Kitchen remodel'];
const durable = [
  'I prefer pnpm over npm for JavaScript projects.',
  'No meetings before 10; mornings are for writing. #routine',
  'Decided to keep {p} local-first; sync only when people ask for it.',
  'Remember: backups of {p} run nightly to the NAS.',
  'I always want dark mode from day one in my apps.',
  'Decision: {p} stays open source under MIT.',
];
const events = [
  '[[{p}]]: finished the {x} part, took longer than planned.',
  '[[{p}]]: {x} is blocked on a reply from Priya.',
  '- [ ] Follow up on {x} for [[{p}]].',
  '- [x] Shipped {x} for [[{p}]]. ✅',
  '[[{p}]] paused until next month.',
  'Read an article about {x}; mostly noise.',
  '今日は{x}について日本語で書いた。 #japanese',
];
const filler = ['Rainy day.', 'Coffee with Sam.', 'Tired.', 'ok', 'Lunch at the usual place.', 'Cleaned the desk.'];
const things = ['calendar', 'import', 'e-mail digest', 'search', 'data model', 'onboarding', 'export', 'settings page', 'sync', 'charts'];

export function writeSyntheticVault(root, { days = 365, start = '2025-11-29', seed = 7 } = {}) {
  const r = rng(seed);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const journal = path.join(root, 'Journal');
  fs.mkdirSync(journal, { recursive: true });
  fs.mkdirSync(path.join(root, '.obsidian'), { recursive: true });
  fs.writeFileSync(path.join(root, '.obsidian', 'daily-notes.json'), JSON.stringify({ folder: 'Journal', format: 'YYYY-MM-DD' }));
  const t0 = Date.parse(`${start}T12:00:00Z`);
  let bytes = 0;
  for (let d = 0; d < days; d++) {
    const t = t0 + d * 86400000;
    const date = new Date(t).toISOString().slice(0, 10);
    const lines = [`# ${date}`, ''];
    const n = 8 + Math.floor(r() * 18);
    for (let i = 0; i < n; i++) {
      const roll = r();
      const p = pick(projects);
      const x = pick(things);
      const tpl = roll < 0.2 ? pick(durable) : roll < 0.75 ? pick(events) : pick(filler);
      let line = tpl.replace('{p}', p).replace('{x}', x);
      if (!line.startsWith('- ')) line = `- ${line}`;
      lines.push(line);
      if (r() < 0.1) lines.push('', `## ${pick(projects)}`);
    }
    const text = lines.join('\n') + '\n';
    const file = path.join(journal, `${date}.md`);
    fs.writeFileSync(file, text);
    fs.utimesSync(file, new Date(t), new Date(t));
    bytes += Buffer.byteLength(text);
  }
  return { days, bytes };
}

/**
 * A vault of `notes` small daily notes (issue 19's scale cases): `perDate`
 * notes a date (`YYYY-MM-DD-NNNNNN.md`) on consecutive dates ending on `last`,
 * or all of them on `last` when `perDate` is at least `notes`.
 */
export function writeManyNotes(root, { notes = 100_000, perDate = 50, last = '2026-11-28' } = {}) {
  const journal = path.join(root, 'Journal');
  fs.mkdirSync(journal, { recursive: true });
  fs.mkdirSync(path.join(root, '.obsidian'), { recursive: true });
  fs.writeFileSync(path.join(root, '.obsidian', 'daily-notes.json'), JSON.stringify({ folder: 'Journal', format: 'YYYY-MM-DD' }));
  const end = Date.parse(`${last}T12:00:00Z`);
  const dates = Math.ceil(notes / perDate);
  const lines = ['Coffee with Sam.', 'I prefer tea in the morning.', 'Decided to keep the garden small.', '- [ ] call the plumber', 'Rainy day.', 'Worked on [[Seedling]] import.'];
  let bytes = 0;
  for (let i = 0; i < notes; i++) {
    const t = end - (dates - 1 - Math.floor(i / perDate)) * 86400000;
    const date = new Date(t).toISOString().slice(0, 10);
    const text = `# ${date}\n\n- ${lines[i % lines.length]} (${i})\n- ${lines[(i * 7) % lines.length]}\n`;
    const file = path.join(journal, `${date}-${String(i).padStart(6, '0')}.md`);
    fs.writeFileSync(file, text);
    fs.utimesSync(file, new Date(t), new Date(t));
    bytes += Buffer.byteLength(text);
  }
  return { notes, dates, bytes };
}

if (process.argv[1] && process.argv[1].endsWith("synthetic-vault.mjs")) {
  const out = process.argv[2] ?? '.bench/synthetic';
  fs.rmSync(out, { recursive: true, force: true });
  console.log(writeSyntheticVault(out));
}
