#!/usr/bin/env node
/**
 * Checks the reflections a replay left in a vault (issue 23's "done when"):
 *
 *   node scripts/reflect-check.mjs VAULT [GOLD.json]
 *
 * - one reflection per ISO week with ≥ 2 daily notes, one per month with notes;
 * - every claim cites ≥ 1 source day, every theme ≥ 2 days that name it (or that
 *   its note or the day's digest files under it);
 * - with gold.json: the share of `status_changes` whose source line is cited
 *   under "What changed" of the week they happened;
 * - no open loop is listed after a later ticked box with the same words;
 * - reflection characters as a share of the memory's (Memory/ without reports,
 *   the dream log and the plugin's own state notes).
 * Prints one JSON object; exit 1 when a check fails.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const [vault, goldPath] = process.argv.slice(2);
if (!vault) {
  console.error('usage: reflect-check.mjs VAULT [GOLD.json]');
  process.exit(2);
}
const journal = path.join(vault, 'Journal');
const reflections = path.join(vault, 'Memory', 'Reflections');

function isoWeek(date) {
  // The week's Thursday names its year; its week is the Thursday's day of the year / 7.
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 3);
  const year = d.getUTCFullYear();
  const week = 1 + Math.floor((d - Date.UTC(year, 0, 1)) / 86400000 / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const days = fs.readdirSync(journal).filter((f) => /^\d{4}-\d{2}-\d{2}\.md$/.test(f)).map((f) => f.slice(0, 10)).sort();
const perWeek = new Map();
for (const d of days) perWeek.set(isoWeek(d), (perWeek.get(isoWeek(d)) ?? 0) + 1);
const wantWeeks = [...perWeek].filter(([, n]) => n >= 2).map(([w]) => w);
const wantMonths = [...new Set(days.map((d) => d.slice(0, 7)))];
const have = fs.existsSync(reflections) ? fs.readdirSync(reflections).map((f) => f.replace(/\.md$/, '')) : [];
const missing = [...wantWeeks, ...wantMonths].filter((l) => !have.includes(l));
const extra = have.filter((l) => !wantWeeks.includes(l) && !wantMonths.includes(l));

const notes = new Map(have.map((l) => [l, fs.readFileSync(path.join(reflections, `${l}.md`), 'utf8')]));
// A claim is a list line led by what it is (`- Themes: …`, `- Changed: …`,
// `- Open loop: …`), or (as an earlier version wrote them) a list line under
// a `## Themes` / `## What changed` / `## Open loops` / `## People` heading.
const LABELS = { Themes: 'Themes', Changed: 'What changed', 'Open loop': 'Open loops' };
function sections(text) {
  const out = new Map();
  const add = (name, line) => out.set(name, [...(out.get(name) ?? []), line]);
  let cur = null;
  for (const line of text.split('\n')) {
    const h = /^## (.+)$/.exec(line);
    const labelled = /^- (Themes|Changed|Open loop): /.exec(line);
    if (h) cur = h[1];
    else if (labelled) add(LABELS[labelled[1]], line);
    else if (cur && /^- /.test(line)) add(cur, line);
  }
  return out;
}
const DAY = /\[\[(?:[^\]|]*\/)?(\d{4}-\d{2}-\d{2})(?:[#|][^\]]*)?\]\]/g;
const citedDays = (line) => new Set([...line.matchAll(DAY)].map((m) => m[1]).filter((d) => days.includes(d)));
const read = (rel) => (fs.existsSync(path.join(vault, rel)) ? fs.readFileSync(path.join(vault, rel), 'utf8') : '');
const memoryFiles = (function list(dir, base) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name), `${base}${e.name}/`) : [`${base}${e.name}`]));
})(path.join(vault, 'Memory'), 'Memory/');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Does `day` show the theme `item` ("[[Running]] 4d ↑", "Tomasz 2d new")? When
 * the day names it (its note's name, the link's alias, the note's aliases) or
 * links it, when its note cites the day, or when the day's digest links it.
 */
function themeOnDay(item, day) {
  const link = /\[\[([^\]|#]+)(?:\|([^\]]+))?\]\]/.exec(item);
  const base = link ? link[1].split('/').pop() : item.replace(/\s+\d+d\s.*$/, '').trim();
  const note = memoryFiles.find((f) => f.endsWith(`/${base}.md`) && !f.startsWith('Memory/Reflections/'));
  const noteText = note ? read(note) : '';
  // aliases: [a, b] or a block list; a name's first word is its short name ("Baltica" for Baltica Rail Cargo).
  const flow = /^aliases:\s*\[(.*)\]\s*$/m.exec(noteText)?.[1].split(',') ?? [];
  const block = /^aliases:\s*\n((?:\s+-\s.*\n)+)/m.exec(noteText)?.[1].split('\n').map((l) => l.replace(/^\s+-\s/, '')) ?? [];
  const aliases = [...flow, ...block].map((a) => a.trim().replace(/^["']|["']$/g, ''));
  const short = /^(\p{Lu}\p{L}{3,}) /u.exec(base)?.[1];
  const names = [base, link?.[2], short, ...aliases].filter((n) => n && n.length >= 3);
  const journalText = read(`Journal/${day}.md`);
  const named = names.some((n) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(n)}(?![\\p{L}\\p{N}])`, n.length >= 4 ? 'iu' : 'u').test(journalText));
  const filed = noteText.includes(`[[Journal/${day}`) || new RegExp(`\\[\\[(?:[^\\]|]*/)?${escape(base)}[\\]|#]`, 'i').test(read(`Memory/Daily/${day}.md`));
  return named || filed;
}
const uncited = [];
const thinThemes = [];
let claims = 0;
for (const [label, text] of notes) {
  for (const [name, lines] of sections(text)) {
    for (const line of lines) {
      claims++;
      const days = citedDays(line);
      if (days.size < 1) uncited.push(`${label} ${name}: ${line}`);
      if (name !== 'Themes') continue;
      const one = /^- Themes: (.+?) · \[\[/.exec(line);
      // One theme per old-style line; each theme of a Themes line needs two cited days of its own.
      const items = one ? [...one[1].matchAll(/(.+?)\s\d+d\s(?:new|back|↑|↓|=)(?:,\s+|$)/gu)].map((m) => m[0].replace(/,\s*$/, '')) : [null];
      for (const item of items) {
        const shown = item === null ? days.size : [...days].filter((d) => themeOnDay(item, d)).length;
        if (shown < 2) thinThemes.push(`${label}: ${item ?? line} (${shown} day${shown === 1 ? '' : 's'})`);
      }
    }
  }
}

// Open loops listed after a later ticked box or done line of the same words.
const words = (s) => new Set((s.toLowerCase().match(/\p{L}{3,}/gu) ?? []));
const dice = (a, b) => {
  if (a.size === 0 || b.size === 0) return 0;
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return (2 * n) / (a.size + b.size);
};
const staleLoops = [];
for (const [label, text] of notes) {
  for (const line of sections(text).get('Open loops') ?? []) {
    const m = /^- (?:Open loop: )?(.+?) · \[\[(?:[^\]|]*\/)?(\d{4}-\d{2}-\d{2})/.exec(line);
    if (!m) continue;
    const loop = words(m[1].replace(/…$/, ''));
    const periodDays = days.filter((d) => (label.includes('W') ? isoWeek(d) <= label : d.slice(0, 7) <= label));
    for (const d of periodDays.filter((x) => x > m[2])) {
      for (const l of fs.readFileSync(path.join(journal, `${d}.md`), 'utf8').split('\n')) {
        const box = /^\s*[-*+]\s+\[[xX]\]\s+(.+)$/.exec(l);
        if (box && dice(words(box[1]), loop) >= 0.5) staleLoops.push(`${label}: "${m[1]}" ticked on ${d}`);
      }
    }
  }
}

let statusChanges = null;
if (goldPath) {
  const gold = JSON.parse(fs.readFileSync(goldPath, 'utf8'));
  const found = [];
  const lost = [];
  for (const c of gold.status_changes) {
    const week = isoWeek(c.date);
    const text = notes.get(week);
    const src = fs.readFileSync(path.join(vault, c.source), 'utf8').split('\n');
    const first = c.line.split('\n')[0];
    const lineNo = src.findIndex((l) => l === first) + 1;
    const target = c.source.replace(/\.md$/, '');
    const changed = text ? (sections(text).get('What changed') ?? []) : [];
    const hit = changed.some((l) => new RegExp(`\\[\\[${escape(target)}\\]\\] L${lineNo}(?!\\d)`).test(l) || new RegExp(`\\[\\[${escape(target)}#\\^`).test(l) && l.includes(first.slice(0, 20)));
    (hit ? found : lost).push(`${c.date} ${c.subject}: ${first.slice(0, 60)}`);
  }
  statusChanges = { found: found.length, total: gold.status_changes.length, share: found.length / gold.status_changes.length, lost };
}

function walk(dir, base = '') {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(path.join(dir, e.name), rel));
    else if (e.name.endsWith('.md')) out.push(rel);
  }
  return out;
}
let memoryChars = 0;
let reflectionChars = 0;
for (const rel of walk(path.join(vault, 'Memory'))) {
  if (/^(?:Reports|Dreaming)\//.test(rel) || rel === 'dream-log.md') continue;
  const n = [...fs.readFileSync(path.join(vault, 'Memory', rel), 'utf8')].length;
  if (rel.startsWith('Reflections/')) reflectionChars += n;
  else memoryChars += n;
}

const result = {
  weeksExpected: wantWeeks.length,
  monthsExpected: wantMonths.length,
  reflections: have.length,
  missing,
  extra,
  claims,
  uncited,
  thinThemes,
  staleLoops,
  statusChanges,
  memoryChars,
  reflectionChars,
  reflectionShare: memoryChars > 0 ? reflectionChars / memoryChars : 0,
};
console.log(JSON.stringify(result, null, 2));
const ok = missing.length === 0 && uncited.length === 0 && thinThemes.length === 0 && staleLoops.length === 0
  && (statusChanges === null || statusChanges.share >= 0.8) && result.reflectionShare <= 0.15;
process.exit(ok ? 0 : 1);
