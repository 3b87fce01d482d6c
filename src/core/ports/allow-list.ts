/**
 * The allow-list: the only places a run may write.
 *
 * Why a list and not "anywhere under Memory/": a plan is built partly from
 * model output and from the person's own notes, and a target that slipped
 * into a source folder or `.obsidian/` would edit the person's words or their
 * app configuration. A target outside the list is dropped and reported; the
 * rest of the run goes on (one bad target never cancels the night's work).
 */
import { isHiddenPath, isUnder, normalizeVaultPath } from '../lib/paths';

/**
 * The settings the allow-list is built from (ports/settings.ts): declared here
 * because the settings' schema checks its paths with this file.
 */
type Settings = Record<
  'memoryFolder' | 'dailyFolder' | 'topicsFolder' | 'identityFolder' | 'skillsFolder' | 'reportsFolder' | 'reflectionsFolder'
  | 'indexPath' | 'dreamLogPath' | 'transcriptFolder' | 'stateFolder',
  string
> & { sourceFolders: readonly string[]; untrustedFolders: readonly string[] };

type TargetCheck = { ok: true; path: string } | { ok: false; path: string; reason: string };

interface TargetOptions {
  /** 'note' = a memory note, index, log or report; 'state' = the plugin's own files in the state folder */
  purpose?: 'note' | 'state';
  /** source paths read this run: never written, whatever the folder settings say */
  sources?: ReadonlySet<string>;
}

/** Folders whose files a run may create or update (the folder itself is not a file). */
function allowedFolders(settings: Settings): string[] {
  return [
    settings.dailyFolder,
    settings.topicsFolder,
    settings.identityFolder,
    settings.skillsFolder,
    settings.reportsFolder,
    settings.reflectionsFolder,
  ];
}

/** Single files a run may create or update. */
function allowedFiles(settings: Settings): string[] {
  return [settings.indexPath, settings.dreamLogPath];
}

/** Every folder and file a run may write to (the memory folder and the state folder aside). */
export function writablePaths(settings: Settings): string[] {
  return [...allowedFolders(settings), ...allowedFiles(settings)];
}

/** Folders the person writes in: never a target, even if a memory folder overlaps them. */
function sourceFolders(settings: Settings): string[] {
  return [...settings.sourceFolders, settings.transcriptFolder, ...settings.untrustedFolders].filter((f) => f !== '');
}

export function checkTarget(settings: Settings, target: string, options: TargetOptions = {}): TargetCheck {
  let path: string;
  try {
    // Normalising first means "Memory/Topics/../../.obsidian/x" is judged as
    // what it is, not by its harmless-looking prefix (the normaliser refuses "..").
    path = normalizeVaultPath(target);
  } catch (e) {
    return { ok: false, path: target, reason: e instanceof Error ? e.message : 'not a vault path' };
  }
  if (path === '') return { ok: false, path: target, reason: 'empty path' };
  const state = settings.stateFolder;

  if (options.purpose === 'state') {
    if (state !== '' && isUnder(path, state) && path !== state) return { ok: true, path };
    return { ok: false, path, reason: `plugin state is only written under ${state || '(no state folder)'}` };
  }

  if (state !== '' && isUnder(path, state)) {
    return { ok: false, path, reason: 'the state folder holds plugin state, not notes' };
  }
  // Hidden paths (.obsidian/, .git/, .trash/) are configuration or history,
  // never memory; Obsidian would not even index a note written there.
  if (isHiddenPath(path)) return { ok: false, path, reason: 'hidden folders (the app configuration folder, .git, .trash) are never written' };
  if (options.sources?.has(path)) return { ok: false, path, reason: 'it is a source note, and sources are read-only' };
  for (const f of sourceFolders(settings)) {
    if (isUnder(path, f)) return { ok: false, path, reason: `it is inside the source folder ${f}, and sources are read-only` };
  }
  if (!path.toLowerCase().endsWith('.md')) return { ok: false, path, reason: 'only Markdown notes are written' };
  if (allowedFiles(settings).some((f) => f !== '' && f === path)) return { ok: true, path };
  // An empty folder setting would make isUnder() accept the whole vault; it
  // allows nothing instead.
  if (allowedFolders(settings).some((f) => f !== '' && isUnder(path, f) && path !== f)) return { ok: true, path };
  return { ok: false, path, reason: 'it is outside the memory folders this plugin may write' };
}

/** The folders (and the two notes) that say which kind of memory a path is. */
export type TierFolders = Pick<Settings, 'dailyFolder' | 'topicsFolder' | 'identityFolder' | 'skillsFolder'>
  & Partial<Pick<Settings, 'reportsFolder' | 'reflectionsFolder' | 'indexPath' | 'dreamLogPath'>>;

/**
 * The tier a folder demands of what is written in it, or null for the index,
 * the dream log, reports, reflections and anything else. The deepest folder
 * that holds the path decides: a person who keeps their topic notes directly
 * in their memory folder ("Memoria/Bagno.md") has the digests in
 * "Memoria/Daily/" and the reports in "Memoria/Dreaming/Reports/", and those
 * are a digest and a report there, not topic notes.
 */
export function tierOfPath(settings: TierFolders, path: string): 1 | 2 | 3 | null {
  if (path === settings.indexPath || path === settings.dreamLogPath) return null;
  const logFolder = settings.dreamLogPath?.includes('/') ? settings.dreamLogPath.slice(0, settings.dreamLogPath.lastIndexOf('/')) : undefined;
  // On a tie the earlier entry wins: a topics folder that is also the dream log's folder keeps its notes.
  const owners: [string | undefined, 1 | 2 | 3 | null][] = [
    [settings.identityFolder, 3], [settings.skillsFolder, 3], [settings.topicsFolder, 2], [settings.dailyFolder, 1],
    [settings.reportsFolder, null], [settings.reflectionsFolder, null], [logFolder, null],
  ];
  let tier: 1 | 2 | 3 | null = null;
  let depth = -1;
  for (const [folder, t] of owners) {
    if (!folder || path === folder || !isUnder(path, folder) || folder.length <= depth) continue;
    depth = folder.length;
    tier = t;
  }
  return tier;
}

/** Whether a path is a topic note: under the topics folder and in no deeper memory folder of another kind. */
export function isTopicNotePath(settings: TierFolders, path: string): boolean {
  return /\.md$/i.test(path) && tierOfPath(settings, path) === 2;
}

/**
 * Why the state folder must be a hidden folder of its own: backups and run
 * records would otherwise show up in the person's file list and search, and a
 * state folder inside a source or memory folder would mix the plugin's
 * bookkeeping with notes. An empty setting would scatter it over the root.
 */
export function stateFolderProblem(settings: Settings): string | null {
  const state = settings.stateFolder;
  let normalized: string;
  try {
    normalized = normalizeVaultPath(state);
  } catch (e) {
    return `the state folder setting "${state}" is not a vault path (${e instanceof Error ? e.message : 'invalid'})`;
  }
  if (normalized === '') return 'the state folder setting is empty; set it to a hidden folder such as .dreams';
  if (!isHiddenPath(normalized)) return `the state folder "${state}" must be a hidden folder (its name starting with a dot), such as .dreams`;
  const memory = [...allowedFolders(settings), ...allowedFiles(settings), ...sourceFolders(settings)].filter((f) => f !== '');
  if (memory.some((f) => isUnder(normalized, f) || isUnder(f, normalized))) {
    return `the state folder "${state}" overlaps a memory or source folder`;
  }
  return null;
}

/** The settings that say where memory is written, each a folder or a single note. */
const MEMORY_PATH_SETTINGS = [
  ['memoryFolder', 'folder'],
  ['dailyFolder', 'folder'],
  ['topicsFolder', 'folder'],
  ['identityFolder', 'folder'],
  ['skillsFolder', 'folder'],
  ['reportsFolder', 'folder'],
  ['indexPath', 'note'],
  ['dreamLogPath', 'note'],
] as const;

type MemoryPathSetting = (typeof MEMORY_PATH_SETTINGS)[number][0];

/**
 * Memory path settings that point where memory must never be written: a
 * hidden folder (the app configuration folder, .git, .trash) or a source
 * folder, or a folder holding one. `sources` are the source folders as
 * resolved (the Daily Notes plugin's folder when the setting is empty); the
 * configured ones, transcripts and untrusted folders are always counted.
 *
 * Reason: the allow-list is built from these settings, so a dream log path
 * set to a daily note appended the dream log to that note, and a memory
 * folder of `.obsidian` put the review queue among the app's configuration.
 */
export function memoryPathProblems(settings: Settings, sources: readonly string[] = []): { key: MemoryPathSetting; problem: string }[] {
  const read = [...sourceFolders(settings), ...sources.filter((f) => f !== '')];
  const out: { key: MemoryPathSetting; problem: string }[] = [];
  for (const [key, kind] of MEMORY_PATH_SETTINGS) {
    const value = settings[key];
    let path: string;
    try {
      path = normalizeVaultPath(value);
    } catch (e) {
      out.push({ key, problem: `${key} "${value}" is not a vault path (${e instanceof Error ? e.message : 'invalid'})` });
      continue;
    }
    if (isHiddenPath(path)) {
      out.push({ key, problem: `${key} "${value}" is in a hidden folder (the app configuration folder, .git, .trash), where memory is never written` });
      continue;
    }
    const inside = read.find((f) => isUnder(path, f));
    if (inside !== undefined) {
      out.push({ key, problem: `${key} "${value}" is inside the source folder "${inside}", and sources are read-only` });
      continue;
    }
    const holds = kind === 'folder' && path !== '' ? read.find((f) => isUnder(f, path)) : undefined;
    if (holds !== undefined) out.push({ key, problem: `${key} "${value}" holds the source folder "${holds}"; memory and sources must not mix` });
  }
  return out;
}

/** A path as checkTarget would see it, or the input when it is not a vault path. */
export function normalizedTarget(target: string): string {
  try {
    return normalizeVaultPath(target);
  } catch {
    return target;
  }
}
