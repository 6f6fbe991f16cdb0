import { apiClient } from '@studydesk/shared/api-client';
import type { PlanProgressDto, PlanProgressResponse, SubmitAnswersRequest } from '@studydesk/shared/contracts';

/** POST /v1/progresstracking/{planId}: answers given now; answers with the plan's progress. */
export async function submitAnswers(planId: number, request: SubmitAnswersRequest): Promise<PlanProgressDto> {
  const { data } = await apiClient.post<PlanProgressResponse>(`/v1/progresstracking/${planId}`, request);
  return data.progress;
}
