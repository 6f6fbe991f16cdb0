import type { SiteSettingsResponse } from '@studydesk/shared/contracts';
import type { SiteSettings } from './queries/site-settings';

/** The settings as a caller sees them: everyone the time zone, admins everything. */
export function toSiteSettingsResponse(settings: SiteSettings, withAdminFields: boolean): SiteSettingsResponse {
  const { timeZone, retentionManagerEmail, desiredRetention } = settings;
  return withAdminFields ? { timeZone, retentionManagerEmail, desiredRetention } : { timeZone };
}
