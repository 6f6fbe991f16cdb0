import { call } from '@studydesk/shared/api-client';
import type { StudyPlanResponse, UpdateStudyPlanRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** The plan's description or goal: the fields a teacher of the plan may change. */
export async function updatePlanText(body: Pick<UpdateStudyPlanRequest, 'id' | 'description' | 'goal'>): Promise<StudyPlanResponse['studyPlan']> {
  const { data } = await call(endpoints.studyPlans.update, { body });
  return data.studyPlan;
}
