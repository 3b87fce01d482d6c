/**
 * Phase 1, Sense: everything the run needs to know before it writes anything.
 *
 * Strictly read-only: no write, no mkdir (not even `.dreams/`), so an error
 * here — or a dry run — leaves the vault exactly as it was. A missing dream
 * log or index is a first run, not a problem.
 */
import type { DreamOptions } from '../ports/context';
import type { Settings } from '../ports/settings';
import type { SensePorts } from './sense-ports';
import { parseDreamLog } from '../formats/dreamlog';
import { stripBom } from '../formats/frontmatter';
import type { ReportMessage } from '../ports/types';
import type { FileStat, VaultPort } from '../ports/vault';
import { resolveSourceFolders } from './daily-notes-config';
import { memoryPathProblems } from '../ports/allow-list';
import { guardian, type GuardianDecision } from './guardian';
import { selectSources } from './selection';
import { checkOrigins, listSourceFiles, ownOutputMessage } from './sources';
import { indexEntryAges, unreachableTopics, type UnreachableTopic, type IndexEntryAge } from './unreachable';
import { findWatermark, type Watermark } from './watermark';
import { readCursor } from './cursor';
import { errorText } from '../lib/errors';
import { countChars } from '../lib/text';
import { append } from '../lib/arrays';
import type { SourceLog } from './source-log';
import type { Selection } from './selection-shape';

/** Phase 1 before extraction: what to read and what the vault looks like. */
interface SenseResult {
  guardian: GuardianDecision | null;
  selection: Selection;
  unreachable: UnreachableTopic[];
  indexAges: IndexEntryAge[];
  indexChars: number;
  /** resolved source folders (settings or the Daily Notes plugin's folder) */
  sourceFolders: string[];
  /** the source logs as listed, frontmatter unread (what currentSourceLogs gives), frozen so a frozen plan holding them need not walk them */
  sourceLogs: readonly SourceLog[];
  messages: ReportMessage[];
}

/** Text of an optional file: null when absent or unreadable (unreadable is reported). */
async function readOptional(vault: VaultPort, path: string, what: string, messages: ReportMessage[]): Promise<string | null> {
  try {
    if (!(await vault.exists(path))) return null;
    return stripBom(await vault.readText(path));
  } catch (e) {
    messages.push({ level: 'warn', path, text: `Could not read the ${what} "${path}": ${errorText(e)}.` });
    return null;
  }
}


export async function sense(ctx: SensePorts, settings: Settings, opts: DreamOptions): Promise<SenseResult> {
  const { vault, clock } = ctx;
  const messages: ReportMessage[] = [];
  ctx.onProgress?.({ phase: 'sense', detail: 'Reading the dream log and listing sources' });

  const sourceFolders = await resolveSourceFolders(vault, settings, messages, ctx.configDir);
  for (const { problem } of memoryPathProblems(settings, sourceFolders.map((f) => f.folder))) {
    messages.push({ level: 'error', text: `${problem}: a dream with these settings writes nothing. Choose another folder in the settings.` });
  }

  const logText = await readOptional(vault, settings.dreamLogPath, 'dream log', messages);
  const parsed = parseDreamLog(logText ?? '');
  for (const p of parsed.problems) messages.push({ level: 'warn', path: settings.dreamLogPath, text: p });

  // The vault is walked once: the source folders are taken from this listing,
  // and the index's links resolved against it.
  let vaultFiles: FileStat[] | null = null;
  let listProblem = '';
  try {
    vaultFiles = await vault.list('');
  } catch (e) {
    listProblem = errorText(e);
  }
  const listing = await listSourceFiles(ctx, settings, sourceFolders, vaultFiles ?? undefined);
  append(messages, listing.messages);
  const { wm, selection } = await selectChecked(ctx, settings, listing.logs, parsed.entries, opts, messages);

  const now = clock.now();
  const decision =
    opts.trigger === 'scheduled'
      ? guardian({
          trigger: opts.trigger,
          watermark: wm,
          now,
          debounceHours: settings.debounceHours,
        })
      : null;

  ctx.onProgress?.({ phase: 'sense', detail: `Selected ${selection.selected.length} logs`, files: selection.selected.length });

  const indexText = (await readOptional(vault, settings.indexPath, 'index', messages)) ?? '';
  let unreachable: SenseResult['unreachable'] = [];
  let indexAges: SenseResult['indexAges'] = [];
  try {
    if (vaultFiles !== null) {
      // The last dream's start when the watermark's frontier fell back to none (a backfill only, a log folder moved):
      // that reads sources again, but topic notes changed before the last dream were listed by it.
      unreachable = await unreachableTopics(ctx.yaml, vault, settings, indexText, wm.frontierTimestamp ?? wm.lastDreamAt, vaultFiles, now);
      indexAges = await indexEntryAges(vault, indexText, settings, vaultFiles);
    } else messages.push({ level: 'warn', text: `Could not check which topic notes the index reaches: ${listProblem}.` });
  } catch (e) {
    messages.push({ level: 'warn', text: `Could not check which topic notes the index reaches: ${errorText(e)}.` });
  }

  return {
    guardian: decision,
    selection,
    unreachable,
    indexAges,
    indexChars: countChars(indexText),
    sourceFolders: sourceFolders.map((s) => s.folder),
    sourceLogs: Object.freeze(listing.logs),
    messages,
  };
}

/**
 * The selection over the listed logs, with the frontmatter read of exactly the
 * notes it takes (and of the newest, which the watermark is checked against):
 * a note that turns out to be the plugin's own output or unreadable leaves the
 * listing and the selection is made again, until every note it takes has been
 * checked. A run with nothing new reads no note at all; before, every note in
 * the source folders was read whole on every run (a no-op over 100,000 notes
 * took 30 s and more).
 */
async function selectChecked(
  ctx: SensePorts,
  settings: Settings,
  listed: readonly SourceLog[],
  entries: ReturnType<typeof parseDreamLog>['entries'],
  opts: DreamOptions,
  messages: ReportMessage[],
): Promise<{ wm: Watermark; selection: Selection }> {
  let logs = listed;
  const checked = new Set<string>();
  let ownOutput = 0;
  const cursors = new Map<string, Awaited<ReturnType<typeof readCursor>>>();
  for (;;) {
    const newest = logs[logs.length - 1];
    const found0 = findWatermark(entries, newest === undefined ? null : newest.date);
    // The cursor inside the watermark date, from the run record of the entry holding it (read once).
    const key = `${found0.watermark}|${found0.frontierRunId}|${found0.frontierPartOfDay}`;
    let kept = cursors.get(key);
    if (kept === undefined) {
      kept = await readCursor(ctx.vault, settings, found0.watermark, found0.frontierRunId ?? null, found0.frontierPartOfDay === true);
      cursors.set(key, kept);
    }
    const wm: Watermark = { ...found0, cursor: kept.cursor, notes: kept.note === null ? found0.notes : [...found0.notes, kept.note] };
    const selection = selectSources(logs, wm, settings, ctx.clock, opts.backfill);
    const unchecked = selection.selected.filter((l) => !checked.has(l.path));
    if (newest !== undefined && !checked.has(newest.path) && !unchecked.includes(newest)) unchecked.push(newest);
    const found = await checkOrigins(ctx.yaml, ctx.vault, unchecked);
    for (const l of unchecked) checked.add(l.path);
    append(messages, found.messages);
    ownOutput += found.ownOutput;
    if (found.dropped.size === 0) {
      const own = ownOutputMessage(ownOutput);
      if (own !== null) messages.push(own);
      return { wm, selection };
    }
    logs = logs.filter((l) => !found.dropped.has(l.path));
  }
}

/**
 * The source logs as they are now, listed exactly as Sense lists them (their
 * frontmatter unread: only names, dates and mtimes are compared). Settle
 * passes this to watermarkToRecord so a log that changed while the run worked
 * is not left behind the new watermark. Messages are dropped: Sense already
 * reported the same folders.
 */
export async function currentSourceLogs(ctx: Pick<SensePorts, 'vault' | 'clock' | 'dates' | 'configDir'>, settings: Settings): Promise<SourceLog[]> {
  const ignored: ReportMessage[] = [];
  const folders = await resolveSourceFolders(ctx.vault, settings, ignored, ctx.configDir);
  return (await listSourceFiles(ctx, settings, folders)).logs;
}
