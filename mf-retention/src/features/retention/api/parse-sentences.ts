import { call } from '@studydesk/shared/api-client';
import { endpoints, type ParseSentencesResponse } from '@studydesk/shared/contracts';

/** POST /v1/retention/parse-sentences — new cards from the plan's lessons; answers the whole waiting list. */
export async function parseSentences(studyPlanId: number): Promise<ParseSentencesResponse> {
  const { data } = await call(endpoints.retention.parseSentences, { body: { studyPlanId } });
  return data;
}
