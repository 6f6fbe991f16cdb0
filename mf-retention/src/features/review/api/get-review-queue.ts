import { apiClient } from '@studydesk/shared/api-client';
import type { ReviewQueueResponse } from '@studydesk/shared/contracts';

/** GET /v1/review/queue */
export async function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueueResponse> {
  const { data } = await apiClient.get<ReviewQueueResponse>('/v1/review/queue', { signal });
  return data;
}
