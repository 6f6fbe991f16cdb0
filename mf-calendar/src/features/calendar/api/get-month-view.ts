import { call } from '@studydesk/shared/api-client';
import { type DayWithActivities, endpoints, type MonthViewRequest } from '@studydesk/shared/contracts';

export async function getMonthView(body: MonthViewRequest, signal: AbortSignal): Promise<DayWithActivities[]> {
  const { data } = await call(endpoints.calendar.monthView, { body, signal });
  return data.datesWithActivities;
}
