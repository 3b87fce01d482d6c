import moment from 'moment';
import { datesFromMoment } from '../core/ports/date-format';

/** The `moment` package as the core's date-format port, for the CLI and the tests (English names). */
export const momentDates = datesFromMoment(moment);
