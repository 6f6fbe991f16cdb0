import { call } from '@studydesk/shared/api-client';
import { endpoints, type OwnPlanDto } from '@studydesk/shared/contracts';

/** GET /v1/progresstracking: the signed-in student's plans, individual first. */
export async function getOwnPlans(signal?: AbortSignal): Promise<OwnPlanDto[]> {
  const { data } = await call(endpoints.progress.own, { signal });
  return data.progress.plans;
}
