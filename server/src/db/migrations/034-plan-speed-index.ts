import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The plans list's speed (one query per page: planSpeeds) read every activity of the
 * page's plans, their whole history, one table row each: a 100-row page read ~16,000 rows
 * to add up the last weeks' points. This index holds the completed work (no milestones) by
 * plan and by when it was completed, so the recent weeks are one range of it per plan and
 * a plan's first completion one probe. It states its condition with literals, as the query
 * does (a bound value cannot be proved to match it when the statement is prepared).
 */
export const planSpeedIndexMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index activities_plan_speed_idx on activities (study_plan_id, (coalesce(completed_at, start_time)), difficulty_level) where is_completed = 1 and type <> 'milestone'`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('activities_plan_speed_idx').execute();
  },
};
