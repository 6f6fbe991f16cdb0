import { call } from '@studydesk/shared/api-client';
import type { StudyPlanDetails, UpdateStudyPlanRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** PATCH /v1/studyplan/update — only the fields present change. */
export async function updateStudyPlan(body: UpdateStudyPlanRequest): Promise<StudyPlanDetails> {
  const { data } = await call(endpoints.studyPlans.update, { body });
  return data.studyPlan;
}
