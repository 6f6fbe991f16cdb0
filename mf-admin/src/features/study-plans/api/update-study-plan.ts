import { apiClient } from '@studydesk/shared/api-client';
import type { StudyPlanDetails, StudyPlanResponse, UpdateStudyPlanRequest } from '@studydesk/shared/contracts';

/** PATCH /v1/studyplan/update — only the fields present change. */
export async function updateStudyPlan(body: UpdateStudyPlanRequest): Promise<StudyPlanDetails> {
  const { data } = await apiClient.patch<StudyPlanResponse>('/v1/studyplan/update', body);
  return data.studyPlan;
}
