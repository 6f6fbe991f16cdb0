import { apiClient } from '@studydesk/shared/api-client';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@studydesk/shared/contracts';

export async function getCalendarFeed(signal: AbortSignal): Promise<CalendarFeedStatus> {
  const { data } = await apiClient.get<CalendarFeedStatus>('/v1/calendar/feed', { signal });
  return data;
}

/** A new secret address; any older one stops working. */
export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  const { data } = await apiClient.post<CalendarFeedCreated>('/v1/calendar/feed');
  return data;
}

export async function deleteCalendarFeed(): Promise<void> {
  await apiClient.delete('/v1/calendar/feed');
}
