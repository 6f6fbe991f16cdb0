import { call } from '@studydesk/shared/api-client';
import type { ActivityDto, CreateActivityRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function createActivity(body: CreateActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.create, { body });
  return data.activity;
}
