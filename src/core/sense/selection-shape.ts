/**
 * What a run reads: the logs selection.ts picked after the watermark, those
 * it left for later, and the cursor inside a date. watermark.ts reads it back
 * to say what the dream log records, so the shape sits apart from both.
 */
import type { IsoDate } from '../lib/dates';
import type { SourceLog } from './source-log';
import type { DateCursor } from './cursor';

/** 'none': an approval run, which reads no source at all */
type SelectionMode = 'first' | 'resume' | 'backfill' | 'none';

export interface Selection {
  mode: SelectionMode;
  /** watermark read from the dream log (after fallbacks), null on a first run */
  watermark: IsoDate | null;
  /** start time (epoch ms) of the newest entry carrying `Consolidated through:` */
  frontierTimestamp: number | null;
  selected: SourceLog[];
  /** logs eligible but left for a later run by the batch cap */
  deferred: SourceLog[];
  /** logs older than the first run's batch, never picked up automatically */
  leftBehind: number;
  /** what `Consolidated through:` becomes if this run completes; null for backfill or empty */
  newWatermark: IsoDate | null;
  selectedBytes: number;
  /** one sentence each: fallbacks taken, cap overruns, files skipped and why */
  notes: string[];
  /**
   * The cursor inside a date (sense/cursor.ts): the one in force on the
   * watermark date when the run began, and the one the run leaves on the last
   * date it reads if it completes (null: that date was read whole).
   */
  cursor?: { before: DateCursor | null; after: DateCursor | null };
}
