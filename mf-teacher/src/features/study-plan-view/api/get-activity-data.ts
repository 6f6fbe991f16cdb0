import { call } from '@studydesk/shared/api-client';
import { type ActivityDataRequest, type ActivityDataResponse, endpoints } from '@studydesk/shared/contracts';

export async function getActivityData(body: ActivityDataRequest, signal?: AbortSignal): Promise<ActivityDataResponse> {
  const { data } = await call(endpoints.studyPlans.activityData, { body, signal });
  return data;
}
