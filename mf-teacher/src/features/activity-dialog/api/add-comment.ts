import { call } from '@studydesk/shared/api-client';
import type { AddCommentRequest, AddCommentResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function addComment(body: AddCommentRequest): Promise<AddCommentResponse> {
  const { data } = await call(endpoints.activities.addComment, { body });
  return data;
}
