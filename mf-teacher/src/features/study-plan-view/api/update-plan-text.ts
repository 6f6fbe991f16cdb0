import { call } from '@studydesk/shared/api-client';
import { endpoints, type StudyPlanResponse, type UpdateStudyPlanRequest } from '@studydesk/shared/contracts';

/** The plan's description or goal: the fields a teacher of the plan may change. */
export async function updatePlanText(body: Pick<UpdateStudyPlanRequest, 'id' | 'description' | 'goal'>): Promise<StudyPlanResponse['studyPlan']> {
  const { data } = await call(endpoints.studyPlans.update, { body });
  return data.studyPlan;
}
