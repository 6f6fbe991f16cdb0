import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, createdAt, identity } from './columns';

/**
 * The record of changes to a completed lesson's teacher or length: they move teaching
 * time, and so pay, between teachers and months. Rows outlive the lesson and the people
 * (no cascading keys), so the record stays whole after a delete.
 */
export function lessonChangesMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('lesson_changes')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('activity_id', 'integer', (col) => col.notNull())
        .addColumn('study_plan_id', 'integer', (col) => col.notNull())
        // the lesson's start when it changed: the lesson history finds changes by month
        .addColumn('start_time', 'bigint')
        .addColumn('changed_by', 'integer', (col) => col.notNull())
        .addColumn('changed_at', 'bigint', createdAt(dialect))
        .addColumn('teacher_before', 'integer')
        .addColumn('teacher_after', 'integer')
        .addColumn('length_before', 'double precision', (col) => col.notNull())
        .addColumn('length_after', 'double precision', (col) => col.notNull())
        .execute();
      await addIndex(db, 'lesson_changes_start_idx', 'lesson_changes', ['start_time']);
      await addIndex(db, 'lesson_changes_activity_idx', 'lesson_changes', ['activity_id']);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('lesson_changes').execute();
    },
  };
}
