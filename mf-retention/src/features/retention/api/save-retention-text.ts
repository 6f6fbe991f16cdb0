import { apiClient } from '@studydesk/shared/api-client';
import type { RetentionTextRequest, RetentionTextResponse } from '@studydesk/shared/contracts';

/** PATCH /v1/studyplan/retention-text */
export async function saveRetentionText(body: RetentionTextRequest): Promise<RetentionTextResponse> {
  const { data } = await apiClient.patch<RetentionTextResponse>('/v1/studyplan/retention-text', body);
  return data;
}
