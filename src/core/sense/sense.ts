/**
 * Phase 1, Sense: everything the run needs to know before it writes anything.
 *
 * Strictly read-only: no write, no mkdir (not even `.dreams/`), so an error
 * here — or a dry run — leaves the vault exactly as it was. A missing dream
 * log or index is a first run, not a problem.
 */
import type { DreamOptions, EngineContext } from '../context';
import { parseDreamLog } from '../formats/dreamlog';
import { stripBom } from '../formats/frontmatter';
import type { ReportMessage, SenseResult, SourceLog } from '../types';
import type { VaultPort } from '../vault';
import { resolveSourceFolders } from './daily-notes-config';
import { memoryPathProblems } from '../write/allow-list';
import { guardian } from './guardian';
import { selectSources } from './selection';
import { listSourceLogs } from './sources';
import { indexEntryAges, unreachableTopics } from './unreachable';
import { findWatermark } from './watermark';
import { errorText } from '../lib/errors';
import { countChars } from '../lib/text';
import { append } from '../lib/arrays';

/** The host may name Obsidian's config folder (`Vault#configDir`); without it no Daily Notes setting is read. */
type SenseContext = EngineContext & { configDir?: string };


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


export async function sense(ctx: SenseContext, opts: DreamOptions): Promise<SenseResult> {
  const { vault, settings, clock } = ctx;
  const messages: ReportMessage[] = [];
  ctx.onProgress?.({ phase: 'sense', detail: 'Reading the dream log and listing sources' });

  const sourceFolders = await resolveSourceFolders(vault, settings, messages, ctx.configDir);
  for (const { problem } of memoryPathProblems(settings, sourceFolders.map((f) => f.folder))) {
    messages.push({ level: 'error', text: `${problem}: a dream with these settings writes nothing. Choose another folder in the settings.` });
  }

  const logText = await readOptional(vault, settings.dreamLogPath, 'dream log', messages);
  const parsed = parseDreamLog(logText ?? '');
  for (const p of parsed.problems) messages.push({ level: 'warn', path: settings.dreamLogPath, text: p });

  const listing = await listSourceLogs(ctx, sourceFolders);
  append(messages, listing.messages);
  const logs: SourceLog[] = listing.logs;
  const newestLogDate = logs.length === 0 ? null : logs[logs.length - 1]!.date;

  const wm = findWatermark(parsed.entries, newestLogDate);

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

  const selection = selectSources(logs, wm, settings, clock, opts.backfill);
  ctx.onProgress?.({ phase: 'sense', detail: `Selected ${selection.selected.length} logs`, files: selection.selected.length });

  const indexText = (await readOptional(vault, settings.indexPath, 'index', messages)) ?? '';
  let unreachable: SenseResult['unreachable'] = [];
  let indexAges: SenseResult['indexAges'] = [];
  try {
    const files = await vault.list('');
    unreachable = await unreachableTopics(ctx.yaml, vault, settings, indexText, wm.frontierTimestamp, files);
    indexAges = await indexEntryAges(vault, indexText, settings, files);
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
    messages,
  };
}

/**
 * The source logs as they are now, listed exactly as Sense lists them. Settle
 * passes this to watermarkToRecord so a log that changed while the run worked
 * is not left behind the new watermark. Messages are dropped: Sense already
 * reported the same folders.
 */
export async function currentSourceLogs(ctx: SenseContext): Promise<SourceLog[]> {
  const ignored: ReportMessage[] = [];
  const folders = await resolveSourceFolders(ctx.vault, ctx.settings, ignored, ctx.configDir);
  return (await listSourceLogs(ctx, folders)).logs;
}
