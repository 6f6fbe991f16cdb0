import { call } from '@studydesk/shared/api-client';
import { type CreateQuestionRequest, endpoints, type ProgressQuestionInfo } from '@studydesk/shared/contracts';

/** POST /v1/progresstracking/{planId}/questions: a new question at the end. */
export async function createQuestion(planId: number, request: CreateQuestionRequest): Promise<ProgressQuestionInfo> {
  const { data } = await call(endpoints.progress.createQuestion, { params: { planId }, body: request });
  return data.question;
}
