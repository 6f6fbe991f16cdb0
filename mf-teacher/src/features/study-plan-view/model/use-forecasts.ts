import { useMemo } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { PlanForecastDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';

/** The forgetting forecasts of the plans shown (a page): one request for all of them. */
export function useForecasts(planIds: readonly number[]): ReadonlyMap<number, PlanForecastDto> {
  const key = planIds.join(',');
  const forecast = useResource(`review-forecast:${key}`, async (signal) => (await call(endpoints.review.forecast, { body: { studyPlanIds: key.split(',').map(Number) }, signal })).data, { enabled: key !== '' });
  const data = key === '' ? undefined : forecast.data;
  return useMemo(() => new Map((data?.forecasts ?? []).map((plan) => [plan.studyPlanId, plan])), [data]);
}
