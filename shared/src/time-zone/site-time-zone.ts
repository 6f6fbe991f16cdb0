import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';

/**
 * The site time zone (docs/product-rules.md#r-time-1) as this browser knows it. Kept apart
 * from @studydesk/shared/dates and /data, with nothing but rxjs and React, so the shell's
 * frame can read it without bringing dayjs or the data hooks onto the sign-in screen.
 * `loadSiteTimeZone` of @studydesk/shared/data is its one writer; until it has answered,
 * the zone is UTC, the server's default.
 */
export const siteTimeZone$ = new BehaviorSubject<string>('UTC');

/** Only the loader calls it, with a zone it has checked (`isValidTimeZone`). */
export function setSiteTimeZone(zone: string): void {
  if (siteTimeZone$.getValue() !== zone) siteTimeZone$.next(zone);
}

export function getSiteTimeZone(): string {
  return siteTimeZone$.getValue();
}

function subscribe(onChange: () => void) {
  const subscription = siteTimeZone$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The site time zone; a component that shows dates calls it to re-render when the zone changes. */
export function useSiteTimeZone(): string {
  return useSyncExternalStore(subscribe, getSiteTimeZone, getSiteTimeZone);
}

/** The calendar day (YYYY-MM-DD) that a clock in `zone` shows at `now`. */
/** A formatter per zone: making one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function dayIn(zone: string, now: number = Date.now()): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
