import { apiClient } from '@studydesk/shared/api-client';
import type { DashboardPlanDto, DashboardRequest, DashboardResponse } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

export async function getDashboard(body: DashboardRequest, signal: AbortSignal): Promise<ListPage<DashboardPlanDto>> {
  const { data } = await apiClient.post<DashboardResponse>('/v1/studyplan/dashboard', body, { signal });
  return data.studyPlans;
}
