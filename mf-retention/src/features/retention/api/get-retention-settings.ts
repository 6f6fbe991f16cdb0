import { call } from '@studydesk/shared/api-client';
import { endpoints, type RetentionSettingsResponse } from '@studydesk/shared/contracts';

/** GET /v1/retention/studyplan/{id}/settings */
export async function getRetentionSettings(planId: number, signal?: AbortSignal): Promise<RetentionSettingsResponse> {
  const { data } = await call(endpoints.retention.settings, { params: { id: planId }, signal });
  return data;
}
