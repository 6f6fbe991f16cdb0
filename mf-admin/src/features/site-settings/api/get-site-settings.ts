import { call } from '@studydesk/shared/api-client';
import type { SiteSettingsResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** GET /v1/sitesettings/timezone */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsResponse> {
  const { data } = await call(endpoints.siteSettings.get, { signal });
  return data;
}
