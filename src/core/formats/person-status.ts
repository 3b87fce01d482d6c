/**
 * The one thing a dream may add to a line of the person's own index: a dated
 * status from a closed set, at the line's end — `— closed 2026-10-16`,
 * `— paused …`, `— resumed …`, `— moved …`, `— superseded …`, `— renamed
 * 2026-10-16: Slotbook`. Never a sentence from a model or a source: the only
 * free word is a renamed subject's name, and that must be a plain name. Their
 * words before it stay as they wrote them; a trailing block id (`^done-2024`)
 * stays last, so references to the block keep working.
 */
import { isIsoDate } from '../lib/dates';
import { countChars } from '../lib/text';
import { fencedLines } from './fences';
import { replaceWikiLinks } from './wikilink';
import { rx } from '../lib/rx';

const PERSON_STATUS_KINDS = ['closed', 'paused', 'resumed', 'moved', 'superseded', 'renamed'] as const;
type PersonStatusKind = (typeof PERSON_STATUS_KINDS)[number];

export interface PersonStatus {
  kind: PersonStatusKind;
  /** YYYY-MM-DD */
  date: string;
  /** the new name, for `renamed` only */
  name?: string;
}

const BLOCK_ID = /\s+\^[A-Za-z0-9-]+\s*$/;
const STATUS = new RegExp(String.raw`\s\u2014\s(${PERSON_STATUS_KINDS.join('|')})\s(\d{4}-\d{2}-\d{2})(?::\s([^\u2014]+?))?(?=\s\u2014\s|\s+\^[A-Za-z0-9-]+\s*$|\s*$)`, 'gu');

/** A subject's name as the index may say it after `renamed …:` — letters, digits, spaces, a few joiners; no link, URL or markup; ≤ 60 characters. */
export function plainSubjectName(name: string): string | null {
  const n = name.normalize('NFC').trim();
  if (n === '' || countChars(n) > 60) return null;
  if (!rx.u`^[\p{L}\p{N}][\p{L}\p{N}\p{M} .'\u2019&+-]*$`.test(n) || /\.\w{2,}/u.test(n) || /--|\.\./.test(n)) return null;
  return n;
}

/** The text of one status, or null when it is not of the closed set (a bad date, an unusable name). */
export function renderPersonStatus(s: PersonStatus): string | null {
  if (!isIsoDate(s.date) || !PERSON_STATUS_KINDS.includes(s.kind)) return null;
  if (s.kind !== 'renamed') return `— ${s.kind} ${s.date}`;
  const name = s.name === undefined ? null : plainSubjectName(s.name);
  return name === null ? null : `— renamed ${s.date}: ${name}`;
}

/** The statuses dreams added to a line, in order. */
export function personStatusesOf(line: string): PersonStatus[] {
  return [...line.matchAll(STATUS)].map((m) => ({ kind: m[1] as PersonStatusKind, date: m[2]!, ...(m[3] !== undefined ? { name: m[3].trim() } : {}) }));
}

/** `line` with `status` appended: after the person's words, before a trailing block id. Null when the status is not of the closed set. */
export function withPersonStatus(line: string, status: PersonStatus): string | null {
  const text = renderPersonStatus(status);
  if (text === null) return null;
  const id = BLOCK_ID.exec(line);
  const body = (id ? line.slice(0, id.index) : line).replace(/\s+$/, '');
  return `${body} ${text}${id ? ` ${id[0].trim()}` : ''}`;
}

/**
 * Lines no dream may edit, by where they are: fenced code (an example), HTML
 * comments, quotes and callouts (someone else's words). A line that opens or
 * closes a comment counts as one.
 */
export function untouchableLines(lines: readonly string[]): boolean[] {
  const fenced = fencedLines(lines);
  let inComment = false;
  return lines.map((line, i) => {
    if (fenced[i]) return true;
    const starts = line.includes('<!--');
    const wasIn = inComment || starts;
    if (starts) inComment = !line.slice(line.lastIndexOf('<!--')).includes('-->');
    else if (inComment && line.includes('-->')) inComment = false;
    return wasIn || /^\s{0,3}>/.test(line);
  });
}

/** What the person wrote on a line, as words to read: no link target, block id or status a dream added ("[[Archive/closed-ideas]]" says no "closed"). */
export function theirWords(line: string): string {
  return replaceWikiLinks(line, () => ' ').replace(BLOCK_ID, '').replace(STATUS, '');
}
