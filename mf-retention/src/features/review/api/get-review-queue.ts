import { call } from '@studydesk/shared/api-client';
import { endpoints, type ReviewQueueResponse } from '@studydesk/shared/contracts';

/** GET /v1/review/queue */
export async function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueueResponse> {
  const { data } = await call(endpoints.review.queue, { signal });
  return data;
}
