import { call } from '@studydesk/shared/api-client';
import { type ActivityDto, type CompleteActivityRequest, endpoints } from '@studydesk/shared/contracts';

/** Completes (true) or uncompletes (false). */
export async function completeActivity(body: CompleteActivityRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.complete, { body });
  return data.activity;
}
