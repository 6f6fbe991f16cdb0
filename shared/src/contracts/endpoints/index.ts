import { absenceAlertsEndpoints } from './absence-alerts';
import { activitiesEndpoints } from './activities';
import { authEndpoints } from './auth';
import { calendarEndpoints } from './calendar';
import { dashboardEndpoints } from './dashboard';
import { dictionaryEndpoints } from './dictionary';
import type { Endpoint } from './endpoint';
import { graphsEndpoints } from './graphs';
import { healthEndpoints } from './health';
import { makeUpCreditsEndpoints } from './make-up-credits';
import { outboxEndpoints } from './outbox';
import { payEndpoints } from './pay';
import { peopleEndpoints } from './people';
import { progressEndpoints } from './progress';
import { remindersEndpoints } from './reminders';
import { retentionEndpoints } from './retention';
import { reviewEndpoints } from './review';
import { setupEndpoints } from './setup';
import { siteSettingsEndpoints } from './site-settings';
import { studyPlansEndpoints } from './study-plans';
import { teachingTimeEndpoints } from './teaching-time';
import { guardiansEndpoints } from './guardians';
import { peopleImportEndpoints } from './people-import';
import { privacyEndpoints } from './privacy';

export * from './endpoint';

/**
 * Every endpoint of the API, by domain (docs/conventions.md#endpoints): the server registers
 * a handler for each (`route.on(endpoints.activities.update, …)`), the browser calls them
 * (`call(endpoints.activities.update, { body })`).
 */
export const endpoints = {
  absenceAlerts: absenceAlertsEndpoints,
  activities: activitiesEndpoints,
  auth: authEndpoints,
  calendar: calendarEndpoints,
  dashboard: dashboardEndpoints,
  dictionary: dictionaryEndpoints,
  graphs: graphsEndpoints,
  health: healthEndpoints,
  makeUpCredits: makeUpCreditsEndpoints,
  outbox: outboxEndpoints,
  pay: payEndpoints,
  people: peopleEndpoints,
  progress: progressEndpoints,
  reminders: remindersEndpoints,
  retention: retentionEndpoints,
  review: reviewEndpoints,
  setup: setupEndpoints,
  siteSettings: siteSettingsEndpoints,
  studyPlans: studyPlansEndpoints,
  teachingTime: teachingTimeEndpoints,
  guardians: guardiansEndpoints,
  peopleImport: peopleImportEndpoints,
  privacy: privacyEndpoints,
} as const;

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value;

/** Every endpoint, each with its name (`retention.documents.quiz`): what the server must register once each. */
export function allEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  const found: Array<{ name: string; endpoint: Endpoint }> = [];
  const walk = (prefix: string, group: object) => {
    for (const [key, value] of Object.entries(group) as Array<[string, object]>) {
      if (isEndpoint(value)) found.push({ name: `${prefix}${key}`, endpoint: value });
      else walk(`${prefix}${key}.`, value);
    }
  };
  walk('', endpoints);
  return found;
}
