/**
 * LoCoMo conversations as a person's journal.
 *
 * A LoCoMo file (see ../shared/datasets/locomo/README.md) is one conversation
 * between two people over months, in dated sessions, with human annotations
 * of what each session establishes (`session_K_observation`) and questions
 * about it (`qa`). Speaker A owns the vault: each session becomes the lines of
 * the daily note of its date, one line per turn ending in the turn's block id,
 * so every annotation points at exactly one line a dream can cite.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface Turn {
  /** "D3:5" as the annotations write it */
  diaId: string;
  speaker: string;
  text: string;
  /** the one-line description of a shared photo, when the turn has one */
  caption?: string;
}

interface Session {
  index: number;
  /** "1:56 pm on 8 May, 2023" */
  when: string;
  date: string;
  turns: Turn[];
}

export interface Observation {
  speaker: string;
  text: string;
  /** the turns the annotators give as its evidence */
  evidence: string[];
}

interface Question {
  question: string;
  answer: string;
  evidence: string[];
  category: number;
}

export interface Conversation {
  id: string;
  speakerA: string;
  speakerB: string;
  sessions: Session[];
  observations: Observation[];
  questions: Question[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "1:56 pm on 8 May, 2023" → "2023-05-08", or null */
export function sessionDate(when: string): string | null {
  const m = /(\d{1,2}) ([A-Za-z]+),? (\d{4})/.exec(when);
  if (!m) return null;
  const month = MONTHS.indexOf(m[2]!.toLowerCase());
  if (month < 0) return null;
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/**
 * Evidence is written "D3:5", sometimes "D8:6; D9:17", a list, or with a typo
 * ("D:11:26"); every turn id found in it counts.
 */
export function evidenceIds(raw: unknown): string[] {
  const all = Array.isArray(raw) ? raw.map(text).join(' ') : text(raw);
  return Array.from(all.matchAll(/D:?(\d+):(\d+)/g), (m) => `D${m[1]}:${m[2]}`);
}

/** "D3:5" → "d3-5": Obsidian block ids allow letters, digits and dashes only. */
export function blockId(diaId: string): string {
  return diaId.toLowerCase().replace(':', '-');
}

/** A string or number as text; anything else (objects, null) as "". */
function text(x: unknown): string {
  return typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '';
}

function record(x: unknown): Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
}

export function parseConversation(id: string, raw: unknown): Conversation {
  const top = record(raw);
  // The upstream locomo10.json nests the sessions under "conversation"; the
  // per-conversation files here keep them at the top. Read either.
  const conv = 'conversation' in top ? record(top.conversation) : top;
  const sessions: Session[] = [];
  for (let k = 1; conv[`session_${k}_date_time`] !== undefined || conv[`session_${k}`] !== undefined; k++) {
    const turnsRaw = conv[`session_${k}`];
    const when = text(conv[`session_${k}_date_time`]);
    const date = sessionDate(when);
    if (!Array.isArray(turnsRaw) || turnsRaw.length === 0 || date === null) continue;
    const turns: Turn[] = [];
    for (const t of turnsRaw) {
      const r = record(t);
      if (typeof r.dia_id !== 'string' || typeof r.text !== 'string') continue;
      const turn: Turn = { diaId: r.dia_id, speaker: text(r.speaker), text: r.text.replace(/\s+/g, ' ').trim() };
      if (typeof r.blip_caption === 'string' && r.blip_caption.trim()) turn.caption = r.blip_caption.replace(/\s+/g, ' ').trim();
      turns.push(turn);
    }
    sessions.push({ index: k, when, date, turns });
  }
  const observations: Observation[] = [];
  for (const s of sessions) {
    for (const [speaker, facts] of Object.entries(record(conv[`session_${s.index}_observation`] ?? top[`session_${s.index}_observation`]))) {
      if (!Array.isArray(facts)) continue;
      for (const f of facts) {
        if (!Array.isArray(f) || typeof f[0] !== 'string') continue;
        const evidence = evidenceIds(f[1]);
        if (evidence.length > 0) observations.push({ speaker, text: f[0], evidence });
      }
    }
  }
  const questions: Question[] = [];
  for (const q of Array.isArray(top.qa) ? top.qa : []) {
    const r = record(q);
    const category = Number(r.category);
    const answer = text(r.answer);
    if (answer === '' || typeof r.question !== 'string') continue;
    questions.push({ question: r.question, answer, evidence: evidenceIds(r.evidence), category });
  }
  return { id, speakerA: text(conv.speaker_a), speakerB: text(conv.speaker_b), sessions, observations, questions };
}

/** The conversations of a LoCoMo-format folder (every `*.json`), optionally only some ids. */
export function loadConversations(dir: string, only?: readonly string[]): Conversation[] {
  const names = fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const out: Conversation[] = [];
  for (const name of names) {
    const id = name.slice(0, -'.json'.length);
    if (only && only.length > 0 && !only.includes(id)) continue;
    out.push(parseConversation(id, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))));
  }
  return out;
}

/** One turn as a journal line: who said it, what, a pasted photo caption, its block id. */
export function turnLine(t: Turn): string {
  const photo = t.caption ? ` (photo: ${t.caption})` : '';
  return `- **${t.speaker}**: ${t.text}${photo} ^${blockId(t.diaId)}`;
}

interface JournalNote {
  /** vault path, `Journal/YYYY-MM-DD.md` */
  path: string;
  date: string;
  text: string;
}

interface TurnLocation {
  path: string;
  /** 1-based line of the note */
  line: number;
  turn: Turn;
}

export interface Journal {
  notes: JournalNote[];
  /** diaId → where the turn is written */
  turns: Map<string, TurnLocation>;
  sourceChars: number;
}

/**
 * The journal a person would have kept: one daily note per session date
 * (sessions on the same date share it under their own headings), in date order.
 */
export function buildJournal(conv: Conversation): Journal {
  const byDate = new Map<string, Session[]>();
  for (const s of conv.sessions) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  const notes: JournalNote[] = [];
  const turns = new Map<string, TurnLocation>();
  for (const date of [...byDate.keys()].sort()) {
    const notePath = `Journal/${date}.md`;
    const lines: string[] = [];
    for (const s of byDate.get(date)!) {
      if (lines.length > 0) lines.push('');
      lines.push(`## Talk with ${conv.speakerB} · ${s.when}`, '');
      for (const t of s.turns) {
        lines.push(turnLine(t));
        turns.set(t.diaId, { path: notePath, line: lines.length, turn: t });
      }
    }
    notes.push({ path: notePath, date, text: lines.join('\n') + '\n' });
  }
  return { notes, turns, sourceChars: notes.reduce((n, x) => n + x.text.length, 0) };
}
