import { call } from '@studydesk/shared/api-client';
import { type ActivityDto, type CreateActivityRequest, endpoints } from '@studydesk/shared/contracts';

export async function createActivity(body: CreateActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.create, { body });
  return data.activity;
}
