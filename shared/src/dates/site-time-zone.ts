import { BehaviorSubject } from 'rxjs';

/** docs/product-rules.md#r-time-1 "Time": instants are shown in the site time zone (site settings). */
export const DEFAULT_TIME_ZONE = 'UTC';

export const siteTimeZone$ = new BehaviorSubject<string>(DEFAULT_TIME_ZONE);

export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the zone from site settings. A zone this browser does not know is refused (false)
 * rather than thrown: every date on screen would otherwise fail to render.
 */
export function setSiteTimeZone(zone: string): boolean {
  if (!isValidTimeZone(zone)) return false;
  if (siteTimeZone$.getValue() !== zone) siteTimeZone$.next(zone);
  return true;
}

export function getSiteTimeZone(): string {
  return siteTimeZone$.getValue();
}
