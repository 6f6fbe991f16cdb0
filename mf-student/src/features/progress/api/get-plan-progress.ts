import { apiClient } from '@studydesk/shared/api-client';
import type { PlanProgressDto, PlanProgressResponse } from '@studydesk/shared/contracts';

/** GET /v1/progresstracking/{planId}: the questions with each person's latest answer. */
export async function getPlanProgress(planId: number, signal?: AbortSignal): Promise<PlanProgressDto> {
  const { data } = await apiClient.get<PlanProgressResponse>(`/v1/progresstracking/${planId}`, { signal });
  return data.progress;
}
