import { call } from '@studydesk/shared/api-client';
import { endpoints, type PlanProgressDto, type SubmitAnswersRequest } from '@studydesk/shared/contracts';

/** POST /v1/progresstracking/{planId}: answers given now; answers with the plan's progress. */
export async function submitAnswers(planId: number, request: SubmitAnswersRequest): Promise<PlanProgressDto> {
  const { data } = await call(endpoints.progress.submitAnswers, { params: { planId }, body: request });
  return data.progress;
}
