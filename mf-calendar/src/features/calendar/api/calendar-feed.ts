import { call } from '@studydesk/shared/api-client';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function getCalendarFeed(signal: AbortSignal): Promise<CalendarFeedStatus> {
  const { data } = await call(endpoints.calendar.feedStatus, { signal });
  return data;
}

/** A new secret address; any older one stops working. */
export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  const { data } = await call(endpoints.calendar.createFeed);
  return data;
}

export async function deleteCalendarFeed(): Promise<void> {
  await call(endpoints.calendar.deleteFeed);
}
