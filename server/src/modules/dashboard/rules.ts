import { REMINDER_DAYS } from '@studydesk/shared/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product-rules.md#r-dash-2 reminders: open lessons are shown from now until REMINDER_DAYS ahead. */
export function reminderHorizon(now: number): number {
  return now + REMINDER_DAYS * DAY_MS;
}
