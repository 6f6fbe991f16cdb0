import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The plan's activities not completed yet, by start: what the dashboard's next lesson and
 * overdue count read (docs/product-rules.md#r-dash-2). Through the plan-and-start index they
 * read every past activity of the plan, a cost that grew with the plan's history; open ones
 * are few whatever the history. A query uses it when it says `is_completed = 0` as a literal
 * (a bound 0 cannot be proved to match the index's condition when the statement is prepared).
 */
export const openLessonsIndexMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('activities_open_plan_start_idx')
      .on('activities')
      .columns(['study_plan_id', 'start_time'])
      .where(sql.ref('is_completed'), '=', 0)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('activities_open_plan_start_idx').execute();
  },
};
