import { call } from '@studydesk/shared/api-client';
import type { AllCommentsResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** One page of an activity's comments, newest first. */
export async function getActivityComments(activityId: number, pageIndex: number, pageSize: number): Promise<AllCommentsResponse['comments']> {
  const { data } = await call(endpoints.activities.allComments, { body: { activityId, pageIndex, pageSize } });
  return data.comments;
}
