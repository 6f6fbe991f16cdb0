import { apiClient } from '@studydesk/shared/api-client';
import type { RetentionSettingsResponse } from '@studydesk/shared/contracts';

/** GET /v1/retention/studyplan/{id}/settings */
export async function getRetentionSettings(planId: number, signal?: AbortSignal): Promise<RetentionSettingsResponse> {
  const { data } = await apiClient.get<RetentionSettingsResponse>(`/v1/retention/studyplan/${planId}/settings`, { signal });
  return data;
}
