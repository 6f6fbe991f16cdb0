import { call } from '@studydesk/shared/api-client';
import { type CommentListItemDto, endpoints } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

/** The newest comments on every active plan the teacher teaches. */
export async function getRecentComments(pageIndex: number, pageSize: number, signal: AbortSignal): Promise<ListPage<CommentListItemDto>> {
  const { data } = await call(endpoints.activities.allComments, { body: { pageIndex, pageSize }, signal });
  return data.comments;
}
