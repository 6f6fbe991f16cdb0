import { apiClient } from '@studydesk/shared/api-client';

/** DELETE /v1/progresstracking/questions/{questionId}: the question and its answers. */
export async function deleteQuestion(questionId: number): Promise<void> {
  await apiClient.delete(`/v1/progresstracking/questions/${questionId}`);
}
