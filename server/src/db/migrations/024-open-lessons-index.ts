import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Two small indexes for the dashboard's figures (docs/product-rules.md#r-dash-2), which read
 * every activity of the plan through the plan-and-start index, a cost that grew with the
 * plan's history:
 * - the plan's activities not completed yet, by start (next lesson, overdue count): open
 *   ones are few whatever the history;
 * - the plan's completed evaluations, by start (last evaluation).
 * A query uses one when it states the index's condition with literals (a bound value cannot
 * be proved to match it when the statement is prepared).
 */
export const openLessonsIndexMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('activities_open_plan_start_idx')
      .on('activities')
      .columns(['study_plan_id', 'start_time'])
      .where(sql.ref('is_completed'), '=', 0)
      .execute();
    await db.schema
      .createIndex('activities_evaluations_plan_start_idx')
      .on('activities')
      .columns(['study_plan_id', 'start_time'])
      .where((eb) => eb.and([eb(sql.ref('type'), '=', 'evaluation'), eb(sql.ref('is_completed'), '=', 1)]))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('activities_evaluations_plan_start_idx').execute();
    await db.schema.dropIndex('activities_open_plan_start_idx').execute();
  },
};
