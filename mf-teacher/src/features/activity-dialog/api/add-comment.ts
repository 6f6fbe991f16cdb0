import { call } from '@studydesk/shared/api-client';
import { type AddCommentRequest, type AddCommentResponse, endpoints } from '@studydesk/shared/contracts';

export async function addComment(body: AddCommentRequest): Promise<AddCommentResponse> {
  const { data } = await call(endpoints.activities.addComment, { body });
  return data;
}
