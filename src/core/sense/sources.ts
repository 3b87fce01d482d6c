/**
 * Which files are the person's logs, and their text as the extractor sees it.
 *
 * Sources are read-only and the plugin must never learn its own output back:
 * anything under the memory folders or the state folder, any hidden path, and
 * any note whose frontmatter says `origin: dream` is not a source, wherever it
 * sits. Otherwise yesterday's digest would be consolidated again tonight as if
 * the person had written it, and memory would feed on itself.
 */
import type { SensePorts } from './sense-ports';
import { isIsoDate, localDate, type IsoDate } from '../lib/dates';
import { parseNote, stripBom } from '../formats/frontmatter';
import { basename, isHiddenPath, isUnder, normalizeVaultPath } from '../lib/paths';
import type { Settings } from '../ports/settings';
import { writablePaths } from '../ports/allow-list';
import type { ReportMessage } from '../ports/types';
import type { FileStat, VaultPort } from '../ports/vault';
import { dateMatcherFor, DEFAULT_DATE_FORMAT, nameForFormat } from './daily-notes-config';
import type { SourceFolder } from './daily-notes-config';
import { compareLogs } from './cursor';
import { errorText } from '../lib/errors';
import { append } from '../lib/arrays';
import type { YamlPort } from '../ports/yaml';
import { frontmatterHead, opensFrontmatter } from '../formats/frontmatter-block';
import { fencedLines } from '../formats/fences';
import type { SourceLog } from './source-log';
import { rx } from '../lib/rx';

interface SourceListing {
  /** sorted by date, then path */
  logs: SourceLog[];
  messages: ReportMessage[];
}

/** Folders and files the plugin writes; never read as sources. */
function ownOutputPaths(settings: Settings): string[] {
  return [settings.memoryFolder, ...writablePaths(settings), settings.stateFolder].filter((p) => p !== '');
}

/**
 * Bytes a source note or transcript may have. Reason: a note is read whole and
 * cut into spans, and a 50 MB note took 2.6–3.5 GB of memory; a
 * day's journal is a few KiB, and the batch cap reads 192 KiB a run. Past the
 * cap a file is skipped, said in the report, without being read.
 */
const MAX_SOURCE_BYTES = 4 * 1024 * 1024;

function tooLarge(f: FileStat): ReportMessage | null {
  if (f.size <= MAX_SOURCE_BYTES) return null;
  const mib = (n: number) => (n / (1024 * 1024)).toFixed(1);
  return { level: 'warn', path: f.path, text: `"${f.path}" is skipped: it is ${mib(f.size)} MiB, over the ${MAX_SOURCE_BYTES / (1024 * 1024)} MiB a source may be; it is not read.` };
}

/**
 * A name that starts like a date (`2026-02-30`, `2026-1-5`, `02.11.2026`) but
 * is no day in the folder's format: the person meant a daily note, and a note
 * passed over without a word is a day missing from memory. A name that does
 * not start with digits (`Templates`, `Garden plan`) is simply not a daily note.
 */
const LOOKS_DATED = /^\d{1,4}[-_. /]\d{1,2}(?:[-_. /]\d{1,4})?(?!\d)/;

function undatedName(path: string, format: string): ReportMessage {
  return { level: 'warn', path, text: `"${path}" is skipped: its name is not a date in the format ${format}; rename it to have it read.` };
}

/** The files of a vault listing that lie below `folder` ("" = all of them); `folder` is normalised (no trailing slash). */
function filesUnder(files: readonly FileStat[], folder: string): readonly FileStat[] {
  if (folder === '') return files;
  const prefix = `${folder}/`;
  return files.filter((f) => f.path.startsWith(prefix) || f.path === folder);
}

/** Why a path is not a source, or null when it may be one. `ownPaths`: ownOutputPaths(settings), computed once by a caller that asks for many paths. */
function excludedReason(path: string, settings: Settings, ownPaths: readonly string[] = ownOutputPaths(settings)): string | null {
  if (isHiddenPath(path)) return 'hidden path';
  for (const own of ownPaths) {
    if (isUnder(path, own)) return `written by the plugin (${own})`;
  }
  return null;
}

/**
 * Whether a file listed below `folder` is hidden or the plugin's own, as
 * excludedReason would say, with the work done once per folder: only the
 * plugin's folders inside `folder` can hold its files (the folder itself is
 * not inside one, or it would not be read), so a listing of 100,000 notes
 * pays one prefix test for each of those instead of every folder the plugin
 * writes, each joined to a slash anew.
 */
function excluderFor(folder: string, ownPaths: readonly string[]): (path: string) => boolean {
  const inside = ownPaths.filter((own) => isUnder(own, folder)).map((own) => own.replace(/\/+$/, ''));
  const prefixes = inside.map((own) => `${own}/`);
  return (path) => {
    if (isHiddenPath(path)) return true;
    for (let i = 0; i < inside.length; i++) {
      if (inside[i] === '' || path === inside[i] || path.startsWith(prefixes[i]!)) return true;
    }
    return false;
  };
}


/**
 * Daily logs in the source folders (recursively) and, when enabled,
 * transcripts, from the listing alone: name, size and mtime. Nothing is read,
 * so a run over 100,000 notes costs one listing, not 100,000 reads; whether a
 * note is the plugin's own output (`origin: dream`) or has frontmatter past
 * the bounds is learnt by `checkOrigins`, for the notes a run would read.
 * Problems with single files become messages; the listing goes on.
 */
export async function listSourceFiles(
  ctx: Pick<SensePorts, 'vault' | 'clock' | 'dates'>,
  settings: Settings,
  folders: readonly (string | SourceFolder)[],
  /** the vault's listing (`vault.list('')`) when the caller has it: a folder it holds files of is taken from it instead of walked again */
  vaultFiles?: readonly FileStat[],
): Promise<SourceListing> {
  const { vault } = ctx;
  const messages: ReportMessage[] = [];
  const byPath = new Map<string, SourceLog>();
  const own = ownOutputPaths(settings);

  for (const spec of folders) {
    const sf: SourceFolder = typeof spec === 'string' ? { folder: spec, format: DEFAULT_DATE_FORMAT } : spec;
    let folder: string;
    try {
      folder = normalizeVaultPath(sf.folder);
    } catch (e) {
      messages.push({ level: 'warn', text: `Source folder "${sf.folder}" is not read: ${errorText(e)}` });
      continue;
    }
    const reason = folder === '' ? null : excludedReason(folder, settings);
    if (reason !== null) {
      messages.push({
        level: 'warn',
        path: folder,
        text: `Source folder "${folder}" is not read: ${reason}. Choose a folder outside the memory and state folders.`,
      });
      continue;
    }
    const matcher = dateMatcherFor(sf.format, ctx.dates, messages);
    let files: readonly FileStat[] = vaultFiles === undefined ? [] : filesUnder(vaultFiles, folder);
    try {
      // The vault's listing leaves out a folder reached through a link (its
      // files are listed where they really are); such a folder is listed itself.
      if (files.length === 0) files = await vault.list(folder);
    } catch (e) {
      messages.push({ level: 'warn', path: folder, text: `Could not list source folder "${folder}": ${errorText(e)}` });
      continue;
    }
    if (files.length === 0 && !(await vault.exists(folder).catch(() => false))) {
      messages.push({ level: 'info', path: folder, text: `Source folder "${folder === '' ? '/' : folder}" does not exist yet.` });
    }
    const excluded = excluderFor(folder, own);
    for (const f of files) {
      if (byPath.has(f.path) || !/\.md$/i.test(f.path)) continue;
      if (excluded(f.path)) continue;
      const name = nameForFormat(f.path, folder, matcher.matchesPath);
      const date = matcher.match(name);
      if (date === null) {
        if (LOOKS_DATED.test(basename(name))) messages.push(undatedName(f.path, matcher.format));
        continue;
      }
      const large = tooLarge(f);
      if (large !== null) {
        messages.push(large);
        continue;
      }
      byPath.set(f.path, { path: f.path, date, size: f.size, mtime: f.mtime, kind: 'daily' });
    }
  }

  if (settings.readTranscripts) {
    for (const t of await listTranscripts(ctx, settings, messages)) {
      if (!byPath.has(t.path)) byPath.set(t.path, t);
    }
  }

  const logs = [...byPath.values()].sort(compareLogs);
  return { logs, messages };
}

interface OriginCheck {
  /** paths that are not sources after all: the plugin's own output, unreadable, or frontmatter past the bounds */
  dropped: Set<string>;
  /** how many of the dropped carry `origin: dream` (said once, as a count) */
  ownOutput: number;
  messages: ReportMessage[];
}

/**
 * Reads the frontmatter of each daily log in `logs` (a transcript has none):
 * which are the plugin's own output (`origin: dream`), which cannot be read,
 * and which have frontmatter past the bounds. Sense asks this only of the
 * notes its selection would read, so the cost follows the batch, not the vault.
 */
export async function checkOrigins(yaml: YamlPort, vault: VaultPort, logs: readonly SourceLog[]): Promise<OriginCheck> {
  const out: OriginCheck = { dropped: new Set(), ownOutput: 0, messages: [] };
  for (const log of logs) {
    if (log.kind !== 'daily') continue;
    const origin = await readOrigin(yaml, vault, log.path);
    if (origin.error !== null) {
      out.messages.push({ level: 'warn', path: log.path, text: `Could not read "${log.path}": ${origin.error}; it is not consolidated this run.` });
    } else if (origin.skipped !== undefined) {
      out.messages.push({ level: 'warn', path: log.path, text: `"${log.path}" is skipped: its ${origin.skipped}; it is not consolidated this run.` });
    } else if (origin.isDream) {
      out.ownOutput++;
    } else continue;
    out.dropped.add(log.path);
  }
  return out;
}

/** The report line for notes in the source folders that are the plugin's own output, or null when there are none. */
export function ownOutputMessage(count: number): ReportMessage | null {
  if (count === 0) return null;
  return {
    level: 'info',
    text: `${count === 1 ? '1 note in the source folders carries' : `${count} notes in the source folders carry`} "origin: dream" and ${count === 1 ? 'is' : 'are'} not read back as a source.`,
  };
}

/**
 * The listing with every note's frontmatter checked: what a caller that needs
 * every source (a test, the bench) gets. Sense and the reflections list with
 * `listSourceFiles` and check only what they read.
 */
export async function listSourceLogs(
  ctx: Pick<SensePorts, 'vault' | 'clock' | 'yaml' | 'dates'>,
  settings: Settings,
  folders: readonly (string | SourceFolder)[],
): Promise<SourceListing> {
  const listing = await listSourceFiles(ctx, settings, folders);
  const checked = await checkOrigins(ctx.yaml, ctx.vault, listing.logs);
  const messages = listing.messages;
  append(messages, checked.messages);
  const own = ownOutputMessage(checked.ownOutput);
  if (own !== null) messages.push(own);
  return { logs: listing.logs.filter((l) => !checked.dropped.has(l.path)), messages };
}

interface Origin {
  isDream: boolean;
  error: string | null;
  skipped?: string;
}

async function readOrigin(yaml: YamlPort, vault: VaultPort, path: string): Promise<Origin> {
  let text: string;
  try {
    text = await vault.readText(path);
  } catch (e) {
    return { isDream: false, error: errorText(e) };
  }
  return originOf(yaml, text);
}

/** What a note's frontmatter says of where it comes from: the plugin's own output, or frontmatter past the bounds. */
function originOf(yaml: YamlPort, text: string): Origin {
  const body = stripBom(text);
  if (!opensFrontmatter(body)) return { isDream: false, error: null };
  const parsed = parseNote(yaml, body);
  if (parsed.outOfBounds) return { isDream: false, error: null, skipped: parsed.error ?? 'its frontmatter is not read' };
  const origin = parsed.data.origin;
  return { isDream: typeof origin === 'string' && origin.trim().toLowerCase() === 'dream', error: null };
}

/**
 * A daily log's text as readSourceText gives it, or null, unread as a source,
 * when checkOrigins would drop it (the plugin's own output, unreadable,
 * frontmatter past the bounds; said by neither) — from one read of the file.
 * The reflections read every day of the weeks and months a dream closes; a
 * check and then a read took each of those notes twice.
 */
export async function readCheckedSource(yaml: YamlPort, vault: VaultPort, log: SourceLog): Promise<SourceText | null> {
  if (log.kind !== 'daily') return readSourceText(vault, log);
  let bytes: Uint8Array;
  try {
    bytes = await vault.readBytes(log.path);
  } catch {
    return null;
  }
  // The check reads the text as readText does (invalid bytes replaced, a BOM kept).
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  }
  const origin = originOf(yaml, text);
  if (origin.error !== null || origin.skipped !== undefined || origin.isDream) return null;
  return sourceTextOf(bytes, log);
}

async function listTranscripts(
  ctx: Pick<SensePorts, 'vault' | 'clock'>,
  settings: Settings,
  messages: ReportMessage[],
): Promise<SourceLog[]> {
  const { vault, clock } = ctx;
  const folder = settings.transcriptFolder;
  const out: SourceLog[] = [];
  let files: FileStat[];
  try {
    files = await vault.list(folder);
  } catch (e) {
    messages.push({ level: 'warn', path: folder, text: `Could not list transcripts in "${folder}": ${errorText(e)}` });
    return out;
  }
  for (const f of files) {
    if (!/\.jsonl?$/i.test(f.path)) continue;
    if (excludedReason(f.path, settings) !== null) continue;
    const large = tooLarge(f);
    if (large !== null) {
      messages.push(large);
      continue;
    }
    const fromName = /(\d{4}-\d{2}-\d{2})/.exec(basename(f.path))?.[1];
    let date: IsoDate | null = fromName !== undefined && isIsoDate(fromName) ? fromName : null;
    if (date === null) {
      try {
        date = startedDate(await vault.readText(f.path), clock.timeZone);
      } catch (e) {
        messages.push({ level: 'warn', path: f.path, text: `Could not read transcript "${f.path}": ${errorText(e)}` });
        continue;
      }
    }
    if (date === null) {
      messages.push({
        level: 'warn',
        path: f.path,
        text: `Transcript "${f.path}" has no date in its name and no "started" field; rename it with a YYYY-MM-DD date to have it read.`,
      });
      continue;
    }
    out.push({ path: f.path, date, size: f.size, mtime: f.mtime, kind: 'transcript' });
  }
  return out;
}

/** The `started` field of a transcript (JSON object, or the first JSONL line that has one). */
export function startedDate(text: string, timeZone: string): IsoDate | null {
  const body = stripBom(text).trim();
  const candidates: unknown[] = [];
  try {
    candidates.push(JSON.parse(body));
  } catch {
    for (const line of body.split(/\r?\n/).slice(0, 200)) {
      const t = line.trim();
      if (t === '') continue;
      try {
        candidates.push(JSON.parse(t));
      } catch {
        // a broken line is the extractor's problem; keep looking for the date
      }
    }
  }
  for (const c of candidates) {
    const obj = Array.isArray(c) ? (c[0] as unknown) : c;
    if (obj === null || typeof obj !== 'object') continue;
    const started = (obj as Record<string, unknown>).started;
    const date = dateOf(started, timeZone);
    if (date !== null) return date;
  }
  return null;
}

function dateOf(v: unknown, timeZone: string): IsoDate | null {
  if (typeof v === 'string') {
    if (isIsoDate(v.trim())) return v.trim();
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : safeLocalDate(t, timeZone);
  }
  if (typeof v === 'number' && Number.isFinite(v)) {
    // Seconds or milliseconds: a value below 1e12 ms would be before 2001.
    return safeLocalDate(v < 1e12 ? v * 1000 : v, timeZone);
  }
  return null;
}

function safeLocalDate(ms: number, timeZone: string): IsoDate | null {
  try {
    return localDate({ now: () => ms, timeZone }, ms);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- text

interface SourceText {
  /** null when the file was skipped (see messages) */
  text: string | null;
  messages: ReportMessage[];
}

const SLEEP_TITLE = rx.iu`^[^\p{L}\p{N}]*(light|rem)\s+sleep\b`;

/**
 * The text the extractor may read: BOM stripped, CRLF as LF, and the built-in
 * Dreaming blocks (`## Light Sleep`, `## REM Sleep`) blanked line for line —
 * they are machine output, not the person's words, and blanking instead of
 * cutting keeps every line number equal to the line on disk, which is what
 * source references point at.
 */
export async function readSourceText(vault: VaultPort, log: SourceLog): Promise<SourceText> {
  let bytes: Uint8Array;
  try {
    bytes = await vault.readBytes(log.path);
  } catch (e) {
    return { text: null, messages: [{ level: 'warn', path: log.path, text: `Could not read "${log.path}": ${errorText(e)}; skipped.` }] };
  }
  return sourceTextOf(bytes, log);
}

/** readSourceText's reading of the bytes it read. */
function sourceTextOf(bytes: Uint8Array, log: SourceLog): SourceText {
  const messages: ReportMessage[] = [];
  if (bytes.includes(0)) {
    messages.push({
      level: 'warn',
      path: log.path,
      text: `"${log.path}" contains NUL bytes and looks like a binary file, not a note; skipped.`,
    });
    return { text: null, messages };
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    messages.push({
      level: 'warn',
      path: log.path,
      text: `"${log.path}" is not valid UTF-8 text; skipped. Re-save it as UTF-8 to have it read.`,
    });
    return { text: null, messages };
  }
  const text = stripBom(decoded).replace(/\r\n/g, '\n');
  if (log.kind !== 'daily') return { text, messages };
  return { text: blankSleepSections(text), messages };
}

/** Replace each line of `## Light Sleep` / `## REM Sleep` sections by an empty line. */
export function blankSleepSections(text: string): string {
  const lines = text.split('\n');
  let i = 0;
  // Frontmatter lines can start with "#" (YAML comments); they are not headings.
  const head = frontmatterHead(text);
  if (head !== '') i = head.split('\n').length - (head.endsWith('\n') ? 1 : 0);
  const fenced = fencedLines(lines.slice(i));
  const first = i;
  let blanking: number | null = null;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!fenced[i - first]) {
      const h = /^(#{1,6})[ \t]+(.*)$/.exec(line);
      if (h) {
        const level = h[1]!.length;
        if (blanking !== null && level <= blanking) blanking = null;
        if (blanking === null && SLEEP_TITLE.test(h[2]!)) blanking = level;
      }
    }
    if (blanking !== null) lines[i] = '';
  }
  return lines.join('\n');
}
