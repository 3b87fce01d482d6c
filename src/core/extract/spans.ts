/**
 * Spans: the smallest pieces of source text a candidate can cite. Every span
 * knows where it sits in the file on disk (1-based line range), under which
 * headings, and who wrote it — the trust role decides whether anything built
 * from it may ever reach tier 3.
 *
 * Decisions worth knowing:
 * - `span.text` is the exact source lines (line endings normalised to "\n"),
 *   so the write phase can re-read lines startLine..endLine and compare.
 * - A fenced code block is one span (procedures live in code blocks; a model
 *   may cite it). The offline extractor skips code spans: it cannot tell a
 *   procedure from a pasted log, and the review screen would hold them anyway.
 * - Headings are not spans; they become the heading path of what follows.
 * - `## Light Sleep` / `## REM Sleep` sections are skipped here as well as in
 *   the sense phase, so a caller that forgets to blank them cannot feed another
 *   tool's dreaming output back in as the person's words.
 * - Trust is mechanical: where the text lives and what it links to, never how
 *   it reads.
 */
import { findSecrets, type SecretHit } from '../secrets/scan';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { frontmatterBlock, parseNote, stripBom } from '../formats/frontmatter';
import { closesFence, fenceMarker } from '../formats/fences';
import { basename, isUnder } from '../lib/paths';
import type { ReportMessage } from '../ports/types';
import { errorText } from '../lib/errors';
import type { YamlPort } from '../ports/yaml';
import { findWikiLinks } from '../formats/wikilink';
import { findTags } from '../formats/tag';
import { append } from '../lib/arrays';
import type { IsoDate } from '../lib/dates';
import type { SourceLog } from '../sense/source-log';

/** Who wrote a span, which decides whether it may reach tier 3. */
export type TrustRole = 'person' | 'user' | 'assistant' | 'tool_result' | 'clipping' | 'web_quote';

export interface Span {
  /** "s1", "s2", … unique within one run */
  id: string;
  path: string;
  /** 1-based, inclusive, lines of the source file as on disk */
  startLine: number;
  endLine: number;
  text: string;
  headingPath: string[];
  role: TrustRole;
  untrusted: boolean;
  /** source date (from the file name) */
  date: IsoDate;
  /** a session id for transcripts ("claude:sess-abc"), else "note:<path>" */
  session: string;
  /** wikilink targets and #tags found in the span */
  links: string[];
  tags: string[];
  /**
   * Secrets found on the whole note that reach into this span, as offsets
   * into `text` (a value split by a blank line, a key block whose header is in
   * the span before). Whatever reads `text` redacts these as well as its own finds.
   */
  secrets?: SecretHit[];
}

export interface SourceRef {
  path: string;
  startLine: number;
  endLine: number;
  /** the span text as read in Sense; re-read and compared before writing */
  snippet: string;
  untrusted: boolean;
  role: TrustRole;
  date: IsoDate;
  session: string;
}

interface SpanOptions {
  /** hands out "s1", "s2", … so ids stay unique across every file of a run */
  nextId: () => string;
  untrustedFolders: string[];
  /**
   * True when a wikilink target names a note the person did not write. Default:
   * the target path lies under an untrusted folder (`[[Clippings/article]]`).
   */
  isUntrustedLink?: (target: string) => boolean;
  /** problems found while reading (broken frontmatter, bad transcript) are added here */
  messages?: ReportMessage[];
}

export function spanIdCounter(prefix = 's'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

// ------------------------------------------------------------ inline parsing

const MD_LINK = /!?\[[^[\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const URL = /\bhttps?:\/\/[^\s)>\]]+/gi;
const INLINE_CODE = /`+[^`]*`+/g;

/** Wikilink targets (and internal markdown link targets), without `.md`. */
export function linksIn(text: string): string[] {
  const out: string[] = [];
  const noCode = text.replace(INLINE_CODE, ' ');
  for (const { link } of findWikiLinks(noCode)) {
    if (link.target !== '') out.push(link.target.replace(/\.md$/i, ''));
  }
  for (const m of noCode.matchAll(MD_LINK)) {
    const target = m[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    try {
      out.push(decodeURIComponent(target).replace(/\.md$/i, ''));
    } catch {
      out.push(target.replace(/\.md$/i, ''));
    }
  }
  return unique(out);
}

function hasWebUrl(text: string): boolean {
  URL.lastIndex = 0;
  return URL.test(text.replace(INLINE_CODE, ' '));
}

function unique(xs: string[]): string[] {
  return Array.from(new Set(xs));
}

// ------------------------------------------------------------ notes

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const QUOTE = /^\s{0,3}>/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])(?:\s+|$)/;
const HRULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const SLEEP_HEADING = /^(light|rem) sleep$/i;

type BlockKind = 'paragraph' | 'item' | 'quote' | 'code';

interface Block {
  kind: BlockKind;
  /** 0-based index into body lines */
  start: number;
  end: number;
  /** for items: the column continuation lines must be indented past */
  indent: number;
}

/** A note's trust as a whole: clippings and web-sourced notes are not the person's words. */
function noteTrust(
  path: string,
  frontmatter: Record<string, unknown>,
  untrustedFolders: string[],
): { role: TrustRole; untrusted: boolean } {
  if (untrustedFolders.some((f) => f !== '' && isUnder(path, f))) return { role: 'clipping', untrusted: true };
  for (const key of ['source', 'url', 'source_url', 'sourceUrl', 'link']) {
    const v = frontmatter[key];
    const values = Array.isArray(v) ? v : [v];
    if (values.some((x) => typeof x === 'string' && /^\s*https?:\/\//i.test(x))) {
      return { role: 'clipping', untrusted: true };
    }
  }
  return { role: 'person', untrusted: false };
}

/**
 * Spans of one Markdown note. `text` is as the sense phase read it (BOM
 * stripped, Light/REM Sleep lines blanked); line numbers are of the file on disk.
 */
export function spansFromNote(yaml: YamlPort, path: string, text: string, date: IsoDate, opts: SpanOptions): Span[] {
  const head = readNoteHead(yaml, path, text, opts);
  if (head === null) return [];
  const { body, bodyStart, trust } = head;
  const untrustedLink =
    opts.isUntrustedLink ??
    ((target: string) => opts.untrustedFolders.some((f) => f !== '' && isUnder(target, f)));

  const lines = body.split('\n').map((l) => l.replace(/\r$/, ''));
  const spans: Span[] = [];
  for (const { block: b, headingPath } of noteBlocks(lines)) {
    const raw = lines.slice(b.start, b.end + 1);
    while (raw.length > 0 && raw[raw.length - 1]!.trim() === '') {
      raw.pop();
      b.end--;
    }
    if (raw.length === 0) continue;
    const spanText = raw.join('\n');
    const isCode = b.kind === 'code';
    const links = isCode ? [] : linksIn(spanText);
    let role = trust.role;
    let untrusted = trust.untrusted;
    if (!untrusted && b.kind === 'quote' && (hasWebUrl(spanText) || links.some(untrustedLink))) {
      role = 'web_quote';
      untrusted = true;
    }
    spans.push({
      id: opts.nextId(),
      path,
      startLine: bodyStart + b.start,
      endLine: bodyStart + b.end,
      text: spanText,
      headingPath,
      role,
      untrusted,
      date,
      session: `note:${path}`,
      links,
      tags: isCode ? [] : findTags(spanText),
    });
  }
  return spans;
}

/**
 * The note's body, the line it starts on and the trust its frontmatter gives;
 * null when the frontmatter is too big or deep to read (the note is skipped).
 */
function readNoteHead(
  yaml: YamlPort,
  path: string,
  text: string,
  opts: SpanOptions,
): { body: string; bodyStart: number; trust: { role: TrustRole; untrusted: boolean } } | null {
  const parsed = parseNote(yaml, stripBom(text));
  let body = parsed.body;
  let bodyStart = parsed.bodyStartLine;
  let frontmatter = parsed.data;
  let brokenFrontmatterUntrusted = false;
  if (parsed.outOfBounds) {
    // Too big or too deep to parse: nothing of the note is read, not even its text.
    opts.messages?.push({ level: 'warn', path, text: `${parsed.error ?? 'frontmatter is not read'}; the note is skipped` });
    return null;
  }
  if (parsed.error) {
    // The note's own metadata is unreadable: skip the block rather than
    // treating YAML as prose, and err towards untrusted if it names a web source.
    const block = frontmatterBlock(body);
    if (block !== null) {
      brokenFrontmatterUntrusted = /^\s*(source|url|source_url|link)\s*:\s*['"]?https?:\/\//im.test(block.yaml);
      bodyStart = (block.open + block.yaml + block.close).split('\n').length;
      body = block.body;
    }
    frontmatter = {};
    opts.messages?.push({
      level: 'warn',
      path,
      text: `${parsed.error}; the note's text was still read, its frontmatter ignored`,
    });
  }
  const trust = brokenFrontmatterUntrusted
    ? { role: 'clipping' as TrustRole, untrusted: true }
    : noteTrust(path, frontmatter, opts.untrustedFolders);
  return { body, bodyStart, trust };
}

/** The note's blocks (code, list items, quotes, paragraphs) with the headings above each; Light/REM Sleep sections skipped. */
function noteBlocks(lines: readonly string[]): { block: Block; headingPath: string[] }[] {
  const out: { block: Block; headingPath: string[] }[] = [];
  const headings: { level: number; text: string }[] = [];
  let skipUnderLevel: number | null = null;
  let block: Block | null = null;
  const emit = (b: Block): void => {
    out.push({ block: b, headingPath: headings.map((h) => h.text) });
  };
  const flush = (): void => {
    if (block) emit(block);
    block = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;

    const marker = fenceMarker(line);
    if (marker !== null && skipUnderLevel === null) {
      flush();
      let end = i + 1;
      while (end < lines.length && !closesFence(lines[end]!, marker)) end++;
      const last = Math.min(end, lines.length - 1);
      emit({ kind: 'code', start: i, end: last, indent: 0 });
      i = last;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const title = heading[2]!.trim();
      if (skipUnderLevel !== null && level > skipUnderLevel) continue;
      skipUnderLevel = SLEEP_HEADING.test(title) ? level : null;
      while (headings.length > 0 && headings[headings.length - 1]!.level >= level) headings.pop();
      headings.push({ level, text: title });
      continue;
    }
    if (skipUnderLevel !== null) continue;

    if (line.trim() === '') {
      flush();
      continue;
    }
    if (HRULE.test(line)) {
      flush();
      continue;
    }
    if (QUOTE.test(line)) {
      const current: Block | null = block;
      if (current?.kind === 'quote') current.end = i;
      else {
        flush();
        block = { kind: 'quote', start: i, end: i, indent: 0 };
      }
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      block = { kind: 'item', start: i, end: i, indent: item[1]!.length + 1 };
      continue;
    }
    const current: Block | null = block;
    if (current && (current.kind === 'item' || current.kind === 'paragraph')) {
      // Continuation: indented past the marker, or a lazy continuation line.
      current.end = i;
      continue;
    }
    flush();
    block = { kind: 'paragraph', start: i, end: i, indent: 0 };
  }
  flush();
  return out;
}

// ------------------------------------------------------------ transcripts

interface TranscriptMessage {
  role: string;
  text: string;
  /** 1-based line range in the file */
  startLine: number;
  endLine: number;
}

/**
 * Roles the person or their own assistant wrote are trusted. Everything else —
 * tool output, fetched pages, unknown roles — is untrusted: "when in doubt, true".
 */
function transcriptRole(role: string): { role: TrustRole; untrusted: boolean } {
  const r = role.toLowerCase();
  if (r === 'user' || r === 'human') return { role: 'user', untrusted: false };
  if (r === 'assistant' || r === 'model' || r === 'ai') return { role: 'assistant', untrusted: false };
  return { role: 'tool_result', untrusted: true };
}

function messageText(m: Record<string, unknown>): string {
  const t = m.text ?? m.content;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) {
    return t
      .map((part: unknown) => {
        if (typeof part === 'string') return part;
        if (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string') {
          return (part as { text: string }).text;
        }
        return '';
      })
      .filter((s) => s !== '')
      .join('\n');
  }
  return '';
}

function looksLikeOneJsonValue(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * Spans of an agent transcript extract: `*.json` (an object with `harness`,
 * `session_id` and `messages[]`) or `*.jsonl` (one JSON object per line; a line
 * without `role` may carry `harness`/`session_id`). One span per non-empty
 * message. A file that cannot be parsed yields a message and no spans: a
 * half-read transcript would misattribute roles.
 */
export function spansFromTranscript(
  path: string,
  text: string,
  date: IsoDate,
  opts: Pick<SpanOptions, 'nextId' | 'messages'>,
): Span[] {
  const clean = stripBom(text).replace(/\r\n/g, '\n');
  const lines = clean.split('\n');
  const fileStem = basename(path).replace(/\.jsonl?$/i, '');
  let harness = 'transcript';
  let sessionId = fileStem;
  const msgs: TranscriptMessage[] = [];
  const fail = (why: string): Span[] => {
    opts.messages?.push({ level: 'warn', path, text: `transcript skipped: ${why}` });
    return [];
  };
  if (clean.trim() === '') return [];

  const jsonl = /\.jsonl$/i.test(path) || (!/\.json$/i.test(path) && !looksLikeOneJsonValue(clean));
  if (jsonl) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (line === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        return fail(`line ${i + 1} is not valid JSON; fix or remove the line and run again`);
      }
      if (!isObject(value)) return fail(`line ${i + 1} is not a JSON object`);
      if (typeof value.harness === 'string') harness = value.harness;
      if (typeof value.session_id === 'string') sessionId = value.session_id;
      if (typeof value.role !== 'string') continue;
      msgs.push({ role: value.role, text: messageText(value), startLine: i + 1, endLine: i + 1 });
    }
  } else {
    let value: unknown;
    try {
      value = JSON.parse(clean);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      return fail(`not valid JSON (${reason})`);
    }
    const list: unknown = isObject(value) ? value.messages : value;
    if (!Array.isArray(list)) return fail('no "messages" list found');
    if (isObject(value)) {
      if (typeof value.harness === 'string') harness = value.harness;
      if (typeof value.session_id === 'string') sessionId = value.session_id;
    }
    // Line numbers of pretty-printed JSON: the n-th `"role":` key starts message n.
    // When the counts disagree (minified file, "role" inside text) cite the whole file.
    const roleLines: number[] = [];
    lines.forEach((l, i) => {
      if (/"role"\s*:/.test(l)) roleLines.push(i + 1);
    });
    const exact = roleLines.length === list.length;
    list.forEach((m, n) => {
      if (!isObject(m) || typeof m.role !== 'string') return;
      const start = exact ? roleLines[n]! : 1;
      const end = exact ? Math.max(start, (roleLines[n + 1] ?? lines.length) - 1) : lines.length;
      msgs.push({ role: m.role, text: messageText(m), startLine: start, endLine: end });
    });
  }

  const session = `${harness}:${sessionId}`;
  const spans: Span[] = [];
  for (const m of msgs) {
    const body = m.text.replace(/\r\n/g, '\n').trim();
    if (body === '') continue;
    const trust = transcriptRole(m.role);
    spans.push({
      id: opts.nextId(),
      path,
      startLine: m.startLine,
      endLine: m.endLine,
      text: body,
      headingPath: [],
      role: trust.role,
      untrusted: trust.untrusted,
      date,
      session,
      links: linksIn(body),
      tags: findTags(body),
    });
  }
  return spans;
}

// ------------------------------------------------------------ a run's spans

/** Injected reader: the sense phase's `readSourceText(vault, log)`. null text = skipped (reported). */
type ReadSource = (log: SourceLog) => Promise<{ text: string | null; messages: ReportMessage[] }>;

/**
 * Spans of every selected source. Only selected sources become spans; a daily
 * note that quotes a clipping is marked untrusted by its link, without the
 * clipping itself being read.
 */
export async function collectSpans(
  yaml: YamlPort,
  vault: VaultPort,
  settings: Pick<Settings, 'untrustedFolders'>,
  logs: SourceLog[],
  readSource: ReadSource,
  nextId: () => string = spanIdCounter(),
): Promise<{ spans: Span[]; messages: ReportMessage[] }> {
  const messages: ReportMessage[] = [];
  const untrustedFolders = settings.untrustedFolders;
  const untrustedNotes = new Set<string>();
  for (const folder of untrustedFolders) {
    if (folder === '') continue;
    try {
      for (const f of await vault.list(folder)) {
        const stem = f.path.replace(/\.md$/i, '');
        untrustedNotes.add(stem.toLowerCase());
        untrustedNotes.add(basename(stem).toLowerCase());
      }
    } catch (e) {
      messages.push({ level: 'warn', path: folder, text: `could not list untrusted folder: ${errorText(e)}` });
    }
  }
  const isUntrustedLink = (target: string): boolean =>
    untrustedFolders.some((f) => f !== '' && isUnder(target, f)) || untrustedNotes.has(target.toLowerCase());

  const spans: Span[] = [];
  for (const log of logs) {
    let read: { text: string | null; messages: ReportMessage[] };
    try {
      read = await readSource(log);
    } catch (e) {
      messages.push({ level: 'warn', path: log.path, text: `could not read source: ${errorText(e)}; skipped` });
      continue;
    }
    append(messages, read.messages);
    if (read.text === null) continue;
    const opts: SpanOptions = { nextId, untrustedFolders, isUntrustedLink, messages };
    const found =
      log.kind === 'transcript'
        ? spansFromTranscript(log.path, read.text, log.date, opts)
        : spansFromNote(yaml, log.path, read.text, log.date, opts);
    if (log.kind !== 'transcript') markSecrets(found, read.text);
    append(spans, found);
  }
  return { spans, messages };
}

/**
 * Secrets are found on the note's own lines, whole, and each span is marked
 * with the part of every value that falls inside it: cut into spans, a key
 * block whose header is in another span or a value split by a blank line no
 * longer has a shape any detector knows.
 */
function markSecrets(spans: Span[], fileText: string): void {
  const text = fileText.replace(/\r\n?/g, '\n');
  const hits = findSecrets(text);
  if (hits.length === 0) return;
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  for (const span of spans) {
    const from = lineStarts[span.startLine - 1];
    if (from === undefined) continue;
    const to = from + span.text.length;
    // Only where the span is the file's lines verbatim can offsets be carried over.
    if (text.slice(from, to) !== span.text) continue;
    const inside = hits
      .filter((h) => h.start < to && h.end > from)
      .map((h) => ({ kind: h.kind, start: Math.max(h.start, from) - from, end: Math.min(h.end, to) - from }));
    if (inside.length > 0) span.secrets = inside;
  }
}

/**
 * Which lines of a source note are someone else's words, as the spans read
 * them: every line when the note as a whole is a clipping (a web `source:` in
 * its frontmatter, or under an untrusted folder), else the lines of quotes
 * that cite a web page or a clipping. Line numbers are the file's, 1-based.
 * A reflection reads a day's lines itself; this is how it leaves these out.
 */
export function untrustedLinesOf(yaml: YamlPort, path: string, text: string, date: IsoDate, untrustedFolders: string[]): { whole: boolean; lines: Set<number> } {
  const lines = new Set<number>();
  const opts: SpanOptions = { nextId: spanIdCounter('t'), untrustedFolders };
  const head = readNoteHead(yaml, path, text, opts);
  if (head === null || head.trust.untrusted) return { whole: true, lines };
  for (const s of spansFromNote(yaml, path, text, date, opts)) {
    if (!s.untrusted) continue;
    for (let l = s.startLine; l <= s.endLine; l++) lines.add(l);
  }
  return { whole: false, lines };
}
