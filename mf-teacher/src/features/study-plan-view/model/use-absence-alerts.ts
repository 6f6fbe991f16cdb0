import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';

/**
 * A plan's absence alerts, open and closed (docs/product-rules.md#r-absence-5): staff see every
 * student's, a guardian their linked students'. Loaded again when a lesson changes (an outcome
 * or an attendance may raise or end one).
 */
export function usePlanAlerts(planId: number) {
  return useResource(
    `absence-alerts:${planId}`,
    async (signal) => (await call(endpoints.absenceAlerts.ofPlan, { params: { id: planId }, signal })).data.alerts,
    { refetchOn: ['activity/saved', 'activity/deleted'] },
  );
}

/** The open alerts the caller sees (a teacher's plans), as the number of them per plan: the dashboard's badges. */
export function useOpenAlertCounts(enabled: boolean) {
  return useResource(
    'absence-alerts:open',
    async (signal) => {
      const { alerts } = (await call(endpoints.absenceAlerts.open, { signal })).data;
      const counts = new Map<number, number>();
      for (const alert of alerts) counts.set(alert.plan.id, (counts.get(alert.plan.id) ?? 0) + 1);
      return counts;
    },
    { enabled, refetchOn: ['activity/saved'] },
  );
}
