import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the admin study plan lists: the groups list filters by archived and
 * is_group and pages newest first; create and update look a code up to keep it unique.
 */
export const studyPlanListsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('study_plans_archived_group_created_idx')
      .on('study_plans')
      .columns(['archived', 'is_group', 'created_at'])
      .execute();
    await db.schema.createIndex('study_plans_code_idx').on('study_plans').column('code').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('study_plans_code_idx').execute();
    await db.schema.dropIndex('study_plans_archived_group_created_idx').execute();
  },
};
