export { dayjs } from './setup';
export type { Dayjs } from './setup';
export { isValidTimeZone, DEFAULT_TIME_ZONE } from './zones';
export {
  DATE_FORMAT,
  TIME_FORMAT,
  DATE_TIME_FORMAT,
  inZone,
  toEpochMs,
  isValidInstant,
  formatDate,
  formatTime,
  formatDateTime,
  dateInputValue,
  timeInputValue,
  combineDateAndTime,
  parseDayText,
  formatDayText,
} from './format';
export type { InstantInput } from './format';
export { monthRange, monthOf, currentMonth, shiftMonth, yearMonthKey } from './months';
export type { MonthOfYear } from './months';
