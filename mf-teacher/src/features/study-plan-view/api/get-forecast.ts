import { call } from '@studydesk/shared/api-client';
import { endpoints, type ForecastRequest, type ForecastResponse } from '@studydesk/shared/contracts';

/** POST /v1/review/forecast: the forgetting forecast of a page of plans, in one call. */
export async function getForecast(studyPlanIds: number[], signal?: AbortSignal): Promise<ForecastResponse> {
  const body: ForecastRequest = { studyPlanIds };
  const { data } = await call(endpoints.review.forecast, { body, signal });
  return data;
}
