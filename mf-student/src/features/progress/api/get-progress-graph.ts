import { call } from '@studydesk/shared/api-client';
import { endpoints, type ProgressGraphDto, type ProgressGraphRequest } from '@studydesk/shared/contracts';

/** POST /v1/progresstracking/graph: graphQuestions and their answers oldest first. */
export async function getProgressGraph(request: ProgressGraphRequest, signal?: AbortSignal): Promise<ProgressGraphDto> {
  const { data } = await call(endpoints.progress.graph, { body: request, signal });
  return data.progress;
}
