import { endpoint } from './endpoint';
import { MailPreference, MailPreferences, OptOutLink, OptOutParams, OptOutRequest, ReminderSchedule, ReminderScheduleState } from '../reminders';

/** The reminders endpoints (docs/conventions.md#endpoints; docs/product-rules.md#r-mail-1). */
export const remindersEndpoints = {
  getSchedule: endpoint({ method: 'GET', path: '/v1/sitesettings/reminders', response: ReminderScheduleState }),
  saveSchedule: endpoint({ method: 'PUT', path: '/v1/sitesettings/reminders', body: ReminderSchedule, response: ReminderScheduleState }),
  preferences: endpoint({ method: 'GET', path: '/v1/mail-preferences', response: MailPreferences }),
  savePreference: endpoint({ method: 'PUT', path: '/v1/mail-preferences', body: MailPreference, response: MailPreferences }),
  optOutLink: endpoint({ method: 'GET', path: '/v1/mail-preferences/opt-out/:token', params: OptOutParams, response: OptOutLink }),
  optOut: endpoint({ method: 'POST', path: '/v1/mail-preferences/opt-out/:token', params: OptOutParams, body: OptOutRequest, response: MailPreference }),
};
