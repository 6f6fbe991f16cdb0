import { call } from '@studydesk/shared/api-client';
import type { ActivityDto, CopyActivityRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function copyActivity(body: CopyActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.copy, { body });
  return data.activity;
}
