import { call } from '@studydesk/shared/api-client';
import { type CreateStudyPlanRequest, endpoints, type StudyPlanDetails } from '@studydesk/shared/contracts';

/** POST /v1/studyplan/create */
export async function createStudyPlan(body: CreateStudyPlanRequest): Promise<StudyPlanDetails> {
  const { data } = await call(endpoints.studyPlans.create, { body });
  return data.studyPlan;
}
