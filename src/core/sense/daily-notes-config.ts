/**
 * Where the person's daily notes live and how they are named.
 *
 * With `settings.sourceFolders` empty, the sources are the Daily Notes core
 * plugin's folder (from `<configDir>/daily-notes.json`), else `Journal`. The
 * plugin's moment `format` decides which files are daily notes, read by the
 * host's moment (`DateFormatPort`): a file matches when its name (path
 * relative to the folder, without `.md`) starts with a date written in that
 * format, so `2026-11-02-standup.md` is a log of 2026-11-02 just like
 * `2026-11-02.md`.
 */
import type { DateFormatPort } from '../ports/date-format';
import { isIsoDate, type IsoDate } from '../lib/dates';
import { normalizeVaultPath } from '../lib/paths';
import type { Settings } from '../ports/settings';
import type { ReportMessage } from '../ports/types';
import type { VaultPort } from '../ports/vault';
import { stripBom } from '../formats/frontmatter-block';

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

/**
 * Days each format is tried on before it is used: neighbouring days, the same
 * weekday a week on, month ends, another month and year, a leap day. A format
 * that writes two of them alike (no day in it, `YYYY-MM`) or reads one back as
 * another day (no year, `dddd D MMMM`) cannot date a note, and is refused
 * rather than let notes be read under the wrong day.
 */
const PROBES: readonly IsoDate[] = ['2026-11-02', '2026-11-03', '2026-11-09', '2026-11-30', '2026-12-02', '2027-11-02', '2024-02-29', '1999-01-31'];

/** The format `YYYY-MM-DD` when the host gave no date port: a name starting with a calendar date. */
const ISO_MATCHER: DateFormatMatcher = {
  format: DEFAULT_DATE_FORMAT,
  matchesPath: false,
  match: (name) => (isIsoDate(name.slice(0, 10)) ? name.slice(0, 10) : null),
};

/**
 * A matcher for a moment format, read by the host's moment (`dates`). A name
 * matches when it starts with a day written in the format: moment reads the
 * day, and writing that day back must give the name's start, so
 * `2026-11-02-standup` is 2026-11-02 in `YYYY-MM-DD`, `Monday, November 2nd
 * 2026` in `dddd, MMMM Do YYYY`, and `2026/10/2026-11-02` is no day of
 * `YYYY/MM/YYYY-MM-DD` (the folder and the name disagree).
 */
export function compileDateFormat(format: string, dates: DateFormatPort | undefined): { matcher: DateFormatMatcher } | { error: string } {
  if (dates === undefined) {
    return format === DEFAULT_DATE_FORMAT ? { matcher: ISO_MATCHER } : { error: `date format "${format}" needs the host's date formats, which this run was not given` };
  }
  const written = PROBES.map((d) => dates.format(d, format));
  if (new Set(written).size !== PROBES.length || PROBES.some((d, i) => dates.parse(written[i]!, format) !== d)) {
    return { error: `date format "${format}" does not name one day (it needs a year, a month and a day)` };
  }
  // YYYY-MM-DD written in ASCII digits by this host's moment (a locale may write
  // other digits) is read by the calendar check alone: moment's parse cost
  // about 18 µs a file, 2 s of a listing of 100,000 notes.
  if (format === DEFAULT_DATE_FORMAT && written.every((w, i) => w === PROBES[i])) return { matcher: ISO_MATCHER };
  const matcher: DateFormatMatcher = {
    format,
    matchesPath: written.some((w) => w.includes('/')),
    match(name: string): IsoDate | null {
      const date = dates.parse(name, format);
      return date !== null && name.startsWith(dates.format(date, format)) ? date : null;
    },
  };
  return { matcher };
}

/** Matcher for a format, falling back to `YYYY-MM-DD*` with a message when it cannot date a note. */
export function dateMatcherFor(format: string, dates: DateFormatPort | undefined, messages: ReportMessage[], path?: string): DateFormatMatcher {
  const compiled = compileDateFormat(format.trim() === '' ? DEFAULT_DATE_FORMAT : format.trim(), dates);
  if ('matcher' in compiled) return compiled.matcher;
  messages.push({
    level: 'warn',
    ...(path !== undefined ? { path } : {}),
    text: `Daily note ${compiled.error}; reading files named YYYY-MM-DD… instead. Notes named in the other format are not read until the format is fixed in the Daily Notes settings.`,
  });
  return ISO_MATCHER;
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
    data = JSON.parse(stripBom(raw).trim() === '' ? '{}' : stripBom(raw));
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
