import { call } from '@studydesk/shared/api-client';
import { endpoints, type RetentionSettings, type RetentionSettingsResponse } from '@studydesk/shared/contracts';

/** PUT /v1/retention/studyplan/{id}/settings */
export async function saveRetentionSettings(planId: number, settings: RetentionSettings): Promise<RetentionSettingsResponse> {
  const { data } = await call(endpoints.retention.saveSettings, { params: { id: planId }, body: settings });
  return data;
}
