import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDto, ActivityResponse } from '@studydesk/shared/contracts';

export async function getActivity(id: number, signal?: AbortSignal): Promise<ActivityDto> {
  const { data } = await apiClient.get<ActivityResponse>(`/v1/activity/${id}`, { signal });
  return data.activity;
}
