import { call } from '@studydesk/shared/api-client';
import { type ActivityDto, type CopyActivityRequest, endpoints } from '@studydesk/shared/contracts';

export async function copyActivity(body: CopyActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.copy, { body });
  return data.activity;
}
