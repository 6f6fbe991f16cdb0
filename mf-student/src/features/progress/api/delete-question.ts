import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';

/** DELETE /v1/progresstracking/questions/{questionId}: the question and its answers. */
export async function deleteQuestion(questionId: number): Promise<void> {
  await call(endpoints.progress.deleteQuestion, { params: { questionId } });
}
