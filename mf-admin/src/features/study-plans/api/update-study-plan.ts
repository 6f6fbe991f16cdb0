import { call } from '@studydesk/shared/api-client';
import { endpoints, type StudyPlanDetails, type UpdateStudyPlanRequest } from '@studydesk/shared/contracts';

/** PATCH /v1/studyplan/update — only the fields present change. */
export async function updateStudyPlan(body: UpdateStudyPlanRequest): Promise<StudyPlanDetails> {
  const { data } = await call(endpoints.studyPlans.update, { body });
  return data.studyPlan;
}
