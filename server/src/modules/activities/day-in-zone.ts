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
 * The days given lately, by zone and instant. Formatting one is still a few microseconds,
 * and every study-plan view page and activity answer formats the same lessons' starts
 * again; a lookup is a small part of that. Emptied when full, so it stays bounded.
 */
const recentDays = new Map<string, Map<number, string>>();
export const MAX_RECENT_DAYS = 10_000;

/** YYYY-MM-DD of an instant in the zone ('en-CA' formats dates that way); the UTC day in a zone the runtime does not know. */
export function dayInZone(ms: number, timeZone: string): string {
  let days = recentDays.get(timeZone);
  if (!days) recentDays.set(timeZone, (days = new Map()));
  const known = days.get(ms);
  if (known !== undefined) return known;
  const day = dayFormat(timeZone)?.format(ms) ?? instantToIso(ms)?.slice(0, 10) ?? '';
  if (days.size >= MAX_RECENT_DAYS) days.clear();
  days.set(ms, day);
  return day;
}
