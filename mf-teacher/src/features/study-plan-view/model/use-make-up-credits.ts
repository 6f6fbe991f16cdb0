import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';

/**
 * The plan's make-up credits (docs/product-rules.md#r-pay-2): a student gets only their own.
 * Loaded again when a lesson changes (an outcome, a make-up lesson planned or deleted).
 */
export function useMakeUpCredits(planId: number) {
  return useResource(
    `make-up-credits:${planId}`,
    async (signal) => (await call(endpoints.makeUpCredits.list, { query: { studyPlanId: planId }, signal })).data.credits,
    { refetchOn: ['activity/saved', 'activity/deleted'] },
  );
}
