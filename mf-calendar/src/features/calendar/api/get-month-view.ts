import { apiClient } from '@studydesk/shared/api-client';
import type { DayWithActivities, MonthViewRequest, MonthViewResponse } from '@studydesk/shared/contracts';

export async function getMonthView(body: MonthViewRequest, signal: AbortSignal): Promise<DayWithActivities[]> {
  const { data } = await apiClient.post<MonthViewResponse>('/v1/calendar/monthview', body, { signal });
  return data.datesWithActivities;
}
