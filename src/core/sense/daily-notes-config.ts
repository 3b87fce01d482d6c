/**
 * Where the person's daily notes live and how they are named.
 *
 * With `settings.sourceFolders` empty, the sources are the Daily Notes core
 * plugin's folder (from `<configDir>/daily-notes.json`), else `Journal`. The
 * plugin's moment-style `format` decides which files are daily notes: a file
 * matches when its name (path relative to the folder, without `.md`) starts
 * with a date written in that format, so `2026-11-02-standup.md` is a log of
 * 2026-11-02 just like `2026-11-02.md`.
 */
import { isValidDate } from '../lib/dates';
import { normalizeVaultPath } from '../lib/paths';
import { escapeRegExp } from '../lib/text';
import type { Settings } from '../settings';
import type { IsoDate, ReportMessage } from '../types';
import type { VaultPort } from '../vault';

const DAILY_NOTES_FILE = 'daily-notes.json';
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
const FALLBACK_SOURCE_FOLDER = 'Journal';

export interface SourceFolder {
  /** vault path; "" = the vault root */
  folder: string;
  /** moment-style format the file names follow */
  format: string;
}

interface DateFormatMatcher {
  format: string;
  /** true when the format has a folder part (`YYYY/MM/YYYY-MM-DD`) */
  matchesPath: boolean;
  /** the date a file name starts with, or null; `name` is relative to the folder, without `.md` */
  match(name: string): IsoDate | null;
}

type Token = { kind: 'year' | 'month' | 'day' } | { kind: 'literal'; text: string };

/**
 * Compile a moment format made of YYYY, MM, DD, `[literal]`, `/` and
 * punctuation. Returns an error for anything else (single M/D, YY, month
 * names, weekdays, week numbers…): those cannot be matched back to a date
 * without moment, and guessing would silently drop notes.
 */
export function compileDateFormat(format: string): { matcher: DateFormatMatcher } | { error: string } {
  const tokens: Token[] = [];
  let i = 0;
  while (i < format.length) {
    const rest = format.slice(i);
    if (rest.startsWith('YYYY')) {
      tokens.push({ kind: 'year' });
      i += 4;
    } else if (rest.startsWith('MM') && !rest.startsWith('MMM')) {
      tokens.push({ kind: 'month' });
      i += 2;
    } else if (rest.startsWith('DD') && !rest.startsWith('DDD')) {
      tokens.push({ kind: 'day' });
      i += 2;
    } else if (rest.startsWith('[')) {
      const close = format.indexOf(']', i + 1);
      if (close < 0) return { error: `unclosed "[" in date format "${format}"` };
      tokens.push({ kind: 'literal', text: format.slice(i + 1, close) });
      i = close + 1;
    } else if (/^[A-Za-z]/.test(rest)) {
      const word = /^[A-Za-z]+/.exec(rest)?.[0] ?? rest[0];
      return { error: `date format "${format}" uses "${word}", which is not supported (only YYYY, MM, DD, [text] and punctuation)` };
    } else {
      tokens.push({ kind: 'literal', text: rest[0]! });
      i += 1;
    }
  }
  const kinds = new Set(tokens.map((t) => t.kind));
  if (!kinds.has('year') || !kinds.has('month') || !kinds.has('day')) {
    return { error: `date format "${format}" does not contain YYYY, MM and DD` };
  }
  const order: ('year' | 'month' | 'day')[] = [];
  let pattern = '^';
  for (const t of tokens) {
    if (t.kind === 'literal') pattern += escapeRegExp(t.text);
    else {
      order.push(t.kind);
      pattern += t.kind === 'year' ? '(\\d{4})' : '(\\d{2})';
    }
  }
  const re = new RegExp(pattern);
  const matcher: DateFormatMatcher = {
    format,
    matchesPath: tokens.some((t) => t.kind === 'literal' && t.text.includes('/')),
    match(name: string): IsoDate | null {
      const m = re.exec(name);
      if (!m) return null;
      const v: Record<'year' | 'month' | 'day', string | null> = { year: null, month: null, day: null };
      for (let k = 0; k < order.length; k++) {
        const kind = order[k]!;
        const value = m[k + 1]!;
        // `YYYY/MM/YYYY-MM-DD` repeats tokens; the folder and the name must agree.
        if (v[kind] !== null && v[kind] !== value) return null;
        v[kind] = value;
      }
      const y = Number(v.year), mo = Number(v.month), d = Number(v.day);
      if (!isValidDate(y, mo, d)) return null;
      return `${v.year}-${v.month}-${v.day}`;
    },
  };
  return { matcher };
}

const DEFAULT_MATCHER = (compileDateFormat(DEFAULT_DATE_FORMAT) as { matcher: DateFormatMatcher }).matcher;

/** Matcher for a format, falling back to `YYYY-MM-DD*` with a message when unsupported. */
export function dateMatcherFor(format: string, messages: ReportMessage[], path?: string): DateFormatMatcher {
  const compiled = compileDateFormat(format.trim() === '' ? DEFAULT_DATE_FORMAT : format.trim());
  if ('matcher' in compiled) return compiled.matcher;
  messages.push({
    level: 'warn',
    ...(path !== undefined ? { path } : {}),
    text: `Daily note ${compiled.error}; reading files named YYYY-MM-DD… instead. Notes named in the other format are not read until the format is supported.`,
  });
  return DEFAULT_MATCHER;
}

interface DailyNotesConfig {
  /** null when the Daily Notes plugin has no settings file */
  folder: string | null;
  format: string;
}

/**
 * Read `<configDir>/daily-notes.json`; a missing or broken file is reported,
 * never fatal. The host names the config folder (people can rename it); with
 * none there is nothing to read.
 */
export async function readDailyNotesConfig(
  vault: VaultPort,
  messages: ReportMessage[],
  configDir: string | undefined,
): Promise<DailyNotesConfig> {
  if (configDir === undefined) return { folder: null, format: DEFAULT_DATE_FORMAT };
  const DAILY_NOTES_CONFIG_PATH = `${configDir.replace(/\/+$/, '')}/${DAILY_NOTES_FILE}`;
  let raw: string;
  try {
    if (!(await vault.exists(DAILY_NOTES_CONFIG_PATH))) return { folder: null, format: DEFAULT_DATE_FORMAT };
    raw = await vault.readText(DAILY_NOTES_CONFIG_PATH);
  } catch (e) {
    messages.push({
      level: 'warn',
      path: DAILY_NOTES_CONFIG_PATH,
      text: `Could not read the Daily Notes settings (${e instanceof Error ? e.message : String(e)}); using "${FALLBACK_SOURCE_FOLDER}".`,
    });
    return { folder: null, format: DEFAULT_DATE_FORMAT };
  }
  let data: unknown;
  try {
    data = JSON.parse(raw.replace(/^\uFEFF/, '').trim() === '' ? '{}' : raw.replace(/^\uFEFF/, ''));
  } catch {
    messages.push({
      level: 'warn',
      path: DAILY_NOTES_CONFIG_PATH,
      text: `The Daily Notes settings are not valid JSON; using "${FALLBACK_SOURCE_FOLDER}" and YYYY-MM-DD.`,
    });
    return { folder: null, format: DEFAULT_DATE_FORMAT };
  }
  const obj = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  let folder = '';
  if (typeof obj.folder === 'string') {
    try {
      folder = normalizeVaultPath(obj.folder);
    } catch {
      messages.push({
        level: 'warn',
        path: DAILY_NOTES_CONFIG_PATH,
        text: `The Daily Notes folder "${obj.folder}" is outside the vault; using "${FALLBACK_SOURCE_FOLDER}".`,
      });
      return { folder: null, format: DEFAULT_DATE_FORMAT };
    }
  }
  const format = typeof obj.format === 'string' && obj.format.trim() !== '' ? obj.format.trim() : DEFAULT_DATE_FORMAT;
  return { folder, format };
}

/**
 * The folders to read, each with its file-name format. Explicit settings win;
 * a configured folder that is also the Daily Notes folder uses that plugin's
 * format, any other uses YYYY-MM-DD.
 */
export async function resolveSourceFolders(
  vault: VaultPort,
  settings: Settings,
  messages: ReportMessage[],
  configDir: string | undefined,
): Promise<SourceFolder[]> {
  const daily = await readDailyNotesConfig(vault, messages, configDir);
  if (settings.sourceFolders.length === 0) {
    if (daily.folder === null) return [{ folder: FALLBACK_SOURCE_FOLDER, format: DEFAULT_DATE_FORMAT }];
    return [{ folder: daily.folder, format: daily.format }];
  }
  const out: SourceFolder[] = [];
  const seen = new Set<string>();
  for (const raw of settings.sourceFolders) {
    let folder: string;
    try {
      folder = normalizeVaultPath(raw);
    } catch {
      messages.push({ level: 'warn', text: `Source folder "${raw}" is outside the vault and is not read.` });
      continue;
    }
    if (seen.has(folder)) continue;
    seen.add(folder);
    const format = daily.folder !== null && daily.folder === folder ? daily.format : DEFAULT_DATE_FORMAT;
    out.push({ folder, format });
  }
  return out;
}

/** Name used for format matching: relative to the folder, without `.md`. */
export function nameForFormat(path: string, folder: string, matchesPath: boolean): string {
  const rel = folder === '' ? path : path.slice(folder.length + 1);
  const noExt = rel.replace(/\.md$/i, '');
  if (matchesPath) return noExt;
  const slash = noExt.lastIndexOf('/');
  return slash < 0 ? noExt : noExt.slice(slash + 1);
}
