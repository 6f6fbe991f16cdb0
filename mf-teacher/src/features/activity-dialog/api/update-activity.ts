import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDto, ActivityResponse, UpdateActivityRequest } from '@studydesk/shared/contracts';

export async function updateActivity(body: UpdateActivityRequest): Promise<ActivityDto> {
  const { data } = await apiClient.patch<ActivityResponse>('/v1/activity/update', body);
  return data.activity;
}
