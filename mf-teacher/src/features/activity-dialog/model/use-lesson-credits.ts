import { useMemo } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { MakeUpCreditDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { displayName } from '@studydesk/shared/text';

/** The policy's notice window the outcome picker suggests from (null while it loads or failed: no suggestion). */
export function useNoticeHours(enabled: boolean): number | null {
  const policy = useResource('pay-policy', async (signal) => (await call(endpoints.siteSettings.getPay, { signal })).data.policy.noticeHours, { enabled });
  return policy.status === 'ready' ? policy.data : null;
}

export interface CreditHolder {
  studentId: number;
  name: string;
  /** open credits of the plan */
  open: number;
}

/**
 * The plan's students holding open make-up credits, the one whose credit expires first first
 * (a new lesson may be planned as a make-up for one of them, docs/product-rules.md#r-pay-2).
 */
export function useCreditHolders(studyPlanId: number | null, enabled: boolean): CreditHolder[] {
  const credits = useResource(
    `make-up-credits:${studyPlanId}`,
    async (signal) => (await call(endpoints.makeUpCredits.list, { query: { studyPlanId: studyPlanId as number }, signal })).data.credits,
    { enabled: enabled && studyPlanId !== null, refetchOn: ['activity/saved', 'activity/deleted'] },
  );
  return useMemo(() => (credits.status === 'ready' ? creditHolders(credits.data) : []), [credits.status, credits.data]);
}

export function creditHolders(credits: readonly MakeUpCreditDto[]): CreditHolder[] {
  const holders = new Map<number, CreditHolder>();
  const open = credits.filter((credit) => credit.state === 'open').sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  for (const credit of open) {
    const holder = holders.get(credit.studentId) ?? { studentId: credit.studentId, name: displayName(credit.student), open: 0 };
    holder.open += 1;
    holders.set(credit.studentId, holder);
  }
  return [...holders.values()];
}
