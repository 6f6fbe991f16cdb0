import { endpoint } from './endpoint';
import { AbsenceRules } from '../absence-rules';
import { PaySettings, SavePaySettingsRequest, SiteSettingsResponse, UpdateSiteSettingsRequest } from '../sitesettings';

/** The siteSettings endpoints (docs/conventions.md#endpoints). */
export const siteSettingsEndpoints = {
  get: endpoint({ method: 'GET', path: '/v1/sitesettings/timezone', response: SiteSettingsResponse }),
  save: endpoint({ method: 'POST', path: '/v1/sitesettings/timezone', body: UpdateSiteSettingsRequest, response: SiteSettingsResponse }),
  getPay: endpoint({ method: 'GET', path: '/v1/sitesettings/pay-policy', response: PaySettings }),
  savePay: endpoint({ method: 'PUT', path: '/v1/sitesettings/pay-policy', body: SavePaySettingsRequest, response: PaySettings }),
  getAbsenceRules: endpoint({ method: 'GET', path: '/v1/sitesettings/absence-rules', response: AbsenceRules }),
  saveAbsenceRules: endpoint({ method: 'PUT', path: '/v1/sitesettings/absence-rules', body: AbsenceRules, response: AbsenceRules }),
};
