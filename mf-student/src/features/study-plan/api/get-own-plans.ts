import { apiClient } from '@studydesk/shared/api-client';
import type { OwnPlanDto, OwnProgressResponse } from '@studydesk/shared/contracts';

/** GET /v1/progresstracking: the signed-in student's plans, individual first. */
export async function getOwnPlans(signal?: AbortSignal): Promise<OwnPlanDto[]> {
  const { data } = await apiClient.get<OwnProgressResponse>('/v1/progresstracking', { signal });
  return data.progress.plans;
}
