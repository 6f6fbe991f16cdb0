import { call } from '@studydesk/shared/api-client';
import { type ActivityDto, type CreateManyActivitiesRequest, endpoints } from '@studydesk/shared/contracts';

export async function createManyActivities(body: CreateManyActivitiesRequest): Promise<ActivityDto[]> {
  const { data } = await call(endpoints.activities.createMany, { body });
  return data.activities;
}
