/**
 * The summary that opens every subject note a dream writes: under the title,
 * `## Summary` and at most three sentences on where the subject stands now,
 * each ending with the citations of the lines it rests on —
 *
 *     # Bike rebuild
 *     ## Summary
 *     Finished the Bike rebuild: new chain, cassette and bottom bracket · [[Journal/2026-11-12]] L4
 *
 * so a person learns in seconds what the dated lines below add up to, and
 * can check each sentence against its source. Offline it is composed by rule
 * from the newest current (not struck) status, decision and fact lines;
 * a model may write it instead. Either way summary-check.ts passes it first,
 * and a refused summary leaves the one the note had. A note the person wrote
 * gets none: its words are theirs.
 *
 * The sentences are plain lines, not list items: what reads a note's lines as
 * memory (the existing-memory index, line moves, supersession) skips them.
 */
import { parseCitations, renderCitations, splitCitation, type Citation } from '../formats/citation';
import { isLiveTopicStatus } from '../formats/topic-status';
import { SUMMARY_HEADING, summaryBlock, summarySentences } from '../formats/summary-block';
import { fencedLines } from '../formats/fences';
import { absoluteDates, hasRelativeDate } from '../extract/relative-dates';
import { splitSentences } from '../extract/vocabulary';
import { tokenize } from '../extract/similarity';
import { inThirdPerson, withoutOpeningI } from './third-person';
import { noteSlug } from '../formats/slug';
import { SUMMARY_MAX_SENTENCES, validateSummary, type GroundLine } from './summary-check';
import { createTwoFilesPatch } from 'diff';
import { isUnder } from '../lib/paths';
import { noteName } from '../formats/wikilink';
import type { YamlPort } from '../ports/yaml';
import type { ReportMessage } from '../ports/types';
import type { PlannedWrite } from '../state/transaction';
import { splitNote } from './notes';
import { noteRender } from './topic-note';
import { insertAt, maxOf } from '../lib/arrays';
import { rx } from '../lib/rx';

/** A sentence's words (before its citation) are cut near this many characters, at a clause or word. */
const SENTENCE_CHARS = 80;

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*[-*+]\s+(?:\[[ xX/-]\]\s+)?(\S.*)$/;
const ISO = /\d{4}-\d{2}-\d{2}/g;
/** A line that opens with the state it reports ("Closed: …", "Paused: …", "Waiting: …"). */
const STATE_LEAD = /^(?:Closed|Archived|Done|Paused|Waiting|Resumed)\s*:\s*/;
/** A finished item ("Done: …"): history within the subject, not where it stands. */
const DONE_LEAD = /^Done\s*:/;
/**
 * The person speaking of themselves, or quoted: a summary does not repeat it
 * as it stands. "I" only as a capital (Polish "i" is "and"); "my" is "we" in
 * Polish too.
 */
const FIRST_PERSON = [
  rx.u`(?:^|[^\p{L}'\u2019])I(?:['\u2019](?:m|ve|d|ll))?(?![\p{L}'\u2019])`,
  rx.iu`(?:^|[^\p{L}'\u2019])(?:me|my|mine|myself|we|our|ours|us)(?:['\u2019](?:ve|d|ll|re))?(?![\p{L}'\u2019])`,
  /["\u201c\u201d\u201e\u00ab\u00bb]/u,
];

type Role = 'status' | 'decision' | 'fact' | 'open' | 'done';

/** A current line of a subject note, as the summary reads it. */
interface SummaryLine extends GroundLine {
  role: Role;
  /** position in the note: of two lines of one day, the later one is newer */
  at: number;
}

function sectionRole(heading: string): Role {
  const h = heading.toLowerCase().trim();
  if (/^(?:decisions?|decision log|decided)$/.test(h)) return 'decision';
  if (/^(?:open|todos?|to do|next|next steps|open questions|tasks)$/.test(h)) return 'open';
  if (/^(?:done and reference|done|archived?|reference|history|closed|legacy)$/.test(h)) return 'done';
  return 'fact';
}

function newestOf(refs: string): string {
  return (refs.match(ISO) ?? []).reduce((a, b) => (b > a ? b : a), '');
}

/**
 * The note's current lines: cited list items not struck through, outside the
 * summary and the links to related notes, and its live status line.
 */
export function currentLines(body: string): SummaryLine[] {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const block = summaryBlock(lines);
  const out: SummaryLine[] = [];
  let heading = '';
  const fenced = fencedLines(lines);
  lines.forEach((line, i) => {
    if (fenced[i] === true || (block !== null && i >= block.start && i < block.end)) return;
    const h = HEADING.exec(line);
    if (h) {
      heading = h[1] === '#' ? '' : h[2]!;
      return;
    }
    if (line.includes('~~') || /^related$|^see also$|^links$/i.test(heading.trim())) return;
    if (isLiveTopicStatus(line)) {
      const { text, refs } = splitCitation(line.trim());
      if (refs !== null) out.push({ text, refs, date: newestOf(refs), role: 'status', at: i });
      return;
    }
    const m = LIST_ITEM.exec(line);
    if (!m) return;
    const { text, refs } = splitCitation(m[1]!);
    if (refs === null) return;
    const role: Role = DONE_LEAD.test(text) ? 'done' : STATE_LEAD.test(text) ? 'status' : sectionRole(heading);
    out.push({ text: text.trim(), refs, date: newestOf(refs), role, at: i });
  });
  return out;
}

/** Where the clauses of a text end: before ", ", "; " and a spaced dash. */
function clauseEnds(text: string): number[] {
  return [...text.matchAll(/, |; | \u2014 | \u2013 /g)].map((m) => m.index);
}

/**
 * Cut at a clause before `max` characters; else, with no clause in it, whole
 * up to half as long again; else at the first clause end up to half as long
 * again ("… ran the 10 km in Gdańsk on 11 November 2026 in 54:47"); else at a
 * word. A clause shorter than half of `max` is an opening phrase ("Shortly
 * before 17 August 2023,", "Am Montag,"), not what the line says.
 */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const ends = clauseEnds(text);
  const clause = maxOf([-1, ...ends.filter((i) => i <= max - 2)]);
  if (clause >= max / 2) return text.slice(0, clause);
  // With no clause to stop at, a sentence a little longer is said whole: a cut
  // mid-phrase ("from 2…") loses what the phrase was for.
  if (clause < 0 && text.length <= max * 1.5) return text;
  const later = ends.find((i) => i > max && i <= max * 1.5);
  if (later !== undefined) return text.slice(0, later);
  const head = text.slice(0, max);
  const word = head.lastIndexOf(' ');
  return `${head.slice(0, word > 0 ? word : max).replace(/[\s,;:]+$/, '')}…`;
}

/** Of a line's sentences, the one that says most (most content words, not in the first person; the first of equals): "Week two. Signed the lease for the flat on Hafenstraße." says the lease. */
function mostSaid(text: string): string {
  let best = '';
  let words = -1;
  for (const x of splitSentences(text)) {
    // A sentence in the first person counts for nothing while another says something.
    const n = quoted(x) ? 0 : new Set(tokenize(x)).size;
    if (n > words) {
      best = x;
      words = n;
    }
  }
  return best === '' ? text : best;
}

/** A line with fewer content words than this says little on its own ("Good day."): used when nothing else is left. */
const THIN_WORDS = 4;

function thin(text: string): boolean {
  return new Set(tokenize(mostSaid(text))).size < THIN_WORDS;
}

function quoted(text: string): boolean {
  return FIRST_PERSON.some((re) => re.test(text));
}

/** "The move went well; I still miss the old street" keeps its clauses up to the one in the first person. */
function beforeQuote(text: string): string {
  const parts = text.split(/([;,\u2014\u2013])\s+/);
  let out = '';
  for (let i = 0; i < parts.length; i += 2) {
    const p = parts[i]!;
    if (quoted(p) && out.length >= 20) break;
    out = `${out}${p}${parts[i + 1] !== undefined ? `${parts[i + 1]} ` : ''}`;
  }
  return out.replace(/[\s,;\u2014\u2013]+$/, '');
}

/**
 * The informative clause of a line, as a summary sentence says it: its first
 * sentence, short, relative dates made absolute against the day it cites,
 * without the subject's own name as a label and without the state word the
 * status line already gives.
 */
function sentenceText(l: SummaryLine, title: string, hasStatus: boolean, speaker: string | undefined): string {
  let t = l.text;
  // The status line under the summary already gives the state word; a
  // finished item's "Done:" would read as the subject's own state.
  if (hasStatus || DONE_LEAD.test(t)) t = t.replace(STATE_LEAD, '').trim();
  // "Gina: I want…" is Gina speaking; a line with no label is the owner's.
  const label = rx.su`^([\p{L}][\p{L}' -]{0,40}):\s+(\S.*)$`.exec(t);
  let who = speaker;
  if (label && (noteSlug(label[1]!) === noteSlug(title) || /^I\b/.test(label[2]!))) {
    who = label[1]!;
    t = label[2]!;
  }
  t = mostSaid(t);
  t = (who !== undefined ? inThirdPerson(t, who) : null) ?? withoutOpeningI(t);
  t = beforeQuote(t);
  if (l.date !== '' && hasRelativeDate(t, l.date)) t = absoluteDates(t, l.date);
  t = shortened(t.trim(), SENTENCE_CHARS);
  // Its own punctuation, as the note's lines keep theirs: the citation ends it.
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * The newest source of each line a sentence rests on: where the subject
 * stands is what the latest one said, and a fact seen on ten days would
 * otherwise carry ten links into a summary meant to be read in seconds (the
 * line keeps them all).
 */
export function newestCitations(lineRefs: readonly string[]): string {
  const day = (c: Citation): string => (`${c.alias ?? ''} ${c.target}`.match(ISO) ?? []).reduce((a, b) => (b > a ? b : a), '');
  const picked: Citation[] = [];
  for (const refs of lineRefs) {
    let best: Citation | undefined;
    for (const c of parseCitations(refs)) if (best === undefined || day(c) >= day(best)) best = c;
    if (best !== undefined) picked.push(best);
  }
  return renderCitations(picked);
}

function newer(a: SummaryLine, b: SummaryLine): number {
  return a.date === b.date ? b.at - a.at : a.date < b.date ? 1 : -1;
}

/**
 * The summary the rule writes from a note's current lines: one sentence for a
 * short note, up to three for a long one (about one for every six lines, so
 * the summary stays a small part of the note). First the newest line on where
 * the subject stands (a status before a decision before a fact of the same
 * day), then the newest decision, then the newest facts; a line in the
 * person's first person only when no other is left.
 */
export function composeSummary(lines: readonly SummaryLine[], title: string, speaker?: string): string[] {
  const usable = lines.filter((l) => !(l.role === 'status' && isLiveTopicStatus(l.text)));
  if (usable.length === 0) return [];
  const n = Math.min(SUMMARY_MAX_SENTENCES, Math.max(1, Math.ceil(usable.length / 6)));
  const hasStatus = lines.some((l) => isLiveTopicStatus(l.text));
  const said = new Map(usable.map((l) => [l, sentenceText(l, title, hasStatus, speaker)]));
  const weak = (l: SummaryLine): number => Number(quoted(said.get(l)!)) * 2 + Number(thin(said.get(l)!));
  const ranked = [...usable].sort((a, b) => weak(a) - weak(b) || newer(a, b));
  const picked: SummaryLine[] = [];
  const take = (l: SummaryLine | undefined): void => {
    if (l !== undefined && picked.length < n && !picked.includes(l)) picked.push(l);
  };
  // First the newest line on where the subject stands (of one day: a status, then a decision,
  // then a fact): an older "Waiting: …" is history once later lines say what came of it.
  const leadOrder = (l: SummaryLine): number => (l.role === 'status' ? 0 : l.role === 'decision' ? 1 : 2);
  const leads = ranked.filter((l) => l.role === 'status' || l.role === 'decision' || l.role === 'fact');
  take([...leads].sort((a, b) => weak(a) - weak(b) || (a.date === b.date ? leadOrder(a) - leadOrder(b) || b.at - a.at : a.date < b.date ? 1 : -1))[0]);
  take(ranked.find((l) => l.role === 'decision'));
  for (const l of ranked.filter((x) => x.role === 'fact')) take(l);
  for (const l of ranked.filter((x) => x.role === 'open')) take(l);
  for (const l of ranked) take(l);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of picked) {
    const text = said.get(l)!;
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(`${text} · ${newestCitations([l.refs])}`);
  }
  return out;
}

/** The body with its summary block (if any) replaced by `sentences`, right under the title. */
function withSummary(body: string, sentences: readonly string[]): string {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const b = summaryBlock(lines);
  if (b !== null) {
    let end = b.end;
    while (end < lines.length && lines[end]!.trim() === '') end++;
    lines.splice(b.start, end - b.start);
    if (b.start > 0 && b.start < lines.length && lines[b.start - 1]!.trim() !== '' && lines[b.start]!.trim() !== '') insertAt(lines, b.start, ['']);
  }
  if (sentences.length === 0) return lines.join('\n');
  // Right under the title, as the note's opening; a blank line before what follows.
  const at = lines.findIndex((l) => /^#\s/.test(l)) + 1;
  insertAt(lines, at, [`## ${SUMMARY_HEADING}`, ...sentences]);
  const after = at + 1 + sentences.length;
  if (after < lines.length && lines[after]!.trim() !== '') insertAt(lines, after, ['']);
  return lines.join('\n');
}

/** What summarising one note came to: the new body, and why it kept its old summary when it did. */
interface SummaryOutcome {
  body: string;
  /** set when the summary offered was refused: the note keeps the one it had */
  refused?: string;
}

/**
 * The note body headed by `proposed` when the check passes it, else as it
 * was (its previous summary kept), with the reason. `proposed` absent: the
 * rule's summary from the body's current lines.
 */
export function summarized(body: string, title: string, proposed?: readonly string[], speaker?: string): SummaryOutcome {
  const lines = currentLines(body);
  const sentences = proposed ?? composeSummary(lines, title, speaker);
  // No current line left (each moved to its own subject's note): nothing to sum up, and no summary of lines gone.
  if (sentences.length === 0) return { body: lines.length === 0 && summarySentences(body).length > 0 ? withSummary(body, []) : body };
  const verdict = validateSummary(sentences, lines, [title, ...(speaker !== undefined ? [speaker] : [])]);
  if (!verdict.ok) return { body, refused: verdict.reason };
  if (sentences.join('\n') === summarySentences(body).join('\n')) return { body };
  return { body: withSummary(body, sentences) };
}

/**
 * Every subject note this plan writes, headed by its summary: after all the
 * plan's edits (new lines, strikes, lines moved in or out), so the summary
 * says where the note stands as it will be written. Only notes a dream wrote
 * (`origin: dream`) in the topics folder; a refused summary is reported.
 */
export function summarizeWrites(
  yaml: YamlPort,
  topicsFolder: string,
  writes: PlannedWrite[],
  messages: ReportMessage[],
  owner: readonly string[],
  proposals: ReadonlyMap<string, readonly string[]> = new Map(),
): void {
  // The owner's lines carry no speaker's label: "I" in them is the owner.
  const speaker = owner[0];
  for (const w of writes) {
    if (w.tier !== 2 || !isUnder(w.target, topicsFolder)) continue;
    const note = splitNote(yaml, w.content);
    if (note.error !== undefined || note.data.origin !== 'dream') continue;
    const title = /^#\s+(.+)$/m.exec(note.body)?.[1]?.trim() ?? noteName(w.target);
    const proposal = proposals.get(w.target);
    let out = summarized(note.body, title, proposal, speaker);
    if (out.refused !== undefined && proposal !== undefined) {
      messages.push({ level: 'info', path: w.target, text: `The model's summary of ${w.target} was not used: ${out.refused}; the rule's summary stands.` });
      out = summarized(note.body, title, undefined, speaker);
    }
    if (out.refused !== undefined) {
      messages.push({ level: 'warn', path: w.target, text: `The summary of ${w.target} was not rewritten: ${out.refused}; it keeps the one it had.` });
      continue;
    }
    if (out.body === note.body) continue;
    const rendered = noteRender(yaml, note, note.data, out.body, [], 'note');
    if (rendered.content === null) continue;
    w.content = rendered.content;
    w.diff = createTwoFilesPatch(w.target, w.target, w.expected ?? '', w.content, w.expected === null ? '(new file)' : 'before', 'after');
  }
}
