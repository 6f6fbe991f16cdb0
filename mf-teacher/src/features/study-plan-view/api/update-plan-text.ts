import { apiClient } from '@studydesk/shared/api-client';
import type { StudyPlanResponse, UpdateStudyPlanRequest } from '@studydesk/shared/contracts';

/** The plan's description or goal: the fields a teacher of the plan may change. */
export async function updatePlanText(body: Pick<UpdateStudyPlanRequest, 'id' | 'description' | 'goal'>): Promise<StudyPlanResponse['studyPlan']> {
  const { data } = await apiClient.patch<StudyPlanResponse>('/v1/studyplan/update', body);
  return data.studyPlan;
}
