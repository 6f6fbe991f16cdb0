import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { initialMigration } from './001-initial';
import { studyPlanListsMigration } from './002-study-plan-lists';
import { teachingTimeReportMigration } from './003-teaching-time-report';
import { calendarMigration } from './004-calendar';
import { lessonChangesMigration } from './005-lesson-changes';
import { completedBeforeStartCheckMigration, findCompletedBeforeStart } from './006-completed-before-start-check';
import { progressUnitsMigration } from './007-progress-units';
import { flashcardSourcesMigration } from './008-flashcard-sources';
import { reviewsMigration } from './009-reviews';
import { dictionaryEditsMigration } from './010-dictionary-edits';
import { completedWithoutStartCheckMigration, findCompletedWithoutStart } from './011-completed-without-start-check';
import { pictureFileNamesMigration } from './012-picture-file-names';
import { jobsMigration } from './013-jobs';
import { lessonOutcomesMigration } from './014-lesson-outcomes';
import { makeUpCreditsMigration } from './015-make-up-credits';
import { payPeriodsMigration } from './016-pay-periods';
import { eventRevisionsMigration } from './017-event-revisions';
import { guardiansMigration } from './018-guardians';
import { commentAudiencesMigration } from './019-comment-audiences';
import { remindersMigration } from './021-reminders';
import { cancelledLessonEventsMigration } from './022-cancelled-lesson-events';
import { guardianAnswersMigration } from './023-guardian-answers';
import { openLessonsIndexMigration } from './024-open-lessons-index';
import { outboxMigration } from './025-outbox';
import { oneRecordOfPaymentMigration } from './026-one-record-of-payment';
import { schoolSetupMigration } from './028-school-setup';
import { peopleImportMigration } from './029-people-import';
import { personalDataMigration } from './030-personal-data';
import { schoolGlossaryMigration } from './031-school-glossary';
import { absenceAlertsMigration } from './032-absence-alerts';
import { reviewSyncMigration } from './033-review-sync';
import { planSpeedIndexMigration } from './034-plan-speed-index';

/**
 * All migrations, by name in the order they apply. Imported, not read from a folder, so
 * they run the same from compiled dist/, from source under jest and from a bundle.
 * Each takes the dialect because a few column shapes are spelled differently per engine.
 */
export function allMigrations(dialect: DbDialect): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-study-plan-lists': studyPlanListsMigration,
    '003-teaching-time-report': teachingTimeReportMigration,
    '004-calendar': calendarMigration(dialect),
    '005-lesson-changes': lessonChangesMigration(dialect),
    '006-completed-before-start-check': completedBeforeStartCheckMigration,
    '007-progress-units': progressUnitsMigration,
    '008-flashcard-sources': flashcardSourcesMigration,
    '009-reviews': reviewsMigration(dialect),
    '010-dictionary-edits': dictionaryEditsMigration,
    '011-completed-without-start-check': completedWithoutStartCheckMigration,
    '012-picture-file-names': pictureFileNamesMigration,
    '013-jobs': jobsMigration(dialect),
    '014-lesson-outcomes': lessonOutcomesMigration,
    '015-make-up-credits': makeUpCreditsMigration(dialect),
    '016-pay-periods': payPeriodsMigration(dialect),
    '017-event-revisions': eventRevisionsMigration,
    '018-guardians': guardiansMigration(dialect),
    '019-comment-audiences': commentAudiencesMigration,
    '021-reminders': remindersMigration(dialect),
    '022-cancelled-lesson-events': cancelledLessonEventsMigration,
    '023-guardian-answers': guardianAnswersMigration,
    '024-open-lessons-index': openLessonsIndexMigration,
    '025-outbox': outboxMigration,
    '026-one-record-of-payment': oneRecordOfPaymentMigration,
    '028-school-setup': schoolSetupMigration,
    '029-people-import': peopleImportMigration,
    '030-personal-data': personalDataMigration(dialect),
    '031-school-glossary': schoolGlossaryMigration(dialect),
    '032-absence-alerts': absenceAlertsMigration(dialect),
    '033-review-sync': reviewSyncMigration,
    '034-plan-speed-index': planSpeedIndexMigration,
  };
}

/** What a one-off check found: written to the log as a warning when not empty. */
export interface CheckReport {
  message: string;
  count: number;
  details: object;
}

/**
 * One-off data checks, by the migration whose first application runs them: they report
 * rows an older version let through, for a person to look at, and change nothing.
 */
export const migrationChecks: Record<string, (db: Kysely<any>, now: number) => Promise<CheckReport>> = {
  '006-completed-before-start-check': async (db, now) => {
    const found = await findCompletedBeforeStart(db, now);
    return {
      message: 'completed lessons whose start is in the future or after their completion (left unchanged)',
      count: found.count,
      details: { activityIds: found.activityIds },
    };
  },
  '011-completed-without-start-check': async (db) => {
    const found = await findCompletedWithoutStart(db);
    return {
      message: 'completed lessons without a start time (left unchanged: set their start time)',
      count: found.count,
      details: { activityIds: found.activityIds },
    };
  },
};
