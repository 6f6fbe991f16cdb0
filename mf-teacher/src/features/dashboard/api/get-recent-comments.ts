import { apiClient } from '@studydesk/shared/api-client';
import type { AllCommentsResponse, CommentListItemDto } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

/** The newest comments on every active plan the teacher teaches. */
export async function getRecentComments(pageIndex: number, pageSize: number, signal: AbortSignal): Promise<ListPage<CommentListItemDto>> {
  const { data } = await apiClient.post<AllCommentsResponse>('/v1/activity/allcomments', { pageIndex, pageSize }, { signal });
  return data.comments;
}
