import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDto, ActivityResponse, CopyActivityRequest } from '@studydesk/shared/contracts';

export async function copyActivity(body: CopyActivityRequest): Promise<ActivityDto> {
  const { data } = await apiClient.post<ActivityResponse>('/v1/activity/copy', body);
  return data.activity;
}
