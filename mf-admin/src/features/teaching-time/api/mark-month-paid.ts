import { call } from '@studydesk/shared/api-client';
import type { MarkPaidRequest, MarkPaidResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/teacherpayment/markpaid: pays (paid true) or unpays a teacher-month. */
export async function markMonthPaid(body: MarkPaidRequest): Promise<MarkPaidResponse['month']> {
  const { data } = await call(endpoints.teachingTime.markPaid, { body });
  return data.month;
}
