/**
 * How a person would judge the memory a replay wrote: is it smaller than what
 * they wrote, does it keep what the annotators marked as worth keeping (and
 * say where it came from), can the questions be answered from it, and does it
 * beat simply keeping the newest lines at the same size.
 *
 * A memory line *cites* a turn when it links the turn's block
 * (`[[2023-05-08#^d1-3]]`) or links the turn's note with a line range that
 * covers the turn's line (`[[Journal/2023-05-08|2023-05-08]] L12–14`). A cite
 * *counts* only when the line also shares at least three content words with
 * the turn: a bare link proves nothing.
 */
import type { Conversation, Journal, Turn } from './locomo';
import { blockId } from './locomo';

// ------------------------------------------------------------------ words

const STOP_WORDS = new Set(`
a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
few for from further get got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers
herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's like
me more most much my myself no nor not now of off on once only or other ought our ours ourselves out over own
really same she she'd she'll she's should shouldn't so some such than that that's the their theirs them
themselves then there there's these they they'd they'll they're they've this those through to too under until
up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who
who's whom why why's will with won't would wouldn't yeah yes you you'd you'll you're you've your yours yourself
yourselves oh wow hey hi hello thanks thank okay ok lot lots well one ones thing things gonna wanna been
`.trim().split(/\s+/));

/** Lowercase word tokens of three or more letters that are not stop words. */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().replace(/[’‘]/g, "'").matchAll(/[a-z0-9]+(?:'[a-z]+)?/g)) {
    const w = m[0];
    if (w.length >= 3 && !STOP_WORDS.has(w)) out.add(w);
  }
  return out;
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

/**
 * What a citing line must share with a turn. Three, even for a turn with fewer
 * content words: a line that shares only a name with "Hey Jon!" shows nothing.
 */
const WORDS_NEEDED = 3;

// ------------------------------------------------------------------ memory lines

interface MemoryLine {
  /** the line without its links and line ranges: what a person reads */
  text: string;
  /** diaIds this line links to */
  cites: Set<string>;
}

// A link and its line ranges; ranges of one note in a row share its link: `[[a]] L8, L9–11`.
const WIKILINK = /\[\[([^\]|]*)(?:\|[^\]]*)?\]\]((?:\s+L\d+(?:\s*[–-]\s*\d+)?)(?:,\s*L\d+(?:\s*[–-]\s*\d+)?)*)?/g;
const RANGES = /L(\d+)(?:\s*[–-]\s*(\d+))?/g;

function noteName(target: string): string {
  const base = target.replace(/\.md$/, '').split('/').pop() ?? '';
  return base.toLowerCase();
}

/** Turn lookups for one journal: by block id and by note name + line. */
export class TurnIndex {
  private readonly byBlock = new Map<string, string>();
  private readonly byLine = new Map<string, string>();
  readonly words = new Map<string, Set<string>>();

  constructor(readonly journal: Journal) {
    for (const [diaId, loc] of journal.turns) {
      this.byBlock.set(blockId(diaId), diaId);
      this.byLine.set(`${noteName(loc.path)}#${loc.line}`, diaId);
      this.words.set(diaId, contentWords(turnText(loc.turn)));
    }
  }

  turnOfBlock(block: string): string | undefined {
    return this.byBlock.get(block.toLowerCase());
  }

  turnsInRange(target: string, start: number, end: number): string[] {
    const name = noteName(target);
    const out: string[] = [];
    for (let l = start; l <= Math.min(end, start + 500); l++) {
      const t = this.byLine.get(`${name}#${l}`);
      if (t) out.push(t);
    }
    return out;
  }
}

/** What a turn says, as the annotators read it: its words and its photo's caption. */
function turnText(t: Turn): string {
  return t.caption ? `${t.text} ${t.caption}` : t.text;
}

export function parseMemoryLine(line: string, turns: TurnIndex): MemoryLine {
  const cites = new Set<string>();
  for (const m of line.matchAll(WIKILINK)) {
    const inner = m[1] ?? '';
    const hash = inner.indexOf('#^');
    if (hash >= 0) {
      const t = turns.turnOfBlock(inner.slice(hash + 2));
      if (t) cites.add(t);
    } else if (m[2] !== undefined) {
      for (const r of m[2].matchAll(RANGES)) {
        const start = Number(r[1]);
        const end = r[2] !== undefined ? Number(r[2]) : start;
        for (const t of turns.turnsInRange(inner.split('#')[0] ?? '', start, end)) cites.add(t);
      }
    }
  }
  return { text: line.replace(WIKILINK, ' ').replace(/\s+/g, ' ').trim(), cites };
}

// ------------------------------------------------------------------ answers

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = MONTH_NAMES.join('|');

/** Case, punctuation and articles folded; `2023-05-07` → `2023 05 07`. */
export function normaliseForAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w && w !== 'a' && w !== 'an' && w !== 'the')
    .join(' ');
}

/**
 * The spellings a memory may use for the date in a (normalised) answer:
 * "7 may 2023", "may 7 2023", "2023 05 07"; a month answer "may 2023" also as
 * "2023 05".
 */
function answerSpellings(normalised: string): string[] {
  const out = new Set([normalised]);
  const pad = (n: number) => String(n).padStart(2, '0');
  const dayFirst = new RegExp(`\\b(\\d{1,2}) (${MONTH_RE}) (\\d{4})\\b`);
  const monthFirst = new RegExp(`\\b(${MONTH_RE}) (\\d{1,2}) (\\d{4})\\b`);
  const monthYear = new RegExp(`\\b(${MONTH_RE}) (\\d{4})\\b`);
  const m = dayFirst.exec(normalised) ?? monthFirst.exec(normalised);
  if (m) {
    const [day, month, year] = /^\d/.test(m[1]!) ? [Number(m[1]), m[2]!, m[3]!] : [Number(m[2]), m[1]!, m[3]!];
    const mi = MONTH_NAMES.indexOf(month) + 1;
    for (const s of [`${day} ${month} ${year}`, `${month} ${day} ${year}`, `${year} ${pad(mi)} ${pad(day)}`]) {
      out.add(normalised.replace(m[0], s));
    }
  } else {
    const my = monthYear.exec(normalised);
    if (my) out.add(normalised.replace(my[0], `${my[2]} ${pad(MONTH_NAMES.indexOf(my[1]!) + 1)}`));
  }
  return [...out];
}

/** An answer's parts: "pottery, camping and swimming" is three things to find. */
function answerParts(answer: string): string[] {
  // "7 May, 2023" is one date, not two parts.
  return answer
    .replace(/,\s*(?=\d{4}\b)/g, ' ')
    .split(/[,;]|\band\b|\bor\b/i)
    .map(normaliseForAnswer)
    .filter((p) => p.length > 0);
}

/** Share of an answer's parts found as whole words in the (normalised, padded) memory text. */
export function answerFound(answer: string, haystack: string): number {
  const parts = answerParts(answer);
  if (parts.length === 0) return 0;
  let found = 0;
  for (const p of parts) if (answerSpellings(p).some((s) => haystack.includes(` ${s} `))) found++;
  return found / parts.length;
}

// ------------------------------------------------------------------ scores

export interface Scores {
  /** characters the memory holds */
  chars: number;
  /** mean share of each observation's evidence turns the memory cites (counted cites only) */
  observationRecall: number;
  /** the same over questions of categories 1–4 */
  evidenceRecall: number;
  /** mean share of each answer (categories 1, 2, 4) found in the memory's text */
  answers: number;
}

/** Turns cited by some line that shares enough content words with them. */
export function countedCites(lines: readonly MemoryLine[], turns: TurnIndex): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    if (line.cites.size === 0) continue;
    const words = contentWords(line.text);
    for (const t of line.cites) {
      const tw = turns.words.get(t);
      if (tw && shared(words, tw) >= WORDS_NEEDED) out.add(t);
    }
  }
  return out;
}

function meanShare(items: readonly { evidence: string[] }[], known: TurnIndex, cited: ReadonlySet<string>): number {
  let sum = 0;
  let n = 0;
  for (const it of items) {
    const ev = it.evidence.filter((e) => known.words.has(e));
    if (ev.length === 0) continue;
    sum += ev.filter((e) => cited.has(e)).length / ev.length;
    n++;
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * Why observations are not counted, by evidence turn: the memory never cites
 * the turn (the line was dropped or folded into a line citing other turns),
 * or cites it only from lines that share fewer than three content words with
 * it. `wordingCeiling` is the share the annotations' own wording would reach:
 * a memory made of exactly the annotated sentences, each citing its turns.
 */
export interface ObservationLosses {
  notCited: number;
  citedWithoutWords: number;
  wordingCeiling: number;
}

export function observationLosses(conv: Conversation, turns: TurnIndex, lines: readonly MemoryLine[]): ObservationLosses {
  const counted = countedCites(lines, turns);
  const citedAtAll = new Set(lines.flatMap((l) => [...l.cites]));
  let notCited = 0;
  let citedWithoutWords = 0;
  const own: MemoryLine[] = [];
  for (const o of conv.observations) {
    const ev = o.evidence.filter((e) => turns.words.has(e));
    if (ev.length === 0) continue;
    own.push({ text: o.text, cites: new Set(ev) });
    const missing = ev.find((e) => !counted.has(e));
    if (missing === undefined) continue;
    if (citedAtAll.has(missing)) citedWithoutWords++;
    else notCited++;
  }
  // Each sentence alone: pooled lines would lend each other words.
  let ceiling = 0;
  for (const line of own) {
    const c = countedCites([line], turns);
    ceiling += [...line.cites].filter((e) => c.has(e)).length / line.cites.size;
  }
  return { notCited, citedWithoutWords, wordingCeiling: own.length === 0 ? 0 : ceiling / own.length };
}

export function score(conv: Conversation, turns: TurnIndex, lines: readonly MemoryLine[], chars: number): Scores {
  const cited = countedCites(lines, turns);
  const haystack = ` ${lines.map((l) => normaliseForAnswer(l.text)).join(' | ')} `;
  const answerable = conv.questions.filter((q) => q.category === 1 || q.category === 2 || q.category === 4);
  return {
    chars,
    observationRecall: meanShare(conv.observations, turns, cited),
    evidenceRecall: meanShare(conv.questions.filter((q) => q.category >= 1 && q.category <= 4), turns, cited),
    answers: answerable.length === 0 ? 0 : answerable.reduce((s, q) => s + answerFound(q.answer, haystack), 0) / answerable.length,
  };
}

// ------------------------------------------------------------------ the memory a run wrote

interface MemoryFiles {
  /** vault path → text, everything under the memory folder but the dream log and reports */
  files: Map<string, string>;
  dailyFolder: string;
}

export interface Hygiene {
  /** `^block` ids in note text outside links */
  blockIdsInText: number;
  /** `(photo: …)` captions in note text */
  photoCaptions: number;
  /** notes (outside the daily digests) whose name carries a date or time, like a session heading */
  sessionHeadingNotes: string[];
}

const DATE_OR_TIME_IN_NAME = new RegExp(
  [
    '\\b(19|20)\\d{2}\\b',
    '\\b\\d{1,2}[: ]\\d{2}\\s?(am|pm)\\b',
    '\\b\\d{1,2}\\s?(am|pm)\\b',
    '\\b\\d{1,2}:\\d{2}\\b',
    `\\b\\d{1,2}(st|nd|rd|th)? (${MONTH_RE})\\b`,
    `\\b(${MONTH_RE}) \\d{1,2}\\b`,
  ].join('|'),
  'i',
);

function looksLikeSessionHeading(notePath: string): boolean {
  const name = notePath.split('/').pop()?.replace(/\.md$/, '') ?? '';
  return DATE_OR_TIME_IN_NAME.test(name);
}

export function hygiene(mem: MemoryFiles): Hygiene {
  let blockIdsInText = 0;
  let photoCaptions = 0;
  const sessionHeadingNotes: string[] = [];
  for (const [p, text] of mem.files) {
    const outsideLinks = text.replace(/\[\[[^\]]*\]\]/g, ' ');
    blockIdsInText += (outsideLinks.match(/(?:^|\s)\^[A-Za-z0-9][A-Za-z0-9-]*(?=\s|$)/gm) ?? []).length;
    photoCaptions += (outsideLinks.match(/\(photo:/gi) ?? []).length;
    if (!p.startsWith(`${mem.dailyFolder}/`) && looksLikeSessionHeading(p)) sessionHeadingNotes.push(p);
  }
  return { blockIdsInText, photoCaptions, sessionHeadingNotes };
}

export function memoryLines(mem: MemoryFiles, turns: TurnIndex): MemoryLine[] {
  const out: MemoryLine[] = [];
  for (const text of mem.files.values()) for (const line of text.split('\n')) out.push(parseMemoryLine(line, turns));
  return out;
}

export function memoryChars(mem: MemoryFiles): { total: number; daily: number } {
  let total = 0;
  let daily = 0;
  for (const [p, text] of mem.files) {
    total += text.length;
    if (p.startsWith(`${mem.dailyFolder}/`)) daily += text.length;
  }
  return { total, daily };
}

/**
 * The naive memory of the same size: the newest turns verbatim, as journal
 * lines with their block ids, until they reach `chars`. Each line cites its own turn.
 */
export function naiveMemory(journal: Journal, chars: number, lineOf: (t: Turn) => string): { lines: MemoryLine[]; chars: number } {
  const all = [...journal.turns.entries()];
  const lines: MemoryLine[] = [];
  let size = 0;
  for (let i = all.length - 1; i >= 0 && size < chars; i--) {
    const [diaId, loc] = all[i]!;
    const text = lineOf(loc.turn);
    size += text.length + 1;
    lines.push({ text: `${loc.turn.speaker}: ${turnText(loc.turn)}`, cites: new Set([diaId]) });
  }
  return { lines, chars: size };
}

// ------------------------------------------------------------------ shape

/**
 * What a person sees first: whether the memory is a set of notes about the
 * people and things of the talk, or two notes, one per speaker.
 *
 * - subject notes: topic notes (`Memory/Topics/`) other than the two
 *   speakers' own, each with the distinct journal dates its lines cite (a
 *   subject that recurs is cited from 2+ dates);
 * - the largest file's share of the memory (a catch-all note shows here);
 * - misfiled lines: a line of one speaker's note that names the other
 *   speaker and not the note's own (its speaker label counts as naming),
 *   over all lines of the two speakers' notes;
 * - compression over the turns' own text: without the replay's speaker
 *   labels, photo captions and block ids (they are markup of the replay,
 *   not what anyone said).
 */
export interface Shape {
  subjectNotes: { name: string; dates: number }[];
  largestNote: string;
  largestShare: number;
  misfiled: number;
  speakerLines: number;
  /** characters of the turns' own text */
  turnChars: number;
}

const TOPICS_FOLDER = 'Memory/Topics/';

function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
}

/** The note is the speaker's own: named by their name or its first word. */
function isSpeakerNote(notePath: string, speaker: string): boolean {
  const base = fold(notePath.split('/').pop()?.replace(/\.md$/, '') ?? '');
  const name = fold(speaker);
  return base !== '' && (base === name || base === name.split('-')[0]);
}

/** The speaker's first name said as a word of the line ("Gina", "Gina's", "GINA"). */
function names(text: string, speaker: string): boolean {
  const first = speaker.trim().split(/\s+/)[0] ?? '';
  if (first === '') return false;
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** Dates (YYYY-MM-DD) a line's links point at. */
function citedDates(line: string): string[] {
  return Array.from(line.matchAll(/\[\[(?:[^\]|]*\/)?(\d{4}-\d{2}-\d{2})[^\]]*\]\]/g), (m) => m[1]!);
}

export function shape(mem: MemoryFiles, conv: Pick<Conversation, 'speakerA' | 'speakerB'>, journal: Journal): Shape {
  const speakers = [conv.speakerA, conv.speakerB].filter((s) => s.trim() !== '');
  const subjectNotes: Shape['subjectNotes'] = [];
  let misfiled = 0;
  let speakerLines = 0;
  let total = 0;
  let largestNote = '';
  let largest = 0;
  for (const [p, text] of mem.files) {
    total += text.length;
    if (text.length > largest) [largest, largestNote] = [text.length, p];
    if (!p.startsWith(TOPICS_FOLDER)) continue;
    const owner = speakers.find((s) => isSpeakerNote(p, s));
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
    const bullets = body.split('\n').filter((l) => /^\s*[-*+]\s+\S/.test(l));
    if (owner === undefined) {
      const dates = new Set(bullets.flatMap(citedDates));
      subjectNotes.push({ name: p.slice(TOPICS_FOLDER.length).replace(/\.md$/, ''), dates: dates.size });
      continue;
    }
    const other = speakers.find((s) => s !== owner);
    for (const line of bullets) {
      const plain = line.replace(/\[\[[^\]]*\]\]/g, ' ');
      speakerLines++;
      if (other !== undefined && names(plain, other) && !names(plain, owner)) misfiled++;
    }
  }
  subjectNotes.sort((a, b) => b.dates - a.dates || (a.name < b.name ? -1 : 1));
  let turnChars = 0;
  for (const loc of journal.turns.values()) turnChars += loc.turn.text.length;
  return { subjectNotes, largestNote, largestShare: total > 0 ? largest / total : 0, misfiled, speakerLines, turnChars };
}
