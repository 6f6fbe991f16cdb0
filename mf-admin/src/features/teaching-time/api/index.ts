export { getTeachingTimeMonth } from './get-teaching-time-month';
export { getTeachingTimeDownload } from './get-teaching-time-download';
export { markMonthPaid } from './mark-month-paid';
