import type { PersonalDataDeclaration } from '../privacy/declaration';
import { absenceAlertsPersonalData } from './absence-alerts/personal-data';
import { activitiesPersonalData } from './activities/personal-data';
import { authPersonalData } from './auth/personal-data';
import { calendarPersonalData } from './calendar/personal-data';
import { dictionaryPersonalData } from './dictionary/personal-data';
import { guardiansPersonalData } from './guardians/personal-data';
import { makeUpCreditsPersonalData } from './make-up-credits/personal-data';
import { outboxPersonalData } from './outbox/personal-data';
import { payPersonalData } from './pay/personal-data';
import { peoplePersonalData } from './people/personal-data';
import { privacyPersonalData } from './privacy/personal-data';
import { progressPersonalData } from './progress/personal-data';
import { remindersPersonalData } from './reminders/personal-data';
import { retentionPersonalData } from './retention/personal-data';
import { reviewPersonalData } from './review/personal-data';
import { siteSettingsPersonalData } from './site-settings/personal-data';
import { studyPlansPersonalData } from './study-plans/personal-data';

/**
 * Every module's declaration of the personal data it holds (docs/product-rules.md#r-privacy-1),
 * as index.ts lists the modules: a module that stores something about a person adds its
 * `personal-data.ts` here. The export and the erasure read only this list, and
 * test/privacy/schema-coverage.test.ts fails on a table or column of the live schema that
 * refers to a person and is in no declaration.
 */
export const personalData: readonly PersonalDataDeclaration[] = [
  peoplePersonalData,
  authPersonalData,
  dictionaryPersonalData,
  studyPlansPersonalData,
  siteSettingsPersonalData,
  payPersonalData,
  activitiesPersonalData,
  makeUpCreditsPersonalData,
  calendarPersonalData,
  progressPersonalData,
  reviewPersonalData,
  outboxPersonalData,
  remindersPersonalData,
  guardiansPersonalData,
  privacyPersonalData,
  absenceAlertsPersonalData,
  retentionPersonalData,
];
