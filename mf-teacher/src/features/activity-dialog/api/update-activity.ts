import { call } from '@studydesk/shared/api-client';
import type { ActivityDto, UpdateActivityRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function updateActivity(body: UpdateActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.update, { body });
  return data.activity;
}
