import { boundedMemo } from '../../bounded-memo';
import { instantToIso } from '../../db/instants';

// Building a formatter costs far more than formatting: one per zone, made once (null:
// a zone this runtime does not know).
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/*
 * Formatting a day is still a few microseconds, and every study-plan view page and activity
 * answer formats the same lessons' starts again: remembered per zone.
 */
export const MAX_RECENT_DAYS = 10_000;
const daysByZone = new Map<string, (ms: number) => string>();

/** YYYY-MM-DD of an instant in the zone ('en-CA' formats dates that way); the UTC day in a zone the runtime does not know. */
export function dayInZone(ms: number, timeZone: string): string {
  let days = daysByZone.get(timeZone);
  if (!days) {
    days = boundedMemo(MAX_RECENT_DAYS, (at: number) => dayFormat(timeZone)?.format(at) ?? instantToIso(at)?.slice(0, 10) ?? '');
    daysByZone.set(timeZone, days);
  }
  return days(ms);
}
