import { apiClient } from '@studydesk/shared/api-client';
import type { StudyPlanDetails, StudyPlanResponse } from '@studydesk/shared/contracts';

/** POST /v1/studyplan/summary: the plan with its goal, description, teachers and members. */
export async function getPlanSummary(id: number, signal?: AbortSignal): Promise<StudyPlanDetails> {
  const { data } = await apiClient.post<StudyPlanResponse>('/v1/studyplan/summary', { id }, { signal });
  return data.studyPlan;
}
