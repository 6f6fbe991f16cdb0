import { useMemo } from 'react';
import type { PlanForecastDto } from '@studydesk/shared/contracts';
import { useResource } from '@studydesk/shared/data';
import { getForecast } from '../api/get-forecast';

/** The forgetting forecasts of the plans shown (a page): one request for all of them. */
export function useForecasts(planIds: readonly number[]): ReadonlyMap<number, PlanForecastDto> {
  const key = planIds.join(',');
  const forecast = useResource(`review-forecast:${key}`, (signal) => getForecast(key.split(',').map(Number), signal), { enabled: key !== '' });
  const data = key === '' ? undefined : forecast.data;
  return useMemo(() => new Map((data?.forecasts ?? []).map((plan) => [plan.studyPlanId, plan])), [data]);
}
