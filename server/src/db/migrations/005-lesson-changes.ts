import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, createdAt, createTable, identity, required } from './columns';

/**
 * The record of changes to a completed lesson's teacher or length: they move teaching
 * time, and so pay, between teachers and months. Rows outlive the lesson and the people
 * (no cascading keys), so the record stays whole after a delete.
 */
export function lessonChangesMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTable(db, 'lesson_changes', {
        id: identity(dialect),
        activity_id: required('integer'),
        study_plan_id: required('integer'),
        // the lesson's start when it changed: the lesson history finds changes by month
        start_time: 'bigint',
        changed_by: required('integer'),
        changed_at: createdAt(dialect),
        teacher_before: 'integer',
        teacher_after: 'integer',
        length_before: required('double precision'),
        length_after: required('double precision'),
      });
      await addIndex(db, 'lesson_changes_start_idx', 'lesson_changes', ['start_time']);
      await addIndex(db, 'lesson_changes_activity_idx', 'lesson_changes', ['activity_id']);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('lesson_changes').execute();
    },
  };
}
