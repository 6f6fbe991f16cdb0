import { apiClient } from '@studydesk/shared/api-client';
import type { ProgressQuestionInfo, QuestionListResponse, ReorderQuestionsRequest } from '@studydesk/shared/contracts';

/** PUT /v1/progresstracking/{planId}/questions/order: every question of the plan, in the new order. */
export async function reorderQuestions(planId: number, request: ReorderQuestionsRequest): Promise<ProgressQuestionInfo[]> {
  const { data } = await apiClient.put<QuestionListResponse>(`/v1/progresstracking/${planId}/questions/order`, request);
  return data.questions;
}
