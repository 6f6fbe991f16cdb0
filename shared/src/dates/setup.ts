/**
 * dayjs with its plugins extended once: the dates sub-path is a federation singleton,
 * so every remote gets the same configured instance.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };
export type { Dayjs } from 'dayjs';
