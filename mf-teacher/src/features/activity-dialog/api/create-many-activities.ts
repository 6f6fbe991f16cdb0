import { call } from '@studydesk/shared/api-client';
import type { ActivityDto, CreateManyActivitiesRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function createManyActivities(body: CreateManyActivitiesRequest): Promise<ActivityDto[]> {
  const { data } = await call(endpoints.activities.createMany, { body });
  return data.activities;
}
