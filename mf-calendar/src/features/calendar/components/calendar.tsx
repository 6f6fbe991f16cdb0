import type { CalendarParcelProps } from '@studydesk/shared/federation';

/**
 * The month view and agenda (spec §3 Calendar, §4 Calendar transitions) are not built yet:
 * until they are, the parcel takes no room where it is mounted rather than showing an
 * empty frame.
 */
export function Calendar(_props: CalendarParcelProps) {
  return null;
}
