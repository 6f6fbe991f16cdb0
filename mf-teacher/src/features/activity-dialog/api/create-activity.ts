import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDto, ActivityResponse, CreateActivityRequest } from '@studydesk/shared/contracts';

export async function createActivity(body: CreateActivityRequest): Promise<ActivityDto> {
  const { data } = await apiClient.post<ActivityResponse>('/v1/activity/create', body);
  return data.activity;
}
