import { call } from '@studydesk/shared/api-client';
import type { SiteSettingsResponse, UpdateSiteSettingsRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/sitesettings/timezone */
export async function saveSiteSettings(body: UpdateSiteSettingsRequest): Promise<SiteSettingsResponse> {
  const { data } = await call(endpoints.siteSettings.save, { body });
  return data;
}
