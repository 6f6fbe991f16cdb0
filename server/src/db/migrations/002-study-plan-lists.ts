import type { Kysely, Migration } from 'kysely';
import { addIndex } from './columns';

/**
 * Indexes for the admin study plan lists: the groups list filters by archived and
 * is_group and pages newest first; create and update look a code up to keep it unique.
 */
export const studyPlanListsMigration: Migration = {
  async up(db: Kysely<any>) {
    await addIndex(db, 'study_plans_archived_group_created_idx', 'study_plans', ['archived', 'is_group', 'created_at']);
    await addIndex(db, 'study_plans_code_idx', 'study_plans', ['code']);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('study_plans_code_idx').execute();
    await db.schema.dropIndex('study_plans_archived_group_created_idx').execute();
  },
};
