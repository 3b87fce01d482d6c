/**
 * The Dream log panel's cards. The heading fields (number, time, trigger,
 * watermark, tokens) come from the dream log through its one parser; what the
 * entry said below them (logs read, what changed, the note, the report) comes
 * from the run record, which keeps it as data — so nothing here reads prose
 * back. An entry whose run record is gone (trimmed, or from another install)
 * still gets a card with its heading fields.
 */
import type { Clock } from '../ports/clock';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { formatTokens, parseDreamLog, type DreamLogEntry } from '../formats/dreamlog';
import { stripBom } from '../formats/frontmatter';
import { backupStamp } from '../state/backup';
import { localParts, type IsoDate } from '../lib/dates';
import { noteName, replaceWikiLinks } from '../formats/wikilink';
import { listManifests, standingWrites, type RunManifest } from '../state/manifest';
import { backupsFolder } from '../state/state-paths';

/** One entry of the dream log, ready to show: the entry's heading fields plus its run record. */
export interface DreamLogCard {
  number: number;
  /** heading time as written, e.g. "2026-11-28 03:12 +01:00" */
  time: string;
  trigger: string;
  /** `Consolidated through:`; null when the run left the watermark alone */
  watermark: IsoDate | null;
  logsConsolidated: number | null;
  logsDeferred: number | null;
  /** the "What changed" lines */
  changes: string[];
  /** e.g. "3 calls, 12480 prompt + 2310 completion tokens"; null when the entry does not say */
  tokens: string | null;
  note: string | null;
  reportPath: string | null;
  backupFolder: string | null;
  /** the date the backup retention rule removed this run's backups; null while they are kept */
  backupsRemovedOn: string | null;
  /** notes the run wrote (and that still stand) */
  touched: string[];
  /** the run undo would take back; null when the run is not finished or has no record */
  runId: string | null;
  /** on the newest card only: the latest week reflection's themes and its note */
  weekThemes?: { label: string; path: string; themes: string[] };
}

export async function dreamLogCards(vault: VaultPort, clock: Clock, opts: Pick<Settings, 'dreamLogPath' | 'stateFolder'>): Promise<DreamLogCard[]> {
  const path = opts.dreamLogPath;
  if (!(await vault.exists(path))) return [];
  const parsed = parseDreamLog(stripBom(await vault.readText(path)));
  const { manifests } = await listManifests(vault, opts);
  const byRun = new Map(manifests.map((m) => [m.runId, m]));
  const cards: DreamLogCard[] = [];
  for (const entry of [...parsed.entries].reverse()) {
    const card = dreamLogCard(clock, opts, entry, entry.runId ? byRun.get(entry.runId) : undefined);
    if (card.reportPath && !(await vault.exists(card.reportPath))) card.reportPath = null;
    cards.push(card);
  }
  return cards;
}

export function dreamLogCard(clock: Clock, opts: Pick<Settings, 'stateFolder'>, entry: DreamLogEntry, manifest: RunManifest | undefined): DreamLogCard {
  const record = manifest?.dreamLog ?? null;
  const backup = manifest ? standingWrites(manifest).some((w) => w.backup !== null) : false;
  const pruned = manifest?.backupsPrunedAt ?? null;
  return {
    number: entry.number ?? record?.number ?? 0,
    time: entry.heading.replace(/^#+\s*/, '').replace(/^.*?Dream #\d+\s*\u00b7?\s*/, ''),
    trigger: entry.trigger ?? manifest?.trigger ?? 'unknown',
    watermark: entry.consolidatedThrough,
    logsConsolidated: record?.logsConsolidated ?? null,
    logsDeferred: record?.logsDeferred ?? null,
    // A link in a change ("Reflection: [[Memory/Reflections/2026-W47]]") reads as its note's name on a card.
    changes: (record?.changes ?? []).map((line) => replaceWikiLinks(line, (link) => link.alias ?? noteName(link.target))),
    tokens: entry.tokens ? (entry.tokens.calls === 0 ? 'No model calls' : `${formatTokens(entry.tokens)} tokens`) : null,
    note: record?.note ?? null,
    reportPath: record?.reportPath ?? null,
    backupFolder: manifest && backup && pruned === null ? `${backupsFolder(opts)}/${backupStamp(clock, manifest.startedAt)}` : null,
    backupsRemovedOn: backup && pruned !== null ? localParts(pruned, clock.timeZone).date : null,
    touched: manifest ? standingWrites(manifest).map((w) => w.path) : [],
    // Only a finished run is undone from its card; an unfinished one is the next run's to roll back.
    runId: manifest?.phase === 'done' ? manifest.runId : null,
  };
}
