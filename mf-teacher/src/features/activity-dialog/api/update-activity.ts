import { call } from '@studydesk/shared/api-client';
import { type ActivityDto, endpoints, type UpdateActivityRequest } from '@studydesk/shared/contracts';

export async function updateActivity(body: UpdateActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.update, { body });
  return data.activity;
}
