import { dayjs, type Dayjs } from './setup';
import { formatWallClock, fromWallClock, parseWallClock, wallClock } from './wall-clock';

/** Epoch milliseconds, an ISO 8601 string (as the API sends) or a Date. */
export type InstantInput = number | string | Date;

/** How dates and times are shown (docs/product-rules.md#r-date-1). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/** The instant as seen on a wall clock in `zone`. */
export function inZone(instant: InstantInput, zone: string): Dayjs {
  return dayjs(instant).tz(zone);
}

export function toEpochMs(instant: InstantInput): number {
  // numbers and dates need no parser (most instants the API sends are numbers)
  if (typeof instant === 'number') return instant;
  if (instant instanceof Date) return instant.getTime();
  return dayjs(instant).valueOf();
}

export function isValidInstant(instant: InstantInput | null | undefined): instant is InstantInput {
  return instant !== null && instant !== undefined && instant !== '' && dayjs(instant).isValid();
}

function format(instant: InstantInput | null | undefined, pattern: string, zone: string): string {
  // Unscheduled activities have no start time; an empty cell reads better than "Invalid Date".
  // one parse per date: an invalid one gives NaN
  const epochMs = instant === null || instant === undefined || instant === '' ? NaN : toEpochMs(instant);
  if (Number.isNaN(epochMs)) return '';
  return formatWallClock(wallClock(epochMs, zone), pattern);
}

export function formatDate(instant: InstantInput | null | undefined, zone: string): string {
  return format(instant, DATE_FORMAT, zone);
}

export function formatTime(instant: InstantInput | null | undefined, zone: string): string {
  return format(instant, TIME_FORMAT, zone);
}

export function formatDateTime(instant: InstantInput | null | undefined, zone: string): string {
  return format(instant, DATE_TIME_FORMAT, zone);
}

/** Values for `<input type="date">` and `<input type="time">`, on the clock of `zone`. */
export function dateInputValue(instant: InstantInput | null | undefined, zone: string): string {
  return format(instant, 'YYYY-MM-DD', zone);
}

export function timeInputValue(instant: InstantInput | null | undefined, zone: string): string {
  return format(instant, TIME_FORMAT, zone);
}

/**
 * A start typed as a date and a time (docs/product-rules.md#r-dialog-2): joins a date
 * (YYYY-MM-DD or DD/MM/YYYY) and a time (HH:mm) typed on the clock of `zone` into epoch ms;
 * null when either does not parse.
 */
export function combineDateAndTime(date: string, time: string, zone: string): number | null {
  const clock = parseWallClock(`${date.trim()} ${time.trim()}`);
  return clock === null ? null : fromWallClock(clock, zone);
}

/** A calendar day as typed (DD/MM/YYYY), strictly; null when it does not parse. */
export function parseDayText(text: string): { year: number; month: number; day: number } | null {
  const parsed = dayjs(text.trim(), DATE_FORMAT, true);
  if (!parsed.isValid()) return null;
  return { year: parsed.year(), month: parsed.month() + 1, day: parsed.date() };
}

/** The calendar day as it is typed: DD/MM/YYYY. */
export function formatDayText(day: { year: number; month: number; day: number }): string {
  return `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}/${day.year}`;
}
