import { apiClient } from '@studydesk/shared/api-client';
import type { SiteSettingsResponse, UpdateSiteSettingsRequest } from '@studydesk/shared/contracts';

/** POST /v1/sitesettings/timezone */
export async function saveSiteSettings(body: UpdateSiteSettingsRequest): Promise<SiteSettingsResponse> {
  const { data } = await apiClient.post<SiteSettingsResponse>('/v1/sitesettings/timezone', body);
  return data;
}
