import { apiClient } from '@studydesk/shared/api-client';
import type { MarkPaidRequest, MarkPaidResponse } from '@studydesk/shared/contracts';

/** POST /v1/teacherpayment/markpaid: pays (paid true) or unpays a teacher-month. */
export async function markMonthPaid(body: MarkPaidRequest): Promise<MarkPaidResponse['month']> {
  const { data } = await apiClient.post<MarkPaidResponse>('/v1/teacherpayment/markpaid', body);
  return data.month;
}
