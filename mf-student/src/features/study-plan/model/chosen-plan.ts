import type { OwnPlanDto } from '@studydesk/shared/contracts';

/**
 * The plan a student's page shows: the route's plan (/student/study-plans/{planId});
 * on /student/home their own plan (the profile's `studyplan`) when they still belong to
 * it, else their first plan (individual plans come first); null without any.
 */
export function chosenPlanId(plans: readonly Pick<OwnPlanDto, 'id'>[], ownPlan: number | null, routePlan: number | null): number | null {
  if (routePlan !== null) return routePlan;
  if (ownPlan !== null && plans.some((plan) => plan.id === ownPlan)) return ownPlan;
  return plans[0]?.id ?? null;
}
