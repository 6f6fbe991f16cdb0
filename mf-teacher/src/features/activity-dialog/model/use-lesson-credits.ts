import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';
import { useResource } from '@studydesk/shared/data';

/** The policy's notice window the outcome picker suggests from (null while it loads or failed: no suggestion). */
export function useNoticeHours(enabled: boolean): number | null {
  const policy = useResource('pay-policy', async (signal) => (await call(endpoints.siteSettings.getPay, { signal })).data.policy.noticeHours, { enabled });
  return policy.status === 'ready' ? policy.data : null;
}

/** How many open make-up credits the plan's students hold (a new lesson may be planned as a make-up when > 0). */
export function useOpenCredits(studyPlanId: number | null, enabled: boolean): number {
  const credits = useResource(
    `make-up-credits:${studyPlanId}`,
    async (signal) => (await call(endpoints.makeUpCredits.list, { query: { studyPlanId: studyPlanId as number }, signal })).data.credits,
    { enabled: enabled && studyPlanId !== null, refetchOn: ['activity/saved', 'activity/deleted'] },
  );
  return credits.status === 'ready' ? credits.data.filter((credit) => credit.state === 'open').length : 0;
}
