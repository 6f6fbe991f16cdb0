import type { SiteSettingsResponse } from '@studydesk/shared/contracts';
import { getSiteTimeZone, setSiteTimeZone } from './site-time-zone';

/**
 * Reads the site time zone (GET /v1/sitesettings/timezone, any signed-in user) into
 * siteTimeZone$, so every date shown afterwards is in it. Call it once a user is signed
 * in (and again after a sign-in as someone else). On failure the zone stays as it was and
 * the error is logged: dates then show in the previous zone rather than not at all.
 * Resolves to the zone in force afterwards.
 */
export async function loadSiteTimeZone(): Promise<string> {
  try {
    // Loaded on first use: the server imports this folder for its pure date helpers and
    // must not pull the browser's HTTP client in with them.
    const { apiClient } = await import('@studydesk/shared/api-client');
    const { data } = await apiClient.get<SiteSettingsResponse>('/v1/sitesettings/timezone');
    if (!setSiteTimeZone(data.timeZone)) console.warn(`Unknown site time zone "${data.timeZone}"; keeping ${getSiteTimeZone()}`);
  } catch (error) {
    console.warn('The site time zone could not be loaded', error);
  }
  return getSiteTimeZone();
}
