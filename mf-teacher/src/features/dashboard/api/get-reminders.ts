import { apiClient } from '@studydesk/shared/api-client';
import type { ReminderDto, RemindersRequest, RemindersResponse } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

export async function getReminders(body: RemindersRequest, signal: AbortSignal): Promise<ListPage<ReminderDto>> {
  const { data } = await apiClient.post<RemindersResponse>('/v1/studyplan/reminders', body, { signal });
  return data.reminders;
}
