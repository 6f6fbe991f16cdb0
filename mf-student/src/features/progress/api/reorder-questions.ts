import { call } from '@studydesk/shared/api-client';
import { endpoints, type ProgressQuestionInfo, type ReorderQuestionsRequest } from '@studydesk/shared/contracts';

/** PUT /v1/progresstracking/{planId}/questions/order: every question of the plan, in the new order. */
export async function reorderQuestions(planId: number, request: ReorderQuestionsRequest): Promise<ProgressQuestionInfo[]> {
  const { data } = await call(endpoints.progress.reorderQuestions, { params: { planId }, body: request });
  return data.questions;
}
