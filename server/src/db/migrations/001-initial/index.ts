import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../../connection';
import { createLessonTables } from './lessons';
import { createPeopleTables } from './people';
import { createPlanTables } from './plans';
import { createSiteTables } from './site';

/** Every table of schema.ts, in foreign-key order. Never edit once shipped: add 002. */
export function initialMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await createPeopleTables(db, dialect);
      await createPlanTables(db, dialect);
      await createLessonTables(db, dialect);
      await createSiteTables(db);
    },
    async down(db: Kysely<any>) {
      const tables = [
        'site_settings', 'dictionary', 'languages',
        'payment_events', 'teacher_payments', 'comments', 'activity_members', 'activities',
        'flashcards', 'retention_settings', 'progress_answers', 'progress_questions',
        'study_plan_members', 'study_plan_teachers', 'study_plans',
        'rate_limits', 'one_time_tokens', 'sessions', 'users',
      ];
      for (const table of tables) await db.schema.dropTable(table).execute();
    },
  };
}
