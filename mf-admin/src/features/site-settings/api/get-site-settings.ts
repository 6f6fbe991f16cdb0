import { apiClient } from '@studydesk/shared/api-client';
import type { SiteSettingsResponse } from '@studydesk/shared/contracts';

/** GET /v1/sitesettings/timezone */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsResponse> {
  const { data } = await apiClient.get<SiteSettingsResponse>('/v1/sitesettings/timezone', { signal });
  return data;
}
