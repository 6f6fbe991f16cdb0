import { call } from '@studydesk/shared/api-client';
import type { DashboardPlanDto, DashboardRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import type { ListPage } from '@studydesk/shared/lists';

export async function getDashboard(body: DashboardRequest, signal: AbortSignal): Promise<ListPage<DashboardPlanDto>> {
  const { data } = await call(endpoints.dashboard.dashboard, { body, signal });
  return data.studyPlans;
}
