import { apiClient } from '@studydesk/shared/api-client';
import type { AddCommentRequest, AddCommentResponse } from '@studydesk/shared/contracts';

export async function addComment(body: AddCommentRequest): Promise<AddCommentResponse> {
  const { data } = await apiClient.post<AddCommentResponse>('/v1/activity/comments', body);
  return data;
}
