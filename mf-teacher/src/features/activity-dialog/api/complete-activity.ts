import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDto, ActivityResponse, CompleteActivityRequest } from '@studydesk/shared/contracts';

/** Completes (true) or uncompletes (false). */
export async function completeActivity(body: CompleteActivityRequest): Promise<ActivityDto> {
  const { data } = await apiClient.patch<ActivityResponse>('/v1/activity/complete', body);
  return data.activity;
}
