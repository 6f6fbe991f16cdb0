import { call } from '@studydesk/shared/api-client';
import { endpoints, type SiteSettingsResponse, type UpdateSiteSettingsRequest } from '@studydesk/shared/contracts';

/** POST /v1/sitesettings/timezone */
export async function saveSiteSettings(body: UpdateSiteSettingsRequest): Promise<SiteSettingsResponse> {
  const { data } = await call(endpoints.siteSettings.save, { body });
  return data;
}
