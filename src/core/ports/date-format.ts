import type { IsoDate } from '../lib/dates';

/**
 * Moment-style date formats (the Daily Notes plugin's `format`: `YYYY-MM-DD`,
 * `dddd, MMMM Do YYYY`, `YYYY/MM/YYYY-MM-DD`…), read and written by the host's
 * moment, injected like the YAML engine: the plugin passes the `moment`
 * Obsidian exports (the app's own, in the person's locale, 0 bytes in
 * main.js), the CLI the `moment` package. The core imports neither.
 */
export interface DateFormatPort {
  /** The day `text` names when read in `format` (moment's forgiving parse: text after the date is ignored), or null. */
  parse(text: string, format: string): IsoDate | null;
  /** `date` written in `format`. */
  format(date: IsoDate, format: string): string;
}

/** What the port needs of moment: `moment(text, format, strict?)`. */
export type MomentFn = (text: string, format: string, strict?: boolean) => { isValid(): boolean; format(format: string): string };

/** The date port over a host's moment. */
export function datesFromMoment(moment: MomentFn): DateFormatPort {
  return {
    parse(text, format) {
      const m = moment(text, format);
      return m.isValid() ? m.format('YYYY-MM-DD') : null;
    },
    format: (date, format) => moment(date, 'YYYY-MM-DD', true).format(format),
  };
}
