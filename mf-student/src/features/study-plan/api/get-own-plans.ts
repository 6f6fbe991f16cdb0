import { call } from '@studydesk/shared/api-client';
import type { OwnPlanDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/**
 * GET /v1/progresstracking: the signed-in student's plans, individual first; a guardian's
 * linked student's with `studentId` (docs/product-rules.md#r-guard-2).
 */
export async function getOwnPlans(signal?: AbortSignal, studentId?: number): Promise<OwnPlanDto[]> {
  const { data } = await call(endpoints.progress.own, { signal, query: studentId === undefined ? {} : { studentId } });
  return data.progress.plans;
}
