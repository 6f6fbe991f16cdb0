import { call } from '@studydesk/shared/api-client';
import { endpoints, type ProgressQuestionInfo, type UpdateQuestionRequest } from '@studydesk/shared/contracts';

/** PATCH /v1/progresstracking/questions/{questionId} */
export async function updateQuestion(questionId: number, request: UpdateQuestionRequest): Promise<ProgressQuestionInfo> {
  const { data } = await call(endpoints.progress.updateQuestion, { params: { questionId }, body: request });
  return data.question;
}
