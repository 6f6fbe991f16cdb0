import { apiClient } from '@studydesk/shared/api-client';
import type { RetentionSettings, RetentionSettingsResponse } from '@studydesk/shared/contracts';

/** PUT /v1/retention/studyplan/{id}/settings */
export async function saveRetentionSettings(planId: number, settings: RetentionSettings): Promise<RetentionSettingsResponse> {
  const { data } = await apiClient.put<RetentionSettingsResponse>(`/v1/retention/studyplan/${planId}/settings`, settings);
  return data;
}
