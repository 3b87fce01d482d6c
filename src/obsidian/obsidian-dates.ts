import { moment } from 'obsidian';
import { datesFromMoment } from '../core/ports/date-format';
import type { MomentFn } from '../core/ports/date-format';

/**
 * Obsidian's own moment as the core's date-format port: the one the Daily
 * Notes plugin names files with, in the app's language, and no bytes in
 * main.js (esbuild leaves `obsidian` external).
 */
// obsidian.d.ts types it as moment's namespace (`typeof import * as Moment`),
// which has no call signature; the value is the moment function itself.
export const obsidianDates = datesFromMoment(moment as unknown as MomentFn);
