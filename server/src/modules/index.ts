import type { AppModule } from './app-module';
import { activitiesModule } from './activities';
import { authModule } from './auth';
import { calendarModule } from './calendar';
import { dashboardModule } from './dashboard';
import { dictionaryModule } from './dictionary';
import { graphsModule } from './graphs';
import { makeUpCreditsModule } from './make-up-credits';
import { outboxModule } from './outbox';
import { payModule } from './pay';
import { peopleModule } from './people';
import { progressModule } from './progress';
import { remindersModule } from './reminders';
import { retentionModule } from './retention';
import { reviewModule } from './review';
import { setupModule } from './setup';
import { siteSettingsModule } from './site-settings';
import { studyPlansModule } from './study-plans';
import { teachingTimeModule } from './teaching-time';
import { guardiansModule } from './guardians';
import { peopleImportModule } from './people-import';
import { privacyModule } from './privacy';
import { absenceAlertsModule } from './absence-alerts';

/**
 * Every domain module, in the order app.ts registers them (the OpenAPI document lists
 * their routes in this order). A folder under src/modules/ must appear here: a test
 * checks it, so a route family cannot be forgotten.
 */
export const modules: readonly AppModule[] = [
  { name: 'auth', plugin: authModule },
  { name: 'people', plugin: peopleModule },
  { name: 'dictionary', plugin: dictionaryModule },
  { name: 'study-plans', plugin: studyPlansModule },
  { name: 'site-settings', plugin: siteSettingsModule },
  { name: 'graphs', plugin: graphsModule },
  { name: 'teaching-time', plugin: teachingTimeModule },
  { name: 'pay', plugin: payModule },
  { name: 'activities', plugin: activitiesModule },
  { name: 'make-up-credits', plugin: makeUpCreditsModule },
  { name: 'dashboard', plugin: dashboardModule },
  { name: 'calendar', plugin: calendarModule },
  { name: 'progress', plugin: progressModule },
  { name: 'retention', plugin: retentionModule },
  { name: 'review', plugin: reviewModule },
  { name: 'outbox', plugin: outboxModule },
  { name: 'reminders', plugin: remindersModule },
  { name: 'guardians', plugin: guardiansModule },
  { name: 'setup', plugin: setupModule },
  { name: 'people-import', plugin: peopleImportModule },
  { name: 'privacy', plugin: privacyModule },
  { name: 'absence-alerts', plugin: absenceAlertsModule },
];

export type { AppModule } from './app-module';
