import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDataRequest, ActivityDataResponse } from '@studydesk/shared/contracts';

export async function getActivityData(body: ActivityDataRequest, signal?: AbortSignal): Promise<ActivityDataResponse> {
  const { data } = await apiClient.post<ActivityDataResponse>('/v1/studyplan/getactivitydata', body, { signal });
  return data;
}
