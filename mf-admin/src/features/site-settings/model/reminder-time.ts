import { msg } from '@studydesk/shared/i18n';

/** The contract's pattern of a sending time: 'HH:mm' on a 24-hour clock (docs/product-rules.md#r-mail-1). */
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The sending time to save, or why not. A time input gives 'HH:mm', or 'HH:mm:ss' where the
 * browser shows seconds: the seconds are dropped, as the school sends on the minute.
 */
export function toReminderTime(typed: string): { time: string; error: null } | { time: null; error: string } {
  const time = typed.trim().slice(0, 5);
  if (time === '') return { time: null, error: msg('Enter the time the reminders go out') };
  if (!TIME_OF_DAY.test(time) || !/^\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(typed.trim())) {
    return { time: null, error: msg('Enter a time as HH:mm, e.g. 18:00') };
  }
  return { time, error: null };
}
