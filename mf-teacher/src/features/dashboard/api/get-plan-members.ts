import { call } from '@studydesk/shared/api-client';
import { endpoints, type PlanPerson } from '@studydesk/shared/contracts';

/** A group plan's members, for its "N member(s)" popup (POST /v1/studyplan/summary). */
export async function getPlanMembers(id: number, signal: AbortSignal): Promise<PlanPerson[]> {
  const { data } = await call(endpoints.studyPlans.summary, { body: { id }, signal });
  return data.studyPlan.members;
}
