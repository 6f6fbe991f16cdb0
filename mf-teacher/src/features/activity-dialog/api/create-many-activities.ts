import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDto, CreateManyActivitiesRequest, CreateManyActivitiesResponse } from '@studydesk/shared/contracts';

export async function createManyActivities(body: CreateManyActivitiesRequest): Promise<ActivityDto[]> {
  const { data } = await apiClient.post<CreateManyActivitiesResponse>('/v1/activity/create-many', body);
  return data.activities;
}
