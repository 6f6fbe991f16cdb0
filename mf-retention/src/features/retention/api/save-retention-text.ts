import { call } from '@studydesk/shared/api-client';
import { endpoints, type RetentionTextRequest, type RetentionTextResponse } from '@studydesk/shared/contracts';

/** PATCH /v1/studyplan/retention-text */
export async function saveRetentionText(body: RetentionTextRequest): Promise<RetentionTextResponse> {
  const { data } = await call(endpoints.retention.saveText, { body });
  return data;
}
