import { apiClient } from '@studydesk/shared/api-client';
import type { ProgressGraphDto, ProgressGraphRequest, ProgressGraphResponse } from '@studydesk/shared/contracts';

/** POST /v1/progresstracking/graph: graphQuestions and their answers oldest first. */
export async function getProgressGraph(request: ProgressGraphRequest, signal?: AbortSignal): Promise<ProgressGraphDto> {
  const { data } = await apiClient.post<ProgressGraphResponse>('/v1/progresstracking/graph', request, { signal });
  return data.progress;
}
