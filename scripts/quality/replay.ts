/**
 * Replay a LoCoMo conversation as a person would live it: each session's note
 * appears in the journal on its date and a dream runs the next morning, one
 * `vault-dreaming run` per session date, then the memory is measured.
 *
 * The CLI is passed in (`Cli`): the bench spawns the built `dist/cli.js`, the
 * CI test calls the same runner in-process, so both replay through one path.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Conversation, Journal } from './locomo';
import { buildJournal, turnLine } from './locomo';
import type { Hygiene, ObservationLosses, Scores, Shape } from './measure';
import { hygiene, memoryChars, memoryLines, naiveMemory, observationLosses, score, shape, TurnIndex } from './measure';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export type Cli = (argv: string[], env?: Record<string, string>) => Promise<CliResult>;

interface ReplayOptions {
  cli: Cli;
  /** the CLI takes `--owner NAME` (the owner setting); older builds do not */
  ownerFlag: boolean;
  /**
   * Whose vault the replay is: the conversation's first speaker (as the
   * dataset tells it) or the second, which makes five more conversations of
   * a different owner that no rule was tuned on. Default 'a'.
   */
  ownerSide?: 'a' | 'b';
  /** extra run flags: `--offline`, or the provider flags for a model */
  runFlags: string[];
  env?: Record<string, string>;
  /** keep the vault for a look afterwards */
  keep?: boolean;
  /** only the first N session dates (the CI test's short conversation) */
  maxDates?: number;
}

export interface ReplayResult {
  id: string;
  dates: number;
  turns: number;
  sourceChars: number;
  memory: Scores;
  naive: Scores;
  compression: number;
  /** the turns' own text (no speaker labels, captions or block ids) over the memory's characters */
  turnCompression: number;
  /** subject notes, the largest note's share, misfiled lines (measure.ts, shape) */
  shape: Shape;
  /** ours / naive, averaged over observation recall, evidence recall and answers */
  oursOverNaive: number;
  dailyShare: number;
  /** why annotated observations were not counted */
  losses: ObservationLosses;
  hygiene: Hygiene;
  /** run problems (a dream that stopped, or stderr lines) */
  problems: string[];
  consolidation: Consolidation;
  seconds: number;
  vault?: string;
}

const MEMORY = 'Memory';
const DAILY = 'Memory/Daily';
// Memory/Dreaming/ holds the review queue and the dreaming device: state kept
// where sync carries it, not memory a person reads.
// Reflections are read-outs of the memory (themes, changes, loops), not more of it: scripts/reflect-check.mjs measures them.
const EXCLUDED = ['Memory/Dreaming/dream-log.md', 'Memory/Dreaming/Reports/', 'Memory/Dreaming/', 'Memory/Reflections/'];

function nextMorning(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `${d.toISOString().slice(0, 10)}T07:00:00Z`;
}

function readMemory(vault: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string) => {
    const abs = path.join(vault, rel);
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (e.name.endsWith('.md') && !EXCLUDED.some((x) => child === x || child.startsWith(x))) {
        files.set(child, fs.readFileSync(path.join(vault, child), 'utf8'));
      }
    }
  };
  walk(MEMORY);
  return files;
}

/** The journal limited to its first `maxDates` notes. */
function firstDates(journal: Journal, maxDates: number | undefined): Journal {
  if (maxDates === undefined || maxDates >= journal.notes.length) return journal;
  const notes = journal.notes.slice(0, maxDates);
  const keep = new Set(notes.map((n) => n.path));
  const turns = new Map([...journal.turns].filter(([, loc]) => keep.has(loc.path)));
  return { notes, turns, sourceChars: notes.reduce((n, x) => n + x.text.length, 0) };
}

export async function replayConversation(conv: Conversation, opts: ReplayOptions): Promise<ReplayResult> {
  const started = Date.now();
  const journal = firstDates(buildJournal(conv), opts.maxDates);
  const vault = fs.mkdtempSync(path.join(os.tmpdir(), `vd-quality-${conv.id}-`));
  const problems: string[] = [];
  try {
    fs.mkdirSync(path.join(vault, 'Journal'), { recursive: true });
    const ownerName = opts.ownerSide === 'b' ? conv.speakerB : conv.speakerA;
    const owner = opts.ownerFlag && ownerName ? ['--owner', ownerName] : [];
    for (const note of journal.notes) {
      fs.writeFileSync(path.join(vault, note.path), note.text);
      const argv = ['run', '--vault', vault, '--now', nextMorning(note.date), '--json', ...owner, ...opts.runFlags];
      const r = await opts.cli(argv, opts.env);
      const problem = nightProblem(note.date, r);
      if (problem) problems.push(problem);
    }
    const files = readMemory(vault);
    const mem = { files, dailyFolder: DAILY };
    const turns = new TurnIndex(journal);
    const chars = memoryChars(mem);
    const lines = memoryLines(mem, turns);
    const memory = score(conv, turns, lines, chars.total);
    const naiveMem = naiveMemory(journal, chars.total, turnLine);
    const naive = score(conv, turns, naiveMem.lines, naiveMem.chars);
    const ratio = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
    const oursOverNaive =
      (ratio(memory.observationRecall, naive.observationRecall) + ratio(memory.evidenceRecall, naive.evidenceRecall) + ratio(memory.answers, naive.answers)) / 3;
    const form = shape(mem, conv, journal);
    return {
      id: conv.id,
      dates: journal.notes.length,
      turns: journal.turns.size,
      sourceChars: journal.sourceChars,
      memory,
      naive,
      compression: chars.total > 0 ? journal.sourceChars / chars.total : Infinity,
      turnCompression: chars.total > 0 ? form.turnChars / chars.total : Infinity,
      shape: form,
      oursOverNaive,
      dailyShare: chars.total > 0 ? chars.daily / chars.total : 0,
      losses: observationLosses(conv, turns, lines),
      hygiene: hygiene(mem),
      problems,
      consolidation: consolidationOf(vault),
      seconds: (Date.now() - started) / 1000,
      vault: opts.keep ? vault : undefined,
    };
  } finally {
    if (!opts.keep) fs.rmSync(vault, { recursive: true, force: true });
  }
}

/** Totals: characters summed, rates weighted by what each conversation holds. */
export function totalOf(rows: readonly ReplayResult[], conversations: readonly Conversation[]): ReplayResult {
  const sum = (f: (r: ReplayResult) => number) => rows.reduce((s, r) => s + f(r), 0);
  const weight = (r: ReplayResult, key: 'obs' | 'ev' | 'ans') => {
    const c = conversations.find((x) => x.id === r.id);
    if (!c) return 0;
    if (key === 'obs') return c.observations.length;
    if (key === 'ev') return c.questions.filter((q) => q.category >= 1 && q.category <= 4).length;
    return c.questions.filter((q) => q.category === 1 || q.category === 2 || q.category === 4).length;
  };
  const weighted = (f: (r: ReplayResult) => number, key: 'obs' | 'ev' | 'ans') => {
    const w = sum((r) => weight(r, key));
    return w > 0 ? sum((r) => f(r) * weight(r, key)) / w : 0;
  };
  const scores = (pick: (r: ReplayResult) => Scores): Scores => ({
    chars: sum((r) => pick(r).chars),
    observationRecall: weighted((r) => pick(r).observationRecall, 'obs'),
    evidenceRecall: weighted((r) => pick(r).evidenceRecall, 'ev'),
    answers: weighted((r) => pick(r).answers, 'ans'),
  });
  const memory = scores((r) => r.memory);
  const naive = scores((r) => r.naive);
  const ratio = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
  const memChars = memory.chars;
  return {
    id: 'total',
    dates: sum((r) => r.dates),
    turns: sum((r) => r.turns),
    sourceChars: sum((r) => r.sourceChars),
    memory,
    naive,
    compression: memChars > 0 ? sum((r) => r.sourceChars) / memChars : Infinity,
    turnCompression: memChars > 0 ? sum((r) => r.shape.turnChars) / memChars : Infinity,
    // The total's subject notes are the fewest any conversation has (the
    // bar is per conversation); its largest share the largest of any.
    shape: {
      subjectNotes: rows.reduce<Shape['subjectNotes'] | null>((least, r) => (least === null || r.shape.subjectNotes.length < least.length ? r.shape.subjectNotes : least), null) ?? [],
      largestNote: rows.reduce((a, r) => (r.shape.largestShare > a.share ? { share: r.shape.largestShare, note: `${r.id}:${r.shape.largestNote}` } : a), { share: 0, note: '' }).note,
      largestShare: Math.max(0, ...rows.map((r) => r.shape.largestShare)),
      misfiled: sum((r) => r.shape.misfiled),
      speakerLines: sum((r) => r.shape.speakerLines),
      turnChars: sum((r) => r.shape.turnChars),
    },
    oursOverNaive: (ratio(memory.observationRecall, naive.observationRecall) + ratio(memory.evidenceRecall, naive.evidenceRecall) + ratio(memory.answers, naive.answers)) / 3,
    dailyShare: memChars > 0 ? sum((r) => r.dailyShare * r.memory.chars) / memChars : 0,
    losses: {
      notCited: sum((r) => r.losses.notCited),
      citedWithoutWords: sum((r) => r.losses.citedWithoutWords),
      wordingCeiling: weighted((r) => r.losses.wordingCeiling, 'obs'),
    },
    hygiene: {
      blockIdsInText: sum((r) => r.hygiene.blockIdsInText),
      photoCaptions: sum((r) => r.hygiene.photoCaptions),
      sessionHeadingNotes: rows.flatMap((r) => r.hygiene.sessionHeadingNotes.map((n) => `${r.id}:${n}`)),
    },
    problems: rows.flatMap((r) => r.problems.map((p) => `${r.id}: ${p}`)),
    consolidation: { merges: sum((r) => r.consolidation.merges), supersessions: sum((r) => r.consolidation.supersessions) },
    seconds: sum((r) => r.seconds),
  };
}

/** How the dreams consolidated rather than appended: restatements merged into a line, and lines struck as superseded. */
export interface Consolidation {
  /** observations merged into an existing memory line (the dream reports' "merged into a memory line") */
  merges: number;
  /** memory lines struck through as superseded at the end */
  supersessions: number;
}

/** The merges the dream reports under `Memory/` name and the superseded lines the memory notes hold. */
export function consolidationOf(vault: string): Consolidation {
  let merges = 0;
  let supersessions = 0;
  const walk = (rel: string) => {
    const abs = path.join(vault, rel);
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (e.name.endsWith('.md')) {
        const text = fs.readFileSync(path.join(vault, child), 'utf8');
        if (child.includes('/Reports/')) for (const m of text.matchAll(/(\d+) merged into a memory line/g)) merges += Number(m[1]);
        else supersessions += text.split('\n').filter((l) => /^\s*[-*+]\s+~~.*~~.*superseded/.test(l)).length;
      }
    }
  };
  walk(MEMORY);
  return { merges, supersessions };
}

/** What went wrong with one night's `run --json` of a replay, or null (the conversation and journal replays). */
export function nightProblem(date: string, r: { code: number; stdout: string; stderr: string }): string | null {
  if (r.code !== 0) return `${date}: exit ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}`;
  try {
    const summary = JSON.parse(r.stdout) as { status?: string };
    return summary.status === 'stopped' ? `${date}: the dream stopped` : null;
  } catch {
    return `${date}: the run printed no JSON`;
  }
}
