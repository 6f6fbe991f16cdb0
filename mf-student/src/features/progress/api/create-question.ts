import { apiClient } from '@studydesk/shared/api-client';
import type { CreateQuestionRequest, ProgressQuestionInfo, QuestionResponse } from '@studydesk/shared/contracts';

/** POST /v1/progresstracking/{planId}/questions: a new question at the end. */
export async function createQuestion(planId: number, request: CreateQuestionRequest): Promise<ProgressQuestionInfo> {
  const { data } = await apiClient.post<QuestionResponse>(`/v1/progresstracking/${planId}/questions`, request);
  return data.question;
}
