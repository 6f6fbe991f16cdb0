import { call } from '@studydesk/shared/api-client';
import type { SpeedDto, StudyPlanDetails } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/**
 * A plan with its teachers and members (POST /v1/studyplan/summary): the admin's edit form,
 * the student's goal panel and the teacher's member list read it, each with `useResource`.
 */
export async function loadStudyPlanSummary(id: number, signal?: AbortSignal): Promise<StudyPlanDetails> {
  const { data } = await call(endpoints.studyPlans.summary, { body: { id }, signal });
  return data.studyPlan;
}

/** Points completed per week and the forecast for the open ones (GET /v1/studyplan/speed/:id): the student's and the teacher's plan views. */
export async function loadStudyPlanSpeed(id: number, signal?: AbortSignal): Promise<SpeedDto> {
  const { data } = await call(endpoints.studyPlans.speed, { params: { id }, signal });
  return data.speed;
}
