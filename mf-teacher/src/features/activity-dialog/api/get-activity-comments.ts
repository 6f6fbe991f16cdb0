import { apiClient } from '@studydesk/shared/api-client';
import type { AllCommentsResponse } from '@studydesk/shared/contracts';

/** One page of an activity's comments, newest first. */
export async function getActivityComments(activityId: number, pageIndex: number, pageSize: number): Promise<AllCommentsResponse['comments']> {
  const { data } = await apiClient.post<AllCommentsResponse>('/v1/activity/allcomments', { activityId, pageIndex, pageSize });
  return data.comments;
}
