import { apiClient } from '@studydesk/shared/api-client';
import type { PlanPerson, StudyPlanResponse } from '@studydesk/shared/contracts';

/** A group plan's members, for its "N member(s)" popup (POST /v1/studyplan/summary). */
export async function getPlanMembers(id: number, signal: AbortSignal): Promise<PlanPerson[]> {
  const { data } = await apiClient.post<StudyPlanResponse>('/v1/studyplan/summary', { id }, { signal });
  return data.studyPlan.members;
}
