/**
 * The dream log: a Markdown diary, one entry per run, that also carries the
 * watermark (`Consolidated through:`) — the only state the selection rules
 * trust between runs. Pure functions over text; nothing here touches a file.
 *
 * An entry runs from its `## 🌙 Dream #` heading up to the next such heading
 * (or the end of the file). `---` is never a boundary: it can appear inside an
 * entry's own text, and treating it as one would split or truncate entries.
 */
import { formatInstant, isIsoDate, parseInstant, type IsoDate } from '../lib/dates';
import type { TokenUsage } from '../ports/types';
import { wikilink } from './wikilink';
import { stripBom } from '../lib/text';

type DreamTrigger = 'manual' | 'scheduled' | 'backfill' | 'cli' | 'approval';

export interface DreamLogEntry {
  /** number in the heading; null when it cannot be read */
  number: number | null;
  /** start of the run (epoch ms, minute precision) from the heading; null when unreadable */
  startedAt: number | null;
  /** calendar date written in the heading (the run's local date), null when unreadable */
  headingDate: IsoDate | null;
  /** the heading line, without line ending */
  heading: string;
  /** `**Trigger**:` value, lower-cased; null when absent */
  trigger: string | null;
  /** `**Run**:` value; null when absent */
  runId: string | null;
  /** `**Duration**:` in seconds; null when absent */
  durationSec: number | null;
  /** `**Consolidated through**:`; null when absent (a backfill) or not a date */
  consolidatedThrough: IsoDate | null;
  /**
   * `Consolidated through: <date> (part of the day …)`: the run stopped inside
   * that date's notes (sense/cursor.ts); absent when the date was read whole
   */
  partOfDay?: true;
  /** `**Tokens**:` model use of the run; absent in entries written before the line existed */
  tokens?: TokenUsage;
  /** character offsets into the parsed text: [start, end) */
  start: number;
  end: number;
}

interface DreamLogSkip {
  at: number | null;
  reason: string;
  /** character offset of the comment */
  offset: number;
}

interface ParsedDreamLog {
  /** in file order; the newest is the last */
  entries: DreamLogEntry[];
  skips: DreamLogSkip[];
  /** one person-readable sentence each */
  problems: string[];
}

// ---------------------------------------------------------------- parse

// U+FE0F may follow the moon when an editor normalises emoji presentation.
const HEADING = /^##[ \t]+\ud83c\udf19\uFE0F?[ \t]*Dream[ \t]*#/u;
const FIELD = /^\s*(?:[-*+][ \t]+)?(?:\*\*|__)?[ \t]*(Trigger|Run|Duration|Consolidated through|Tokens)[ \t]*(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/i;
const SUBHEADING = /^#{1,6}[ \t]/;
/** what follows the date of a `Consolidated through:` left inside the day's notes */
const PART_OF_DAY = /^\s*\(\s*part of the day\b/i;
const SKIP = /<!--\s*SKIP\s*\u00b7\s*(.*?)\s*\u00b7\s*(.*?)\s*-->/u;

interface Line {
  text: string;
  start: number;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let pos = 0;
  while (pos <= text.length) {
    const nl = text.indexOf('\n', pos);
    const endRaw = nl < 0 ? text.length : nl;
    let t = text.slice(pos, endRaw);
    if (t.endsWith('\r')) t = t.slice(0, -1);
    if (pos === 0) t = stripBom(t);
    lines.push({ text: t, start: pos });
    if (nl < 0) break;
    pos = nl + 1;
  }
  return lines;
}

/**
 * Read every entry and SKIP comment. Never throws: what cannot be read is left
 * null and described in `problems`, so one damaged entry does not hide the rest.
 */
export function parseDreamLog(text: string): ParsedDreamLog {
  const lines = splitLines(text);
  const entries: DreamLogEntry[] = [];
  const skips: DreamLogSkip[] = [];
  const problems: string[] = [];

  const headingIdx: number[] = [];
  lines.forEach((l, i) => {
    if (HEADING.test(l.text)) headingIdx.push(i);
    const s = SKIP.exec(l.text);
    if (s) {
      const at = parseInstant(s[1] ?? '');
      skips.push({ at: at.epochMs, reason: s[2] ?? '', offset: l.start + s.index });
    }
  });

  headingIdx.forEach((hi, k) => {
    const next = headingIdx[k + 1];
    const headLine = lines[hi]!;
    const start = headLine.start;
    const end = next === undefined ? text.length : lines[next]!.start;
    const label = `Dream log entry ${k + 1} ("${headLine.text.slice(0, 60)}")`;

    const afterHash = headLine.text.replace(HEADING, '');
    const numMatch = /^\s*(\d+)/.exec(afterHash);
    const number = numMatch ? Number(numMatch[1]) : null;
    if (number === null) problems.push(`${label}: no readable dream number in the heading.`);

    const when = parseInstant(afterHash.replace(/^\s*\d*/, ''));
    if (when.problem !== null) {
      problems.push(`${label}: heading time ${when.problem}.`);
    }

    let trigger: string | null = null;
    let runId: string | null = null;
    let durationSec: number | null = null;
    let consolidatedThrough: IsoDate | null = null;
    let partOfDay = false;
    let tokens: TokenUsage | undefined;
    // Fields are read from the entry's preamble only (before its first
    // sub-heading), so a sentence in the Note that happens to start with
    // "Consolidated through:" can never move the watermark.
    const stop = next ?? lines.length;
    for (let i = hi + 1; i < stop; i++) {
      const t = lines[i]!.text;
      if (SUBHEADING.test(t)) break;
      const f = FIELD.exec(t);
      if (!f) continue;
      const name = (f[1] ?? '').toLowerCase();
      const value = (f[2] ?? '').replace(/\*\*|__/g, '').trim();
      if (name === 'trigger') trigger = value.split(/\s+/)[0]?.toLowerCase() ?? null;
      else if (name === 'run') runId = value === '' ? null : value;
      else if (name === 'duration') {
        const n = /^~?\s*(\d+(?:\.\d+)?)\s*(s|sec|seconds?|min|minutes?)?\b/i.exec(value);
        if (n) durationSec = Number(n[1]) * (/^m/i.test(n[2] ?? '') ? 60 : 1);
      } else if (name === 'consolidated through') {
        const d = /^(\d{4}-\d{2}-\d{2})\b(.*)$/.exec(value);
        if (d && isIsoDate(d[1]!)) {
          consolidatedThrough = d[1]!;
          partOfDay = PART_OF_DAY.test(d[2]!);
        }
        else problems.push(`${label}: "Consolidated through" value "${value.slice(0, 40)}" is not a date; ignored.`);
      } else if (name === 'tokens') {
        tokens = parseTokens(value) ?? undefined;
      }
    }

    entries.push({
      number,
      startedAt: when.epochMs,
      headingDate: when.date,
      heading: headLine.text,
      trigger,
      runId,
      durationSec,
      consolidatedThrough,
      ...(partOfDay && consolidatedThrough !== null ? { partOfDay: true as const } : {}),
      ...(tokens ? { tokens } : {}),
      start,
      end,
    });
  });

  const seen = new Map<number, number>();
  for (const e of entries) {
    if (e.number === null) continue;
    seen.set(e.number, (seen.get(e.number) ?? 0) + 1);
  }
  for (const [n, c] of seen) {
    if (c > 1) problems.push(`Dream #${n} appears ${c} times in the dream log.`);
  }
  return { entries, skips, problems };
}

/** `3 calls, 12480 prompt + 2310 completion` (digit groups may carry spaces or commas) → counts. */
export function parseTokens(value: string): TokenUsage | null {
  const n = (s: string | undefined): number => Number((s ?? '').replace(/[\s,\u202f\u00a0]/g, ''));
  const m = /^(\d[\d\s,\u202f\u00a0]*?)\s*calls?\s*,\s*(\d[\d\s,\u202f\u00a0]*?)\s*prompt\s*\+\s*(\d[\d\s,\u202f\u00a0]*?)\s*completion\b/i.exec(value.trim());
  if (!m) return null;
  const usage = { calls: n(m[1]), promptTokens: n(m[2]), completionTokens: n(m[3]) };
  return Object.values(usage).every((v) => Number.isSafeInteger(v)) ? usage : null;
}

/** The `**Tokens**:` value: what the run spent on the model, so a person can watch the cost night by night. */
export function formatTokens(t: TokenUsage): string {
  return `${t.calls} call${t.calls === 1 ? '' : 's'}, ${t.promptTokens} prompt + ${t.completionTokens} completion`;
}

// ---------------------------------------------------------------- number

/**
 * Next dream number = newest heading's number + 1. Never a count of entries:
 * trimming keeps the count at the cap, and a count-based number would then
 * repeat forever, hiding any run that went missing.
 */
export function nextDreamNumber(entries: readonly DreamLogEntry[]): { number: number; problem: string | null } {
  const newest = entries[entries.length - 1];
  if (newest === undefined) return { number: 1, problem: 'The dream log has no Dream entries; numbering starts at 1.' };
  if (newest.number !== null) return { number: newest.number + 1, problem: null };
  for (let i = entries.length - 2; i >= 0; i--) {
    const n = entries[i]!.number;
    if (n !== null) {
      return {
        number: n + 1,
        problem: `The newest dream heading has no readable number; continuing from Dream #${n}.`,
      };
    }
  }
  return { number: 1, problem: 'No dream heading carries a readable number; numbering starts at 1.' };
}

// ---------------------------------------------------------------- render

export interface DreamLogEntryInput {
  number: number;
  /** run start, epoch ms */
  startedAt: number;
  /** IANA zone for the heading (the clock's zone) */
  timeZone: string;
  trigger: DreamTrigger;
  runId: string;
  durationSec: number;
  /** newest source date processed; null for a backfill (the field is omitted) */
  consolidatedThrough: IsoDate | null;
  /** the run stopped inside the notes of `consolidatedThrough`; the next dream goes on from there */
  partOfDay?: boolean;
  logsConsolidated: number;
  deferred: number;
  leftBehind: number;
  logKiB: number;
  l2KiB: number;
  /** one line each, e.g. "Updated Memory/Topics/sourdough.md — new starter schedule" */
  changes: string[];
  indexCharsBefore: number;
  indexCharsAfter: number;
  /** how the index moved, one sentence each, as given by Settle */
  highlights: string[];
  /** one honest sentence */
  note: string;
  /** vault path of the dream report, e.g. "Memory/Dreaming/Reports/2026-11-29.md" */
  reportPath: string | null;
  /** file name shown for the index; default "MEMORY.md" */
  indexName?: string;
  /** model use of the run (extraction and index rewrite); the line is left out when absent */
  tokens?: TokenUsage;
}

/** One line of text, safe to place after "- " or as a paragraph. */
function oneLine(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

function kib(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}

export function renderDreamLogEntry(input: DreamLogEntryInput): string {
  const out: string[] = [];
  out.push(`## 🌙 Dream #${input.number} · ${formatInstant(input.startedAt, input.timeZone)}`);
  out.push('');
  out.push(`**Trigger**: ${input.trigger}`);
  out.push(`**Run**: ${oneLine(input.runId)}`);
  out.push(`**Duration**: ${Math.round(input.durationSec)} s`);
  if (input.consolidatedThrough !== null) {
    const part = input.partOfDay === true ? ' (part of the day: the next dream goes on where this one stopped)' : '';
    out.push(`**Consolidated through**: ${input.consolidatedThrough}${part}`);
  }
  if (input.tokens !== undefined) out.push(`**Tokens**: ${formatTokens(input.tokens)}`);
  out.push('');
  out.push('### Signal summary');
  const unchanged = input.consolidatedThrough === null;
  const deferredPart = input.deferred > 0 ? `${input.deferred} more wait for the next dream` : 'none left for later';
  // An approval reads no source; calling it a backfill told the person history was filled in.
  const why = input.trigger === 'approval' ? 'approval: no source read' : 'backfill';
  out.push(
    unchanged
      ? `- Daily notes read: ${input.logsConsolidated} (${why}; the date read up to is unchanged)`
      : `- Daily notes read: ${input.logsConsolidated} (${deferredPart})`,
  );
  if (input.leftBehind > 0) {
    out.push(
      `- Left behind: ${input.leftBehind} daily notes older than the date read up to; they are not picked up automatically (a backfill reads them)`,
    );
  }
  out.push(`- Read ${kib(input.logKiB)} KiB of daily notes; wrote ${kib(input.l2KiB)} KiB of memory notes — ${Math.round(input.durationSec)} s`);
  out.push('');
  out.push('### What changed');
  const changes = input.changes.map(oneLine).filter((c) => c !== '');
  if (changes.length === 0) out.push('- No notes written');
  for (const c of changes) out.push(`- ${c}`);
  out.push(`- ${input.indexName ?? 'MEMORY.md'}: ${input.indexCharsBefore} → ${input.indexCharsAfter} chars`);
  const highlights = input.highlights.map(oneLine).filter((h) => h !== '');
  if (highlights.length > 0) {
    out.push('- In the index:');
    for (const h of highlights) out.push(`  - ${h}`);
  }
  out.push('');
  out.push('### Note');
  // A leading "#" would turn the note into a heading of its own.
  const note = oneLine(input.note).replace(/^#/, '\\#');
  out.push(note === '' ? 'Nothing to add.' : note);
  if (input.reportPath !== null) {
    out.push('');
    out.push(`Report: ${wikilink(input.reportPath)}`);
  }
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------- edit

function eolOf(text: string): '\n' | '\r\n' {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/**
 * Append a rendered entry (or a SKIP line) at the end, separated by one blank
 * line, in the file's own line endings. Existing text is never changed.
 */
export function appendDreamLogEntry(text: string, entry: string): string {
  const eol = eolOf(text);
  const body = entry.replace(/\r\n/g, '\n').replace(/\n*$/, '\n').replace(/\n/g, eol);
  const bomless = stripBom(text);
  if (bomless.trim() === '') return text + body;
  let base = text;
  if (!base.endsWith('\n')) base += eol;
  if (!/\r?\n\r?\n$/.test(base)) base += eol;
  return base + body;
}

interface TrimResult {
  text: string;
  /** numbers of the deleted entries (null for an unreadable number), oldest first */
  removed: (number | null)[];
  /** Dream entries left */
  remaining: number;
  problems: string[];
}

/**
 * Delete the oldest entries until at most `max` remain. Two entries are never
 * deleted: the last one carrying `Consolidated through:` (it is the watermark;
 * after a run of backfills it can be the oldest) and the newest one (it
 * carries the number the next run continues from).
 */
export function trimDreamLog(text: string, max: number): TrimResult {
  const { entries } = parseDreamLog(text);
  const problems: string[] = [];
  const limit = Math.max(1, Math.floor(max));
  let frontier = -1;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i]!.consolidatedThrough !== null) {
      frontier = i;
      break;
    }
  }
  const newest = entries.length - 1;
  const doomed = new Set<number>();
  let count = entries.length;
  for (let i = 0; i < entries.length && count > limit; i++) {
    if (i === frontier || i === newest) continue;
    doomed.add(i);
    count--;
  }
  if (count > limit) {
    problems.push(`The dream log keeps ${count} entries (cap ${limit}): the newest entry and the watermark entry are never trimmed.`);
  }
  let out = '';
  let pos = 0;
  const removed: (number | null)[] = [];
  entries.forEach((e, i) => {
    if (!doomed.has(i)) return;
    out += text.slice(pos, e.start);
    pos = e.end;
    removed.push(e.number);
  });
  out += text.slice(pos);
  return { text: out, removed, remaining: count, problems };
}
