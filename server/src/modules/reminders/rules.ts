import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@studydesk/shared/contracts';
import { combineDateAndTime, dateInputValue, timeInputValue } from '@studydesk/shared/dates';

/**
 * When a day's reminders and digests go out (docs/product-rules.md#r-mail-1): once the
 * school's local time has reached its sending time, the day is due; the run covers the
 * lessons of the next local day. Before that time, nothing is due.
 */
export function dueDay(now: number, zone: string, sendAt: string): string | null {
  // both 'HH:mm' on a 24-hour clock: their text order is their time order
  if (timeInputValue(now, zone) < sendAt) return null;
  return dateInputValue(now, zone);
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'): plain calendar arithmetic, no zone. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The instants [start, end) of the local day after `day` in `zone`, from one local
 * midnight to the next (a day of a daylight-saving change has 23 or 25 hours).
 */
export function nextDayRange(day: string, zone: string): [number, number] {
  const start = combineDateAndTime(addDays(day, 1), '00:00', zone);
  const end = combineDateAndTime(addDays(day, 2), '00:00', zone);
  if (start === null || end === null) throw new Error(`not a day: ${day}`);
  return [start, end];
}

const LINK_CONTEXT = 'studydesk mail opt-out';

function signature(key: string, userId: number, kind: MailKind): string {
  return createHmac('sha256', key).update(`${LINK_CONTEXT}\n${userId}\n${kind}`).digest('base64url').slice(0, 32);
}

/**
 * The token of a mail's opt-out link (docs/product-rules.md#r-mail-2): whose choice and of
 * which kind, signed with the site's link key, so it works without signing in and cannot
 * be made for anyone else. It does not expire: a link in an old mail still works.
 */
export function optOutToken(key: string, userId: number, kind: MailKind): string {
  return `${userId}.${MAIL_KINDS.indexOf(kind)}.${signature(key, userId, kind)}`;
}

/** The user and kind of a valid token, or null for anything altered or made up. */
export function readOptOutToken(key: string, token: string): { userId: number; kind: MailKind } | null {
  const match = /^([1-9][0-9]{0,9})\.([0-9])\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = MAIL_KINDS[Number(match[2])];
  if (!kind) return null;
  const expected = Buffer.from(signature(key, userId, kind));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, kind } : null;
}
