import { call } from '@studydesk/shared/api-client';
import type { CreateStudyPlanRequest, StudyPlanDetails } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/studyplan/create */
export async function createStudyPlan(body: CreateStudyPlanRequest): Promise<StudyPlanDetails> {
  const { data } = await call(endpoints.studyPlans.create, { body });
  return data.studyPlan;
}
