import { call } from '@studydesk/shared/api-client';
import { endpoints, type StudyPlanDetails } from '@studydesk/shared/contracts';

/** POST /v1/studyplan/summary — a plan with its teachers and members, for the edit form. */
export async function getStudyPlanSummary(id: number, signal?: AbortSignal): Promise<StudyPlanDetails> {
  const { data } = await call(endpoints.studyPlans.summary, { body: { id }, signal });
  return data.studyPlan;
}
