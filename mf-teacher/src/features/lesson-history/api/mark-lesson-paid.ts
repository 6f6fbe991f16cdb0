import { apiClient } from '@studydesk/shared/api-client';
import type { MarkSinglePaidRequest, MarkSinglePaidResponse } from '@studydesk/shared/contracts';

/** POST /v1/teacherpayment/marksinglepaid (admins): pays or unpays one completed lesson. */
export async function markLessonPaid(body: MarkSinglePaidRequest): Promise<MarkSinglePaidResponse> {
  const { data } = await apiClient.post<MarkSinglePaidResponse>('/v1/teacherpayment/marksinglepaid', body);
  return data;
}
