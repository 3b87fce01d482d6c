/**
 * A source note as Sense lists it: its path, the date in its name, its size
 * and time, and whether it is a daily note or a transcript. Listed by
 * sources.ts; ordered and cut by cursor.ts.
 */
import type { IsoDate } from '../lib/dates';

type SourceKind = 'daily' | 'transcript';

export interface SourceLog {
  path: string;
  /** the date in the file name */
  date: IsoDate;
  size: number;
  mtime: number;
  kind: SourceKind;
}
