import { apiClient } from '@studydesk/shared/api-client';
import type { StudyPlanDetails, StudyPlanResponse } from '@studydesk/shared/contracts';

/** POST /v1/studyplan/summary — a plan with its teachers and members, for the edit form. */
export async function getStudyPlanSummary(id: number, signal?: AbortSignal): Promise<StudyPlanDetails> {
  const { data } = await apiClient.post<StudyPlanResponse>('/v1/studyplan/summary', { id }, { signal });
  return data.studyPlan;
}
