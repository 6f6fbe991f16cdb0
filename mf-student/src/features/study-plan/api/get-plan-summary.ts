import { call } from '@studydesk/shared/api-client';
import { endpoints, type StudyPlanDetails } from '@studydesk/shared/contracts';

/** POST /v1/studyplan/summary: the plan with its goal, description, teachers and members. */
export async function getPlanSummary(id: number, signal?: AbortSignal): Promise<StudyPlanDetails> {
  const { data } = await call(endpoints.studyPlans.summary, { body: { id }, signal });
  return data.studyPlan;
}
