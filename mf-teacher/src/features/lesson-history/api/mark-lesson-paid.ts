import { call } from '@studydesk/shared/api-client';
import type { MarkSinglePaidRequest, MarkSinglePaidResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/teacherpayment/marksinglepaid (admins): pays or unpays one completed lesson. */
export async function markLessonPaid(body: MarkSinglePaidRequest): Promise<MarkSinglePaidResponse> {
  const { data } = await call(endpoints.teachingTime.markSinglePaid, { body });
  return data;
}
