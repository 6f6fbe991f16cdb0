import { apiClient } from '@studydesk/shared/api-client';
import type { ParseSentencesResponse } from '@studydesk/shared/contracts';

/** POST /v1/retention/parse-sentences — new cards from the plan's lessons; answers the whole waiting list. */
export async function parseSentences(studyPlanId: number): Promise<ParseSentencesResponse> {
  const { data } = await apiClient.post<ParseSentencesResponse>('/v1/retention/parse-sentences', { studyPlanId });
  return data;
}
