import type { SiteSettingsResponse } from '@studydesk/shared/contracts';
import type { SiteSettings } from './queries/site-settings';

/** The settings as a caller sees them: everyone the time zone and the school's name, admins everything. */
export function toSiteSettingsResponse(settings: SiteSettings, withAdminFields: boolean): SiteSettingsResponse {
  const { timeZone, schoolName, retentionManagerEmail, desiredRetention, defaultLanguage } = settings;
  return withAdminFields ? { timeZone, schoolName, retentionManagerEmail, desiredRetention, defaultLanguage } : { timeZone, schoolName };
}
