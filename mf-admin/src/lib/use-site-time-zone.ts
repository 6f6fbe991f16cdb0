import { useSyncExternalStore } from 'react';
import { siteTimeZone$ } from '@studydesk/shared/dates';

function subscribe(onChange: () => void) {
  const subscription = siteTimeZone$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = () => siteTimeZone$.getValue();

/** The site time zone; a component that shows dates calls it to re-render when the zone changes. */
export function useSiteTimeZone(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
