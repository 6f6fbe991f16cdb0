import type { Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { createdAt, identity, required } from './columns';
import { tablesMigration } from './tables';

/**
 * The record of changes to a completed lesson's teacher or length: they move teaching
 * time, and so pay, between teachers and months. Rows outlive the lesson and the people
 * (no cascading keys), so the record stays whole after a delete.
 */
export function lessonChangesMigration(dialect: DbDialect): Migration {
  return tablesMigration([{
    name: 'lesson_changes',
    columns: {
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
    },
    indexes: { lesson_changes_start_idx: ['start_time'], lesson_changes_activity_idx: ['activity_id'] },
  }]);
}
