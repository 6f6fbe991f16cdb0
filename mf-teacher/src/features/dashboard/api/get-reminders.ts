import { call } from '@studydesk/shared/api-client';
import { endpoints, type ReminderDto, type RemindersRequest } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

export async function getReminders(body: RemindersRequest, signal: AbortSignal): Promise<ListPage<ReminderDto>> {
  const { data } = await call(endpoints.dashboard.reminders, { body, signal });
  return data.reminders;
}
