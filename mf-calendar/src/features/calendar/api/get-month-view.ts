import { call } from '@studydesk/shared/api-client';
import type { DayWithActivities, MonthViewRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function getMonthView(body: MonthViewRequest, signal: AbortSignal): Promise<DayWithActivities[]> {
  const { data } = await call(endpoints.calendar.monthView, { body, signal });
  return data.datesWithActivities;
}
