import type { Kysely, Migration } from 'kysely';

/**
 * The teaching-time report sums every teacher's completed lessons of a month. With the
 * paid flag, length and completion inside the index, that sum reads the index alone
 * instead of ~40k scattered table rows per month at 1M activities (measured by
 * `npm run bench:report`).
 */
export const teachingTimeReportMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('activities_teacher_lessons_idx')
      .on('activities')
      .columns(['teacher_id', 'start_time', 'is_completed', 'lesson_length', 'paid'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('activities_teacher_lessons_idx').execute();
  },
};
