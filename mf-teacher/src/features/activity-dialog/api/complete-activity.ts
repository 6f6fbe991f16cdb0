import { call } from '@studydesk/shared/api-client';
import type { ActivityDto, CompleteActivityRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** Completes (true) or uncompletes (false). */
export async function completeActivity(body: CompleteActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.complete, { body });
  return data.activity;
}
