import { call } from '@studydesk/shared/api-client';
import { endpoints, type PlanProgressDto } from '@studydesk/shared/contracts';

/** GET /v1/progresstracking/{planId}: the questions with each person's latest answer. */
export async function getPlanProgress(planId: number, signal?: AbortSignal): Promise<PlanProgressDto> {
  const { data } = await call(endpoints.progress.plan, { params: { planId }, signal });
  return data.progress;
}
