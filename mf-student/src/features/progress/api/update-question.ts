import { apiClient } from '@studydesk/shared/api-client';
import type { ProgressQuestionInfo, QuestionResponse, UpdateQuestionRequest } from '@studydesk/shared/contracts';

/** PATCH /v1/progresstracking/questions/{questionId} */
export async function updateQuestion(questionId: number, request: UpdateQuestionRequest): Promise<ProgressQuestionInfo> {
  const { data } = await apiClient.patch<QuestionResponse>(`/v1/progresstracking/questions/${questionId}`, request);
  return data.question;
}
