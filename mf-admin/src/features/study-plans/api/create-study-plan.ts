import { apiClient } from '@studydesk/shared/api-client';
import type { CreateStudyPlanRequest, StudyPlanDetails, StudyPlanResponse } from '@studydesk/shared/contracts';

/** POST /v1/studyplan/create */
export async function createStudyPlan(body: CreateStudyPlanRequest): Promise<StudyPlanDetails> {
  const { data } = await apiClient.post<StudyPlanResponse>('/v1/studyplan/create', body);
  return data.studyPlan;
}
