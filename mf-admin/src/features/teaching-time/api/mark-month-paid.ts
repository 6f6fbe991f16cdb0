import { call } from '@studydesk/shared/api-client';
import { endpoints, type MarkPaidRequest, type MarkPaidResponse } from '@studydesk/shared/contracts';

/** POST /v1/teacherpayment/markpaid: pays (paid true) or unpays a teacher-month. */
export async function markMonthPaid(body: MarkPaidRequest): Promise<MarkPaidResponse['month']> {
  const { data } = await call(endpoints.teachingTime.markPaid, { body });
  return data.month;
}
