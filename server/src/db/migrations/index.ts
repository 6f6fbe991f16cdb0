import type { Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { initialMigration } from './001-initial';
import { studyPlanListsMigration } from './002-study-plan-lists';
import { teachingTimeReportMigration } from './003-teaching-time-report';
import { calendarMigration } from './004-calendar';
import { flashcardSourcesMigration } from './005-flashcard-sources';

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
    '005-flashcard-sources': flashcardSourcesMigration,
  };
}
